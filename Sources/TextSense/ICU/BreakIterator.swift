internal import CICU

/// The one Swift owner of ICU break iterators (`ubrk_open`, `ubrk_clone`, `ubrk_setUText`, `ubrk_next`,
/// `ubrk_getRuleStatus`, `ubrk_following`, `ubrk_preceding`, `ubrk_isBoundary`).
///
/// Offsets are UTF-8 byte offsets: the text is handed to ICU as a UTF-8 `UText`, so nothing is converted
/// to UTF-16.
///
/// Sendable notes: a `BreakIterator` instance is *not* thread-safe (ICU iterators carry a position). It is
/// marked `@unchecked Sendable` only so that `BreakIteratorPool` can move idle iterators through its lock:
/// the pool hands each one to exactly one caller at a time, and nothing else keeps a reference. The pool keeps
/// one prototype that is never iterated, only cloned (under the lock).
@usableFromInline
final class BreakIterator: @unchecked Sendable {
    enum Kind: Int32 {
        case character = 0, word = 1, line = 2, sentence = 3
    }

    fileprivate let handle: OpaquePointer

    init(kind: Kind, localeIdentifier: String) throws(ICUError) {
        var err: Int32 = 0
        let h = ts_brk_open(kind.rawValue, localeIdentifier, &err)
        try ICUError.check(err, "ubrk_open(\(kind), \(localeIdentifier))")
        guard let h else { throw ICUError(code: 7, operation: "ubrk_open") }  // U_MEMORY_ALLOCATION_ERROR
        handle = h
    }

    private init(handle: OpaquePointer) { self.handle = handle }

    func clone() throws(ICUError) -> BreakIterator {
        var err: Int32 = 0
        let h = ts_brk_clone(handle, &err)
        try ICUError.check(err, "ubrk_clone")
        guard let h else { throw ICUError(code: 7, operation: "ubrk_clone") }
        return BreakIterator(handle: h)
    }

    deinit { ts_brk_close(handle) }

    /// Points the iterator at `bytes`. The caller keeps the bytes alive and unchanged while iterating.
    func setText(_ bytes: UnsafeBufferPointer<UInt8>) {
        var err: Int32 = 0
        bytes.withMemoryRebound(to: CChar.self) { chars in
            ts_brk_set_text(handle, chars.baseAddress, Int64(chars.count), &err)
        }
        // utext_openUTF8 / ubrk_setUText fail only on allocation failure or a text over 2 GiB, which
        // callers split before getting here.
        precondition(err <= 0, "ubrk_setUText failed: \(err)")
    }

    /// Calls `body` with every boundary after the start, in order, and its ICU rule status, fetched from C
    /// in batches. `body` returns `false` to stop.
    func forEachBoundary(_ body: (_ offset: Int, _ status: Int32) -> Bool) {
        _ = ts_brk_first(handle)
        let cap = 256
        withUnsafeTemporaryAllocation(of: Int64.self, capacity: cap) { bounds in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: cap) { statuses in
                while true {
                    let n = Int(ts_brk_next_batch(handle, bounds.baseAddress, statuses.baseAddress, Int32(cap)))
                    if n == 0 { return }
                    for i in 0..<n where !body(Int(bounds[i]), statuses[i]) { return }
                }
            }
        }
    }

    /// Moves to the start of the text (ubrk_first).
    @usableFromInline
    func first() { _ = ts_brk_first(handle) }

    /// Fills `bounds` and `statuses` with the next boundaries (ubrk_next, ubrk_getRuleStatus); returns how
    /// many, 0 at the end.
    func nextBatch(_ bounds: UnsafeMutableBufferPointer<Int64>, _ statuses: UnsafeMutableBufferPointer<Int32>) -> Int {
        Int(ts_brk_next_batch(handle, bounds.baseAddress, statuses.baseAddress, Int32(min(bounds.count, statuses.count))))
    }

    /// Fills `bounds` with the next boundaries and `classes` with each token's class (`TS_TOKEN_*`, from the
    /// rule status and the token's first byte); returns how many, 0 at the end.
    @usableFromInline
    func nextTokens(_ bounds: UnsafeMutableBufferPointer<Int64>, _ classes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        Int(ts_brk_next_tokens(handle, bounds.baseAddress, classes.baseAddress, Int32(min(bounds.count, classes.count))))
    }

    /// The first boundary after `offset`, or `nil` at the end.
    func following(_ offset: Int) -> Int? {
        let b = ts_brk_following(handle, Int64(offset))
        return b < 0 ? nil : Int(b)
    }

    /// The last boundary before `offset`, or `nil` at the start.
    func preceding(_ offset: Int) -> Int? {
        let b = ts_brk_preceding(handle, Int64(offset))
        return b < 0 ? nil : Int(b)
    }

    func isBoundary(_ offset: Int) -> Bool { ts_brk_is_boundary(handle, Int64(offset)) != 0 }

    /// The rule status of the boundary the iterator last moved to.
    var ruleStatus: Int32 { ts_brk_rule_status(handle) }
}

/// A thread-safe source of break iterators for one kind and locale. See `BreakIterator`'s Sendable notes.
@usableFromInline
final class BreakIteratorPool: @unchecked Sendable {
    private let prototype: BreakIterator
    private let spare = Locked<[BreakIterator]>([])
    let kind: BreakIterator.Kind
    let localeIdentifier: String

    init(kind: BreakIterator.Kind, localeIdentifier: String) throws(ICUError) {
        self.kind = kind
        self.localeIdentifier = localeIdentifier
        prototype = try BreakIterator(kind: kind, localeIdentifier: localeIdentifier)
    }

    /// Runs `body` with an iterator set to `bytes`; the iterator goes back to the pool afterwards.
    func withIterator<R>(over bytes: UnsafeBufferPointer<UInt8>, _ body: (BreakIterator) throws -> R) rethrows -> R {
        let iterator = borrow(over: bytes)
        defer { giveBack(iterator) }
        return try body(iterator)
    }

    /// An iterator of the pool's own (reused or cloned) set to `bytes`; hand it back with `giveBack`.
    @usableFromInline
    func borrow(over bytes: UnsafeBufferPointer<UInt8>) -> BreakIterator {
        let iterator: BreakIterator
        if let reused = spare.withLock({ $0.popLast() }) {
            iterator = reused
        } else {
            // ubrk_clone only reads the prototype; the lock keeps clones from racing with each other.
            let made = spare.withLock { _ in try? prototype.clone() }
            // Cloning fails only when memory is exhausted; there is no sensible way on without an iterator.
            guard let made else { fatalError("ubrk_clone failed: out of memory") }
            iterator = made
        }
        iterator.setText(bytes)
        return iterator
    }

    /// Returns an iterator from `borrow`, forgetting its text.
    @usableFromInline
    func giveBack(_ iterator: BreakIterator) {
        iterator.setText(UnsafeBufferPointer(start: nil, count: 0))
        spare.withLock { if $0.count < 64 { $0.append(iterator) } }
    }
}
