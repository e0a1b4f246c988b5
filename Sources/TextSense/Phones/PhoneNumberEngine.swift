import Foundation
internal import CPhoneNumbers

/// libphonenumber's matcher and formatter (`PhoneNumberMatcher`, `PhoneNumberUtil::Format`, `GetNumberType`,
/// `GetRegionCodeForNumber`, `GetSupportedRegions`, `GetExampleNumberForType`) behind the C shim.
/// Match values are described lazily: `withMatches` keeps the parsed number; `format(serialized:_:)` and
/// `classify(serialized:)` run when a value's formatted forms, region or type are read.
///
/// The only Swift file that calls `tp_*` functions.
///
/// Sendable notes: the handle points at libphonenumber's process-wide `PhoneNumberUtil`, which is immutable
/// after construction and documented thread-safe for its const methods; each `withMatches(in:…)` call builds its
/// own `PhoneNumberMatcher` (or copies the matches of the same snippet from the shim's per-thread cache) and
/// result object, which never leave the call. The class never mutates the handle after `init` and frees it in
/// `deinit`.
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

    /// Values by normalized number (E.164 plus extension), shared by the snippets of one detection call: the
    /// same number written twice (`(650) 253-0000`, `+1 650 253 0000`) shares one value, so it is formatted
    /// at most once.
    typealias ValueCache = [String: PhoneValue]

    /// Every match `PhoneNumberMatcher` finds in `bytes` (UTF-8) for `region` and `leniency`, with a closure
    /// that describes match `i`. Describing costs no pattern matching: the value holds the parsed number and
    /// formats and classifies it when its international or national form, region or type is first read.
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
            var summary = tp_number_summary()
            tp_matches_summary(found, Int32(matches[i].index), &summary)
            let e164 = Self.string(summary.e164), ext = Self.string(summary.extension).nilIfEmpty
            let key = ext.map { e164 + ";ext=" + $0 } ?? e164
            if let hit = cache[key] { return hit }
            let number = summary.serialized.map {
                Array(UnsafeRawBufferPointer(start: $0, count: Int(max(0, summary.serialized_len))))
            } ?? []
            let value = PhoneValue(e164: e164, countryCode: Int(summary.country_code), extension: ext,
                                   details: PhoneValue.Details(number: number))
            cache[key] = value
            return value
        }
    }

    /// A number serialized by the shim, formatted with `format` (`tp_number_format`), or `nil` when the bytes
    /// do not parse.
    func format(serialized number: [UInt8], _ format: NumberFormat) -> String? {
        number.withUnsafeBytes { raw in
            let bytes = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
            return Self.growingString { buf, cap in
                tp_number_format(handle, bytes, Int32(raw.count), format.rawValue, buf, cap)
            }
        }
    }

    /// The region and type of a number serialized by the shim (`tp_number_classify`), or `nil` when the bytes
    /// do not parse.
    func classify(serialized number: [UInt8]) -> (region: Locale.Region?, type: PhoneNumberType)? {
        number.withUnsafeBytes { raw -> (Locale.Region?, PhoneNumberType)? in
            var type: Int32 = 0
            var code: (CChar, CChar, CChar, CChar) = (0, 0, 0, 0)
            let status = withUnsafeMutableBytes(of: &code) { region in
                tp_number_classify(handle, raw.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(raw.count),
                                   &type, region.baseAddress?.assumingMemoryBound(to: CChar.self))
            }
            guard status == 0 else { return nil }
            let region = withUnsafeBytes(of: &code) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return (Self.region(region), PhoneNumberType(shimValue: type))
        }
    }

    /// The validation metadata of the regions sharing `countryCode` (`tp_country_metadata`'s text), or `nil`.
    func countryMetadata(_ countryCode: Int) -> String? {
        countryText(countryCode) { tp_country_metadata(handle, $0, $1, $2) }
    }

    /// The formatting metadata for numbers of `countryCode` (`tp_country_formats`'s text), or `nil`.
    func countryFormats(_ countryCode: Int) -> String? {
        countryText(countryCode) { tp_country_formats(handle, $0, $1, $2) }
    }

    private func countryText(_ countryCode: Int,
                             _ fill: (Int32, UnsafeMutablePointer<CChar>?, Int32) -> Int32) -> String? {
        guard let code = Int32(exactly: countryCode) else { return nil }
        let n = Int(fill(code, nil, 0))
        guard n > 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: n) { buf -> String? in
            guard Int(fill(code, buf.baseAddress, Int32(n))) == n, let base = buf.baseAddress else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: base, count: n), as: UTF8.self)
        }
    }

    /// The serialized form `withMatches` describes a number by, for a number with a country code, a national
    /// number (no leading zero) and optionally an extension.
    func serialize(countryCode: Int, nationalNumber: UInt64, extension: String? = nil) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 64)
        let n = out.withUnsafeMutableBufferPointer { buf -> Int in
            guard let base = buf.baseAddress else { return 0 }
            return base.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                Int(tp_number_serialize(Int32(truncatingIfNeeded: countryCode), nationalNumber, `extension`, $0,
                                        Int32(buf.count)))
            }
        }
        return n <= out.count ? Array(out.prefix(max(0, n))) : []
    }

    /// libphonenumber's `IsValidNumber` for a number without extension or leading zero.
    func isValid(countryCode: Int, nationalNumber: UInt64) -> Bool {
        tp_number_is_valid(handle, Int32(truncatingIfNeeded: countryCode), nationalNumber) != 0
    }

    /// Why `field` as a whole is not a phone number of `region` (libphonenumber's `Parse`,
    /// `IsPossibleNumberWithReason`, `IsValidNumber`), or `nil` when it is one.
    func fieldProblem(_ field: String, region: String) -> PhoneFieldProblem? {
        var text = field
        let r = text.withUTF8 { b in
            b.withMemoryRebound(to: CChar.self) { tp_check_field(handle, $0.baseAddress, Int32(truncatingIfNeeded: $0.count), region) }
        }
        switch r {
        case TP_FIELD_VALID: return nil
        case TP_FIELD_INVALID_COUNTRY_CODE: return .invalidCountryCode
        case TP_FIELD_TOO_SHORT: return .tooShort
        case TP_FIELD_TOO_LONG: return .tooLong
        case TP_FIELD_INVALID_LENGTH: return .invalidLength
        case TP_FIELD_NOT_A_NUMBER: return .notANumber
        default: return .invalid
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
    func exampleNumber(region: String, type: PhoneNumberType, format: NumberFormat) -> String? {
        Self.growingString { buf, cap in tp_example_number(handle, region, type.shimValue, format.rawValue, buf, cap) }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Calls `fill(buffer, capacity)`, which returns the string's full length (or a negative number on failure),
    /// with a larger buffer when 64 bytes were too few.
    private static func growingString(_ fill: (UnsafeMutablePointer<CChar>?, Int32) -> Int32) -> String? {
        var cap = 64
        for _ in 0..<2 {
            let result = withUnsafeTemporaryAllocation(of: CChar.self, capacity: cap) { buf -> (String?, Int) in
                let n = Int(fill(buf.baseAddress, Int32(cap)))
                guard n >= 0, n <= cap, let base = buf.baseAddress else { return (nil, n) }
                return (String(decoding: UnsafeRawBufferPointer(start: base, count: n), as: UTF8.self), n)
            }
            if let s = result.0 { return s }
            if result.1 < 0 { return nil }
            cap = result.1 + 1
        }
        return nil
    }

    /// `PhoneNumberUtil::PhoneNumberFormat`.
    enum NumberFormat: Int32 {
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

/// Why a whole field is not a phone number (`PhoneNumberEngine.fieldProblem`).
enum PhoneFieldProblem: Sendable {
    case notANumber, invalidCountryCode, tooShort, tooLong, invalidLength, invalid
}
