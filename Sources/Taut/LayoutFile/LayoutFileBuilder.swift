import Foundation

/// Turns a decoded ``LayoutFile`` into a ``LayoutFileScene``: creates the views, builds the
/// hierarchy, and makes and activates the constraints, collecting every mistake (unknown
/// names, bad equations, visual format errors, parent cycles) with its file, line and
/// column instead of stopping at the first.
///
/// A view with `text` becomes a ``Label``, a view with `stack` a ``StackView``, any other a
/// plain ``View``; every view has `translatesAutoresizingMaskIntoConstraints` off and its
/// name as `accessibilityIdentifier`, so descriptions and diagnostics use the file's names.
public struct LayoutFileBuilder {
    /// The file to build.
    public var file: LayoutFile

    /// Creates a builder for `file`.
    public init(_ file: LayoutFile) {
        self.file = file
    }

    /// Builds the scene. Diagnostics reported while activating constraints are kept in the
    /// scene's ``LayoutFileScene/diagnostics`` rather than sent to the global handler.
    public func build() -> LayoutFileScene {
        let canvas = file.canvas
        let root = View(frame: CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        root.accessibilityIdentifier = LayoutFile.canvasName
        root.semanticContentAttribute = canvas.isRightToLeft ? .forceRightToLeft : .forceLeftToRight
        let safe = canvas.safeArea.horizontal(rightToLeft: canvas.isRightToLeft)
        root.safeAreaInsets = EdgeInsets(top: canvas.safeArea.top, left: safe.left,
                                         bottom: canvas.safeArea.bottom, right: safe.right)
        let scene = LayoutFileScene(file: file, root: root)
        var context = LayoutFileBuildContext(file: file, scene: scene)
        scene.diagnostics = LayoutDiagnostics.collect {
            context.makeViews()
            context.buildHierarchy()
            context.makeConstraints()
        }
        scene.errors = LayoutFileErrors(context.errors).errors
        return scene
    }
}

/// The state of one build: the scene being filled and the mistakes found.
struct LayoutFileBuildContext {
    let file: LayoutFile
    let scene: LayoutFileScene
    var errors: [LayoutFileError] = []

    mutating func fail(_ message: String, at position: LayoutFilePosition) {
        errors.append(LayoutFileError(message, at: position))
    }

    /// `unknown view 'x'; did you mean 'y'?`
    func unknownViewMessage(_ name: String) -> String {
        let known = scene.names
        if let close = LayoutFile.closestName(to: name, among: known) {
            return "unknown view '\(name)'; did you mean '\(close)'?"
        }
        return "unknown view '\(name)'"
    }

    // MARK: - Views

    mutating func makeViews() {
        let isRightToLeft = file.canvas.isRightToLeft
        for entry in file.views {
            let view: View
            if let stack = entry.stack {
                view = makeStack(stack)
            } else if let text = entry.text {
                let label = Label()
                label.text = text
                label.font = Font.systemFont(ofSize: CGFloat(entry.fontSize ?? Double(Font.labelFontSize)))
                label.numberOfLines = entry.numberOfLines ?? 1
                view = label
            } else {
                view = View()
            }
            view.accessibilityIdentifier = entry.name
            view.translatesAutoresizingMaskIntoConstraints = false
            view.isHidden = entry.isHidden
            if let margins = entry.margins {
                let horizontal = margins.horizontal(rightToLeft: isRightToLeft)
                view.layoutMargins = EdgeInsets(top: margins.top, left: horizontal.left,
                                                bottom: margins.bottom, right: horizontal.right)
            }
            scene.register(view, named: entry.name)
        }
    }

    // MARK: - Hierarchy

    mutating func buildHierarchy() {
        var parents: [String: LayoutFileReference] = [:]
        var arrangedIn: [String: String] = [:]
        for entry in file.views {
            for arranged in entry.arranged {
                guard scene.views[arranged.name] != nil, arranged.name != LayoutFile.canvasName else {
                    fail(unknownViewMessage(arranged.name), at: arranged.position)
                    continue
                }
                if let other = arrangedIn[arranged.name] {
                    fail("'\(arranged.name)' is already arranged in '\(other)'", at: arranged.position)
                    continue
                }
                arrangedIn[arranged.name] = entry.name
                parents[arranged.name] = LayoutFileReference(entry.name, at: arranged.position)
            }
        }
        for entry in file.views {
            guard let parent = entry.parent else { continue }
            if let stack = arrangedIn[entry.name], stack != parent.name {
                fail("'\(entry.name)' is arranged in '\(stack)', so its parent cannot be '\(parent.name)'",
                     at: parent.position)
                continue
            }
            guard scene.views[parent.name] != nil else {
                fail(unknownViewMessage(parent.name), at: parent.position)
                continue
            }
            parents[entry.name] = parent
        }
        // Cut cycles: follow each chain of parents; a chain that comes back is an error.
        for entry in file.views {
            guard let own = parents[entry.name] else { continue }
            var seen: Set<String> = [entry.name]
            var name = entry.name
            while let parent = parents[name] {
                if seen.contains(parent.name) {
                    fail("'\(entry.name)' is inside itself: its parents form a cycle", at: own.position)
                    parents[entry.name] = nil
                    break
                }
                seen.insert(parent.name)
                name = parent.name
            }
        }
        for entry in file.views where arrangedIn[entry.name] == nil {
            guard let view = scene.views[entry.name] else { continue }
            let parent = parents[entry.name].flatMap { scene.views[$0.name] } ?? scene.root
            parent.addSubview(view)
        }
        for entry in file.views {
            guard let stack = scene.views[entry.name] else { continue }
            for arranged in entry.arranged where arrangedIn[arranged.name] == entry.name {
                if let view = scene.views[arranged.name], parents[arranged.name] != nil {
                    addArranged(view, to: stack)
                }
            }
        }
    }
}
