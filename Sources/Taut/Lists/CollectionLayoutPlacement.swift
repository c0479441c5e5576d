import Foundation

/// The identity of a laid-out element, by which a layout keeps the size a self-sizing view
/// measured: its category, kind (empty for cells) and index path.
struct CollectionLayoutElementKey: Hashable {
    var category: CollectionViewLayoutAttributes.ElementCategory
    var kind: String
    var indexPath: IndexPath

    /// The key of the element `attributes` describe.
    init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind ?? "",
                  indexPath: attributes.indexPath)
    }

    init(category: CollectionViewLayoutAttributes.ElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }
}

/// Places the items of one section: groups and their subitems, recursively, writing the
/// attributes of the cells (and of the supplementary items attached to them) to ``output``.
///
/// Geometry is written for either axis (`CollectionLayoutAxis`): a horizontal group places its
/// subitems along x, a vertical one along y.
struct CollectionLayoutPlacement {
    /// The section being placed.
    let section: Int
    /// The number of items the data source gives the section.
    let itemCount: Int
    /// Sizes measured from self-sizing views.
    let measured: [CollectionLayoutElementKey: CGSize]
    /// The traits given to custom groups' providers.
    let traitCollection: TraitCollection
    /// Reports a problem (with the layout's deduplication).
    let report: (String) -> Void
    /// The next item to place.
    var nextItem = 0
    /// The attributes made so far.
    var output: [CollectionViewLayoutAttributes] = []

    /// The most subitems one group places (a guard against a group that never fills up).
    static let repeatLimit = 10_000

    // MARK: Sizes

    /// The size of `layoutSize` in `container`, with the sides that are estimated; measured
    /// sizes under `key` replace estimates. Bad numbers are reported (naming `what`) and
    /// taken as zero.
    func resolve(_ layoutSize: CollectionLayoutSize, in container: CGSize, key: CollectionLayoutElementKey?,
                 what: @autoclosure () -> String) -> (size: CGSize, estimated: SelfSizingAxes) {
        var axes: SelfSizingAxes = []
        func side(_ dimension: CollectionLayoutDimension, _ axis: SelfSizingAxes, _ name: String) -> CGFloat {
            guard var value = dimension.resolved(in: container) else {
                report("the \(name) \(dimension) of \(what()) is negative or not a number; 0 is used")
                return 0
            }
            if dimension.isEstimated {
                axes.insert(axis)
                if let key, let size = measured[key] {
                    value = axis == .width ? size.width : size.height
                }
            }
            return value
        }
        let width = side(layoutSize.widthDimension, .width, "width")
        let height = side(layoutSize.heightDimension, .height, "height")
        return (CGSize(width: width, height: height), axes)
    }

    /// The room `item` takes along `axis` before it is placed (its estimate for an estimated
    /// side), to decide whether one more repetition fits in a group.
    func preliminaryExtent(of item: CollectionLayoutItem, along axis: CollectionLayoutAxis, in container: CGSize) -> CGFloat {
        let extent = item.layoutSize.dimension(axis).resolved(in: container) ?? 0
        let edge = item.edgeSpacing
        return extent + (edge?.before(axis) ?? 0) + (edge?.after(axis) ?? 0)
    }

    /// `rect` less `insets`, except along estimated sides (UIKit ignores content insets
    /// there).
    static func inset(_ rect: CGRect, by insets: DirectionalEdgeInsets, except estimated: SelfSizingAxes) -> CGRect {
        var result = rect
        if !estimated.contains(.width) {
            result.origin.x += insets.leading
            result.size.width = Swift.max(0, rect.width - insets.leading - insets.trailing)
        }
        if !estimated.contains(.height) {
            result.origin.y += insets.top
            result.size.height = Swift.max(0, rect.height - insets.top - insets.bottom)
        }
        return result
    }

    // MARK: Items and groups

    /// Places `item` (a leaf or a group) with its top-leading corner at `origin`, fractions
    /// measured against `container`; `forcedExtent` overrides its size along an axis (a group
    /// made with `subitem:count:`). Returns the room the item takes (without its edge spacing).
    mutating func place(_ item: CollectionLayoutItem, at origin: CGPoint, in container: CGSize,
                        forcedExtent: (axis: CollectionLayoutAxis, value: CGFloat)? = nil) -> CGSize {
        if let group = item as? CollectionLayoutGroup {
            return placeGroup(group, at: origin, in: container, forcedExtent: forcedExtent)
        }
        let indexPath = IndexPath(item: nextItem, section: section)
        let exists = nextItem < itemCount
        nextItem += 1
        let key = CollectionLayoutElementKey(category: .cell, kind: "", indexPath: indexPath)
        var (size, estimated) = resolve(item.layoutSize, in: container, key: key,
                                        what: "the item at \(describeIndexPath(indexPath))")
        if let forcedExtent {
            size = CGSize(forcedExtent.axis, main: forcedExtent.value, cross: size.extent(forcedExtent.axis.other))
        }
        guard exists else { return size }
        let frame = Self.inset(CGRect(origin: origin, size: size), by: item.contentInsets, except: estimated)
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        attributes.selfSizingAxes = estimated
        output.append(attributes)
        for supplementary in item.supplementaryItems {
            placeAttached(supplementary, to: frame, indexPath: indexPath)
        }
        return size
    }

    /// Places a supplementary item attached to the item at `indexPath` whose frame is `frame`.
    mutating func placeAttached(_ supplementary: CollectionLayoutSupplementaryItem, to frame: CGRect,
                                indexPath: IndexPath) {
        let key = CollectionLayoutElementKey(category: .supplementaryView, kind: supplementary.elementKind,
                                             indexPath: indexPath)
        let (size, estimated) = resolve(supplementary.layoutSize, in: frame.size, key: key,
                                        what: "the supplementary item \"\(supplementary.elementKind)\" at "
                                            + describeIndexPath(indexPath))
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.elementKind,
                                                        with: indexPath)
        attributes.frame = Self.inset(supplementary.frame(size: size, attachedTo: frame),
                                      by: supplementary.contentInsets, except: estimated)
        attributes.zIndex = supplementary.zIndex
        attributes.selfSizingAxes = estimated
        output.append(attributes)
    }

    /// Places a group and its subitems (see ``place(_:at:in:forcedExtent:)``).
    mutating func placeGroup(_ group: CollectionLayoutGroup, at origin: CGPoint, in container: CGSize,
                             forcedExtent: (axis: CollectionLayoutAxis, value: CGFloat)?) -> CGSize {
        var (size, estimated) = resolve(group.layoutSize, in: container, key: nil,
                                        what: "a group of section \(section)")
        if let forcedExtent {
            size = CGSize(forcedExtent.axis, main: forcedExtent.value, cross: size.extent(forcedExtent.axis.other))
        }
        let content = Self.inset(CGRect(origin: origin, size: size), by: group.contentInsets, except: estimated)
        switch group.arrangement {
        case .line(let axis):
            let used = placeLine(group, axis: axis, in: content, estimated: estimated)
            if estimated.contains(axis == .horizontal ? .width : .height) {
                size = CGSize(axis, main: used.main, cross: size.extent(axis.other))
            }
            if estimated.contains(axis == .horizontal ? .height : .width) {
                size = CGSize(axis, main: size.extent(axis), cross: used.cross)
            }
        case .custom(let provider):
            let used = placeCustom(provider, in: content)
            if estimated.contains(.width) { size.width = used.width }
            if estimated.contains(.height) { size.height = used.height }
        }
        return size
    }

    /// Places the subitems of a horizontal or vertical group one after another along `axis`
    /// in `content`; returns the room they took along the axis and across it.
    private mutating func placeLine(_ group: CollectionLayoutGroup, axis: CollectionLayoutAxis, in content: CGRect,
                                    estimated: SelfSizingAxes) -> (main: CGFloat, cross: CGFloat) {
        let subitems = group.subitems
        guard !subitems.isEmpty else {
            report("a group of section \(section) has no subitems; it places no items")
            return (0, 0)
        }
        let cross = axis.other
        let contentMain = content.size.extent(axis)
        let mainStart = axis == .horizontal ? content.minX : content.minY
        let crossStart = axis == .horizontal ? content.minY : content.minX
        let spacing = group.interItemSpacing?.points ?? 0
        let mainIsEstimated = estimated.contains(axis == .horizontal ? .width : .height)
        var count = group.repeatCount ?? subitems.count
        if count < 0 || (group.repeatCount != nil && count == 0) {
            report("a group of section \(section) repeats its subitem \(count) times; it places no items")
            count = 0
        }
        var forced: (axis: CollectionLayoutAxis, value: CGFloat)?
        if group.resizesSubitemToCount, count > 0 {
            forced = (axis, Swift.max(0, (contentMain - spacing * CGFloat(count - 1)) / CGFloat(count)))
        }
        var cursor: CGFloat = 0
        var crossUsed: CGFloat = 0
        var ranges: [Range<Int>] = []
        var index = 0
        while index < Self.repeatLimit {
            let child = subitems[index % subitems.count]
            let before = child.edgeSpacing?.before(axis) ?? 0
            let after = child.edgeSpacing?.after(axis) ?? 0
            if index >= count {
                // Past the subitems (or the count): go round again while the next one fits,
                // except in a group sized by its content or one with a fixed count.
                guard group.repeatCount == nil, !mainIsEstimated else { break }
                let extent = preliminaryExtent(of: child, along: axis, in: content.size)
                guard extent > 0, cursor + spacing + extent <= contentMain + 0.001 else { break }
            }
            if index > 0 { cursor += spacing }
            let childOrigin = CGPoint(axis, main: mainStart + cursor + before,
                                      cross: crossStart + (child.edgeSpacing?.before(cross) ?? 0))
            let begin = output.count
            let childSize = place(child, at: childOrigin, in: content.size, forcedExtent: forced)
            ranges.append(begin..<output.count)
            cursor += before + childSize.extent(axis) + after
            crossUsed = Swift.max(crossUsed, (child.edgeSpacing?.before(cross) ?? 0) + childSize.extent(cross)
                                  + (child.edgeSpacing?.after(cross) ?? 0))
            index += 1
        }
        if index >= Self.repeatLimit {
            report("a group of section \(section) repeats its subitems \(Self.repeatLimit) times without filling up; "
                   + "it stops there")
        }
        // Flexible spacing shares the room left between the items.
        if group.interItemSpacing?.isFlexibleSpacing == true, ranges.count > 1, !mainIsEstimated,
           cursor < contentMain {
            let extra = (contentMain - cursor) / CGFloat(ranges.count - 1)
            for (position, range) in ranges.enumerated() where position > 0 {
                shift(range, along: axis, by: extra * CGFloat(position))
            }
            cursor = contentMain
        }
        crossUsed = Swift.max(crossUsed, uniformSiblings(group, ranges: ranges, cross: cross))
        return (cursor, crossUsed)
    }

    /// Gives the subitems whose side across the group is ``CollectionLayoutDimension/uniformAcrossSiblings(estimate:)``
    /// the largest of their sizes; returns it (0 without such subitems).
    private mutating func uniformSiblings(_ group: CollectionLayoutGroup, ranges: [Range<Int>],
                                          cross: CollectionLayoutAxis) -> CGFloat {
        var cells: [CollectionViewLayoutAttributes] = []
        for (position, range) in ranges.enumerated() where !range.isEmpty {
            let child = group.subitems[position % group.subitems.count]
            guard !(child is CollectionLayoutGroup), child.layoutSize.dimension(cross).isUniformAcrossSiblings,
                  output[range.lowerBound].representedElementCategory == .cell else { continue }
            cells.append(output[range.lowerBound])
        }
        let largest = cells.map { $0.frame.size.extent(cross) }.max() ?? 0
        for cell in cells {
            cell.frame.size = CGSize(cross, main: largest, cross: cell.frame.size.extent(cross.other))
        }
        return largest
    }

    /// Moves the attributes in `range` by `distance` along `axis`.
    private func shift(_ range: Range<Int>, along axis: CollectionLayoutAxis, by distance: CGFloat) {
        for attributes in output[range] {
            if axis == .horizontal { attributes.frame.origin.x += distance } else { attributes.frame.origin.y += distance }
        }
    }

    /// Places the items a custom group's provider returns, in `content`; returns the room
    /// they take (their frames' far edges).
    private mutating func placeCustom(_ provider: CollectionLayoutGroup.CustomItemProvider, in content: CGRect) -> CGSize {
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: content.size,
                                       contentInsets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)),
            traitCollection: traitCollection)
        let items = provider(environment)
        if items.isEmpty { report("a custom group of section \(section) returned no items; it places none") }
        var used = CGSize.zero
        for custom in items {
            let indexPath = IndexPath(item: nextItem, section: section)
            let exists = nextItem < itemCount
            nextItem += 1
            var frame = custom.frame
            let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            if values.contains(where: { !$0.isFinite }) || frame.width < 0 || frame.height < 0 {
                report("a custom group of section \(section) gave the item at \(describeIndexPath(indexPath)) the "
                       + "frame \(frame); an empty frame is used")
                frame = .zero
            }
            used.width = Swift.max(used.width, frame.maxX)
            used.height = Swift.max(used.height, frame.maxY)
            guard exists else { continue }
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.offsetBy(dx: content.minX, dy: content.minY)
            attributes.zIndex = custom.zIndex
            output.append(attributes)
        }
        return used
    }
}
