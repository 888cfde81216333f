// Arbitrary bytes, and libFuzzer's mutations of valid archives in every format (Fuzz/seeds/ArchiveFuzz),
// given to Archive.load(from:) and FuzzNotebook.load(from:). Whatever loads is written again in each
// writable format and must load back to the same dictionary representation.
import AutoCoding
import Foundation
import FuzzSupport

Archive.register(FuzzChecklist.self, as: "FuzzChecklist", "PMChecklist")

/// The default limits allow ten million values, which is bounded but too slow for each of
/// millions of inputs; the limits themselves are what this lowers.
let limits = ArchiveLimits(maximumDepth: 64, maximumBytes: 1 << 20, maximumValues: 100_000)

exit(
    runLibFuzzer { data, size in
        let input = Data(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
        do {
            _ = try Archive.load(from: input, limits: limits)
        } catch {
            checkArchiveError(error, context: "Archive.load of \(size) bytes")
        }
        let notebook: FuzzNotebook
        do {
            notebook = try FuzzNotebook.load(from: input, limits: limits)
        } catch {
            checkArchiveError(error, context: "FuzzNotebook.load of \(size) bytes")
            return 0
        }
        checkRoundTrips(notebook)
        return 0
    })

func checkArchiveError(_ error: any Error, context: @autoclosure () -> String) {
    guard let error = error as? ArchiveError else {
        finding("\(context()): unexpected error type \(type(of: error)): \(error)")
    }
    _ = error.description
}

/// The text with every NaN spelled `nan`: an XML property list writes any NaN as `nan`, as
/// CoreFoundation does, so its sign and payload bits (`-nan(0x3ffff…)`) do not survive the text.
func withoutNaNPayloads(_ text: String) -> String {
    text.replacing(/-?nan(\(0x[0-9a-f]+\))?/, with: "nan")
}

/// A loaded value written in each format loads back with the same content (a format that cannot
/// hold a value, such as NaN in JSON, may refuse it with an error).
func checkRoundTrips(_ notebook: FuzzNotebook) {
    let expected = "\(notebook.dictionaryRepresentation)"
    for format in [ArchiveFormat.binaryPropertyList, .xmlPropertyList, .json] {
        let data: Data
        do {
            data = try notebook.archivedData(format: format)
        } catch {
            checkArchiveError(error, context: "writing a loaded notebook as \(format)")
            continue
        }
        do {
            let back = try FuzzNotebook.load(from: data, limits: ArchiveLimits())
            let actual = "\(back.dictionaryRepresentation)"
            let differs =
                format == .binaryPropertyList
                ? actual != expected : withoutNaNPayloads(actual) != withoutNaNPayloads(expected)
            if differs {
                finding("a notebook written as \(format) loads back different:\n\(expected)\n\(actual)")
            }
        } catch {
            finding("a notebook written as \(format) does not load back: \(error)")
        }
    }
}
