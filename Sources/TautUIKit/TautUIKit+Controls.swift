import Taut

// UIKit's names for Taut's controls and images. Nested types are reached through these
// (`UIButton.ButtonType`, `UIControl.Event`, `UIImage.RenderingMode`, ...).

/// UIKit's `UIControl`: ``Taut/Control``.
public typealias UIControl = Control
/// UIKit's `UIAction`: ``Taut/Action``.
public typealias UIAction = Action
/// UIKit's `UIActionHandler`: ``Taut/Action/Handler``.
public typealias UIActionHandler = Action.Handler
/// UIKit's `UIImage`: ``Taut/Image``.
public typealias UIImage = Image
/// UIKit's `UIImageView`: ``Taut/ImageView``.
public typealias UIImageView = ImageView
/// UIKit's `UIButton`: ``Taut/Button``.
public typealias UIButton = Button
/// UIKit's `UITextField`: ``Taut/TextField``.
public typealias UITextField = TextField
/// UIKit's `UITextFieldDelegate`: ``Taut/TextFieldDelegate``.
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's `UITextView`: ``Taut/TextView``.
public typealias UITextView = TextView
/// UIKit's `UITextViewDelegate`: ``Taut/TextViewDelegate``.
public typealias UITextViewDelegate = TextViewDelegate
/// UIKit's `NSTextContainer`: ``Taut/TextContainer``.
public typealias NSTextContainer = TextContainer
/// UIKit's `UISwitch`: ``Taut/Switch``.
public typealias UISwitch = Switch
/// UIKit's `UISlider`: ``Taut/Slider``.
public typealias UISlider = Slider
/// UIKit's `UIActivityIndicatorView`: ``Taut/ActivityIndicatorView``.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UIProgressView`: ``Taut/ProgressView``.
public typealias UIProgressView = ProgressView
/// UIKit's `UISegmentedControl`: ``Taut/SegmentedControl``.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's `UIPageControl`: ``Taut/PageControl``.
public typealias UIPageControl = PageControl
/// UIKit's `UIGraphicsImageRenderer`: ``Taut/GraphicsImageRenderer``.
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// UIKit's `UIGraphicsImageRendererContext`: ``Taut/GraphicsImageRendererContext``.
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
/// UIKit's `UIGraphicsImageRendererFormat`: ``Taut/GraphicsImageRendererFormat``.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// UIKit's `UIKeyboardType`: ``Taut/KeyboardType``.
public typealias UIKeyboardType = KeyboardType
/// UIKit's `UIReturnKeyType`: ``Taut/ReturnKeyType``.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's `UITextAutocapitalizationType`: ``Taut/TextAutocapitalizationType``.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's `UITextAutocorrectionType`: ``Taut/TextAutocorrectionType``.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's pre-iOS 12 name of `UIControl.Event`: ``Taut/Control/Event``.
public typealias UIControlEvents = Control.Event
/// UIKit's pre-iOS 12 name of `UIControl.State`: ``Taut/Control/State``.
public typealias UIControlState = Control.State
