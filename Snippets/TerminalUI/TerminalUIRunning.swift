// snippet.hide
import TerminalUI

final class FormController: ViewController {}
/// A model that a timer advances.
final class Clock {
    var ticks = 0
    func tick() { ticks += 1 }
}
let clock = Clock()
// snippet.show
let app = Application(rootViewController: NavigationController(rootViewController: FormController()))
app.schedule(every: .seconds(1)) { clock.tick() }
try await app.run()
