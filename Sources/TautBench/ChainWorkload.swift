extension WorkloadSystem {
    /// kiwi_bench.py's `chain(N)`: N views in one row inside a container whose left and right
    /// edges are strong edit variables. Per view: `w >= 20`, `w == 100` (weak), `l` after the
    /// previous view + 8, `t == ct + 8`, `h == 44`; finally the last right edge + 8 == `cr`.
    static func chain(_ n: Int) -> WorkloadSystem {
        var s = WorkloadSystem(name: "chain")
        let cl = s.variable("cl"), cr = s.variable("cr"), ct = s.variable("ct")
        s.edits += [(cl, strong), (cr, strong)]
        let width = 108.0 * Double(n) + 8.0
        s.suggestions += [(cl, 0.0), (cr, width)]
        s.resizeVariable = cr
        s.resizeBase = width
        s.expected[cl] = 0
        s.expected[cr] = width
        s.expected[ct] = 0
        s.eq([(ct, 1.0)], 0.0)
        var prevL = -1, prevW = -1
        for i in 0..<n {
            let l = s.variable("v\(i).l"), w = s.variable("v\(i).w")
            let t = s.variable("v\(i).t"), h = s.variable("v\(i).h")
            s.ge([(w, 1.0)], -20.0)
            s.eq([(w, 1.0)], -100.0, strength: weak)
            if i == 0 {
                s.eq([(l, 1.0), (cl, -1.0)], -8.0)
            } else {
                s.eq([(l, 1.0), (prevL, -1.0), (prevW, -1.0)], -8.0)
            }
            s.eq([(t, 1.0), (ct, -1.0)], -8.0)
            s.eq([(h, 1.0)], -44.0)
            s.expected[l] = 8.0 + 108.0 * Double(i)
            s.expected[w] = 100
            s.expected[t] = 8
            s.expected[h] = 44
            prevL = l
            prevW = w
        }
        s.eq([(prevL, 1.0), (prevW, 1.0), (cr, -1.0)], 8.0)
        s.views = n
        return s
    }
}
