import TextSense

let typeNames = Detection.Kind.allCases.map(\.rawValue).joined(separator: ",")

let version = TextSenseVersion.string

let commonUsage = """
  --records MODE      document (default): the input is one text, read paragraph by paragraph, offsets
                      relative to the whole input; lines: each line is a record with exactly one output
                      line {"record":N,…} (N is 1-based, offsets relative to the line); jsonl: each line is a
                      JSON object (RFC 8259, UTF-8, nesting ≤ 512) whose --text-field is decoded and
                      processed (a lone surrogate escape reads as U+FFFD; offsets count the decoded
                      text's bytes); every other byte passes through as written (1e999, long integers,
                      duplicate keys, key order) and the command's field is added. A line that cannot be
                      read gives {"record":N,"error":"…","line":"…"} with the line kept, plus
                      "lineBase64" (its exact bytes) when it is not UTF-8; blank lines are no records
  --text-field NAME   the field holding the text with --records jsonl (default: text)
  --jobs N            worker threads (default: all cores); output order and offsets do not change
  --progress, --no-progress
                      show a progress line on stderr, or never show it (default: shown when stderr is a
                      terminal and the input is a file)
  --strict            stop with exit status 65 at the first invalid UTF-8 byte (or malformed jsonl line)
                      instead of reading invalid sequences as U+FFFD with a warning
  --help, -h          show this help
"""
let mainUsage = """
usage: textsense <command> [options] [FILE ...]

Finds and acts on the data in text. Reads FILEs (or standard input when none or '-') and writes to
standard output.

commands:
  detect      find data in text: \(typeNames) (JSON lines, one per detection)
  tokenize    split text into characters, words, sentences or line-break segments
  correct     find misspelled words with ranked suggestions and the autocorrection a keyboard would apply
  capitalize  capitalize words or sentences (or all letters), locale-aware, links and emails untouched
  wrap        wrap text to a width in terminal columns, optionally truncated to N lines
  validate    check that a whole field (or each line) is one email, url, phone, postal code, date,
              tracking or flight number or money amount: the parsed value or the reason (exit status 1
              when invalid)
  edit        type in a small terminal editor with live detection, autocapitalization, autocorrection
  lsp         run a Language Server (LSP 3.17 over stdio): spelling diagnostics, links, hovers

Run 'textsense <command> --help' for a command's options.

options:
  --help, -h  show this help
  --version   print the version (and the ICU version) and exit
  --generate-man
              write this manual as a man page (roff) to standard output
  --generate-completion SHELL
              write the completion script for SHELL (bash, zsh or fish) to standard output

environment:
  TEXTSENSE_DATA_DIR
              the folder holding the spelling data (en.lex, …), when it is not the installed one
              (<prefix>/share/textsense beside <prefix>/bin/textsense)

exit status: 0 success, 64 usage error, 65 data error (--strict), 66 cannot open input, 74 I/O error.
"""

let editUsage = """
usage: textsense edit [options] [FILE]

A small editor in the terminal that shows what TextSense does while you type: detections highlighted
(links blue, emails cyan, phone numbers green, addresses magenta, dates yellow), misspellings underlined
red, the shift state for the next letter, completions for the word being typed, and autocorrection when a
word ends (Backspace right after it offers the typed word back; Ctrl-Z puts it back). FILE (UTF-8) is the
text to start with. Keys come from and the screen goes to the terminal (/dev/tty); when you press Ctrl-D the
text is written to standard output, so 'textsense edit > note.txt' keeps it. Ctrl-C quits without output.

Long lines wrap at the terminal's width; the view scrolls to keep the cursor above the status area and
lays itself out again when the terminal is resized.

keys: letters type · Enter new line · Backspace deletes · Tab takes the first completion · Ctrl-Z undoes
the last autocorrection · ← → move by character · ↑ ↓ by row, keeping the column · Page Up/Down by a
screen · Home End (Ctrl-A Ctrl-E) to the start and end of the row · Ctrl-Home Ctrl-End to the start and
end of the text · Ctrl-D done · Ctrl-C quit

options:
  --locale ID           language: dictionary, keyboard, case rules, dates (default: en_US)
  --capitalization MODE none, words, sentences (default) or all: the field's autocapitalization
  --keyboard LAYOUT     qwerty, qwertz, azerty, spanish, abnt or jcuken: the layout typos are made on
                        (default: the language's usual one)
  --no-autocorrect      never replace words
  --no-spell-check      do not underline misspellings
  --no-completions      do not offer completions
  --placeholder TEXT    shown dimmed while the text is empty; never part of the output
  --types LIST          detections to show: \(typeNames) or all (default: all); links, emails, phone
                        numbers and addresses are never autocorrected whether shown or not
  --region CC, --now ISO8601, --time-zone IANA, --link-bare-ip, --phone-leniency L
                        as for 'textsense detect'
  --help, -h            show this help

exit status: 0 done (text on stdout), 64 usage error, 65 FILE is not UTF-8, 66 no terminal or FILE cannot
be opened, 130 quit with Ctrl-C.
"""

let detectUsage = """
usage: textsense detect [options] [FILE ...]

Finds data in text. Output (jsonl): one JSON object per detection and line:
  {"type":"link","start":17,"end":34,"text":"https://swift.org","value":{"url":"https://swift.org"},
   "actions":[{"kind":"open","title":"Open Link","url":"https://swift.org"},…]}
start/end are UTF-8 byte offsets into the input (into the line with --records lines). With several FILEs,
each object also has "file", and offsets are relative to that file.

options:
  --types LIST        comma-separated detection types to run: \(typeNames) or all (default: all);
                      money and quantity read numbers with --locale's separators (1,234.56 / 1.234,56)
  --locale ID         language of the text, e.g. en_US, de_DE, pt_BR (default: en_US)
  --region CC         ISO 3166 region for ambiguous cases, e.g. US, DE (default: the locale's region)
  --now ISO8601       reference time for relative dates, e.g. 2026-11-29T10:00:00 or …+03:00
                      (default: now; without an offset it is local time in --time-zone)
  --time-zone IANA    zone for times written without one, e.g. Europe/Berlin (default: system zone)
                      Without --now the clock is read once at start; give both for output that does
                      not depend on when or where it runs (DTSTAMPs and UIDs follow --now)
  --now-field NAME    with --records jsonl: each record's own reference time, from field NAME (ISO 8601,
                      RFC 5322 as in an email's Date:, or Unix seconds); missing or unreadable: an error
                      record {"record":N,"error":"…","line":"…"} (exit 65 with --strict)
  --time-zone-field NAME
                      with --records jsonl: each record's own zone (IANA name or ±HH:MM), same errors
  --format FORMAT     jsonl (default); text (one readable line per detection); html (the input,
                      HTML-escaped, with every detection as <a href> — http(s), mailto:, tel:, geo: — or
                      <span>, plus data-type and data-value attributes); vcf (a vCard 4.0 entry per email,
                      phone number or address); ics (one RFC 5545 VCALENDAR with a VEVENT per date
                      and per dated flight, written when the input ends; RRULE for a recurrence, the
                      record's emails as ATTENDEE, an address in the date's sentence as LOCATION)
  --html-document     with --format html: a complete page (UTF-8, a Content-Security-Policy that allows
                      no script, white space kept)
  --link-bare-ip      also link bare IPv4 addresses without a scheme (192.168.0.1/admin)
  --phone-leniency L  possible, valid (default), strictGrouping or exactGrouping: how strictly a phone
                      number must follow its region's numbering plan and grouping (libphonenumber's leniency)
\(commonUsage)
"""

let tokenizeUsage = """
usage: textsense tokenize --unit UNIT [options] [FILE ...]

Splits text with ICU's break rules. Output: one JSON object per token and line:
  {"start":0,"end":5,"text":"Hello","kind":"word"}
Tokens cover the input contiguously. Kinds: word, number, kana, ideographic, whitespace, punctuation,
symbol, other (word unit); character; sentence, sentenceFragment; softBreak, hardBreak (line unit).

options:
  --unit UNIT         character, word, sentence or line (default: word)
  --locale ID         language whose rules apply, e.g. sv, th, ja (default: en_US)
\(commonUsage)
"""

let wrapUsage = """
usage: textsense wrap [--width W] [options] [FILE ...]

Wraps text to at most W terminal columns (East Asian wide characters and emoji count 2, combining marks 0,
tabs expand to the next stop), breaking only at Unicode line-break opportunities (word mode) or between
grapheme clusters (char mode). Hard line breaks are kept; spaces at a wrap are dropped; a word longer than a
line is broken between characters; links and emails move to the next line whole when they fit there.

options:
  --width W           columns per line (default: the terminal's width when stdout is a terminal, else 80)
  --lines N           keep at most N lines (default: 0, no limit); with --records document the whole input
                      is read before output so the end can be shown
  --mode MODE         word (default), char, clip (cut at N lines), head, middle, tail (show … at the start,
                      middle or end so the text fits N lines; tail is the default when --lines is given)
  --tab-width N       columns between tab stops (default: 8)
  --no-link-protection  break inside links and emails like any other text
  --locale ID         whose line-break rules apply, e.g. ja, th (default: en_US)
  (with --records lines each input line is wrapped and truncated on its own; jsonl adds "wrapped": [lines])
\(commonUsage)
"""

let capitalizeUsage = """
usage: textsense capitalize --mode MODE [options] [FILE ...]

Writes the text with letters capitalized the way a keyboard's autocapitalization would: the first letter
of each sentence (not after abbreviations such as e.g., Dr., z. B., т. е.; through opening quotes and
brackets), of each word, or every letter. Locale rules come from ICU (Turkish dotted i, Greek without
accents, Dutch IJ…). Links and emails are left byte for byte, and so is every byte the mode does not change,
invalid UTF-8 included; --mode none writes the input unchanged.

options:
  --mode MODE         none, words, sentences or all (required)
  --lowercase-rest    also lowercase the rest of each word (words: title case) or sentence (sentences)
  --no-protect        change links and emails too
  --locale ID         language whose casing and abbreviations apply, e.g. tr, de, ru (default: en_US)
  (with --records lines each line is capitalized on its own and keeps its line ending; jsonl adds
  "capitalized": "…")
\(commonUsage)
"""

let correctUsage = """
usage: textsense correct [options] [FILE ...]

Finds misspelled words (skipping links, emails, numbers, words with digits, short ALL-CAPS acronyms and
learned words) and words the context says are wrong ("I want to by a car"). Output (jsonl): one object per
word, {"start","end","text","suggestions":[…],"autocorrect":"…"|null}; start/end are UTF-8 byte offsets.
autocorrect is what a keyboard would replace the word with, or null when it is not confident.

options:
  --format FORMAT     jsonl (default), or text: the input with the autocorrections applied (every other
                      byte, invalid UTF-8 included, as it was)
  --max-suggestions N suggestions per word, best first (default: 5)
  --keyboard LAYOUT   qwerty, qwertz, azerty, spanish, abnt or jcuken: the layout typos are made on
                      (default: the language's usual one)
  --learned FILE      a word list (one per line) to accept as correctly spelled
  --locale ID         en_US, en_GB, de, es, fr, pt, ru (default: en_US)
  (--records lines writes {"record":N,"corrections":[…]} per line; jsonl adds "corrections": […])
\(commonUsage)
"""

let validateUsage = """
usage: textsense validate --as KIND [options] [FILE ...]

Checks that the whole input (--records document, the default), or each line (--records lines), is one
value of KIND, like a form field: one JSON object per value, {"kind","valid":true,"type","value":{…}} with
the same value as 'detect' gives, or {"kind","valid":false,"reason":"…"}. Surrounding white space is
ignored. Exit status 0 when every value is valid, 1 when one is not, 64 for a usage error.

options:
  --as KIND           email, url, phone, postal-code (US, CA, GB, DE, FR, ES, PT, BR, RU), date, tracking
                      (spaces inside allowed; numbers without a check digit are accepted), flight or
                      money (an amount with its currency: USD 1,250.00, 12,50 €, twenty dollars)
  --region CC         the region of national phone numbers, postal codes, day-first dates and of an
                      ambiguous currency symbol such as $ or kr (ISO 3166, default: the locale's, else US)
  --locale ID         the language of dates (en_US, de, pt-BR, …; default en_US)
\(commonUsage)
"""
