import ArgumentParser
import Taut

/// The layout direction given on the command line.
enum DirectionOption: String, ExpressibleByArgument, CaseIterable {
    case ltr, rtl, leftToRight, rightToLeft

    /// Whether the direction is right to left.
    var isRightToLeft: Bool { self == .rtl || self == .rightToLeft }
}

/// The arguments shared by `render` and `check`: the file and canvas overrides.
struct LayoutFileOptions: ParsableArguments {
    @Argument(help: "The layout file (YAML).")
    var file: String

    @Option(help: "Overrides the canvas width, in points.")
    var width: Double?

    @Option(help: "Overrides the canvas height, in points.")
    var height: Double?

    @Option(help: "Overrides the layout direction: ltr or rtl.")
    var direction: DirectionOption?

    func validate() throws {
        if let width, !(width > 0 && width.isFinite) {
            throw ValidationError("--width must be a positive number, got \(width.formatted)")
        }
        if let height, !(height > 0 && height.isFinite) {
            throw ValidationError("--height must be a positive number, got \(height.formatted)")
        }
    }

    /// Reads the file and applies the overrides; prints every error to `console`'s error
    /// stream (with the offending line) and returns `nil` when there is any.
    func load(console: Console) -> LayoutFile? {
        var (file, errors) = LayoutFileLoader.load(contentsOf: self.file)
        if let width { file.canvas.width = width }
        if let height { file.canvas.height = height }
        if let direction { file.canvas.isRightToLeft = direction.isRightToLeft }
        guard errors.isEmpty else {
            report(errors, console: console)
            return nil
        }
        return file
    }

    /// Prints `errors`, sorted by position, each with its source line and a caret.
    func report(_ errors: [LayoutFileError], console: Console) {
        let source = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        for error in LayoutFileErrors(errors).errors {
            console.printError(error.description(withSource: source))
        }
        console.printError("\(errors.count) error\(errors.count == 1 ? "" : "s") in \(file)")
    }
}
