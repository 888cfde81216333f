import Foundation
import StringCoding

/// An image is written as its name in ``ImageCatalog/main``, so that description files,
/// stylesheets and bindings of a string name images: `image: apple`.
///
/// ```swift
/// ImageCatalog.main.register(Image(textArt: "(•‿•)"), named: "smile")
/// try imageView.setValue(fromString: "smile", forKeyPath: "image")
/// try Image(parsing: "smiel")
/// // cannot read "smiel" as Image: no image of that name in the image catalog
/// //     did you mean "smile"?
/// //     valid values: smile
/// ```
extension Image: StringDecodable {
    /// The image named `string` (surrounding whitespace ignored) in ``ImageCatalog/main``; an
    /// unknown name or an unreadable file is a `StringCodingError` that lists the known names or
    /// says where the file is wrong.
    public init(parsing string: String) throws {
        let name = string.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            self = try ImageCatalog.main.image(named: name)
        } catch  where error.kind == .unknownName {
            throw StringCodingError(
                input: string, expected: "Image", reason: error.reason,
                validValues: error.knownNames.isEmpty ? nil : error.knownNames,
                suggestion: error.suggestion)
        } catch {
            throw StringCodingError(
                input: string, expected: "Image", reason: "the image's file cannot be read: \(error.singleLine)")
        }
    }
}
