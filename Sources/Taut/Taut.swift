import Foundation

// Taut re-exports only the Foundation types its API is written in, so that `import Taut`
// alone compiles layout code (`CGRect`, `CGFloat`, `init?(coder: NSCoder)`…) without
// putting all of Foundation into Taut's namespace and documentation. Import Foundation
// for anything else (`Date`, `URL`, `NSString`'s methods, string formatting).
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
@_exported import class Foundation.NSCoder
@_exported import class Foundation.NSAttributedString
@_exported import class Foundation.NSMutableAttributedString
@_exported import typealias Foundation.NSRange
@_exported import struct Foundation.IndexPath
@_exported import class Foundation.Bundle
@_exported import typealias Foundation.TimeInterval
