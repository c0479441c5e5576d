import Foundation

/// What a ``ViewController`` keeps for containers and presentations (one object, so that the
/// controller's class body holds a single stored property for all of it).
final class ContainerState {
    /// The insets a parent container adds to the safe area (see
    /// `ViewController+ContainerInsets.swift`).
    var containerInsets = EdgeInsets.zero
    /// The controller this one presented (held, as UIKit holds it, until dismissed).
    var presented: ViewController?
    /// The controller that presented this one.
    weak var presenting: ViewController?
    /// The style the presentation was laid out with (the controller's style, resolved).
    var presentationStyle = ModalPresentationStyle.fullScreen
    /// The views a full-screen presentation of this controller took out of the window, bottom
    /// first, to put back when it is dismissed.
    var coveredViews: [View] = []
    /// The sheet presentation controller, made on first use.
    var sheet: SheetPresentationController?
    /// Whether the controller is being presented right now (during its appearance calls).
    var isBeingPresented = false
    /// Whether the controller is being dismissed right now.
    var isBeingDismissed = false
    /// The traits set with `setOverrideTraitCollection(_:forChild:)`, by child.
    var childTraitOverrides: [ObjectIdentifier: TraitCollection] = [:]
}
