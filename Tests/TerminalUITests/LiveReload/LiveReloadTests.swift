import Foundation
import KeyCoding
import LoomTestSupport
import Observation
import Testing

@testable import TerminalUI

/// Files an application watches, changed on disk while it runs: a stylesheet restyles the window,
/// a description rebuilds its screen keeping the model and the focus, and a broken edit keeps the
/// last good version with its problem on the bottom row. The watch is driven step by step with
/// `check()`, as its timer drives it; one test lets the timer do it.
@MainActor @Suite struct LiveReloadTests {
    @Observable @Keyed final class Person {
        var name = "Ada"
    }

    /// A folder of its own for each test, removed afterwards.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appending(path: "loom-live-reload-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes `text` to the file `name` in place (truncating it), as `echo > file` does.
        @discardableResult
        func write(_ text: String, to name: String) throws -> URL {
            let file = url.appending(path: name)
            try Data(text.utf8).write(to: file)
            return file
        }

        /// Writes `text` to a new file and renames it over `name`, as vim and atomic saves do;
        /// `modified` is given to the new file.
        func replace(_ name: String, with text: String, modified: Date? = nil) throws {
            let temporary = url.appending(path: ".\(name).swp")
            try Data(text.utf8).write(to: temporary)
            if let modified {
                try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, url.appending(path: name).path) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
    }

    /// A screen with a greeting label (`#greeting`) on it.
    private func greetingApp() -> (Application, Label) {
        let controller = ViewController()
        let greeting = Label(text: "Hello")
        greeting.restorationIdentifier = "greeting"
        greeting.frame = CGRect(x: 1, y: 0, width: 18, height: 1)
        controller.view.addSubview(greeting)
        return (Application(rootViewController: controller, environment: [:]), greeting)
    }

    private func frame(_ app: Application) -> String {
        app.headlessFrame(columns: 20, rows: 3)
    }

    @Test func anEditedStylesheetRestylesTheWindow() throws {
        let folder = try Folder()
        let theme = try folder.write(##""#greeting": { text: "Styled", textColor: red }"##, to: "theme.yaml")
        let (app, greeting) = greetingApp()
        let reload = try app.watch(stylesheet: theme)
        #expect(frame(app) == " Styled\n\n")
        #expect(!reload.check())

        try folder.write(##""#greeting": { text: "Restyled", textColor: lime }"##, to: "theme.yaml")
        #expect(reload.check())
        #expect(frame(app) == " Restyled\n\n")
        #expect(greeting.textColor == Color(red: 0, green: 1, blue: 0))
        #expect(app.window.stylesheet?.rules.count == 1)
        #expect(reload.problem == nil)
        #expect(!reload.check())
    }

    @Test func aBrokenStylesheetKeepsTheLastGoodOneAndSaysWhyUntilItIsFixed() throws {
        let folder = try Folder()
        let theme = try folder.write(##""#greeting": { text: "Good" }"##, to: "theme.yaml")
        let (app, _) = greetingApp()
        let reload = try app.watch(stylesheet: theme)

        try folder.write("\"#greeting\": { text: \"Bad\" }\n\"Label..x\": { text: a }\n$: b\n", to: "theme.yaml")
        #expect(reload.check())
        let summary =
            #"theme.yaml:2: invalid selector "Label..x" at column 7: expected a class name after ".", found "." (and 1 more problem)"#
        #expect(reload.problemSummary == summary)
        #expect(app.window.liveReloadProblem == summary)
        #expect(frame(app) == " Good\n\n! theme.yaml:2: inva")
        #expect(
            "\(try #require(reload.problem))" == """
                2 problems in theme.yaml:
                  theme.yaml:2: invalid selector "Label..x" at column 7: expected a class name after ".", found "."
                        Label..x
                              ^
                  theme.yaml:3: invalid variable name "$"; a name is letters, digits, "_" and "-" after "$"
                """)

        try folder.write(##""#greeting": { text: "Fixed" }"##, to: "theme.yaml")
        #expect(reload.check())
        #expect(reload.problem == nil)
        #expect(app.window.liveReloadProblem == nil)
        #expect(frame(app) == " Fixed\n\n")
    }

    @Test func aDeclarationThatFailsIsShownWhileTheOthersApply() throws {
        let folder = try Folder()
        let theme = try folder.write(##""#greeting": { text: "Good" }"##, to: "theme.yaml")
        let (app, _) = greetingApp()
        var reported: [SelectorStylesheetError] = []
        app.window.stylesheetErrorHandler = { reported.append($0) }
        let reload = try app.watch(stylesheet: theme)

        try folder.write(##""#greeting": { text: "Typo", textColr: red }"##, to: "theme.yaml")
        #expect(reload.check())
        let summary =
            #"theme.yaml:1: #greeting { "textColr": "red" } on Window > View[0] > Label#greeting: Label has no key "textColr"; did you mean "textColor"?"#
        #expect(reload.problemSummary == summary)
        #expect(reported.count == 1)
        #expect(frame(app) == " Typo\n\n! theme.yaml:1: #gre")
    }

    @Test func aFileReplacedByARenameIsReadAgain() throws {
        let folder = try Folder()
        let theme = try folder.write(##""#greeting": { text: "One" }"##, to: "theme.yaml")
        let modified = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: theme.path)
        let (app, _) = greetingApp()
        let reload = try app.watch(stylesheet: theme)
        // The same size and modification time: only the file number tells the new file apart.
        try folder.replace("theme.yaml", with: ##""#greeting": { text: "Two" }"##, modified: modified)
        #expect(reload.check())
        #expect(frame(app) == " Two\n\n")
    }

    @Test func aFileMissingForAWhileIsAProblemAndIsReadWhenItIsBack() throws {
        let folder = try Folder()
        let theme = try folder.write(##""#greeting": { text: "Here" }"##, to: "theme.yaml")
        let (app, _) = greetingApp()
        let reload = try app.watch(stylesheet: theme)
        try FileManager.default.removeItem(at: theme)
        for _ in 1..<LiveReload.missingChecksBeforeProblem {
            #expect(!reload.check())
            #expect(reload.problem == nil)
        }
        #expect(!reload.check())
        #expect(reload.problem as? LiveReloadError == .fileMissing(path: theme.path))
        #expect(frame(app) == " Here\n\n! \(theme.path.prefix(18))")

        try folder.write(##""#greeting": { text: "Back" }"##, to: "theme.yaml")
        #expect(reload.check())
        #expect(reload.problem == nil)
        #expect(frame(app) == " Back\n\n")
    }

    @Test func aFileDeletedAndWrittenAgainBetweenChecksIsNoProblem() throws {
        let folder = try Folder()
        let theme = try folder.write(##""#greeting": { text: "Old" }"##, to: "theme.yaml")
        let (app, _) = greetingApp()
        let reload = try app.watch(stylesheet: theme)
        try FileManager.default.removeItem(at: theme)
        #expect(!reload.check())
        try folder.write(##""#greeting": { text: "New!" }"##, to: "theme.yaml")
        #expect(reload.check())
        #expect(reload.problem == nil)
        #expect(frame(app) == " New!\n\n")
    }

    @Test func anInvalidatedWatchStopsAndTakesItsProblemOffTheScreen() throws {
        let folder = try Folder()
        let theme = try folder.write(##""#greeting": { text: "Good" }"##, to: "theme.yaml")
        let (app, _) = greetingApp()
        let reload = try app.watch(stylesheet: theme)
        try folder.write("[", to: "theme.yaml")
        #expect(reload.check())
        #expect(app.window.liveReloadProblem != nil)
        reload.invalidate()
        #expect(app.window.liveReloadProblem == nil)
        try folder.write(##""#greeting": { text: "Later" }"##, to: "theme.yaml")
        #expect(!reload.check())
        #expect(frame(app) == " Good\n\n")
    }

    @Test func aStylesheetThatCannotBeReadAtFirstIsThrown() throws {
        let folder = try Folder()
        let (app, _) = greetingApp()
        #expect(throws: SelectorStylesheetError.self) {
            try app.watch(stylesheet: folder.url.appending(path: "none.yaml"))
        }
    }

    // MARK: Descriptions

    private static let form = """
        type: View
        identifier: form
        children:
          - { type: Label, identifier: title, frame: "0 0 20 1", attributes: { text: "Form one" } }
          - type: TextField
            identifier: name
            frame: "0 1 10 1"
            attributes: { "bindTo.@rootview.dataObject.name": "text | twoWay" }
          - { type: Button, identifier: save, frame: "12 1 6 1", attributes: { title: Save } }
        """

    @Test func anEditedDescriptionRebuildsTheScreenKeepingTheModelAndTheFocus() throws {
        let folder = try Folder()
        let file = try folder.write(Self.form, to: "form.yaml")
        let person = Person()
        let controller = ViewController()
        var built: [View] = []
        let app = Application(
            rootViewController: NavigationController(rootViewController: controller), environment: [:])
        let reload = try app.watch(description: file, for: controller) { view in
            built.append(view)
            view.dataObject = person
        }
        _ = frame(app)
        let old = controller.view
        #expect(built.count == 1 && built[0] === old)
        app.window.focus(old.view(withIdentifier: "save"))

        try folder.write(
            Self.form.replacingOccurrences(of: "Form one", with: "Form 2")
                .replacingOccurrences(of: "title: Save", with: "title: Keep"), to: "form.yaml")
        #expect(reload.check())
        let new = controller.view
        #expect(new !== old && built.count == 2)
        #expect(old.superview == nil)
        #expect(new.dataObject as? Person === person)
        #expect(app.window.focusedView === new.view(withIdentifier: "save"))
        #expect(app.headlessFrame(columns: 20, rows: 4) == "\nForm 2\nAda          Keep\n")

        app.window.focus(new.view(withIdentifier: "name"))
        app.window.handle(.character("!"))
        #expect(person.name == "!Ada")
    }

    @Test func aDescriptionThatCannotBeBuiltKeepsTheLastScreenAndSaysWhy() throws {
        let folder = try Folder()
        let file = try folder.write(Self.form, to: "form.yaml")
        let controller = ViewController()
        let app = Application(rootViewController: controller, environment: [:])
        let reload = try app.watch(description: file, for: controller)
        let old = controller.view

        try folder.write(Self.form.replacingOccurrences(of: "type: Button", with: "type: Buton"), to: "form.yaml")
        #expect(reload.check())
        #expect(controller.view === old)
        // The registered types follow; other views may join the list.
        let summary =
            #"form.yaml:9: View#form > Buton#save: type: unknown view type "Buton" (did you mean "Button"?); registered types: ActivityIndicatorView, Button,"#
        #expect(reload.problemSummary?.hasPrefix(summary) == true)
        #expect(app.headlessFrame(columns: 20, rows: 3) == "Form one\n             Save\n! form.yaml:9: View#")

        try folder.write(Self.form, to: "form.yaml")
        #expect(reload.check())
        #expect(controller.view !== old)
        #expect(app.window.liveReloadProblem == nil)
    }

    @Test func theTimerChecksTheFileWhileTheApplicationRuns() async throws {
        let folder = try Folder()
        let theme = try folder.write(##""#greeting": { text: "Before" }"##, to: "theme.yaml")
        let (app, _) = greetingApp()
        try app.watch(stylesheet: theme, every: .milliseconds(10))
        let (events, input) = AsyncStream.makeStream(of: ApplicationEvent.self)
        let run = Task { await app.run(events: events, columns: 20, rows: 3) }
        #expect(await Patience.waitSuspending { app.lastFrame?.plainText().contains("Before") == true })
        try folder.write(##""#greeting": { text: "After" }"##, to: "theme.yaml")
        #expect(await Patience.waitSuspending { app.lastFrame?.plainText().contains("After") == true })
        input.finish()
        await run.value
    }
}
