import KeyCoding

extension ColorParser {
    /// Splits `name(arguments)` into a ``ColorFunctionCall``, enforcing CSS's punctuation: commas
    /// between every value or none at all, `/` before the alpha only without commas.
    func functionCall() throws -> ColorFunctionCall {
        guard let open = text.firstIndex(of: "(") else {
            throw error("expected a color function such as rgb(…)")
        }
        let writtenName = text[..<open].trimmingWhitespace
        let name = writtenName.lowercased()
        guard ColorFunctionCall.names.contains(name) else {
            if Color.unsupportedCSSFunctionNames.contains(name) {
                var unsupported = error(
                    "unsupported color function \"\(writtenName)()\"; Loom's colors are sRGB", at: 0)
                unsupported.validValues = ColorFunctionCall.names.map { "\($0)()" }
                throw unsupported
            }
            var unknown = error("unknown color function \"\(writtenName)\"", at: 0)
            unknown.validValues = ColorFunctionCall.names.map { "\($0)()" }
            unknown.suggestion = closestMatch(to: name, in: ColorFunctionCall.names).map { "\($0)()" }
            throw unknown
        }
        let (tokens, closeOffset) = try functionTokens(
            after: open, atOffset: text.distance(from: text.startIndex, to: open), functionName: name)
        if let first = tokens.first, first.kind == .word, first.argument.text.utf8.count == 4,
            first.argument.text.lowercased() == "from"
        {
            throw error(
                "relative colors, \(name)(from …), are not supported; write the color itself",
                at: first.argument.offset)
        }
        if let comma = tokens.first(where: { $0.kind == .comma }) {
            guard name != "hwb", name != "color" else {
                throw error(
                    "\(name)() does not accept commas; separate its values with spaces", at: comma.argument.offset)
            }
            return try commaSeparatedCall(name: name, tokens: tokens, closeOffset: closeOffset)
        }
        return try spaceSeparatedCall(name: name, tokens: tokens, closeOffset: closeOffset)
    }

    /// `rgb(255, 0, 0)` or `rgba(255, 0, 0, 0.5)`: three values and an optional alpha, separated
    /// by commas only.
    private func commaSeparatedCall(
        name: String, tokens: [ColorFunctionToken], closeOffset: Int
    ) throws -> ColorFunctionCall {
        var values: [ColorFunctionCall.Argument] = []
        var expectsValue = true
        for token in tokens {
            switch (token.kind, expectsValue) {
            case (.word, true):
                values.append(token.argument)
                expectsValue = false
            case (.word, false):
                throw error(
                    "expected \",\" between values; commas and spaces cannot be mixed", at: token.argument.offset)
            case (.comma, true):
                throw error("missing value before \",\"", at: token.argument.offset)
            case (.comma, false):
                expectsValue = true
            case (.slash, _):
                throw error(
                    "\"/\" is only allowed when values are separated by spaces; use \",\" before the alpha",
                    at: token.argument.offset)
            }
        }
        if expectsValue {
            throw error("missing value after \",\"", at: closeOffset)
        }
        guard values.count == 3 || values.count == 4 else {
            throw error(
                "expected 3 values and an optional alpha, got \(values.count)",
                at: values.count < 3 ? closeOffset : values[4].offset)
        }
        return ColorFunctionCall(
            name: name, usesCommas: true, components: Array(values.prefix(3)), alpha: values.dropFirst(3).first)
    }

    /// `rgb(255 0 0)`, `rgb(255 0 0 / 50%)`, `color(srgb 1 0 0 / 0.5)`.
    private func spaceSeparatedCall(
        name: String, tokens: [ColorFunctionToken], closeOffset: Int
    ) throws -> ColorFunctionCall {
        var remaining = tokens[...]
        var colorSpace: ColorFunctionCall.Argument?
        if name == "color" {
            guard let first = remaining.first, first.kind == .word else {
                throw error("expected a color space such as srgb", at: remaining.first?.argument.offset ?? closeOffset)
            }
            try checkColorSpace(first.argument)
            colorSpace = first.argument
            remaining = remaining.dropFirst()
        }
        let slashes = remaining.filter { $0.kind == .slash }
        if slashes.count > 1 {
            throw error("unexpected second \"/\"", at: slashes[1].argument.offset)
        }
        let components = remaining.prefix { $0.kind == .word }.map(\.argument)
        guard let slash = slashes.first else {
            guard components.count == 3 else {
                let reason = "expected 3 values, got \(components.count)"
                if components.count < 3 { throw error(reason, at: closeOffset) }
                throw error(reason + "; write the alpha after \"/\"", at: components[3].offset)
            }
            return ColorFunctionCall(
                name: name, usesCommas: false, colorSpace: colorSpace, components: components, alpha: nil)
        }
        guard components.count == 3 else {
            throw error(
                "expected 3 values before \"/\", got \(components.count)",
                at: components.count < 3 ? slash.argument.offset : components[3].offset)
        }
        let alphas = remaining.drop { $0.kind != .slash }.dropFirst().map(\.argument)
        guard alphas.count == 1 else {
            if alphas.isEmpty { throw error("expected an alpha value after \"/\"", at: closeOffset) }
            throw error("expected one alpha value after \"/\", got \(alphas.count)", at: alphas[1].offset)
        }
        return ColorFunctionCall(
            name: name, usesCommas: false, colorSpace: colorSpace, components: components, alpha: alphas[0])
    }

    /// Fails unless `space` is `srgb`, the one space of `color()` that Loom's colors are in.
    private func checkColorSpace(_ space: ColorFunctionCall.Argument) throws {
        let name = space.text.lowercased()
        guard name != "srgb" else { return }
        if Color.unsupportedCSSColorSpaces.contains(name) {
            throw error(
                "unsupported color space \"\(space.text)\"; Loom's colors are sRGB, so only srgb is supported",
                at: space.offset)
        }
        var unknown = error("unknown color space \"\(space.text)\"; only srgb is supported", at: space.offset)
        unknown.suggestion = closestMatch(to: name, in: ["srgb"])
        throw unknown
    }
}
