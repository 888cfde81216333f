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

// Each iteration parses a batch of different inputs: times stay well above the clock's resolution
// and the branch predictor cannot learn one string.
private let hexColors = (0..<16).map { index in String(UInt32(0x10_0000 + index * 0x0F_1E2D), radix: 16) }
private let doubles = (0..<16).map { index in String(Double(index) * -1234.5678e-3) }
private let integers = (0..<16).map { index in String(index * 7_654_321 - 50_000_000) }

private func parsingBenchmarks() {
    Benchmark("Parse hex color: baseline UInt32(_:radix:)") { benchmark in
        let inputs = identity(hexColors)
        for _ in benchmark.scaledIterations {
            for hex in inputs { blackHole(UInt32(hex, radix: 16)) }
        }
    }
    Benchmark("Parse hex color: Loom Color(parsing:)") { benchmark in
        let inputs = identity(hexColors.map { "#" + $0 })
        for _ in benchmark.scaledIterations {
            for hex in inputs { blackHole(try Color(parsing: hex)) }
        }
    }

    Benchmark("Parse Double: baseline Double(_:)") { benchmark in
        let inputs = identity(doubles)
        for _ in benchmark.scaledIterations {
            for number in inputs { blackHole(Double(number)) }
        }
    }
    Benchmark("Parse Double: Loom Double(parsing:)") { benchmark in
        let inputs = identity(doubles)
        for _ in benchmark.scaledIterations {
            for number in inputs { blackHole(try Double(parsing: number)) }
        }
    }

    Benchmark("Parse Int: baseline Int(_:)") { benchmark in
        let inputs = identity(integers)
        for _ in benchmark.scaledIterations {
            for number in inputs { blackHole(Int(number)) }
        }
    }
    Benchmark("Parse Int: Loom Int(parsing:)") { benchmark in
        let inputs = identity(integers)
        for _ in benchmark.scaledIterations {
            for number in inputs { blackHole(try Int(parsing: number)) }
        }
    }
}

// `setValue(fromString:forKeyPath:)` should cost what a caller pays who parses the string into the
// property's type and sets it through the same key path, and nothing more.
private func settingFromStringBenchmarks() {
    Benchmark("Set color from string: baseline Color(parsing:) then setValue(_:forKeyPath:)") { benchmark in
        let label = Label()
        let hex = identity("#ff8800")
        let keyPath = identity("textColor")
        for _ in benchmark.scaledIterations { try label.setValue(Color(parsing: hex), forKeyPath: keyPath) }
        blackHole(label)
    }
    Benchmark("Set color from string: Loom setValue(fromString:forKeyPath:)") { benchmark in
        let label = Label()
        let hex = identity("#ff8800")
        let keyPath = identity("textColor")
        for _ in benchmark.scaledIterations { try label.setValue(fromString: hex, forKeyPath: keyPath) }
        blackHole(label)
    }

    Benchmark("Set Double from string, 3 keys: baseline Double(parsing:) then setValue(_:forKeyPath:)") {
        benchmark in
        let label = Label()
        let number = identity("12.5")
        let keyPath = identity("frame.origin.x")
        for _ in benchmark.scaledIterations { try label.setValue(Double(parsing: number), forKeyPath: keyPath) }
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
