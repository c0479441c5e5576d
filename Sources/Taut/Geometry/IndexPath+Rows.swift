import Foundation

// Foundation's IndexPath has no row, section or item on Linux (UIKit adds them on iOS); these
// are UIKit's.
extension IndexPath {
    /// An index path of a row in a section (a table view's), as UIKit's `init(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path of an item in a section (a collection view's), as UIKit's
    /// `init(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row in the section: the second index (0 for a shorter path).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) }
        }
    }

    /// The item in the section: the second index, the same as ``row``.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
