import AutoCoding
import Foundation

@AutoCodable struct Post {
    var title = ""
    @ArchiveKey("meta.created_at") var createdAt = ""
    @ArchiveKey("meta.author.name") var author = ""
    @ArchiveKey(#"version\.major"#) var major = 0
}

let post = Post(title: "Hello", createdAt: "2026-11-26", author: "Ada", major: 2)
print(String(decoding: try post.archivedData(format: .json), as: UTF8.self))
// Prints:
// {
//   "title": "Hello",
//   "meta": {
//     "created_at": "2026-11-26",
//     "author": {
//       "name": "Ada"
//     }
//   },
//   "version.major": 2
// }
// snippet.hide
let back = try Post.load(from: post.archivedData(format: .binaryPropertyList))
precondition(back.createdAt == "2026-11-26" && back.author == "Ada" && back.major == 2, "\(back)")
