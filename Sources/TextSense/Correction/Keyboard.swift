/// A keyboard layout: its neighbouring keys make the likely typos the spell checker's error model expects
/// (`qwerty` makes `teh`/`rhe` for `the` cheap; `azerty` makes `q`↔`a` cheap).
public enum Keyboard: String, Hashable, Sendable, CaseIterable {
    /// US/UK QWERTY.
    case qwerty
    /// German QWERTZ (DIN 2137): z and y swapped, umlauts at the right end.
    case qwertz
    /// French AZERTY.
    case azerty
    /// Spanish QWERTY with ñ.
    case spanish
    /// Brazilian ABNT2 with ç.
    case abnt
    /// Russian ЙЦУКЕН.
    case jcuken

    /// The usual keyboard for a language code (`de` → `.qwertz`; unknown languages → `.qwerty`).
    public static func standard(forLanguage language: String) -> Keyboard {
        switch language {
        case "de": return .qwertz
        case "fr": return .azerty
        case "es": return .spanish
        case "pt": return .abnt
        case "ru": return .jcuken
        default: return .qwerty
        }
    }

    var layout: KeyboardLayout {
        switch self {
        case .qwerty: return .qwerty
        case .qwertz: return .qwertz
        case .azerty: return .azerty
        case .spanish: return .spanish
        case .abnt: return .abnt
        case .jcuken: return .jcuken
        }
    }
}
