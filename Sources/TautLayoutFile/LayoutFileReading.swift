import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a layout file's bytes, and says why when it can't.
enum LayoutFileReading {
    /// Why a file could not be read.
    struct Failure: Error {
        /// The `errno` value (0 when the reason is not an error number).
        var code: Int32

        init(errno code: Int32) { self.code = code }

        /// "cannot read the file: …".
        var message: String {
            let reason: String
            switch code {
            case ENOENT, ENOTDIR: reason = "there is no such file"
            case EISDIR: reason = "it is a directory"
            case EACCES, EPERM: reason = "permission denied"
            case 0: reason = "it could not be opened"
            default: reason = String(cString: strerror(code)).lowercased()
            }
            return "cannot read the file: " + reason
        }
    }

    /// The file's contents, or why they can't be read.
    static func read(_ path: String) -> Result<Data, Failure> {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .failure(Failure(errno: EISDIR))
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(Failure(errno: errno)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            return .success(try handle.readToEnd() ?? Data())
        } catch {
            return .failure(Failure(errno: EIO))
        }
    }

    /// The line and column (1-based, counting Unicode scalars) of the first byte of `data`
    /// that does not begin a valid UTF-8 sequence, and that byte.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int, byte: UInt8) {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0, line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return (line, column, 0)
            case .error:
                let index = data.index(data.startIndex, offsetBy: offset)
                return (line, column, index < data.endIndex ? data[index] : 0)
            }
        }
    }
}
