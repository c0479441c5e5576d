import Foundation
import Taut

/// A second self-sizing cell, laid out with SnapKit's `snp` DSL and anchors: an avatar with a
/// name and a subtitle of up to two lines beside it, a post body below whichever ends lower,
/// an action row with a like count aligned on the "Like" baseline and "Reply" centred on it,
/// and a half-point divider at the bottom. 12-point padding; fonts of 10 and 15 points.
public final class ActionCard: ActionCardContent {
    /// Creates the card and its constraints.
    public override init(frame: CGRect) {
        super.init(frame: frame)
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
}
