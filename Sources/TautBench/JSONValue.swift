/// A JSON value whose objects keep their keys in insertion order, encoded compactly as
/// Python's `json.dumps(doc, separators=(",", ":"))` does (doubles in shortest round-trip
/// form; NaN and infinities as Python writes them).
enum JSONValue {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])
    case null

    /// The compact JSON text.
    var encoded: String {
        var out = ""
        encode(into: &out)
        return out
    }

    private func encode(into out: inout String) {
        switch self {
        case .int(let i): out += "\(i)"
        case .double(let d):
            if d.isNaN { out += "NaN" } else if d.isInfinite { out += d < 0 ? "-Infinity" : "Infinity" } else { out += "\(d)" }
        case .string(let s): JSONValue.encodeString(s, into: &out)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.encode(into: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSONValue.encodeString(key, into: &out)
                out += ":"
                value.encode(into: &out)
            }
            out += "}"
        }
    }

    private static func encodeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value > 0x7e {
                    if scalar.value > 0xffff {
                        let v = scalar.value - 0x10000
                        out += hex4(0xd800 + (v >> 10)) + hex4(0xdc00 + (v & 0x3ff))
                    } else {
                        out += hex4(scalar.value)
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private static func hex4(_ v: UInt32) -> String {
        let digits = String(v, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The value of `key` in an object, if any.
    subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first(where: { $0.0 == key })?.1
    }

    /// The number as a double (ints too).
    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}
