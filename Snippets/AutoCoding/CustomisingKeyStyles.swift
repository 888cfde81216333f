import AutoCoding
import Foundation

@AutoCodable(keys: .snakeCase) struct Account {
    var userID = 0
    var displayName = ""
    @ArchiveKey("mail") @LegacyKeys("e_mail") var email = ""
}

let account = try Account.load(from: Data(#"{"user_id": 7, "display_name": "Ada", "e_mail": "ada@example.com"}"#.utf8))
print(String(decoding: try account.archivedData(format: .json), as: UTF8.self))
// Prints:
// {
//   "user_id": 7,
//   "display_name": "Ada",
//   "mail": "ada@example.com"
// }
// snippet.hide
precondition(account.userID == 7 && account.displayName == "Ada", "\(account)")
precondition(account.email == "ada@example.com", "\(account.email)")
