import Foundation

/// The views a list (a table or a collection view) makes and reuses by identifier: what was
/// registered under each identifier, and the views that scrolled out of sight and wait to be
/// handed out again.
///
/// A view handed out again has its `prepareForReuse()` called by the list, as UIKit does;
/// the pool only keeps views and makes new ones.
final class ReusePool<Element: View> {
    /// Makes a new view for an identifier.
    typealias Factory = (_ identifier: String) -> Element

    /// What was registered under each identifier.
    private var factories: [String: Factory] = [:]
    /// Views that left the screen, by identifier, the most recent last.
    private var waiting: [String: [Element]] = [:]
    /// How many views the pool has made, over its life.
    private(set) var madeCount = 0

    /// Registers `factory` under `identifier` (replacing an earlier registration); `nil`
    /// removes the registration.
    func register(_ factory: Factory?, for identifier: String) {
        factories[identifier] = factory
    }

    /// Whether something is registered under `identifier`.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A waiting view of `identifier`, taken out of the pool, or `nil`.
    func takeWaiting(_ identifier: String) -> Element? {
        guard var list = waiting[identifier], let view = list.popLast() else { return nil }
        waiting[identifier] = list
        return view
    }

    /// A new view made by what is registered under `identifier`, or `nil` when nothing is.
    func make(_ identifier: String) -> Element? {
        guard let factory = factories[identifier] else { return nil }
        madeCount += 1
        return factory(identifier)
    }

    /// Puts `view` back to wait under `identifier`.
    func putBack(_ view: Element, identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// How many views wait, over all identifiers.
    var waitingCount: Int { waiting.values.reduce(0) { $0 + $1.count } }

    /// Every waiting view, emptied out of the pool.
    func drain() -> [Element] {
        let all = waiting.values.flatMap { $0 }
        waiting.removeAll()
        return all
    }
}
