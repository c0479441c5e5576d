extension Array {
    /// Empties the array, keeping its capacity, as `removeAll(keepingCapacity: true)` does;
    /// but an empty array costs a test, and a few elements one `removeLast()` each, instead of
    /// the generic range replacement that the former goes through every time (the solver
    /// empties its scratch lists and journal once per constraint, nearly always with nothing or
    /// one element in them).
    @inlinable @inline(__always)
    package mutating func removeAllKeepingCapacity() {
        let n = count
        if n == 0 { return }
        if n > 8 {
            removeAll(keepingCapacity: true)
            return
        }
        for _ in 0..<n { removeLast() }
    }
}
