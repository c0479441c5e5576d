#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Python's `random.Random` for the few calls the benchmark needs, bit for bit: the MT19937
/// generator seeded from an integer as CPython seeds it (`init_by_array` over the integer's
/// 32-bit words), `getrandbits`, `_randbelow` (rejection sampling on `n.bit_length()` bits)
/// and `sample(range(n), k)` with CPython's choice between its pool and set algorithms.
///
/// kiwi_bench.py picks the constraints of its remove/re-add case with
/// `random.Random(2024).sample(range(ncons), ncons // 10)`; this type gives the same indices
/// without running Python (checked against `kiwi_bench.py --emit`).
struct PythonRandom {
    private static let n = 624
    private static let m = 397
    private var mt = [UInt32](repeating: 0, count: PythonRandom.n)
    private var index = PythonRandom.n

    /// Seeds like `random.Random(seed)` for an integer seed (its absolute value is used).
    init(seed: Int) {
        var magnitude = seed.magnitude
        var key: [UInt32] = []
        repeat {
            key.append(UInt32(truncatingIfNeeded: magnitude))
            magnitude >>= 32
        } while magnitude != 0
        initByArray(key)
    }

    private mutating func initGenrand(_ s: UInt32) {
        mt[0] = s
        for i in 1..<Self.n {
            mt[i] = 1_812_433_253 &* (mt[i - 1] ^ (mt[i - 1] >> 30)) &+ UInt32(i)
        }
        index = Self.n
    }

    private mutating func initByArray(_ key: [UInt32]) {
        initGenrand(19_650_218)
        var i = 1, j = 0
        for _ in 0..<max(Self.n, key.count) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(truncatingIfNeeded: j)
            i += 1
            j += 1
            if i >= Self.n { mt[0] = mt[Self.n - 1]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<(Self.n - 1) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= Self.n { mt[0] = mt[Self.n - 1]; i = 1 }
        }
        mt[0] = 0x8000_0000
    }

    /// The next 32 random bits (`genrand_uint32`).
    mutating func nextUInt32() -> UInt32 {
        if index >= Self.n { twist() }
        var y = mt[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c_5680
        y ^= (y << 15) & 0xefc6_0000
        y ^= y >> 18
        return y
    }

    private mutating func twist() {
        func mix(_ a: UInt32, _ b: UInt32) -> UInt32 {
            let y = (a & 0x8000_0000) | (b & 0x7fff_ffff)
            return (y >> 1) ^ ((y & 1) == 0 ? 0 : 0x9908_b0df)
        }
        for k in 0..<(Self.n - Self.m) {
            mt[k] = mt[k + Self.m] ^ mix(mt[k], mt[k + 1])
        }
        for k in (Self.n - Self.m)..<(Self.n - 1) {
            mt[k] = mt[k + Self.m - Self.n] ^ mix(mt[k], mt[k + 1])
        }
        mt[Self.n - 1] = mt[Self.m - 1] ^ mix(mt[Self.n - 1], mt[0])
        index = 0
    }

    /// `getrandbits(k)` for `0 <= k <= 64`: whole 32-bit words, least significant first, the
    /// last one shifted down to the bits still needed.
    mutating func getrandbits(_ k: Int) -> UInt64 {
        guard k > 0 else { return 0 }
        var result: UInt64 = 0
        var remaining = min(k, 64)
        var shift: UInt64 = 0
        while remaining > 0 {
            var r = UInt64(nextUInt32())
            if remaining < 32 { r >>= UInt64(32 - remaining) }
            result |= r << shift
            shift += 32
            remaining -= 32
        }
        return result
    }

    /// `_randbelow(n)`: a uniform integer in `0..<n` (0 when `n <= 0`).
    mutating func randbelow(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        let bits = Int.bitWidth - n.leadingZeroBitCount
        var r = getrandbits(bits)
        while r >= UInt64(n) { r = getrandbits(bits) }
        return Int(r)
    }

    /// `sample(range(n), k)`: `k` distinct integers of `0..<n` in selection order; empty when
    /// `k` is not in `0...n`.
    mutating func sample(rangeOf n: Int, count k: Int) -> [Int] {
        guard k >= 0, k <= n else { return [] }
        var result: [Int] = []
        result.reserveCapacity(k)
        var setsize = 21
        if k > 5 {
            // 4 ** ceil(log(3k, 4)), with math.log(x, 4) == log(x) / log(4) as CPython computes it
            let exponent = Int((log(Double(k * 3)) / log(4.0)).rounded(.up))
            var power = 1
            for _ in 0..<exponent { power *= 4 }
            setsize += power
        }
        if n <= setsize {
            var pool = Array(0..<n)
            for i in 0..<k {
                let j = randbelow(n - i)
                result.append(pool[j])
                pool[j] = pool[n - i - 1]
            }
        } else {
            var selected = Set<Int>()
            for _ in 0..<k {
                var j = randbelow(n)
                while selected.contains(j) { j = randbelow(n) }
                selected.insert(j)
                result.append(j)
            }
        }
        return result
    }
}
