import Foundation

/// Parsed Visual Format Language strings, so that a format written once in a cell's `init` is
/// parsed once per process, not once per cell.
///
/// Parsing is a pure function of the format string, so a cached result (the syntax tree or the
/// error with its column) is exactly what parsing again would give; names, metrics and options
/// are resolved afterwards, once per distinct options and metric values, by
/// `VisualFormatTemplateCache`, which asks this cache for a format it has not seen. The cache holds at most ``capacity`` formats and is
/// emptied when full (app code uses a few dozen formats; generated ones would only churn it).
/// It is safe to use from any thread.
enum VisualFormatSyntaxCache {
    /// The most formats kept.
    static let capacity = 512

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [String: Result<VisualFormatSyntax, VisualFormatError>] = [:]

    /// The syntax of `format`, parsed on first use.
    static func syntax(of format: String) throws(VisualFormatError) -> VisualFormatSyntax {
        lock.lock()
        let cached = entries[format]
        lock.unlock()
        if let cached { return try cached.get() }
        let result: Result<VisualFormatSyntax, VisualFormatError>
        do {
            result = .success(try VisualFormatParser.parse(format))
        } catch {
            result = .failure(error)
        }
        lock.lock()
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[format] = result
        lock.unlock()
        return try result.get()
    }

    /// How many formats are cached (for tests).
    static var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }
}
