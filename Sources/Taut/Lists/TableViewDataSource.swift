import Foundation

/// What gives a table its rows and their cells: UIKit's `UITableViewDataSource`. The two row
/// methods are required; the others have default implementations (one section, no titles).
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of the row at `indexPath`, dequeued with
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` and configured.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The title of `section`'s header (`nil` by default: no title).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (`nil` by default: no title).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` may be edited (`true` by default; stored only headless).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row at `indexPath` may be moved (`false` by default; stored only headless).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index (`nil` by default; no index is drawn headless).
    func sectionIndexTitles(for tableView: TableView) -> [String]?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `true`.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// `false`.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
}
