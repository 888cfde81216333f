import Benchmark
import Bindings
import Foundation
import KeyCoding
import Observation
import TerminalUI

// Each Loom benchmark has a baseline that does the same job the direct Swift way, so the README
// reports ratios from one run (`Benchmarks/ratios`), never absolute times.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
        maxDuration: .seconds(2))
    liveUpdateBenchmarks()
    bindingCreationBenchmarks()
}

@Observable @Keyed final class Person {
    var name = "Ada"
}

/// 10,000 labels in one view whose data object is the model, each bound to its name.
@MainActor final class BoundLabels {
    nonisolated static let count = 10_000
    let root = View()
    let person = Person()
    let labels: [Label]

    init(binding: Bool) {
        root.dataObject = person
        labels = (0..<Self.count).map { _ in Label() }
        for label in labels { root.addSubview(label) }
        guard binding else { return }
        for label in labels { _ = try? label.bind("text", to: "@superview.dataObject.name") }
    }
}

/// One model change until every bound label shows it, against assigning the same text to every
/// label in a loop.
private func liveUpdateBenchmarks() {
    let comparison = "Update 10,000 bound labels"
    Benchmark("\(comparison): baseline assigning label.text in a loop") { @MainActor benchmark async in
        let screen = BoundLabels(binding: false)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let name = "Ada \(iteration)"
            for label in screen.labels { label.text = name }
            blackHole(screen.labels[BoundLabels.count - 1].text)
        }
    }
    Benchmark("\(comparison): Loom model change + BindingUpdates.applyPending()") { @MainActor benchmark async in
        let screen = BoundLabels(binding: true)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            screen.person.name = "Ada \(iteration)"
            BindingUpdates.applyPending()
            blackHole(screen.labels[BoundLabels.count - 1].text)
        }
    }
}

/// Making a binding (parse, resolve, type check, first value) against one `setValue(_:forKeyPath:)`.
private func bindingCreationBenchmarks() {
    let comparison = "Create 10,000 bindings"
    Benchmark("\(comparison): baseline setValue(_:forKeyPath:) on each label") { @MainActor benchmark async throws in
        let screen = BoundLabels(binding: false)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for label in screen.labels { try label.setValue("Ada", forKeyPath: "text") }
        }
    }
    Benchmark("\(comparison): Loom bind(_:to:) on each label") { @MainActor benchmark async throws in
        let screen = BoundLabels(binding: false)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for label in screen.labels { try label.bind("text", to: "@superview.dataObject.name") }
        }
    }
}
