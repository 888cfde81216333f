/// UIKit's class names for the TerminalUI classes that play their roles, so that a binding path
/// written for UIKit, such as TJBinder's `@superviewWithClass[UITableViewCell]`, works as it is.
///
/// TerminalUI has no collection view: its table view cells play the role of collection view
/// cells. UIKit classes with no counterpart (`UIPickerView`, `UISegmentedControl`…) are refused with an
/// error that lists these names.
///
/// ```swift
/// try label.bind("text", to: "@superviewWithClass[UITableViewCell].dataObject.name")
/// ```
enum UIKitClassNames {
    static let aliases: [String: AnyClass] = [
        "UIView": View.self,
        "UILabel": Label.self,
        "UIControl": Control.self,
        "UIButton": Button.self,
        "UISwitch": Switch.self,
        "UIStepper": Stepper.self,
        "UITextField": TextField.self,
        "UITextView": TextView.self,
        "UIScrollView": ScrollView.self,
        "UIStackView": StackView.self,
        "UIProgressView": ProgressView.self,
        "UIActivityIndicatorView": ActivityIndicatorView.self,
        "UIImageView": ImageView.self,
        "UINavigationBar": NavigationBar.self,
        "UITableView": TableView.self,
        "UITableViewCell": TableViewCell.self,
        "UICollectionViewCell": TableViewCell.self,
        "UIWindow": Window.self,
    ]
}
