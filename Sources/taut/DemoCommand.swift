import ArgumentParser
import Foundation
import Taut
import TautLayoutFile

/// `taut demo`: lays out a built-in screen left to right and right to left, prints the
/// frames and writes two SVG pictures.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lay out a built-in example screen in both directions and draw it.",
        discussion: """
            Example:
              swift run taut demo
              swift run taut demo --output-dir /tmp

            Prints the frame of every view, left to right then right to left, and writes
            taut-demo.svg and taut-demo-rtl.svg (in the current directory unless
            --output-dir is given). The screen is the layout file printed by
            `taut demo --print-file`; render your own with `taut render FILE`.
            """
    )

    @Option(help: "The directory to write the SVG files to.")
    var outputDir: String = "."

    @Flag(help: "Prints the built-in layout file instead of laying it out.")
    var printFile = false

    func run() throws {
        let code = execute(console: StandardConsole())
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs the command, writing to `console`; returns the exit status.
    func execute(console: Console) -> Int32 {
        if printFile {
            console.print(String(DemoScreen.yaml.dropLast()))
            return 0
        }
        var written: [String] = []
        for rightToLeft in [false, true] {
            var (file, errors) = LayoutFileLoader.load(yaml: DemoScreen.yaml, path: DemoScreen.path)
            file.canvas.isRightToLeft = rightToLeft
            let scene = LayoutFileBuilder(file).build()
            errors += scene.errors
            guard errors.isEmpty else {
                LayoutFileOptions.report(errors, in: DemoScreen.path, source: DemoScreen.yaml, console: console)
                return 1
            }
            scene.layout()
            let snapshot = scene.snapshot()
            console.print(rightToLeft ? "\nRight to left:" : "Left to right (\(DemoScreen.title)):")
            console.print(String(FrameTableRenderer().render(snapshot).dropLast()))
            let name = rightToLeft ? "taut-demo-rtl.svg" : "taut-demo.svg"
            let path = URL(fileURLWithPath: outputDir).appendingPathComponent(name).path
            do {
                try SVGRenderer().render(snapshot).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                console.printError("error: cannot write \(path): \(error.localizedDescription)")
                return 1
            }
            written.append(path)
        }
        console.print("\nWrote \(written.joined(separator: " and ")). Open them in a browser.")
        console.print("Next: swift run taut render Examples/login-form.yaml --format text")
        return 0
    }
}
