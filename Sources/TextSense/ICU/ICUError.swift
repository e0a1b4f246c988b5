internal import CICU

/// A failure reported by ICU: the `UErrorCode` value and ICU's name for it (`u_errorName`).
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU's numeric `UErrorCode` (always a failure code, > 0).
    public let code: Int32
    /// ICU's name for the code, e.g. `U_ILLEGAL_ARGUMENT_ERROR`.
    public var name: String { String(cString: ts_icu_error_name(code)) }
    /// What TextSense was doing when ICU failed.
    public let operation: String

    public var description: String { "ICU \(operation) failed: \(name) (\(code))" }

    /// Throws when `err` (as filled in by a shim call) reports a failure.
    static func check(_ err: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
        if err > 0 { throw ICUError(code: err, operation: operation()) }
    }

    /// The version of the system ICU TextSense is linked against, e.g. `"72.1"`.
    public static var icuVersion: String { String(cString: ts_icu_version()) }
}
