extension Color {
    /// UIKit's class color names as written in code (`darkGrayColor`), with UIKit's values.
    static let uiKitNames: [(name: String, color: Color)] = [
        ("blackColor", .black), ("darkGrayColor", .darkGray), ("lightGrayColor", .lightGray),
        ("whiteColor", .white), ("grayColor", .gray), ("redColor", .red), ("greenColor", .green),
        ("blueColor", .blue), ("cyanColor", .cyan), ("yellowColor", .yellow), ("magentaColor", .magenta),
        ("orangeColor", .orange), ("purpleColor", .purple), ("brownColor", .brown), ("clearColor", .clear),
    ]

    /// ``uiKitNames`` keyed by lowercase name, for case-insensitive lookup.
    static let uiKitNamesByLowercaseName: [String: Color] = Dictionary(
        uiKitNames.map { ($0.name.lowercased(), $0.color) }, uniquingKeysWith: { first, _ in first })

    /// Every name ``init(parsing:)`` accepts, for "did you mean" suggestions.
    static let allNames: [String] = cssNames.keys.sorted() + ["transparent", "clear"] + uiKitNames.map(\.name)
}
