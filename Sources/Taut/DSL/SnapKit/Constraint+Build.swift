import Foundation

extension Constraint {
    /// Expands the line into layout constraints, following SnapKit's rules: one per attribute
    /// in expansion order; the second attribute is the same attribute for a view, guide or
    /// constant target, the single attribute of a one-attribute item, the matching attribute
    /// of a several-attribute item (edges pair with margins); a constant relates to the
    /// superview (centerX/centerY to its left/top), except width and height, which stand alone.
    func build(from description: ConstraintDescription) {
        let fromItem = description.item
        let fromAttributes = description.attributes.layoutAttributes
        let toAttributes = description.related?.attributes ?? .none
        let toItem = description.related?.item
        let isConstant = description.relatesToConstant
        guard isConstant || toItem != nil else {
            SnapKitDiagnostics.report(.missingItem, description, "the item it relates to has been released; the line was not made")
            return
        }
        guard let pairing = Self.pairing(from: description.attributes, to: toAttributes, constant: isConstant) else {
            let toNames = toAttributes.layoutAttributes.map(\.name).joined(separator: ", ")
            let fromNames = fromAttributes.map(\.name).joined(separator: ", ")
            SnapKitDiagnostics.report(.invalidAttributes, description,
                                      "the attributes [\(fromNames)] can't be related one for one to [\(toNames)] of "
                                        + "\(toItem?.debugName ?? "the target"); relate to one attribute, the same attributes, "
                                        + "or edges to margins; the line was not made")
            return
        }
        let relation = description.relation ?? .equal
        var direction: UserInterfaceLayoutDirection?
        var reportedFold = false
        layoutConstraints.reserveCapacity(fromAttributes.count)
        for fromAttribute in fromAttributes {
            let toAttribute = pairing(fromAttribute)
            var secondItem: LayoutItem? = toItem
            if isConstant {
                if toAttribute == .width || toAttribute == .height {
                    secondItem = nil
                } else if let parent = fromItem.layoutParent {
                    secondItem = parent
                } else {
                    SnapKitDiagnostics.report(.missingSuperview, description,
                                              "\(fromItem.debugName) has no superview to hold the constant of its "
                                                + "\(fromAttribute.name); that attribute was not constrained")
                    continue
                }
            }
            var multiplier = description.multiplier
            var factor: CGFloat = 1
            if secondItem == nil, multiplier != 1 {
                factor = multiplier
                multiplier = 1
            }
            var constantValue: CGFloat
            if description.constant.dependsOnDirection {
                let resolved = direction ?? ConstraintConfig.direction(of: fromItem)
                direction = resolved
                constantValue = description.constant.value(for: toAttribute, direction: resolved)
            } else {
                constantValue = description.constant.value(for: toAttribute, direction: .leftToRight)
            }
            constantValue *= factor
            let layoutConstraint = LayoutConstraint(
                item: fromItem, attribute: fromAttribute, relatedBy: relation,
                toItem: secondItem, attribute: secondItem == nil ? .notAnAttribute : toAttribute,
                multiplier: multiplier, constant: constantValue)
            layoutConstraint.location = description.location
            layoutConstraint.label = description.label
            layoutConstraint.dslOwner = self
            if description.priority != .required { layoutConstraint.priority = description.priority }
            if factor != 1, !reportedFold {
                reportedFold = true
                SnapKitDiagnostics.report(.multiplierOnConstant, description,
                                          "a \(toAttribute.name) compared with a constant has no second attribute to multiply; "
                                            + "Taut multiplied the constant by \(formatLayoutNumber(factor)) "
                                            + "(\(layoutConstraint)) where SnapKit drops the multiplier",
                                          constraints: [layoutConstraint])
            }
            layoutConstraints.append(layoutConstraint)
            constantAttributes.append(toAttribute)
            constantFactors.append(factor)
        }
    }

    /// The second attribute for each first attribute, or `nil` if the two sets can't be paired.
    static func pairing(from: ConstraintAttributes, to: ConstraintAttributes,
                        constant: Bool) -> ((LayoutAttribute) -> LayoutAttribute)? {
        if to.isEmpty {
            if constant {
                return { attribute in
                    switch attribute {
                    case .centerX: return .left
                    case .centerY: return .top
                    default: return attribute
                    }
                }
            }
            return { $0 }
        }
        if to.rawValue.nonzeroBitCount == 1 {
            let single = to.layoutAttributes[0]
            return { _ in single }
        }
        if to == from { return { $0 } }
        if from.toMargins == to { return { $0.marginCounterpart ?? $0 } }
        if from.fromMargins == to { return { $0.withoutMargin ?? $0 } }
        return nil
    }
}
