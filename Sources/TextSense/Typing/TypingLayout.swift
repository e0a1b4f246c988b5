import Foundation

/// How an insertion point moves through the text as a field of a given width shows it (`TypingSession`'s
/// `moveCursor(_:width:tabWidth:)`): by displayed row, not by line of the text, so a long line wrapped over
/// three rows takes three presses of Up.
public enum CursorMovement: Hashable, Sendable {
    /// One row up, keeping the column; from the first row, to the start of the text.
    case lineUp
    /// One row down, keeping the column; from the last row, to the end of the text.
    case lineDown
    /// To the start of the cursor's row.
    case lineStart
    /// To the end of the cursor's row: before the line break, or before the last character of a row that
    /// wrapped (the next row starts after it).
    case lineEnd
    /// `rows` rows up (a page: the rows the view shows), keeping the column.
    case pageUp(rows: Int)
    /// `rows` rows down, keeping the column.
    case pageDown(rows: Int)
}

/// The text of a `TypingSession` laid out in rows of at most `width` terminal columns with the `TextWrapper`
/// rules (word mode: ICU line breaks, links kept whole, spaces hanging at a soft break), and where the
/// cursor is in it.
public struct TypingLayout: Hashable, Sendable {
    /// One displayed row.
    public struct Row: Hashable, Sendable {
        /// The row's part of the text, including hanging spaces and the line break that ends it; the rows'
        /// ranges together cover the text. A text that is empty or ends with a line break has a last, empty
        /// row at its end (where the cursor goes after the break).
        public var range: Range<String.Index>
        /// `range` as UTF-8 byte offsets from the start of the text.
        public var utf8Range: Range<Int>
        /// Whether the row ends at a line break or at the end of the text (rather than by wrapping).
        public var endsParagraph: Bool
    }

    /// The text's rows, top to bottom.
    public var rows: [Row]
    /// The cursor's row, an index into `rows`.
    public var cursorRow: Int
    /// The cursor's column in its row, in terminal columns (`DisplayWidth`) from the row's start. It can
    /// reach the width when the cursor follows a full row or sits in spaces hanging past the edge.
    public var cursorColumn: Int
}

extension TypingSession {
    /// The text laid out `width` columns wide, with tab stops every `tabWidth` columns, and the cursor in it.
    /// - Complexity: O(n) in the length of the text.
    public func layout(width: Int, tabWidth: Int = 8) -> TypingLayout {
        let rows = Self.rows(of: text, wrapper: wrapper, width: width, tabWidth: tabWidth)
        let row = Self.row(containing: cursor, in: rows)
        let column = Self.column(of: cursor, in: rows[row], text: text, tabWidth: tabWidth)
        return TypingLayout(rows: rows, cursorRow: row, cursorColumn: column)
    }

    /// Moves the insertion point by rows of the text laid out `width` columns wide (see `layout(width:)`).
    /// Up and down keep the visual column — in terminal columns, so wide characters count two, combining
    /// marks nothing and tabs up to their stop — and remember it over a run of vertical moves, so passing
    /// through a short row does not lose it. The cursor never lands inside a grapheme cluster; where the
    /// column falls in the middle of a wide character or a tab, it stops before it. Ends the chance to undo
    /// the last autocorrection when the cursor moves.
    public mutating func moveCursor(_ movement: CursorMovement, width: Int, tabWidth: Int = 8) {
        let layout = self.layout(width: width, tabWidth: tabWidth)
        let rows = layout.rows
        let row = layout.cursorRow
        var target: Int
        var vertical = true
        switch movement {
        case .lineStart:
            target = rows[row].utf8Range.lowerBound
            vertical = false
        case .lineEnd:
            target = Self.end(of: row, in: rows, text: text)
            vertical = false
        case .lineUp, .lineDown, .pageUp, .pageDown:
            let delta: Int
            switch movement {
            case .lineUp: delta = -1
            case .lineDown: delta = 1
            case .pageUp(let n): delta = -max(1, n)
            case .pageDown(let n): delta = max(1, n)
            default: delta = 0
            }
            let goal = goalColumn ?? layout.cursorColumn
            let destination = row + delta
            if destination < 0 {
                target = 0
            } else if destination >= rows.count {
                target = text.utf8.count
            } else {
                target = Self.offset(atColumn: goal, in: destination, rows: rows, text: text, tabWidth: tabWidth)
            }
            goalColumn = goal
        }
        if target != cursor { lastAutocorrection = nil }
        cursor = target
        if !vertical { goalColumn = nil }
    }

    // MARK: Rows

    static func rows(of text: String, wrapper: TextWrapper, width: Int, tabWidth: Int) -> [TypingLayout.Row] {
        let count = text.utf8.count
        var rows: [TypingLayout.Row] = []
        for line in wrapper.wrap(text, options: .init(width: width, mode: .word, tabWidth: tabWidth)) {
            var lower = Int.max, upper = 0
            for case .text(_, let r) in line.segments {
                lower = min(lower, r.lowerBound)
                upper = max(upper, r.upperBound)
            }
            guard lower <= upper else { continue }
            rows.append(.init(range: text.range(utf8Range: lower..<upper), utf8Range: lower..<upper,
                              endsParagraph: line.endsParagraph))
        }
        let endsWithBreak = text.last?.isNewline ?? true
        if endsWithBreak && rows.last?.utf8Range != count..<count {
            rows.append(.init(range: text.endIndex..<text.endIndex, utf8Range: count..<count, endsParagraph: true))
        }
        return rows
    }

    /// The row the offset is drawn on: the last row starting at or before it (an offset where a row wrapped
    /// belongs to the row it starts).
    static func row(containing offset: Int, in rows: [TypingLayout.Row]) -> Int {
        var lo = 0, hi = rows.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if rows[mid].utf8Range.lowerBound <= offset { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The last place in row `index` the cursor can be: before its line break; before its last character
    /// when it wrapped (the place after that is the next row's start); the end of the text on the last row.
    static func end(of index: Int, in rows: [TypingLayout.Row], text: String) -> Int {
        let row = rows[index]
        if index == rows.count - 1 { return row.utf8Range.upperBound }
        guard row.range.lowerBound < row.range.upperBound else { return row.utf8Range.lowerBound }
        let last = text.index(before: row.range.upperBound)
        if row.endsParagraph && !text[last].isNewline { return row.utf8Range.upperBound }
        return text.utf8Offset(of: last)
    }

    /// The columns from the start of `row` to `offset` (a cluster boundary in it).
    static func column(of offset: Int, in row: TypingLayout.Row, text: String, tabWidth: Int) -> Int {
        var column = 0
        var i = row.range.lowerBound
        let stop = text.index(utf8Offset: offset)
        while i < stop {
            let next = text.index(after: i)
            column += DisplayWidth.width(of: text[i], atColumn: column, tabWidth: tabWidth)
            i = next
        }
        return column
    }

    /// The place in row `index` at `goal` columns, or the nearest before it; never past the row's end.
    static func offset(atColumn goal: Int, in index: Int, rows: [TypingLayout.Row], text: String, tabWidth: Int) -> Int {
        let row = rows[index]
        let stop = text.index(utf8Offset: end(of: index, in: rows, text: text))
        var column = 0
        var i = row.range.lowerBound
        while i < stop {
            let w = DisplayWidth.width(of: text[i], atColumn: column, tabWidth: tabWidth)
            if column + w > goal { break }
            column += w
            i = text.index(after: i)
        }
        return text.utf8Offset(of: i)
    }
}
