#if SystemText
import Foundation

/// What can go wrong setting up Pango's fonts or writing a picture with Cairo.
public enum PangoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Fontconfig could not load the font file at the path (missing, unreadable, not a font).
    case fontFileNotLoaded(String)
    /// Fontconfig could not create a configuration for the font files.
    case fontConfigurationFailed
    /// Cairo could not create an image surface of the size (zero, negative, too large).
    case invalidCanvas(width: Int, height: Int)
    /// Cairo could not encode or write the PNG; the text is Cairo's status message.
    case pngNotWritten(String)
    /// Cairo could not decode the data as a PNG; the text is Cairo's status message.
    case pngNotRead(String)

    /// A readable sentence naming the problem.
    public var description: String {
        switch self {
        case .fontFileNotLoaded(let path):
            return "fontconfig cannot load the font file \(path)"
        case .fontConfigurationFailed:
            return "fontconfig cannot create a font configuration"
        case .invalidCanvas(let width, let height):
            return "cannot draw a picture of \(width) × \(height) pixels"
        case .pngNotWritten(let reason):
            return "cannot write the PNG: \(reason)"
        case .pngNotRead(let reason):
            return "cannot read the PNG: \(reason)"
        }
    }
}
#endif
