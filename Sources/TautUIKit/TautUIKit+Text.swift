import Taut

// UIKit's names for Taut's attributed-text types.

/// UIKit's `NSParagraphStyle`: ``Taut/ParagraphStyle``.
public typealias NSParagraphStyle = ParagraphStyle
/// UIKit's `NSMutableParagraphStyle`: ``Taut/MutableParagraphStyle``.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// UIKit's `NSUnderlineStyle`: ``Taut/UnderlineStyle``.
public typealias NSUnderlineStyle = UnderlineStyle
/// UIKit's `NSWritingDirection`: ``Taut/WritingDirection``.
public typealias NSWritingDirection = WritingDirection
