import Bindings
import KeyCoding
import Testing

@testable import TerminalUI

/// TJBinder's paths name UIKit classes; TerminalUI's classes that play those roles answer to them.
@MainActor @Suite struct UIKitClassNameTests {
    @Test func theOriginalsCellPathFindsTheTableViewCell() throws {
        let cell = TableViewCell(style: .default)
        cell.dataObject = Fruit()
        let binding = try cell.textLabel.bind("text", to: "@superviewWithClass[UITableViewCell].dataObject.name")
        #expect(cell.textLabel.text == "apple")
        #expect(binding.holder === cell)
        // TerminalUI has no collection view: its table view cells play that role too.
        let other = try cell.detailTextLabel.bind(
            "text", to: "@superviewWithClass[UICollectionViewCell].dataObject.name")
        #expect(other.holder === cell)
    }

    @Test func eachUIKitNameFindsItsTerminalUIClass() throws {
        let window = Window(frame: .zero)
        let stack = StackView(frame: .zero)
        let button = Button(title: "OK")
        let field = TextField(frame: .zero)
        let label = Label(text: "")
        window.addSubview(stack)
        stack.addSubview(button)
        stack.addSubview(field)
        stack.addSubview(label)
        for (view, name) in [(stack, "StackView"), (button, "Button"), (field, "TextField"), (label, "Label")]
            as [(View, String)]
        {
            view.restorationIdentifier = name
        }
        window.dataObject = Fruit()
        let cases: [(path: String, holder: View)] = [
            ("@superviewWithClass[UIView]", stack),
            ("@superviewWithClass[UIStackView]", stack),
            ("@superviewWithClass[UIWindow]", window),
            ("@superviewWithClass[UIStackView].@subviewWithClass[UIButton]", button),
            ("@superviewWithClass[UIStackView].@subviewWithClass[UIControl]", button),
            ("@superviewWithClass[UIStackView].@subviewWithClass[UITextField]", field),
            ("@superviewWithClass[UIStackView].@subviewWithClass[UILabel]", label),
        ]
        for (path, holder) in cases {
            let binding = try label.bind("text", to: path + ".dataObject.name")
            #expect(binding.holder === holder, "\(path)")
        }
        #expect(View.classNameAliases["UILabel"] == Label.self)
    }

    @Test func aUIKitNameWithoutACounterpartIsRefusedWithTheNamesThatWork() throws {
        let root = View()
        let label = Label(text: "")
        root.addSubview(label)
        root.dataObject = Fruit()
        let error = #expect(throws: BindingError.self) {
            try label.bind("text", to: "@superviewWithClass[UIPickerView].dataObject.name")
        }
        #expect(error?.kind == .unresolvedView)
        #expect(
            error?.description
                == #"cannot bind Label.text to "@superviewWithClass[UIPickerView].dataObject.name": no superview of Label is a UIPickerView; UIPickerView is a UIKit class with no counterpart here (UIKit classes known: UIActivityIndicatorView, UIButton, UICollectionViewCell, UIControl, UIImageView, UILabel, UINavigationBar, UIProgressView, UIScrollView, UIStackView, UIStepper, UISwitch, UITableView, UITableViewCell, UITextField, UITextView, UIView, UIWindow)"#
        )
        let missing = #expect(throws: BindingError.self) {
            try label.bind("text", to: "@superviewWithClass[UITableViewCell].dataObject.name")
        }
        #expect(
            missing?.description
                == #"cannot bind Label.text to "@superviewWithClass[UITableViewCell].dataObject.name": no superview of Label is a UITableViewCell (TableViewCell plays that role here)"#
        )
    }
}
