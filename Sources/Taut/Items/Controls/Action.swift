import Foundation

/// A closure a control runs for its events, with a title and image for menus: UIKit's
/// `UIAction`.
///
/// Register it with ``Control/addAction(_:for:)``, or make a control with it
/// (`Button(primaryAction:)`). The handler gets the action itself; ``sender`` is the control
/// that ran it.
open class Action {
    /// The signature of an action's handler: UIKit's `UIActionHandler`.
    public typealias Handler = (Action) -> Void

    /// The action's title (a button made with the action shows it).
    open var title: String
    /// The action's image (a button made with the action shows it).
    open var image: Image?
    /// A second title for menus (stored).
    open var discoverabilityTitle: String?
    /// The identifier that tells actions apart: a control keeps one action per identifier.
    public let identifier: Identifier
    /// The code the action runs.
    let handler: Handler
    /// The control that last ran the action, held weakly.
    private weak var lastSender: AnyObject?

    /// Creates an action. Without an `identifier` the action gets a unique one.
    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping Handler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier.unique()
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// The object that ran the action most recently (a control, for actions a control
    /// sends); `nil` before it ran or once that object was released.
    open var sender: Any? { lastSender }

    /// Runs the handler with `sender` recorded as ``sender``.
    func run(sender: AnyObject?) {
        lastSender = sender
        handler(self)
    }
}
