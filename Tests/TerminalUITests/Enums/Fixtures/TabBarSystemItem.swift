// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// The system's standard tab bar items, mirroring UIKit's `UITabBarItem.SystemItem`.
///
/// ```swift
/// try TabBarSystemItem(parsing: "UITabBarSystemItemTopRated")      // .topRated
/// try TabBarSystemItem(parsing: "UITabBarItem.SystemItem.history")  // .history
/// ```
enum TabBarSystemItem: Int, StringCodableEnum, Sendable {
    /// The tab that lists the tabs with no room in the bar.
    ///
    /// ```swift
    /// try TabBarSystemItem(parsing: "more")   // .more
    /// ```
    case more = 0

    /// Tabs for collections a person keeps or the app picks.
    ///
    /// ```swift
    /// try TabBarSystemItem(parsing: "favorites")   // .favorites
    /// ```
    case favorites = 1, featured = 2, topRated = 3, recents = 4, contacts = 5, history = 6, bookmarks = 7

    /// Tabs for searching and for downloads.
    ///
    /// ```swift
    /// try TabBarSystemItem(parsing: "search")   // .search
    /// ```
    case search = 8, downloads = 9

    /// Tabs for the most recent and the most viewed items.
    ///
    /// ```swift
    /// try TabBarSystemItem(parsing: "mostViewed")   // .mostViewed
    /// ```
    case mostRecent = 10, mostViewed = 11

    /// The type's own names plus UIKit's Swift spelling (its constants' prefix is the default
    /// `UITabBarSystemItem`).
    ///
    /// ```swift
    /// try TabBarSystemItem(parsing: "UITabBarItem.SystemItem.more")   // .more
    /// ```
    static var typePrefixes: [String] { defaultTypePrefixes + ["UITabBarItem.SystemItem"] }
}
