import Foundation

/// The items of a view tree whose position or size the constraints don't determine.
///
/// An attribute is ambiguous when another value would satisfy every constraint equally well:
/// the engine checks it by nudging the attribute with a very weak edit and seeing whether it
/// moves. ``View/ambiguityReport()`` builds one; ``diagnostic`` turns it into a
/// ``LayoutDiagnostic`` of kind ``LayoutDiagnostic/Kind/ambiguousLayout``.
public struct AmbiguityReport: CustomStringConvertible {
    /// One item with undetermined attributes.
    public struct Entry: CustomStringConvertible {
        /// The item (held weakly).
        public weak var item: (any LayoutItem)?
        /// The item's debug name.
        public var name: String
        /// The undetermined attributes among `.left`, `.top`, `.width` and `.height`
        /// (`.left`/`.top` stand for the horizontal/vertical position).
        public var attributes: [LayoutAttribute]

        /// `name: left, width`.
        public var description: String { "\(name): " + attributes.map(\.name).joined(separator: ", ") }
    }

    /// The ambiguous items, in tree order (depth first, views before their guides).
    public var entries: [Entry]

    /// Whether nothing is ambiguous.
    public var isEmpty: Bool { entries.isEmpty }

    /// One line per ambiguous item, or "No ambiguous layout.".
    public var description: String {
        entries.isEmpty ? "No ambiguous layout."
            : "Ambiguous layout:\n" + entries.map { "    \($0)" }.joined(separator: "\n")
    }

    /// The report as a diagnostic, or `nil` when nothing is ambiguous.
    public var diagnostic: LayoutDiagnostic? {
        entries.isEmpty ? nil : LayoutDiagnostic(kind: .ambiguousLayout, message: description)
    }
}
