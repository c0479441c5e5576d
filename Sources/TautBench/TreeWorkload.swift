#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension WorkloadSystem {
    /// The depth whose node count `2^(d+1) - 1` is closest to `n` on a log scale (`1...19`),
    /// as kiwi_bench.py's `tree_depth_for`.
    static func treeDepth(for n: Int) -> Int {
        var best = Double.infinity
        var bestDepth = 0
        for d in 1..<20 {
            let count = Double((1 << (d + 1)) - 1)
            let score = abs(log(count) - log(Double(max(n, 1))))
            if score < best {
                best = score
                bestDepth = d
            }
        }
        return bestDepth
    }

    /// kiwi_bench.py's `tree(d)`: a complete binary tree of nested views, built breadth-first.
    /// The root is pinned at (0, 0) with strong edit variables for its size; the two children
    /// of every node sit side by side 4 points inside it, 4 points apart, with equal widths.
    static func tree(depth: Int) -> WorkloadSystem {
        var s = WorkloadSystem(name: "tree")
        s.depth = depth
        let rw = 24.0 * Double(1 << depth), rh = 8.0 * Double(depth) + 200.0
        typealias Quad = (l: Int, t: Int, w: Int, h: Int)
        typealias Frame = (l: Double, t: Double, w: Double, h: Double)
        var nodeCount = 0

        func node(_ name: String, _ e: Frame) -> Quad {
            let q: Quad = (s.variable("\(name).l"), s.variable("\(name).t"),
                           s.variable("\(name).w"), s.variable("\(name).h"))
            s.ge([(q.w, 1.0)], 0.0)
            s.ge([(q.h, 1.0)], 0.0)
            s.expected[q.l] = e.l
            s.expected[q.t] = e.t
            s.expected[q.w] = e.w
            s.expected[q.h] = e.h
            nodeCount += 1
            return q
        }

        let rootFrame: Frame = (0, 0, rw, rh)
        let root = node("n0", rootFrame)
        s.edits += [(root.w, strong), (root.h, strong)]
        s.suggestions += [(root.w, rw), (root.h, rh)]
        s.resizeVariable = root.w
        s.resizeBase = rw
        s.eq([(root.l, 1.0)], 0.0)
        s.eq([(root.t, 1.0)], 0.0)
        var frontier: [(Quad, Frame, Int, String)] = [(root, rootFrame, 0, "n0")]
        while !frontier.isEmpty {
            var next: [(Quad, Frame, Int, String)] = []
            for (p, e, level, name) in frontier where level != depth {
                let childWidth = (e.w - 12.0) / 2.0
                let ea: Frame = (e.l + 4.0, e.t + 4.0, childWidth, e.h - 8.0)
                let eb: Frame = (e.l + 8.0 + childWidth, e.t + 4.0, childWidth, e.h - 8.0)
                let a = node(name + "a", ea)
                let b = node(name + "b", eb)
                s.eq([(a.l, 1.0), (p.l, -1.0)], -4.0)
                s.eq([(b.l, 1.0), (b.w, 1.0), (p.l, -1.0), (p.w, -1.0)], 4.0)
                s.eq([(b.l, 1.0), (a.l, -1.0), (a.w, -1.0)], -4.0)
                s.eq([(a.w, 1.0), (b.w, -1.0)], 0.0)
                for x in [a, b] {
                    s.eq([(x.t, 1.0), (p.t, -1.0)], -4.0)
                    s.eq([(x.t, 1.0), (x.h, 1.0), (p.t, -1.0), (p.h, -1.0)], 4.0)
                }
                next.append((a, ea, level + 1, name + "a"))
                next.append((b, eb, level + 1, name + "b"))
            }
            frontier = next
        }
        s.views = nodeCount
        return s
    }
}
