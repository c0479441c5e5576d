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

    /// The file's last path component (`ProfileView.swift`).
    public var fileName: String {
        if let slash = file.lastIndex(of: "/") { return String(file[file.index(after: slash)...]) }
        return file
    }

    /// `ProfileView.swift:42`.
    public var description: String { "\(fileName):\(line)" }
}
