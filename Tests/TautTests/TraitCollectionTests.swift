import Foundation
import XCTest
@testable import Taut

final class TraitCollectionTests: XCTestCase {
    func testEmptyAndSingleTraitCollections() {
        let empty = TraitCollection()
        XCTAssertEqual(empty.horizontalSizeClass, .unspecified)
        XCTAssertEqual(empty.verticalSizeClass, .unspecified)
        XCTAssertEqual(empty.userInterfaceStyle, .unspecified)
        XCTAssertEqual(empty.displayScale, 0)
        XCTAssertEqual(empty.layoutDirection, .unspecified)
        XCTAssertEqual(empty.preferredContentSizeCategory, .unspecified)
        XCTAssertEqual(empty.userInterfaceIdiom, .unspecified)
        let compact = TraitCollection(horizontalSizeClass: .compact)
        XCTAssertEqual(compact.horizontalSizeClass, .compact)
        XCTAssertEqual(compact.verticalSizeClass, .unspecified)
        XCTAssertEqual(TraitCollection(verticalSizeClass: .regular).verticalSizeClass, .regular)
        XCTAssertEqual(UserInterfaceSizeClass.regular.rawValue, 2)
        XCTAssertEqual(UserInterfaceStyle.dark.rawValue, 2)
        XCTAssertEqual(UserInterfaceIdiom.pad.rawValue, 1)
        XCTAssertEqual(TraitEnvironmentLayoutDirection.unspecified.rawValue, -1)
    }

    func testTraitsFromLaterCollectionsWin() {
        let combined = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact),
            TraitCollection(verticalSizeClass: .regular),
            TraitCollection(horizontalSizeClass: .regular),
            TraitCollection(displayScale: 2),
        ])
        XCTAssertEqual(combined.horizontalSizeClass, .regular)
        XCTAssertEqual(combined.verticalSizeClass, .regular)
        XCTAssertEqual(combined.displayScale, 2)
        XCTAssertEqual(combined.userInterfaceStyle, .unspecified)
        XCTAssertTrue(combined.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
        XCTAssertFalse(combined.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
        XCTAssertFalse(combined.containsTraits(in: nil))
    }

    func testColorAppearanceComparison() {
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        XCTAssertTrue(light.hasDifferentColorAppearance(comparedTo: dark))
        XCTAssertFalse(light.hasDifferentColorAppearance(comparedTo: TraitCollection(traitsFrom: [light, TraitCollection(horizontalSizeClass: .regular)])))
        XCTAssertTrue(light.hasDifferentColorAppearance(comparedTo: nil))
    }

    func testCurrentIsAPortraitIPhone() {
        let traits = TraitCollection.current
        XCTAssertEqual(traits.horizontalSizeClass, .compact)
        XCTAssertEqual(traits.verticalSizeClass, .regular)
        XCTAssertEqual(traits.userInterfaceStyle, .light)
        XCTAssertEqual(traits.displayScale, 3)
        XCTAssertEqual(traits.layoutDirection, .leftToRight)
        XCTAssertEqual(traits.preferredContentSizeCategory, .large)
        XCTAssertEqual(traits.userInterfaceIdiom, .phone)
    }

    func testViewTraitsFollowTheViewsDirection() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        root.addSubview(child)
        XCTAssertEqual(child.traitCollection.layoutDirection, .leftToRight)
        root.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(child.traitCollection.layoutDirection, .rightToLeft)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
    }

    func testContentSizeCategories() {
        XCTAssertLessThan(ContentSizeCategory.large, .extraLarge)
        XCTAssertLessThan(ContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
        XCTAssertLessThan(ContentSizeCategory.unspecified, .extraSmall)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertTrue(ContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertEqual(ContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    func testMainScreenIsAnIPhone15s() {
        let screen = Screen.main
        XCTAssertEqual(screen.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(screen.scale, 3)
        // 390 × 3 = 1170, 844 × 3 = 2532 pixels.
        XCTAssertEqual(screen.nativeBounds, CGRect(x: 0, y: 0, width: 1170, height: 2532))
        XCTAssertEqual(screen.traitCollection.displayScale, 3)
        let odd = Screen(bounds: CGRect(x: 5, y: 5, width: -10, height: 100), scale: .nan)
        XCTAssertEqual(odd.bounds, CGRect(x: 0, y: 0, width: 0, height: 100))
        XCTAssertEqual(odd.scale, 1)
    }

    func testApplicationEnvironmentIsSettable() {
        let app = Application.shared
        XCTAssertTrue(app === Application.shared)
        XCTAssertEqual(app.userInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(app.preferredContentSizeCategory, .large)
        app.userInterfaceLayoutDirection = .rightToLeft
        app.preferredContentSizeCategory = .extraLarge
        defer {
            app.userInterfaceLayoutDirection = .leftToRight
            app.preferredContentSizeCategory = .large
        }
        XCTAssertEqual(TraitCollection.current.layoutDirection, .rightToLeft)
        XCTAssertEqual(TraitCollection.current.preferredContentSizeCategory, .extraLarge)
    }
}
