import Foundation
import XCTest
@testable import Taut

/// `systemLayoutSizeFitting` of a view inside a hierarchy (a list cell measured where it is
/// shown) does not depend on where the view sits in its superview.
final class FittingInHierarchyTests: XCTestCase {
    /// A view pinning an inner view whose margins (11 top and bottom) hold a label (body: 20.4
    /// tall): 11 + 20.4 + 11 = 42.4 tall, wherever the view is and after its layout pass. (The
    /// measuring engine once read the descendants' frames in the hierarchy's coordinates, so
    /// a view 35 points down measured 35 points taller.)
    func testFittingSizeIgnoresThePositionInTheSuperview() {
        for y: CGFloat in [0, 35, 100] {
            let host = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let measured = View(frame: CGRect(x: 16, y: y, width: 358, height: 44))
            let inner = View()
            inner.translatesAutoresizingMaskIntoConstraints = false
            inner.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
            measured.addSubview(inner)
            let label = Label()
            label.text = "Hi"
            label.translatesAutoresizingMaskIntoConstraints = false
            inner.addSubview(label)
            LayoutConstraint.activate([
                inner.topAnchor.constraint(equalTo: measured.topAnchor),
                inner.bottomAnchor.constraint(equalTo: measured.bottomAnchor),
                inner.leadingAnchor.constraint(equalTo: measured.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: measured.trailingAnchor),
                label.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: inner.layoutMarginsGuide.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            ])
            host.addSubview(measured)
            host.layoutIfNeeded()
            let size = measured.systemLayoutSizeFitting(CGSize(width: 358, height: 0),
                                                        withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel)
            XCTAssertEqual(size.width, 358, "at y \(y)")
            XCTAssertEqual(size.height, 42.4, accuracy: 0.001, "at y \(y)")
        }
    }
}
