import Foundation

/// How `DatePoint` keeps its fields small and free of references, so that the parser copies a point (it
/// tries several readings per start and keeps each in a memo) as a plain run of bytes: no retain, no release,
/// no value-witness call.

/// An optional whole number in the 8 bytes of an `Int` instead of the 16 an `Int?` takes in a struct:
/// `Int.min`, which no date rule produces, stands for nil.
@propertyWrapper
struct PackedInt {
    private var raw = Int.min

    init() {}

    init(wrappedValue: Int?) { raw = wrappedValue ?? .min }

    var wrappedValue: Int? {
        get { raw == .min ? nil : raw }
        set { raw = newValue ?? .min }
    }
}

/// An optional time zone as a number: 0 for none, else one more than its place in a table shared by the
/// process. Zones are rare in dates (`3pm EST`, `17:00 UTC+2`) and the table holds each identifier once, so it
/// stays as small as the set of zones the text names.
@propertyWrapper
struct InternedZone {
    private var index: Int32 = 0

    init() {}

    init(wrappedValue: TimeZone?) { self.wrappedValue = wrappedValue }

    var wrappedValue: TimeZone? {
        get { index == 0 ? nil : Self.table.withLock { $0.zones[Int(index) - 1] } }
        set {
            guard let zone = newValue else { index = 0; return }
            index = Self.table.withLock { t in
                if let k = t.byIdentifier[zone.identifier] { return k }
                t.zones.append(zone)
                let k = Int32(t.zones.count)
                t.byIdentifier[zone.identifier] = k
                return k
            }
        }
    }

    private struct Table {
        var zones: [TimeZone] = []
        var byIdentifier: [String: Int32] = [:]
    }

    private static let table = Locked(Table())
}

/// What a rule read at each key (a start token and flags): a failure is recorded as its key alone, so looking
/// it up or recording it copies no `DatePoint`.
struct DatePointMemo {
    /// Each key with the index of its point in `found`, or -1 when the rule read nothing there.
    private var entries: [(key: Int, slot: Int)] = []
    private var found: [(DatePoint, Int)] = []

    /// The slot recorded for `key` (pass it to the subscript), or `nil` when the key is new.
    func slot(_ key: Int) -> Int? {
        for e in entries where e.key == key { return e.slot }
        return nil
    }

    subscript(slot: Int) -> (DatePoint, Int)? { slot < 0 ? nil : found[slot] }

    /// Forgets every key, keeping the storage for the next parse.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        found.removeAll(keepingCapacity: true)
    }

    mutating func append(_ key: Int, _ value: (DatePoint, Int)?) {
        guard let value else { entries.append((key, -1)); return }
        entries.append((key, found.count))
        found.append(value)
    }
}
