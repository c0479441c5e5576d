import ArgumentParser

/// `taut`: lays out declarative layout files with Taut, renders them and checks them.
@main
struct TautCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "taut",
        abstract: "Auto Layout on the command line: lay out, render and check layout files.",
        discussion: """
            Start with the built-in demo, then render your own file:

              swift run taut demo
              taut render Examples/login-form.yaml --format text
              taut check Examples/login-form.yaml
            """,
        version: "0.1.0",
        subcommands: [DemoCommand.self, RenderCommand.self, CheckCommand.self]
    )
}
