import KeyCoding
import Observation

/// What the whole app shows: the data object of the window's root view, so that any page can bind
/// to it with `@rootview.dataObject.…` (the detail page's labels do).
@Observable @Keyed final class PhoneNumbersModel {
    /// The phone number the detail page shows; nil while no detail page is open.
    var selected: PhoneNumberDetail?
    /// The clock row's clock.
    var clock: Clock

    init(clock: Clock) {
        self.clock = clock
    }
}
