import XCTest
import TautUIKit
import SnapKit

// A photo grid written the way apps write it: a UICollectionViewController subclass with a
// flow layout, three columns sized by the flow layout delegate, a section header, and cells
// of an image view over a caption, laid out with SnapKit.

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    let imageView = UIImageView()
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true

        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        captionLabel.font = .systemFont(ofSize: 10)
        captionLabel.textAlignment = .center
        captionLabel.textColor = .secondaryLabel

        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
        imageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(imageView.snp.width)
            make.bottom.equalTo(captionLabel.snp.top).offset(-4)
        }
        captionLabel.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(4)
            make.bottom.equalToSuperview().inset(4)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        captionLabel.text = nil
    }

    func configure(with title: String) {
        imageView.image = UIImage(systemName: "photo")
        captionLabel.text = title
    }
}

final class PhotoHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "PhotoHeaderView"

    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        addSubview(titleLabel)
        titleLabel.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PhotoGridViewController: UICollectionViewController {
    private let photos = (1...30).map { "Photo \($0)" }
    private let columns: CGFloat = 3
    private let spacing: CGFloat = 2

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.backgroundColor = .systemBackground
        collectionView.alwaysBounceVertical = true
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(PhotoHeaderView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: PhotoHeaderView.reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier,
                                                            for: indexPath) as? PhotoCell else {
            return UICollectionViewCell()
        }
        cell.configure(with: photos[indexPath.item])
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind,
                                                                   withReuseIdentifier: PhotoHeaderView.reuseIdentifier,
                                                                   for: indexPath)
        (view as? PhotoHeaderView)?.titleLabel.text = "Recents"
        return view
    }

    var selected: [IndexPath] = []

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

extension PhotoGridViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let inset = collectionView.adjustedContentInset
        let available = collectionView.bounds.width - inset.left - inset.right - spacing * (columns - 1)
        let side = floor(available / columns)
        return CGSize(width: side, height: side + 20)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }
}

final class PhotoGridPortTests: XCTestCase {
    func testThreeColumnPhotoGridInAnIPhone14Window() throws {
        let controller = PhotoGridViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        let collectionView = try XCTUnwrap(controller.collectionView)
        XCTAssertTrue(collectionView.dataSource === controller)
        XCTAssertEqual(collectionView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        // alwaysBounceVertical: the safe area (47 top, 34 bottom) joins the content inset, and
        // the content starts below the status bar.
        XCTAssertEqual(collectionView.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: -47))

        // Items: floor((390 - 2 × 2) / 3) = floor(128.67) = 128 wide, 148 tall. Three a row
        // take 3 × 128 + 2 × 2 = 388 of 390; rows are justified, so the 6 points left are
        // shared by the 2 gaps: x = 0, 131, 262. The header is 0…44; rows start at
        // 44 + 150 k. The visible area is -47…797 (content coordinates): rows 0…5
        // (44 + 750 = 794 < 797), 18 cells.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(0...17))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 44, width: 128, height: 148))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame,
                       CGRect(x: 131, y: 194, width: 128, height: 148))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 17, section: 0))?.frame,
                       CGRect(x: 262, y: 794, width: 128, height: 148))
        // 10 rows: 44 + 10 × 148 + 9 × 2 = 1542.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 1542))

        // Inside a cell: the caption (10 points: 12 tall) 4 above the bottom, 4 in from the
        // sides: (4, 148 - 4 - 12 = 132, 120, 12); the image above it, 4 apart: 128 × 128.
        let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)
        XCTAssertEqual(cell.captionLabel.text, "Photo 5")
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 128, height: 148))
        XCTAssertEqual(cell.captionLabel.frame, CGRect(x: 4, y: 132, width: 120, height: 12))
        XCTAssertEqual(cell.imageView.frame, CGRect(x: 0, y: 0, width: 128, height: 128))

        // The header spans the width; its title (20 points: 24 tall, "Recents" 7 × 10 = 70
        // wide) is 16 in and centred: y = (44 - 24) / 2 = 10.
        let header = try XCTUnwrap(collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? PhotoHeaderView)
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(header.titleLabel.frame, CGRect(x: 16, y: 10, width: 70, height: 24))

        // Scrolled to the last item at the bottom: its row is 44 + 9 × 150 = 1394…1542; the
        // offset is 1542 - 844 + 34 = 732 (the end of the content). Rows ending after 732 are
        // shown: 44 + 150 k + 148 > 732 for k ≥ 4, items 12…29, and the 12 cells of rows 0…3
        // served rows 6…9: still 18 cells in all. Every item has the same size, so the last
        // row takes the places of the first: x = 262 for its third item.
        let scrollDiagnostics = LayoutDiagnostics.collect {
            collectionView.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(scrollDiagnostics.map(\.message), [])
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 732))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(12...29))
        XCTAssertEqual(collectionView.visibleCells.count, 18)
        let last = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 29, section: 0)) as? PhotoCell)
        XCTAssertEqual(last.frame, CGRect(x: 262, y: 1394, width: 128, height: 148))
        XCTAssertEqual(last.captionLabel.text, "Photo 30")
        XCTAssertEqual(last.captionLabel.frame, CGRect(x: 4, y: 132, width: 120, height: 12))
        XCTAssertNil(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 0)))
    }
}
