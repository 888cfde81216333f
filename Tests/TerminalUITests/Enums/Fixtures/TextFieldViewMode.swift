// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// When a text field shows an overlay view such as its clear button, mirroring UIKit's
/// `UITextField.ViewMode`.
///
/// ```swift
/// try TextFieldViewMode(parsing: "UITextFieldViewModeWhileEditing")   // .whileEditing
/// try TextFieldViewMode(parsing: "UITextField.ViewMode.always")      // .always
/// ```
enum TextFieldViewMode: Int, StringCodableEnum, Sendable {
    /// Never, only while editing, only while not editing, or always.
    ///
    /// ```swift
    /// try TextFieldViewMode(parsing: "unlessEditing")   // .unlessEditing
    /// ```
    case never = 0, whileEditing = 1, unlessEditing = 2, always = 3

    /// The type's own names plus UIKit's Swift spelling (its constants' prefix is the default
    /// `UITextFieldViewMode`).
    ///
    /// ```swift
    /// try TextFieldViewMode(parsing: "UITextField.ViewMode.never")   // .never
    /// ```
    static var typePrefixes: [String] { defaultTypePrefixes + ["UITextField.ViewMode"] }
}
