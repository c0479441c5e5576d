import ArgumentParser
import Taut

/// `taut check FILE`: exits 0 when a layout is fully determined and conflict-free.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that a layout file is conflict-free and fully determined.",
        discussion: """
            Example:
              taut check Examples/login-form.yaml && echo "layout OK"

            Exit status: 0 when every view's frame is determined and no required
            constraint conflicts; 1 when there are conflicts (each printed with the
            smallest set of constraints that conflict and the file:line of each) or
            ambiguous views (each printed with the attributes left free); 2 when the
            file has errors. Suitable for CI.

            With --devices, --content-sizes, --directions (or --orientations, --accept) the
            file is laid out in every combination of them, its canvas taking each device's
            size and safe area, and each layout is also checked for views outside their
            superview, truncated labels, overlapping controls and controls under 44 × 44
            points; the report starts with a grid of the combinations with problems and
            lists each problem once with the combinations where it occurs:
              taut check Examples/login-form.yaml --devices iphones \\
                --content-sizes XS,L,AX5 --directions both
            Exit status 1 when any combination has a problem.
            """
    )

    @OptionGroup var layout: LayoutFileOptions
    @OptionGroup var screen: ScreenCheckOptions

    func run() throws {
        let code = execute(console: StandardConsole())
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs the command, writing to `console`; returns the exit status.
    func execute(console: Console) -> Int32 {
        guard let scene = layout.scene(console: console) else { return 2 }
        if screen.isRequested {
            guard let report = try? screen.check(scene.file) else { return 2 }
            for line in report.lines { console.print(line) }
            return report.isClean ? 0 : 1
        }
        let check = scene.check()
        for line in check.lines { console.print(line) }
        return check.isClean ? 0 : 1
    }
}
