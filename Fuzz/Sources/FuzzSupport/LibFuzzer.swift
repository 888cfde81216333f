import CLibFuzzer

/// Hands control to libFuzzer, which reads its flags from the command line and calls `body` with
/// every input it tries; returns libFuzzer's exit status.
public func runLibFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, body)
}
