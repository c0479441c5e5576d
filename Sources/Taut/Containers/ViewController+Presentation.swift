import Foundation

extension ViewController {
    /// The controller presented by this controller or by its nearest presenting ancestor (the
    /// root of its tree of children), as UIKit documents; `nil` if none.
    public var presentedViewController: ViewController? { presentationRoot.containerState.presented }

    /// The controller that presented this controller, or that presented its nearest presented
    /// ancestor; `nil` if neither is presented.
    public var presentingViewController: ViewController? { presentationRoot.containerState.presenting }

    /// Whether the controller is being presented: `true` during the appearance calls of its
    /// presentation.
    public var isBeingPresented: Bool { containerState.isBeingPresented }

    /// Whether the controller is being dismissed: `true` during the appearance calls of its
    /// dismissal.
    public var isBeingDismissed: Bool { containerState.isBeingDismissed }

    /// The sheet the controller is (or will be) presented in when its
    /// ``modalPresentationStyle`` is a sheet (`.automatic`, `.pageSheet`, `.formSheet`); `nil`
    /// for other styles, as in UIKit. Made on first use and kept.
    public var sheetPresentationController: SheetPresentationController? {
        guard modalPresentationStyle.isSheet else { return nil }
        if let sheet = containerState.sheet { return sheet }
        let sheet = SheetPresentationController(presentedViewController: self)
        containerState.sheet = sheet
        return sheet
    }

    /// The topmost ancestor (through `parent`): the controller whose view is a window's root
    /// or a presented view.
    var presentationRoot: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    // MARK: Presenting

    /// `present(_:animated:completion:)`: see ``ViewController/present(_:animated:completion:)``.
    func performPresentation(of presented: ViewController, completion: (() -> Void)?) {
        let presenter = presentationRoot
        if let problem = presentationRefusal(of: presented, by: presenter) {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidHierarchy, message: problem))
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            // UIKit: "Attempt to present … whose view is not in the window hierarchy."
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidHierarchy,
                message: "Attempt to present \(type(of: presented)) on \(type(of: presenter)) whose view is not "
                    + "in the window hierarchy; nothing was presented."))
            return
        }
        let style = presented.modalPresentationStyle.resolved
        presenter.containerState.presented = presented
        presented.containerState.presenting = presenter
        presented.containerState.presentationStyle = style
        guard let view = presented.view else { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            view.frame = presented.presentationFrame(in: window.bounds, window: window)
        }
        // A full-screen presentation takes the views it covers out of the window (the root
        // view and the views presented below), to put them back on dismissal.
        let covered = style.removesPresentersView ? window.presentationChainViews() : []
        presented.containerState.coveredViews = covered
        presented.containerState.isBeingPresented = true
        // Presenting (full screen): the presenter's viewWillDisappear, the presented controller's
        // viewWillAppear and viewDidAppear, the presenter's viewDidDisappear.
        ContainerTransition.run(in: window, removing: covered,
                                adding: [ContainerTransition.Move(view: view) { window.addSubview(view) }],
                                order: .addFirst)
        presented.containerState.isBeingPresented = false
        window.setNeedsLayout()
        completion?()
    }

    /// Why `presented` can't be presented by `presenter` (UIKit's warnings and exceptions), or
    /// `nil`.
    private func presentationRefusal(of presented: ViewController, by presenter: ViewController) -> String? {
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === presented {
                return "Refused to present \(type(of: presented)) from itself or one of its children."
            }
            ancestor = current.parent
        }
        if let busy = presenter.containerState.presented {
            return "Attempt to present \(type(of: presented)) on \(type(of: presenter)) which is already presenting "
                + "\(type(of: busy)); nothing was presented."
        }
        if presented.containerState.presenting != nil {
            return "Application tried to present modally \(type(of: presented)), which is already presented; "
                + "nothing was presented."
        }
        if presented.parent != nil {
            return "Application tried to present modally \(type(of: presented)), a child of "
                + "\(presented.parent.map { "\(type(of: $0))" } ?? "another view controller"); nothing was presented."
        }
        if presented.viewIfLoaded?.window != nil {
            return "Application tried to present modally \(type(of: presented)), whose view is already in a window; "
                + "nothing was presented."
        }
        return nil
    }

    // MARK: Dismissing

    /// `dismiss(animated:completion:)`: see ``ViewController/dismiss(animated:completion:)``.
    func performDismissal(completion: (() -> Void)?) {
        let root = presentationRoot
        let presenter: ViewController
        if root.containerState.presented != nil {
            presenter = root
        } else if let presenting = root.containerState.presenting {
            presenter = presenting
        } else {
            completion?()
            return
        }
        var chain: [ViewController] = []
        var next = presenter.containerState.presented
        while let controller = next {
            chain.append(controller)
            next = controller.containerState.presented
        }
        let window = chain.lazy.compactMap { $0.viewIfLoaded?.window }.first
        let leaving = chain.reversed().compactMap { controller -> View? in
            guard let view = controller.viewIfLoaded, let window, view.superview === window else { return nil }
            return view
        }
        let restored = chain.flatMap(\.containerState.coveredViews)
        for controller in chain { controller.containerState.isBeingDismissed = true }
        // Dismissing: the presented controller's viewWillDisappear, the presenter's
        // viewWillAppear and viewDidAppear (when it was covered), the presented controller's
        // viewDidDisappear.
        let moves = restored.reversed().map { view in
            ContainerTransition.Move(view: view) {
                guard let window else { return }
                window.insertSubview(view, at: 0)
                if view === window.rootViewController?.viewIfLoaded, view.translatesAutoresizingMaskIntoConstraints {
                    view.frame = window.bounds
                }
            }
        }
        ContainerTransition.run(in: window, removing: leaving, adding: moves, order: .addFirst)
        for controller in chain {
            controller.containerState.isBeingDismissed = false
            controller.containerState.coveredViews = []
            controller.containerState.presented = nil
            controller.containerState.presenting = nil
        }
        presenter.containerState.presented = nil
        window?.layOutPresentedViews()
        window?.setNeedsLayout()
        completion?()
    }

    // MARK: Frames

    /// The frame of this controller's view when presented in a window of `bounds` (see
    /// ``ModalPresentationStyle`` for the rules and their sources).
    func presentationFrame(in bounds: CGRect, window: Window) -> CGRect {
        let insets = window.safeAreaInsets
        let classes = PresentationSizeClasses(size: bounds.size)
        switch containerState.presenting == nil ? modalPresentationStyle.resolved : containerState.presentationStyle {
        case .pageSheet:
            if classes.regularWidth { return formSheetFrame(in: bounds) }
            return classes.compactHeight ? bounds : phoneSheetFrame(in: bounds, insets: insets, window: window)
        case .formSheet, .popover:
            // "If the presenting view has compact width, a form sheet presentation will adapt and
            // fill the width, just like on iPhone" (Geoff Hackworth, "View Controller
            // Presentation Changes in iOS and iPadOS 16").
            if classes.regularWidth { return formSheetFrame(in: bounds) }
            return classes.compactHeight ? bounds : phoneSheetFrame(in: bounds, insets: insets, window: window)
        default:
            return bounds
        }
    }

    private func phoneSheetFrame(in bounds: CGRect, insets: EdgeInsets, window: Window) -> CGRect {
        let sheet = containerState.sheet ?? SheetPresentationController(presentedViewController: self)
        return sheet.phoneSheetFrame(in: bounds, insets: insets, traits: window.traitCollection)
    }

    /// A form sheet in a regular width: 540 × 620 points, or the `preferredContentSize`'s
    /// non-zero sides, centred. 540 × 620 is UIKit's form sheet size: a `ModalDimensionsLabel`
    /// showing "540 x 620" in .NET MAUI's form-sheet UI test, "Catalyst's default form sheet is
    /// 540×620" in public app code, and Urban Airship's iPad overlay matching it (iPadOS 16
    /// made form sheets "slightly bigger" in a beta, per Geoff Hackworth; the released systems'
    /// 540 × 620 is used).
    private func formSheetFrame(in bounds: CGRect) -> CGRect {
        let width = Swift.min(preferredContentSize.width > 0 ? preferredContentSize.width : 540, bounds.width)
        let height = Swift.min(preferredContentSize.height > 0 ? preferredContentSize.height : 620, bounds.height)
        return CGRect(x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
                      width: width, height: height)
    }
}

/// The size classes of a full-screen window of a size, by the rule of `Window.windowTraits`:
/// an iPad's window (both sides at least 768) is regular; a phone's has a regular width from
/// 896 points wide and a compact height below 500.
struct PresentationSizeClasses {
    /// Whether the width is regular.
    let regularWidth: Bool
    /// Whether the height is compact.
    let compactHeight: Bool

    init(size: CGSize) {
        let isPad = size.width >= 768 && size.height >= 768
        regularWidth = isPad || size.width >= 896
        compactHeight = !isPad && size.height < 500
    }
}

extension Window {
    /// The root views of the presentation chain that are in the window, bottom first: the root
    /// view controller's view and each presented controller's view.
    func presentationChainViews() -> [View] {
        var views: [View] = []
        var next = rootViewController
        while let controller = next {
            if let view = controller.viewIfLoaded, view.superview === self { views.append(view) }
            next = controller.containerState.presented
        }
        return views
    }

    /// Places every presented controller's view (that translates its frame) at its
    /// presentation frame; called by the window's `layoutSubviews()`.
    func layOutPresentedViews() {
        var next = rootViewController?.containerState.presented
        while let controller = next {
            if let view = controller.viewIfLoaded, view.superview === self, view.translatesAutoresizingMaskIntoConstraints {
                let frame = controller.presentationFrame(in: bounds, window: self)
                if view.frame != frame { view.frame = frame }
            }
            next = controller.containerState.presented
        }
    }
}
