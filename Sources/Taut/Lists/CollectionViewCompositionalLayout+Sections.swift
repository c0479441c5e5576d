import Foundation

/// What one ``CollectionViewCompositionalLayout/prepare()`` computed.
struct CompositionalLayoutResult {
    /// Every element's attributes, in drawing order (backgrounds first within a section).
    var all: [CollectionViewLayoutAttributes] = []
    /// The attributes by element.
    var byKey: [CollectionLayoutElementKey: CollectionViewLayoutAttributes] = [:]
    /// The size of the whole content.
    var contentSize = CGSize.zero
    /// The rectangle of each orthogonally scrolling section's line of groups, by section.
    var orthogonalSections: [Int: CGRect] = [:]
}

/// One layout pass of a compositional layout: the sections one after another along the
/// scroll axis, each with its headers, groups and footers.
struct CompositionalLayoutPass {
    let layout: CollectionViewCompositionalLayout
    let collectionView: CollectionView
    let configuration: CollectionViewCompositionalLayoutConfiguration
    /// The scroll axis and the one across it.
    let scroll: CollectionLayoutAxis
    let cross: CollectionLayoutAxis
    /// The room the layout has: the collection view's bounds less its adjusted content inset.
    let container: CGSize
    var result = CompositionalLayoutResult()
    /// Where the next element goes along the scroll axis.
    var cursor: CGFloat = 0

    init(layout: CollectionViewCompositionalLayout, collectionView: CollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        self.configuration = layout.storedConfiguration
        scroll = configuration.scrollDirection == .vertical ? .vertical : .horizontal
        cross = scroll.other
        let bounds = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        container = CGSize(width: Swift.max(0, bounds.width - inset.left - inset.right),
                           height: Swift.max(0, bounds.height - inset.top - inset.bottom))
    }

    /// The insets across the scroll axis that `reference` adds to a section's content insets.
    func referenceInsets(_ reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        var insets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        let view = collectionView
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch reference {
        case .none:
            return insets
        case .automatic, .safeArea:
            // The safe area beyond what the adjusted content inset already keeps clear.
            let safe = view.safeAreaInsets
            let adjusted = view.adjustedContentInset
            insets = DirectionalEdgeInsets(top: Swift.max(0, safe.top - adjusted.top),
                                           leading: Swift.max(0, (rtl ? safe.right - adjusted.right : safe.left - adjusted.left)),
                                           bottom: Swift.max(0, safe.bottom - adjusted.bottom),
                                           trailing: Swift.max(0, (rtl ? safe.left - adjusted.left : safe.right - adjusted.right)))
        case .layoutMargins:
            insets = view.directionalLayoutMargins
        case .readableContent:
            let frame = view.readableContentGuide.layoutFrame
            let width = view.bounds.width
            insets = DirectionalEdgeInsets(top: 0, leading: rtl ? width - frame.maxX : frame.minX, bottom: 0,
                                           trailing: rtl ? frame.minX : width - frame.maxX)
        }
        // Only the sides across the scroll axis: along it, the content scrolls.
        if scroll == .vertical { insets.top = 0; insets.bottom = 0 } else { insets.leading = 0; insets.trailing = 0 }
        return insets
    }

    /// The environment a section provider is called with.
    var environment: LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: container,
                                                     contentInsets: referenceInsets(configuration.contentInsetsReference)),
                          traitCollection: collectionView.traitCollection)
    }

    // MARK: The pass

    /// Lays out every section and the layout's own headers and footers.
    mutating func run() -> CompositionalLayoutResult {
        let sectionCount = collectionView.numberOfSections
        let global = configuration.boundarySupplementaryItems
        let globalIndexPath = IndexPath(item: 0, section: 0)
        let fullCross = container.extent(cross)
        for item in global where isBefore(item.alignment) {
            cursor += placeBoundary(item, indexPath: globalIndexPath, main: cursor, crossStart: 0, crossRoom: fullCross)
        }
        let environment = self.environment
        var laidOut = false
        for index in 0..<sectionCount {
            guard let section = layout.section(at: index, environment: environment) else { continue }
            if laidOut { cursor += finite(configuration.interSectionSpacing, "interSectionSpacing") }
            laidOut = true
            layOut(section, index: index, isLast: index == sectionCount - 1)
        }
        for item in global where isAfter(item.alignment) {
            cursor += placeBoundary(item, indexPath: globalIndexPath, main: cursor, crossStart: 0, crossRoom: fullCross)
        }
        result.contentSize = CGSize(scroll, main: cursor, cross: fullCross)
        mirrorIfRightToLeft()
        return result
    }

    /// `value`, or zero with a diagnostic naming `name` when it is negative or not finite.
    func finite(_ value: CGFloat, _ name: String) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            layout.report("\(name) is \(value); 0 is used")
            return 0
        }
        return value
    }

    /// Lays out one section at ``cursor``.
    mutating func layOut(_ section: CollectionLayoutSection, index: Int, isLast: Bool) {
        let sectionStart = cursor
        let firstAttribute = result.all.count
        var insets = section.contentInsets
        if let list = section.listConfiguration {
            let padding = list.sectionPadding(isFirst: index == 0, isLast: isLast)
            cursor += padding.aboveHeader
            insets.top += padding.top
            insets.bottom += padding.bottom
        }
        let reference = section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        let extra = referenceInsets(reference)
        insets.leading += extra.leading
        insets.trailing += extra.trailing
        insets.top += extra.top
        insets.bottom += extra.bottom
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing] where !value.isFinite || value < 0 {
            layout.report("section \(index) has content insets \(section.contentInsets); the negative or "
                          + "non-finite sides are taken as 0")
            break
        }
        insets = DirectionalEdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                                       bottom: clean(insets.bottom), trailing: clean(insets.trailing))
        let crossStart = insets.before(cross)
        let crossRoom = Swift.max(0, container.extent(cross) - insets.total(cross))
        let mainRoom = Swift.max(0, container.extent(scroll) - insets.total(scroll))
        let follows = section.supplementariesFollowContentInsets
        let boundaryStart = follows ? crossStart : 0
        let boundaryRoom = follows ? crossRoom : container.extent(cross)
        let headerIndexPath = IndexPath(item: 0, section: index)
        var seenKinds = Set<String>()
        for item in section.boundarySupplementaryItems where !seenKinds.insert(item.elementKind).inserted {
            layout.report("section \(index) has two boundary supplementary items of kind \"\(item.elementKind)\"; "
                          + "UIKit needs a kind for each")
        }
        for item in section.boundarySupplementaryItems where isBefore(item.alignment) {
            cursor += placeBoundary(item, indexPath: headerIndexPath, main: cursor, crossStart: boundaryStart,
                                    crossRoom: boundaryRoom)
        }
        cursor += insets.before(scroll)
        let contentStart = cursor
        for item in section.boundarySupplementaryItems where !isBefore(item.alignment) && !isAfter(item.alignment) {
            _ = placeBoundary(item, indexPath: headerIndexPath, main: contentStart, crossStart: boundaryStart,
                              crossRoom: boundaryRoom)
        }
        placeGroups(section, index: index, crossStart: crossStart,
                    groupContainer: CGSize(scroll, main: mainRoom, cross: crossRoom))
        cursor += insets.after(scroll)
        for item in section.boundarySupplementaryItems where isAfter(item.alignment) {
            cursor += placeBoundary(item, indexPath: headerIndexPath, main: cursor, crossStart: boundaryStart,
                                    crossRoom: boundaryRoom)
        }
        // Backgrounds cover the whole section, and are listed before its other elements.
        var backgrounds: [CollectionViewLayoutAttributes] = []
        for decoration in section.decorationItems {
            let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind,
                                                            with: headerIndexPath)
            let whole = CGRect(origin: CGPoint(scroll, main: sectionStart, cross: 0),
                               size: CGSize(scroll, main: cursor - sectionStart, cross: container.extent(cross)))
            attributes.frame = CollectionLayoutPlacement.inset(whole, by: decoration.contentInsets, except: [])
            attributes.zIndex = decoration.zIndex
            backgrounds.append(attributes)
        }
        result.all.insert(contentsOf: backgrounds, at: firstAttribute)
        for attributes in result.all[firstAttribute...] {
            result.byKey[CollectionLayoutElementKey(attributes)] = attributes
        }
    }

    /// A negative or non-finite inset as zero.
    private func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// Places the section's groups one after another from ``cursor`` (or in one line across
    /// the scroll axis for an orthogonally scrolling section), advancing the cursor past them.
    private mutating func placeGroups(_ section: CollectionLayoutSection, index: Int, crossStart: CGFloat,
                                      groupContainer: CGSize) {
        var placement = CollectionLayoutPlacement(section: index, itemCount: collectionView.numberOfItems(inSection: index),
                                                  measured: layout.measuredSizes,
                                                  traitCollection: collectionView.traitCollection,
                                                  report: layout.report)
        let spacing = finite(section.interGroupSpacing, "the interGroupSpacing of section \(index)")
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let lineStart = cursor
        var crossCursor = crossStart
        var lineExtent: CGFloat = 0
        var first = true
        while placement.nextItem < placement.itemCount {
            let before = placement.nextItem
            let gap = first ? 0 : spacing
            let origin = orthogonal ? CGPoint(scroll, main: lineStart, cross: crossCursor + gap)
                : CGPoint(scroll, main: cursor + gap, cross: crossStart)
            let size = placement.place(section.group, at: origin, in: groupContainer)
            if placement.nextItem == before {
                layout.report("the group of section \(index) places no items; the section's items from "
                              + "\(describeIndexPath(IndexPath(item: before, section: index))) on get no attributes")
                break
            }
            if orthogonal {
                crossCursor += gap + size.extent(cross)
                lineExtent = Swift.max(lineExtent, size.extent(scroll))
            } else {
                cursor += gap + size.extent(scroll)
            }
            first = false
        }
        if orthogonal {
            cursor = lineStart + lineExtent
            result.orthogonalSections[index] = CGRect(origin: CGPoint(scroll, main: lineStart, cross: crossStart),
                                                      size: CGSize(scroll, main: lineExtent, cross: crossCursor - crossStart))
        }
        result.all.append(contentsOf: placement.output)
    }

    // MARK: Boundary items

    /// Whether `alignment` puts a boundary item before the content along the scroll axis.
    func isBefore(_ alignment: RectAlignment) -> Bool {
        scroll == .vertical ? [.top, .topLeading, .topTrailing].contains(alignment)
            : [.leading, .topLeading, .bottomLeading].contains(alignment)
    }

    /// Whether `alignment` puts a boundary item after the content along the scroll axis.
    func isAfter(_ alignment: RectAlignment) -> Bool {
        scroll == .vertical ? [.bottom, .bottomLeading, .bottomTrailing].contains(alignment)
            : [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
    }

    /// Places a boundary item at `main` along the scroll axis, aligned in the room across it;
    /// returns the room it takes along the scroll axis (0 when it does not extend the boundary).
    mutating func placeBoundary(_ item: CollectionLayoutBoundarySupplementaryItem, indexPath: IndexPath, main: CGFloat,
                                crossStart: CGFloat, crossRoom: CGFloat) -> CGFloat {
        let key = CollectionLayoutElementKey(category: .supplementaryView, kind: item.elementKind, indexPath: indexPath)
        let room = CGSize(scroll, main: container.extent(scroll), cross: crossRoom)
        let placement = CollectionLayoutPlacement(section: indexPath.section, itemCount: 0, measured: layout.measuredSizes,
                                                  traitCollection: collectionView.traitCollection, report: layout.report)
        let (size, estimated) = placement.resolve(item.layoutSize, in: room, key: key,
                                                  what: "the boundary item \"\(item.elementKind)\" of section \(indexPath.section)")
        let edges = item.alignment.edges
        let crossEdgeBefore: DirectionalRectEdge = scroll == .vertical ? .leading : .top
        let crossEdgeAfter: DirectionalRectEdge = scroll == .vertical ? .trailing : .bottom
        let free = crossRoom - size.extent(cross)
        let crossPosition = edges.contains(crossEdgeBefore) ? crossStart
            : edges.contains(crossEdgeAfter) ? crossStart + free : crossStart + free / 2
        var frame = CGRect(origin: CGPoint(scroll, main: main, cross: crossPosition), size: size)
        frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.frame = CollectionLayoutPlacement.inset(frame, by: item.contentInsets, except: estimated)
        attributes.zIndex = item.zIndex
        attributes.selfSizingAxes = estimated
        result.all.append(attributes)
        result.byKey[key] = attributes
        return item.extendsBoundary ? size.extent(scroll) : 0
    }

    // MARK: Right to left

    /// Mirrors every frame in a right-to-left collection view (UIKit's
    /// `flipsHorizontallyInOppositeLayoutDirection`).
    private mutating func mirrorIfRightToLeft() {
        guard collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft,
              layout.flipsHorizontallyInOppositeLayoutDirection else { return }
        let width = result.contentSize.width
        for attributes in result.all {
            attributes.frame.origin.x = width - attributes.frame.maxX
        }
        for (section, rect) in result.orthogonalSections {
            result.orthogonalSections[section] = CGRect(x: width - rect.maxX, y: rect.minY,
                                                        width: rect.width, height: rect.height)
        }
    }
}
