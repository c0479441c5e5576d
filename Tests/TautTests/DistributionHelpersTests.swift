import XCTest
@testable import Taut

/// Masonry's array makers, alignment, size matching, aspect ratio, safe-area shortcuts and
/// gaps as values.
final class DistributionHelpersTests: XCTestCase {
    private func root(_ width: CGFloat = 300, _ height: CGFloat = 400) -> View {
        View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    private func children(_ count: Int, of parent: View) -> [View] {
        (0..<count).map { _ in
            let view = View()
            parent.addSubview(view)
            return view
        }
    }

    func testArrayMakeRemakeUpdate() {
        let root = root()
        let v = children(3, of: root)
        v[0].snp.makeConstraints { $0.left.equalToSuperview() }
        v[1].snp.makeConstraints { $0.left.equalToSuperview().offset(100) }
        v[2].snp.makeConstraints { $0.left.equalToSuperview().offset(200) }
        v.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.size.equalTo(CGSize(width: 20, height: 30))
        }
        XCTAssertTrue(v.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        root.layoutIfNeeded()
        assertFrame(v[1].frame, 100, 10, 20, 30)
        assertFrame(v[2].frame, 200, 10, 20, 30)

        v.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(25)
        }
        root.layoutIfNeeded()
        // Only the top constant changed: y 25 for all three.
        XCTAssertEqual(v.map { $0.frame.minY }, [25, 25, 25])
        XCTAssertEqual(v.map { $0.frame.minX }, [0, 100, 200])

        v.snp.remakeConstraints { make in
            make.top.left.equalToSuperview().offset(5)
            make.size.equalTo(CGSize(width: 7, height: 7))
        }
        root.layoutIfNeeded()
        // Every view's earlier constraints are gone: all at (5, 5).
        for view in v { assertFrame(view.frame, 5, 5, 7, 7) }

        v.snp.removeConstraints()
        XCTAssertTrue(v.allSatisfy { $0.constraints.isEmpty })
        XCTAssertTrue(root.constraints.isEmpty)
    }

    func testAlignAndMatch() {
        let root = root()
        let v = children(3, of: root)
        v[0].snp.makeConstraints { make in
            make.top.equalToSuperview().offset(40)
            make.leading.equalToSuperview().offset(10)
            make.size.equalTo(CGSize(width: 60, height: 50))
        }
        v[1].snp.makeConstraints { make in
            make.leading.equalTo(v[0].snp.trailing).offset(10)
            make.height.equalTo(20)
        }
        v[2].snp.makeConstraints { make in
            make.leading.equalTo(v[1].snp.trailing).offset(10)
            make.height.equalTo(30)
        }
        let centres = v.snp.align(.centerY)
        let widths = v.snp.matchWidths()
        XCTAssertEqual(centres.count, 2)
        XCTAssertEqual(widths.map(\.firstAttribute), [.width, .width])
        root.layoutIfNeeded()
        // Centre y = 40 + 25 = 65: v1 y 55 (20 high), v2 y 50 (30 high); widths 60: x 10, 80, 150.
        assertFrame(v[1].frame, 80, 55, 60, 20)
        assertFrame(v[2].frame, 150, 50, 60, 30)

        let (other, w) = (root, children(2, of: root))
        w[0].snp.makeConstraints { make in
            make.left.equalToSuperview()
            make.top.equalToSuperview().offset(200)
            make.size.equalTo(CGSize(width: 10, height: 40))
        }
        w[1].snp.makeConstraints { make in
            make.left.equalToSuperview().offset(50)
            make.width.equalTo(10)
        }
        w.snp.align(.bottom)
        w.snp.matchHeights()
        other.layoutIfNeeded()
        // Bottom 240, height 40: y 200.
        assertFrame(w[1].frame, 50, 200, 10, 40)
    }

    func testAspectRatioWithBothDSLs() {
        let root = root()
        let video = View()
        let poster = View()
        root.addSubview(video)
        root.addSubview(poster)
        video.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(160)
            make.aspectRatio(16, by: 9)
        }
        poster.layout {
            $0.top == video.bottomAnchor
            $0.left == root.leftAnchor
            $0.height == 90
            $0.width == $0.height * (16.0 / 9.0)
        }
        root.layoutIfNeeded()
        // width 160 = height × 16 / 9, so height 90.
        assertFrame(video.frame, 0, 0, 160, 90)
        // height 90, width 90 × 16 / 9 = 160.
        assertFrame(poster.frame, 0, 90, 160, 90)
    }

    func testSafeAreaShortcuts() {
        let root = root()
        root.safeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 20)
        let content = View()
        let banner = View()
        root.addSubview(content)
        root.addSubview(banner)
        content.snp.makeConstraints { make in
            make.edges.equalToSuperviewSafeArea()
        }
        banner.snp.makeConstraints { make in
            make.top.equalToSafeArea(of: root).offset(8)
            make.left.right.equalToSuperview()
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        // Safe area of 300 × 400 with insets 44/10/34/20: (10, 44, 270, 322).
        assertFrame(content.frame, 10, 44, 270, 322)
        // banner: y 44 + 8 = 52.
        assertFrame(banner.frame, 0, 52, 300, 20)
    }

    func testSafeAreaInequalities() {
        let root = root()
        root.safeAreaInsets = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        let box = View()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.greaterThanOrEqualToSuperviewSafeArea()
            make.top.equalToSuperview().priority(.low)
            make.bottom.lessThanOrEqualToSafeArea(of: root)
            make.left.right.equalToSuperview()
            make.height.equalTo(30)
        }
        root.layoutIfNeeded()
        // top wants 0 (low) but must be >= 50.
        assertFrame(box.frame, 0, 50, 300, 30)
    }

    func testGapsAsValuesWithoutSpacers() {
        let root = root(400, 100)
        let v = children(3, of: root)
        v.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.height.equalTo(10)
        }
        v[0].layout {
            $0.leading == root.leadingAnchor
            $0.width == 40
        }
        v[1].layout { $0.width == 60 }
        v[2].layout {
            $0.trailing == root.trailingAnchor
            $0.width == 100
        }
        let gaps = v.snp.equalGaps(along: .horizontal)
        XCTAssertEqual(gaps.count, 1)
        root.layoutIfNeeded()
        // Free 400 - 200 = 200, two equal gaps of 100: x 0, 140, 300.
        assertFrame(v[1].frame, 140, 0, 60, 10)
        assertFrame(v[2].frame, 300, 0, 100, 10)
    }

    func testGapAsADimensionInTheOperatorDSL() {
        let root = root(400, 100)
        let v = children(3, of: root)
        for (index, view) in v.enumerated() {
            view.layout {
                $0.top == root.topAnchor
                $0.size == CGSize(width: 50, height: 10)
                if index == 0 { $0.left == root.leftAnchor + 10 }
            }
        }
        let first = v[0].rightAnchor.anchorWithOffset(to: v[1].leftAnchor)
        let second = v[1].rightAnchor.anchorWithOffset(to: v[2].leftAnchor)
        v[2].layout { _ in
            second == first * 2
            first == 30
        }
        root.layoutIfNeeded()
        // First gap 30: v1 at 10 + 50 + 30 = 90; second gap 60: v2 at 90 + 50 + 60 = 200.
        assertFrame(v[1].frame, 90, 0, 50, 10)
        assertFrame(v[2].frame, 200, 0, 50, 10)
    }
}
