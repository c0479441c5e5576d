/// Breaks a label's text into the lines it is drawn on, the way ``MonospacedTextMeasurer``
/// does: at `\n`, and greedily at spaces so that no line is wider than the width, with
/// each character half the font size wide.
enum TextLines {
    static func wrap(_ text: String, fontSize: Double, width: Double, numberOfLines: Int) -> [String] {
        guard !text.isEmpty, fontSize > 0 else { return [] }
        let characterWidth = 0.5 * fontSize
        let ratio = ((width + 1e-6) / characterWidth).rounded(.down)
        let capacity = ratio.isFinite && ratio < Double(Int.max / 4) ? max(1, Int(ratio)) : Int.max / 4
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: String?
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                if let line = current, line.count + 1 + word.count <= capacity {
                    current = line + " " + word
                    continue
                }
                if let line = current { lines.append(line) }
                while word.count > capacity {
                    lines.append(String(word.prefix(capacity)))
                    word = String(word.dropFirst(capacity))
                }
                current = word
            }
            lines.append(current ?? "")
        }
        if numberOfLines > 0, lines.count > numberOfLines { lines.removeLast(lines.count - numberOfLines) }
        return lines
    }
}
