import AutoCoding
import Foundation

@AutoCodable(tagging: .adjacent(tag: "kind", content: "data")) enum Attachment: Equatable {
    case image(url: String, width: Int)
    case link(String)  // {"kind": "link", "data": "https://…"}
    @FallbackCase case unsupported
}

@AutoCodable struct Message: Equatable {
    var attachments: [Attachment] = []
}

let json = #"{"attachments": [{"kind": "link", "data": "https://example.com"}, {"kind": "video", "data": {}}]}"#
var recoveries: [ArchiveRecovery] = []
let message = try Message.load(from: Data(json.utf8), recoveries: &recoveries)
print(message.attachments == [.link("https://example.com"), .unsupported])  // Prints "true"
print(recoveries[0])
// snippet.hide
precondition(recoveries.count == 1, "\(recoveries)")
let strict = try Message.load(from: Data(json.utf8))
precondition(strict == message, "strict loading uses the fallback too")
