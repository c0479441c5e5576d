#!/usr/bin/env python3
"""A reference "solver" for oracle_check.py's line protocol that answers with the LP itself.

It exists only to generate the replay fixtures of OracleReplayTests. `oracle_check.py --emit`
stops writing a scenario at the solver's first problem, so emitting with a real solver (Kiwi
fails about two thirds of the scenarios) would truncate the files. This program accepts a
required constraint exactly when the LP of the accepted required constraints plus the new one
is feasible (the oracle's own rule) and answers `values` with an optimal point of the LP that
the oracle checks against, so every scenario is written in full. The expectations in the
files (expect_unsat, expect_objective) are computed by oracle_check.py itself.

    cd <package root>
    python3 ../shared/bench/oracle_check.py --solver command \
        --command "python3 Tests/TautSolverTests/Fixtures/lp_reference_solver.py" \
        --emit Tests/TautSolverTests/Fixtures/oracle --seeds 200
"""
import sys

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1001001000.0


def solve(nvars, cons):
    """cons: list of (terms, const, op, strength). Returns (status, x) of oracle_check's LP."""
    soft = [c for c in cons if c[3] < REQUIRED]
    n = nvars + 2 * len(soft)
    cost = np.zeros(n)
    a_eq, b_eq, a_ub, b_ub = [], [], [], []
    k = 0
    for terms, const, op, st in cons:
        row = np.zeros(n)
        for v, a in terms:
            row[v] += a
        if st >= REQUIRED:
            if op == "==":
                a_eq.append(row); b_eq.append(-const)
            elif op == ">=":
                a_ub.append(-row); b_ub.append(const)
            else:
                a_ub.append(row); b_ub.append(-const)
            continue
        p, m = nvars + 2 * k, nvars + 2 * k + 1
        k += 1
        cost[p] = st
        if op == "==":
            row[p] = -1.0; row[m] = 1.0
            cost[m] = st
            a_eq.append(row); b_eq.append(-const)
        elif op == ">=":
            row[p] = 1.0
            a_ub.append(-row); b_ub.append(const)
        else:
            row[p] = -1.0
            a_ub.append(row); b_ub.append(-const)
    res = linprog(cost,
                  A_ub=np.array(a_ub) if a_ub else None, b_ub=np.array(b_ub) if b_ub else None,
                  A_eq=np.array(a_eq) if a_eq else None, b_eq=np.array(b_eq) if b_eq else None,
                  bounds=[(None, None)] * nvars + [(0, None)] * (n - nvars), method="highs")
    return res.status, (res.x[:nvars] if res.status == 0 else None)


def main():
    nvars, cons, edits = 0, {}, {}
    for line in sys.stdin:
        w = line.split()
        if not w:
            continue
        cmd = w[0]
        if cmd == "reset":
            nvars, cons, edits = int(w[1]), {}, {}
            out = "ok"
        elif cmd == "add":
            cid, op, st, const, nt = w[1], w[2], float(w[3]), float(w[4]), int(w[5])
            terms = tuple((int(w[6 + 2 * i]), float(w[7 + 2 * i])) for i in range(nt))
            c = (terms, const, op, st)
            out = "ok"
            if st >= REQUIRED:
                req = [d for d in cons.values() if d[3] >= REQUIRED] + [c]
                if solve(nvars, req)[0] == 2:
                    out = "unsat"
            if out == "ok":
                cons[cid] = c
        elif cmd == "remove":
            del cons[w[1]]
            out = "ok"
        elif cmd == "edit":
            edits[int(w[1])] = [float(w[2]), 0.0]
            out = "ok"
        elif cmd == "suggest":
            edits[int(w[1])][1] = float(w[2])
            out = "ok"
        elif cmd == "values":
            all_cons = list(cons.values()) + [(((v, 1.0),), -val, "==", st) for v, (st, val) in edits.items()]
            status, x = solve(nvars, all_cons)
            out = " ".join(repr(float(v)) for v in x) if status == 0 else f"error LP status {status}"
        else:
            out = f"error unknown request {cmd}"
        sys.stdout.write(out + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
