import AutoCoding
import Foundation

enum Theme: String, Codable { case light, dark }

@AutoCodable struct Settings {
    @DefaultOnMismatch var retries = 3
    @DefaultOnMismatch var theme = Theme.light
}

let data = Data(#"{"retries": "many", "theme": "sepia"}"#.utf8)
var recoveries: [ArchiveRecovery] = []
let settings = try Settings.load(from: data, recoveries: &recoveries)
print(settings.retries, settings.theme)
for recovery in recoveries { print(recovery) }
// Prints:
// 3 light
// Kept the default of 'retries': Expected 'retries' to be an Int, but was actually a string ("many")
// Kept the default of 'theme': Invalid value at 'theme': Cannot initialize Theme from invalid String value sepia
