import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an SVG document, parsed with XMLParser, for structural assertions (shared by
/// the engine's and the command-line tool's tests).
public final class SVGStructure: NSObject, XMLParserDelegate {
    /// One element: its name, attributes, enclosing view group and text.
    public struct Element {
        /// The element's tag name.
        public var name: String
        /// The element's attributes.
        public var attributes: [String: String]
        /// The `id` of the nearest enclosing `<g>` with an id.
        public var group: String?
        /// The text inside the element (its descendants' included).
        public var text = ""
    }

    /// Every element, in document order.
    public private(set) var elements: [Element] = []
    private var stack: [Int] = []
    private var groups: [String?] = []
    /// Whether the document parsed as well-formed XML.
    public private(set) var isWellFormed = false

    /// Parses `svg`.
    public init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        isWellFormed = parser.parse()
    }

    public func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let group = groups.last ?? nil
        elements.append(Element(name: elementName, attributes: attributeDict, group: group))
        stack.append(elements.count - 1)
        if elementName == "g" {
            groups.append(attributeDict["id"] ?? group)
        }
    }

    public func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        stack.removeLast()
        if elementName == "g" { groups.removeLast() }
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in stack { elements[index].text += string }
    }

    /// The `<g>` elements that have an id, in document order.
    public var viewGroups: [Element] { elements.filter { $0.name == "g" && $0.attributes["id"] != nil && $0.attributes["id"] != "debug" } }

    /// The first `<rect>` directly inside the group with `id`.
    public func rect(of id: String) -> Element? {
        elements.first { $0.name == "rect" && $0.group == id }
    }

    /// The rect's geometry as numbers `[x, y, width, height]`.
    public func geometry(of id: String) -> [Double]? {
        guard let rect = rect(of: id) else { return nil }
        return ["x", "y", "width", "height"].compactMap { rect.attributes[$0].flatMap(Double.init) }
    }
}
