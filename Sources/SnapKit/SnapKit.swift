// `import SnapKit`, on every platform Taut runs on.
//
// Taut's SnapKit DSL (`view.snp.makeConstraints { make in ... }`, `ConstraintMaker`,
// `Constraint`, `ConstraintPriority`, ...) lives in the `Taut` module. This module re-exports it,
// so that files written for SnapKit keep their `import SnapKit` line, and module-qualified names
// such as `SnapKit.ConstraintMaker` and `SnapKit.Constraint` name Taut's types.
@_exported import Taut
