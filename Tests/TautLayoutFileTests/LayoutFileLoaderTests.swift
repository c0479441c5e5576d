import Taut
import XCTest
import TautLayoutFile

final class LayoutFileLoaderTests: XCTestCase {
    func testReadsCanvasViewsMetricsAndConstraints() throws {
        let yaml = """
            canvas: { width: 320, height: 480, safeArea: { top: 20, bottom: 10 }, direction: rtl }
            metrics: { pad: 16 }
            views:
              card:   { color: "#f2f2f7", margins: 16 }
              avatar: { parent: card, color: "#4a90d9" }
              bio:    { parent: card, text: "Hi", font: 13, lines: 0 }
              tabs:   { stack: { axis: vertical, distribution: fillEqually, alignment: center, spacing: 8 }, arranged: [a, b] }
              a: {}
              b:
            constraints:
              - "H:|-pad-[card]-pad-|"
              - card.top == safeArea.top + 8
              - { format: "H:|[a][b]|", options: alignAllTop, id: row }
            """
        let (file, errors) = LayoutFileLoader.load(yaml: yaml, path: "t.yaml")
        XCTAssertEqual(errors, [])
        XCTAssertEqual(file.canvas, LayoutFileCanvas(width: 320, height: 480,
                                                     safeArea: LayoutFileInsets(top: 20, bottom: 10), isRightToLeft: true))
        XCTAssertEqual(file.metrics, ["pad": 16])
        XCTAssertEqual(file.views.map(\.name), ["card", "avatar", "bio", "tabs", "a", "b"])
        XCTAssertEqual(file.views[0].margins, LayoutFileInsets(all: 16))
        XCTAssertEqual(file.views[1].parent, LayoutFileReference("card", at: LayoutFilePosition(file: "t.yaml", line: 5, column: 21)))
        XCTAssertEqual(file.views[2].text, "Hi")
        XCTAssertEqual(file.views[2].fontSize, 13)
        XCTAssertEqual(file.views[2].numberOfLines, 0)
        XCTAssertEqual(file.views[3].stack, LayoutFileStack(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 8))
        XCTAssertEqual(file.views[3].arranged.map(\.name), ["a", "b"])
        XCTAssertEqual(file.constraints.count, 3)
        // Line 11 is `  - "H:|-pad-[card]-pad-|"`: the quote is column 5, the text starts at 6.
        XCTAssertEqual(file.constraints[0].position, LayoutFilePosition(file: "t.yaml", line: 11, column: 6))
        XCTAssertEqual(file.constraints[0].kind, .visualFormat)
        // An unquoted scalar starts at its first character, column 5.
        XCTAssertEqual(file.constraints[1].position.column, 5)
        XCTAssertEqual(file.constraints[1].kind, .equation)
        XCTAssertEqual(file.constraints[2].identifier, "row")
        XCTAssertEqual(file.constraints[2].options.map(\.name), ["alignAllTop"])
    }

    func testReportsEveryMistakeWithLineAndColumn() {
        let yaml = """
            canvas: { width: -3, direction: sideways, safeArea: { top: 47, botom: 34 } }
            views:
              card:   { color: "f2f2f7", margins: 16 }
              avatar: { parent: card, colour: "#4a90d9" }
              name:   { text: "Jane", font: big, lines: 1.5 }
              tabs:   { stack: { axis: diagonal }, arranged: [home, 3x] }
              card:   {}
              margins: {}
            constraints:
              - { format: "V:|[a]|", equation: "x" }
            """
        let (_, errors) = LayoutFileLoader.load(yaml: yaml, path: "bad.yaml")
        let found = errors.map { "\($0.position.line):\($0.position.column) \($0.message)" }
        // Columns hand-counted from 1 on each line above (after the indentation is removed).
        XCTAssertEqual(found, [
            "1:18 'width' must be greater than 0, found -3",
            "1:33 unknown direction 'sideways'; expected 'leftToRight' or 'rightToLeft'",
            "1:64 unknown key 'botom' in 'safeArea'; did you mean 'bottom'?",
            "3:20 'f2f2f7' is not a color; write '#rrggbb' (in quotes) or a color name",
            "4:27 unknown key 'colour' in view 'avatar'; did you mean 'color'?",
            "5:33 the font size of view 'name' must be a number, found 'big'",
            "5:45 'lines' must be a whole number, 0 for no limit",
            "6:28 unknown axis 'diagonal'; expected one of horizontal, vertical",
            "6:57 '3x' is not a valid name for an arranged view of view 'tabs'; use letters, digits and '_'",
            "7:3 view 'card' is already declared at line 3",
            "8:3 'margins' is reserved for the parent's guides and the canvas; choose another view name",
            "10:5 a constraint needs exactly one of 'format' (a visual format) or 'equation'",
        ])
        XCTAssertTrue(errors.allSatisfy { $0.position.file == "bad.yaml" })
    }

    func testYAMLSyntaxErrorHasAPosition() {
        // `#` starts a comment, so the flow mapping on line 2 is never closed.
        let yaml = "views:\n  card: { color: #fff }\n"
        let (_, errors) = LayoutFileLoader.load(yaml: yaml, path: "s.yaml")
        XCTAssertEqual(errors.count, 1)
        // libYAML notices at the end of the input; the error points at the brace left open.
        XCTAssertEqual(errors.first?.position, LayoutFilePosition(file: "s.yaml", line: 2, column: 9))
        XCTAssertTrue(errors.first?.message.hasPrefix("YAML syntax: ") == true)
    }

    func testWrongShapes() {
        let yaml = """
            canvas: 3
            views: [a, b]
            constraints: "a.width == 3"
            extra: 1
            """
        let (_, errors) = LayoutFileLoader.load(yaml: yaml, path: "w.yaml")
        // Sorted by line: canvas (1), views (2), constraints (3), extra (4).
        XCTAssertEqual(errors.map(\.message), [
            "'canvas' must be a mapping of keys to values, found '3'",
            "'views' must be a mapping of keys to values, found a list",
            "'constraints' must be a list of strings, one per line starting with '- '",
            "unknown key 'extra' in the file; expected 'canvas', 'views', 'metrics', 'constraints'",
        ])
    }

    func testMissingFile() {
        let (_, errors) = LayoutFileLoader.load(contentsOf: "/nonexistent/x.yaml")
        XCTAssertEqual(errors.map(\.description), ["/nonexistent/x.yaml:1:1: error: cannot read the file: there is no such file"])
    }
}
