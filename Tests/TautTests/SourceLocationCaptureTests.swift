import XCTest
@testable import Taut

/// Constraints made through anchors, the raw initialiser and VFL record the file and line of
/// the call; those Taut makes for itself record none.
final class SourceLocationCaptureTests: XCTestCase {
    private let file = "TautTests/SourceLocationCaptureTests.swift"

    func testAnchorsRecordTheCallersLine() {
        let root = EngineFixture.root(400, 300)
        let a = EngineFixture.child("a", in: root), b = EngineFixture.child("b", in: root)
        let line = #line
        let made: [LayoutConstraint] = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),            // line + 2
            a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),              // line + 3
            a.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),                   // line + 4
            a.topAnchor.constraint(equalTo: root.topAnchor),                                  // line + 5
            a.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -4),    // line + 6
            a.centerYAnchor.constraint(greaterThanOrEqualTo: root.centerYAnchor),             // line + 7
            a.widthAnchor.constraint(equalToConstant: 40),                                    // line + 8
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 400),                         // line + 9
            a.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),                      // line + 10
            a.heightAnchor.constraint(equalTo: a.widthAnchor),                                // line + 11
            a.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, constant: -1),    // line + 12
            a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, constant: 0),     // line + 13
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),             // line + 14
            a.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.9),   // line + 15
            a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 1),     // line + 16
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor),          // line + 17
            b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor), // line + 18
            b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2), // + 19
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor),                // line + 20
            b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor),   // line + 21
            b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor),      // line + 22
            a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 60), // line + 23
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,      // line + 24
                             attribute: .notAnAttribute, multiplier: 1, constant: 20),
        ]
        XCTAssertEqual(made.map { $0.location?.line }, (2...24).map { line + $0 })
        XCTAssertEqual(Set(made.map { $0.location?.file }), [file])
        XCTAssertEqual(made[0].description, "a.leading == root.leading + 8 (SourceLocationCaptureTests.swift:\(line + 2))")
    }

    func testVisualFormatRecordsTheCallersLine() {
        let root = EngineFixture.root(400, 300)
        let a = EngineFixture.child("a", in: root)
        let line = #line + 1
        let made = LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a])
        XCTAssertEqual(made.map(\.description), [
            "a.leading == root.leading + 20 (SourceLocationCaptureTests.swift:\(line))",
            "root.trailing == a.trailing + 20 (SourceLocationCaptureTests.swift:\(line))",
        ])
    }

    func testAConflictReportShowsTheLines() {
        let root = EngineFixture.root(400, 300)
        let a = EngineFixture.child("a", in: root)
        let line = #line
        LayoutConstraint.activate([a.leftAnchor.constraint(equalTo: root.leftAnchor),
                                   a.topAnchor.constraint(equalTo: root.topAnchor),
                                   a.heightAnchor.constraint(equalToConstant: 10)])
        let narrow = a.widthAnchor.constraint(equalToConstant: 100)
        let wide = a.widthAnchor.constraint(equalToConstant: 200)
        let diagnostics = LayoutDiagnostics.collect {
            LayoutConstraint.activate([narrow, wide])
            root.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.description), ["""
            [Taut] unsatisfiableConstraints: Unable to simultaneously satisfy constraints.
            Left out: a.width == 200 (SourceLocationCaptureTests.swift:\(line + 5))
                (rule: a required constraint that conflicts is left out when it is the one added or changed last; here it was activated last)
            It conflicts with this minimal set of required constraints:
                a.width == 100 (SourceLocationCaptureTests.swift:\(line + 4))
            Items involved: a
            """])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: file, line: line + 5))
        // The layout goes on with the first width.
        assertFrame(a.frame, 0, 0, 100, 10)
    }

    func testConstraintsTautMakesForItselfRecordNoLocation() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.layoutIfNeeded()
        let mine = cell.contentView.constraints + cell.constraints
        XCTAssertFalse(mine.isEmpty)
        XCTAssertEqual(mine.compactMap(\.location), [])
    }
}
