import Foundation
import KeyCoding
import TerminalUI

@Keyed final class BadgeView: View { var count = 0 }

var registry = ViewRegistry.standard
registry.register(BadgeView.self)                       // your own View subclasses
let card = try ViewDescription(contentsOf: URL(filePath: "card.yaml")).makeView(registry: registry)
// snippet.hide
guard let badge = card.firstView(where: { $0 is BadgeView }) as? BadgeView else { preconditionFailure("no badge") }
precondition(badge.count == 3, "the badge counts \(badge.count)")
