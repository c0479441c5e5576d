import Taut

/// The DSL workload: the engine workload's screen (see ``runEngineWorkload(n:)``) written with
/// `view.snp.makeConstraints` instead of anchors — the same views, the same constraints, the
/// same constant change (through ``Constraint/update(offset:)``).
///
/// Returns the keys of ``runEngineWorkload(n:)``: seconds for `build` (creating views, adding
/// them, making and activating constraints through the DSL), `first_layout` and `relayout`,
/// the counts `views` and `constraints`, and `check` (1 if the changed label ended where it
/// should, else 0). Compare its `build` with the engine workload's: the target is at most 1.5×.
func runDSLWorkload(n: Int) -> [String: Double] {
    let cellsPerRow = 4
    let rowsPerSection = 10
    let rowCount = Swift.max(1, n / (2 * cellsPerRow + 1))
    let clock = ContinuousClock()
    func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    var views = 1
    var changed: Constraint?
    var changedLabel: Label?
    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))

    let buildStart = clock.now
    var section: View?
    var previousRow: View?
    for r in 0..<rowCount {
        if r % rowsPerSection == 0 {
            if let section, let previousRow {
                section.snp.makeConstraints { make in make.bottom.equalTo(previousRow.snp.bottom).offset(8) }
            }
            let s = View()
            root.addSubview(s)
            views += 1
            let above = section ?? root
            s.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview()
                make.top.equalTo(above.snp.bottom)
            }
            section = s
            previousRow = nil
        }
        guard let section else { break }
        let row = View()
        section.addSubview(row)
        views += 1
        let rowAbove = previousRow
        row.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(8)
            make.trailing.equalToSuperview().offset(-8)
            make.top.equalTo(rowAbove?.snp.bottom ?? section.snp.top).offset(4)
        }
        var previousCell: View?
        var firstCell: View?
        for c in 0..<cellsPerRow {
            let cell = View()
            row.addSubview(cell)
            let label = Label(text: "Item \(r).\(c)", fontSize: 10)
            cell.addSubview(label)
            views += 2
            cell.snp.makeConstraints { make in
                make.leading.equalTo(previousCell?.snp.trailing ?? row.snp.leading).offset(4)
                make.top.equalToSuperview().offset(4)
                make.bottom.equalToSuperview().offset(-4)
                if let firstCell { make.width.equalTo(firstCell) }
                if c == cellsPerRow - 1 { make.trailing.equalToSuperview().offset(-4) }
            }
            label.snp.makeConstraints { make in
                let leading = make.leading.equalToSuperview().offset(4).constraint
                if r == rowCount - 1, c == 1 {
                    changed = leading
                    changedLabel = label
                }
                make.trailing.lessThanOrEqualToSuperview().offset(-4)
                make.top.equalToSuperview().offset(2)
                make.bottom.equalToSuperview().offset(-2)
            }
            firstCell = firstCell ?? cell
            previousCell = cell
        }
        previousRow = row
    }
    if let section, let previousRow {
        section.snp.makeConstraints { make in make.bottom.equalTo(previousRow.snp.bottom).offset(8) }
    }
    let build = seconds(buildStart.duration(to: clock.now))
    let constraintCount = countInstalledConstraints(in: root)

    let firstStart = clock.now
    root.layoutIfNeeded()
    let first = seconds(firstStart.duration(to: clock.now))

    let before = changedLabel?.frame.minX ?? 0
    let relayoutStart = clock.now
    changed?.update(offset: 6)
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

/// Builds the engine screen both ways `repeats` times, alternating, and returns the median
/// `build` seconds of each (`anchors_build`, `dsl_build`) and their ratio `dsl_over_anchors`
/// (target: at most 1.5), with both workloads' `check`.
func runDSLComparison(n: Int, repeats: Int) -> [String: Double] {
    var anchors: [Double] = []
    var dsl: [Double] = []
    var checks = 1.0
    for _ in 0..<Swift.max(1, repeats) {
        let a = runEngineWorkload(n: n)
        let d = runDSLWorkload(n: n)
        anchors.append(a["build"] ?? 0)
        dsl.append(d["build"] ?? 0)
        checks = Swift.min(checks, a["check"] ?? 0, d["check"] ?? 0)
    }
    let anchorsBuild = CaseRunner.median(anchors)
    let dslBuild = CaseRunner.median(dsl)
    return [
        "anchors_build": anchorsBuild,
        "dsl_build": dslBuild,
        "dsl_over_anchors": anchorsBuild > 0 ? dslBuild / anchorsBuild : 0,
        "check": checks,
    ]
}

/// The number of active constraints installed anywhere in `view`'s tree.
private func countInstalledConstraints(in view: View) -> Int {
    view.subviews.reduce(view.constraints.count) { $0 + countInstalledConstraints(in: $1) }
}
