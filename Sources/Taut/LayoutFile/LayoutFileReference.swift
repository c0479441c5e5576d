import Foundation

/// A view's name as written in a layout file, with the place it was written, so that
/// an unknown name can be reported where it stands.
public struct LayoutFileReference: Hashable, Sendable {
    /// The name.
    public var name: String
    /// Where the name is written.
    public var position: LayoutFilePosition

    /// Creates a reference to `name` written at `position`.
    public init(_ name: String, at position: LayoutFilePosition) {
        self.name = name
        self.position = position
    }
}
