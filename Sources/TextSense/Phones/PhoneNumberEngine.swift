import Foundation
internal import CPhoneNumbers

/// libphonenumber's matcher and formatter (`PhoneNumberMatcher`, `PhoneNumberUtil::Format`, `GetNumberType`,
/// `GetRegionCodeForNumber`, `GetSupportedRegions`, `GetExampleNumberForType`) behind the C shim.
///
/// The only Swift file that calls `tp_*` functions.
///
/// Sendable notes: the handle points at libphonenumber's process-wide `PhoneNumberUtil`, which is immutable
/// after construction and documented thread-safe for its const methods; each `matches(in:…)` call builds its
/// own `PhoneNumberMatcher` and result object, which never leave the call. The class never mutates the handle
/// after `init` and frees it in `deinit`.
final class PhoneNumberEngine: @unchecked Sendable {
    private let handle: OpaquePointer

    /// One process-wide engine, created on first use: the first access parses libphonenumber's metadata
    /// (10–30 ms), so detectors touch it only when a plausible candidate appears.
    static let shared: PhoneNumberEngine? = PhoneNumberEngine()

    private init?() {
        guard let h = tp_engine_open() else { return nil }
        handle = h
    }

    deinit { tp_engine_close(handle) }

    /// One match of the matcher: a byte range into the searched bytes, and a lazily formatted value.
    struct Match {
        /// UTF-8 byte offsets into the bytes passed to `withMatches(in:…)`.
        var range: Range<Int>
        /// The matcher's index of this match (matches with impossible offsets are dropped).
        fileprivate var index: Int
    }

    /// Formatted values by normalized number (E.164 plus extension), shared by the snippets of one detection
    /// call: the same number written twice (`(650) 253-0000`, `+1 650 253 0000`) is formatted once.
    typealias ValueCache = [String: PhoneValue]

    /// Every match `PhoneNumberMatcher` finds in `bytes` (UTF-8) for `region` and `leniency`, with a closure
    /// that describes match `i` (formatting runs only for the matches a caller keeps, and only once per
    /// normalized number in `cache`).
    ///
    /// - Complexity: libphonenumber's matcher is superlinear in the length of the text it is given; callers
    ///   pass short snippets (or single lines, for reference runs).
    func withMatches<R>(in bytes: UnsafeBufferPointer<UInt8>, region: String, leniency: PhoneLeniency,
                        _ body: ([Match], (Int, inout ValueCache) -> PhoneValue?) -> R) -> R {
        guard bytes.count > 0, bytes.count < Int(Int32.max), let base = bytes.baseAddress else {
            return body([], { _, _ in nil })
        }
        let found = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
            tp_find(handle, chars, Int32(bytes.count), region, leniency.shimValue)
        }
        guard let found else { return body([], { _, _ in nil }) }
        defer { tp_matches_free(found) }
        let n = Int(tp_matches_count(found))
        var matches: [Match] = []
        matches.reserveCapacity(n)
        for i in 0..<n {
            var s: Int32 = 0, e: Int32 = 0
            tp_matches_range(found, Int32(i), &s, &e)
            let start = Int(s), end = Int(e)
            // The matcher's offsets are byte offsets into what it was given; guard anyway, since a range
            // outside the buffer would trap later.
            guard start >= 0, start < end, end <= bytes.count else { continue }
            matches.append(Match(range: start..<end, index: i))
        }
        return body(matches) { i, cache in
            guard i >= 0, i < matches.count else { return nil }
            let index = Int32(matches[i].index)
            let key = Self.key(found, index)
            if let key, let hit = cache[key] { return hit }
            var info = tp_number_info()
            tp_matches_info(found, index, &info)
            let value = PhoneValue(
                e164: Self.string(info.e164), international: Self.string(info.international),
                national: Self.string(info.national), countryCode: Int(info.country_code),
                region: Self.region(Self.string(info.region)), numberType: PhoneNumberType(shimValue: info.number_type),
                extension: Self.string(info.extension).nilIfEmpty)
            if let key { cache[key] = value }
            return value
        }
    }

    private static func key(_ found: OpaquePointer, _ i: Int32) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buf -> String? in
            let n = Int(tp_matches_key(found, i, buf.baseAddress, 64))
            guard n > 0, n <= 64, let base = buf.baseAddress else { return nil }   // longer keys: not cached
            return String(decoding: UnsafeRawBufferPointer(start: base, count: n), as: UTF8.self)
        }
    }

    /// Every region code libphonenumber has metadata for (`GetSupportedRegions`), sorted.
    var supportedRegions: [String] {
        let n = Int(tp_supported_regions(handle, nil, 0))
        guard n > 0 else { return [] }
        let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: n + 1) { buf -> String in
            let m = Int(tp_supported_regions(handle, buf.baseAddress, Int32(n + 1)))
            guard m <= n else { return "" }
            return buf.baseAddress.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: m), as: UTF8.self) } ?? ""
        }
        return text.split(separator: ",").map(String.init)
    }

    /// libphonenumber's example number of `type` for `region`, formatted, or `nil` when it has none.
    func exampleNumber(region: String, type: PhoneNumberType, format: ExampleFormat) -> String? {
        var cap = 64
        for _ in 0..<2 {
            let result = withUnsafeTemporaryAllocation(of: CChar.self, capacity: cap) { buf -> (String?, Int) in
                let n = Int(tp_example_number(handle, region, type.shimValue, format.rawValue, buf.baseAddress, Int32(cap)))
                guard n > 0, n <= cap, let base = buf.baseAddress else { return (nil, n) }
                return (String(decoding: UnsafeRawBufferPointer(start: base, count: n), as: UTF8.self), n)
            }
            if let s = result.0 { return s }
            if result.1 <= cap { return nil }
            cap = result.1 + 1
        }
        return nil
    }

    /// `PhoneNumberUtil::PhoneNumberFormat`.
    enum ExampleFormat: Int32 {
        case e164 = 0, international = 1, national = 2, rfc3966 = 3
    }

    private static func string(_ p: UnsafePointer<CChar>?) -> String {
        guard let p else { return "" }
        return String(cString: p)
    }

    private static func region(_ code: String) -> Locale.Region? {
        code.isEmpty || code == "ZZ" ? nil : Locale.Region(code)
    }
}

extension PhoneLeniency {
    var shimValue: Int32 {
        switch self {
        case .possible: return TP_LENIENCY_POSSIBLE
        case .valid: return TP_LENIENCY_VALID
        case .strictGrouping: return TP_LENIENCY_STRICT_GROUPING
        case .exactGrouping: return TP_LENIENCY_EXACT_GROUPING
        }
    }
}

extension PhoneNumberType {
    init(shimValue: Int32) {
        switch shimValue {
        case TP_TYPE_FIXED_LINE: self = .fixedLine
        case TP_TYPE_MOBILE: self = .mobile
        case TP_TYPE_FIXED_LINE_OR_MOBILE: self = .fixedLineOrMobile
        case TP_TYPE_TOLL_FREE: self = .tollFree
        case TP_TYPE_PREMIUM_RATE: self = .premiumRate
        case TP_TYPE_SHARED_COST: self = .sharedCost
        case TP_TYPE_VOIP: self = .voip
        case TP_TYPE_PERSONAL_NUMBER: self = .personalNumber
        case TP_TYPE_PAGER: self = .pager
        case TP_TYPE_UAN: self = .uan
        case TP_TYPE_VOICEMAIL: self = .voicemail
        default: self = .unknown
        }
    }

    var shimValue: Int32 {
        switch self {
        case .fixedLine: return TP_TYPE_FIXED_LINE
        case .mobile: return TP_TYPE_MOBILE
        case .fixedLineOrMobile: return TP_TYPE_FIXED_LINE_OR_MOBILE
        case .tollFree: return TP_TYPE_TOLL_FREE
        case .premiumRate: return TP_TYPE_PREMIUM_RATE
        case .sharedCost: return TP_TYPE_SHARED_COST
        case .voip: return TP_TYPE_VOIP
        case .personalNumber: return TP_TYPE_PERSONAL_NUMBER
        case .pager: return TP_TYPE_PAGER
        case .uan: return TP_TYPE_UAN
        case .voicemail: return TP_TYPE_VOICEMAIL
        case .unknown: return TP_TYPE_UNKNOWN
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
