/// The built-in screen of `taut demo`: a profile header with an avatar, a name, a bio, a
/// follow button and a tab bar, on an iPhone-sized canvas.
enum DemoScreen {
    /// The name used in positions.
    static let path = "demo.yaml (built in)"
    /// A one-line description for the output.
    static let title = "a profile screen, 390 × 844"

    /// The layout file.
    static let yaml = """
        canvas: { width: 390, height: 844, safeArea: { top: 47, bottom: 34 } }
        views:
          header:   { color: "#f2f2f7", margins: 16 }
          avatar:   { parent: header, color: "#4a90d9" }
          name:     { parent: header, text: "Jane Appleseed", font: 20 }
          handle:   { parent: header, text: "@jane", font: 15, textColor: "#6c6c70" }
          follow:   { parent: header, color: "#007aff" }
          followLabel: { parent: follow, text: "Follow", font: 15, textColor: "#ffffff" }
          bio:      { text: "Builds layout engines that run everywhere Swift does.", font: 15, lines: 0 }
          tabs:     { color: "#f9f9f9", stack: { axis: horizontal, distribution: fillEqually, spacing: 1 }, arranged: [posts, likes, media] }
          posts:    { color: "#d1d1d6" }
          likes:    { color: "#e5e5ea" }
          media:    { color: "#e5e5ea" }
        constraints:
          - "H:|[header]|"
          - "header.top == safeArea.top"
          - "avatar.leading == superview.leadingMargin"
          - "avatar.top == superview.topMargin"
          - "avatar.bottom == superview.bottomMargin"
          - "H:[avatar(64)]-12-[name]"
          - "avatar.height == 64"
          - "follow.trailing == superview.trailingMargin"
          - "follow.width == 88"
          - "name.trailing <= follow.leading - 8"
          - "handle.leading == name.leading"
          - "name.top == avatar.top + 6"
          - "handle.top == name.bottom + 4"
          - "follow.centerY == avatar.centerY"
          - "follow.height == 32"
          - "followLabel.centerX == superview.centerX"
          - "followLabel.centerY == superview.centerY"
          - "H:|-16-[bio]-16-|"
          - "V:[header]-12-[bio]"
          - "H:|[tabs]|"
          - "tabs.bottom == safeArea.bottom"
          - "tabs.height == 49"

        """
}
