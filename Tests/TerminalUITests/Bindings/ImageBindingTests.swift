import Bindings
import Foundation
import KeyCoding
import Observation
import Testing

@testable import TerminalUI

/// A model names its picture; the image view shows the image of that name in
/// `ImageCatalog.main`, and a name the catalog does not have is reported, never shown as a blank.
@Observable @Keyed final class FruitPicture {
    var imageName = "apple"
}

@MainActor @Suite struct ImageBindingTests {
    /// An image view bound to a model's picture name, and the view holding the model (which the
    /// caller keeps: a superview is held by its subviews only weakly).
    private func boundImageView() throws -> (ImageView, FruitPicture, Binding, root: View) {
        FruitImages.register()
        let root = View(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let imageView = ImageView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        root.addSubview(imageView)
        let model = FruitPicture()
        root.dataObject = model
        let binding = try imageView.bind("image", to: "@superviewWithClass[UIView].dataObject.imageName")
        return (imageView, model, binding, root)
    }

    @Test func anImageNameInTheModelShowsThatImageAndFollowsIt() throws {
        let (imageView, model, binding, root) = try boundImageView()
        #expect(imageView.image == FruitImages.apple)
        model.imageName = "pear"
        BindingUpdates.applyPending()
        #expect(imageView.image == FruitImages.pear)
        #expect(binding.lastError == nil)
        withExtendedLifetime(root) {}
    }

    @Test func anUnknownNameIsAnErrorListingTheKnownNames() throws {
        let (imageView, model, binding, root) = try boundImageView()
        model.imageName = "pera"
        BindingUpdates.applyPending()
        #expect(binding.lastError?.kind == .conversionFailed)
        #expect(
            binding.lastError?.description
                == #"cannot bind ImageView.image to "@superviewWithClass[UIView].dataObject.imageName": the model's value "pera" (String) does not convert to Image?: no image of that name in the image catalog; did you mean "pear"?; valid values: "#
                + FruitImages.names)
        // The last good image stays, and the error says why the model's picture is not shown.
        #expect(imageView.image == FruitImages.apple)
        withExtendedLifetime(root) {}
    }

    @Test func theUIKitNameFindsTheImageView() throws {
        let imageView = ImageView(image: FruitImages.apple)
        let caption = Label(text: "")
        imageView.addSubview(caption)
        imageView.dataObject = Fruit()
        let binding = try caption.bind("text", to: "@superviewWithClass[UIImageView].dataObject.name")
        #expect(binding.holder === imageView)
        #expect(caption.text == "apple")
        #expect(View.classNameAliases["UIImageView"] == ImageView.self)
    }
}

extension BindingTests {
    /// `BindingTests` is the serialized suite whose tests set the global error handler.
    @Test func anUnknownImageNameReachesTheErrorHandler() throws {
        FruitImages.register()
        let root = View()
        let imageView = ImageView()
        root.addSubview(imageView)
        let model = FruitPicture()
        model.imageName = "kiwi"
        root.dataObject = model
        let errors = try bindingErrorsReported {
            try imageView.bind("image", to: "@superview.dataObject.imageName")
        }.filter { $0.view == "ImageView" }
        #expect(
            errors.map(\.description) == [
                #"cannot bind ImageView.image to "@superview.dataObject.imageName": the model's value "kiwi" (String) does not convert to Image?: no image of that name in the image catalog; valid values: "#
                    + FruitImages.names
            ])
        #expect(imageView.image == nil)
    }
}
