import Foundation

/// Compiled Visual Format Language strings, so that a format written once in a cell's `init`
/// is parsed, checked and built once per process, and each later call only looks up the views
/// it names and makes the constraints.
///
/// A format's entry holds its syntax facts (the metric names it uses, whether it uses the
/// standard spacing) and up to ``templatesPerFormat`` templates, one per distinct
/// ``Key``: the options, the state of each metric the format uses, and the standard spacing
/// when the format uses it. A template exists only for a key whose build succeeded. The cache
/// holds at most ``capacity`` formats and is emptied when full, as ``VisualFormatSyntaxCache``
/// is; a format's templates beyond ``templatesPerFormat`` push out its oldest one. It is safe
/// to use from any thread.
enum VisualFormatTemplateCache {
    /// The most formats kept.
    static let capacity = 512
    /// The most templates kept per format (distinct options, metric values or spacings).
    static let templatesPerFormat = 8

    /// What a metric name stands for in one call's `metrics` dictionary.
    enum Metric: Equatable, Sendable {
        /// The dictionary has no such key.
        case missing
        /// The value is not a number.
        case invalid
        /// The value is this number (compared bit for bit, so that NaN matches NaN).
        case number(UInt64)

        /// The state of `value`, a value of the `metrics` dictionary or `nil`.
        init(_ value: Any?) {
            guard let value else { self = .missing; return }
            guard let number = LayoutConstraint.visualFormatNumber(value) else { self = .invalid; return }
            self = .number(number.bitPattern)
        }
    }

    /// What a format's constraints depend on besides its views.
    struct Key: Equatable, Sendable {
        /// The raw value of the options.
        var options: UInt
        /// The standard spacing between siblings, 0 when the format does not use it.
        var sibling: CGFloat
        /// The standard spacing to the superview, 0 when the format does not use it.
        var superview: CGFloat
        /// The state of each of the format's metric names (``Entry/metricNames``), in order.
        var metrics: [Metric]
    }

    /// A format's facts and its templates. The facts never change; the templates are read and
    /// written under the cache's lock only.
    final class Entry: @unchecked Sendable {
        /// The parsed format.
        let syntax: VisualFormatSyntax
        /// The metric names the format uses, in order.
        let metricNames: [String]
        /// The view names the format may look up, in order.
        let viewNames: [String]
        /// Whether the format uses the standard spacing.
        let usesStandardSpacing: Bool
        /// The templates by key, oldest first (under the lock).
        @exclusivity(unchecked) fileprivate var templates: [(key: Key, template: VisualFormatTemplate)] = []

        /// The facts of `syntax`, without templates.
        init(syntax: VisualFormatSyntax) {
            self.syntax = syntax
            metricNames = syntax.mentionedMetricNames
            viewNames = syntax.mentionedViewNames
            usesStandardSpacing = syntax.usesStandardSpacing
        }

        /// The template for the key of these fields, when a call with that key succeeded before.
        func template(options: UInt, sibling: CGFloat, superview: CGFloat,
                      metrics: UnsafeBufferPointer<Metric>) -> VisualFormatTemplate? {
            VisualFormatTemplateCache.lock.lock(); defer { VisualFormatTemplateCache.lock.unlock() }
            // Read in place: only the found template is copied out (one retain).
            return templates.withUnsafeBufferPointer { list in
                for index in list.indices
                where list[index].key.options == options && list[index].key.sibling == sibling
                    && list[index].key.superview == superview && list[index].key.metrics.elementsEqual(metrics) {
                    return list[index].template
                }
                return nil
            }
        }

        /// Keeps `template` for `key`, pushing out the oldest template when there are
        /// ``VisualFormatTemplateCache/templatesPerFormat`` already.
        func store(_ template: VisualFormatTemplate, for key: Key) {
            VisualFormatTemplateCache.lock.lock(); defer { VisualFormatTemplateCache.lock.unlock() }
            guard !templates.contains(where: { $0.key == key }) else { return }
            if templates.count >= templatesPerFormat { templates.removeFirst() }
            templates.append((key, template))
        }

        /// How many templates the format has (for tests).
        var templateCount: Int {
            VisualFormatTemplateCache.lock.lock(); defer { VisualFormatTemplateCache.lock.unlock() }
            return templates.count
        }
    }

    private static let lock = NSLock()
    @exclusivity(unchecked) nonisolated(unsafe) private static var entries: [String: Entry] = [:]

    /// The entry of `format`, parsed on first use; throws the syntax error of a format that
    /// does not parse.
    static func entry(of format: String) throws(VisualFormatError) -> Entry {
        let slot = recentSlot(of: format)
        lock.lock()
        // The same string value as a recent call (a literal written once in a cell's `init` is
        // the same value every time) is found without hashing its characters: its
        // representation is compared bit for bit (equal bits are an equal string: a recent
        // format keeps its storage alive). A format is looked for in the ``recentWays`` slots
        // of its set, so that the formats of one cell sharing a set do not push each other
        // out on every call.
        if let found = recentEntry(of: format, slot: slot) {
            lock.unlock()
            return found
        }
        let cached = entries[format]
        if let cached { remember(format, cached, slot: slot) }
        lock.unlock()
        if let cached { return cached }
        let entry = Entry(syntax: try VisualFormatSyntaxCache.syntax(of: format))
        lock.lock(); defer { lock.unlock() }
        if let raced = entries[format] { return raced }
        if entries.count >= capacity {
            entries.removeAll(keepingCapacity: true)
            recent = Array(repeating: nil, count: recentCount)
        }
        entries[format] = entry
        remember(format, entry, slot: slot)
        return entry
    }

    /// The entry of `format` among the recent formats of the set of `slot` (under the lock),
    /// found by comparing string representations.
    private static func recentEntry(of format: String, slot: Int) -> Entry? {
        let first = slot & ~(recentWays - 1)
        guard MemoryLayout<String>.size == 16 else {
            for way in first..<(first + recentWays) where recent[way]?.format == format { return recent[way]?.entry }
            return nil
        }
        let wanted = representation(of: format)
        for way in first..<(first + recentWays) {
            if let recent = recent[way], representation(of: recent.format) == wanted { return recent.entry }
        }
        return nil
    }

    /// The bits of a string's representation (a 16-byte `String`).
    private static func representation(of string: String) -> (UInt64, UInt64) {
        withUnsafeBytes(of: string) { bytes in
            (bytes.load(fromByteOffset: 0, as: UInt64.self), bytes.load(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// Puts `format` and its entry first in the set of `slot` (under the lock); the others
    /// move down one way, and the last one of a full set goes.
    private static func remember(_ format: String, _ entry: Entry, slot: Int) {
        let first = slot & ~(recentWays - 1)
        var way = first + recentWays - 1
        while way > first {
            recent[way] = recent[way - 1]
            way -= 1
        }
        recent[first] = (format, entry)
    }

    /// Whether `format` is among the recent formats, found without hashing (for tests).
    static func isRecent(_ format: String) -> Bool {
        let slot = recentSlot(of: format)
        lock.lock(); defer { lock.unlock() }
        return recentEntry(of: format, slot: slot) != nil
    }

    /// How many slots a set of recent formats has: a format may be in any of its set's.
    static let recentWays = 4

    /// How many recently used formats are remembered by their representation: 64 sets of
    /// ``recentWays``. A literal format's slot follows where the literal lies in the binary, so
    /// which formats share a set changes with every build; with 64 sets, the sixteen formats
    /// of a cell put five in one set (and push each other out on every call) about once in
    /// 4000 builds, against once in 30 with 16 sets.
    static let recentCount = 256
    /// Recently used formats and their entries, by ``recentSlot(of:)`` (under the lock).
    @exclusivity(unchecked) nonisolated(unsafe) private static var recent: [(format: String, entry: Entry)?] =
        Array(repeating: nil, count: recentCount)

    /// The slot of `format` among the recent formats: a mix of the bits of the string's
    /// representation (its storage address and count, or its characters for a short string),
    /// which costs the same whatever its length.
    static func recentSlot(of format: String) -> Int {
        withUnsafeBytes(of: format) { bytes in
            let wordSize = MemoryLayout<UInt>.size
            var mixed: UInt64 = 0
            var offset = 0
            while offset + wordSize <= bytes.count {
                let word = UInt64(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: offset, as: UInt.self))
                mixed = (mixed ^ word) &* 0x9E37_79B9_7F4A_7C15
                offset += wordSize
            }
            return Int(truncatingIfNeeded: mixed >> 40) & (recentCount - 1)
        }
    }

    /// How many formats are cached (for tests).
    static var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }
}
