import Foundation
import KeyCoding
import StringCoding

/// Stops the run with a finding: libFuzzer sees the trap, reports a crash and saves the input.
public func finding(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\n== FINDING: \(message)\n".utf8))
    fatalError(message)
}

/// Makes sure an error thrown by a parser is one the library promises, and that describing it (what a
/// user sees) works: every offset must point into the input or just past its end.
public func checkThrown(_ error: any Error, context: @autoclosure () -> String) {
    switch error {
    case let error as StringCodingError:
        checkStringCodingError(error, context: context())
    case let error as KeyCodingError:
        _ = error.description
        if case .invalidKeyPath(let keyPath, let column, _) = error, column < 1 || column > keyPath.count + 1 {
            finding("\(context()): column \(column) is outside the key path of \(keyPath.count) characters")
        }
    case let error as StylesheetError:
        _ = error.description
    default:
        finding("\(context()): unexpected error type \(type(of: error)): \(error)")
    }
}

func checkStringCodingError(_ error: StringCodingError, context: @autoclosure () -> String) {
    if let offset = error.offset, offset < 0 || offset > error.input.count {
        finding(
            "\(context()): offset \(offset) is outside the input of \(error.input.count) characters: \(error.debugDump)"
        )
    }
    _ = error.description
}

extension StringCodingError {
    var debugDump: String {
        "input \(input.debugDescription), expected \(expected), reason \(reason.debugDescription), "
            + "offset \(offset.map(String.init) ?? "nil")"
    }
}
