import Benchmark
import Foundation
import TerminalUI

// Each Loom benchmark has a baseline that does the same job the direct Swift way, so the README
// reports ratios from one run (`Benchmarks/ratios`), never absolute times.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
        maxDuration: .seconds(2))
    frameBenchmarks()
}

/// Building a full frame of a 200×60 screen of 1,000 labels (layout, drawing every label into the
/// cell buffer, and diffing it against the previous frame into ANSI) against formatting the same
/// text with plain string concatenation: the least any program showing that screen must do.
private func frameBenchmarks() {
    let comparison = "Build and diff a 200x60 frame of 1,000 labels"
    Benchmark("\(comparison): baseline string concatenation of the same text") { benchmark in
        let screen = LabelScreen()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(screen.concatenatedText(changingLabel: iteration % LabelScreen.labelCount))
        }
    }
    Benchmark("\(comparison): Loom Window.render() + ANSIRenderer.update(to:)") { benchmark in
        let screen = LabelScreen()
        var renderer = ANSIRenderer(colorMode: .trueColor)
        blackHole(renderer.update(to: screen.window.render()))
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            screen.change(label: iteration % LabelScreen.labelCount)
            blackHole(renderer.update(to: screen.window.render()))
        }
    }
}
