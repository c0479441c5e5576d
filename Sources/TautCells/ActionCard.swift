import Foundation
import Taut

/// A second self-sizing cell, laid out with SnapKit's `snp` DSL and anchors: an avatar with a
/// name and a subtitle of up to two lines beside it, a post body below whichever ends lower,
/// an action row with a like count aligned on the "Like" baseline and "Reply" centred on it,
/// and a half-point divider at the bottom. 12-point padding; fonts of 10 and 15 points.
public final class ActionCard: View {
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

    /// Creates the card and its constraints.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in namedViews.map(\.1) { addSubview(view) }
        likeLabel.text = "Like"
        replyLabel.text = "Reply"
        avatar.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(12)
            make.size.equalTo(40)
        }
        for view in [nameLabel, countLabel, likeLabel] { view.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -12),
        ])
        subtitleLabel.snp.makeConstraints { make in
            make.leading.equalTo(nameLabel)
            make.top.equalTo(nameLabel.snp.bottom).offset(2)
            make.trailing.equalToSuperview().inset(12)
        }
        bodyLabel.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(12)
            make.top.greaterThanOrEqualTo(avatar.snp.bottom).offset(12)
            make.top.greaterThanOrEqualTo(subtitleLabel.snp.bottom).offset(12)
        }
        LayoutConstraint.activate([
            likeLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            likeLabel.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 12),
            countLabel.leadingAnchor.constraint(equalTo: likeLabel.trailingAnchor, constant: 4),
            countLabel.lastBaselineAnchor.constraint(equalTo: likeLabel.lastBaselineAnchor),
        ])
        replyLabel.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(12)
            make.centerY.equalTo(likeLabel)
        }
        divider.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            make.height.equalTo(0.5)
            make.top.equalTo(likeLabel.snp.bottom).offset(12)
        }
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
