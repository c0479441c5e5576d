import Foundation
import XCTest
@testable import Taut

final class LayoutFileBuilderTests: XCTestCase {
    private func position(_ line: Int, _ column: Int) -> LayoutFilePosition {
        LayoutFilePosition(file: "m.yaml", line: line, column: column)
    }

    /// A 300 × 200 canvas with a 20-point safe area on top, a card and a label in it.
    private func model(rightToLeft: Bool = false, constraints: [String]) -> LayoutFile {
        LayoutFile(
            path: "m.yaml",
            canvas: LayoutFileCanvas(width: 300, height: 200, safeArea: LayoutFileInsets(top: 20), isRightToLeft: rightToLeft),
            views: [
                LayoutFileView(name: "card", position: position(3, 3), color: "#eeeeee", margins: LayoutFileInsets(all: 10)),
                LayoutFileView(name: "title", position: position(4, 3), parent: LayoutFileReference("card", at: position(4, 20)),
                               text: "Hello", fontSize: 10),
            ],
            metrics: ["pad": 16],
            constraints: constraints.enumerated().map { index, text in
                LayoutFileConstraint(text, at: position(10 + index, 6))
            })
    }

    func testBuildsViewsAndLaysOutEquations() throws {
        let scene = LayoutFileBuilder(model(constraints: [
            "card.leading == superview.leading + pad",
            "card.trailing == superview.trailing - pad",
            "card.top == safeArea.top + 4",
            "card.height == 100",
            "title.leading == margins.leading",
            "title.top == card.topMargin",
        ])).build()
        XCTAssertEqual(scene.errors, [])
        scene.layout()
        XCTAssertEqual(scene.diagnostics.count, 0)
        // card: x = 16, width = 300 − 32, y = 20 + 4.
        XCTAssertEqual(scene.views["card"]?.frame, CGRect(x: 16, y: 24, width: 268, height: 100))
        // title (in card coordinates): on the margins (10); "Hello" at 10 pt = 5 × 5 by 12.
        XCTAssertEqual(scene.views["title"]?.frame, CGRect(x: 10, y: 10, width: 25, height: 12))
        XCTAssertTrue(scene.views["title"] is Label)
        XCTAssertEqual(scene.names, ["canvas", "card", "title"])
        // Each constraint remembers its line, and descriptions use the file's names.
        XCTAssertEqual(scene.constraints.map { $0.location?.line }, [10, 11, 12, 13, 14, 15])
        XCTAssertEqual(scene.constraints[3].description, "card.height == 100 (m.yaml:13)")
    }

    func testRightToLeftFlipsLeadingAndSnapshotIsAbsolute() throws {
        let scene = LayoutFileBuilder(model(rightToLeft: true, constraints: [
            "card.leading == superview.leading + 16",
            "card.width == 200",
            "card.top == superview.top",
            "card.height == 100",
            "title.leading == card.leadingMargin",
            "title.top == card.topMargin",
        ])).build()
        scene.layout()
        // Right to left, leading is the right edge: card.x = 300 − 16 − 200.
        XCTAssertEqual(scene.views["card"]?.frame.minX, 84)
        let snapshot = scene.snapshot()
        XCTAssertTrue(snapshot.isRightToLeft)
        // title: right edge on card's right margin, 84 + 200 − 10 = 274, so x = 274 − 25.
        // The card (at y 0) overlaps the 20-point unsafe band, and margins count from the
        // safe area (UIKit's insetsLayoutMarginsFromSafeArea), so its top margin is 20 + 10.
        XCTAssertEqual(snapshot["title"]?.frame, CGRect(x: 249, y: 30, width: 25, height: 12))
        XCTAssertEqual(snapshot["title"]?.parent, "card")
        XCTAssertEqual(snapshot["title"]?.depth, 2)
        XCTAssertEqual(snapshot["card"]?.color, "#eeeeee")
        XCTAssertEqual(snapshot["title"]?.textLines, ["Hello"])
    }

    func testReportsEveryBadNameWithItsColumn() {
        let scene = LayoutFileBuilder(model(constraints: [
            "crad.width == 10",                       // unknown first view
            "card.width == titl.width",               // unknown second view
            "superview.width == 10",                  // a parent name as first item
            "card.top == title.leading",              // y against x
            "card.width == card.height * 2 @ 2000",   // priority out of range
        ])).build()
        XCTAssertEqual(scene.errors.map { "\($0.position.line):\($0.position.column) \($0.message)" }, [
            "10:6 unknown view 'crad'; did you mean 'card'?",
            // "card.width == " is 14 characters: column 6 + 14.
            "11:20 unknown view 'titl'; did you mean 'title'?",
            "12:6 'superview' names the first item's parent, so it cannot be the first item; name the view",
            // "card.top == title." is 18 characters.
            "13:24 cannot relate 'top' to 'leading': a vertical position and a horizontal position don't mix",
            // "card.width == card.height * 2 @ " is 32 characters.
            "14:38 priority 2000 is outside 1...1000",
        ])
        XCTAssertEqual(scene.constraints.count, 0)
    }

    func testParentCycleAndUnknownParent() {
        var file = model(constraints: [])
        file.views.append(LayoutFileView(name: "a", position: position(5, 3), parent: LayoutFileReference("b", at: position(5, 15))))
        file.views.append(LayoutFileView(name: "b", position: position(6, 3), parent: LayoutFileReference("a", at: position(6, 15))))
        file.views.append(LayoutFileView(name: "c", position: position(7, 3), parent: LayoutFileReference("zzz", at: position(7, 15))))
        let scene = LayoutFileBuilder(file).build()
        XCTAssertEqual(scene.errors.map(\.description), [
            "m.yaml:5:15: error: 'a' is inside itself: its parents form a cycle",
            "m.yaml:7:15: error: unknown view 'zzz'",
        ])
        // The cycle is cut at a, which goes to the canvas; b stays in a; c goes to the canvas.
        XCTAssertTrue(scene.views["a"]?.superview === scene.root)
        XCTAssertTrue(scene.views["b"]?.superview === scene.views["a"])
        XCTAssertTrue(scene.views["c"]?.superview === scene.root)
    }

    func testVisualFormatErrorsPointIntoTheFormat() {
        let scene = LayoutFileBuilder(model(constraints: ["H:|-pad-[card]-[nope]-|", "H:|-padd-[card]|"])).build()
        XCTAssertEqual(scene.errors.map { "\($0.position.line):\($0.position.column) \($0.message)" }, [
            // "H:|-pad-[card]-[" is 16 characters: "nope" starts at column 6 + 16.
            "10:22 unknown view 'nope'",
            "11:10 unknown metric 'padd'; did you mean 'pad'?",
        ])
    }

    func testSceneCheckFindsAmbiguity() {
        let scene = LayoutFileBuilder(model(constraints: ["card.width == 10", "card.height == 10", "card.top == superview.top"])).build()
        let check = scene.check()
        XCTAssertEqual(check.conflicts.count, 0)
        XCTAssertFalse(check.isClean)
        // card has no horizontal position; title (in card) has none either.
        XCTAssertEqual(check.ambiguityLines.first, "m.yaml: ambiguous: card (left not determined)")
    }
}

extension LayoutFileBuilderTests {
    func testStacksAndSources() throws {
        var file = model(constraints: ["H:|[tabs]|", "tabs.top == superview.top", "tabs.height == 40"])
        file.views.append(LayoutFileView(name: "tabs", position: position(5, 3),
                                         stack: LayoutFileStack(axis: .horizontal, distribution: .fillEqually, spacing: 10),
                                         arranged: [LayoutFileReference("one", at: position(5, 40)),
                                                    LayoutFileReference("two", at: position(5, 45))]))
        file.views.append(LayoutFileView(name: "two", position: position(7, 3)))
        file.views.append(LayoutFileView(name: "one", position: position(6, 3)))
        let scene = LayoutFileBuilder(file).build()
        XCTAssertEqual(scene.errors, [])
        let tabs = try XCTUnwrap(scene.views["tabs"] as? StackView)
        // Arranged in the order of `arranged:`, not of the views' declarations.
        XCTAssertTrue(tabs.arrangedSubviews.first === scene.views["one"])
        XCTAssertEqual(tabs.distribution, .fillEqually)
        scene.layout()
        // fillEqually over 300 with one 10-point gap: 145 each.
        XCTAssertEqual(scene.views["two"]?.frame, CGRect(x: 155, y: 0, width: 145, height: 40))
        // The first constraint of line 10 came from the visual format.
        let first = try XCTUnwrap(scene.constraints.first)
        XCTAssertEqual(scene.source(of: first)?.text, "H:|[tabs]|")
        XCTAssertEqual(scene.source(of: first)?.position.line, 10)
        XCTAssertEqual(scene.snapshot()["tabs"]?.kind, .stack)
    }

    func testArrangedViewWithAnotherParentIsAnError() {
        var file = model(constraints: [])
        file.views.append(LayoutFileView(name: "tabs", position: position(5, 3), stack: LayoutFileStack(),
                                         arranged: [LayoutFileReference("card", at: position(5, 40))]))
        let scene = LayoutFileBuilder(file).build()
        // card has no `parent:` (the canvas), so it can be arranged; title's parent is card.
        XCTAssertEqual(scene.errors, [])
        var second = model(constraints: [])
        second.views.append(LayoutFileView(name: "tabs", position: position(5, 3), stack: LayoutFileStack(),
                                           arranged: [LayoutFileReference("title", at: position(5, 40))]))
        XCTAssertEqual(LayoutFileBuilder(second).build().errors.map(\.description),
                       ["m.yaml:4:20: error: 'title' is arranged in 'tabs', so its parent cannot be 'card'"])
    }
}

extension LayoutFileBuilderTests {
    /// Descriptions printed by LayoutConstraint read back as the same constraints.
    func testDescriptionsPasteBack() throws {
        let original = LayoutFileBuilder(model(constraints: [
            "card.leading == superview.leading + pad",
            "card.width == superview.width * 0.5 - 4 @750",
            "card.top == safeArea.top + 4",
            "card.height == 100",
            "title.leading == margins.leading",
            "title.top == card.topMargin",
        ])).build()
        let descriptions = original.constraints.map(\.description)
        // For example "title.leading == card.layoutMarginsGuide.leading (m.yaml:14)".
        XCTAssertEqual(descriptions[4], "title.leading == card.layoutMarginsGuide.leading (m.yaml:14)")
        let pasted = LayoutFileBuilder(model(constraints: descriptions)).build()
        XCTAssertEqual(pasted.errors, [])
        original.layout()
        pasted.layout()
        for name in ["card", "title"] {
            XCTAssertEqual(pasted.views[name]?.frame, original.views[name]?.frame, name)
        }
        // card: 300 × 0.5 − 4 = 146 wide at x 16, y 20 + 4.
        XCTAssertEqual(pasted.views["card"]?.frame, CGRect(x: 16, y: 24, width: 146, height: 100))
        XCTAssertEqual(pasted.constraints[1].priority, .defaultHigh)
    }
}
