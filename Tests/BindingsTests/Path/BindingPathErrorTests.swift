import Testing

@testable import Bindings

/// The description of the error `text` throws, or what it parsed to.
private func parsingMessage(_ text: String) -> String {
    do { return "parsed \(try BindingPath(parsing: text))" } catch { return error.description }
}

/// The error `text` throws, if any.
private func parsingError(_ text: String) -> BindingPathError? {
    do {
        _ = try BindingPath(parsing: text)
        return nil
    } catch {
        return error
    }
}

private func lines(_ lines: String...) -> String { lines.joined(separator: "\n") }

private let shapeNote =
    "a binding path is view steps, then \"dataObject\", then keys of the data object, as in \"@cell.dataObject.name\""
private let operatorsNote =
    "valid operators: @superview, @rootview, @cell, @superviewWithTag[n], @superviewWithRestorationID[id], "
    + "@superviewWithClass[Type], @subviews[n], @subviewWithTag[n], @subviewWithRestorationID[id], "
    + "@subviewWithClass[Type]"
private let bracketsNote =
    "only these operators take a bracketed argument: @superviewWithTag[n], @superviewWithRestorationID[id], "
    + "@superviewWithClass[Type], @subviews[n], @subviewWithTag[n], @subviewWithRestorationID[id], "
    + "@subviewWithClass[Type]"

@Suite struct BindingPathErrorTests {
    @Test func emptyPath() {
        #expect(
            parsingMessage("")
                == lines(
                    "cannot read binding path \"\" at column 1: expected a view step or \"dataObject\", found end of path",
                    "    ", "    ^", "    " + shapeNote))
    }

    @Test func emptySteps() {
        #expect(
            parsingMessage("a..b")
                == lines(
                    "cannot read binding path \"a..b\" at column 3: expected a view step or \"dataObject\", found \".\"",
                    "    a..b", "      ^"))
        #expect(
            parsingMessage(".dataObject")
                == lines(
                    "cannot read binding path \".dataObject\" at column 1: expected a view step or \"dataObject\", found \".\"",
                    "    .dataObject", "    ^"))
        #expect(
            parsingMessage("dataObject.")
                == lines(
                    "cannot read binding path \"dataObject.\" at column 12: expected a key of the data object, found end of path",
                    "    dataObject.", "               ^"))
        #expect(
            parsingMessage("@superview.")
                == lines(
                    "cannot read binding path \"@superview.\" at column 12: expected a view step or \"dataObject\", found end of path",
                    "    @superview.", "               ^"))
        #expect(parsingError("dataObject.a..b")?.column == 14)
    }

    @Test func misspelledOperatorSuggestsTheRightOne() {
        #expect(
            parsingMessage("@superveiw.dataObject")
                == lines(
                    "cannot read binding path \"@superveiw.dataObject\" at column 1: expected a view operator, found \"@superveiw\"",
                    "    @superveiw.dataObject", "    ^", "    did you mean \"@superview\"?", "    " + operatorsNote))
        let error = parsingError("@cell.@superveiw.dataObject")
        #expect(error?.column == 7)
        #expect(error?.expected == "a view operator")
        #expect(error?.found == "\"@superveiw\"")
        #expect(error?.suggestion == "@superview")
        #expect(error?.note == operatorsNote)
    }

    @Test(arguments: [
        ("@SuperView", "@superview"), ("@superviewWithtag", "@superviewWithTag"), ("@Cell", "@cell"),
        ("@subview", "@subviews"), ("@subviewWithRestorationId", "@subviewWithRestorationID"),
        ("@superviewwithclass", "@superviewWithClass"), ("@@rootview", "@rootview"), ("@rootView", "@rootview"),
    ])
    func operatorsAreCaseSensitiveWithASuggestion(written: String, suggestion: String) {
        let error = parsingError(written + "[1].dataObject")
        #expect(error?.column == 1)
        #expect(error?.found == "\"\(written)\"")
        #expect(error?.suggestion == suggestion)
    }

    @Test func unknownOperatorWithoutCloseMatch() {
        #expect(
            parsingMessage("@.dataObject")
                == lines(
                    "cannot read binding path \"@.dataObject\" at column 1: expected a view operator, found \"@\"",
                    "    @.dataObject", "    ^", "    " + operatorsNote))
        #expect(parsingError("@dataObject.x")?.suggestion == nil)
    }

    @Test func missingOpeningBracket() {
        #expect(
            parsingMessage("@superviewWithTag.dataObject")
                == lines(
                    "cannot read binding path \"@superviewWithTag.dataObject\" at column 18: expected \"[\" after @superviewWithTag, found \".\"",
                    "    @superviewWithTag.dataObject", "                     ^"))
        #expect(
            parsingMessage("@subviews")
                == lines(
                    "cannot read binding path \"@subviews\" at column 10: expected \"[\" after @subviews, found end of path",
                    "    @subviews", "             ^"))
    }

    @Test func missingClosingBracket() {
        #expect(
            parsingMessage("@superviewWithRestorationID[a.b c.dataObject")
                == lines(
                    "cannot read binding path \"@superviewWithRestorationID[a.b c.dataObject\" at column 45: "
                        + "expected \"]\" to close the \"[\" at column 28, found end of path",
                    "    @superviewWithRestorationID[a.b c.dataObject",
                    "                                                ^")
        )
        #expect(
            parsingMessage("@superviewWithClass[Box<[Int]>.dataObject")
                == lines(
                    "cannot read binding path \"@superviewWithClass[Box<[Int]>.dataObject\" at column 42: "
                        + "expected \"]\" to close the \"[\" at column 20, found end of path",
                    "    @superviewWithClass[Box<[Int]>.dataObject", "                                             ^"))
        #expect(
            parsingMessage("@subviewWithRestorationID[a\nb].dataObject")
                == lines(
                    "cannot read binding path \"@subviewWithRestorationID[a␊b].dataObject\" at column 28: "
                        + "expected \"]\" to close the \"[\" at column 26, found a line break",
                    "    @subviewWithRestorationID[a␊b].dataObject", "                               ^"))
    }

    @Test(arguments: [
        ("x", "\"x\""), ("", "\"]\""), ("+3", "\"+3\""), ("1.5", "\"1.5\""), (" 1", "\" 1\""), ("1e3", "\"1e3\""),
        ("-", "\"-\""), ("--1", "\"--1\""), ("١٢", "\"١٢\""),
    ])
    func badTags(content: String, found: String) {
        let text = "@superviewWithTag[\(content)].dataObject"
        #expect(
            parsingMessage(text)
                == lines(
                    "cannot read binding path \"\(text)\" at column 19: expected a tag (an integer), found \(found)",
                    "    \(text)", "                      ^"))
    }

    @Test func integersOutOfRange() {
        #expect(
            parsingMessage("@superviewWithTag[99999999999999999999].dataObject")
                == lines(
                    "cannot read binding path \"@superviewWithTag[99999999999999999999].dataObject\" at column 19: "
                        + "expected a tag from -9223372036854775808 to 9223372036854775807, found \"99999999999999999999\"",
                    "    @superviewWithTag[99999999999999999999].dataObject", "                      ^"))
        #expect(
            parsingError("@subviewWithTag[-9223372036854775809].dataObject")?.expected
                == "a tag from -9223372036854775808 to 9223372036854775807")
        #expect(
            parsingMessage("@subviews[9223372036854775808].dataObject")
                == lines(
                    "cannot read binding path \"@subviews[9223372036854775808].dataObject\" at column 11: "
                        + "expected a subview index from 0 to 9223372036854775807, found \"9223372036854775808\"",
                    "    @subviews[9223372036854775808].dataObject", "              ^"))
    }

    @Test func negativeSubviewIndex() {
        #expect(
            parsingMessage("@subviews[-1].dataObject")
                == lines(
                    "cannot read binding path \"@subviews[-1].dataObject\" at column 11: "
                        + "expected a subview index (an integer, 0 or more), found \"-1\"",
                    "    @subviews[-1].dataObject", "              ^"))
        #expect(parsingError("@subviews[x].dataObject")?.expected == "a subview index (an integer, 0 or more)")
    }

    @Test func emptyRestorationIdentifier() {
        #expect(
            parsingMessage("@subviewWithRestorationID[].dataObject")
                == lines(
                    "cannot read binding path \"@subviewWithRestorationID[].dataObject\" at column 27: "
                        + "expected a restoration identifier, found \"]\"",
                    "    @subviewWithRestorationID[].dataObject", "                              ^"))
    }

    @Test(arguments: [
        ("My App", "\"My App\""), ("", "\"]\""), ("Box<", "\"Box<\""), ("Box<>", "\"Box<>\""),
        ("MyApp..CardView", "\"MyApp..CardView\""), (".CardView", "\".CardView\""), ("CardView.", "\"CardView.\""),
        ("Box<Int>>", "\"Box<Int>>\""), ("[Int:]", "\"[Int:]\""), ("Box <Int>", "\"Box <Int>\""),
        ("@Card", "\"@Card\""),
        ("Card View?", "\"Card View?\""), ("(Int", "\"(Int\""),
    ])
    func badClassNames(content: String, found: String) {
        let text = "@superviewWithClass[\(content)].dataObject"
        let error = parsingError(text)
        #expect(error?.column == 21)
        #expect(error?.expected == "a class name such as \"CardView\", \"MyApp.CardView\" or \"Box<Int>\"")
        #expect(error?.found == found)
    }

    @Test func badClassNameMessage() {
        #expect(
            parsingMessage("@subviewWithClass[My App].dataObject")
                == lines(
                    "cannot read binding path \"@subviewWithClass[My App].dataObject\" at column 19: "
                        + "expected a class name such as \"CardView\", \"MyApp.CardView\" or \"Box<Int>\", found \"My App\"",
                    "    @subviewWithClass[My App].dataObject", "                      ^"))
    }

    @Test func dataObjectMissing() {
        #expect(
            parsingMessage("@superview.name")
                == lines(
                    "cannot read binding path \"@superview.name\" at column 16: "
                        + "expected \"dataObject\" after the view steps, found end of path",
                    "    @superview.name", "                   ^", "    " + shapeNote))
        #expect(
            parsingMessage("@superview")
                == lines(
                    "cannot read binding path \"@superview\" at column 11: "
                        + "expected \"dataObject\" after the view steps, found end of path",
                    "    @superview", "              ^", "    " + shapeNote))
    }

    @Test(arguments: [
        ("@superview.dataobject.name", 12, "dataobject"), ("@superview.DataObject.name", 12, "DataObject"),
        ("window.dataObjet", 8, "dataObjet"), ("dataObjcet.name", 1, "dataObjcet"),
    ])
    func misspelledDataObject(text: String, column: Int, found: String) {
        let error = parsingError(text)
        #expect(error?.column == column)
        #expect(error?.expected == "\"dataObject\"")
        #expect(error?.found == "\"\(found)\"")
        #expect(error?.suggestion == "dataObject")
    }

    @Test func misspelledDataObjectMessage() {
        #expect(
            parsingMessage("@superview.dataobject.name")
                == lines(
                    "cannot read binding path \"@superview.dataobject.name\" at column 12: "
                        + "expected \"dataObject\", found \"dataobject\"",
                    "    @superview.dataobject.name", "               ^", "    did you mean \"dataObject\"?"))
    }

    @Test func operatorAfterDataObject() {
        #expect(
            parsingMessage("dataObject.@superview")
                == lines(
                    "cannot read binding path \"dataObject.@superview\" at column 12: "
                        + "expected a key of the data object, found \"@superview\"",
                    "    dataObject.@superview", "               ^", "    view operators come before \"dataObject\""))
        #expect(parsingError("@cell.dataObject.name.@subviewWithTag[3]")?.found == "\"@subviewWithTag\"")
        #expect(parsingError("@cell.dataObject.name.@subviewWithTag[3]")?.column == 23)
    }

    @Test func whitespaceOutsideBrackets() {
        #expect(
            parsingMessage(" dataObject")
                == lines(
                    "cannot read binding path \" dataObject\" at column 1: "
                        + "expected a view step or \"dataObject\", found a space",
                    "     dataObject", "    ^", "    spaces are allowed only inside brackets"))
        #expect(
            parsingMessage("@superview .dataObject")
                == lines(
                    "cannot read binding path \"@superview .dataObject\" at column 11: "
                        + "expected \".\" or end of path, found a space",
                    "    @superview .dataObject", "              ^", "    spaces are allowed only inside brackets"))
        #expect(
            parsingMessage("dataObject.\tname")
                == lines(
                    "cannot read binding path \"dataObject.␉name\" at column 12: "
                        + "expected a key of the data object, found a tab",
                    "    dataObject.␉name", "               ^"))
        #expect(parsingError("dataObject.a\u{A0}b")?.found == "whitespace (U+00A0)")
        #expect(parsingError("dataObject.a\u{A0}b")?.note == "spaces are allowed only inside brackets")
        #expect(parsingError("dataObject.name\n")?.found == "a line break")
        #expect(parsingError("dataObject.name\r\n")?.column == 16)
    }

    @Test func lineSeparatorsAreShownVisibly() {
        #expect(
            parsingMessage("dataObject.a\u{2028}b")
                == lines(
                    "cannot read binding path \"dataObject.a␤b\" at column 13: expected \".\" or end of path, found a line break",
                    "    dataObject.a␤b", "                ^"))
    }

    @Test func controlCharacters() {
        #expect(
            parsingMessage("dataObject.a\u{0}")
                == lines(
                    "cannot read binding path \"dataObject.a␀\" at column 13: "
                        + "expected \".\" or end of path, found a control character (U+0000)",
                    "    dataObject.a␀", "                ^"))
        #expect(parsingError("dataObject.a\u{7F}")?.found == "a control character (U+007F)")
        #expect(parsingError("@subviewWithRestorationID[a\u{1B}b].dataObject")?.found == "a control character (U+001B)")
    }

    @Test func bracketsOnlyAfterOperatorsThatTakeThem() {
        #expect(
            parsingMessage("@cell[3].dataObject")
                == lines(
                    "cannot read binding path \"@cell[3].dataObject\" at column 6: expected \".\" or end of path, found \"[\"",
                    "    @cell[3].dataObject", "         ^", "    " + bracketsNote))
        #expect(parsingError("dataObject.items[0]")?.column == 17)
        #expect(parsingError("dataObject.items[0]")?.note == bracketsNote)
        #expect(
            parsingMessage("a]b.dataObject")
                == lines(
                    "cannot read binding path \"a]b.dataObject\" at column 2: expected \".\" or end of path, found \"]\"",
                    "    a]b.dataObject", "     ^"))
        #expect(parsingError("@subviews[1]x.dataObject")?.found == "\"x\"")
        #expect(parsingError("@subviews[1]x.dataObject")?.column == 13)
    }

    @Test func columnsCountCharacters() {
        #expect(parsingError("x\u{301} y.dataObject")?.column == 2)
        #expect(
            parsingMessage("e\u{301}\u{301}.dataObject.🇫🇷 x")
                == lines(
                    "cannot read binding path \"e\u{301}\u{301}.dataObject.🇫🇷 x\" at column 15: "
                        + "expected \".\" or end of path, found a space",
                    "    e\u{301}\u{301}.dataObject.🇫🇷 x", "                  ^",
                    "    spaces are allowed only inside brackets"))
    }

    @Test func tooLong() {
        let text = "dataObject." + String(repeating: "k", count: BindingPath.maximumLength - 10)
        #expect(text.count == 4097)
        let error = parsingError(text)
        #expect(error?.column == 4097)
        #expect(error?.expected == "a path of at most 4096 characters")
        #expect(error?.found == "a longer path")
        #expect(
            error?.description
                == lines(
                    "cannot read binding path \"dataObject.kkkkkkkkkkkkkkkkkkkkkkkkkkkkk…\" at column 4097: "
                        + "expected a path of at most 4096 characters, found a longer path",
                    "    …" + String(repeating: "k", count: 41), "    " + String(repeating: " ", count: 41) + "^"))
    }

    @Test func limitCountsUnicodeScalars() {
        let combining = "dataObject.e" + String(repeating: "\u{301}", count: 5000)
        #expect(combining.count == 12)
        #expect(parsingError(combining)?.column == 12)
        #expect(parsingError(combining)?.found == "a longer path")
    }

    @Test func longPathsAreShownAroundTheColumn() {
        let text = "dataObject" + String(repeating: ".k", count: 60) + ". x" + String(repeating: ".k", count: 60)
        let window = String(repeating: "k.", count: 20) + " x" + String(repeating: ".k", count: 19)
        #expect(
            parsingMessage(text)
                == lines(
                    "cannot read binding path \"dataObject" + String(repeating: ".k", count: 15) + "…\" at column 132: "
                        + "expected a key of the data object, found a space",
                    "    …" + window + "…", "    " + String(repeating: " ", count: 41) + "^",
                    "    spaces are allowed only inside brackets"))
    }

    @Test func errorsAreValues() {
        let error = BindingPathError(input: "a..b", column: 3, expected: "a view step", found: "\".\"")
        #expect(error == BindingPathError(input: "a..b", column: 3, expected: "a view step", found: "\".\""))
        #expect(error != BindingPathError(input: "a..b", column: 2, expected: "a view step", found: "\".\""))
        #expect(error.suggestion == nil)
        #expect(error.note == nil)
        #expect(
            error.description
                == lines(
                    "cannot read binding path \"a..b\" at column 3: expected a view step, found \".\"", "    a..b",
                    "      ^"))
    }
}
