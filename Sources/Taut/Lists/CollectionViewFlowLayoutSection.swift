import Foundation

/// The metrics of one section of a flow layout, as its delegate or its properties give them.
struct FlowLayoutSectionMetrics {
    /// Whether the content scrolls horizontally (lines are columns).
    var horizontal: Bool
    /// The content's extent across the scroll direction (its width when scrolling vertically).
    var dimension: CGFloat
    /// The section inset, the inset reference's extra included.
    var inset: EdgeInsets
    /// The smallest space between lines.
    var lineSpacing: CGFloat
    /// The smallest space between the items of a line.
    var interitemSpacing: CGFloat
    /// The header's reference size (its extent along the scroll direction counts).
    var headerSize: CGSize
    /// The footer's reference size.
    var footerSize: CGSize
    /// The size of each item.
    var itemSizes: [CGSize]
}

/// One line of a flow layout section: its items and its extent along the scroll direction.
struct FlowLayoutLine {
    /// The items of the line.
    var items: Range<Int>
    /// Where the line starts along the scroll direction.
    var start: CGFloat
    /// Where the line ends along the scroll direction.
    var end: CGFloat
}

/// The frames of one section of a flow layout, computed by ``compute(_:at:)``.
struct FlowLayoutSection {
    /// The header's frame, or `nil` without one.
    var headerFrame: CGRect?
    /// The footer's frame, or `nil` without one.
    var footerFrame: CGRect?
    /// The frame of each item.
    var itemFrames: [CGRect] = []
    /// The lines, in order along the scroll direction.
    var lines: [FlowLayoutLine] = []
    /// Where the section starts along the scroll direction (its header's start).
    var start: CGFloat = 0
    /// Where the section ends along the scroll direction (its footer's end).
    var end: CGFloat = 0
    /// The items too long for a line (reported by the layout).
    var oversizedItems: [Int] = []

    /// Lays out a section that starts at `offset` along the scroll direction.
    ///
    /// UIKit's line breaking: items are added to a line while they fit in the section's width
    /// (minus its insets) with the minimum interitem spacing between them. A line that is not
    /// the last is justified: the space left over is shared between its items, so that the
    /// first touches the leading inset and the last the trailing one; such a line with one
    /// item centres it. The last line keeps the minimum spacing from the leading inset, unless
    /// every item of the section has the same size and there are lines above it: then it takes
    /// the places of the first line (its items stay in the columns above; a section of one line
    /// is laid out as a last line). Items of a line are centred across it (the line
    /// is as thick as its thickest item).
    /// Sources: Apple, "Collection View Programming Guide for iOS", Using the Flow Layout
    /// ("the layout object increases the interitem spacing until the items fit evenly within
    /// the line boundaries", figure 3-3; "the flow layout object centers items vertically on
    /// the same line", figure 3-2); the row alignment defaults UIKit keeps privately
    /// (`UIFlowLayoutCommonRowHorizontalAlignmentKey` justify, `…LastRowHorizontalAlignmentKey`
    /// left, as PSTCollectionView's reimplementation of UICollectionViewFlowLayout records them);
    /// Stack Overflow "How do you determine spacing between cells in UICollectionView
    /// flowLayout" (an item alone on a line that is not the last is centred; the last line
    /// aligns left); Peter Steinberger's radar rdar://20825965, "Customize layout of
    /// UICollectionViewFlowLayout's last row" (openradar.me/20825965: the last row is left-aligned
    /// only once item sizes are not uniform; uniform items keep the common rows' layout) and
    /// PSTCollectionView, which reuses the first row's item rectangles for every row of a
    /// section of fixed-size items.
    static func compute(_ metrics: FlowLayoutSectionMetrics, at offset: CGFloat) -> FlowLayoutSection {
        let horizontal = metrics.horizontal
        func along(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        func across(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func rect(_ l: CGFloat, _ s: CGFloat, _ lengthL: CGFloat, _ lengthS: CGFloat) -> CGRect {
            horizontal ? CGRect(x: s, y: l, width: lengthS, height: lengthL)
                : CGRect(x: l, y: s, width: lengthL, height: lengthS)
        }
        let inset = metrics.inset
        let leadingInset = horizontal ? inset.top : inset.left
        let trailingInset = horizontal ? inset.bottom : inset.right
        let startInset = horizontal ? inset.left : inset.top
        let endInset = horizontal ? inset.right : inset.bottom
        let available = Swift.max(0, metrics.dimension - leadingInset - trailingInset)
        let sizes = metrics.itemSizes

        var section = FlowLayoutSection()
        section.start = offset
        var s = offset
        let headerLength = across(metrics.headerSize)
        if headerLength > 0 {
            section.headerFrame = rect(0, s, metrics.dimension, headerLength)
            s += headerLength
        }
        s += startInset
        section.itemFrames = Array(repeating: .zero, count: sizes.count)
        // Tolerance for sums of fractions of a width (a third of 350 three times).
        let tolerance: CGFloat = 1e-9 * Swift.max(1, available)
        var first = 0
        while first < sizes.count {
            var used = along(sizes[first])
            if used > available + tolerance { section.oversizedItems.append(first) }
            var next = first + 1
            while next < sizes.count, used + metrics.interitemSpacing + along(sizes[next]) <= available + tolerance {
                used += metrics.interitemSpacing + along(sizes[next])
                next += 1
            }
            section.lines.append(FlowLayoutLine(items: first..<next, start: 0, end: 0))
            first = next
        }
        let uniformSize = sizes.first.flatMap { first in sizes.allSatisfy { $0 == first } ? first : nil }
        for index in section.lines.indices {
            if index > 0 { s += metrics.lineSpacing }
            let items = section.lines[index].items
            let thickness = items.reduce(CGFloat(0)) { Swift.max($0, across(sizes[$1])) }
            let total = items.reduce(CGFloat(0)) { $0 + along(sizes[$1]) }
            var l = leadingInset
            var gap = metrics.interitemSpacing
            if index < section.lines.count - 1 {
                if items.count > 1 {
                    gap = (available - total) / CGFloat(items.count - 1)
                } else {
                    l += Swift.max(0, (available - total) / 2)
                }
            } else if uniformSize != nil, index > 0, let template = section.lines.first?.items {
                // Items all of one size: the last line takes the places of the first (full)
                // line, so that it stays in the columns above.
                let length = along(sizes[template.lowerBound])
                if template.count > 1 {
                    gap = (available - CGFloat(template.count) * length) / CGFloat(template.count - 1)
                } else {
                    l += Swift.max(0, (available - length) / 2)
                }
            }
            for item in items {
                let size = sizes[item]
                section.itemFrames[item] = rect(l, s + (thickness - across(size)) / 2, along(size), across(size))
                l += along(size) + gap
            }
            section.lines[index].start = s
            section.lines[index].end = s + thickness
            s += thickness
        }
        s += endInset
        let footerLength = across(metrics.footerSize)
        if footerLength > 0 {
            section.footerFrame = rect(0, s, metrics.dimension, footerLength)
            s += footerLength
        }
        section.end = s
        return section
    }

    /// Mirrors every frame across a content of width `width` (right-to-left layout).
    mutating func mirror(width: CGFloat) {
        func flip(_ frame: CGRect) -> CGRect {
            CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        headerFrame = headerFrame.map(flip)
        footerFrame = footerFrame.map(flip)
        for index in itemFrames.indices { itemFrames[index] = flip(itemFrames[index]) }
    }

    /// The index of the first line that ends at or after `position` along the scroll
    /// direction (binary search; `lines.count` when none does).
    func firstLine(endingAtOrAfter position: CGFloat) -> Int {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].end < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
