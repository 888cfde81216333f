import KeyCoding
import Observation

/// What the whole app shows: the data object of the window and of the detail page's view, so that
/// the page's labels bind to it with `@rootview.dataObject.…` (`@rootview` is the page's view).
@Observable @Keyed final class PhoneNumbersModel {
    /// The phone number the detail page shows; nil while no detail page is open.
    var selected: PhoneNumberDetail?
    /// The clock row's clock.
    var clock: Clock

    init(clock: Clock) {
        self.clock = clock
    }
}
