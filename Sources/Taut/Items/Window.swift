/// The root of a screen's view tree: UIKit's `UIWindow`.
open class Window: View {}
