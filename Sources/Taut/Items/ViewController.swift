/// The controller of a screen's root view: UIKit's `UIViewController`.
open class ViewController: Responder {
    /// Called before the view's `layoutSubviews()`; the default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()`; the default does nothing.
    open func viewDidLayoutSubviews() {}
}
