import Taut

// UIKit's names for devices, orientations and asset catalogs.

/// UIKit's `UIDevice`: ``Taut/DeviceInfo`` (`UIDevice.current.userInterfaceIdiom`).
public typealias UIDevice = DeviceInfo

/// UIKit's `UIDeviceOrientation`: ``Taut/Device/Orientation``.
public typealias UIDeviceOrientation = Device.Orientation

/// UIKit's `UIInterfaceOrientation`: ``Taut/InterfaceOrientation``.
public typealias UIInterfaceOrientation = InterfaceOrientation
