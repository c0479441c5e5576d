import Foundation

/// Where a command writes: standard output and standard error, or, in tests, two strings.
protocol Console: AnyObject {
    /// Writes `text` and a newline to the output.
    func print(_ text: String)
    /// Writes `text` and a newline to the error stream.
    func printError(_ text: String)
}

/// The process's standard output and standard error.
final class StandardConsole: Console {
    func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// A console that keeps what is written, for tests.
final class RecordingConsole: Console {
    /// Everything written to the output.
    private(set) var output = ""
    /// Everything written to the error stream.
    private(set) var errors = ""

    func print(_ text: String) { output += text + "\n" }
    func printError(_ text: String) { errors += text + "\n" }
}
