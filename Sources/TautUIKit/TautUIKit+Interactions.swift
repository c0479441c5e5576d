// UIKit's names for presses, interactions, feedback generators and the keyboard's assistant bar.

/// UIKit's `UIPress`: ``Taut/Press``.
public typealias UIPress = Press
/// UIKit's `UIPressesEvent`: ``Taut/PressesEvent``.
public typealias UIPressesEvent = PressesEvent
/// UIKit's `UIInteraction`: ``Taut/Interaction``.
public typealias UIInteraction = Interaction
/// UIKit's `UIContextMenuInteraction`: ``Taut/ContextMenuInteraction``.
public typealias UIContextMenuInteraction = ContextMenuInteraction
/// UIKit's `UIContextMenuInteractionDelegate`: ``Taut/ContextMenuInteractionDelegate``.
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
/// UIKit's `UIContextMenuConfiguration`: ``Taut/ContextMenuConfiguration``.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// UIKit's `UIFeedbackGenerator`: ``Taut/FeedbackGenerator``.
public typealias UIFeedbackGenerator = FeedbackGenerator
/// UIKit's `UIImpactFeedbackGenerator`: ``Taut/ImpactFeedbackGenerator``.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
/// UIKit's `UISelectionFeedbackGenerator`: ``Taut/SelectionFeedbackGenerator``.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
/// UIKit's `UINotificationFeedbackGenerator`: ``Taut/NotificationFeedbackGenerator``.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
/// UIKit's `UITextInputAssistantItem`: ``Taut/TextInputAssistantItem``.
public typealias UITextInputAssistantItem = TextInputAssistantItem
/// UIKit's `UIBarButtonItemGroup`: ``Taut/BarButtonItemGroup``.
public typealias UIBarButtonItemGroup = BarButtonItemGroup
