import AutoCoding
import Foundation

/// The model of the archiving benchmarks, archived by `@AutoCodable`.
@AutoCodable struct AutoContact {
    var name = ""
    var number = 0
    var rating = 0.0
    var isFavorite = false
    var labels: [String] = []
    var nickname: String?
}

/// The same model with the compiler's synthesized `Codable`: the baseline.
struct SynthesizedContact: Codable {
    var name = ""
    var number = 0
    var rating = 0.0
    var isFavorite = false
    var labels: [String] = []
    var nickname: String?
}

/// The archiving benchmarks' object graph: 10,000 contacts.
@AutoCodable struct AutoAddressBook {
    var contacts: [AutoContact] = []
}

struct SynthesizedAddressBook: Codable {
    var contacts: [SynthesizedContact] = []
}

/// The same graph as Objective-C-style objects, for NSKeyedArchiver.
final class KeyedContact: NSObject, NSSecureCoding, Sendable {
    static var supportsSecureCoding: Bool { true }
    let name: String
    let number: Int
    let rating: Double
    let isFavorite: Bool
    let labels: [String]

    init(_ contact: AutoContact) {
        name = contact.name
        number = contact.number
        rating = contact.rating
        isFavorite = contact.isFavorite
        labels = contact.labels
    }

    init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "name") as String?,
            let labels = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: "labels") as? [String]
        else { return nil }
        self.name = name
        number = coder.decodeInteger(forKey: "number")
        rating = coder.decodeDouble(forKey: "rating")
        isFavorite = coder.decodeBool(forKey: "isFavorite")
        self.labels = labels
    }

    func encode(with coder: NSCoder) {
        coder.encode(name as NSString, forKey: "name")
        coder.encode(number, forKey: "number")
        coder.encode(rating, forKey: "rating")
        coder.encode(isFavorite, forKey: "isFavorite")
        coder.encode(labels as NSArray, forKey: "labels")
    }
}

enum Samples {
    static let contacts: [AutoContact] = (0..<10_000).map { index in
        var contact = AutoContact()
        contact.name = "Contact \(index)"
        contact.number = 5_550_000 + index
        contact.rating = Double(index % 50) / 10
        contact.isFavorite = index % 7 == 0
        contact.labels = index % 3 == 0 ? ["home", "work"] : ["mobile"]
        contact.nickname = index % 5 == 0 ? "Nick \(index)" : nil
        return contact
    }

    static let autoBook = AutoAddressBook(contacts: contacts)

    static let synthesizedBook = SynthesizedAddressBook(
        contacts: contacts.map { contact in
            SynthesizedContact(
                name: contact.name, number: contact.number, rating: contact.rating, isFavorite: contact.isFavorite,
                labels: contact.labels, nickname: contact.nickname)
        })

    static let keyedContacts = contacts.map(KeyedContact.init)
}
