import Foundation

/// An accessory of a list cell, such as a disclosure indicator: UIKit's `UICellAccessory`.
/// Headless cells keep their accessories without drawing them.
public struct CellAccessory: CustomStringConvertible {
    /// When an accessory shows: UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// While the list is being edited.
        case whenEditing
        /// While the list is not being edited.
        case whenNotEditing
    }

    /// What the accessory is.
    public enum Kind: Equatable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, detail
        case label(String)
        case customView
    }

    /// What the accessory is.
    public let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState

    /// A chevron that says the row leads somewhere (shown when not editing by default).
    public static func disclosureIndicator(displayed: DisplayedState = .whenNotEditing) -> CellAccessory {
        CellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }
    /// A checkmark (always shown by default).
    public static func checkmark(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .checkmark, displayed: displayed)
    }
    /// A delete control (shown when editing by default).
    public static func delete(displayed: DisplayedState = .whenEditing) -> CellAccessory {
        CellAccessory(kind: .delete, displayed: displayed)
    }
    /// An insert control (shown when editing by default).
    public static func insert(displayed: DisplayedState = .whenEditing) -> CellAccessory {
        CellAccessory(kind: .insert, displayed: displayed)
    }
    /// A reorder control (shown when editing by default).
    public static func reorder(displayed: DisplayedState = .whenEditing) -> CellAccessory {
        CellAccessory(kind: .reorder, displayed: displayed)
    }
    /// A selection circle (shown when editing by default).
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> CellAccessory {
        CellAccessory(kind: .multiselect, displayed: displayed)
    }
    /// A disclosure triangle of an outline row (always shown by default).
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .outlineDisclosure, displayed: displayed)
    }
    /// A detail (info) button (always shown by default).
    public static func detail(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .detail, displayed: displayed)
    }
    /// A text label (always shown by default).
    public static func label(text: String, displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .label(text), displayed: displayed)
    }

    /// The kind and when it shows, for debugging.
    public var description: String { "<accessory \(kind) \(displayed)>" }
}
