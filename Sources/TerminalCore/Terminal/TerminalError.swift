#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a ``TerminalSession`` could not set up, use or restore the terminal.
///
/// Its description says what the session was doing, which system call failed on which file
/// descriptor, and the system's reason:
///
/// ```text
/// cannot read the terminal's modes: tcgetattr on file descriptor 0 failed: Inappropriate ioctl for device (errno 25)
/// ```
public struct TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the session was doing, in words.
    ///
    /// ```swift
    /// error.action   // "switch the terminal to raw mode"
    /// ```
    public var action: String
    /// The system call that failed, or nil when no call failed.
    ///
    /// ```swift
    /// error.call   // "tcsetattr"
    /// ```
    public var call: String?
    /// The file descriptor the call was given, when it was given one.
    ///
    /// ```swift
    /// error.fileDescriptor   // 0
    /// ```
    public var fileDescriptor: Int32?
    /// The call's `errno`, when it set one.
    ///
    /// ```swift
    /// error.errorNumber == EIO
    /// ```
    public var errorNumber: Int32?
    /// Why it failed: the system's text for ``errorNumber``, or the session's own explanation.
    ///
    /// ```swift
    /// error.reason   // "Input/output error"
    /// ```
    public var reason: String

    /// Describes a failure that is not a system call's.
    ///
    /// ```swift
    /// TerminalError(action: "write to the terminal", reason: "the session is closed")
    /// ```
    public init(
        action: String, call: String? = nil, fileDescriptor: Int32? = nil, errorNumber: Int32? = nil,
        reason: String
    ) {
        (self.action, self.call, self.fileDescriptor) = (action, call, fileDescriptor)
        (self.errorNumber, self.reason) = (errorNumber, reason)
    }

    /// Describes a system call that failed with `errorNumber`, taking the reason from the system.
    ///
    /// ```swift
    /// TerminalError.systemCall("tcgetattr", fileDescriptor: 0, errorNumber: ENOTTY, action: "read the terminal's modes")
    /// ```
    public static func systemCall(
        _ call: String, fileDescriptor: Int32? = nil, errorNumber: Int32, action: String
    ) -> TerminalError {
        TerminalError(
            action: action, call: call, fileDescriptor: fileDescriptor, errorNumber: errorNumber,
            reason: String(cString: strerror(errorNumber)))
    }

    /// What was being done, which call failed on which descriptor, and why.
    ///
    /// ```swift
    /// print(error)   // cannot write to the terminal: write on file descriptor 1 failed: Broken pipe (errno 32)
    /// ```
    public var description: String {
        var text = "cannot \(action): "
        if let call {
            text += call
            if let fileDescriptor { text += " on file descriptor \(fileDescriptor)" }
            text += " failed: "
        }
        text += reason
        if let errorNumber { text += " (errno \(errorNumber))" }
        return text
    }
}
