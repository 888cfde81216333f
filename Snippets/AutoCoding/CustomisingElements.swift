import AutoCoding
import Foundation

@AutoCodable struct Timeline {
    @ArchiveCoding(.iso8601) var deadline: Date?
    @ArchiveCoding(.iso8601) var milestones: [Date] = []
    @ArchiveCoding(.secondsSince1970) var byName: [String: Date] = [:]
}

let json = #"""
    {"milestones": ["2024-05-01T09:30:00Z", "2024-06-01T09:30:00Z"], "byName": {"launch": 1714555800}}
    """#
let timeline = try Timeline.load(from: Data(json.utf8))
print(timeline.deadline == nil, timeline.milestones.count, timeline.byName["launch"] == timeline.milestones[0])
// Prints "true 2 true"
