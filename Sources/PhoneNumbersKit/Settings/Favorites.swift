import AutoCoding

/// The favorites file's content: the ids of favorite phone numbers (``PhoneNumberEntry/id``).
///
/// ```json
/// {
///   "formatVersion" : 1,
///   "ids" : ["uid:4FBE4F33-CCC2-5587-E1AF-D04D064509E3|work|+13125550139"]
/// }
/// ```
///
/// Ids are kept sorted so that the file changes only where favorites do. An id whose number is
/// no longer in the address book stays: the contact may come back.
@AutoCodable struct Favorites: Sendable, Equatable {
    /// Raised when the file's meaning changes, so that a later version can read older files.
    var formatVersion = 1
    var ids: [String] = []
}
