import Benchmark
import Foundation
import KeyCoding
import StringCoding

// Each Loom benchmark has a baseline that does the same job the direct Swift or Foundation way, so
// the README reports ratios from one run (`Benchmarks/ratios`), never absolute times.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))

    parsingBenchmarks()
    settingFromStringBenchmarks()
}

private func parsingBenchmarks() {
    Benchmark("Parse hex color: baseline UInt32(_:radix:)") { benchmark in
        let hex = identity("ff8800")
        for _ in benchmark.scaledIterations { blackHole(UInt32(hex, radix: 16)) }
    }
    Benchmark("Parse hex color: Loom Color(parsing:)") { benchmark in
        let hex = identity("#ff8800")
        for _ in benchmark.scaledIterations { blackHole(try Color(parsing: hex)) }
    }

    Benchmark("Parse Double: baseline Double(_:)") { benchmark in
        let number = identity("-1234.5678e-3")
        for _ in benchmark.scaledIterations { blackHole(Double(number)) }
    }
    Benchmark("Parse Double: Loom Double(parsing:)") { benchmark in
        let number = identity("-1234.5678e-3")
        for _ in benchmark.scaledIterations { blackHole(try Double(parsing: number)) }
    }

    Benchmark("Parse Int: baseline Int(_:)") { benchmark in
        let number = identity("-1234567")
        for _ in benchmark.scaledIterations { blackHole(Int(number)) }
    }
    Benchmark("Parse Int: Loom Int(parsing:)") { benchmark in
        let number = identity("-1234567")
        for _ in benchmark.scaledIterations { blackHole(try Int(parsing: number)) }
    }
}

// `setValue(fromString:forKeyPath:)` should cost the parse plus the typed set and nothing more, so
// each case measures the three separately; `Benchmarks/ratios` compares it with the sum.
private func settingFromStringBenchmarks() {
    Benchmark("Set color from string: parse Color(parsing:)") { benchmark in
        let hex = identity("#ff8800")
        for _ in benchmark.scaledIterations { blackHole(try Color(parsing: hex)) }
    }
    Benchmark("Set color from string: set setValue(_:forKeyPath:)") { benchmark in
        let label = Label()
        let color = identity(Color(hex: 0xff8800))
        let keyPath = identity("textColor")
        for _ in benchmark.scaledIterations { try label.setValue(color, forKeyPath: keyPath) }
        blackHole(label)
    }
    Benchmark("Set color from string: Loom setValue(fromString:forKeyPath:)") { benchmark in
        let label = Label()
        let hex = identity("#ff8800")
        let keyPath = identity("textColor")
        for _ in benchmark.scaledIterations { try label.setValue(fromString: hex, forKeyPath: keyPath) }
        blackHole(label)
    }

    Benchmark("Set Double from string, 3 keys: parse Double(parsing:)") { benchmark in
        let number = identity("12.5")
        for _ in benchmark.scaledIterations { blackHole(try Double(parsing: number)) }
    }
    Benchmark("Set Double from string, 3 keys: set setValue(_:forKeyPath:)") { benchmark in
        let label = Label()
        let value = identity(12.5)
        let keyPath = identity("frame.origin.x")
        for _ in benchmark.scaledIterations { try label.setValue(value, forKeyPath: keyPath) }
        blackHole(label)
    }
    Benchmark("Set Double from string, 3 keys: Loom setValue(fromString:forKeyPath:)") { benchmark in
        let label = Label()
        let number = identity("12.5")
        let keyPath = identity("frame.origin.x")
        for _ in benchmark.scaledIterations { try label.setValue(fromString: number, forKeyPath: keyPath) }
        blackHole(label)
    }
}
