import Foundation

/// The object a SnapKit block receives (`view.snp.makeConstraints { make in … }`): each
/// attribute starts a line (`make.top`), and each line becomes a ``Constraint``.
///
/// Lines are independent: a line with a problem is reported (with its file and line) and left
/// out, and the rest of the block still applies.
public class ConstraintMaker {
    /// The view or layout guide being constrained.
    public let item: LayoutConstraintItem
    /// The item's reference, shared by every line of the block.
    let itemReference: ItemReference
    /// The block's first line; each line holds the next (``ConstraintDescription/nextLine``),
    /// so that a block makes no array of its lines.
    @exclusivity(unchecked) private var firstLine: ConstraintDescription?
    /// How many lines the block started.
    @exclusivity(unchecked) private(set) var lineCount = 0
    /// Whether the block is still running: its lines pass their editable link on (see
    /// ``ConstraintDescription/issuedEditable``).
    @exclusivity(unchecked) private var isOpen = true
    /// The line started last (the line before it, or ``firstLine``, keeps it alive).
    @exclusivity(unchecked) private unowned(unsafe) var lastLine: ConstraintDescription?

    init(item: LayoutConstraintItem) {
        self.item = item
        self.itemReference = ItemReference.of(item)
        item.prepareForSnapKit()
    }

    deinit {
        // Lines are let go of one after the other, not by a chain of deinits as deep as the block.
        var line = firstLine
        firstLine = nil
        while let current = line {
            line = current.nextLine
            current.nextLine = nil
        }
    }

    private func makeExtendable(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let line = ConstraintMakerExtendable(itemReference: itemReference, attributes: attributes)
        if isOpen { line.keepsEditable = true }
        // The previous line is borrowed by address (the maker's chain of lines holds it).
        let previousAddress = BorrowedView.address(of: lastLine)
        if previousAddress == 0 {
            firstLine = line
        } else {
            BorrowedView.with(previousAddress, as: ConstraintDescription.self) { previous in
                if isOpen {
                    // The previous line's editable link, when nothing but the previous line holds
                    // it any more, becomes this line's (one link object for the block's lines).
                    previous.keepsEditable = false
                    if isKnownUniquelyReferenced(&previous.issuedEditable) {
                        swap(&line.issuedEditable, &previous.issuedEditable)
                        line.issuedEditable?.description = line
                    } else {
                        previous.issuedEditable = nil
                    }
                }
                previous.nextLine = line
            }
        }
        lastLine = line
        lineCount += 1
        return line
    }

    /// Ends the block: the last line lets go of its editable link (which refers back to it),
    /// and lines written later make their own links.
    func close() {
        isOpen = false
        if let last = lastLine {
            last.keepsEditable = false
            last.issuedEditable = nil
        }
    }

    /// Starts a line constraining: the left edge.
    public var left: ConstraintMakerExtendable { makeExtendable(.left) }
    /// Starts a line constraining: the top edge.
    public var top: ConstraintMakerExtendable { makeExtendable(.top) }
    /// Starts a line constraining: the right edge.
    public var right: ConstraintMakerExtendable { makeExtendable(.right) }
    /// Starts a line constraining: the bottom edge.
    public var bottom: ConstraintMakerExtendable { makeExtendable(.bottom) }
    /// Starts a line constraining: the leading edge.
    public var leading: ConstraintMakerExtendable { makeExtendable(.leading) }
    /// Starts a line constraining: the trailing edge.
    public var trailing: ConstraintMakerExtendable { makeExtendable(.trailing) }
    /// Starts a line constraining: the width.
    public var width: ConstraintMakerExtendable { makeExtendable(.width) }
    /// Starts a line constraining: the height.
    public var height: ConstraintMakerExtendable { makeExtendable(.height) }
    /// Starts a line constraining: the horizontal centre.
    public var centerX: ConstraintMakerExtendable { makeExtendable(.centerX) }
    /// Starts a line constraining: the vertical centre.
    public var centerY: ConstraintMakerExtendable { makeExtendable(.centerY) }
    /// Starts a line constraining: the last baseline.
    public var lastBaseline: ConstraintMakerExtendable { makeExtendable(.lastBaseline) }
    /// Starts a line constraining: the first baseline.
    public var firstBaseline: ConstraintMakerExtendable { makeExtendable(.firstBaseline) }
    /// Starts a line constraining: the left edge of the layout margins.
    public var leftMargin: ConstraintMakerExtendable { makeExtendable(.leftMargin) }
    /// Starts a line constraining: the top edge of the layout margins.
    public var topMargin: ConstraintMakerExtendable { makeExtendable(.topMargin) }
    /// Starts a line constraining: the right edge of the layout margins.
    public var rightMargin: ConstraintMakerExtendable { makeExtendable(.rightMargin) }
    /// Starts a line constraining: the bottom edge of the layout margins.
    public var bottomMargin: ConstraintMakerExtendable { makeExtendable(.bottomMargin) }
    /// Starts a line constraining: the leading edge of the layout margins.
    public var leadingMargin: ConstraintMakerExtendable { makeExtendable(.leadingMargin) }
    /// Starts a line constraining: the trailing edge of the layout margins.
    public var trailingMargin: ConstraintMakerExtendable { makeExtendable(.trailingMargin) }
    /// Starts a line constraining: the horizontal centre of the layout margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerXWithinMargins) }
    /// Starts a line constraining: the vertical centre of the layout margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerYWithinMargins) }
    /// Starts a line constraining: left, top, right and bottom.
    public var edges: ConstraintMakerExtendable { makeExtendable(.edges) }
    /// Starts a line constraining: leading, top, trailing and bottom.
    public var directionalEdges: ConstraintMakerExtendable { makeExtendable(.directionalEdges) }
    /// Starts a line constraining: left and right.
    public var horizontalEdges: ConstraintMakerExtendable { makeExtendable(.horizontalEdges) }
    /// Starts a line constraining: top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { makeExtendable(.verticalEdges) }
    /// Starts a line constraining: leading and trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { makeExtendable(.directionalHorizontalEdges) }
    /// Starts a line constraining: top and bottom.
    public var directionalVerticalEdges: ConstraintMakerExtendable { makeExtendable(.directionalVerticalEdges) }
    /// Starts a line constraining: width and height.
    public var size: ConstraintMakerExtendable { makeExtendable(.size) }
    /// Starts a line constraining: both centres.
    public var center: ConstraintMakerExtendable { makeExtendable(.center) }
    /// Starts a line constraining: the four edges of the layout margins.
    public var margins: ConstraintMakerExtendable { makeExtendable(.margins) }
    /// Starts a line constraining: the leading, top, trailing and bottom edges of the layout margins.
    public var directionalMargins: ConstraintMakerExtendable { makeExtendable(.directionalMargins) }
    /// Starts a line constraining: both centres of the layout margins.
    public var centerWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerWithinMargins) }
    /// Starts a line constraining the last baseline (SnapKit's deprecated name).
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { makeExtendable(.lastBaseline) }

    /// The constraints of the block's complete lines that made layout constraints, in the
    /// order they were written.
    var constraints: [Constraint] {
        var result: [Constraint] = []
        result.reserveCapacity(lineCount)
        // The lines are walked borrowed (the maker holds the first, each line the next), not
        // retained and released one by one.
        var address = BorrowedView.address(of: firstLine)
        while let next = BorrowedView.with(address, as: ConstraintDescription.self, { description in
            // Lines whose every attribute was refused (reported) leave nothing to activate.
            if let constraint = description.constraint, constraint.hasLayoutConstraints { result.append(constraint) }
            return BorrowedView.address(of: description.nextLine)
        }) {
            address = next
        }
        return result
    }
}
