import Foundation

/// An entry of ``ItemReference/listed``: an active constraint and the slot (0: first item,
/// 1: second item) through which it mentions the item.
struct ListedConstraint {
    /// The constraint.
    let constraint: LayoutConstraint
    /// 0 when the item is the constraint's first item, 1 when it is its second.
    let slot: Int
}

/// The active constraints that mention an item through a plain anchor, in positions
/// `0 ..< count`: the first eight inline (the constraints in eight slots, their item slots as
/// the bits of one byte), the rest in an array made only when a ninth comes.
///
/// A view in a cell is mentioned by four to eight constraints: inline, the list costs the item
/// no allocation to make and none to free, where an array cost one of each per item.
struct ListedConstraints {
    /// How many entries are held inline.
    static let inlineCapacity = 8

    private var inline: (LayoutConstraint?, LayoutConstraint?, LayoutConstraint?, LayoutConstraint?,
                         LayoutConstraint?, LayoutConstraint?, LayoutConstraint?, LayoutConstraint?) =
        (nil, nil, nil, nil, nil, nil, nil, nil)
    /// Bit `i`: the item slot of inline entry `i`.
    private var inlineItemSlots: UInt8 = 0
    /// Entries from position ``inlineCapacity`` on.
    private var overflow: [ListedConstraint] = []
    /// How many entries there are.
    private(set) var count = 0

    /// Whether there are none.
    var isEmpty: Bool { count == 0 }

    /// The entry at `index`, or `nil` outside `0 ..< count`.
    func entry(at index: Int) -> ListedConstraint? {
        guard index >= 0, index < count else { return nil }
        if index >= Self.inlineCapacity { return overflow[index - Self.inlineCapacity] }
        guard let constraint = inlineConstraint(at: index) else { return nil }
        return ListedConstraint(constraint: constraint, slot: Int((inlineItemSlots >> UInt8(index)) & 1))
    }

    /// Replaces the entry at `index` (in `0 ..< count`; any other index changes nothing).
    @inline(__always)
    mutating func set(_ entry: ListedConstraint, at index: Int) {
        guard index >= 0, index < count else { return }
        if index >= Self.inlineCapacity {
            overflow[index - Self.inlineCapacity] = entry
            return
        }
        setInlineConstraint(entry.constraint, at: index)
        let bit = UInt8(1) << UInt8(index)
        if entry.slot == 0 { inlineItemSlots &= ~bit } else { inlineItemSlots |= bit }
    }

    /// Adds `entry` at position `count`.
    @inline(__always)
    mutating func append(_ entry: ListedConstraint) {
        count += 1
        if count > Self.inlineCapacity {
            // A view past eight constraints (a cell's root, a container) usually gathers many
            // more: room for sixteen at once instead of growing from one.
            if overflow.capacity == 0 { overflow.reserveCapacity(16) }
            overflow.append(entry)
        } else {
            set(entry, at: count - 1)
        }
    }

    /// Takes out the entry at position `count - 1` (`nil` when there is none).
    mutating func removeLast() -> ListedConstraint? {
        guard let last = entry(at: count - 1) else { return nil }
        let index = count - 1
        if index >= Self.inlineCapacity {
            overflow.removeLast()
        } else {
            setInlineConstraint(nil, at: index)
        }
        count = index
        return last
    }

    /// The constraints, in position order.
    var constraints: [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            if let entry = entry(at: index) { result.append(entry.constraint) }
        }
        return result
    }

    /// The constraint of inline entry `index` (0 ..< ``inlineCapacity``).
    @inline(__always)
    private func inlineConstraint(at index: Int) -> LayoutConstraint? {
        switch index {
        case 0: return inline.0
        case 1: return inline.1
        case 2: return inline.2
        case 3: return inline.3
        case 4: return inline.4
        case 5: return inline.5
        case 6: return inline.6
        case 7: return inline.7
        default: return nil
        }
    }

    /// Sets the constraint of inline entry `index` (0 ..< ``inlineCapacity``; nothing outside).
    /// The eight slots are one tuple of a single type, laid out as an array of eight: the entry
    /// is written at its offset, not through a jump table (whose indirect branch the processor
    /// mispredicts as a cell's constraints fill the slots one after the other).
    @inline(__always)
    private mutating func setInlineConstraint(_ constraint: LayoutConstraint?, at index: Int) {
        guard index >= 0, index < Self.inlineCapacity else { return }
        withUnsafeMutablePointer(to: &inline) { tuple in
            tuple.withMemoryRebound(to: LayoutConstraint?.self, capacity: Self.inlineCapacity) { $0[index] = constraint }
        }
    }

    /// Takes every entry out.
    mutating func removeAll() {
        guard count > 0 else { return }
        inline = (nil, nil, nil, nil, nil, nil, nil, nil)
        inlineItemSlots = 0
        if !overflow.isEmpty { overflow = [] }
        count = 0
    }
}
