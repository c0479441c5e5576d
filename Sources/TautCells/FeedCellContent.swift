import Foundation
import Taut

/// The views and content of the benchmark's feed cell, shared by its two layouts:
/// ``FeedCell`` (Auto Layout) and ``FeedCellFrames`` (hand-written frame code).
public class FeedCellContent: View {
    /// The action line ("Ada liked this").
    public let actionLabel = FeedCell.label(size: 10)
    /// The poster's picture.
    public let posterImage = ImageView(image: Image(size: CGSize(width: 40, height: 40)))
    /// The poster's name.
    public let posterNameLabel = FeedCell.label(size: 15)
    /// The poster's headline, three lines at most.
    public let posterHeadlineLabel = FeedCell.label(size: 10, lines: 3)
    /// When it was posted.
    public let posterTimeLabel = FeedCell.label(size: 10)
    /// The poster's comment, any number of lines.
    public let posterCommentLabel = FeedCell.label(size: 15, lines: 0)
    /// The shared content's picture.
    public let contentImage = ImageView(image: Image(size: CGSize(width: 359, height: 160)))
    /// The shared content's title, two lines at most.
    public let contentTitleLabel = FeedCell.label(size: 20, lines: 2)
    /// "Like".
    public let likeLabel = FeedCell.label(size: 10)
    /// "Comment".
    public let commentLabel = FeedCell.label(size: 10)
    /// "Share".
    public let shareLabel = FeedCell.label(size: 10)
    /// The commenting member's picture.
    public let actorImage = ImageView(image: Image(size: CGSize(width: 30, height: 30)))
    /// The member's comment.
    public let actorCommentLabel = FeedCell.label(size: 10)

    /// Creates the cell's subviews, with the action row's fixed titles.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in namedViews.map(\.1) { addSubview(view) }
        likeLabel.text = "Like"
        commentLabel.text = "Comment"
        shareLabel.text = "Share"
    }

    /// Creates the cell; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Shows `item`'s texts.
    public func bind(_ item: FeedItem) {
        actionLabel.text = item.actionText
        posterNameLabel.text = item.posterName
        posterHeadlineLabel.text = item.posterHeadline
        posterTimeLabel.text = item.posterTime
        posterCommentLabel.text = item.posterComment
        contentTitleLabel.text = item.contentTitle
        actorCommentLabel.text = item.actorComment
    }

    /// The views whose frames the twins must agree on, by name.
    public var namedViews: [(String, View)] {
        [("action", actionLabel), ("posterImage", posterImage), ("posterName", posterNameLabel),
         ("posterHeadline", posterHeadlineLabel), ("posterTime", posterTimeLabel),
         ("posterComment", posterCommentLabel), ("contentImage", contentImage),
         ("contentTitle", contentTitleLabel), ("like", likeLabel), ("comment", commentLabel),
         ("share", shareLabel), ("actorImage", actorImage), ("actorComment", actorCommentLabel)]
    }

    static func label(size: CGFloat, lines: Int = 1) -> Label {
        let label = Label()
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = lines
        return label
    }
}
