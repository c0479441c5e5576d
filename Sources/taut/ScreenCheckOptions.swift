import ArgumentParser
import Taut
import TautLayoutFile

/// The options of `taut check` that lay the file out in many combinations (the screen check):
/// `--devices`, `--orientations`, `--content-sizes`, `--directions` and `--accept`.
struct ScreenCheckOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Lays the file out on these devices (comma-separated): iphones, ipads, all, or device names such as iphone-se, iphone-14, ipad-mini (case, spaces and punctuation ignored).",
        valueName: "list"))
    var devices: String?

    @Option(help: ArgumentHelp("With --devices: portrait, landscape, or both (comma-separated; default portrait).",
                               valueName: "list"))
    var orientations: String?

    @Option(help: ArgumentHelp(
        "Text sizes (comma-separated): XS, S, M, L, XL, XXL, XXXL, AX1 to AX5, or all, standard, representative (XS, L, AX5).",
        valueName: "list"))
    var contentSizes: String?

    @Option(help: ArgumentHelp("Layout directions (comma-separated): ltr, rtl, or both.", valueName: "list"))
    var directions: String?

    @Option(help: ArgumentHelp(
        "Accepts the problems of a view (by name), optionally of some kinds only: NAME or NAME:KIND,KIND. Kinds: conflict, ambiguous, escapesSuperview, truncatedText, overlappingControls, smallTapTarget, diagnostic. Repeatable.",
        valueName: "view[:kinds]"))
    var accept: [String] = []

    /// Whether any option asks for the screen check.
    var isRequested: Bool { devices != nil || orientations != nil || contentSizes != nil || directions != nil || !accept.isEmpty }

    func validate() throws {
        _ = try parsedDevices()
        _ = try parsedOrientations()
        _ = try parsedContentSizes()
        _ = try parsedDirections()
        _ = try parsedExceptions()
    }

    /// The devices asked for, or `nil` for the file's own canvas.
    func parsedDevices() throws -> [Device]? {
        guard let devices else { return nil }
        var result: [Device] = []
        for item in Self.items(devices) {
            let key = Self.normalized(item)
            switch key {
            case "iphones": result += .iPhones
            case "ipads": result += .iPads
            case "all": result += Device.all
            default:
                guard let device = Device.all.first(where: { Self.normalized($0.name) == key }) else {
                    let names = Device.all.map { Self.slug($0.name) }.joined(separator: ", ")
                    throw ValidationError("unknown device '\(item)' in --devices; use iphones, ipads, all or one of: \(names)")
                }
                result.append(device)
            }
        }
        return result
    }

    /// The orientations asked for (portrait by default).
    func parsedOrientations() throws -> [Device.Orientation] {
        guard let orientations else { return [.portrait] }
        var result: [Device.Orientation] = []
        for item in Self.items(orientations) {
            switch item.lowercased() {
            case "portrait": result.append(.portrait)
            case "landscape": result.append(.landscapeLeft)
            case "both": result += [.portrait, .landscapeLeft]
            default: throw ValidationError("unknown orientation '\(item)' in --orientations; use portrait, landscape or both")
            }
        }
        return result
    }

    /// The text sizes asked for (`.large` by default).
    func parsedContentSizes() throws -> [ContentSizeCategory] {
        guard let contentSizes else { return [.large] }
        var result: [ContentSizeCategory] = []
        for item in Self.items(contentSizes) {
            switch item.lowercased() {
            case "all": result += .all
            case "standard": result += .standard
            case "representative": result += .representative
            default:
                guard let category = ContentSizeCategory(shortName: item) else {
                    throw ValidationError("unknown text size '\(item)' in --content-sizes; use XS, S, M, L, XL, XXL, "
                                          + "XXXL, AX1 to AX5, all, standard or representative")
                }
                result.append(category)
            }
        }
        return result
    }

    /// The directions asked for, or `nil` to keep the file's (or `--direction`'s).
    func parsedDirections() throws -> [UserInterfaceLayoutDirection]? {
        guard let directions else { return nil }
        var result: [UserInterfaceLayoutDirection] = []
        for item in Self.items(directions) {
            switch item.lowercased() {
            case "both": result += .both
            default:
                guard let direction = DirectionOption(rawValue: item) else {
                    throw ValidationError("unknown direction '\(item)' in --directions; use ltr, rtl or both")
                }
                result.append(direction.isRightToLeft ? .rightToLeft : .leftToRight)
            }
        }
        return result
    }

    /// The exceptions of `--accept`.
    func parsedExceptions() throws -> [ScreenCheck.Exception] {
        try accept.map { entry in
            let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
            guard let name = parts.first, !name.isEmpty else { throw ValidationError("--accept needs a view name, got '\(entry)'") }
            guard parts.count == 2 else { return .view(name) }
            var kinds = Set<ScreenProblem.Kind>()
            for item in Self.items(parts[1]) {
                guard let kind = ScreenProblem.Kind(rawValue: item) else {
                    let names = ScreenProblem.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ValidationError("unknown problem kind '\(item)' in --accept; use one of: \(names)")
                }
                kinds.insert(kind)
            }
            return .view(name, kinds: kinds)
        }
    }

    /// Lays `file` out in every combination asked for and reports the problems.
    func check(_ file: LayoutFile) throws -> ScreenCheckReport {
        let canvas = file.canvas
        let canvasDevice = Device(name: "canvas \(Self.number(canvas.width)) × \(Self.number(canvas.height))",
                                  screenSize: CGSize(width: canvas.width, height: canvas.height),
                                  safeAreaInsets: .zero, scale: 3)
        let devices = try parsedDevices()
        let check = ScreenCheck(devices: devices ?? [canvasDevice],
                                orientations: devices == nil ? [.portrait] : try parsedOrientations(),
                                contentSizes: try parsedContentSizes(),
                                directions: try parsedDirections() ?? [canvas.isRightToLeft ? .rightToLeft : .leftToRight],
                                exceptions: try parsedExceptions())
        let usesCanvas = devices == nil
        return check.checkRoots(named: file.path) { combination in
            var laid = file
            laid.canvas.isRightToLeft = combination.direction == .rightToLeft
            if !usesCanvas {
                let device = combination.device
                laid.canvas.width = Double(device.screenSize.width)
                laid.canvas.height = Double(device.screenSize.height)
                let insets = device.safeAreaInsets
                laid.canvas.safeArea = LayoutFileInsets(top: Double(insets.top), bottom: Double(insets.bottom),
                                                        left: Double(insets.left), right: Double(insets.right))
            }
            let scene = LayoutFileBuilder(laid).build()
            // What the build reported (constraints refused) goes to the check's collector.
            scene.diagnostics.forEach(LayoutDiagnostics.report)
            return scene.root
        }
    }

    private static func items(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Lower case, letters and digits only: `iPhone SE (1st generation)` → `iphonese1stgeneration`.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Lower case words joined by hyphens: `iphone-se-1st-generation`.
    static func slug(_ name: String) -> String {
        name.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
