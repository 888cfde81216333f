import Foundation
import StringCoding
import Testing

@Suite struct ArrayStringCodableTests {
    @Test func readsCommaSeparatedElementsWithOrWithoutBrackets() throws {
        #expect(try [Int](parsing: "1, 2, 3") == [1, 2, 3])
        #expect(try [Int](parsing: " [1,0x10 , 3] ") == [1, 16, 3])
        #expect(try [Double](parsing: "[ 1.5 ]") == [1.5])
        #expect(try [String](parsing: #"a, "b, c", 'd'"#) == ["a", "b, c", "d"])
        #expect(try [String](parsing: "rgb(1,2,3), red") == ["rgb(1,2,3)", "red"])
    }

    @Test func emptyTextAndEmptyBracketsAreEmpty() throws {
        #expect(try [Int](parsing: "") == [])
        #expect(try [Int](parsing: "  ") == [])
        #expect(try [Int](parsing: "[]") == [])
        #expect(try [Int](parsing: "[ ]") == [])
    }

    @Test func bracketsThatDoNotPairAreElements() throws {
        #expect(try [String](parsing: "[a], [b]") == ["[a]", "[b]"])
        #expect(try [[Int]](parsing: "[[1, 2], [3]]") == [[1, 2], [3]])
    }

    @Test func writesElementsJoinedAndQuotedWhenNeeded() throws {
        #expect([1, 2, 3].stringRepresentation == "1, 2, 3")
        #expect(["a", "b, c"].stringRepresentation == #"a, "b, c""#)
        #expect([String]().stringRepresentation == "")
        #expect([[1, 2], [3]].stringRepresentation == #""1, 2", 3"#)
        let samples: [[String]] = [
            ["a", "b, c"], [""], ["", ""], [" padded "], [#"say "hi""#], ["(", ")"], ["[x]"], ["it's"], ["\\"],
        ]
        for strings in samples {
            #expect(try roundTrips(strings), "\(strings.stringRepresentation)")
        }
        #expect(try roundTrips([[1, 2], [], [3]]))
        #expect(try roundTrips([Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1.5)]))
        #expect(try roundTrips([Int?.none, 1]))
    }

    @Test func pointsAtTheFailingElementInTheWholeList() {
        #expect(
            failureDescription(parsing: "1, x", as: [Int].self) == """
                cannot read "1, x" as [Int] at column 4: "x" is not a decimal digit
                    1, x
                       ^
                """)
        #expect(
            failureDescription(parsing: "[1, 2, 30x]", as: [Int].self) == """
                cannot read "[1, 2, 30x]" as [Int] at column 10: "x" is not a decimal digit
                    [1, 2, 30x]
                             ^
                """)
        #expect(
            failureDescription(parsing: "1, 300", as: [UInt8].self) == """
                cannot read "1, 300" as [UInt8] at column 4: out of range for UInt8 (0...255)
                    1, 300
                       ^
                """)
        #expect(
            failureDescription(parsing: "1,,2", as: [Int].self) == """
                cannot read "1,,2" as [Int] at column 3: expected an integer
                    1,,2
                      ^
                """)
        #expect(
            failureDescription(parsing: #"1, "2"#, as: [Int].self) == """
                cannot read "1, "2" as [Int] at column 4: unterminated quote
                    1, "2
                       ^
                """)
    }
}
