/// The four intrinsic-size constraints of one item, by position: horizontal compression
/// resistance (0), horizontal hugging (1), vertical compression resistance (2), vertical
/// hugging (3); `nil` where the axis has no intrinsic size.
///
/// Four stored slots instead of an array: every item with variables has them, and an array
/// would cost each item an allocation (and a copy on its first write).
struct IntrinsicConstraints: Sequence {
    private var horizontalCompression: LayoutConstraint?
    private var horizontalHugging: LayoutConstraint?
    private var verticalCompression: LayoutConstraint?
    private var verticalHugging: LayoutConstraint?

    /// The constraint at `index` (0...3, see the type's discussion); `nil` for any other index.
    subscript(index: Int) -> LayoutConstraint? {
        get {
            switch index {
            case 0: return horizontalCompression
            case 1: return horizontalHugging
            case 2: return verticalCompression
            case 3: return verticalHugging
            default: return nil
            }
        }
        set {
            switch index {
            case 0: horizontalCompression = newValue
            case 1: horizontalHugging = newValue
            case 2: verticalCompression = newValue
            case 3: verticalHugging = newValue
            default: break
            }
        }
    }

    /// The four slots in order, empty ones included.
    func makeIterator() -> IndexingIterator<[LayoutConstraint?]> {
        [horizontalCompression, horizontalHugging, verticalCompression, verticalHugging].makeIterator()
    }
}
