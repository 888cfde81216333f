import Foundation
import KeyCoding
import StringCoding

// Small stand-ins for the UIKit classes of the original's UIConfig example.

// ContentMode, LineBreakMode and TextAlignment are declared with the StringCodableEnum tests.

enum ControlState: String, CaseIterable {
    case normal, highlighted, selected, disabled
}

@Keyed final class Layer {
    var cornerRadius: CGFloat = 0
    var borderColor: Color? = nil
    var borderWidth: CGFloat = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
}

@Keyed class View {
    var backgroundColor: Color? = nil
    let layer = Layer()
    var isHidden = false
}

/// State-prefixed virtual keys (`highlightedTitle`, `titleColor`) and event keys
/// (`touchUpInside`), handled as custom string setters.
@Keyed final class Button: View, CustomStringSettable {
    var titles: [ControlState: String] = [:]
    var titleColors: [ControlState: Color] = [:]
    var titleShadowColors: [ControlState: Color] = [:]
    var titleShadowOffset = CGSize.zero
    var actions: [String: String] = [:]

    func setValue(fromString string: String, forCustomKey key: String) throws -> Bool {
        if key == "touchUpInside" {
            actions[key] = string
            return true
        }
        let state = ControlState.allCases.first { key.hasPrefix($0.rawValue) && key != $0.rawValue }
        var property = key
        if let state {
            property = String(key.dropFirst(state.rawValue.count))
            property = property.prefix(1).lowercased() + property.dropFirst()
        }
        switch property {
        case "title": titles[state ?? .normal] = string
        case "titleColor": titleColors[state ?? .normal] = try Color(parsing: string)
        case "titleShadowColor": titleShadowColors[state ?? .normal] = try Color(parsing: string)
        default: return false
        }
        return true
    }
}

@Keyed final class ImageView: View {
    var image: URL? = nil
    var contentMode = ContentMode.scaleToFill
}

@Keyed final class Label: View {
    var text = ""
    var numberOfLines = 1
    var lineBreakMode = LineBreakMode.byTruncatingTail
    var textAlignment = TextAlignment.natural
    var font = Font()
}

@Keyed final class ViewController {
    let button = Button()
    let imageView = ImageView()
    let label = Label()
}
