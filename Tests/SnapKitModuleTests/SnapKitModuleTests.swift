import XCTest
import SnapKit
import TautUIKit

// Written as a SnapKit user writes it: `import SnapKit` beside the UIKit import (here
// `TautUIKit`), and SnapKit's types named with the module's name.

private final class BannerView: UIView {
    let title = UILabel()
    var titleTop: SnapKit.Constraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        title.snp.makeConstraints { (make: SnapKit.ConstraintMaker) in
            titleTop = make.top.equalToSuperview().offset(12).constraint
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(20)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SnapKitModuleTests: XCTestCase {
    func testImportSnapKitAndQualifiedNamesCompileAndLayOut() {
        let banner = BannerView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        banner.layoutIfNeeded()
        // x = 16, width = 300 - 16 - 16 = 268; y = 12, height 20.
        XCTAssertEqual(banner.title.frame, CGRect(x: 16, y: 12, width: 268, height: 20))
        let priority: SnapKit.ConstraintPriority = .high
        XCTAssertEqual(priority.value, 750)
        banner.titleTop?.update(offset: 30)
        banner.layoutIfNeeded()
        XCTAssertEqual(banner.title.frame.minY, 30)
    }
}
