import ArgumentParser
import Taut
import TautLayoutFile

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
        if let width, !(width > 0 && width <= 1_000_000) {
            throw ValidationError("--width must be greater than 0 and at most 1000000, got \(Self.format(width))")
        }
        if let height, !(height > 0 && height <= 1_000_000) {
            throw ValidationError("--height must be greater than 0 and at most 1000000, got \(Self.format(height))")
        }
    }

    /// Reads the file, applies the overrides and builds the scene. Prints every error of
    /// the file (the loader's and the builder's together, with the offending line) to
    /// `console`'s error stream and returns `nil` when there is any.
    func scene(console: Console) -> LayoutFileScene? {
        var (file, errors) = LayoutFileLoader.load(contentsOf: self.file)
        if let width { file.canvas.width = width }
        if let height { file.canvas.height = height }
        if let direction { file.canvas.isRightToLeft = direction.isRightToLeft }
        let scene = LayoutFileBuilder(file).build()
        errors += scene.errors
        guard errors.isEmpty else {
            let source = (try? String(contentsOfFile: self.file, encoding: .utf8)) ?? ""
            LayoutFileOptions.report(errors, in: self.file, source: source, console: console)
            return nil
        }
        return scene
    }

    /// Prints `errors`, sorted by position, each with its source line and a caret, then a count.
    static func report(_ errors: [LayoutFileError], in path: String, source: String, console: Console) {
        for error in LayoutFileErrors(errors).errors {
            console.printError(error.description(withSource: source))
        }
        console.printError("\(errors.count) error\(errors.count == 1 ? "" : "s") in \(path)")
    }

    /// The number without a trailing `.0` when it is whole: `16`, `0.5`.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
