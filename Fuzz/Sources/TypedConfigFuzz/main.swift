// A control byte, then a `.env` file, a `config.yaml` or `config.json`, environment variables and
// command-line arguments (NUL-separated), loaded by TypedConfig's ConfigLoader with the environment
// prefix APP into FuzzConfig (Models.swift), strict or not, or now and then into a free-form
// [String: String]. A load that fails must say why; no secret's value may appear in what a load
// shows (Harness.swift).
import Foundation
import FuzzSupport

_ = Workspace.directory

exit(
    runLibFuzzer { data, size in
        fuzzOne(Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)))
        return 0
    })
