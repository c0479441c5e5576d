import Foundation

/// The view that shows a ``ListContentConfiguration``: UIKit's `UIListContentView`.
///
/// Its image view and labels are placed by constraints inside its layout margins (the
/// configuration's `directionalLayoutMargins`), so a self-sizing cell that holds it is as
/// tall as its text needs, and at least 44 points for a cell's content:
/// - the image at the leading margin, centred vertically; the text after it
///   (`imageToTextPadding`), or at the margin without an image;
/// - the secondary text below the text (`textToSecondaryTextVerticalPadding`), both centred
///   as a block, or beside it at the trailing margin for a side-by-side configuration.
open class ListContentView: View, ContentView {
    /// Creates a view that shows `configuration`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply()
    }

    /// Creates a view from an archive: one showing an empty cell configuration (never fails).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        apply()
    }

    /// The list configuration shown; setting it updates the labels, image and constraints.
    open var listConfiguration: ListContentConfiguration {
        didSet { apply() }
    }

    /// The configuration shown (a ``ListContentConfiguration``; another kind is refused with a
    /// diagnostic and the view keeps what it showed).
    open var configuration: any ContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .invalidListData,
                    message: "\(debugName): a UIListContentView cannot show a \(type(of: newValue)); it is ignored."))
                return
            }
            listConfiguration = list
        }
    }

    /// Whether `configuration` is a ``ListContentConfiguration``.
    open func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    /// The guide of the text's leading edge, which list cells' separators start at (UIKit's
    /// `textLayoutGuide`, approximately: from the text's leading edge to the trailing margin).
    public private(set) lazy var textLayoutGuide: LayoutGuide = {
        let guide = LayoutGuide()
        addLayoutGuide(guide)
        return guide
    }()

    // MARK: Views

    /// The guide around the text and the secondary text below it.
    private lazy var textBlockGuide: LayoutGuide = {
        let guide = LayoutGuide()
        addLayoutGuide(guide)
        return guide
    }()

    /// The label of the text.
    let textLabel = Label()
    /// The label of the secondary text.
    let secondaryTextLabel = Label()
    /// The image view.
    let imageView = ImageView(image: nil)
    /// The constraints of the current configuration.
    private var placement: [LayoutConstraint] = []

    /// Shows the configuration: the labels' text and style, the image, and constraints for
    /// what is shown.
    private func apply() {
        let configuration = listConfiguration
        directionalLayoutMargins = configuration.directionalLayoutMargins
        style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
              configuration.secondaryTextProperties)
        imageView.image = configuration.image
        LayoutConstraint.deactivate(placement)
        placement = []
        for view in [imageView, textLabel, secondaryTextLabel] as [View] {
            view.removeFromSuperview()
        }
        let hasImage = configuration.image != nil
        let hasText = configuration.text != nil || configuration.attributedText != nil
        let hasSecondary = configuration.secondaryText != nil || configuration.secondaryAttributedText != nil
        let margins = layoutMarginsGuide
        var constraints: [LayoutConstraint] = []
        var start = margins.leadingAnchor
        var startGap: CGFloat = 0
        if hasImage {
            addPlaced(imageView)
            let size = imageSize(configuration)
            constraints += [
                imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
                imageView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                imageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                imageView.widthAnchor.constraint(equalToConstant: size.width),
                imageView.heightAnchor.constraint(equalToConstant: size.height),
            ]
            start = imageView.trailingAnchor
            startGap = configuration.imageToTextPadding
        }
        let labels = (hasText ? [textLabel] : []) + (hasSecondary ? [secondaryTextLabel] : [])
        for label in labels { addPlaced(label) }
        if configuration.prefersSideBySideTextAndSecondaryText, labels.count == 2 {
            constraints += [
                textLabel.leadingAnchor.constraint(equalTo: start, constant: startGap),
                secondaryTextLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor,
                                                            constant: configuration.textToSecondaryTextHorizontalPadding),
            ]
            for label in labels {
                constraints += [
                    label.centerYAnchor.constraint(equalTo: centerYAnchor),
                    label.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                    label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                ]
            }
        } else if let first = labels.first, let last = labels.last {
            let block = textBlockGuide
            constraints += [
                block.topAnchor.constraint(equalTo: first.topAnchor),
                block.bottomAnchor.constraint(equalTo: last.bottomAnchor),
                block.leadingAnchor.constraint(equalTo: start, constant: startGap),
                block.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                block.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                block.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                block.centerYAnchor.constraint(equalTo: centerYAnchor),
            ]
            for label in labels {
                constraints += [
                    label.leadingAnchor.constraint(equalTo: block.leadingAnchor),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: block.trailingAnchor),
                ]
            }
            if labels.count == 2 {
                constraints.append(secondaryTextLabel.topAnchor.constraint(
                    equalTo: textLabel.bottomAnchor, constant: configuration.textToSecondaryTextVerticalPadding))
            }
        }
        // Separators and the text layout guide start where the text starts.
        constraints += [
            textLayoutGuide.leadingAnchor.constraint(equalTo: start, constant: startGap),
            textLayoutGuide.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            textLayoutGuide.topAnchor.constraint(equalTo: margins.topAnchor),
            textLayoutGuide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        if configuration.minimumHeight > 0 {
            constraints.append(heightAnchor.constraint(greaterThanOrEqualToConstant: configuration.minimumHeight))
        }
        LayoutConstraint.activate(constraints)
        placement = constraints
    }

    /// Adds `view` as a subview placed by constraints.
    private func addPlaced(_ view: View) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }

    /// Sets a label's text and style.
    private func style(_ label: Label, _ text: String?, _ attributed: NSAttributedString?,
                       _ properties: ListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = properties.transformsToUppercase ? text?.uppercased() : text
        }
    }

    /// The size the image is shown at: its own, no larger than the maximum size, and no
    /// smaller than the reserved size.
    private func imageSize(_ configuration: ListContentConfiguration) -> CGSize {
        var size = configuration.image?.size ?? .zero
        let maximum = configuration.imageProperties.maximumSize
        if maximum.width > 0 { size.width = Swift.min(size.width, maximum.width) }
        if maximum.height > 0 { size.height = Swift.min(size.height, maximum.height) }
        let reserved = configuration.imageProperties.reservedLayoutSize
        if reserved.width > 0 { size.width = Swift.max(size.width, reserved.width) }
        if reserved.height > 0 { size.height = Swift.max(size.height, reserved.height) }
        return size
    }
}
