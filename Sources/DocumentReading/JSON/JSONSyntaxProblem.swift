/// Why ``JSONReader`` stopped, with the byte offsets a message needs. Archives and configuration
/// files word the same problem differently (and point at different offsets of it), so each caller
/// renders these cases itself.
package enum JSONSyntaxProblem: Error {
    /// Where a value is expected.
    package enum ValueContext: Sendable {
        case document, firstElement, elementAfterComma, memberValue

        /// "expected a value …", the same for every caller.
        package var expectation: String {
            switch self {
            case .document: "expected a value"
            case .firstElement: "expected a value or ']'"
            case .elementAfterComma: "expected a value after ',' in an array"
            case .memberValue: "expected a value after ':' in an object"
            }
        }
    }

    /// Where an object key is expected: first in the object, or after a comma.
    package enum KeyContext: Sendable {
        case first, afterComma
    }

    /// What a missing digit follows.
    package enum DigitContext: Sendable {
        case afterMinus, afterPoint, inExponent

        /// "expected a digit …", the same for every caller.
        package var expectation: String {
            switch self {
            case .afterMinus: "expected a digit after '-'"
            case .afterPoint: "expected a digit after '.' in a number"
            case .inExponent: "expected a digit in the exponent of a number"
            }
        }
    }

    case expectedValue(ValueContext, at: Int)
    case expectedKey(KeyContext, at: Int)
    case expectedColon(at: Int)
    /// Neither ',' nor the closing bracket after a value in an object or array.
    case expectedSeparator(inObject: Bool, at: Int)
    /// More than whitespace after the document.
    case expectedEnd(at: Int)
    case expectedDigit(DigitContext, at: Int)
    /// A number starting at `number` has a digit at `next` right after its leading zero.
    case leadingZero(number: Int, next: Int)
    /// The string opened at `opening` runs to the end of the input, `end`.
    case unterminatedString(opening: Int, end: Int)
    case controlCharacterInString(at: Int)
    case invalidUTF8InString(at: Int)
    /// The character after a backslash is no escape.
    case invalidEscape(at: Int)
    case expectedHexDigit(at: Int)
    /// `\uDC00`…`\uDFFF` with no high surrogate before it; `escape` is its backslash.
    case loneLowSurrogate(escape: Int)
    /// A high surrogate escape at `highEscape` not followed by a low one at `found`.
    case missingLowSurrogate(highEscape: Int, found: Int)
}
