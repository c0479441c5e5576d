import Foundation

/// A label stored in an item's DSL storage.
final class SnapKitLabel {
    static let key = "snp.label"
    let text: String
    init(_ text: String) { self.text = text }
}
