import Taut

/// The engine workload: a screen of about `n` views built through anchors, laid out once,
/// then laid out again after one constant change.
///
/// The screen is a column of sections (10 rows each) in a 1000-point-wide root; each row holds
/// four equal-width cells in a chain, each cell a 10-point label pinned inside it: 9 views per
/// row (row, 4 cells, 4 labels) plus one per section. Every view but the root is positioned by
/// constraints (about 8 per view), and every label has its intrinsic-size constraints.
/// The change moves the leading edge of one label in the last row by 2 points, which touches
/// that label only.
///
/// Returns seconds for `build` (creating views, adding them, activating constraints),
/// `first_layout` (the first `layoutIfNeeded()`, which adds everything to the solver) and
/// `relayout` (the constant change and the next `layoutIfNeeded()`), plus the counts `views`
/// and `constraints`, and `check` (1 if the changed label ended where it should, else 0).
/// With `layingOut` false it stops after the build; `keep` receives the root, so that a caller
/// can keep the tree alive past the call (and its teardown out of a measurement).
func runEngineWorkload(n: Int, layingOut: Bool = true, keep: (View) -> Void = { _ in }) -> [String: Double] {
    let cellsPerRow = 4
    let rowsPerSection = 10
    let rowCount = Swift.max(1, n / (2 * cellsPerRow + 1))
    let clock = ContinuousClock()
    func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    var views = 1
    var constraintCount = 0
    var changed: LayoutConstraint?
    var changedLabel: Label?
    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))

    let buildStart = clock.now
    var section: View?
    var previousSection: View?
    var previousRow: View?
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(n * 8)
    for r in 0..<rowCount {
        if r % rowsPerSection == 0 {
            if let section, let previousRow {
                constraints.append(section.bottomAnchor.constraint(equalTo: previousRow.bottomAnchor, constant: 8))
            }
            let s = View()
            s.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(s)
            views += 1
            constraints.append(s.leadingAnchor.constraint(equalTo: root.leadingAnchor))
            constraints.append(s.trailingAnchor.constraint(equalTo: root.trailingAnchor))
            constraints.append(s.topAnchor.constraint(equalTo: (section ?? root).bottomAnchor))
            previousSection = section
            section = s
            previousRow = nil
        }
        guard let section else { break }
        let row = View()
        row.translatesAutoresizingMaskIntoConstraints = false
        section.addSubview(row)
        views += 1
        constraints.append(row.leadingAnchor.constraint(equalTo: section.leadingAnchor, constant: 8))
        constraints.append(row.trailingAnchor.constraint(equalTo: section.trailingAnchor, constant: -8))
        constraints.append(row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? section.topAnchor, constant: 4))
        var previousCell: View?
        var firstCell: View?
        for c in 0..<cellsPerRow {
            let cell = View()
            cell.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(cell)
            let label = Label(text: "Item \(r).\(c)", fontSize: 10)
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(label)
            views += 2
            constraints.append(cell.leadingAnchor.constraint(equalTo: previousCell?.trailingAnchor ?? row.leadingAnchor, constant: 4))
            constraints.append(cell.topAnchor.constraint(equalTo: row.topAnchor, constant: 4))
            constraints.append(cell.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -4))
            if let firstCell { constraints.append(cell.widthAnchor.constraint(equalTo: firstCell.widthAnchor)) }
            let leading = label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4)
            constraints.append(leading)
            constraints.append(label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -4))
            constraints.append(label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 2))
            constraints.append(label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -2))
            if r == rowCount - 1, c == 1 {
                changed = leading
                changedLabel = label
            }
            firstCell = firstCell ?? cell
            previousCell = cell
        }
        if let previousCell {
            constraints.append(previousCell.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -4))
        }
        previousRow = row
    }
    if let section, let previousRow {
        constraints.append(section.bottomAnchor.constraint(equalTo: previousRow.bottomAnchor, constant: 8))
    }
    _ = previousSection
    LayoutConstraint.activate(constraints)
    constraintCount = constraints.count
    let build = seconds(buildStart.duration(to: clock.now))
    keep(root)
    guard layingOut else { return ["build": build, "views": Double(views), "constraints": Double(constraintCount)] }

    let firstStart = clock.now
    root.layoutIfNeeded()
    let first = seconds(firstStart.duration(to: clock.now))

    let before = changedLabel?.frame.minX ?? 0
    let relayoutStart = clock.now
    changed?.constant = 6
    root.layoutIfNeeded()
    let relayout = seconds(relayoutStart.duration(to: clock.now))
    let after = changedLabel?.frame.minX ?? 0

    return [
        "views": Double(views),
        "constraints": Double(constraintCount),
        "build": build,
        "first_layout": first,
        "relayout": relayout,
        "check": abs(after - before - 2) < 1e-6 ? 1 : 0,
    ]
}
