import Foundation

import TautSolver

/// Where the engine keeps its records and item variables, without hashing on the hot paths.
///
/// In a normal engine each constraint is its own record (`EngineRecordState.swift`), and each
/// item's variables hang on the item (`View.engineVariables`, `LayoutGuide.engineVariables`).
/// A record or a link left by another engine is never taken for its own: a record is the
/// engine's if its `records` hold it at the record's index, variables are if they carry its
/// `identity`. A fitting engine (`systemLayoutSizeFitting`) works on constraints and items that
/// belong to a normal engine, so it keeps stand-in records of the user constraints and all its
/// variables in dictionaries instead; the engine-made constraints it creates are its own and
/// are their records. Every record and every item's variables are also listed in arrays
/// (`records`, `allVariables`), each element knowing its index so that removal is a swap with
/// the last.
///
/// The links from items to their variables are cut when an item leaves the engine and, for
/// those still in it, when the engine goes away.
extension LayoutEngine {
    // MARK: Records

    /// The engine's record of a constraint, or `nil` if the engine does not have it.
    func record(of constraint: LayoutConstraint) -> Record? {
        if isListed(constraint, in: records) { return constraint }
        return borrowedRecords.isEmpty ? nil : borrowedRecords[ObjectIdentifier(constraint)]
    }

    /// Lists a new record: a constraint that is its own record (`claiming`), or the stand-in
    /// record of a user constraint a fitting engine does not claim, filed by the constraint's
    /// identity too.
    @inline(__always)
    func insert(_ record: Record, claiming: Bool) {
        enlist(record, in: &records)
        if !claiming { borrowedRecords[ObjectIdentifier(record.constraint)] = record }
    }

    /// Takes a record out of the list (the last record takes its place), and a stand-in out of
    /// `borrowedRecords`.
    func unlink(_ record: Record) {
        _ = delist(record, from: &records)
        guard let constraint = record.engineRecordState.original else { return }
        if let filed = borrowedRecords[ObjectIdentifier(constraint)], filed === record {
            borrowedRecords[ObjectIdentifier(constraint)] = nil
        }
    }

    // MARK: Item variables

    /// The variables this engine made for the item, or `nil` (nothing is made).
    func existingVariables(for item: any LayoutItem) -> ItemVariables? {
        if let view = item as? View { return existingVariables(of: view) }
        if isFitting { return borrowedVariables[ObjectIdentifier(item)] }
        if let guide = item as? LayoutGuide { return own(guide.engineVariables) }
        return nil
    }

    /// The variables this engine made for the view, or `nil` (nothing is made).
    func existingVariables(of view: View) -> ItemVariables? {
        isFitting ? borrowedVariables[ObjectIdentifier(view)] : own(view.engineVariables)
    }

    /// Calls `body` with the variables this normal engine made for the view of `reference`,
    /// borrowed: `append`'s hot path reads the view and its variables by address, retaining
    /// neither (the items of a constraint being built are alive, and their variables are linked
    /// to them). `nil`, without calling `body`, when there is no view or the variables are
    /// another engine's or not made yet.
    @inline(__always)
    func withOwnVariables<Result>(of reference: ItemReference, _ body: (ItemVariables) -> Result) -> Result? {
        let identity = self.identity
        return BorrowedView.with(reference.viewAddress) { view -> Result? in
            let variables = BorrowedView.address(of: view.engineVariables)
            return BorrowedView.with(variables, as: ItemVariables.self) { iv -> Result? in
                iv.engineID == identity ? body(iv) : nil
            } ?? nil
        } ?? nil
    }

    /// `iv` if this engine made it.
    private func own(_ iv: ItemVariables?) -> ItemVariables? {
        guard let iv, iv.engineID == identity else { return nil }
        return iv
    }

    /// Lists new variables and links them to their item (a fitting engine files them by the
    /// item's identity instead).
    func store(_ iv: ItemVariables, for item: any LayoutItem) {
        enlist(iv, in: &allVariables)
        variableTagsAreStale = true
        if isFitting {
            borrowedVariables[ObjectIdentifier(item)] = iv
        } else if let view = item as? View {
            view.engineVariables = iv
        } else if let guide = item as? LayoutGuide {
            guide.engineVariables = iv
        }
    }

    /// Takes an item's variables out of the list (the last ones take their place) and cuts the
    /// item's link to them.
    func unlink(_ iv: ItemVariables, from item: any LayoutItem) {
        if delist(iv, from: &allVariables) != nil { variableTagsAreStale = true }
        if isFitting {
            borrowedVariables[ObjectIdentifier(item)] = nil
        } else {
            clearLink(to: iv, on: item)
        }
    }

    /// Clears the item's link to `iv` if it still points there.
    private func clearLink(to iv: ItemVariables, on item: any LayoutItem) {
        if let view = item as? View, view.engineVariables === iv {
            view.engineVariables = nil
        } else if let guide = item as? LayoutGuide, guide.engineVariables === iv {
            guide.engineVariables = nil
        }
    }

    /// Cuts every link from constraints and items into this engine (when it goes away): its
    /// records are no longer listed and let their solver constraints go.
    func unlinkAll() {
        for record in records {
            record.engineRecordState.index = -1
            record.engineRecordState.solverConstraint = nil
        }
        // The solver keeps the constraints nothing else holds when it is given back, for its
        // next engine to fill in again (see TautSolver's Solver+Reuse.swift).
        rootPins = RootPins()
        for iv in allVariables {
            if !iv.compactIntrinsic.isEmpty { iv.compactIntrinsic.letGoOfSolverConstraints() }
            if !isFitting, let item = iv.item { clearLink(to: iv, on: item) }
        }
    }

    // MARK: Owners of solver variables

    /// The item variables a solver variable belongs to: each solver variable carries its item's
    /// position in `allVariables` as its `tag` (checked, so a stale tag finds nothing).
    ///
    /// The tags are written here, for every item at once, the first time they are needed after
    /// items came or moved: a first pass, which most engines (a self-sizing cell's) only ever
    /// have, looks nothing up, and a tag written from outside the solver's module costs a
    /// dynamic exclusivity check.
    func owner(of variable: Variable) -> ItemVariables? {
        if variableTagsAreStale {
            for iv in allVariables { tagVariables(of: iv) }
            variableTagsAreStale = false
        }
        let index = variable.tag
        guard index >= 0, index < allVariables.count else { return nil }
        let iv = allVariables[index]
        guard iv.left === variable || iv.top === variable || iv.width === variable || iv.height === variable
        else { return nil }
        return iv
    }

    /// Writes the item's position into its four solver variables' tags.
    private func tagVariables(of iv: ItemVariables) {
        let index = Int(iv.index)
        iv.left.tag = index; iv.top.tag = index; iv.width.tag = index; iv.height.tag = index
    }
}

/// An object listed in one of the engine's arrays that knows its position there, so that it
/// can leave the array in constant time (the last element takes its place).
protocol EngineListed: AnyObject {
    /// The position in the array, -1 when not listed.
    var index: Int32 { get set }
}

extension ItemVariables: EngineListed {}

/// Whether `list` holds `element` at its index.
@inline(__always)
func isListed<Element: EngineListed>(_ element: Element, in list: [Element]) -> Bool {
    let index = Int(element.index)
    return index >= 0 && index < list.count && list[index] === element
}

/// Appends `element` to `list`, recording its position.
@inline(__always)
func enlist<Element: EngineListed>(_ element: Element, in list: inout [Element]) {
    element.index = Int32(truncatingIfNeeded: list.count)
    list.append(element)
}

/// Takes `element` out of `list` if it is there: the last element takes its place. Returns
/// that moved element (its index updated), if one moved.
func delist<Element: EngineListed>(_ element: Element, from list: inout [Element]) -> Element? {
    defer { element.index = -1 }
    guard isListed(element, in: list) else { return nil }
    let last = list.removeLast()
    guard last !== element else { return nil }
    list[Int(element.index)] = last
    last.index = element.index
    return last
}

/// ``enlist(_:in:)`` for a list whose elements keep their position in another member, which
/// `setPosition` writes (for the engine's short lists of some items). A closure, not a key
/// path: a key path's write goes through a dynamic exclusivity check.
@inline(__always)
func enlist<Element: AnyObject>(_ element: Element, in list: inout [Element],
                                setPosition: (Element, Int32) -> Void) {
    setPosition(element, Int32(truncatingIfNeeded: list.count))
    list.append(element)
}

/// ``delist(_:from:)`` for a list whose elements keep their position in a member that
/// `position` reads and `setPosition` writes: the last element takes the place of `element`,
/// if `list` holds it there.
@inline(__always)
func delist<Element: AnyObject>(_ element: Element, from list: inout [Element],
                                position: (Element) -> Int32, setPosition: (Element, Int32) -> Void) {
    let index = Int(position(element))
    guard index >= 0, index < list.count, list[index] === element else { return }
    setPosition(element, -1)
    let last = list.removeLast()
    guard last !== element else { return }
    list[index] = last
    setPosition(last, Int32(truncatingIfNeeded: index))
}

/// Hands out engine identities (thread-safe), so that variables made by one engine are never
/// taken for another's. They are 32 bits and wrap around after 2³² engines, which is harmless:
/// an engine cuts every link to its variables when it goes away, so no link outlives it.
enum EngineIdentity {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next: Int32 = 0

    static func take() -> Int32 {
        lock.lock(); defer { lock.unlock() }
        next &+= 1
        return next
    }
}
