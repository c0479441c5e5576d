import Foundation
import Taut

/// The card of ``ActionCard`` laid out by hand-written frame code, measuring with the same text
/// measurer: the reference Auto Layout is timed against.
public final class ActionCardFrames: ActionCardContent {
    /// The height the card needs at `size.width`.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: layOut(width: size.width, apply: false))
    }

    /// Places every subview from the card's width.
    public override func layoutSubviews() {
        _ = layOut(width: bounds.width, apply: true)
    }

    /// Computes (and with `apply`, sets) every frame for `width`; returns the card's height.
    private func layOut(width: CGFloat, apply: Bool) -> CGFloat {
        let pad: CGFloat = 12
        func place(_ view: View, _ rect: CGRect) { if apply { view.frame = rect } }
        func natural(_ label: Label) -> CGSize { label.sizeThatFits(CGSize(width: 0, height: 0)) }
        let avatarFrame = CGRect(x: pad, y: pad, width: 40, height: 40)
        place(avatar, avatarFrame)
        let textX = avatarFrame.maxX + 12
        let nameSize = natural(nameLabel)
        let name = CGRect(x: textX, y: pad, width: min(nameSize.width, width - pad - textX), height: nameSize.height)
        place(nameLabel, name)
        let subtitleWidth = width - pad - textX
        let subtitle = CGRect(x: textX, y: name.maxY + 2, width: subtitleWidth,
                              height: subtitleLabel.sizeThatFits(CGSize(width: subtitleWidth, height: 0)).height)
        place(subtitleLabel, subtitle)
        let bodyWidth = width - 2 * pad
        let body = CGRect(x: pad, y: max(avatarFrame.maxY, subtitle.maxY) + 12, width: bodyWidth,
                          height: bodyLabel.sizeThatFits(CGSize(width: bodyWidth, height: 0)).height)
        place(bodyLabel, body)
        let like = CGRect(origin: CGPoint(x: pad, y: body.maxY + 12), size: natural(likeLabel))
        place(likeLabel, like)
        // The count's baseline on Like's, each where the text measurer puts it below its
        // line's top (one font size with the monospaced measurer).
        let countSize = natural(countLabel)
        let baselineOffset = likeLabel.measureText().lastBaseline - countLabel.measureText().lastBaseline
        let count = CGRect(x: like.maxX + 4, y: like.minY + baselineOffset,
                           width: countSize.width, height: countSize.height)
        place(countLabel, count)
        let replySize = natural(replyLabel)
        let reply = CGRect(x: width - pad - replySize.width, y: like.midY - replySize.height / 2,
                           width: replySize.width, height: replySize.height)
        place(replyLabel, reply)
        let line = CGRect(x: 0, y: like.maxY + 12, width: width, height: 0.5)
        place(divider, line)
        return line.maxY
    }
}
