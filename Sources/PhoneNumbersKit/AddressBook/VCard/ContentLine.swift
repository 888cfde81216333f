/// One property of a vCard after unfolding: `item1.TEL;TYPE=CELL,pref:+1 555 0100`.
///
/// ```swift
/// let line = try ContentLine(parsing: "item1.TEL;type=cell:555-0100", line: 4, source: "a.vcf")
/// line.group           // "item1"
/// line.name            // "TEL"
/// line.values(of: "TYPE")  // ["cell"]
/// ```
struct ContentLine: Hashable, Sendable {
    /// Apple's `itemN` prefix that ties a property to its `X-ABLabel`; nil when there is none.
    var group: String?
    /// The property name, uppercased: names are case-insensitive.
    var name: String
    /// Parameters in order, names uppercased, values as written (quotes removed, RFC 6868 `^` escapes
    /// decoded). A bare vCard 2.1 parameter (`TEL;CELL:`) is a `TYPE` value.
    var parameters: [Parameter]
    /// The raw value: still escaped, since only the property knows which separators it has.
    var value: String
    /// The physical line the property starts on, counting from 1.
    var line: Int

    /// Every value of a parameter, split at commas, in order: `TYPE=home,voice;TYPE=pref` gives all
    /// three. A quoted value keeps its commas.
    func values(of parameter: String) -> [String] {
        parameters.filter { $0.name == parameter }.flatMap(\.values)
    }

    /// The TYPE values, quoted ones split at commas too: RFC 6350 writes a list of types as
    /// `TYPE="voice,home"`, though its grammar makes that one value.
    var types: [String] {
        values(of: "TYPE").flatMap { $0.split(separator: ",").map(String.init) }
    }

    /// `TYPE=home,voice`: a name, uppercased, and its comma-separated values.
    struct Parameter: Hashable, Sendable {
        var name: String
        var values: [String]
    }
}

extension ContentLine {
    /// Parses `[group "."] name *(";" parameter) ":" value`.
    ///
    /// Colons and semicolons inside a quoted parameter value do not count; a missing colon, an
    /// empty name or an unclosed quote is an ``AddressBookError/malformed(source:line:found:expected:)``.
    init(parsing text: String, line: Int, source: String) throws(AddressBookError) {
        func malformed(_ expected: String) -> AddressBookError {
            .malformed(source: source, line: line, found: VCardText.quotedForMessage(text), expected: expected)
        }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var nameEnd = 0
        while index < scalars.count, scalars[index] != ";", scalars[index] != ":" { index += 1 }
        nameEnd = index
        guard index < scalars.count else {
            throw malformed("a property written NAME:value (no ':' on this line)")
        }
        let fullName = String(String.UnicodeScalarView(scalars[0..<nameEnd]))
        let dot = fullName.lastIndex(of: ".")
        let name = (dot.map { String(fullName[fullName.index(after: $0)...]) } ?? fullName).uppercased()
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isNameScalar) else {
            throw malformed("a property name of letters, digits and '-' before ';' or ':'")
        }
        var parameters: [Parameter] = []
        while index < scalars.count, scalars[index] == ";" {
            index += 1
            guard let parameter = Self.parameter(in: scalars, from: &index) else {
                throw malformed("a parameter value closed by '\"'")
            }
            parameters.append(parameter)
        }
        guard index < scalars.count, scalars[index] == ":" else {
            throw malformed("a property written NAME:value (no ':' after the parameters)")
        }
        self.group = dot.map { String(fullName[..<$0]) }
        self.name = name
        self.parameters = parameters
        self.value = String(String.UnicodeScalarView(scalars[(index + 1)...]))
        self.line = line
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
            || ("0"..."9").contains(scalar)
    }

    /// Reads `name=value,value` (or a bare `value`) up to the next unquoted `;` or `:`; nil for an
    /// unclosed quote.
    private static func parameter(
        in scalars: [Unicode.Scalar], from index: inout Int
    ) -> Parameter? {
        var name = ""
        var values: [String] = []
        var current = String.UnicodeScalarView()
        var sawEquals = false
        var quoted = false
        while index < scalars.count {
            let scalar = scalars[index]
            if quoted {
                if scalar == "\"" { quoted = false } else { current.append(scalar) }
                index += 1
                continue
            }
            if scalar == ";" || scalar == ":" { break }
            index += 1
            switch scalar {
            case "\"": quoted = true
            case "=" where !sawEquals:
                sawEquals = true
                name = String(current).uppercased()
                current = String.UnicodeScalarView()
            case "," where sawEquals:
                values.append(decodeCaretEscapes(String(current)))
                current = String.UnicodeScalarView()
            default: current.append(scalar)
            }
        }
        guard !quoted else { return nil }
        if sawEquals {
            values.append(decodeCaretEscapes(String(current)))
            return Parameter(name: name, values: values)
        }
        return Parameter(name: "TYPE", values: [String(current)])
    }

    /// RFC 6868: `^n` is a newline, `^'` a double quote, `^^` a caret; any other `^` stays.
    private static func decodeCaretEscapes(_ text: String) -> String {
        VCardText.decodingEscapes(in: text, escape: "^", as: ["n": "\n", "'": "\"", "^": "^"])
    }
}
