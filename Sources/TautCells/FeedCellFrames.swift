import Foundation
import Taut

/// The feed cell of ``FeedCell`` laid out by hand-written frame code: `sizeThatFits(_:)` and
/// arithmetic in `layoutSubviews()`, measuring labels with the same text measurer — what app
/// code without Auto Layout does, and the reference Auto Layout is timed against.
public final class FeedCellFrames: FeedCellContent {
    private static let margin: CGFloat = 8
    private static let spacing: CGFloat = 8

    /// The height the cell needs at `size.width`.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: layOut(width: size.width, apply: false))
    }

    /// Places every subview from the cell's width.
    public override func layoutSubviews() {
        _ = layOut(width: bounds.width, apply: true)
    }

    /// Computes (and with `apply`, sets) every frame for `width`; returns the cell's height.
    private func layOut(width: CGFloat, apply: Bool) -> CGFloat {
        let m = FeedCellFrames.margin, s = FeedCellFrames.spacing
        let right = width - m
        func place(_ view: View, _ rect: CGRect) { if apply { view.frame = rect } }
        func line(_ label: Label, x: CGFloat, y: CGFloat, maxWidth: CGFloat) -> CGRect {
            let size = label.sizeThatFits(CGSize(width: 0, height: 0))
            return CGRect(x: x, y: y, width: min(size.width, maxWidth), height: size.height)
        }
        func wrapped(_ label: Label, x: CGFloat, y: CGFloat, width: CGFloat) -> CGRect {
            CGRect(x: x, y: y, width: width, height: label.sizeThatFits(CGSize(width: width, height: 0)).height)
        }
        let action = line(actionLabel, x: m, y: m, maxWidth: right - m)
        place(actionLabel, action)
        let image = CGRect(x: m, y: action.maxY + s, width: 40, height: 40)
        place(posterImage, image)
        let textX = image.maxX + s
        let name = line(posterNameLabel, x: textX, y: action.maxY + s, maxWidth: right - textX)
        place(posterNameLabel, name)
        let headline = wrapped(posterHeadlineLabel, x: textX, y: name.maxY, width: right - textX)
        place(posterHeadlineLabel, headline)
        let time = line(posterTimeLabel, x: textX, y: headline.maxY, maxWidth: right - textX)
        place(posterTimeLabel, time)
        let comment = wrapped(posterCommentLabel, x: m, y: max(image.maxY, time.maxY) + s, width: right - m)
        place(posterCommentLabel, comment)
        let content = CGRect(x: m, y: comment.maxY + s, width: right - m, height: 160)
        place(contentImage, content)
        let title = wrapped(contentTitleLabel, x: m, y: content.maxY + s, width: right - m)
        place(contentTitleLabel, title)
        let like = line(likeLabel, x: m, y: title.maxY + s, maxWidth: .greatestFiniteMagnitude)
        place(likeLabel, like)
        var middle = line(commentLabel, x: 0, y: like.minY, maxWidth: .greatestFiniteMagnitude)
        middle.origin.x = width / 2 - middle.width / 2
        place(commentLabel, middle)
        var share = line(shareLabel, x: 0, y: like.minY, maxWidth: .greatestFiniteMagnitude)
        share.origin.x = right - share.width
        place(shareLabel, share)
        let actor = CGRect(x: m, y: like.maxY + s, width: 30, height: 30)
        place(actorImage, actor)
        var actorText = line(actorCommentLabel, x: actor.maxX + s, y: 0, maxWidth: right - actor.maxX - s)
        actorText.origin.y = actor.midY - actorText.height / 2
        place(actorCommentLabel, actorText)
        return actor.maxY + m
    }
}
