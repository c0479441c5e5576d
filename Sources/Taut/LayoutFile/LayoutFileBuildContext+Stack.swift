import Foundation

extension LayoutFileBuildContext {
    /// A stack view configured from the file's `stack:`.
    ///
    /// Until `StackView` is available, a stack is a plain container and its arranged views
    /// are plain subviews; ``LayoutFileBuilder`` reports each `stack:` as unsupported.
    func makeStack(_ stack: LayoutFileStack) -> View {
        View()
    }

    /// Adds `view` to the stack's arranged subviews (and so to its subviews).
    func addArranged(_ view: View, to stack: View) {
        stack.addSubview(view)
    }

    /// Whether `view` is a stack view.
    static func isStack(_ view: View) -> Bool { false }
}
