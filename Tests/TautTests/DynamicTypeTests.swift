import Foundation
import Taut
import XCTest

/// Apple's Dynamic Type sizes (HIG, "Typography", iOS Dynamic Type sizes), through
/// `preferredFont(forTextStyle:compatibleWith:)`, labels that follow the content size category,
/// and trait overrides from a parent controller.
final class DynamicTypeTests: XCTestCase {
    private func size(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> CGFloat {
        Font.preferredFont(forTextStyle: style, compatibleWith: TraitCollection(preferredContentSizeCategory: category)).pointSize
    }

    func testTableSpotChecks() {
        // HIG table, xSmall / Large / AX5 columns: body 14 / 17 / 53, headline 14 / 17 / 53
        // (semibold), caption 1 11 / 12 / 43.
        XCTAssertEqual(size(.body, .extraSmall), 14)
        XCTAssertEqual(size(.body, .large), 17)
        XCTAssertEqual(size(.body, .accessibilityExtraExtraExtraLarge), 53)
        XCTAssertEqual(size(.headline, .extraSmall), 14)
        XCTAssertEqual(size(.headline, .large), 17)
        XCTAssertEqual(size(.headline, .accessibilityExtraExtraExtraLarge), 53)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertEqual(size(.caption1, .extraSmall), 11)
        XCTAssertEqual(size(.caption1, .large), 12)
        XCTAssertEqual(size(.caption1, .accessibilityExtraExtraExtraLarge), 43)
        // The medium category swift-snapshot-testing's phones use: body 16, headline 16.
        XCTAssertEqual(size(.body, .medium), 16)
        XCTAssertEqual(size(.title1, .accessibilityExtraExtraExtraLarge), 58)
        // Unspecified traits (and nil) give the app's category, Large unless set.
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection()).pointSize, 17)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize, 17)
    }

    func testEveryCategoryGrowsOrStays() {
        let categories: [ContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        let styles: [Font.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
                                        .subheadline, .footnote, .caption1, .caption2]
        for style in styles {
            let sizes = categories.map { size(style, $0) }
            XCTAssertEqual(sizes, sizes.sorted(), style.rawValue)
            XCTAssertEqual(sizes[3], style.size(for: .large), style.rawValue)
        }
    }

    func testFontMetricsScaleByTheStylesRatio() {
        // Body at xxxL is 23 against 17 at Large: 34 scales to 34 × 23 / 17 = 46.
        let metrics = FontMetrics(forTextStyle: .body)
        let traits = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        XCTAssertEqual(metrics.scaledValue(for: 34, compatibleWith: traits), 46, accuracy: 1e-9)
        XCTAssertEqual(metrics.scaledValue(for: 34), 34)
        XCTAssertEqual(metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20, compatibleWith: traits).pointSize, 20)
    }

    func testLabelFollowsAParentsTraitOverride() {
        let parent = ViewController()
        let child = ViewController()
        let label = Label()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Hi"
        let fixed = Label()
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.text = "Hi"
        child.view.addSubview(label)
        child.view.addSubview(fixed)
        parent.view.addSubview(child.view)
        parent.addChild(child)
        parent.setOverrideTraitCollection(TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
                                          forChild: child)
        // Body at AX5 is 53 points; the label that does not adjust keeps 17.
        XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(label.font.pointSize, 53)
        XCTAssertEqual(fixed.font.pointSize, 17)
        // "Hi" at 53 points: 2 × 26.5 = 53 wide, 1.2 × 53 = 63.6 tall (monospaced measurer).
        XCTAssertEqual(label.intrinsicContentSize.width, 53)
        XCTAssertEqual(label.intrinsicContentSize.height, 63.6, accuracy: 1e-9)
        XCTAssertEqual(parent.overrideTraitCollection(forChild: child)?.preferredContentSizeCategory,
                       .accessibilityExtraExtraExtraLarge)
        // Removing the override gives the app's Large back: 17 points.
        parent.setOverrideTraitCollection(nil, forChild: child)
        XCTAssertEqual(label.font.pointSize, 17)
    }

    func testOverrideForAControllerThatIsNotAChildIsReported() {
        let parent = ViewController()
        let stranger = ViewController()
        let reported = LayoutDiagnostics.collect {
            parent.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: stranger)
        }
        XCTAssertEqual(reported.map(\.kind), [.invalidHierarchy])
        XCTAssertNil(parent.overrideTraitCollection(forChild: stranger))
    }

    func testOverriddenStyleAndSizeClassReachTheChildsViews() {
        let parent = ViewController()
        let child = ViewController()
        let inner = View()
        child.view.addSubview(inner)
        parent.view.addSubview(child.view)
        parent.addChild(child)
        parent.setOverrideTraitCollection(TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .dark), TraitCollection(horizontalSizeClass: .regular),
        ]), forChild: child)
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(inner.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        // The parent's own view keeps the default light appearance.
        XCTAssertEqual(parent.view.traitCollection.userInterfaceStyle, .light)
    }
}
