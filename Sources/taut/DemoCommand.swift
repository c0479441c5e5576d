import ArgumentParser
import Foundation
import Taut
import TautLayoutFile
#if SystemText
import TautPango
#endif

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
            --output-dir is given); built with the SystemText trait, also taut-demo.png and
            taut-demo-rtl.png, with text measured and drawn by Pango. The screen is the layout file printed by
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
        var pictures: [String] = []
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
            #if SystemText
            let png = URL(fileURLWithPath: outputDir).appendingPathComponent(rightToLeft ? "taut-demo-rtl.png" : "taut-demo.png").path
            do {
                try Self.writePNG(file: file, to: png)
            } catch {
                console.printError("error: cannot write \(png): \(error)")
                return 1
            }
            pictures.append(png)
            #endif
        }
        console.print("\nWrote \(written.joined(separator: " and ")). Open them in a browser.")
        if !pictures.isEmpty {
            console.print("Wrote \(pictures.joined(separator: " and ")) (text measured and drawn by Pango).")
        }
        console.print("Next: swift run taut render Examples/login-form.yaml --format text")
        return 0
    }

    #if SystemText
    /// Lays `file` out again with its labels measured by Pango and writes its PNG picture.
    private static func writePNG(file: LayoutFile, to path: String) throws(PangoError) {
        let scene = LayoutFileBuilder(file).build()
        let measurer = PangoTextMeasurer()
        measurer.measureLabels(in: scene.root)
        scene.layout()
        try CairoRenderer(measurer: measurer).writePNG(scene.snapshot(detectAmbiguity: false), to: path)
    }
    #endif
}
