import Foundation

/// A child process run to completion or killed (SIGKILL) after a timeout, with its standard
/// output and error collected (like Python's `subprocess.run(..., timeout=)`).
struct ChildProcess {
    /// How the child ended.
    enum Outcome: Equatable {
        /// It exited with this status (negative: killed by that signal, as Python reports it).
        case exited(Int32)
        /// It ran past the timeout and was killed.
        case timedOut
        /// It could not be started.
        case failedToStart(String)
    }

    var outcome: Outcome
    var stdout: String
    var stderr: String

    /// Runs `executable` with `arguments`; kills it after `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], timeout: Double) -> ChildProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return ChildProcess(outcome: .failedToStart("\(error)"), stdout: "", stderr: "")
        }
        // Drain both pipes while the child runs so that it never blocks on a full pipe.
        let out = DataCollector(outPipe.fileHandleForReading)
        let err = DataCollector(errPipe.fileHandleForReading)
        let outcome: Outcome
        if exited.wait(timeout: .now() + max(timeout, 0)) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            outcome = .timedOut
        } else {
            let status = process.terminationStatus
            outcome = .exited(process.terminationReason == .uncaughtSignal ? -status : status)
        }
        return ChildProcess(outcome: outcome, stdout: out.finish(), stderr: err.finish())
    }
}

/// Reads a file handle to its end on a background thread.
private final class DataCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Waits for the end of the stream and returns what was read, as UTF-8 text.
    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
