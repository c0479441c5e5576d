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
            """
    )

    @OptionGroup var layout: LayoutFileOptions

    func run() throws {
        let code = execute(console: StandardConsole())
        if code != 0 { throw ExitCode(code) }
    }

    /// Runs the command, writing to `console`; returns the exit status.
    func execute(console: Console) -> Int32 {
        guard let scene = layout.scene(console: console) else { return 2 }
        let check = scene.check()
        for line in check.lines { console.print(line) }
        return check.isClean ? 0 : 1
    }
}
