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
    scrollingBenchmarks()
}

/// Building a full frame of a 200×60 screen of 1,000 labels (layout, drawing every label into the
/// cell buffer, and diffing it against the previous frame into ANSI) against formatting the same
/// text with plain string concatenation: the least any program showing that screen must do.
private func frameBenchmarks() {
    let comparison = "Build and diff a 200x60 frame of 1,000 labels"
    Benchmark("\(comparison): baseline string concatenation of the same text") { @MainActor benchmark async in
        let screen = LabelScreen()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(screen.concatenatedText(changingLabel: iteration % LabelScreen.labelCount))
        }
    }
    Benchmark("\(comparison): Loom Window.render() + ANSIRenderer.update(to:)") { @MainActor benchmark async in
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

/// Page Down in a focused 10,000-line text view and in a 100,000-row table on an 80×24 screen,
/// then the frame and its diff into ANSI: what a person paging through them waits for. The
/// baseline draws the same screen whole (layout, drawing and a full redraw into ANSI, as after a
/// resize), so the ratio shows that a page costs about a screen, however long the content.
private func scrollingBenchmarks() {
    pagingBenchmarks(
        "Page down a 10,000-line TextView on an 80x24 screen", pagesToEnd: TextViewScreen.lines / TextViewScreen.rows
    ) { TextViewScreen().window }
    pagingBenchmarks(
        "Page down a 100,000-row TableView on an 80x24 screen", pagesToEnd: TableScreen.tableRows / TableScreen.rows
    ) { TableScreen().window }
}

/// A full redraw of the screen `makeWindow` makes, against paging through it: down `pagesToEnd`
/// pages, then up as many, so that every iteration pages rather than sitting at an end.
private func pagingBenchmarks(_ comparison: String, pagesToEnd: Int, makeWindow: @escaping @MainActor () -> Window) {
    Benchmark("\(comparison): baseline full redraw of the screen") { @MainActor benchmark async in
        let window = makeWindow()
        var renderer = ANSIRenderer(colorMode: .trueColor)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            renderer.invalidate()
            blackHole(renderer.update(to: window.render()))
        }
    }
    Benchmark("\(comparison): Loom a page down (or up) + render() + update(to:)") { @MainActor benchmark async in
        let window = makeWindow()
        var renderer = ANSIRenderer(colorMode: .trueColor)
        blackHole(renderer.update(to: window.render()))
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            window.handle((iteration / pagesToEnd).isMultiple(of: 2) ? .pageDown : .pageUp)
            blackHole(renderer.update(to: window.render()))
        }
    }
}
