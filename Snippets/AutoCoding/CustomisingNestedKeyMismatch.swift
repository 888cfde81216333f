// snippet.hide
import AutoCoding
import Foundation

@AutoCodable struct Post {
    @ArchiveKey("meta.author.name") var author = ""
}
// snippet.show
do {
    _ = try Post.load(from: Data(#"{"meta": {"author": {"name": 7}}}"#.utf8))
} catch {
    print(error)  // Prints "Expected 'meta.author.name' to be a String, but was actually an integer (7)"
}
// snippet.hide
let empty = try Post.load(from: Data(#"{"meta": null}"#.utf8))
precondition(empty.author == "", "\(empty.author)")
