// Writes archives over one file as fast as it can until it is killed; AtomicWriteTests kills it
// at random moments and checks that the file always holds one complete archive.
//
//     AutoCodingWriteProbe <path> <format>

import AutoCoding
import Foundation

/// One generation of the file: every byte of `payload` is derived from `number`, so a reader can
/// tell a complete archive from a mixture of two. The payload is large so that writing the file,
/// not encoding it, takes most of the time, and kills land in the middle of writes.
@AutoCodable struct Generation {
    var number = 0
    var payload = Data()

    init(number: Int) {
        self.number = number
        payload = Data(repeating: UInt8(truncatingIfNeeded: number), count: 2 << 20)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let format = ArchiveFormat(rawValue: arguments[2]) else {
    FileHandle.standardError.write(
        Data("usage: AutoCodingWriteProbe <path> <json|binaryPropertyList|xmlPropertyList>\n".utf8))
    exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
var number = 1
while true {
    do {
        try Generation(number: number).write(to: url, format: format)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    number += 1
}
