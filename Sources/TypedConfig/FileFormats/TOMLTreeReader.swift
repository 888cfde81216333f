import DocumentReading
import Foundation
import TOMLKit

/// Reads a TOML file through TOMLKit into configuration nodes, with the positions that
/// ``TOMLKeyPositions`` finds in the text.
///
/// Every TOML value becomes the text a property's type converts from, as YAML's scalars do:
/// integers and floats in Swift's spelling (`inf`, `-inf` and `nan` included), dates and times in
/// TOML's own (RFC 3339) spelling, which `Date` reads.
struct TOMLTreeReader {
    let path: String
    private let positions: TOMLKeyPositions
    private var count = 0

    static func read(_ data: Data, path: String) throws(ConfigProblem) -> ConfigNode {
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableFile(path, reason: "the file is not UTF-8 text")
        }
        // TOMLKit hands the text to C as a NUL-terminated string, which would end it at the first NUL.
        var position = TextPosition(line: 1, column: 1)
        for scalar in text.unicodeScalars {
            if scalar == "\u{0}" {
                throw .unreadableFile(path, at: position, reason: "a NUL character; TOML allows none")
            }
            if scalar == "\n" {
                position = TextPosition(line: position.line + 1, column: 1)
            } else {
                position.column += 1
            }
        }
        let positions = TOMLKeyPositions(text)
        if let (position, reason) = positions.refusal {
            throw .unreadableFile(path, at: position, reason: reason)
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let begin = error.source.begin
            throw .unreadableFile(
                path, at: TextPosition(line: begin.line, column: begin.column), reason: error.description)
        } catch {
            throw .unreadableFile(path, reason: "\(error)")
        }
        var reader = TOMLTreeReader(path: path, positions: positions)
        return try reader.mapping(table, at: [], depth: 0)
    }

    private init(path: String, positions: TOMLKeyPositions) {
        self.path = path
        self.positions = positions
    }

    private mutating func mapping(
        _ table: TOMLTable, at tablePath: [TOMLPathStep], depth: Int
    ) throws(ConfigProblem) -> ConfigNode {
        var entries: [ConfigEntry] = []
        for key in table.keys {
            guard let value = table[key] else { continue }
            let keyPath = tablePath + [.key(key)]
            let node = try convert(value, at: keyPath, depth: depth + 1)
            entries.append(ConfigEntry(key: key, keyPosition: positions.keys[keyPath], value: node))
        }
        // toml++ keeps a table's keys sorted; reports read better in the file's order.
        entries.sort { lhs, rhs in
            switch (lhs.keyPosition, rhs.keyPosition) {
            case let (left?, right?): (left.line, left.column) < (right.line, right.column)
            case (.some, nil): true
            default: false
            }
        }
        return .mapping(ConfigMapping(entries: entries, position: positions.values[tablePath]))
    }

    private mutating func convert(
        _ value: any TOMLValueConvertible, at path: [TOMLPathStep], depth: Int
    ) throws(ConfigProblem) -> ConfigNode {
        let position = positions.values[path]
        count += 1
        guard count <= ConfigFileContent.maximumValues else {
            throw .unreadableFile(
                self.path, at: position, reason: "more than \(ConfigFileContent.maximumValues) values")
        }
        guard depth < ConfigFileContent.maximumDepth else {
            throw .unreadableFile(
                self.path, at: position, reason: "nested deeper than \(ConfigFileContent.maximumDepth) levels")
        }
        switch value.type {
        case .table:
            guard let table = value.table else { break }
            return try mapping(table, at: path, depth: depth)
        case .array:
            guard let array = value.array else { break }
            var items: [ConfigNode] = []
            for (index, item) in array.enumerated() {
                items.append(try convert(item, at: path + [.index(index)], depth: depth + 1))
            }
            return .sequence(items, at: position)
        case .string:
            if let text = value.string { return .scalar(text, at: position) }
        case .int:
            if let number = value.int { return .scalar(String(number), at: position) }
        case .double:
            if let number = value.double { return .scalar(String(number), at: position) }
        case .bool:
            if let flag = value.bool { return .scalar(flag ? "true" : "false", at: position) }
        case .date:
            if let date = value.date { return .scalar(date.debugDescription, at: position) }
        case .time:
            if let time = value.time { return .scalar(time.debugDescription, at: position) }
        case .dateTime:
            if let dateTime = value.dateTime { return .scalar(dateTime.debugDescription, at: position) }
        }
        throw .unreadableFile(self.path, at: position, reason: "TOMLKit could not read a value of type \(value.type)")
    }
}
