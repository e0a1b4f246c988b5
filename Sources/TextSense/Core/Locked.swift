#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a lock, for the few pieces of shared mutable state in the library (iterator pools,
/// per-locale caches, the lazily formatted parts of each phone number's value).
///
/// Why not `Synchronization.Mutex`: on Linux it waits on futexes directly, which ThreadSanitizer cannot see,
/// so `swift test --sanitize=thread` reports false races around it. A pthread mutex the sanitizer understands,
/// and uncontended it costs the same. Why not `NSLock` (a pthread mutex too): it is an object of its own, and
/// making and freeing one cost about a thousand instructions — a phone number's value makes one.
///
/// Not final: a class whose objects each guard one value (a phone number's formatted parts) inherits from it,
/// which saves an object per value.
///
/// A lock with nothing to guard holds a small value, not `()`: ThreadSanitizer reports the inout access to a
/// zero-sized value as racing with whatever shares its address (another field, the next allocation).
///
/// Sendable notes: `value` is only touched inside `withLock`, which holds `mutex`.
class Locked<Value>: @unchecked Sendable {
    /// Allocated apart: a pthread mutex must not move, and a stored property's address is not stable.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    final func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
