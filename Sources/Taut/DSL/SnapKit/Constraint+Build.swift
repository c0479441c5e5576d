import Foundation

extension Constraint {
    /// Expands the line into layout constraints, following SnapKit's rules: one per attribute
    /// in expansion order; the second attribute is the same attribute for a view, guide or
    /// constant target, the single attribute of a one-attribute item, the matching attribute
    /// of a several-attribute item (edges pair with margins); a constant relates to the
    /// superview (centerX/centerY to its left/top), except width and height, which stand alone.
    func build(from description: ConstraintDescription) {
        let fromAttributes = description.attributes
        let toAttributes = description.relatedAttributes
        let isConstant = description.relatesToConstant
        // The items are read through their references (an item loaded from a reference is
        // retained and released), and loaded only where a diagnostic or the direction needs one.
        let fromReference = description.itemReference
        guard fromReference.isAlive else {
            SnapKitDiagnostics.report(.missingItem, description, "the item it constrains has been released; the line was not made")
            return
        }
        guard isConstant || description.relatedItem != nil else {
            SnapKitDiagnostics.report(.missingItem, description, "the item it relates to has been released; the line was not made")
            return
        }
        guard let pairing = AttributePairing(from: fromAttributes, to: toAttributes, constant: isConstant) else {
            let toNames = toAttributes.layoutAttributes.map(\.name).joined(separator: ", ")
            let fromNames = fromAttributes.layoutAttributes.map(\.name).joined(separator: ", ")
            SnapKitDiagnostics.report(.invalidAttributes, description,
                                      "the attributes [\(fromNames)] can't be related one for one to [\(toNames)] of "
                                        + "\(description.relatedItem?.debugName ?? "the target"); relate to one attribute, the same attributes, "
                                        + "or edges to margins; the line was not made")
            return
        }
        let relation = description.relation ?? .equal
        let constant = description.constant
        var direction: UserInterfaceLayoutDirection?
        var reportedFold = false
        // The reference of the related item, found when the relation was written.
        let toReference = description.relatedReference
        // A constant relates to the superview (except a size): found once for the line.
        let parentReference = isConstant ? fromReference.layoutParentReference : nil
        let count = fromAttributes.rawValue.nonzeroBitCount
        if count > 2 { otherLayoutConstraints.reserveCapacity(otherLayoutConstraints.count + count - 2) }
        fromAttributes.forEachLayoutAttribute { fromAttribute in
            let toAttribute = pairing.secondAttribute(for: fromAttribute)
            let secondReference: ItemReference?
            if !isConstant {
                secondReference = toReference
            } else if toAttribute == .width || toAttribute == .height {
                secondReference = nil
            } else {
                guard let parentReference else {
                    SnapKitDiagnostics.report(.missingSuperview, description,
                                              "\(description.item?.debugName ?? "the item") has no superview to hold the constant of its "
                                                + "\(fromAttribute.name); that attribute was not constrained")
                    return
                }
                secondReference = parentReference
            }
            var multiplier = description.multiplier
            var factor: CGFloat = 1
            if secondReference == nil, multiplier != 1 {
                factor = multiplier
                multiplier = 1
                constantFactor = factor
            }
            var constantValue: CGFloat
            if constant.dependsOnDirection {
                let resolved = direction ?? ConstraintConfig.direction(of: fromReference.item)
                direction = resolved
                constantValue = constant.value(for: toAttribute, direction: resolved)
            } else {
                constantValue = constant.value(for: toAttribute, direction: .leftToRight)
            }
            constantValue *= factor
            // What `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
            // followed by setting the location, the label and the identifier makes, in one step.
            // SnapKit's `LayoutConstraint.label` is the constraint's identifier.
            let layoutConstraint = LayoutConstraint(
                fromReference, fromAttribute, relation, secondReference,
                secondReference == nil ? .notAnAttribute : toAttribute, multiplier: multiplier, constant: constantValue,
                priority: .required, location: description.location, label: description.label,
                identifier: description.label)
            if description.priority != .required { layoutConstraint.priority = description.priority }
            if factor != 1, !reportedFold {
                reportedFold = true
                SnapKitDiagnostics.report(.multiplierOnConstant, description,
                                          "a \(toAttribute.name) compared with a constant has no second attribute to multiply; "
                                            + "Taut multiplied the constant by \(formatLayoutNumber(factor)) "
                                            + "(\(layoutConstraint)) where SnapKit drops the multiplier",
                                          constraints: [layoutConstraint])
            }
            appendLayoutConstraint(layoutConstraint)
        }
    }
}

/// Which second attribute each first attribute of a SnapKit line gets.
enum AttributePairing {
    /// The same attribute (a view, a guide, the same attribute set, or a constant for a non-centre).
    case same
    /// The same attribute, except centerX/centerY, which relate to the superview's left/top (a constant).
    case constant
    /// The target's single attribute for every first attribute.
    case single(LayoutAttribute)
    /// The margin counterpart (`edges` to `margins`).
    case toMargins
    /// The plain counterpart (`margins` to `edges`).
    case fromMargins

    /// The pairing of `from` with `to`, or `nil` when several target attributes don't match.
    init?(from: ConstraintAttributes, to: ConstraintAttributes, constant: Bool) {
        if to.isEmpty {
            self = constant ? .constant : .same
        } else if to.rawValue.nonzeroBitCount == 1, let single = to.firstLayoutAttribute {
            self = .single(single)
        } else if to == from {
            self = .same
        } else if from.toMargins == to {
            self = .toMargins
        } else if from.fromMargins == to {
            self = .fromMargins
        } else {
            return nil
        }
    }

    /// The second attribute for `attribute`.
    func secondAttribute(for attribute: LayoutAttribute) -> LayoutAttribute {
        switch self {
        case .same: return attribute
        case .constant:
            switch attribute {
            case .centerX: return .left
            case .centerY: return .top
            default: return attribute
            }
        case .single(let single): return single
        case .toMargins: return attribute.marginCounterpart ?? attribute
        case .fromMargins: return attribute.withoutMargin ?? attribute
        }
    }
}
