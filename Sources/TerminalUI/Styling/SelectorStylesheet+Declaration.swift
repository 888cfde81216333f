import StringCoding

extension SelectorStylesheet {
    /// One `key path: value` line of a rule, set on each matching view; variables are already
    /// substituted. It is a stylesheet entry, as StringCoding's flat stylesheets hold.
    ///
    /// ```swift
    /// SelectorStylesheet.Declaration(keyPath: "font", value: "bold", line: 3)
    /// ```
    public typealias Declaration = Stylesheet.Entry
}
