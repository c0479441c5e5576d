import Foundation

/// The heights of one section's rows, known or estimated, and the offsets they add up to.
///
/// Rows whose height is not known yet count at the section's ``estimate``; a row's height is
/// known once the table asked for it (or measured its cell). Only known rows are stored, in
/// row order, with the running sum of how much each differs from the estimate, so that a
/// 100 000-row table whose first screen was shown holds a screen's worth of numbers and finds
/// a row's offset, or the row at an offset, by binary search.
struct TableRowHeights {
    /// The number of rows.
    private(set) var count: Int
    /// The height of a row whose height is not known.
    private(set) var estimate: CGFloat
    /// The rows whose heights are known, ascending.
    private var knownRows: [Int] = []
    /// The known heights, in the order of ``knownRows``.
    private var knownHeights: [CGFloat] = []
    /// `deltaSums[i]`: the sum of (height − estimate) of the known rows before position `i`
    /// (one more element than ``knownRows``).
    private var deltaSums: [CGFloat] = [0]

    /// Rows of unknown height, each `estimate` tall.
    init(count: Int, estimate: CGFloat) {
        self.count = Swift.max(count, 0)
        self.estimate = estimate
    }

    /// The sum of all rows' heights.
    var totalHeight: CGFloat { CGFloat(count) * estimate + (deltaSums.last ?? 0) }

    /// The position of `row` in ``knownRows`` if it is known, or where it would go.
    private func position(of row: Int) -> (index: Int, found: Bool) {
        var low = 0, high = knownRows.count
        while low < high {
            let mid = (low + high) / 2
            if knownRows[mid] < row { low = mid + 1 } else { high = mid }
        }
        return (low, low < knownRows.count && knownRows[low] == row)
    }

    /// The known height of `row`, or `nil`.
    func knownHeight(of row: Int) -> CGFloat? {
        let (index, found) = position(of: row)
        return found ? knownHeights[index] : nil
    }

    /// The height of `row`: known, or the estimate.
    func height(of row: Int) -> CGFloat { knownHeight(of: row) ?? estimate }

    /// The offset of `row`'s top from the first row's top (`count` gives the total height).
    func offset(of row: Int) -> CGFloat {
        let (index, _) = position(of: row)
        return CGFloat(row) * estimate + deltaSums[index]
    }

    /// The row whose span contains `y` (an offset from the first row's top), clamped to the
    /// rows (`nil` without rows).
    func row(at y: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        // The last row whose top is at or above `y`: offsets grow with the row.
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if offset(of: mid) <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// How many rows' heights are known (what the section stores).
    var knownCount: Int { knownRows.count }

    /// The known heights, by row, ascending.
    var knownEntries: Zip2Sequence<[Int], [CGFloat]> { zip(knownRows, knownHeights) }

    /// Records `height` as `row`'s known height.
    mutating func setHeight(_ height: CGFloat, of row: Int) {
        guard row >= 0, row < count else { return }
        let (index, found) = position(of: row)
        let delta = height - estimate
        if found {
            let change = delta - (knownHeights[index] - estimate)
            knownHeights[index] = height
            if change != 0 { for i in (index + 1)..<deltaSums.count { deltaSums[i] += change } }
            return
        }
        knownRows.insert(row, at: index)
        knownHeights.insert(height, at: index)
        deltaSums.insert(deltaSums[index], at: index + 1)
        if delta != 0 { for i in (index + 1)..<deltaSums.count { deltaSums[i] += delta } }
    }

    /// Forgets `row`'s known height (it counts at the estimate again).
    mutating func forgetHeight(of row: Int) {
        let (index, found) = position(of: row)
        guard found else { return }
        let delta = knownHeights[index] - estimate
        knownRows.remove(at: index)
        knownHeights.remove(at: index)
        deltaSums.remove(at: index + 1)
        if delta != 0 { for i in (index + 1)..<deltaSums.count { deltaSums[i] -= delta } }
    }
}
