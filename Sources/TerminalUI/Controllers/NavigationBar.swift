import Foundation
import KeyCoding
import StringCoding

/// The title bar of a ``NavigationController``: the top controller's title in the middle and, when
/// there is a screen to go back to, "‹ " and its title on the left (Escape goes back).
///
/// ```swift
/// navigation.navigationBar.backgroundColor = .blue
/// ```
@Keyed open class NavigationBar: View {
    /// The title in the middle.
    ///
    /// ```swift
    /// navigation.navigationBar.titleLabel.textColor = .white
    /// ```
    public let titleLabel = Label()
    /// The way back on the left, empty on the first screen.
    ///
    /// ```swift
    /// navigation.navigationBar.backLabel.text   // "‹ Contacts" on a pushed screen
    /// ```
    public let backLabel = Label()

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        titleLabel.font = Font(traits: .bold)
        for label in [backLabel, titleLabel] {
            label.autoresizingMask = [.flexibleWidth]
            addSubview(label)
        }
    }

    /// Shows `title`, and `backTitle` as the way back (none when nil).
    func show(title: String, backTitle: String?) {
        titleLabel.text = title
        backLabel.text = backTitle.map { "‹ \($0.isEmpty ? "Back" : $0)" } ?? ""
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 1) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let back = Double(TerminalWidth.columns(of: backLabel.text))
        backLabel.frame = CGRect(x: 1, y: 0, width: back, height: 1)
        // The title stays centered in the bar; it only gives way to the back label when they would meet.
        let side = back > 0 ? back + 2 : 0
        titleLabel.frame = CGRect(x: side, y: 0, width: max(bounds.width - 2 * side, 0), height: 1)
    }
}
