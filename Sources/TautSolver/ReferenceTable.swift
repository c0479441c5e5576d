/// An array of optional class references that also keeps an unowned copy of each one, so that hot
/// loops can read the objects without retaining and releasing them (`unmanaged`), while the
/// table itself keeps them alive (`owned`). Reads and writes through the subscript keep the
/// two in step.
struct ReferenceTable<Element: AnyObject> {
    /// The references, keeping the objects alive.
    private(set) var owned: [Element?] = []
    /// The same references, unretained: valid as long as `owned` holds them.
    private(set) var unmanaged: [Unmanaged<Element>?] = []

    var count: Int { owned.count }

    subscript(i: Int) -> Element? {
        get { owned[i] }
        set {
            owned[i] = newValue
            unmanaged[i] = newValue.map { Unmanaged.passUnretained($0) }
        }
    }

    mutating func append(_ element: Element?) {
        owned.append(element)
        unmanaged.append(element.map { Unmanaged.passUnretained($0) })
    }

    /// Makes room for `n` entries in all.
    mutating func reserveCapacity(_ n: Int) {
        grow(&owned, n)
        grow(&unmanaged, n)
    }

    /// Appends `n` empty entries.
    mutating func append(nilCount n: Int) {
        owned.append(contentsOf: repeatElement(nil, count: n))
        unmanaged.append(contentsOf: repeatElement(nil, count: n))
    }

    /// Calls `body` with both arrays as mutable buffers, for a loop that sets many entries
    /// (one uniqueness check for the whole loop instead of two per entry). `body` must set
    /// each entry it changes in both, as the subscript does.
    mutating func withUnsafeMutableBuffers<R>(
        _ body: (UnsafeMutableBufferPointer<Element?>, UnsafeMutableBufferPointer<Unmanaged<Element>?>) -> R
    ) -> R {
        owned.withUnsafeMutableBufferPointer { owned in
            unmanaged.withUnsafeMutableBufferPointer { unmanaged in body(owned, unmanaged) }
        }
    }

    /// Empties the entries in `range` (as far as the table goes), in one pass over each array.
    mutating func clear(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<owned.count)
        owned.withUnsafeMutableBufferPointer { buffer in
            for i in range where buffer[i] != nil { buffer[i] = nil }
        }
        unmanaged.withUnsafeMutableBufferPointer { buffer in
            for i in range { buffer[i] = nil }
        }
    }

    mutating func removeAll() {
        owned = []
        unmanaged = []
    }
}
