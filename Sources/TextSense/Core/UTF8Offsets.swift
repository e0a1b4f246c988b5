// Offsets: every public result carries a `Range<String.Index>` and the same range as UTF-8 byte offsets
// from the start of the text (`utf8Range`). Detectors work on bytes; indices are made once, at the edge.

extension String {
    /// The index `offset` UTF-8 bytes from the start. O(1) for native strings.
    /// - Precondition: `offset` is in `0...utf8.count` and on a scalar boundary.
    @inlinable
    func index(utf8Offset offset: Int) -> String.Index {
        utf8.index(utf8.startIndex, offsetBy: offset)
    }

    /// The range of `utf8Range` (UTF-8 byte offsets) as string indices.
    @inlinable
    func range(utf8Range: Range<Int>) -> Range<String.Index> {
        index(utf8Offset: utf8Range.lowerBound)..<index(utf8Offset: utf8Range.upperBound)
    }

    /// The UTF-8 byte offset of `index` from the start.
    @inlinable
    func utf8Offset(of index: String.Index) -> Int {
        utf8.distance(from: utf8.startIndex, to: index)
    }
}

/// Runs `body` over the text's UTF-8 bytes without copying when the string is contiguous (native strings
/// always are), else over one contiguous copy.
@inlinable
func withUTF8Bytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let r = try text.utf8.withContiguousStorageIfAvailable(body) { return r }
    var copy = text
    return try copy.withUTF8(body)
}
