import Foundation
import Taut
import TautCells

/// The `--lists` suite: a table of self-sizing feed cells scrolled from top to bottom one
/// screen at a time, against the same table whose cells are placed by frame code, in one
/// process.
///
/// Both tables are 390 × 844 points and show ``rowCount`` rows of the feed items (seed 17).
/// The Auto Layout table's rows are `UITableView.automaticDimension`: each row coming into
/// view is measured from its ``FeedCell``'s constraints. The frame-code table answers
/// `tableView(_:heightForRowAt:)` from ``FeedCellFrames``'s `sizeThatFits` (a sizing cell,
/// as frame-code apps do) and its cells lay their content out by hand. Each step sets the
/// content offset one screen further and lays the table out; the medians of the per-step
/// times over the rounds, their ratio and the cells each table made are printed.
enum ListsBench {
    /// Rows of the tables.
    static let rowCount = 1000

    /// Runs `rounds` rounds, each scrolling both tables (alternating which goes first).
    static func run(rounds: Int, jsonOut: String?) {
        print("taut-bench --lists (\(Report.buildConfiguration) build): a \(rowCount)-row table of feed cells "
              + "scrolled one screen at a time. Medians of \(rounds) rounds.")
        let items = FeedItem.generate(count: rowCount, seed: 17)
        var times: [[Double]] = [[], []]
        var made = [0, 0]
        var steps = 0
        var heights: [CGFloat] = [0, 0]
        for round in 0..<max(1, rounds) {
            for turn in 0..<2 {
                let version = (round + turn) % 2
                let scroll = ScrolledFeedTable(items: items, autoLayout: version == 0)
                let (seconds, count) = Stopwatch.timed { scroll.scrollToEnd() }
                times[version].append(seconds / Double(max(count, 1)))
                made[version] = scroll.cellsMade
                steps = count
                heights[version] = scroll.table.contentSize.height
            }
        }
        let constrained = CaseRunner.median(times[0]), framed = CaseRunner.median(times[1])
        let ratio = framed > 0 ? constrained / framed : 0
        print("")
        print("table         steps   µs/step   cells made   content height")
        print(String(format: "Auto Layout   %5d   %7.1f   %10d   %14.1f", steps, constrained * 1e6, made[0], heights[0]))
        print(String(format: "frames        %5d   %7.1f   %10d   %14.1f", steps, framed * 1e6, made[1], heights[1]))
        print(String(format: "ratio                 %5.2fx", ratio))
        let identical = heights[0] == heights[1]
        let line = JSONValue.object([
            ("tool", .string("taut-bench")), ("suite", .string("lists")), ("build", .string(Report.buildConfiguration)),
            ("rounds", .int(rounds)), ("rows", .int(rowCount)), ("steps", .int(steps)),
            ("autolayout_s_per_step_median", .double(constrained)), ("frames_s_per_step_median", .double(framed)),
            ("ratio", .double(ratio)), ("autolayout_cells_made", .int(made[0])), ("frames_cells_made", .int(made[1])),
            ("content_heights_identical", .bool(identical)),
        ]).encoded
        print("")
        if let jsonOut { try? Data((line + "\n").utf8).write(to: URL(fileURLWithPath: jsonOut)) }
        print(line)
        if !identical {
            FileHandle.standardError.write(Data("taut-bench: the two tables' content heights differ\n".utf8))
            exit(1)
        }
    }
}

/// A table of feed rows, either version, and a scroll from its top to its end.
final class ScrolledFeedTable: TableViewDataSource, TableViewDelegate {
    let items: [FeedItem]
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let autoLayout: Bool
    private(set) var cellsMade = 0
    private let sizing = FeedCellFrames()
    private var frameHeights: [Int: CGFloat] = [:]

    init(items: [FeedItem], autoLayout: Bool) {
        self.items = items
        self.autoLayout = autoLayout
        table.separatorStyle = .none
        table.register(autoLayout ? FeedTableCell.self : FeedFramesTableCell.self, forCellReuseIdentifier: "feed")
        table.dataSource = self
        table.delegate = self
    }

    /// Lays the table out, then scrolls one screen at a time to the end; returns the number of
    /// scroll steps (the first layout included).
    func scrollToEnd() -> Int {
        table.layoutIfNeeded()
        var steps = 1
        while table.contentOffset.y + table.bounds.height < table.contentSize.height {
            table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + table.bounds.height)
            table.layoutIfNeeded()
            steps += 1
        }
        return steps
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath)
        if let cell = cell as? FeedTableCell {
            if !cell.counted { cell.counted = true; cellsMade += 1 }
            cell.feed.bind(items[indexPath.row])
        } else if let cell = cell as? FeedFramesTableCell {
            if !cell.counted { cell.counted = true; cellsMade += 1 }
            cell.feed.bind(items[indexPath.row])
        }
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if autoLayout { return TableView.automaticDimension }
        if let height = frameHeights[indexPath.row] { return height }
        sizing.bind(items[indexPath.row])
        let height = sizing.sizeThatFits(CGSize(width: tableView.bounds.width, height: .greatestFiniteMagnitude)).height
        frameHeights[indexPath.row] = height
        return height
    }
}

/// A table cell showing a ``FeedCell`` held to its content view by constraints.
final class FeedTableCell: TableViewCell {
    let feed = FeedCell()
    var counted = false

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        feed.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(feed)
        LayoutConstraint.activate([
            feed.topAnchor.constraint(equalTo: contentView.topAnchor),
            feed.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            feed.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            feed.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A table cell showing a ``FeedCellFrames`` placed by frame code over its content view.
final class FeedFramesTableCell: TableViewCell {
    let feed = FeedCellFrames()
    var counted = false

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(feed)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = CGRect(origin: .zero, size: frame.size)
        if feed.frame != bounds { feed.frame = bounds }
    }
}
