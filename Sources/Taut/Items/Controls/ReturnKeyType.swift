import Foundation

/// The title of the return key: UIKit's `UIReturnKeyType` (stored).
public enum ReturnKeyType: Int, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}
