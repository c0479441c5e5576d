import Foundation
import Taut

/// The views and content of the benchmark's action card, shared by its two layouts:
/// ``ActionCard`` (SnapKit and anchors) and ``ActionCardFrames`` (hand-written frame code).
public class ActionCardContent: View {
    /// The member's picture.
    public let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 40)))
    /// The member's name.
    public let nameLabel = FeedCell.label(size: 15)
    /// The member's subtitle, two lines at most.
    public let subtitleLabel = FeedCell.label(size: 10, lines: 2)
    /// The post.
    public let bodyLabel = FeedCell.label(size: 15, lines: 0)
    /// "Like".
    public let likeLabel = FeedCell.label(size: 15)
    /// The like count, on the "Like" baseline.
    public let countLabel = FeedCell.label(size: 10)
    /// "Reply", centred on the action row.
    public let replyLabel = FeedCell.label(size: 15)
    /// The line at the bottom.
    public let divider = View()

    /// Creates the card's subviews, with the action row's fixed titles.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in namedViews.map(\.1) { addSubview(view) }
        likeLabel.text = "Like"
        replyLabel.text = "Reply"
    }

    /// Creates the card; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Shows `item`.
    public func bind(_ item: ActionCardItem) {
        nameLabel.text = item.name
        subtitleLabel.text = item.subtitle
        bodyLabel.text = item.body
        countLabel.text = String(item.likes)
    }

    /// The views whose frames the twins must agree on, by name.
    public var namedViews: [(String, View)] {
        [("avatar", avatar), ("name", nameLabel), ("subtitle", subtitleLabel), ("body", bodyLabel),
         ("like", likeLabel), ("count", countLabel), ("reply", replyLabel), ("divider", divider)]
    }
}
