import XCTest
@testable import Taut

final class DiagnosticsDirectionMixTests: XCTestCase {
    func testLeadingCannotBeRelatedToLeftButCentresRelateToEither() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let mixed = a.leadingAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let margins = LayoutConstraint(item: a, attribute: .trailingMargin, relatedBy: .equal,
                                       toItem: b, attribute: .rightMargin, multiplier: 1, constant: 0)
        let centre = LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal,
                                      toItem: root, attribute: .centerX, multiplier: 1, constant: 0)
        let diagnostics = LayoutDiagnostics.collect {
            LayoutConstraint.activate([mixed, margins, centre])
        }
        // UIKit raises for the first two ("use leading/trailing for both or neither"); Taut
        // reports each and installs neither. A centre relates to leading as to left.
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidAttributes, .invalidAttributes])
        XCTAssertTrue(diagnostics[0].message.contains("leading to left"))
        XCTAssertTrue(diagnostics[1].message.contains("trailingMargin to rightMargin"))
        XCTAssertFalse(mixed.isActive)
        XCTAssertFalse(margins.isActive)
        XCTAssertTrue(centre.isActive)
    }
}
