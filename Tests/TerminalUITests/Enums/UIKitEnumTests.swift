import CellControllers
import StringCoding
import TerminalUI
import Testing

/// Every case of every UIKit enum, in every spelling, checked against UIKit's names, order and raw values.
@MainActor @Suite struct UIKitEnumTests {
    @Test(arguments: EnumSpec.all)
    func hasUIKitsCasesInUIKitsOrderWithUIKitsRawValues(_ spec: EnumSpec) {
        let declared = spec.declaredCases()
        #expect(declared.map(\.name) == spec.cases.map(\.name))
        #expect(declared.map(\.rawValue) == spec.cases.map(\.rawValue))
    }

    @Test(arguments: EnumSpec.all)
    func writesEachCaseByNameAndReadsItBack(_ spec: EnumSpec) throws {
        for (name, rawValue, written) in spec.declaredCases() {
            #expect(written == name)
            let parsed = try spec.parse(written)
            #expect(parsed.name == name && parsed.rawValue == rawValue, "\(spec): \(written)")
        }
    }

    @Test(arguments: EnumSpec.all)
    func readsEveryCaseInEverySpelling(_ spec: EnumSpec) throws {
        for (name, _) in spec.cases {
            for spelling in spec.spellings(of: name) {
                #expect(try spec.parse(spelling).name == name, "\(spec): \(spelling)")
            }
        }
    }

    @Test(arguments: EnumSpec.all)
    func readsUIKitsRawValues(_ spec: EnumSpec) throws {
        for (name, rawValue) in spec.cases {
            #expect(try spec.parse(String(rawValue)).name == name, "\(spec): \(rawValue)")
        }
    }

    @Test func samplesOfEachSpellingReadAsDocumented() throws {
        #expect(try TextAlignment(parsing: "NSTextAlignmentCenter") == .center)
        #expect(try TextAlignment(parsing: "NSTextAlignment.justified") == .justified)
        #expect(try LineBreakMode(parsing: "NSLineBreakByWordWrapping") == .byWordWrapping)
        #expect(try LineBreakMode(parsing: "NSLineBreakMode.byClipping") == .byClipping)
        #expect(try ContentMode(parsing: "UIViewContentModeScaleAspectFit") == .scaleAspectFit)
        #expect(try ContentMode(parsing: "UIView.ContentMode.topLeft") == .topLeft)
        #expect(try CellStyle(parsing: "UITableViewCellStyleValue1") == .value1)
        #expect(try CellStyle(parsing: "UITableViewCell.CellStyle.value1") == .value1)
        #expect(try AccessoryType(parsing: "UITableViewCellAccessoryCheckmark") == .checkmark)
        #expect(try AccessoryType(parsing: "UITableViewCellAccessoryTypeCheckmark") == .checkmark)
        #expect(try ButtonType(parsing: "UIButtonTypeContactAdd") == .contactAdd)
        #expect(try RowAnimation(parsing: "UITableView.RowAnimation.automatic") == .automatic)
        #expect(try BarButtonSystemItem(parsing: "uibarbuttonsystemitemfastforward") == .fastForward)
    }

    @Test func uikitsOlderNamesAreConstantsOfTheSameValue() throws {
        #expect(ButtonType.roundedRect == .system)
        #expect(try ButtonType(parsing: "UIButtonTypeRoundedRect") == .system)
        #expect(BarStyle.blackOpaque == .black)
        #expect(try BarStyle(parsing: "UIBarStyleBlackOpaque") == .black)
        #expect(BarMetrics.landscapePhone == .compact)
        #expect(BarMetrics.landscapePhonePrompt == .compactPrompt)
        #expect(try BarMetrics(parsing: "UIBarMetricsLandscapePhone") == .compact)
        #expect(try BarMetrics(parsing: "UIBarMetricsLandscapePhonePrompt") == .compactPrompt)
    }

    @Test func typePrefixesAreTheOwnNamesPlusUIKits() {
        #expect(TextAlignment.typePrefixes == ["TextAlignment", "NSTextAlignment", "UITextAlignment"])
        #expect(
            LineBreakMode.typePrefixes == [
                "LineBreakMode", "NSLineBreakMode", "UILineBreakMode", "NSLineBreak", "NSLineBreakBy",
            ])
        #expect(
            ContentMode.typePrefixes == [
                "ContentMode", "NSContentMode", "UIContentMode", "UIViewContentMode", "UIView.ContentMode",
            ])
        #expect(
            AccessoryType.typePrefixes == [
                "AccessoryType", "NSAccessoryType", "UIAccessoryType", "UITableViewCellAccessory",
                "UITableViewCellAccessoryType", "UITableViewCell.AccessoryType",
            ])
    }
}
