import Foundation

/// The running app: UIKit's `UIApplication`, as far as layout code asks it about the
/// environment.
///
/// Both properties are settable here (UIKit's are read-only) so that tests can describe the
/// environment; reading and writing them is thread-safe. Views take their layout direction
/// from their ``View/semanticContentAttribute`` (left to right by default), not from
/// ``userInterfaceLayoutDirection``, which only the default traits
/// (``TraitCollection/current``) report.
public final class Application: Responder, @unchecked Sendable {
    /// The one app object.
    public static let shared = Application()

    private let lock = NSLock()
    private var storedDirection = UserInterfaceLayoutDirection.leftToRight
    private var storedCategory = ContentSizeCategory.large

    private override init() {
        super.init()
    }

    /// The direction of the app's language: left to right unless set.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { lock.lock(); defer { lock.unlock() }; return storedDirection }
        set { lock.lock(); storedDirection = newValue; lock.unlock() }
    }

    /// The user's preferred text size: `.large` (UIKit's default) unless set.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { lock.lock(); defer { lock.unlock() }; return storedCategory }
        set { lock.lock(); storedCategory = newValue; lock.unlock() }
    }
}
