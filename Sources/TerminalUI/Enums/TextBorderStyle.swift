import StringCoding

/// The frame drawn around a text field, mirroring UIKit's `UITextField.BorderStyle`.
///
/// ```swift
/// try TextBorderStyle(parsing: "UITextBorderStyleRoundedRect")   // .roundedRect
/// try TextBorderStyle(parsing: "UITextField.BorderStyle.line")   // .line
/// ```
public enum TextBorderStyle: Int, StringCodableEnum, Sendable {
    /// No frame, a plain line, a bezel, or a rounded rectangle.
    ///
    /// ```swift
    /// try TextBorderStyle(parsing: "bezel")   // .bezel
    /// ```
    case none = 0, line = 1, bezel = 2, roundedRect = 3

    /// The type's own names plus UIKit's Swift spelling (its constants' prefix is the default
    /// `UITextBorderStyle`).
    ///
    /// ```swift
    /// try TextBorderStyle(parsing: "UITextField.BorderStyle.none")   // .none
    /// ```
    public static var typePrefixes: [String] { defaultTypePrefixes + ["UITextField.BorderStyle"] }
}
