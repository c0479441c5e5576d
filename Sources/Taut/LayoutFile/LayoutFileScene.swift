import Foundation

/// The views and constraints built from a ``LayoutFile``: a root view the size of the
/// canvas, one view per entry of `views:`, and the file's constraints, activated.
///
/// ```swift
/// let scene = LayoutFileBuilder(file).build()
/// guard scene.errors.isEmpty else { … }      // unknown names, bad equations, VFL errors
/// scene.layout()                             // runs the layout pass
/// print(FrameTableRenderer().render(scene.snapshot()))
/// ```
///
/// Each constraint's ``LayoutConstraint/location`` is the file's path and the line of the
/// entry it came from, so conflict reports point into the file.
public final class LayoutFileScene {
    /// The file the scene was built from.
    public let file: LayoutFile
    /// The root view: the canvas, named `canvas`.
    public let root: View
    /// The views by name (the canvas included).
    public private(set) var views: [String: View] = [:]
    /// The view names in file order (the canvas first).
    public private(set) var names: [String] = [LayoutFile.canvasName]
    /// The constraints made from the file, in file order.
    public internal(set) var constraints: [LayoutConstraint] = []
    /// For each made constraint, the entry of `constraints:` it came from.
    public internal(set) var sources: [ObjectIdentifier: LayoutFileConstraint] = [:]
    /// The mistakes found while building (unknown names, bad equations, VFL errors,
    /// hierarchy cycles), sorted by position. Constraints with a mistake are left out.
    public internal(set) var errors: [LayoutFileError] = []
    /// The diagnostics reported while building and laying out (conflicts, invalid
    /// constraints), in order.
    public internal(set) var diagnostics: [LayoutDiagnostic] = []

    init(file: LayoutFile, root: View) {
        self.file = file
        self.root = root
        views[LayoutFile.canvasName] = root
    }

    func register(_ view: View, named name: String) {
        views[name] = view
        names.append(name)
    }

    /// The entry of the file's `constraints:` that `constraint` was made from, or `nil`
    /// for a constraint the file did not make.
    public func source(of constraint: LayoutConstraint) -> LayoutFileConstraint? {
        sources[ObjectIdentifier(constraint)]
    }

    /// Runs the layout pass, collecting its diagnostics into ``diagnostics``; returns the
    /// new ones.
    @discardableResult
    public func layout() -> [LayoutDiagnostic] {
        let reported = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        diagnostics += reported
        return reported
    }

    /// The laid-out views as a ``LayoutSnapshot``, named as in the file and colored with
    /// the file's colors and text colors; ambiguous views are marked when `detectAmbiguity`
    /// is true.
    public func snapshot(detectAmbiguity: Bool = true) -> LayoutSnapshot {
        var colors: [String: String] = [:]
        var textColors: [String: String] = [:]
        for view in file.views {
            colors[view.name] = view.color
            textColors[view.name] = view.textColor
        }
        var snapshot = LayoutSnapshot(root: root, colors: colors, detectAmbiguity: detectAmbiguity)
        for index in snapshot.nodes.indices where snapshot.nodes[index].kind == .label {
            if let color = textColors[snapshot.nodes[index].name] { snapshot.nodes[index].textColor = color }
        }
        return snapshot
    }

    /// Lays out if needed, then lists the conflicts and other diagnostics reported so far
    /// and the ambiguous views.
    public func check() -> LayoutFileCheck {
        layout()
        let conflicts = diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        let others = diagnostics.filter { $0.kind != .unsatisfiableConstraints && $0.kind != .ambiguousLayout }
        let ambiguous = root.ambiguityReport().entries
        return LayoutFileCheck(file: file, conflicts: conflicts, ambiguous: ambiguous,
                               otherDiagnostics: others, sources: sources)
    }
}
