import Foundation

import TautSolver

/// Scroll views in the engine: their content and frame layout guides, and UIKit's reading of
/// constraints between a scroll view and what it contains.
///
/// Apple's Auto Layout Guide ("Working with Scroll Views"): "Constraints between the edges or
/// margins of the scroll view and its content attach to the scroll view's content area.
/// Constraints between the height, width, or centers attach to the scroll view's frame."
/// Constraints with items outside the scroll view attach to its frame, as for any view. So a
/// user constraint relating a scroll view's left, right, top, bottom, leading or trailing
/// (or one of their margins) to an item inside the scroll view is built over the scroll view's
/// content layout guide instead.
///
/// The content guide's origin is the scroll view's own origin (content frames are in content
/// coordinates with a zero content offset). Its size is whatever the constraints make it; an
/// axis no constraint sizes takes the scroll view's ``ScrollView/contentSize`` as set by the
/// user (zero by default, UIKit's reading of an undetermined content size), through a
/// preference weaker than any priority, so that it is never reported as ambiguous.
extension LayoutEngine {
    /// The weight of the content guide's size preference: below priority 1 (about 1.02) and
    /// above the pushes of the ambiguity check (0.001), so that an undetermined content size
    /// is the set `contentSize` and not ambiguous.
    static let scrollContentSizeStrength = Strength(0.01)

    /// Creates the placement of a scroll view's content or frame guide (the guide's variables
    /// are `iv`, the scroll view's `owner`).
    func makeScrollGuideHold(_ iv: ItemVariables, guide: LayoutGuide, owner: View, kind: LayoutGuide.System) {
        let g = guide.itemReference, o = owner.itemReference
        if kind == .scrollFrame {
            iv.guideHold = [
                system(.scrollGuide, g, .left, o, .left, constant: 0, id: "frame layout guide"),
                system(.scrollGuide, g, .top, o, .top, constant: 0, id: "frame layout guide"),
                system(.scrollGuide, g, .width, o, .width, constant: 0, id: "frame layout guide"),
                system(.scrollGuide, g, .height, o, .height, constant: 0, id: "frame layout guide"),
            ]
            return
        }
        let size = (owner as? ScrollView)?.userContentSize ?? .zero
        iv.guideHold = [
            system(.scrollGuide, g, .left, o, .left, constant: 0, id: "content layout guide"),
            system(.scrollGuide, g, .top, o, .top, constant: 0, id: "content layout guide"),
            system(.scrollContentSize, g, .width, constant: size.width, priority: 1, id: "content size"),
            system(.scrollContentSize, g, .height, constant: size.height, priority: 1, id: "content size"),
        ]
    }

    /// The user set a scroll view's `contentSize`: the content guide's size preference follows.
    func scrollContentSizeDidChange(of scrollView: ScrollView) {
        guard let guide = scrollView.storedContentGuide, let iv = existingVariables(for: guide),
              iv.guideHold.count == 4 else { return }
        iv.guideHold[2].constant = scrollView.userContentSize.width
        iv.guideHold[3].constant = scrollView.userContentSize.height
    }

    /// For a user constraint between a scroll view's edges (or margins) and an item inside the
    /// scroll view, its form with the content layout guide in place of the scroll view's edges;
    /// `nil` when the constraint relates no such pair.
    func scrollContentForm(of constraint: LayoutConstraint, direction: UserInterfaceLayoutDirection) -> LinearForm? {
        guard constraint.kind == .user, let second = constraint.secondAnchor,
              constraint.firstAnchor.offset == nil, second.offset == nil else { return nil }
        let first = constraint.firstAnchor
        let firstScroll = contentAreaScrollView(first, other: second)
        let secondScroll = contentAreaScrollView(second, other: first)
        guard firstScroll != nil || secondScroll != nil else { return nil }
        let mirror = direction == .rightToLeft && constraint.usesDirection
        var result = LinearForm(capacity: 8)
        guard appendSubstituting(first, scroll: firstScroll, times: 1, direction: direction, mirror: mirror, to: &result),
              appendSubstituting(second, scroll: secondScroll, times: -Double(constraint.multiplier),
                                 direction: direction, mirror: mirror, to: &result)
        else { return nil }
        result.constant -= Double(constraint.storedConstant)
        return result
    }

    /// The scroll view whose content area `anchor` means: `anchor` is an edge or margin of a
    /// scroll view and `other`'s item lies inside that scroll view.
    private func contentAreaScrollView(_ anchor: LayoutAnchor, other: LayoutAnchor) -> ScrollView? {
        guard let scroll = anchor.storedItem as? ScrollView else { return nil }
        switch anchor.attribute.withoutMargin ?? anchor.attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: break
        default: return nil
        }
        let inner: View?
        if let view = other.storedItem as? View { inner = view } else { inner = (other.storedItem as? LayoutGuide)?.owningView }
        guard let inner, inner !== scroll, inner.isDescendant(of: scroll) else { return nil }
        return scroll
    }

    /// Appends `anchor`, or, when `scroll` is set, the same edge of `scroll`'s content guide
    /// (inset by the scroll view's margins for a margin attribute).
    private func appendSubstituting(_ anchor: LayoutAnchor, scroll: ScrollView?, times k: Double,
                                    direction: UserInterfaceLayoutDirection, mirror: Bool, to form: inout LinearForm) -> Bool {
        guard let scroll else { return append(anchor, times: k, direction: direction, mirror: mirror, to: &form) }
        let base = anchor.attribute.withoutMargin ?? anchor.attribute
        guard append(scroll.contentLayoutGuide.anchor(for: base), times: k, direction: direction, mirror: mirror, to: &form)
        else { return false }
        guard anchor.attribute.withoutMargin != nil else { return true }
        // The content area's margins: the scroll view's margins inside the content guide's edges
        // (not the safe area, which belongs to the frame).
        let m = scroll.resolvedMargins(for: scroll.effectiveUserInterfaceLayoutDirection)
        var resolved = base
        if base == .leading { resolved = direction == .rightToLeft ? .right : .left }
        if base == .trailing { resolved = direction == .rightToLeft ? .left : .right }
        let inset: CGFloat
        switch resolved {
        case .left: inset = m.left
        case .right: inset = -m.right
        case .top: inset = m.top
        default: inset = -m.bottom
        }
        let sign: Double = mirror && (resolved == .left || resolved == .right) ? -1 : 1
        form.constant += k * sign * Double(inset)
        return true
    }
}
