import ArgumentParser
import Foundation
import Taut

/// `taut render FILE`: lays out a layout file and writes it as SVG, JSON or a text table.
struct RenderCommand: ParsableCommand {
    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, json, text
    }

    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout file and render it as SVG, JSON or a text table.",
        discussion: """
            Examples:
              taut render Examples/login-form.yaml -o login.svg
              taut render Examples/login-form.yaml --direction rtl --format text
              taut render Examples/card-grid.yaml --width 768 --height 1024 --format json
              taut render Examples/profile-header.yaml --debug -o profile-debug.svg

            Without -o, the output goes to standard output. Conflicts are reported on
            standard error and the layout goes on without the constraint left out. Errors
            in the file are printed to standard error with their line and column, and the
            exit status is 2.
            """
    )

    @OptionGroup var layout: LayoutFileOptions

    @Option(name: .shortAndLong, help: "The output format: svg, json or text.")
    var format: Format = .svg

    @Option(name: [.short, .customLong("output")], help: "Writes to this file instead of standard output.")
    var output: String?

    @Flag(help: "In SVG, overlays layout margins, the safe area and layout guides, and outlines ambiguous views.")
    var debug = false

    func run() throws {
        let code = execute(console: StandardConsole())
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs the command, writing to `console`; returns the exit status.
    func execute(console: Console) -> Int32 {
        guard let scene = layout.scene(console: console) else { return 2 }
        scene.layout()
        let conflicts = scene.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        // Ambiguity is marked in the output (and listed by `taut check`), not repeated here.
        let others = scene.diagnostics.filter { $0.kind != .unsatisfiableConstraints && $0.kind != .ambiguousLayout }
        let check = LayoutFileCheck(file: scene.file, conflicts: conflicts, ambiguous: [],
                                    otherDiagnostics: others, sources: scene.sources)
        for line in check.conflictLines + check.diagnosticLines { console.printError("warning: " + line) }
        let snapshot = scene.snapshot(detectAmbiguity: format != .svg || debug)
        let rendered: String
        switch format {
        case .svg: rendered = SVGRenderer(debug: debug).render(snapshot)
        case .json: rendered = JSONRenderer().render(snapshot)
        case .text: rendered = FrameTableRenderer().render(snapshot)
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
}
