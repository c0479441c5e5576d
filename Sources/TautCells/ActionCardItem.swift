/// The content of one action card: a member's name and subtitle, a post body and a like count.
public struct ActionCardItem: Sendable {
    /// The member's name (one line).
    public var name: String
    /// The member's subtitle (wraps, two lines at most).
    public var subtitle: String
    /// The post (wraps, any number of lines).
    public var body: String
    /// The number of likes, shown beside "Like" on its baseline.
    public var likes: Int

    /// Creates an item from its parts.
    public init(name: String, subtitle: String, body: String, likes: Int) {
        self.name = name
        self.subtitle = subtitle
        self.body = body
        self.likes = likes
    }

    /// `count` items generated from `seed`.
    public static func generate(count: Int, seed: UInt64) -> [ActionCardItem] {
        var random = CellContentGenerator(seed: seed)
        return (0..<count).map { _ in
            ActionCardItem(name: random.sentence(words: 1...6), subtitle: random.sentence(words: 0...16),
                           body: random.sentence(words: 1...50), likes: Int.random(in: 0...99_999, using: &random))
        }
    }
}
