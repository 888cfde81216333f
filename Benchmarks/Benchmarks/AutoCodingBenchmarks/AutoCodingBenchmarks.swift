import AutoCoding
import Benchmark
import Foundation

// Each Loom benchmark has a baseline that does the same job the direct Swift or Foundation way, so
// the README reports ratios from one run (`Benchmarks/ratios`), never absolute times.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
    foundationCoderBenchmarks()
    loadingBenchmarks()
    customisingBenchmarks()
}

/// `@AutoCodable` must cost nothing over the compiler's `Codable` in Foundation's own coders.
private func foundationCoderBenchmarks() {
    Benchmark("JSONEncoder 10k models: baseline synthesized Codable") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try JSONEncoder().encode(Samples.synthesizedBook)) }
    }
    Benchmark("JSONEncoder 10k models: Loom @AutoCodable") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try JSONEncoder().encode(Samples.autoBook)) }
    }
    Benchmark("JSONDecoder 10k models: baseline synthesized Codable") { benchmark in
        let data = try JSONEncoder().encode(Samples.synthesizedBook)
        for _ in benchmark.scaledIterations {
            blackHole(try JSONDecoder().decode(SynthesizedAddressBook.self, from: data))
        }
    }
    Benchmark("JSONDecoder 10k models: Loom @AutoCodable") { benchmark in
        let data = try JSONEncoder().encode(Samples.synthesizedBook)
        for _ in benchmark.scaledIterations { blackHole(try JSONDecoder().decode(AutoAddressBook.self, from: data)) }
    }
    Benchmark("PropertyListEncoder 10k models: baseline synthesized Codable") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try PropertyListEncoder().encode(Samples.synthesizedBook)) }
    }
    Benchmark("PropertyListEncoder 10k models: Loom @AutoCodable") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try PropertyListEncoder().encode(Samples.autoBook)) }
    }
    Benchmark("PropertyListDecoder 10k models: baseline synthesized Codable") { benchmark in
        let data = try PropertyListEncoder().encode(Samples.synthesizedBook)
        for _ in benchmark.scaledIterations {
            blackHole(try PropertyListDecoder().decode(SynthesizedAddressBook.self, from: data))
        }
    }
    Benchmark("PropertyListDecoder 10k models: Loom @AutoCodable") { benchmark in
        let data = try PropertyListEncoder().encode(Samples.synthesizedBook)
        for _ in benchmark.scaledIterations {
            blackHole(try PropertyListDecoder().decode(AutoAddressBook.self, from: data))
        }
    }
}

/// Format detection must cost next to nothing over reading the known format; Foundation's coders
/// and NSKeyedArchiver are reported for reference.
private func loadingBenchmarks() {
    for format in [ArchiveFormat.json, .binaryPropertyList] {
        Benchmark("Load 10k models from \(format): baseline load(from:format:)") { benchmark in
            let data = try Samples.autoBook.archivedData(format: format)
            for _ in benchmark.scaledIterations {
                blackHole(try AutoAddressBook.load(from: data, format: format))
            }
        }
        Benchmark("Load 10k models from \(format): Loom load(from:) detecting the format") { benchmark in
            let data = try Samples.autoBook.archivedData(format: format)
            for _ in benchmark.scaledIterations { blackHole(try AutoAddressBook.load(from: data)) }
        }
    }
    Benchmark("Load 10k models, JSON vs Foundation: baseline JSONDecoder") { benchmark in
        let data = try Samples.autoBook.archivedData(format: .json)
        for _ in benchmark.scaledIterations { blackHole(try JSONDecoder().decode(AutoAddressBook.self, from: data)) }
    }
    Benchmark("Load 10k models, JSON vs Foundation: Loom load(from:)") { benchmark in
        let data = try Samples.autoBook.archivedData(format: .json)
        for _ in benchmark.scaledIterations { blackHole(try AutoAddressBook.load(from: data)) }
    }
    Benchmark("Archive and unarchive 10k models: baseline NSKeyedArchiver") { benchmark in
        for _ in benchmark.scaledIterations {
            let data = try NSKeyedArchiver.archivedData(
                withRootObject: Samples.keyedContacts as NSArray, requiringSecureCoding: true)
            blackHole(try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, KeyedContact.self], from: data))
        }
    }
    Benchmark("Archive and unarchive 10k models: Loom archivedData() and load(from:)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try AutoAddressBook.load(from: Samples.autoBook.archivedData()))
        }
    }
}

/// `@ArchiveCoding` must cost no more than a hand-written `init(from:)` doing the same conversions,
/// and `@LossyElements` on a clean array no more than strict decoding.
private func customisingBenchmarks() {
    Benchmark("Load 10k models with strategies: baseline hand-written init(from:)") { benchmark in
        let data = try Samples.strategyBook.archivedData(format: .json)
        for _ in benchmark.scaledIterations { blackHole(try HandCodedAddressBook.load(from: data, format: .json)) }
    }
    Benchmark("Load 10k models with strategies: Loom @ArchiveCoding") { benchmark in
        let data = try Samples.strategyBook.archivedData(format: .json)
        for _ in benchmark.scaledIterations { blackHole(try StrategyAddressBook.load(from: data, format: .json)) }
    }
    Benchmark("Load a clean array of 10k models: baseline strict") { benchmark in
        let data = try Samples.autoBook.archivedData(format: .json)
        for _ in benchmark.scaledIterations { blackHole(try AutoAddressBook.load(from: data, format: .json)) }
    }
    Benchmark("Load a clean array of 10k models: Loom @LossyElements with recoveries") { benchmark in
        let data = try Samples.autoBook.archivedData(format: .json)
        for _ in benchmark.scaledIterations {
            var recoveries: [ArchiveRecovery] = []
            blackHole(try LossyAddressBook.load(from: data, format: .json, recoveries: &recoveries))
        }
    }
}
