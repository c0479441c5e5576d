import Foundation

/// Finds the name a misspelt name was probably meant to be, for "did you mean" hints.
enum LayoutFileNameMatcher {
    /// The candidate closest to `name`: a case-insensitive match first, then the shortest
    /// candidate that starts with `name` (of at least 2 characters, ignoring case: `lead` is
    /// short for `leading`, not a misspelt `left`), then the one at the smallest edit distance
    /// if that distance is at most 2 (1 for names of up to 3 characters); `nil` when none is
    /// close.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered && $0 != name }) {
            return sameLetters
        }
        if lowered.count >= 2 {
            var shortest: String?
            for candidate in candidates where candidate.count > name.count && candidate.lowercased().hasPrefix(lowered) {
                if candidate.count < (shortest?.count ?? Int.max) { shortest = candidate }
            }
            if let shortest { return shortest }
        }
        let limit = name.count <= 3 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The Levenshtein distance between `a` and `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
