#if canImport(Glibc)
import Glibc
#endif

extension String {
    /// True when this string's UTF-8 bytes come before `other`'s, compared as unsigned bytes (a
    /// string before every longer string it begins): the order of fixture names and paths in a
    /// run, its report and its baselines, the same on every machine whatever the locale.
    /// `utf8.lexicographicallyPrecedes(other.utf8)`, compared a block of bytes at a time.
    public func precedesInByteOrder(_ other: String) -> Bool {
        var a = self, b = other
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = Swift.min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }
}
