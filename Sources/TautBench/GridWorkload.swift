#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension WorkloadSystem {
    /// kiwi_bench.py's `grid(N)`: k × k cells (k = round(√N)) inside a container whose width and
    /// height are strong edit variables; every cell is 8 points after its left and upper
    /// neighbours, cells share the width of their row's first cell and the height of their
    /// column's first cell, and the last column and row end 8 points inside the container.
    static func grid(_ n: Int) -> WorkloadSystem {
        let k = max(1, Int(sqrt(Double(n)).rounded(.toNearestOrEven)))
        var s = WorkloadSystem(name: "grid")
        let cx = s.variable("cx"), cy = s.variable("cy"), cw = s.variable("cw"), ch = s.variable("ch")
        let size = 100.0 * Double(k) + 8.0 * Double(k + 1)
        s.edits += [(cw, strong), (ch, strong)]
        s.suggestions += [(cw, size), (ch, size)]
        s.resizeVariable = cw
        s.resizeBase = size
        s.expected[cx] = 0
        s.expected[cy] = 0
        s.expected[cw] = size
        s.expected[ch] = size
        s.eq([(cx, 1.0)], 0.0)
        s.eq([(cy, 1.0)], 0.0)
        var L = [[Int]](repeating: [Int](repeating: 0, count: k), count: k)
        var T = L, W = L, H = L
        for r in 0..<k {
            for c in 0..<k {
                let l = s.variable("c\(r)_\(c).l"), t = s.variable("c\(r)_\(c).t")
                let w = s.variable("c\(r)_\(c).w"), h = s.variable("c\(r)_\(c).h")
                L[r][c] = l
                T[r][c] = t
                W[r][c] = w
                H[r][c] = h
                s.ge([(w, 1.0)], 0.0)
                s.ge([(h, 1.0)], 0.0)
                if c == 0 {
                    s.eq([(l, 1.0), (cx, -1.0)], -8.0)
                } else {
                    s.eq([(l, 1.0), (L[r][c - 1], -1.0), (W[r][c - 1], -1.0)], -8.0)
                }
                if r == 0 {
                    s.eq([(t, 1.0), (cy, -1.0)], -8.0)
                } else {
                    s.eq([(t, 1.0), (T[r - 1][c], -1.0), (H[r - 1][c], -1.0)], -8.0)
                }
                if c > 0 {
                    s.eq([(w, 1.0), (W[r][0], -1.0)], 0.0)
                } else if r > 0 {
                    s.eq([(w, 1.0), (W[0][0], -1.0)], 0.0)
                }
                if r > 0 {
                    s.eq([(h, 1.0), (H[0][c], -1.0)], 0.0)
                } else if c > 0 {
                    s.eq([(h, 1.0), (H[0][0], -1.0)], 0.0)
                }
                if c == k - 1 {
                    s.eq([(l, 1.0), (w, 1.0), (cx, -1.0), (cw, -1.0)], 8.0)
                }
                if r == k - 1 {
                    s.eq([(t, 1.0), (h, 1.0), (cy, -1.0), (ch, -1.0)], 8.0)
                }
                s.expected[l] = 8.0 + 108.0 * Double(c)
                s.expected[t] = 8.0 + 108.0 * Double(r)
                s.expected[w] = 100
                s.expected[h] = 100
            }
        }
        s.views = k * k
        return s
    }
}
