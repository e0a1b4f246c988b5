#if !canImport(Darwin)
import Foundation

/// Converts string indices to UTF-16 offsets walking forward only: each conversion costs the distance from
/// the previous one, so all the matches of one text cost one pass over it, never a re-scan per match.
struct UTF16Walker {
    let text: String
    private var index: String.Index
    private var offset: Int

    /// - Parameter base: the UTF-16 offset of `text.startIndex` in the string the caller reports against.
    init(_ text: String, base: Int = 0) {
        self.text = text
        index = text.startIndex
        offset = base
    }

    /// The UTF-16 offset of `i`, which must not precede the previous index asked for.
    mutating func offset(of i: String.Index) -> Int {
        offset += text.utf16.distance(from: index, to: i)
        index = i
        return offset
    }

    /// `range` as an `NSRange`; ranges must come in text order.
    mutating func nsRange(_ range: Range<String.Index>) -> NSRange {
        let lower = offset(of: range.lowerBound)
        return NSRange(location: lower, length: offset(of: range.upperBound) - lower)
    }
}

extension String {
    /// The part of the string an `NSRange` argument names, with its UTF-16 start, or a precondition failure
    /// with Apple's message when it lies outside the string. A bound inside a surrogate pair moves outward
    /// to take the whole character.
    func checkedSlice(_ range: NSRange, method: String) -> (text: Substring, utf16Start: Int) {
        let count = utf16.count
        precondition(range.location != NSNotFound && range.location >= 0 && range.length >= 0
                     && range.location <= count && range.length <= count - range.location,
                     "*** -[\(method)]: Range or index out of bounds")
        var lower = utf16.index(utf16.startIndex, offsetBy: range.location)
        var upper = utf16.index(lower, offsetBy: range.length)
        if lower != utf16.endIndex, UTF16.isTrailSurrogate(utf16[lower]), lower != utf16.startIndex,
           UTF16.isLeadSurrogate(utf16[utf16.index(before: lower)]) {
            lower = utf16.index(before: lower)
        }
        if upper != utf16.endIndex, UTF16.isTrailSurrogate(utf16[upper]), upper != utf16.startIndex,
           UTF16.isLeadSurrogate(utf16[utf16.index(before: upper)]) {
            upper = utf16.index(after: upper)
        }
        return (self[lower..<upper], utf16.distance(from: utf16.startIndex, to: lower))
    }
}
#endif
