// `swift run PhoneNumbers`: everything is in PhoneNumbersKit, which the tests import (a test target
// cannot reliably import an executable in this package, whose tests are also built for the host).
import Foundation
import PhoneNumbersKit

exit(await PhoneNumbersProgram.run(arguments: CommandLine.arguments))
