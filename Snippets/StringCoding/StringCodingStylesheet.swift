import Foundation
import KeyCoding
import StringCoding

@Keyed final class Label { var text = ""; var textColor = Color.black }
@Keyed final class SettingsController { var title = ""; var label = Label() }

let viewController = SettingsController()
let sheet = try Stylesheet(contentsOf: URL(filePath: "UIConfig.yaml"))
do {
    try sheet.apply(to: viewController)
} catch {
    print(error)
    // Prints:
    // 1 entry of UIConfig.yaml failed:
    //   line 4: "label.textColr": "white": Label has no key "textColr" in key path "label.textColr"; did you mean "textColor"?
}
// snippet.hide
precondition(viewController.title == "Settings" && viewController.label.text == "Dark mode", "the other entries")
