// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// The system's standard bar button items, mirroring UIKit's `UIBarButtonItem.SystemItem`.
///
/// ```swift
/// try BarButtonSystemItem(parsing: "UIBarButtonSystemItemFlexibleSpace")  // .flexibleSpace
/// try BarButtonSystemItem(parsing: "UIBarButtonItem.SystemItem.trash")    // .trash
/// ```
enum BarButtonSystemItem: Int, StringCodableEnum, Sendable {
    /// Titled items that finish or start a task.
    ///
    /// ```swift
    /// try BarButtonSystemItem(parsing: "done")   // .done
    /// ```
    case done = 0, cancel = 1, edit = 2, save = 3, add = 4

    /// Blank space that stretches, or that has a fixed width, between items.
    ///
    /// ```swift
    /// try BarButtonSystemItem(parsing: "fixedSpace")   // .fixedSpace
    /// ```
    case flexibleSpace = 5, fixedSpace = 6

    /// Symbol items for common actions.
    ///
    /// ```swift
    /// try BarButtonSystemItem(parsing: "Compose")   // .compose
    /// ```
    case compose = 7, reply = 8, action = 9, organize = 10, bookmarks = 11, search = 12, refresh = 13,
        stop = 14, camera = 15, trash = 16

    /// Media playback items.
    ///
    /// ```swift
    /// try BarButtonSystemItem(parsing: "fastForward")   // .fastForward
    /// ```
    case play = 17, pause = 18, rewind = 19, fastForward = 20

    /// Undo and redo, UIKit's deprecated page curl, and close.
    ///
    /// ```swift
    /// try BarButtonSystemItem(parsing: "undo")   // .undo
    /// ```
    case undo = 21, redo = 22, pageCurl = 23, close = 24

    /// The type's own names plus UIKit's Swift spelling (its constants' prefix is the default
    /// `UIBarButtonSystemItem`).
    ///
    /// ```swift
    /// try BarButtonSystemItem(parsing: "UIBarButtonItem.SystemItem.close")   // .close
    /// ```
    static var typePrefixes: [String] { defaultTypePrefixes + ["UIBarButtonItem.SystemItem"] }
}
