// The gallery's screen: a column of widget names, each beside its live widget, scrolled when the
// rows are taller than the terminal (Tab scrolls the focused widget into view).
import Foundation
import TerminalUI

/// One row of the gallery: a widget's class name and the view that shows it, `height` rows tall
/// and `width` columns wide (by default its own width when it has one, a switch's or a stepper's,
/// else the row's); a view wider than the row is cut to it.
@MainActor struct GalleryItem {
    let name: String
    let height: Int
    let width: Int?
    let view: View

    init(_ name: String, height: Int = 1, width: Int? = nil, _ view: View) {
        (self.name, self.height, self.width, self.view) = (name, height, width, view)
    }
}

final class GalleryView: ScrollView {
    /// The rows, top to bottom; setting them replaces the views on screen.
    var items: [GalleryItem] = [] {
        didSet {
            for subview in subviews { subview.removeFromSuperview() }
            for item in items {
                addSubview(Label(text: item.name))
                addSubview(item.view)
            }
            contentSize.height = Double(items.reduce(1) { $0 + $1.height })
            setNeedsLayout()
        }
    }

    /// The widest name, capped at a third of the screen so that a narrow terminal keeps room for
    /// the widgets (a longer name ends in "…").
    private var nameWidth: Int {
        min(items.map { TerminalWidth.columns(of: $0.name) }.max() ?? 0, Int(bounds.width) / 3)
    }

    override func layoutSubviews() {
        contentSize.width = bounds.width
        let names = nameWidth
        let widgetX = Double(names + 3)
        // Room for the scroll indicator at the right, when the rows do not fit.
        let widgetWidth = max(bounds.width - widgetX - 2, 1)
        var y = 1.0
        for (index, item) in items.enumerated() {
            let name = subviews[2 * index]
            name.frame = CGRect(x: 1, y: y, width: Double(names), height: 1)
            let own = item.width.map(Double.init) ?? item.view.intrinsicContentSize.width
            let width = own == View.noIntrinsicMetric ? widgetWidth : min(own, widgetWidth)
            item.view.frame = CGRect(x: widgetX, y: y, width: width, height: Double(item.height))
            y += Double(item.height)
        }
        super.layoutSubviews()
    }
}
