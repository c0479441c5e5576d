import Foundation

extension ScreenCheck {
    /// A problem accepted as known: matched by the view it is about (its
    /// `accessibilityIdentifier` or a closure) and its kind.
    ///
    /// ```swift
    /// var check = ScreenCheck()
    /// check.exceptions = [
    ///     .view("badge", kinds: [.escapesSuperview], because: "hangs over the avatar's corner by design"),
    ///     .views(kinds: [.smallTapTarget]) { $0 is InfoButton },
    /// ]
    /// ```
    ///
    /// A view matches when it, or one of its superviews, matches: accepting a container accepts
    /// the same kinds of problem for everything in it. A conflict matches through the views of
    /// the constraint left out, or through its constraint identifier (``constraint(_:because:)``).
    public struct Exception: Sendable {
        /// The kinds of problem accepted.
        public var kinds: Set<ScreenProblem.Kind>
        /// Why the problem is accepted, for the people who read the test.
        public var reason: String
        private let viewTest: (@Sendable (View) -> Bool)?
        private let constraintIdentifier: String?

        private init(kinds: Set<ScreenProblem.Kind>, reason: String, viewTest: (@Sendable (View) -> Bool)?,
                     constraintIdentifier: String?) {
            self.kinds = kinds
            self.reason = reason
            self.viewTest = viewTest
            self.constraintIdentifier = constraintIdentifier
        }

        /// Accepts `kinds` of problem (all by default) for the view whose `accessibilityIdentifier`
        /// is `identifier`, and for the views inside it.
        public static func view(_ identifier: String,
                                kinds: Set<ScreenProblem.Kind> = Set(ScreenProblem.Kind.allCases),
                                because reason: String = "") -> Exception {
            Exception(kinds: kinds, reason: reason, viewTest: { $0.accessibilityIdentifier == identifier },
                      constraintIdentifier: nil)
        }

        /// Accepts `kinds` of problem for the views for which `test` is true, and for the
        /// views inside them. `test` is called on the thread that laid the combination out.
        public static func views(kinds: Set<ScreenProblem.Kind> = Set(ScreenProblem.Kind.allCases),
                                 because reason: String = "",
                                 where test: @escaping @Sendable (View) -> Bool) -> Exception {
            Exception(kinds: kinds, reason: reason, viewTest: test, constraintIdentifier: nil)
        }

        /// Accepts the conflicts in which the constraint left out has `identifier` as its
        /// ``LayoutConstraint/identifier``.
        public static func constraint(_ identifier: String, because reason: String = "") -> Exception {
            Exception(kinds: [.conflict], reason: reason, viewTest: nil, constraintIdentifier: identifier)
        }

        /// Whether the exception accepts a problem of `kind` about `view` (or a view inside a
        /// view it names).
        func accepts(_ kind: ScreenProblem.Kind, view: View?) -> Bool {
            guard kinds.contains(kind), let viewTest else { return false }
            var current = view
            var depth = 0
            while let candidate = current, depth < 10_000 {
                if viewTest(candidate) { return true }
                current = candidate.superview
                depth += 1
            }
            return false
        }

        /// Whether the exception accepts a conflict whose constraint left out is `constraint`.
        func accepts(conflictOn constraint: LayoutConstraint) -> Bool {
            guard kinds.contains(.conflict) else { return false }
            if let constraintIdentifier { return constraint.identifier == constraintIdentifier }
            let views = [constraint.firstItem, constraint.secondItem].compactMap { $0?.layoutView }
            return views.contains { accepts(.conflict, view: $0) }
        }
    }
}
