import AutoCoding
import Foundation

@AutoCodable struct Post {
    var title = ""
}
@AutoCodable struct Feed {
    @LossyElements var posts: [Post] = []
    @LossyElements @ArchiveCoding(.iso8601) var updates: [Date] = []
}

let data = Data(#"{"posts": [{"title": "Hello"}, {"title": 7}], "updates": ["soon"]}"#.utf8)
var recoveries: [ArchiveRecovery] = []
let feed = try Feed.load(from: data, recoveries: &recoveries)
print(feed.posts.map(\.title), feed.updates)
for recovery in recoveries { print(recovery) }
// Prints:
// ["Hello"] []
// Skipped 'posts[1]': Expected 'posts[1].title' to be a String, but was actually an integer (7)
// Skipped 'updates[0]': Expected 'updates[0]' to be an ISO 8601 date, but was actually a string ("soon")
// snippet.hide
do {
    _ = try Feed.load(from: data)
    preconditionFailure("loading without recoveries skipped an element")
} catch let error as ArchiveError {
    precondition(
        error == .typeMismatch(keyPath: "posts[1].title", expected: "a String", actual: "an integer (7)"), "\(error)")
}
