import Foundation
import Taut

extension LayoutFileScene {
    /// Reads the YAML layout file at `path` and builds its views and constraints, ready for
    /// `layout()`.
    ///
    /// ```swift
    /// import Taut
    /// import TautLayoutFile
    ///
    /// let scene = try LayoutFileScene.load(contentsOf: "Examples/login-form.yaml")
    /// scene.layout()
    /// print(scene.views["email"]?.frame ?? .zero)
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file to read; positions in errors and constraint locations name it.
    ///   - configure: Changes to make to the decoded file before it is built (a canvas size,
    ///     the layout direction).
    /// - Throws: `LayoutFileErrors` with every mistake of the file, the loader's and the
    ///   builder's together, sorted by position; no scene is returned then.
    public static func load(contentsOf path: String,
                            configure: (inout LayoutFile) -> Void = { _ in }) throws(LayoutFileErrors) -> LayoutFileScene {
        let (file, errors) = LayoutFileLoader.load(contentsOf: path)
        return try build(file, errors: errors, configure: configure)
    }

    /// Decodes the YAML layout file `yaml` and builds its views and constraints.
    ///
    /// - Parameters:
    ///   - yaml: The file's text.
    ///   - path: The name used in positions and constraint locations.
    ///   - configure: Changes to make to the decoded file before it is built.
    /// - Throws: `LayoutFileErrors` with every mistake, sorted by position.
    public static func load(yaml: String, path: String = "layout.yaml",
                            configure: (inout LayoutFile) -> Void = { _ in }) throws(LayoutFileErrors) -> LayoutFileScene {
        let (file, errors) = LayoutFileLoader.load(yaml: yaml, path: path)
        return try build(file, errors: errors, configure: configure)
    }

    private static func build(_ file: LayoutFile, errors: [LayoutFileError],
                              configure: (inout LayoutFile) -> Void) throws(LayoutFileErrors) -> LayoutFileScene {
        var file = file
        configure(&file)
        let scene = LayoutFileBuilder(file).build()
        let all = errors + scene.errors
        guard all.isEmpty else { throw LayoutFileErrors(all) }
        return scene
    }
}
