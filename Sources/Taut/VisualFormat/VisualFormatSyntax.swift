import Foundation

/// The syntax tree of one Visual Format Language string, as produced by
/// `VisualFormatParser` before any name is looked up.
///
/// A format reads `(H:|V:)? (| connection)? view (connection view)* (connection |)?`.
/// Every node remembers the column (a `Character` offset into the format string)
/// where it starts, so that errors found later, when names are resolved, can still
/// point at the right place.
struct VisualFormatSyntax: Equatable {
    /// Which axis the format lays views out along.
    enum Orientation: Equatable {
        /// `H:` (the default when no orientation is written).
        case horizontal
        /// `V:`.
        case vertical
    }

    /// The axis of the format.
    var orientation: Orientation
    /// The connection between the leading superview bar `|` and the first view, or
    /// `nil` when the format does not start with `|`.
    var leadingSuperview: Connection?
    /// The views, in the order they appear.
    var views: [ViewElement]
    /// The connections between consecutive views: `connections[i]` joins
    /// `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection between the last view and the trailing superview bar `|`, or
    /// `nil` when the format does not end with `|`.
    var trailingSuperview: Connection?
    /// The column of the superview bar at the start, when there is one.
    var leadingBarColumn: Int?
    /// The column of the superview bar at the end, when there is one.
    var trailingBarColumn: Int?
}

extension VisualFormatSyntax {
    /// One `[name(predicates)]` element.
    struct ViewElement: Equatable {
        /// The view's name, a key of the `views` dictionary.
        var name: String
        /// The column of the first character of the name.
        var nameColumn: Int
        /// The column just after the name (where Apple's messages put the caret).
        var nameEndColumn: Int
        /// The size predicates, `[]` when the view has none.
        var predicates: [Predicate]
    }

    /// The space between two neighbours (views or a view and a superview bar).
    struct Connection: Equatable {
        /// What the connection says.
        enum Kind: Equatable {
            /// Nothing between the neighbours: `[a][b]`, `|[a]`. They touch.
            case flush
            /// A lone `-`: the standard spacing.
            case standard
            /// `-8-`, `-metric-` or `-(predicates)-`.
            case predicates([Predicate])
        }

        /// What the connection says.
        var kind: Kind
        /// The column where the connection starts (the first `-`, or the position
        /// between two flush neighbours).
        var column: Int
    }

    /// The relation written in front of a predicate.
    enum Relation: Equatable {
        /// `==`, or no relation written.
        case equal
        /// `<=`.
        case lessThanOrEqual
        /// `>=`.
        case greaterThanOrEqual
    }

    /// A number or a name that stands for one (a metric, or a named priority).
    enum Value: Equatable {
        /// A number written in the format.
        case number(Double)
        /// A name to be looked up (in the metrics, or among the named priorities).
        case name(String, column: Int, endColumn: Int)
    }

    /// What a predicate relates the size or the spacing to.
    enum Object: Equatable {
        /// A constant: a number or a metric name, or, in a view predicate, a name
        /// that may also be a view (`[a(==b)]`): see `VisualFormatBuilder`.
        case constant(Value)
        /// A view with an explicit attribute and/or operators, the GTK extension:
        /// `b.height`, `b*2`, `b.width/2+10`. `attribute` is `nil` when none was
        /// written (the attribute of the predicate's axis is meant).
        case view(name: String, column: Int, endColumn: Int, attribute: VisualFormatAttribute?)
    }

    /// One predicate: `>=50@750`, `==b.height*2`, `metric`.
    struct Predicate: Equatable {
        /// The relation.
        var relation: Relation
        /// What the predicate relates to.
        var object: Object
        /// The multiplier written after a view (`*2`, `/2`), 1 otherwise.
        var multiplier: Double
        /// The constant written after a view (`+10`, `-10`), 0 otherwise.
        var offset: Double
        /// The priority after `@`, `nil` when none was written (required).
        var priority: Value?
        /// The column where the predicate starts.
        var column: Int
        /// The column just after the predicate ends.
        var endColumn: Int
    }
}

/// The attribute names allowed after a dot on a view in a predicate
/// (`[a(==b.height)]`), a GTK-style extension of Apple's grammar.
enum VisualFormatAttribute: String, CaseIterable, Equatable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
    /// The last baseline (`baseline` is accepted as a synonym, as in GTK).
    case lastBaseline
    /// The first baseline.
    case firstBaseline

    /// Looks up an attribute by the name written in a format; accepts GTK's
    /// synonyms `start`, `end` and `baseline` besides UIKit's names.
    init?(formatName: String) {
        switch formatName {
        case "start": self = .leading
        case "end": self = .trailing
        case "baseline": self = .lastBaseline
        default:
            guard let attribute = VisualFormatAttribute(rawValue: formatName) else { return nil }
            self = attribute
        }
    }
}
