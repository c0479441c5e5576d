import Foundation

/// Where a constraint was written: the file and line a DSL captured with `#fileID`/`#line`.
///
/// Descriptions and diagnostics show it as `(ProfileView.swift:42)` — only the file's last
/// path component — so a conflict report points at the line to fix.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as captured (`#fileID`, `#file` or `#filePath`).
    public var file: String
    /// The line in the file.
    public var line: Int

    /// Creates a location from a file and a line.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The location of a call captured with `#fileID` and `#line` default arguments, or `nil`
    /// when the call is Taut's own (a file of the `Taut` module: the constraints stack views,
    /// cells and scroll views make for themselves), so that descriptions name user code only.
    init?(capturing file: StaticString, line: UInt) {
        let isTauts = file.withUTF8Buffer { buffer in
            buffer.count > 5 && buffer[0] == 0x54 && buffer[1] == 0x61 && buffer[2] == 0x75 && buffer[3] == 0x74
                && buffer[4] == 0x2F  // "Taut/"
        }
        if isTauts { return nil }
        self.init(file: file.description, line: Int(line))
    }

    /// The file's last path component (`ProfileView.swift`).
    public var fileName: String {
        if let slash = file.lastIndex(of: "/") { return String(file[file.index(after: slash)...]) }
        return file
    }

    /// `ProfileView.swift:42`.
    public var description: String { "\(fileName):\(line)" }
}
