import Foundation
import TerminalUI
// snippet.hide
import StringCoding
// snippet.show

let card = try ViewDescription(contentsOf: URL(filePath: "contact.yaml")).makeView()
try SelectorStylesheet(contentsOf: URL(filePath: "theme.yaml")).apply(to: card)
print(card.renderedBuffer().plainText())   // headless rendering, as the tests use it
// snippet.hide
guard let name = card.view(withIdentifier: "name") as? Label,
    let call = card.firstView(where: { $0 is Button }) as? Button
else { preconditionFailure("the card has no name label or no button") }
let nameColor = name.textColor
precondition(name.font.traits == .bold && nameColor == .white, "name: \(name.font), \(String(describing: nameColor))")
let orange = try Color(parsing: "orange")
precondition(call.titleColor(for: .normal) == orange, "\(String(describing: call.titleColor(for: .normal)))")
precondition(call.titleColor(for: .selected) == .red && call.actions(for: .touchUpInside) == ["call"], "call: \(call)")

// The report below the example: the card with three typos.
let contact = try String(contentsOfFile: "contact.yaml", encoding: .utf8)
let broken =
    contact
    .replacingOccurrences(of: "text: \"Ada Lovelace\"", with: "text: \"Ada Lovelace\", textAlignment: middle")
    .replacingOccurrences(of: "title: Call", with: "titleColour: red")
    + "  - { type: Lable }\n"
do {
    _ = try ViewDescription(data: Data(broken.utf8), source: "contact.yaml").makeView()
    preconditionFailure("the broken card was built")
} catch {
    print(error)
}
