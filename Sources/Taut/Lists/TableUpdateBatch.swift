import Foundation

/// The row and section changes of one update of a table, in UIKit's batch semantics: deletes
/// and reloads name index paths before the update, inserts name them after it, moves go from
/// before to after.
struct TableUpdateBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    /// Whether the batch changes nothing.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Where each old section goes: its new index, or `nil` when it is deleted. `nil` as a
    /// whole when the changes do not add up to `newCount` sections (with the reason).
    func sectionMap(oldCount: Int, newCount: Int) -> Result<[Int?], TableUpdateMismatch> {
        let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
        let survivors = (0..<oldCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
        let free = (0..<newCount).filter { !insertedSections.contains($0) && !movedTo.contains($0) }
        guard survivors.count == free.count,
              movedSections.allSatisfy({ $0.from >= 0 && $0.from < oldCount && $0.to >= 0 && $0.to < newCount }) else {
            return .failure(TableUpdateMismatch(message:
                "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                + "the update (\(newCount)) must be equal to the number of sections contained in the table view before "
                + "the update (\(oldCount)), plus or minus the number of sections inserted or deleted "
                + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)"))
        }
        var map = [Int?](repeating: nil, count: oldCount)
        for (old, new) in zip(survivors, free) { map[old] = new }
        for move in movedSections { map[move.from] = move.to }
        return .success(map)
    }

    /// Where each old row of old section `old` (now `new`, with `newCount` rows) goes: its new
    /// index path, or `nil` when it is deleted; `reloaded` lists the old rows whose cells are
    /// not kept. Fails when the changes do not add up to `newCount` rows.
    func rowMap(oldSection old: Int, oldCount: Int, newSection new: Int, newCount: Int)
        -> Result<[IndexPath?], TableUpdateMismatch> {
        let deleted = Set(deletedRows.filter { $0.section == old }.map(\.row))
        let movedOut = movedRows.filter { $0.from.section == old }
        let movedIn = movedRows.filter { $0.to.section == new }
        let inserted = Set(insertedRows.filter { $0.section == new }.map(\.row))
        let movedOutRows = Set(movedOut.map(\.from.row)), movedInRows = Set(movedIn.map(\.to.row))
        let survivors = (0..<oldCount).filter { !deleted.contains($0) && !movedOutRows.contains($0) }
        let free = (0..<newCount).filter { !inserted.contains($0) && !movedInRows.contains($0) }
        guard survivors.count == free.count else {
            return .failure(TableUpdateMismatch(message:
                "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing "
                + "section after the update (\(newCount)) must be equal to the number of rows contained in that section "
                + "before the update (\(oldCount)), plus or minus the number of rows inserted or deleted from that "
                + "section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of rows "
                + "moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out)"))
        }
        var map = [IndexPath?](repeating: nil, count: oldCount)
        for (oldRow, newRow) in zip(survivors, free) { map[oldRow] = IndexPath(row: newRow, section: new) }
        for move in movedOut where move.from.row >= 0 && move.from.row < oldCount { map[move.from.row] = move.to }
        return .success(map)
    }
}

/// Changes that do not add up to the data source's new counts (UIKit raises
/// `NSInternalInconsistencyException` with this message).
struct TableUpdateMismatch: Error {
    let message: String
}
