// tautsolve: TautSolver behind the line protocol of ../shared/bench/oracle_check.py
// (`--solver command --command tautsolve`). One request a line on standard input, one answer
// line on standard output, written (unbuffered) right after each request; see `Request`.
// Malformed input and solver errors other than "unsatisfiable" are answered `error MESSAGE`;
// the process ends at the end of its input.
import Foundation

let session = Session()
let output = FileHandle.standardOutput
while let line = readLine(strippingNewline: true) {
    // An answer never contains a newline: error messages are flattened to one line.
    let answer = session.answer(line).split(whereSeparator: \.isNewline).joined(separator: " ")
    output.write(Data((answer + "\n").utf8))
}
