/// A small deterministic random number generator (SplitMix64), so that generated cells are the
/// same on every machine and in every run.
public struct CellContentGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A sentence of `min...max` words from a fixed vocabulary.
    public mutating func sentence(words range: ClosedRange<Int>) -> String {
        let count = Int.random(in: range, using: &self)
        return (0..<count).map { _ in CellContentGenerator.vocabulary.randomElement(using: &self) ?? "word" }
            .joined(separator: " ")
    }

    private static let vocabulary = [
        "layout", "swift", "engine", "a", "constraint", "of", "the", "feed", "cell", "is", "measured",
        "quickly", "on", "Linux", "and", "every", "frame", "matches", "hand", "written", "code", "today",
        "solver", "view", "label", "image", "team", "shipped", "new", "release", "with", "faster", "text",
    ]
}
