import Foundation
import Taut
import Yams

/// Reads a YAML layout file into a `LayoutFile`, collecting every mistake with its
/// file, line and column instead of stopping at the first.
///
/// The loader is lenient: a bad value is reported and left out, and the rest of the file
/// is still read, so that the builder can report its own mistakes (unknown views, bad
/// equations) in the same run. Only a YAML syntax error stops it, since nothing after it
/// can be trusted.
///
/// ```swift
/// let (file, errors) = LayoutFileLoader.load(contentsOf: "Examples/login-form.yaml")
/// let scene = LayoutFileBuilder(file).build()      // errors + scene.errors: every mistake
/// ```
///
/// `LayoutFileScene.load(contentsOf:)` does both steps and throws the mistakes.
public struct LayoutFileLoader {
    /// The path used in positions.
    let path: String
    /// The mistakes found so far.
    var errors: [LayoutFileError] = []

    init(path: String) {
        self.path = path
    }

    /// Reads and decodes the YAML file at `path`; the errors (an unreadable file, YAML syntax,
    /// unknown keys, bad values) are sorted by position and name `path`.
    ///
    /// A file that can't be read is one error saying why: there is no such file, it is a
    /// directory, permission denied, or it is not UTF-8 text (with the line and column of the
    /// first byte that is not).
    public static func load(contentsOf path: String) -> (file: LayoutFile, errors: [LayoutFileError]) {
        let start = LayoutFilePosition(file: path, line: 1, column: 1)
        let data: Data
        switch LayoutFileReading.read(path) {
        case .success(let contents): data = contents
        case .failure(let reason): return (LayoutFile(path: path), [LayoutFileError(reason.message, at: start)])
        }
        guard let yaml = String(data: data, encoding: .utf8) else {
            let (line, column, byte) = LayoutFileReading.firstInvalidUTF8(in: data)
            let message = "the file is not UTF-8 text: byte 0x" + String(format: "%02X", byte) + " here is not valid UTF-8"
            return (LayoutFile(path: path), [LayoutFileError(message, at: LayoutFilePosition(file: path, line: line, column: column))])
        }
        return load(yaml: yaml, path: path)
    }

    /// "cannot read the file: …" for an `errno` value from opening or reading it.
    static func readFailure(errno code: Int32) -> String {
        LayoutFileReading.Failure(errno: code).message
    }

    /// Decodes the YAML text `yaml`, naming `path` in positions; the errors are sorted by
    /// position.
    public static func load(yaml: String, path: String) -> (file: LayoutFile, errors: [LayoutFileError]) {
        var loader = LayoutFileLoader(path: path)
        let file = loader.decode(yaml)
        return (file, LayoutFileErrors(loader.errors).errors)
    }

    private mutating func decode(_ yaml: String) -> LayoutFile {
        var file = LayoutFile(path: path)
        // Size and depth first: the YAML parser recurses once per level of nesting.
        var limits = LayoutFileTextLimits()
        if let error = limits.check(yaml, path: path) {
            errors.append(error)
            return file
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            report(syntaxError: error, limits: limits)
            return file
        } catch {
            fail("cannot read the YAML: \(error)", at: LayoutFilePosition(file: path, line: 1, column: 1))
            return file
        }
        guard let root else {
            fail("the file is empty; expected 'canvas', 'views' and 'constraints'",
                 at: LayoutFilePosition(file: path, line: 1, column: 1))
            return file
        }
        guard let top = mapping(root, "the file") else { return file }
        checkKeys(top, allowed: ["canvas", "views", "metrics", "constraints"], in: "the file")
        if let canvas = top["canvas"] { file.canvas = decodeCanvas(canvas) }
        if let metrics = top["metrics"] { file.metrics = decodeMetrics(metrics) }
        if let views = top["views"] { file.views = decodeViews(views) }
        if let constraints = top["constraints"] { file.constraints = decodeConstraints(constraints) }
        return file
    }

    /// A syntax error at the construct left open when the text ends inside a quote or a flow
    /// collection (libYAML notices it only where it gives up, usually the end of the file),
    /// else where libYAML stopped.
    private mutating func report(syntaxError error: YamlError, limits: LayoutFileTextLimits) {
        switch error {
        case .scanner(_, let problem, let mark, _),
             .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            if let quote = limits.openQuote {
                fail("YAML syntax: this quoted text is never closed (\(problem))",
                     at: LayoutFilePosition(file: path, line: quote.line, column: quote.column))
            } else if let bracket = limits.openBrackets.last {
                fail("YAML syntax: this '\(bracket.character)' is never closed (\(problem))",
                     at: LayoutFilePosition(file: path, line: bracket.line, column: bracket.column))
            } else {
                fail("YAML syntax: \(problem)", at: LayoutFilePosition(file: path, line: mark.line, column: mark.column))
            }
        default:
            fail("cannot read the YAML: \(error)", at: LayoutFilePosition(file: path, line: 1, column: 1))
        }
    }

    // MARK: - Canvas and metrics

    private mutating func decodeCanvas(_ node: Node) -> LayoutFileCanvas {
        var canvas = LayoutFileCanvas()
        guard let map = mapping(node, "'canvas'") else { return canvas }
        checkKeys(map, allowed: ["width", "height", "safeArea", "direction"], in: "'canvas'")
        if let node = map["width"], let value = canvasLength(node, "'width'") { canvas.width = value }
        if let node = map["height"], let value = canvasLength(node, "'height'") { canvas.height = value }
        if let node = map["safeArea"], let insets = decodeInsets(node, "'safeArea'") { canvas.safeArea = insets }
        if let node = map["direction"], let text = string(node, "'direction'") {
            switch text {
            case "leftToRight", "ltr": canvas.isRightToLeft = false
            case "rightToLeft", "rtl": canvas.isRightToLeft = true
            default:
                fail("unknown direction '\(text)'; expected 'leftToRight' or 'rightToLeft'", at: position(of: node))
            }
        }
        return canvas
    }

    /// A canvas side: greater than 0 and at most 1,000,000 points.
    private mutating func canvasLength(_ node: Node, _ what: String) -> Double? {
        guard let value = positiveNumber(node, what) else { return nil }
        guard value <= 1_000_000 else {
            fail("\(what) must be at most 1000000", at: position(of: node))
            return nil
        }
        return value
    }

    private mutating func decodeMetrics(_ node: Node) -> [String: Double] {
        var metrics: [String: Double] = [:]
        guard let map = mapping(node, "'metrics'") else { return metrics }
        for (key, value) in map {
            guard let name = identifier(key, "a metric name") else { continue }
            if let number = number(value, "metric '\(name)'") { metrics[name] = number }
        }
        return metrics
    }

    /// One number for all sides, or a mapping of sides.
    mutating func decodeInsets(_ node: Node, _ what: String) -> LayoutFileInsets? {
        if case .scalar = node {
            return number(node, what).map { LayoutFileInsets(all: $0) }
        }
        guard let map = mapping(node, what) else { return nil }
        let sides = ["top", "bottom", "left", "right", "leading", "trailing"]
        checkKeys(map, allowed: sides, in: what)
        var insets = LayoutFileInsets()
        for side in sides {
            guard let value = map[side], let number = number(value, "'\(side)' of \(what)") else { continue }
            switch side {
            case "top": insets.top = number
            case "bottom": insets.bottom = number
            case "left": insets.left = number
            case "right": insets.right = number
            case "leading": insets.leading = number
            default: insets.trailing = number
            }
        }
        return insets
    }

    // MARK: - Constraints

    private mutating func decodeConstraints(_ node: Node) -> [LayoutFileConstraint] {
        guard case .sequence(let list) = node else {
            fail("'constraints' must be a list of strings, one per line starting with '- '", at: position(of: node))
            return []
        }
        var constraints: [LayoutFileConstraint] = []
        for item in list {
            if case .scalar = item {
                guard let text = string(item, "a constraint") else { continue }
                constraints.append(LayoutFileConstraint(text, at: textPosition(of: item)))
                continue
            }
            guard let map = mapping(item, "a constraint") else { continue }
            checkKeys(map, allowed: ["format", "equation", "options", "id"], in: "a constraint")
            let format = map["format"], equation = map["equation"]
            guard (format == nil) != (equation == nil), let textNode = format ?? equation else {
                fail("a constraint needs exactly one of 'format' (a visual format) or 'equation'", at: position(of: item))
                continue
            }
            guard let text = string(textNode, "a constraint") else { continue }
            var options: [LayoutFileReference] = []
            if let node = map["options"] {
                let nodes: [Node]
                if case .sequence(let list) = node { nodes = Array(list) } else { nodes = [node] }
                for option in nodes {
                    if let name = string(option, "an option") {
                        options.append(LayoutFileReference(name, at: textPosition(of: option)))
                    }
                }
            }
            let identifier = map["id"].flatMap { string($0, "'id'") }
            constraints.append(LayoutFileConstraint(
                text, kind: format != nil ? .visualFormat : .equation,
                at: textPosition(of: textNode), options: options, identifier: identifier))
        }
        return constraints
    }
}
