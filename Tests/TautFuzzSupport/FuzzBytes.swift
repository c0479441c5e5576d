/// Reads an input's bytes as a sequence of small choices; past the end every read is
/// `nil`, which ends the program it encodes.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte.
    mutating func byte() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `0..<count` from the next byte.
    mutating func choice(_ count: Int) -> Int? {
        byte().map { Int($0) % count }
    }

    /// An element of `list` picked by the next byte.
    mutating func pick<T>(_ list: [T]) -> T? {
        choice(list.count).map { list[$0] }
    }

    /// A signed 16-bit number from the next two bytes.
    mutating func int16() -> Int16? {
        guard let high = byte(), let low = byte() else { return nil }
        return Int16(bitPattern: UInt16(high) << 8 | UInt16(low))
    }
}
