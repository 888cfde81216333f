import Foundation
import Testing

@testable import TerminalUI

final class CardView: View {}
final class BadgeLabel: Label {}

@MainActor @Suite struct ViewRegistryTests {
    @Test func theStandardRegistryMakesTerminalUIViews() {
        let registry = ViewRegistry.standard
        #expect(
            registry.names == [
                "ActivityIndicatorView", "Button", "Control", "ImageView", "Label", "NavigationBar", "ProgressView",
                "ScrollView", "StackView", "Stepper", "Switch", "TableView", "TableViewCell", "TextField", "TextView",
                "View", "Window",
            ])
        #expect(registry.makeView(named: "Label") is Label)
        #expect(registry.makeView(named: "TerminalUI.Button") is Button)
        #expect(registry.makeView(named: "ImageView") is ImageView)
        #expect(type(of: registry.makeView(named: "View") ?? Label()) == View.self)
        #expect(registry.makeView(named: "label") == nil)
        #expect(registry.makeView(named: "CardView") == nil)
    }

    @Test func registersTypesByTheirNameAndModuleQualifiedName() {
        var registry = ViewRegistry.standard
        registry.register(CardView.self)
        registry.register(BadgeLabel.self, name: "Badge")
        #expect(registry.makeView(named: "CardView") is CardView)
        #expect(registry.makeView(named: "TerminalUITests.CardView") is CardView)
        #expect(registry.makeView(named: "Badge") is BadgeLabel)
        #expect(registry.makeView(named: "TerminalUITests.BadgeLabel") is BadgeLabel)
        #expect(registry.makeView(named: "BadgeLabel") == nil)
        #expect(registry.names.contains("CardView") && registry.names.contains("Badge"))
        #expect(!registry.names.contains("TerminalUITests.CardView"))
    }

    @Test func descriptionsUseRegisteredTypesAndSuggestThem() throws {
        var registry = ViewRegistry()
        registry.register(CardView.self)
        registry.register(BadgeLabel.self, name: "Badge")
        let yaml = "type: TerminalUITests.CardView\nchildren: [ { type: Badge, attributes: { text: New } } ]"
        let card = try ViewDescription(data: Data(yaml.utf8)).makeView(registry: registry)
        #expect(card is CardView)
        #expect((card.subviews.first as? BadgeLabel)?.text == "New")
        #expect(
            throws: ViewDescriptionError(
                source: nil,
                problems: [
                    .init(
                        line: 1, path: "Cardview", key: "type",
                        reason:
                            #"unknown view type "Cardview" (did you mean "CardView"?); registered types: Badge, CardView"#
                    )
                ])
        ) {
            try ViewDescription(data: Data("type: Cardview".utf8)).makeView(registry: registry)
        }
    }
}
