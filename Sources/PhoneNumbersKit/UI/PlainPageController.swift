import Foundation
import TerminalUI

/// The page the link row opens: the seed article's `PlainViewController`, nothing on it but text.
final class PlainPageController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Another Page"
        let text = Label(text: "This is a plain page. Press Escape to go back.")
        text.frame = CGRect(x: 2, y: 1, width: 60, height: 1)
        text.autoresizingMask = .flexibleWidth
        view.addSubview(text)
    }
}
