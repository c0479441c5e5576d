/// The content of one feed cell, modelled on the LinkedIn feed item of the LayoutKit and
/// LayoutFrameworkBenchmark suites: who acted, the poster with a headline of up to three lines,
/// the poster's comment (any length), a content image and title, the action row and a
/// comment by another member.
public struct FeedItem: Sendable {
    /// "Ada liked this" (one line).
    public var actionText: String
    /// The poster's name (one line).
    public var posterName: String
    /// The poster's headline (wraps, three lines at most).
    public var posterHeadline: String
    /// When it was posted (one line).
    public var posterTime: String
    /// The poster's comment (wraps, any number of lines).
    public var posterComment: String
    /// The shared content's title (wraps, two lines at most).
    public var contentTitle: String
    /// The comment of the member shown at the bottom (one line).
    public var actorComment: String

    /// Creates an item from its texts.
    public init(actionText: String, posterName: String, posterHeadline: String, posterTime: String,
                posterComment: String, contentTitle: String, actorComment: String) {
        self.actionText = actionText
        self.posterName = posterName
        self.posterHeadline = posterHeadline
        self.posterTime = posterTime
        self.posterComment = posterComment
        self.contentTitle = contentTitle
        self.actorComment = actorComment
    }

    /// `count` items generated from `seed`, with texts of varied lengths (some single-line
    /// texts too long for their line, headlines of one to more than three lines).
    public static func generate(count: Int, seed: UInt64) -> [FeedItem] {
        var random = CellContentGenerator(seed: seed)
        return (0..<count).map { _ in
            FeedItem(actionText: random.sentence(words: 2...5),
                     posterName: random.sentence(words: 2...3),
                     posterHeadline: random.sentence(words: 3...30),
                     posterTime: random.sentence(words: 1...3),
                     posterComment: random.sentence(words: 0...60),
                     contentTitle: random.sentence(words: 2...14),
                     actorComment: random.sentence(words: 1...12))
        }
    }
}
