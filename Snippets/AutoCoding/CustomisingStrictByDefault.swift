// snippet.hide
import AutoCoding
import Foundation

@AutoCodable struct Post {
    var title = ""
}
@AutoCodable struct Feed {
    @LossyElements var posts: [Post] = []
}
let data = Data(#"{"posts": [{"title": "Hello"}, {"title": 7}]}"#.utf8)
// snippet.show
do {
    _ = try Feed.load(from: data)
} catch {
    print(error)   // Prints "Expected 'posts[1].title' to be a String, but was actually an integer (7)"
}
