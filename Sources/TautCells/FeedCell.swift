import Foundation
import Taut

/// The feed cell laid out by Auto Layout: fifteen Visual Format Language strings and four
/// raw constraints, built once in `init`, as app code writes it.
///
/// Five sections, top to bottom, inside 8-point margins: the action line; the poster (a
/// 40 × 40 image beside the name, a headline of up to three lines and the time); the comment
/// (any number of lines) below whichever of the image and the poster's texts ends lower; the
/// content (a 160-point image and a title of up to two lines); the action row (like at the
/// leading margin, comment centred, share at the trailing margin) and a 30 × 30 image with
/// the member's comment centred beside it. Fonts are 10, 15 and 20 points, so every frame is
/// a multiple of half a point and the frame-code twin, ``FeedCellFrames``, gives identical
/// numbers.
public final class FeedCell: FeedCellContent {
    /// Creates the cell and its constraints.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        let views: [String: View] = [
            "action": actionLabel, "posterImage": posterImage, "posterName": posterNameLabel,
            "posterHeadline": posterHeadlineLabel, "posterTime": posterTimeLabel, "posterComment": posterCommentLabel,
            "contentImage": contentImage, "contentTitle": contentTitleLabel, "like": likeLabel,
            "comment": commentLabel, "share": shareLabel, "actorImage": actorImage, "actorComment": actorCommentLabel,
        ]
        for view in views.values { view.translatesAutoresizingMaskIntoConstraints = false }
        let formats = [
            "H:|-m-[action]-(>=m)-|",
            "H:|-m-[posterImage(40)]-[posterName]-(>=m)-|",
            "H:[posterImage]-[posterHeadline]-m-|",
            "H:[posterImage]-[posterTime]-(>=m)-|",
            "V:|-m-[action]-[posterImage(40)]",
            "V:[action]-[posterName][posterHeadline][posterTime]",
            "H:|-m-[posterComment]-m-|",
            "V:[posterImage]-(>=m)-[posterComment]",
            "V:[posterTime]-(>=m)-[posterComment]",
            "H:|-m-[contentImage]-m-|",
            "V:[posterComment]-[contentImage(160)]-[contentTitle]-[like]",
            "H:|-m-[contentTitle]-m-|",
            "H:|-m-[like]-(>=m)-[comment]-(>=m)-[share]-m-|",
            "H:|-m-[actorImage(30)]-[actorComment]-(>=m)-|",
            "V:[like]-[actorImage(30)]-m-|",
        ]
        var constraints: [LayoutConstraint] = []
        for format in formats {
            constraints += LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: ["m": 8], views: views)
        }
        constraints += [
            LayoutConstraint(item: commentLabel, attribute: .centerX, relatedBy: .equal,
                             toItem: self, attribute: .centerX, multiplier: 1, constant: 0),
            LayoutConstraint(item: commentLabel, attribute: .centerY, relatedBy: .equal,
                             toItem: likeLabel, attribute: .centerY, multiplier: 1, constant: 0),
            LayoutConstraint(item: shareLabel, attribute: .centerY, relatedBy: .equal,
                             toItem: likeLabel, attribute: .centerY, multiplier: 1, constant: 0),
            LayoutConstraint(item: actorCommentLabel, attribute: .centerY, relatedBy: .equal,
                             toItem: actorImage, attribute: .centerY, multiplier: 1, constant: 0),
        ]
        LayoutConstraint.activate(constraints)
    }

    /// Creates the cell; see ``View/init(coder:)``.
    public required init?(coder: NSCoder) {
        nil
    }
}
