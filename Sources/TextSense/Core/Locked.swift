import Foundation

/// A value guarded by a lock, for the few pieces of shared mutable state in the library (iterator pools,
/// per-locale caches).
///
/// Why not `Synchronization.Mutex`: on Linux it waits on futexes directly, which ThreadSanitizer cannot see,
/// so `swift test --sanitize=thread` reports false races around it. `NSLock` is a pthread mutex, which the
/// sanitizer understands, and uncontended it costs the same.
///
/// Sendable notes: `value` is only touched inside `withLock`, which holds `lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
