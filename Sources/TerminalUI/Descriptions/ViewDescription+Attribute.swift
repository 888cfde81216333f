import StringCoding

extension ViewDescription {
    /// One runtime attribute: a key path on the view and the string its value is read from. It is
    /// a stylesheet entry, as the original UIConfig stylesheets wrote them.
    ///
    /// ```swift
    /// ViewDescription.Attribute(keyPath: "textColor", value: "#ff8800", line: 12)
    /// ```
    public typealias Attribute = Stylesheet.Entry
}
