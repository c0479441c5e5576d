import Foundation

/// The device the app runs on: UIKit's `UIDevice` (`UIDevice.current`).
///
/// Headless, the device is the one the key window was made for (``Window/init(device:)``):
/// ``userInterfaceIdiom``, ``model``, ``systemName`` and ``orientation`` follow it, so that
/// `if UIDevice.current.userInterfaceIdiom == .pad { … }` takes the iPad branch while an iPad
/// window is key. Before a window is key (a scene delegate sets `rootViewController`, which
/// loads the view, before `makeKeyAndVisible()`), the device is that of the window last made
/// for one; without any, an iPhone held upright.
/// ``systemVersion`` is `"17.0"` until set (tests can set it to exercise version checks).
public final class DeviceInfo: @unchecked Sendable {
    /// The device the app runs on.
    public static let current = DeviceInfo()

    private let lock = NSLock()
    private var storedSystemVersion = "17.0"
    private var generatingOrientationNotifications = 1

    private init() {}

    /// The key window's device, else the latest device window's.
    private var keyDevice: Device? { DeviceWindow.device }

    /// The kind of device: the key window's device's idiom, `.phone` without one.
    public var userInterfaceIdiom: UserInterfaceIdiom { keyDevice?.idiom ?? .phone }

    /// The model: `"iPad"` for an iPad, `"iPhone"` otherwise (UIKit's values; the model number
    /// is not given).
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The model, localized: the same as ``model`` in Taut.
    public var localizedModel: String { model }

    /// The device's name: the same as ``model``, as UIKit gives it since iOS 16 to apps without
    /// the user-assigned-device-name entitlement ("iPhone", "iPad").
    public var name: String { model }

    /// The operating system's name: `"iOS"` on an iPhone, `"iPadOS"` on an iPad (UIKit's
    /// values since iPadOS 15; apps test `systemName == "iPadOS"`).
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The operating system's version, `"17.0"` unless set. Settable so that tests can take the
    /// branches of version checks (`UIDevice.current.systemVersion.compare("16.0", options:
    /// .numeric)`); set it back after.
    public var systemVersion: String {
        get { lock.lock(); defer { lock.unlock() }; return storedSystemVersion }
        set { lock.lock(); storedSystemVersion = newValue; lock.unlock() }
    }

    /// The device's physical orientation: the key window's device's, `.portrait` without one.
    public var orientation: Device.Orientation {
        guard let device = keyDevice else { return .portrait }
        return device.orientation
    }

    /// Whether the device runs more than one task at once: `true`, as on every device iOS 4
    /// and later runs on.
    public var isMultitaskingSupported: Bool { true }

    /// Whether orientation changes are reported (`true`, as in a UIKit app, whose application
    /// object starts them). There are no notifications headless.
    public var isGeneratingDeviceOrientationNotifications: Bool {
        lock.lock(); defer { lock.unlock() }
        return generatingOrientationNotifications > 0
    }

    /// Asks for orientation-change notifications (counted, as UIKit counts nested calls).
    public func beginGeneratingDeviceOrientationNotifications() {
        lock.lock(); generatingOrientationNotifications += 1; lock.unlock()
    }

    /// Ends a ``beginGeneratingDeviceOrientationNotifications()``.
    public func endGeneratingDeviceOrientationNotifications() {
        lock.lock(); generatingOrientationNotifications = Swift.max(0, generatingOrientationNotifications - 1); lock.unlock()
    }

    /// Whether battery state is watched (`false`; stored only).
    public var isBatteryMonitoringEnabled: Bool {
        get { lock.lock(); defer { lock.unlock() }; return batteryMonitoring }
        set { lock.lock(); batteryMonitoring = newValue; lock.unlock() }
    }
    private var batteryMonitoring = false

    /// The battery's charge, 0...1, or -1 when unknown, as UIKit reports it while battery
    /// monitoring is off: always -1 headless.
    public var batteryLevel: Float { -1 }

    /// Whether the proximity sensor is watched: `false` (there is none headless).
    public var isProximityMonitoringEnabled: Bool { false }
}
