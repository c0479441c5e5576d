import XCTest
@testable import Taut

/// Masonry-style distribution in both modes, both layout directions and both axes, with
/// uneven lead and tail spacing. Frames are worked out by hand in the comments.
final class DistributionTests: XCTestCase {
    /// A 375 × 400 root with `count` children, each 20 high at the top (for horizontal rows)
    /// or 20 wide at the left (for vertical columns).
    private func row(_ count: Int, axis: Axis = .horizontal,
                     direction: SemanticContentAttribute = .forceLeftToRight) -> (View, [View]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        root.semanticContentAttribute = direction
        let views = (0..<count).map { _ -> View in
            let view = View()
            root.addSubview(view)
            return view
        }
        views.snp.makeConstraints { make in
            if axis == .horizontal {
                make.top.equalToSuperview()
                make.height.equalTo(20)
            } else {
                make.left.equalToSuperview()
                make.width.equalTo(20)
            }
        }
        return (root, views)
    }

    func testFixedSpacingKeepsOwnSizesLeftToRight() {
        let (root, v) = row(3)
        v[0].snp.makeConstraints { $0.width.equalTo(50) }
        v[1].snp.makeConstraints { $0.width.equalTo(60) }
        v.snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 16, tailSpacing: 24)
        root.layoutIfNeeded()
        // a: 16..66; b: 76..136; c: 146 .. 375 - 24 = 351, so 205 wide (sizes not forced equal).
        assertFrame(v[0].frame, 16, 0, 50, 20)
        assertFrame(v[1].frame, 76, 0, 60, 20)
        assertFrame(v[2].frame, 146, 0, 205, 20)
    }

    func testFixedSpacingKeepsOwnSizesRightToLeft() {
        let (root, v) = row(3, direction: .forceRightToLeft)
        v[0].snp.makeConstraints { $0.width.equalTo(50) }
        v[1].snp.makeConstraints { $0.width.equalTo(60) }
        v.snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 16, tailSpacing: 24)
        root.layoutIfNeeded()
        // a's leading (right) edge at 375 - 16 = 359: x 309. b's right edge at 309 - 10 = 299: x 239.
        // c's right edge at 239 - 10 = 229, its trailing (left) edge at 24: x 24, width 205.
        assertFrame(v[0].frame, 309, 0, 50, 20)
        assertFrame(v[1].frame, 239, 0, 60, 20)
        assertFrame(v[2].frame, 24, 0, 205, 20)
    }

    func testFixedSpacingWithEqualSizesBothDirections() {
        let (ltrRoot, ltr) = row(3)
        let made = ltr.snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 16, tailSpacing: 24,
                                           equalSizes: true)
        // a: leading; b: leading + width; c: leading + width + trailing.
        XCTAssertEqual(made.count, 6)
        ltrRoot.layoutIfNeeded()
        // width (375 - 16 - 24 - 2 × 10) / 3 = 315 / 3 = 105: x 16, 131, 246 (246 + 105 = 351).
        assertFrame(ltr[0].frame, 16, 0, 105, 20)
        assertFrame(ltr[1].frame, 131, 0, 105, 20)
        assertFrame(ltr[2].frame, 246, 0, 105, 20)

        let (rtlRoot, rtl) = row(3, direction: .forceRightToLeft)
        rtl.snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 16, tailSpacing: 24, equalSizes: true)
        rtlRoot.layoutIfNeeded()
        // Right edges 359, 244, 129: x 254, 139, 24.
        assertFrame(rtl[0].frame, 254, 0, 105, 20)
        assertFrame(rtl[1].frame, 139, 0, 105, 20)
        assertFrame(rtl[2].frame, 24, 0, 105, 20)
    }

    func testFixedItemLengthBothDirections() {
        let (ltrRoot, ltr) = row(4)
        let made = ltr.snp.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 16, tailSpacing: 24)
        // 4 widths + leading + trailing + 2 gap equalities.
        XCTAssertEqual(made.count, 8)
        ltrRoot.layoutIfNeeded()
        // Free space 375 - 16 - 24 - 4 × 50 = 135 over 3 gaps: 45. x 16, 111, 206, 301 (301 + 50 = 351).
        assertFrame(ltr[0].frame, 16, 0, 50, 20)
        assertFrame(ltr[1].frame, 111, 0, 50, 20)
        assertFrame(ltr[2].frame, 206, 0, 50, 20)
        assertFrame(ltr[3].frame, 301, 0, 50, 20)

        let (rtlRoot, rtl) = row(4, direction: .forceRightToLeft)
        rtl.snp.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 16, tailSpacing: 24)
        rtlRoot.layoutIfNeeded()
        // First right edge at 359: x 309, then 309 - 45 - 50 = 214, 119, 24 (the tail).
        assertFrame(rtl[0].frame, 309, 0, 50, 20)
        assertFrame(rtl[1].frame, 214, 0, 50, 20)
        assertFrame(rtl[2].frame, 119, 0, 50, 20)
        assertFrame(rtl[3].frame, 24, 0, 50, 20)
    }

    func testFixedItemLengthWithTwoViews() {
        let (root, v) = row(2)
        v.snp.distributeViews(along: .horizontal, fixedItemLength: 100, leadSpacing: 10, tailSpacing: 30)
        root.layoutIfNeeded()
        // First at 10, last ends at 375 - 30 = 345: x 245.
        assertFrame(v[0].frame, 10, 0, 100, 20)
        assertFrame(v[1].frame, 245, 0, 100, 20)
    }

    func testVerticalBothModes() {
        let (root, v) = row(3, axis: .vertical)
        v[0].snp.makeConstraints { $0.height.equalTo(30) }
        v[1].snp.makeConstraints { $0.height.equalTo(40) }
        v.snp.distributeViews(along: .vertical, fixedSpacing: 5, leadSpacing: 20, tailSpacing: 40)
        root.layoutIfNeeded()
        // a: 20..50; b: 55..95; c: 100 .. 400 - 40 = 360, so 260 high.
        assertFrame(v[0].frame, 0, 20, 20, 30)
        assertFrame(v[1].frame, 0, 55, 20, 40)
        assertFrame(v[2].frame, 0, 100, 20, 260)

        let (root2, w) = row(3, axis: .vertical)
        w.snp.distributeViews(along: .vertical, fixedItemLength: 60, leadSpacing: 20, tailSpacing: 40)
        root2.layoutIfNeeded()
        // Free 400 - 60 - 180 = 160 over 2 gaps: 80. y 20, 160, 300 (300 + 60 = 360).
        assertFrame(w[0].frame, 0, 20, 20, 60)
        assertFrame(w[1].frame, 0, 160, 20, 60)
        assertFrame(w[2].frame, 0, 300, 20, 60)
    }

    func testDistributionInsideAnOffsetContainer() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let container = View()
        root.addSubview(container)
        container.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(100)
            make.top.equalToSuperview().offset(50)
            make.width.equalTo(200)
            make.height.equalTo(100)
        }
        let views = (0..<3).map { _ -> View in
            let view = View()
            container.addSubview(view)
            return view
        }
        views.snp.makeConstraints { make in
            make.top.bottom.equalToSuperview()
        }
        views.snp.distributeViews(along: .horizontal, fixedItemLength: 40, leadSpacing: 10, tailSpacing: 30)
        root.layoutIfNeeded()
        // Inside the 200-wide container: free 200 - 10 - 30 - 120 = 40 over 2 gaps: 20.
        // x (relative to the container) 10, 70, 130 (130 + 40 = 170 = 200 - 30).
        assertFrame(views[0].frame, 10, 0, 40, 100)
        assertFrame(views[1].frame, 70, 0, 40, 100)
        assertFrame(views[2].frame, 130, 0, 40, 100)
    }

    func testRemakeReplacesADistributedViewsConstraints() {
        let (root, v) = row(2)
        v.snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0, equalSizes: true)
        root.layoutIfNeeded()
        // (375 - 10) / 2 = 182.5 each.
        assertFrame(v[1].frame, 192.5, 0, 182.5, 20)
        v[1].snp.remakeConstraints { make in
            make.top.equalToSuperview()
            make.left.equalToSuperview()
            make.size.equalTo(CGSize(width: 10, height: 10))
        }
        root.layoutIfNeeded()
        // v[1]'s distribution constraints are gone with its remake.
        assertFrame(v[1].frame, 0, 0, 10, 10)
    }
}
