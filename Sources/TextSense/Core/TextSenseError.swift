/// Errors thrown when an engine cannot be built. Detection itself never throws: no match is an empty result.
public enum TextSenseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU refused an operation (for example, a break iterator for an unusable locale).
    case icu(ICUError)
    /// A data file the engine needs is missing or unreadable.
    case missingData(String)
    /// A configuration value is out of range or unsupported.
    case invalidConfiguration(String)

    public var description: String {
        switch self {
        case .icu(let e): return e.description
        case .missingData(let what): return "missing data: \(what)"
        case .invalidConfiguration(let what): return "invalid configuration: \(what)"
        }
    }
}
