import ArgumentParser
import Foundation
import Taut
#if SystemText
import TautPango
#endif

/// `taut render FILE`: lays out a layout file and writes it as SVG, JSON, a text table or,
/// with the SystemText trait, a PNG picture.
struct RenderCommand: ParsableCommand {
    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, json, text, png
    }

    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout file and render it as SVG, JSON, a text table or PNG.",
        discussion: """
            Examples:
              taut render Examples/login-form.yaml -o login.svg
              taut render Examples/login-form.yaml --direction rtl --format text
              taut render Examples/card-grid.yaml --width 768 --height 1024 --format json
              taut render Examples/profile-header.yaml --debug -o profile-debug.svg
              swift run --traits SystemText taut render Examples/login-form.yaml --format png -o login.png

            Without -o, the output goes to standard output. Conflicts are reported on
            standard error and the layout goes on without the constraint left out. Errors
            in the file are printed to standard error with their line and column, and the
            exit status is 2.

            PNG pictures (--format png, which needs -o) measure and draw text with Pango and
            Cairo; they need Taut built with the SystemText trait (`--traits SystemText`) and
            the libpango1.0-dev and libcairo2-dev packages.
            """
    )

    @OptionGroup var layout: LayoutFileOptions

    @Option(name: .shortAndLong, help: "The output format: svg, json, text or png (png needs the SystemText trait and -o).")
    var format: Format = .svg

    @Option(name: [.short, .customLong("output")], help: "Writes to this file instead of standard output.")
    var output: String?

    @Flag(help: "In SVG, overlays layout margins, the safe area and layout guides, and outlines ambiguous views; in PNG, frames and names.")
    var debug = false

    func run() throws {
        let code = execute(console: StandardConsole())
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs the command, writing to `console`; returns the exit status.
    func execute(console: Console) -> Int32 {
        if format == .png {
            return executePNG(console: console)
        }
        guard let scene = layout.scene(console: console) else { return 2 }
        scene.layout()
        reportDiagnostics(of: scene, console: console)
        let snapshot = scene.snapshot(detectAmbiguity: format != .svg || debug)
        let rendered: String
        switch format {
        case .svg: rendered = SVGRenderer(debug: debug).render(snapshot)
        case .json: rendered = JSONRenderer().render(snapshot)
        case .text: rendered = FrameTableRenderer().render(snapshot)
        case .png: return executePNG(console: console)
        }
        guard let output else {
            console.print(String(rendered.dropLast()))  // print adds the final newline back
            return 0
        }
        do {
            try rendered.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            console.printError("error: cannot write \(output): \(error.localizedDescription)")
            return 1
        }
        console.print("Wrote \(output) (\(snapshot.nodes.count) views).")
        return 0
    }

    /// Prints the conflicts and other diagnostics of the layout pass as warnings.
    private func reportDiagnostics(of scene: LayoutFileScene, console: Console) {
        let conflicts = scene.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        // Ambiguity is marked in the output (and listed by `taut check`), not repeated here.
        let others = scene.diagnostics.filter { $0.kind != .unsatisfiableConstraints && $0.kind != .ambiguousLayout }
        let check = LayoutFileCheck(file: scene.file, conflicts: conflicts, ambiguous: [],
                                    otherDiagnostics: others, sources: scene.sources)
        for line in check.conflictLines + check.diagnosticLines { console.printError("warning: " + line) }
    }

    /// `--format png`: lays the file out with its labels measured by Pango and writes the
    /// PNG drawn by Cairo; without the SystemText trait, explains how to get it.
    private func executePNG(console: Console) -> Int32 {
        #if SystemText
        guard let output else {
            console.printError("error: --format png writes a binary picture; give the file to write with -o FILE.png")
            return 2
        }
        guard let scene = layout.scene(console: console) else { return 2 }
        let measurer = PangoTextMeasurer()
        measurer.measureLabels(in: scene.root)
        scene.layout()
        reportDiagnostics(of: scene, console: console)
        let snapshot = scene.snapshot(detectAmbiguity: debug)
        do {
            try CairoRenderer(measurer: measurer, debug: debug).writePNG(snapshot, to: output)
        } catch {
            console.printError("error: \(error)")
            return 1
        }
        console.print("Wrote \(output) (\(snapshot.nodes.count) views).")
        return 0
        #else
        console.printError("""
            error: --format png needs Taut built with the SystemText trait (Pango and Cairo). \
            Install them (apt-get install libpango1.0-dev libcairo2-dev) and run \
            `swift run --traits SystemText taut render FILE --format png -o out.png`.
            """)
        return 2
        #endif
    }
}
