import Foundation

extension LayoutFileBuildContext {
    /// A stack view configured from the file's `stack:`.
    func makeStack(_ stack: LayoutFileStack) -> View {
        let view = StackView()
        view.axis = stack.axis == .horizontal ? .horizontal : .vertical
        view.spacing = CGFloat(stack.spacing)
        switch stack.distribution {
        case .fill: view.distribution = .fill
        case .fillEqually: view.distribution = .fillEqually
        case .fillProportionally: view.distribution = .fillProportionally
        case .equalSpacing: view.distribution = .equalSpacing
        case .equalCentering: view.distribution = .equalCentering
        }
        switch stack.alignment {
        case .fill: view.alignment = .fill
        case .leading: view.alignment = .leading
        case .top: view.alignment = .top
        case .firstBaseline: view.alignment = .firstBaseline
        case .center: view.alignment = .center
        case .trailing: view.alignment = .trailing
        case .bottom: view.alignment = .bottom
        case .lastBaseline: view.alignment = .lastBaseline
        }
        return view
    }

    /// Adds `view` to the stack's arranged subviews (and so to its subviews).
    func addArranged(_ view: View, to stack: View) {
        if let stack = stack as? StackView {
            stack.addArrangedSubview(view)
        } else {
            stack.addSubview(view)
        }
    }
}

extension LayoutFileBuildContext {
    /// Whether `view` is a stack view.
    static func isStack(_ view: View) -> Bool { view is StackView }
}
