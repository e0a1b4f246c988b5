// TextSenseCompat: Apple's text APIs (`NSDataDetector`, `NSTextCheckingResult`'s data accessors,
// `UITextChecker`, `NLTokenizer`, the `UITextInputTraits` option types) on platforms without them, backed by
// TextSense's engines. Code written for Apple platforms compiles unchanged with one extra import:
//
//     import Foundation
//     #if os(Linux)
//     import TextSenseCompat
//     #endif
//
// On Apple platforms the module is empty (every file is inside `#if !canImport(Darwin)`), so a package
// shared with an app builds on both.
//
// Semantics follow Apple's documentation where it differs from TextSense's own API:
// - Ranges are `NSRange`s in UTF-16 code units of the string passed (an emoji or other astral character
//   counts two). They are converted once per call, walking the string forward from one match to the next.
// - Only matches that lie inside the `range` argument are found: the detector reads that part of the string
//   alone. Results come in text order.
// - An email address is a `.link` result whose `url` is `mailto:…`.
// - `phoneNumber` is the number as written.
// - A flight number is a `.transitInformation` result whose `components` hold `.airline` (the designator as
//   written, `UA`) and `.flight` (`837`); as the `flight` detector does, it needs a flight word or a route.
// - `date` of a date without a time of day is 12:00 (noon) that day in the current time zone, as
//   NSDataDetector reports it; `duration` is the seconds from the start to the end of a range (0 without
//   one; an all-day range runs from noon of its first day to noon of its last); `timeZone` is set only when
//   the text names a zone that differs from the current one.
// - Relative dates ("tomorrow at 5pm") resolve against the current date and the current time zone.
// - A `range` outside the string is a programmer error, as on Apple platforms (where it raises
//   `NSRangeException`): here it is a precondition failure with Apple's message.
// - `NSTextCheckingResult.CheckingType` raw values are swift-corelibs-foundation's (`.date` is 1 << 4,
//   `.link` 1 << 6), not Apple's (1 << 3, 1 << 5): masks built from the symbols work on both.
//
// `NSTextCheckingResult.adjustingRanges(offset:)` is swift-corelibs-foundation's own, cannot be overridden
// and rebuilds a regular-expression result, so it traps on a data detector's result; shift a result by
// building a new one from `Detection` instead.
