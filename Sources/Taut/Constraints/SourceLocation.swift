import Foundation

/// Where a constraint was written: the file and line a DSL captured with `#fileID`/`#line`.
///
/// Descriptions and diagnostics show it as `(ProfileView.swift:42)` — only the file's last
/// path component — so a conflict report points at the line to fix.
///
/// A location captured from a `StaticString` keeps it as it is: the ``file`` string is made
/// only when it is read (by a description or a diagnostic), not for every constraint made.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as captured (`#fileID`, `#file` or `#filePath`).
    public var file: String {
        get {
            switch storage {
            case .captured(let file): return file.description
            case .given(let file): return file
            }
        }
        set { storage = .given(newValue) }
    }
    /// The line in the file.
    public var line: Int

    /// How the file is held: the literal captured by a DSL, or a string given by the caller.
    private enum Storage: Sendable {
        /// A `#fileID`-style literal, turned into a `String` only when read.
        case captured(StaticString)
        /// A string given to ``init(file:line:)`` or set through ``file``.
        case given(String)
    }

    private var storage: Storage

    /// Creates a location from a file and a line.
    public init(file: String, line: Int) {
        self.storage = .given(file)
        self.line = line
    }

    /// The location of a call captured with `#fileID` and `#line` default arguments, or `nil`
    /// when the call is Taut's own (a file of the `Taut` module: the constraints stack views,
    /// cells and scroll views make for themselves), so that descriptions name user code only.
    /// The literal is kept as it is; no string is made.
    init?(capturing file: StaticString, line: UInt) {
        self.line = Int(line)
        guard file.hasPointerRepresentation else {
            self.storage = .given(file.description)
            return
        }
        let isTauts = file.withUTF8Buffer { buffer in
            buffer.count > 5 && buffer[0] == 0x54 && buffer[1] == 0x61 && buffer[2] == 0x75 && buffer[3] == 0x74
                && buffer[4] == 0x2F  // "Taut/"
        }
        if isTauts { return nil }
        self.storage = .captured(file)
    }

    /// The file's last path component (`ProfileView.swift`).
    public var fileName: String {
        if case .captured(let literal) = storage {
            // Only the last component is decoded, straight from the literal's bytes.
            return literal.withUTF8Buffer { buffer in
                let start = (buffer.lastIndex(of: 0x2F) ?? -1) + 1
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
            }
        }
        let file = self.file
        if let slash = file.lastIndex(of: "/") { return String(file[file.index(after: slash)...]) }
        return file
    }

    /// `ProfileView.swift:42`.
    public var description: String { "\(fileName):\(line)" }

    /// Whether two locations name the same file (compared as strings) and line.
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        guard lhs.line == rhs.line else { return false }
        // Two captures of one literal share its bytes: equal without making either string.
        if case .captured(let a) = lhs.storage, case .captured(let b) = rhs.storage,
           a.utf8Start == b.utf8Start, a.utf8CodeUnitCount == b.utf8CodeUnitCount {
            return true
        }
        return lhs.file == rhs.file
    }

    /// Hashes the file (as a string) and the line, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
    }
}
