import Foundation

/// A text and its detections, kept up to date edit by edit without re-scanning the whole text — what a text
/// view calls from `textView(_:shouldChangeTextIn:replacementText:)`.
///
/// An edit re-runs detection only over the paragraph(s) it touches (a paragraph ends at a blank line; no
/// detector matches across one), or, inside a paragraph longer than `maximumWindow` bytes, over the lines
/// around the edit (eight lines on each side, enough for a multi-line address block). Detections before the
/// window are kept as they are; those after it are moved by the edit's length change.
///
/// ```swift
/// var session = try EditingSession(text: "see example.com", detector: DataDetector())
/// let change = session.replace(utf8Range: 4..<4, with: "www.")
/// change.removed.map(\.text)  // ["example.com"]
/// change.added.map(\.text)    // ["www.example.com"]
/// ```
public struct EditingSession: Sendable {
    /// What an edit changed.
    public struct Change: Hashable, Sendable {
        /// Detections that no longer exist (as they were before the edit).
        public var removed: [Detection]
        /// Detections that are new (as they are after the edit).
        public var added: [Detection]
        /// How many detections kept their text but moved (their offsets shifted by the edit).
        public var moved: Int
        /// The UTF-8 range of the new text that was re-detected.
        public var redetectedUTF8Range: Range<Int>
    }

    /// The current text.
    public private(set) var text: String
    /// The detections of the current text, in order.
    public private(set) var detections: [Detection]
    /// The detector the session re-detects with.
    public let detector: DataDetector
    /// Paragraphs longer than this (in UTF-8 bytes) are re-detected line-wise around an edit.
    public var maximumWindow = 16_384

    /// - Complexity: one full detection of `text`.
    public init(text: String, detector: DataDetector) {
        self.text = text
        self.detector = detector
        detections = detector.detections(in: text)
    }

    /// Replaces `range` of the text with `replacement` and updates the detections.
    public mutating func replace(_ range: Range<String.Index>, with replacement: String) -> Change {
        let lower = text.utf8Offset(of: range.lowerBound), upper = text.utf8Offset(of: range.upperBound)
        return replace(utf8Range: lower..<upper, with: replacement)
    }

    /// Replaces the bytes `utf8Range` (on scalar boundaries) with `replacement`.
    /// - Complexity: O(n) to splice the text (a move of the bytes after the edit, in place), O(d) to move
    ///   later detections (in place, offsets only), plus detection over the re-detected window only.
    public mutating func replace(utf8Range: Range<Int>, with replacement: String) -> Change {
        let count = text.utf8.count
        let lower = min(max(0, utf8Range.lowerBound), count), upper = min(max(lower, utf8Range.upperBound), count)
        let delta = replacement.utf8.count - (upper - lower)

        // Splice the text in place (a move of the bytes after the edit, no new string).
        text.replaceSubrange(text.index(utf8Offset: lower)..<text.index(utf8Offset: upper), with: replacement)
        let newText = text

        // The window to re-detect, in the new text: around [lower, lower + replacement length).
        let editEnd = lower + replacement.utf8.count
        var window = withUTF8Bytes(of: newText) { paragraphWindow($0, lower, editEnd) }
        // Detections are sorted and never overlap: binary search instead of passes over all of them.
        func firstIndex(endingAfter offset: Int) -> Int {
            var lo = 0, hi = detections.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if detections[mid].utf8Range.upperBound <= offset { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        func firstIndex(startingAtOrAfter offset: Int) -> Int {
            var lo = 0, hi = detections.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if detections[mid].utf8Range.lowerBound < offset { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        // Old detections: those ending before the window (and the edit) stay; those starting after it (in
        // old offsets) move; the ones between are re-detected. Never cut an old detection in two: widen the
        // window over any that straddle its edges.
        var keptEnd = firstIndex(endingAfter: min(window.lowerBound, lower))
        if keptEnd > 0, keptEnd <= detections.count, keptEnd < detections.count,
           detections[keptEnd].utf8Range.lowerBound < window.lowerBound {
            window = detections[keptEnd].utf8Range.lowerBound..<window.upperBound
        }
        var afterStart = firstIndex(startingAtOrAfter: max(window.upperBound - delta, upper))
        if afterStart > 0, afterStart - 1 >= keptEnd {
            let straddling = detections[afterStart - 1].utf8Range
            let mappedEnd = straddling.lowerBound >= upper ? straddling.upperBound + delta : max(straddling.upperBound + delta, editEnd)
            if mappedEnd > window.upperBound { window = window.lowerBound..<mappedEnd }
        }
        keptEnd = firstIndex(endingAfter: min(window.lowerBound, lower))
        afterStart = max(keptEnd, firstIndex(startingAtOrAfter: max(window.upperBound - delta, upper)))
        let removed = Array(detections[keptEnd..<afterStart])
        let windowText = String(newText[newText.index(utf8Offset: window.lowerBound)..<newText.index(utf8Offset: window.upperBound)])
        let fresh = detector.detections(in: windowText).map { d -> Detection in
            var moved = d
            moved.utf8Range = (d.utf8Range.lowerBound + window.lowerBound)..<(d.utf8Range.upperBound + window.lowerBound)
            moved.range = newText.range(utf8Range: moved.utf8Range)
            return moved
        }
        // Later detections move by the length change, in place: no detection is copied. Indices before the
        // edit point into a prefix that did not change, so the kept ones stay valid as they are.
        var moved = 0
        for i in afterStart..<detections.count {
            if delta != 0 {
                let r = detections[i].utf8Range
                detections[i].utf8Range = (r.lowerBound + delta)..<(r.upperBound + delta)
                moved += 1
            }
            detections[i].range = newText.range(utf8Range: detections[i].utf8Range)
        }
        // A removed detection that comes back unchanged (same kind, place and value) is neither removed nor added.
        var added: [Detection] = []
        var stillRemoved = removed
        for d in fresh {
            if let i = stillRemoved.firstIndex(where: { old in
                old.kind == d.kind && old.value == d.value && old.text == d.text
                    && (old.utf8Range.lowerBound >= upper ? old.utf8Range.lowerBound + delta : old.utf8Range.lowerBound) == d.utf8Range.lowerBound
            }) {
                if stillRemoved[i].utf8Range != d.utf8Range { moved += 1 }
                stillRemoved.remove(at: i)
            } else {
                added.append(d)
            }
        }
        detections.replaceSubrange(keptEnd..<afterStart, with: fresh)
        return Change(removed: stillRemoved, added: added, moved: moved, redetectedUTF8Range: window)
    }

    /// The paragraph(s) around `[lower, upper)` of `b`, or the lines around it when the paragraph is longer
    /// than `maximumWindow`.
    private func paragraphWindow(_ b: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int) -> Range<Int> {
        let n = b.count
        // A paragraph boundary is the position right after "\n" + optional "\r" + "\n".
        func isBlankLineEnd(_ i: Int) -> Bool {
            guard i >= 2, b[i - 1] == 0x0A else { return false }
            return b[i - 2] == 0x0A || (i >= 3 && b[i - 2] == 0x0D && b[i - 3] == 0x0A)
        }
        var start = lower
        while start > 0 && !isBlankLineEnd(start) && lower - start <= maximumWindow { start -= 1 }
        // Forwards to the end of the paragraph that follows the edit — even when the edit itself ends with a
        // blank line, since the text after it then starts a new paragraph (and new sentence context).
        var end = upper
        repeat { end += 1 } while end < n && !isBlankLineEnd(end) && end - upper <= maximumWindow
        end = min(end, n)
        if lower - start <= maximumWindow && end - upper <= maximumWindow { return start..<end }
        // A long paragraph: eight lines on each side of the edit.
        start = lower
        var lines = 0
        while start > 0 {
            if b[start - 1] == 0x0A { lines += 1; if lines > 8 { break } }
            if lower - start > maximumWindow { break }
            start -= 1
        }
        end = upper
        lines = 0
        while end < n {
            if b[end] == 0x0A { lines += 1; if lines > 8 { end += 1; break } }
            if end - upper > maximumWindow { break }
            end += 1
        }
        // Keep the window on scalar boundaries.
        while start > 0 && (b[start] & 0xC0) == 0x80 { start -= 1 }
        while end < n && (b[end] & 0xC0) == 0x80 { end += 1 }
        return start..<end
    }
}
