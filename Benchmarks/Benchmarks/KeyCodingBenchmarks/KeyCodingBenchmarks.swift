import Benchmark
import KeyCoding

// Each Loom benchmark has a baseline that does the same job the direct Swift way, so the README
// reports ratios from one run (`Benchmarks/ratios`), never absolute times.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))

    Benchmark("KeyPath set 1 key: baseline WritableKeyPath") { benchmark in
        var document = Document()
        let keyPath = identity(\Document.revision)
        for index in benchmark.scaledIterations { document[keyPath: keyPath] = index }
        blackHole(document)
    }
    Benchmark("KeyPath set 1 key: Loom setValue(_:forKeyPath:)") { benchmark in
        var document = Document()
        let keyPath = identity("revision")
        for index in benchmark.scaledIterations { try document.setValue(index, forKeyPath: keyPath) }
        blackHole(document)
    }

    Benchmark("KeyPath set 3 keys: baseline WritableKeyPath") { benchmark in
        var document = Document()
        let keyPath = identity(\Document.page.margins.top)
        for index in benchmark.scaledIterations { document[keyPath: keyPath] = Double(index) }
        blackHole(document)
    }
    Benchmark("KeyPath set 3 keys: Loom setValue(_:forKeyPath:)") { benchmark in
        var document = Document()
        let keyPath = identity("page.margins.top")
        for index in benchmark.scaledIterations { try document.setValue(Double(index), forKeyPath: keyPath) }
        blackHole(document)
    }

    Benchmark("KeyPath get 3 keys: baseline KeyPath") { benchmark in
        let document = Document()
        let keyPath = identity(\Document.page.margins.top)
        for _ in benchmark.scaledIterations { blackHole(document[keyPath: keyPath]) }
    }
    Benchmark("KeyPath get 3 keys: Loom value(forKeyPath:)") { benchmark in
        let document = Document()
        let keyPath = identity("page.margins.top")
        for _ in benchmark.scaledIterations { blackHole(try document.value(forKeyPath: keyPath)) }
    }

    // `@sum` over 100,000 elements must stay within 5x of a `reduce` over the same key path
    // (issue 18). One iteration sums every line once.
    let sum = "Sum 100,000 elements"
    let wholeCollection = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
    Benchmark(
        "\(sum): baseline reduce over a KeyPath",
        configuration: wholeCollection
    ) { benchmark in
        let ledger = Ledger.hundredThousandLines
        let amount = identity(\LedgerLine.amount)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(ledger.lines.reduce(0.0) { $0 + $1[keyPath: amount] })
        }
    }
    Benchmark(
        "\(sum): Loom value(forKeyPath:) with @sum",
        configuration: wholeCollection
    ) { benchmark in
        let ledger = Ledger.hundredThousandLines
        let keyPath = identity("lines.@sum.amount")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try ledger.value(forKeyPath: keyPath)) }
    }
}
