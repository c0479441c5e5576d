import Taut

// UIKit's and Core Animation's names for Taut's appearance, text and environment types.

/// UIKit's `UIColor`: ``Taut/Color``.
public typealias UIColor = Color
/// Core Graphics' `CGColor`: Taut has no Core Graphics, so it is ``Taut/Color`` itself
/// (`UIColor.cgColor` returns the colour).
public typealias CGColor = Color
/// Core Animation's `CALayer`: ``Taut/Layer``.
public typealias CALayer = Layer
/// Core Animation's `CACornerMask`: ``Taut/CornerMask``.
public typealias CACornerMask = CornerMask
/// Core Animation's `CALayerCornerCurve`: ``Taut/LayerCornerCurve``.
public typealias CALayerCornerCurve = LayerCornerCurve
/// UIKit's `UIFontMetrics`: ``Taut/FontMetrics``.
public typealias UIFontMetrics = FontMetrics
/// UIKit's `NSTextAlignment`: ``Taut/TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `NSLineBreakMode`: ``Taut/LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `UITraitCollection`: ``Taut/TraitCollection``.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`: ``Taut/UserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIUserInterfaceStyle`: ``Taut/UserInterfaceStyle``.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UITraitEnvironmentLayoutDirection`: ``Taut/TraitEnvironmentLayoutDirection``.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// UIKit's `UIUserInterfaceIdiom`: ``Taut/UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UIContentSizeCategory`: ``Taut/ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UIScreen`: ``Taut/Screen``.
public typealias UIScreen = Screen
/// UIKit's `UIApplication`: ``Taut/Application``.
public typealias UIApplication = Application
/// The type of `#colorLiteral(…)` without other context: `UIColor`, as in UIKit.
public typealias _ColorLiteralType = Color
