import Foundation

extension LayoutConstraint {
    /// The equation, readable: `'id' title.leading == avatar.trailing + 12 @750 (ProfileView.swift:42, "label")`.
    ///
    /// Items are named by ``LayoutItem/debugName``; the identifier is quoted in front, the
    /// priority follows `@` unless required, and the source location and DSL label close it.
    /// Engine-made constraints end with their role, e.g. `[autoresizing]` or `[hugging]`.
    public var description: String {
        var text = ""
        if let identifier, kind == .user, identifier != label { text += "'\(identifier)' " }
        text += "\(sideDescription(firstReference, firstAttribute, firstKeptAnchor)) \(relation.symbol) "
        if hasSecondAnchor {
            text += sideDescription(secondReference, secondAttribute, secondKeptAnchor)
            if multiplier != 1 { text += " * \(formatLayoutNumber(multiplier))" }
            if storedConstant > 0 { text += " + \(formatLayoutNumber(storedConstant))" }
            if storedConstant < 0 { text += " - \(formatLayoutNumber(-storedConstant))" }
        } else {
            text += formatLayoutNumber(storedConstant)
        }
        if !storedPriority.isRequired { text += " @\(storedPriority)" }
        switch (location, label) {
        case let (location?, label?): text += " (\(location), \"\(label)\")"
        case let (location?, nil): text += " (\(location))"
        case let (nil, label?): text += " (\"\(label)\")"
        case (nil, nil): break
        }
        if kind != .user, let identifier { text += " [\(identifier)]" }
        return text
    }

    /// One side as its anchor describes itself (`title.leading`, `<released>.width`,
    /// `(a.leading -> b.trailing)`), without making the anchor.
    private func sideDescription(_ reference: ItemReference?, _ attribute: LayoutAttribute,
                                 _ kept: LayoutAnchor?) -> String {
        guard let reference else { return kept?.description ?? "" }
        return "\(reference.item?.debugName ?? "<released>").\(attribute.name)"
    }

    /// The description with the activity state: `<LayoutConstraint active: title.leading == …>`.
    public var debugDescription: String {
        "<LayoutConstraint \(activeFlag ? "active" : "inactive"): \(description)>"
    }
}
