extension BindingPath {
    /// One move through the view tree, from the bound view toward the view holding the data object.
    ///
    /// ```swift
    /// try BindingPath(parsing: "@superviewWithTag[12].@subviews[0].dataObject").viewSteps
    /// // [.superviewWithTag(12), .subviews(0)]
    /// ```
    ///
    /// The `…WithTag`, `…WithRestorationID` and `…WithClass` searches upward start at the
    /// superview; the `@subview…` operators look at direct subviews only; class searches match
    /// subclasses too (see ``isInstance(_:ofClassNamed:)``).
    public enum ViewStep: Hashable, Sendable, CustomStringConvertible {
        /// `@superview` or `superview`: the parent view.
        ///
        /// ```swift
        /// try BindingPath(parsing: "superview.dataObject").viewSteps   // [.superview]
        /// ```
        case superview
        /// `@rootview`: the root view of the screen the view is on, the view itself included: the
        /// nearest node that is a root view (``BindingNode/isRootView``: in TerminalUI a view
        /// controller's view or a window), or the topmost ancestor when none is.
        ///
        /// ```swift
        /// try BindingPath(parsing: "@rootview.dataObject").viewSteps   // [.rootview]
        /// ```
        case rootview
        /// `@cell`: the nearest ancestor that is a table or collection cell.
        ///
        /// ```swift
        /// try BindingPath(parsing: "@cell.dataObject.name").viewSteps   // [.cell]
        /// ```
        case cell
        /// `@superviewWithTag[12]`: the nearest ancestor with this tag (tags may be negative).
        ///
        /// ```swift
        /// try BindingPath(parsing: "@superviewWithTag[-3].dataObject").viewSteps   // [.superviewWithTag(-3)]
        /// ```
        case superviewWithTag(Int)
        /// `@superviewWithRestorationID[main card]`: the nearest ancestor with this restoration
        /// identifier, which may hold any characters but `]`.
        ///
        /// ```swift
        /// try BindingPath(parsing: "@superviewWithRestorationID[card.v2].dataObject").viewSteps
        /// // [.superviewWithRestorationID("card.v2")]
        /// ```
        case superviewWithRestorationID(String)
        /// `@superviewWithClass[MyApp.CardView]`: the nearest ancestor that is an instance of the
        /// class or of a subclass; the name may be plain, module-qualified, nested or generic.
        ///
        /// ```swift
        /// try BindingPath(parsing: "@superviewWithClass[Box<[Int]>].dataObject").viewSteps
        /// // [.superviewWithClass("Box<[Int]>")]
        /// ```
        case superviewWithClass(String)
        /// `@subviews[2]`: the subview at this index (the third).
        ///
        /// ```swift
        /// try BindingPath(parsing: "@subviews[2].dataObject").viewSteps   // [.subviews(2)]
        /// ```
        case subviews(Int)
        /// `@subviewWithTag[12]`: the first direct subview with this tag.
        ///
        /// ```swift
        /// try BindingPath(parsing: "@subviewWithTag[12].dataObject").viewSteps   // [.subviewWithTag(12)]
        /// ```
        case subviewWithTag(Int)
        /// `@subviewWithRestorationID[header]`: the first direct subview with this restoration
        /// identifier.
        ///
        /// ```swift
        /// try BindingPath(parsing: "@subviewWithRestorationID[header].dataObject").viewSteps
        /// // [.subviewWithRestorationID("header")]
        /// ```
        case subviewWithRestorationID(String)
        /// `@subviewWithClass[Label]`: the first direct subview that is an instance of the class or
        /// of a subclass.
        ///
        /// ```swift
        /// try BindingPath(parsing: "@subviewWithClass[Label].dataObject").viewSteps   // [.subviewWithClass("Label")]
        /// ```
        case subviewWithClass(String)
        /// A plain key of the view: `window`, or a view property the app declares.
        ///
        /// ```swift
        /// try BindingPath(parsing: "detailView.dataObject").viewSteps   // [.property("detailView")]
        /// ```
        case property(String)

        /// The step as a binding path writes it.
        ///
        /// ```swift
        /// BindingPath.ViewStep.superviewWithClass("MyApp.CardView").description   // "@superviewWithClass[MyApp.CardView]"
        /// BindingPath.ViewStep.superview.description                               // "@superview"
        /// ```
        public var description: String {
            switch self {
            case .superview: ViewOperator.superview.rawValue
            case .rootview: ViewOperator.rootview.rawValue
            case .cell: ViewOperator.cell.rawValue
            case .superviewWithTag(let tag): "\(ViewOperator.superviewWithTag.rawValue)[\(tag)]"
            case .superviewWithRestorationID(let id): "\(ViewOperator.superviewWithRestorationID.rawValue)[\(id)]"
            case .superviewWithClass(let name): "\(ViewOperator.superviewWithClass.rawValue)[\(name)]"
            case .subviews(let index): "\(ViewOperator.subviews.rawValue)[\(index)]"
            case .subviewWithTag(let tag): "\(ViewOperator.subviewWithTag.rawValue)[\(tag)]"
            case .subviewWithRestorationID(let id): "\(ViewOperator.subviewWithRestorationID.rawValue)[\(id)]"
            case .subviewWithClass(let name): "\(ViewOperator.subviewWithClass.rawValue)[\(name)]"
            case .property(let key): key
            }
        }
    }
}
