/// A required equality kept out of the tableau: `variable = constant + Σ coefs · ids`, for a
/// variable that appeared nowhere else when the equality was added.
///
/// Layouts are full of such equalities (`view.left == previous.right + 8`); putting them into
/// the tableau and substituting them makes rows grow with the length of every chain (a fully
/// substituted chain tableau holds Θ(N²) entries). A defined variable is instead expanded
/// only where a later constraint uses it, and evaluated after solving. Its dummy marker goes
/// into every row that expands it, so that removal, constant changes and conflict
/// explanation work exactly as for a tableau row.
struct Definition {
    /// The defined variable's symbol. The other symbols of the equality (externals, possibly
    /// defined themselves, always defined earlier than this one) and their coefficients in
    /// `variable = …` (`−a_j / a_v`) are kept once, in the ``DefinitionEvaluator``'s flat terms.
    let symbol: Symbol
    /// `1 / a_v`: the coefficient of the dummy marker, and `−constant / a_v` gives the constant.
    let inverse: Double
    /// The dummy marker of the equality.
    let dummy: Symbol
    /// The constraint record of the equality.
    let record: Int32
}
