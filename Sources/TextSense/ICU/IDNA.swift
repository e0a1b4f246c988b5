internal import CICU

/// UTS #46 host-name conversion (`uidna_openUTS46`, `uidna_nameToASCII_UTF8`, `uidna_nameToUnicodeUTF8`).
///
/// Sendable notes: ICU documents a `UIDNA` as immutable and thread-safe once opened; this class never
/// changes it after `init` and closes it in `deinit`.
final class IDNA: @unchecked Sendable {
    private let handle: OpaquePointer

    /// One process-wide instance; opening it loads ICU's IDNA data once.
    static let shared: IDNA? = try? IDNA()

    init() throws(ICUError) {
        var err: Int32 = 0
        let h = ts_idna_open(&err)
        try ICUError.check(err, "uidna_openUTS46")
        guard let h else { throw ICUError(code: 7, operation: "uidna_openUTS46") }
        handle = h
    }

    deinit { ts_idna_close(handle) }

    /// The ASCII (punycode, lower-cased) form of `host`, or `nil` when it is not a valid IDNA name.
    func toASCII(_ host: String) -> String? { convert(host, toASCII: true) }

    /// The Unicode form of `host`, or `nil` when it is not a valid IDNA name.
    func toUnicode(_ host: String) -> String? { convert(host, toASCII: false) }

    private func convert(_ host: String, toASCII: Bool) -> String? {
        var input = host
        return input.withUTF8 { src -> String? in
            var cap = max(64, src.count * 4 + 16)
            for _ in 0..<2 {
                var err: Int32 = 0
                var result: String?
                var needed: Int32 = 0
                let ok = withUnsafeTemporaryAllocation(of: CChar.self, capacity: cap) { out -> Bool in
                    let n = src.withMemoryRebound(to: CChar.self) { chars in
                        toASCII
                            ? ts_idna_to_ascii(handle, chars.baseAddress, Int32(chars.count), out.baseAddress, Int32(cap), &err)
                            : ts_idna_to_unicode(handle, chars.baseAddress, Int32(chars.count), out.baseAddress, Int32(cap), &err)
                    }
                    needed = n
                    guard err <= 0, n >= 0, Int(n) <= cap else { return false }
                    result = String(decoding: UnsafeRawBufferPointer(start: out.baseAddress, count: Int(n)), as: UTF8.self)
                    return true
                }
                if ok { return result }
                if err > 0 || needed < 0 { return nil }
                cap = Int(needed) + 1
            }
            return nil
        }
    }
}
