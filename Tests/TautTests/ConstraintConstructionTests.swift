import Foundation
import XCTest
@testable import Taut

/// The short paths that make and activate constraints cheaply (issue #17) give exactly what the
/// long ones give: the same cached anchors, the same fields as the raw initialiser followed by
/// the setters, the same installation and references, the same cached format entries.
final class ConstraintConstructionTests: XCTestCase {
    private func scene() -> (root: View, a: View, b: View, guide: LayoutGuide) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = View(), b = View(), guide = LayoutGuide()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        root.addLayoutGuide(guide)
        return (root, a, b, guide)
    }

    // MARK: Anchors

    func testEveryAttributeHasOneCachedAnchorOfItsCategorysClass() {
        let (_, a, _, guide) = scene()
        for item in [a, guide] as [any LayoutItem] {
            for attribute in LayoutAttribute.allCases {
                let anchor = item.anchor(for: attribute)
                XCTAssertTrue(anchor === item.anchor(for: attribute), "\(attribute)")
                XCTAssertEqual(anchor.attribute, attribute)
                XCTAssertTrue(anchor.item === item)
                switch attribute.category {
                case .xLocation: XCTAssertTrue(anchor is LayoutXAxisAnchor, "\(attribute)")
                case .yLocation: XCTAssertTrue(anchor is LayoutYAxisAnchor, "\(attribute)")
                case .dimension, .none: XCTAssertTrue(anchor is LayoutDimension, "\(attribute)")
                }
            }
        }
    }

    func testRawAndTypedAnchorsAreTheSameObjectsInEitherOrder() {
        let (_, a, b, guide) = scene()
        XCTAssertTrue(a.anchor(for: .leading) === a.leadingAnchor)
        XCTAssertTrue(b.topAnchor === b.anchor(for: .top))
        XCTAssertTrue(a.lastBaselineAnchor === a.anchor(for: .lastBaseline))
        XCTAssertTrue(guide.widthAnchor === guide.anchor(for: .width))
        XCTAssertTrue(guide.anchor(for: .centerY) === guide.centerYAnchor)
        XCTAssertFalse(a.leadingAnchor === b.leadingAnchor)
    }

    // MARK: Constraints made in one step

    func testOneStepInitialiserMatchesTheRawInitialiserAndSetters() {
        let (_, a, b, _) = scene()
        let location = SourceLocation(file: "Cells/Feed.swift", line: 12)
        let raw = LayoutConstraint(item: a, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: b,
                                   attribute: .trailing, multiplier: 2, constant: 8)
        raw.priority = LayoutPriority(750)
        raw.location = location
        raw.label = "gap"
        raw.identifier = "gap"
        let direct = LayoutConstraint(a.itemReference, .leading, .greaterThanOrEqual, b.itemReference, .trailing,
                                      multiplier: 2, constant: 8, priority: LayoutPriority(750),
                                      location: location, label: "gap", identifier: "gap")
        for constraint in [raw, direct] {
            XCTAssertTrue(constraint.firstAnchor === a.leadingAnchor)
            XCTAssertTrue(constraint.secondAnchor === b.trailingAnchor)
            XCTAssertEqual(constraint.relation, .greaterThanOrEqual)
            XCTAssertEqual(constraint.multiplier, 2)
            XCTAssertEqual(constraint.constant, 8)
            XCTAssertEqual(constraint.priority.rawValue, 750)
            XCTAssertNil(constraint.rawSecondAttribute)
            XCTAssertEqual(constraint.location, location)
            XCTAssertEqual(constraint.label, "gap")
            XCTAssertEqual(constraint.identifier, "gap")
            XCTAssertFalse(constraint.isActive)
        }
        XCTAssertEqual(raw.description, direct.description)
    }

    func testTemplateConstraintsCarryPriorityLocationAndConstantSize() throws {
        let (root, a, b, _) = scene()
        let line = #line + 1
        let made = try LayoutConstraint.constraints(parsingVisualFormat: "H:|-8-[a(40@750)]-[b]", metrics: nil,
                                                    views: ["a": a, "b": b])
        XCTAssertEqual(made.count, 3)
        let leading = made[0], width = made[1], gap = made[2]
        XCTAssertTrue(leading.firstAnchor === a.leadingAnchor)
        XCTAssertTrue(leading.secondAnchor === root.leadingAnchor)
        XCTAssertEqual(leading.constant, 8)
        XCTAssertTrue(width.firstAnchor === a.widthAnchor)
        XCTAssertNil(width.secondAnchor)
        XCTAssertEqual(width.rawSecondAttribute, .notAnAttribute)
        XCTAssertEqual(width.constant, 40)
        XCTAssertEqual(width.priority.rawValue, 750)
        XCTAssertTrue(gap.firstAnchor === b.leadingAnchor)
        XCTAssertTrue(gap.secondAnchor === a.trailingAnchor)
        XCTAssertEqual(gap.constant, 8)
        XCTAssertEqual(gap.priority, .required)
        for constraint in made {
            XCTAssertEqual(constraint.location?.line, line)
            XCTAssertEqual(constraint.location?.fileName, "ConstraintConstructionTests.swift")
            XCTAssertNil(constraint.label)
            XCTAssertNil(constraint.identifier)
        }
    }

    // MARK: Activation

    func testViewToViewAndViewToConstantActivationInstallsAndReferences() {
        let (root, a, b, _) = scene()
        let between = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 4)
        let size = a.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([between, size])
        XCTAssertTrue(between.isActive)
        XCTAssertTrue(between.installedView === root)
        XCTAssertTrue(size.installedView === a)
        XCTAssertEqual(a.ownState.references.map(ObjectIdentifier.init).sorted(),
                       [between, size].map(ObjectIdentifier.init).sorted())
        XCTAssertEqual(b.ownState.references.map(ObjectIdentifier.init), [ObjectIdentifier(between)])
        LayoutConstraint.deactivate([between, size])
        XCTAssertTrue(a.ownState.references.isEmpty)
        XCTAssertTrue(b.ownState.references.isEmpty)
        XCTAssertTrue(root.constraints.isEmpty)
    }

    func testViewToGuideActivationStillTakesTheGeneralPath() {
        let (root, a, _, guide) = scene()
        let constraint = a.topAnchor.constraint(equalTo: guide.topAnchor, constant: 2)
        constraint.isActive = true
        XCTAssertTrue(constraint.installedView === root)
        XCTAssertEqual(guide.ownState.references.map(ObjectIdentifier.init), [ObjectIdentifier(constraint)])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minY, guide.layoutFrame.minY + 2)
    }

    func testViewsOfSeparateTreesAreStillRefused() {
        final class Box: @unchecked Sendable { var kinds: [LayoutDiagnostic.Kind] = [] }
        let box = Box()
        let a = View(), b = View()
        let saved = LayoutDiagnostics.handler
        LayoutDiagnostics.handler = { box.kinds.append($0.kind) }
        defer { LayoutDiagnostics.handler = saved }
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(box.kinds, [.noCommonAncestor])
        XCTAssertTrue(a.ownState.references.isEmpty)
    }

    // MARK: SnapKit constants

    func testExactNumbersAreKnownByTheirTypeAndOthersAreLeftToTheGeneralPath() {
        XCTAssertEqual(ConstraintConstantValue(exactNumber: 40), .number(40))
        XCTAssertEqual(ConstraintConstantValue(exactNumber: 0.5), .number(0.5))
        XCTAssertEqual(ConstraintConstantValue(exactNumber: CGFloat(2)), .number(2))
        XCTAssertNil(ConstraintConstantValue(exactNumber: Float(3)))
        XCTAssertNil(ConstraintConstantValue(exactNumber: UInt(3)))
        XCTAssertNil(ConstraintConstantValue(exactNumber: "40"))
        XCTAssertNil(ConstraintConstantValue(exactNumber: View()))
        XCTAssertEqual(ConstraintConstantValue(Float(3)), .number(3))
    }

    func testSnapKitConstantsOfEveryNumberTypeMakeTheSameConstraints() {
        let (root, a, _, _) = scene()
        let targets: [any ConstraintRelatableTarget] = [40, 40.0, CGFloat(40), Float(40), UInt(40)]
        for target in targets {
            let lines = a.snp.prepareConstraints { make in make.size.equalTo(target).labeled("square") }
            let made = lines.flatMap(\.layoutConstraints)
            XCTAssertEqual(made.map(\.firstAttribute), [.width, .height], "\(type(of: target))")
            for constraint in made {
                XCTAssertNil(constraint.secondAnchor)
                XCTAssertEqual(constraint.rawSecondAttribute, .notAnAttribute)
                XCTAssertEqual(constraint.constant, 40)
                XCTAssertEqual(constraint.label, "square")
                XCTAssertEqual(constraint.identifier, "square")
                XCTAssertEqual(constraint.location?.fileName, "ConstraintConstructionTests.swift")
            }
            let offset = a.snp.prepareConstraints { make in make.top.equalTo(target).offset(target as? ConstraintOffsetTarget ?? 0) }
            let top = offset.flatMap(\.layoutConstraints)
            XCTAssertEqual(top.count, 1)
            XCTAssertTrue(top.first?.secondItem === root)
            XCTAssertEqual(top.first?.constant, 40)
        }
    }

    // MARK: Recent formats

    func testRecentSlotsStayInRangeAndEqualFormatsShareAnEntry() throws {
        let literal = "H:|-[a]-[b(==a)]-|"
        let built = String(["H:|-[a]-", "[b(==a)]-|"].joined())
        XCTAssertEqual(literal, built)
        let first = try VisualFormatTemplateCache.entry(of: literal)
        XCTAssertTrue(first === (try VisualFormatTemplateCache.entry(of: built)))
        XCTAssertTrue(first === (try VisualFormatTemplateCache.entry(of: literal)))
        for format in [literal, built, "V:[a]", "", String(repeating: "H:[a]", count: 40)] {
            XCTAssertTrue((0..<VisualFormatTemplateCache.recentCount).contains(VisualFormatTemplateCache.recentSlot(of: format)))
        }
    }

    func testFormatsSharingARecentSlotKeepTheirOwnEntries() throws {
        // Two different formats with the same slot: each call still gets its own format's entry.
        var bySlot: [Int: String] = [:]
        var pair: (String, String)?
        for width in 1...500 {
            let format = "H:[a(\(width))]"
            let slot = VisualFormatTemplateCache.recentSlot(of: format)
            if let other = bySlot[slot] { pair = (other, format); break }
            bySlot[slot] = format
        }
        let (one, two) = try XCTUnwrap(pair)
        for _ in 0..<2 {
            XCTAssertEqual(try VisualFormatTemplateCache.entry(of: one).syntax, try VisualFormatParser.parse(one))
            XCTAssertEqual(try VisualFormatTemplateCache.entry(of: two).syntax, try VisualFormatParser.parse(two))
        }
        // A slot and its partner hold two formats: both stay recent, whichever came last.
        XCTAssertTrue(VisualFormatTemplateCache.isRecent(one))
        XCTAssertTrue(VisualFormatTemplateCache.isRecent(two))
        let (_, a, _, _) = scene()
        let made = try LayoutConstraint.constraints(parsingVisualFormat: two, metrics: nil, views: ["a": a])
        XCTAssertEqual(made.first?.constant, CGFloat(Int(two.dropFirst(5).dropLast(2)) ?? -1))
    }
}
