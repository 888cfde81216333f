import Foundation
import TerminalUI

final class FormController: ViewController {
    let name = TextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        name.placeholder = "Your name"
        name.borderStyle = .line
        let greet = Button(title: "Greet")
        greet.addAction("greet", for: .primaryActionTriggered)
        let column = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [Label(text: "Name:"), name, greet])
        column.alignment = .leading
        column.frame = CGRect(x: 2, y: 1, width: 40, height: 7)
        view.addSubview(column)
        handle(action: "greet") { [weak self] _ in
            guard let self else { return }
            navigationController?.pushViewController(GreetingController(name: name.text))
        }
    }
}

final class GreetingController: ViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello, \(name)!"
    }
}
// snippet.hide
let navigation = NavigationController(rootViewController: FormController())
let app = Application(rootViewController: navigation)
let form = app.headlessFrame(columns: 30, rows: 8)
precondition(form == "           Welcome\n\n  Name:\n\n  [Your name ]\n\n   Greet\n", "the form is:\n\(form)")
guard let controller = navigation.topViewController as? FormController,
    let greet = controller.view.firstView(where: { $0 is Button }) as? Button
else { preconditionFailure("no form") }
controller.name.text = "Ada"
greet.sendActions(for: .primaryActionTriggered)
let greeting = navigation.topViewController
precondition(greeting?.title == "Hello, Ada!", "Greet showed \(String(describing: greeting?.title))")
