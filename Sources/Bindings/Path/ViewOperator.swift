/// The `@` operators that may stand as a view step, spelled exactly as in the original TJBinder.
enum ViewOperator: String, CaseIterable {
    case superview = "@superview"
    case rootview = "@rootview"
    case cell = "@cell"
    case superviewWithTag = "@superviewWithTag"
    case superviewWithRestorationID = "@superviewWithRestorationID"
    case superviewWithClass = "@superviewWithClass"
    case subviews = "@subviews"
    case subviewWithTag = "@subviewWithTag"
    case subviewWithRestorationID = "@subviewWithRestorationID"
    case subviewWithClass = "@subviewWithClass"

    /// What goes between the brackets after the operator, if it takes an argument.
    enum Argument {
        case tag, index, restorationID, className

        /// The placeholder shown in the list of valid operators.
        var placeholder: String {
            switch self {
            case .tag, .index: "n"
            case .restorationID: "id"
            case .className: "Type"
            }
        }
    }

    var argument: Argument? {
        switch self {
        case .superview, .rootview, .cell: nil
        case .superviewWithTag, .subviewWithTag: .tag
        case .subviews: .index
        case .superviewWithRestorationID, .subviewWithRestorationID: .restorationID
        case .superviewWithClass, .subviewWithClass: .className
        }
    }

    /// The operator as the list of valid operators shows it: `@superviewWithTag[n]`.
    var usage: String {
        argument.map { "\(rawValue)[\($0.placeholder)]" } ?? rawValue
    }

    /// Every operator's usage, for error messages.
    static let usageList = allCases.map(\.usage).joined(separator: ", ")

    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
