import KeyCoding

/// The view types a description file may name, each made with `init(frame: .zero)`.
///
/// ``standard`` holds TerminalUI's views; register your own subclasses to use them in files:
///
/// ```swift
/// var registry = ViewRegistry.standard
/// registry.register(CardView.self)                   // "CardView" and "MyApp.CardView"
/// registry.register(CardView.self, name: "Card")     // "Card" and "MyApp.CardView"
/// let view = try description.makeView(registry: registry)
/// ```
public struct ViewRegistry: Sendable {
    private var types: [String: View.Type] = [:]
    private var shortNames: Set<String> = []

    /// A registry with no types at all.
    ///
    /// ```swift
    /// var registry = ViewRegistry()
    /// registry.register(Label.self)
    /// ```
    public init() {}

    /// TerminalUI's own views: `View`, `Label`, `Control`, `Button`, `TextField`, `Switch`,
    /// `Stepper`, `StackView`, `ScrollView`, `TextView`, `ProgressView`, `ActivityIndicatorView`,
    /// `ImageView`, `NavigationBar`, `TableView`, `TableViewCell` and `Window`, each also by its
    /// module-qualified name (`TerminalUI.Label`).
    ///
    /// ```swift
    /// ViewRegistry.standard.makeView(named: "Label") is Label   // true
    /// ```
    public static let standard: ViewRegistry = {
        var registry = ViewRegistry()
        let types: [View.Type] = [
            View.self, Label.self, Control.self, Button.self, TextField.self, Switch.self, Stepper.self,
            StackView.self, ScrollView.self, TextView.self, ProgressView.self, ActivityIndicatorView.self,
            ImageView.self, NavigationBar.self, TableView.self, TableViewCell.self, Window.self,
        ]
        for type in types { registry.register(type) }
        return registry
    }()

    /// Makes `type` available as `name` (default: the type's own name, such as `CardView`) and always
    /// by its module-qualified name (`MyApp.CardView`). A name registered again now means `type`.
    ///
    /// ```swift
    /// registry.register(CardView.self)
    /// ```
    public mutating func register(_ type: View.Type, name: String? = nil) {
        let shortName = name ?? typeName(type)
        types[shortName] = type
        shortNames.insert(shortName)
        types[String(reflecting: type)] = type
    }

    /// A new view of the type registered as `name`, or nil when no type has that name.
    ///
    /// ```swift
    /// ViewRegistry.standard.makeView(named: "TerminalUI.Button") is Button   // true
    /// ViewRegistry.standard.makeView(named: "Lable")                         // nil
    /// ```
    @MainActor public func makeView(named name: String) -> View? {
        types[name].map { $0.init(frame: .zero) }
    }

    /// The names registered, sorted, without the module-qualified forms: what error messages list.
    ///
    /// ```swift
    /// ViewRegistry.standard.names.first   // "Button"
    /// ```
    public var names: [String] { shortNames.sorted() }
}
