/*
 * cicu.h — TextSense's plain C shim over ICU.
 *
 * No ICU type appears here: Swift sees only opaque handles, fixed-width integers and UTF-8 buffers.
 * (A module map over the ICU headers clashes with the ICU headers bundled in Foundation and hides every
 * function behind urename.h's versioned macros; this header avoids both.)
 *
 * Errors: functions that can fail take `int32_t *err`; 0 means success, a positive value is an ICU
 * UErrorCode (a failure), a negative value is an ICU warning (treated as success).
 * Offsets are UTF-8 byte offsets into the buffer the caller passed.
 */
#ifndef TEXTSENSE_CICU_H
#define TEXTSENSE_CICU_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Break iteration (ubrk_* over a UTF-8 UText) ---- */

typedef struct ts_brk ts_brk;

#define TS_BRK_CHARACTER ((int32_t)0)
#define TS_BRK_WORD ((int32_t)1)
#define TS_BRK_LINE ((int32_t)2)
#define TS_BRK_SENTENCE ((int32_t)3)

/** Opens a break iterator (ubrk_open) of `kind` for `locale` (ICU/BCP 47 id; NULL or "" = root). */
ts_brk *ts_brk_open(int32_t kind, const char *locale, int32_t *err);
/** Clones an iterator (ubrk_clone); the clone has no text. Cheap: shares the compiled rules. */
ts_brk *ts_brk_clone(const ts_brk *brk, int32_t *err);
void ts_brk_close(ts_brk *brk);
/** Points the iterator at `len` bytes of UTF-8 (utext_openUTF8 + ubrk_setUText). The bytes are not
    copied and must stay alive and unchanged until the next set_text or close. */
void ts_brk_set_text(ts_brk *brk, const char *utf8, int64_t len, int32_t *err);
/** Writes up to `cap` following boundaries (ubrk_next) and their rule status (ubrk_getRuleStatus)
    into the caller's arrays; returns how many were written; 0 means the end of the text. */
int32_t ts_brk_next_batch(ts_brk *brk, int64_t *bounds, int32_t *statuses, int32_t cap);
/* Token classes from ts_brk_next_tokens, numbered like the cases of Swift's Token.Kind. A word-unit token
   without a word status is classed by its first scalar: White_Space, symbol or punctuation general
   category, else OTHER. */
#define TS_TOKEN_CHARACTER ((uint8_t)0)
#define TS_TOKEN_WORD ((uint8_t)1)
#define TS_TOKEN_NUMBER ((uint8_t)2)
#define TS_TOKEN_KANA ((uint8_t)3)
#define TS_TOKEN_IDEOGRAPHIC ((uint8_t)4)
#define TS_TOKEN_WHITESPACE ((uint8_t)5)
#define TS_TOKEN_PUNCTUATION ((uint8_t)6)
#define TS_TOKEN_SYMBOL ((uint8_t)7)
#define TS_TOKEN_OTHER ((uint8_t)8)
#define TS_TOKEN_SENTENCE ((uint8_t)9)
#define TS_TOKEN_SENTENCE_FRAGMENT ((uint8_t)10)
#define TS_TOKEN_SOFT_BREAK ((uint8_t)11)
#define TS_TOKEN_HARD_BREAK ((uint8_t)12)

/** Like ts_brk_next_batch, but writes each token's class (TS_TOKEN_*) from the rule status and the
    token's first byte, so callers need no per-token work of their own. */
int32_t ts_brk_next_tokens(ts_brk *brk, int64_t *bounds, uint8_t *classes, int32_t cap);
/** Moves to the first boundary at or after `offset` that is a boundary (ubrk_following of offset-1). */
int64_t ts_brk_following(ts_brk *brk, int64_t offset);
/** The last boundary before `offset` (ubrk_preceding), or -1. */
int64_t ts_brk_preceding(ts_brk *brk, int64_t offset);
/** Whether `offset` is a boundary (ubrk_isBoundary). */
int32_t ts_brk_is_boundary(ts_brk *brk, int64_t offset);
/** Rule status of the boundary the iterator is at (ubrk_getRuleStatus). */
int32_t ts_brk_rule_status(ts_brk *brk);
/** Moves to the start of the text (ubrk_first); returns 0. */
int64_t ts_brk_first(ts_brk *brk);

/* ---- IDNA (UTS #46, uidna_openUTS46 / uidna_nameToASCII_UTF8) ---- */

typedef struct ts_idna ts_idna;

/** Opens a UTS #46 processor (nontransitional, CheckBiDi, CheckContextJ). Thread-safe once opened. */
ts_idna *ts_idna_open(int32_t *err);
void ts_idna_close(ts_idna *idna);
/** Converts a host name to its ASCII (punycode) form. Returns the length of the result (which may exceed
    `cap`: then nothing useful was written and the caller retries with a larger buffer), or -1 when the name
    is not a valid IDNA name (uidna info errors). */
int32_t ts_idna_to_ascii(const ts_idna *idna, const char *name, int32_t len, char *out, int32_t cap,
                         int32_t *err);
/** Converts an ASCII (punycode) host to Unicode (uidna_nameToUnicodeUTF8); same conventions. */
int32_t ts_idna_to_unicode(const ts_idna *idna, const char *name, int32_t len, char *out, int32_t cap,
                           int32_t *err);

/* ---- Case mapping (ucasemap_*) ---- */

typedef struct ts_casemap ts_casemap;

#define TS_CASE_LOWER ((int32_t)0)
#define TS_CASE_UPPER ((int32_t)1)
#define TS_CASE_TITLE ((int32_t)2)
#define TS_CASE_FOLD ((int32_t)3)

/** Opens a case map for `locale` (ucasemap_open). Thread-safe for the mapping calls once opened. */
ts_casemap *ts_casemap_open(const char *locale, int32_t *err);
void ts_casemap_close(ts_casemap *map);
/** Maps UTF-8 `src` into `dst` (ucasemap_utf8ToLower/ToUpper/ToTitle/FoldCase). Returns the length needed;
    when it exceeds `cap`, retry with a larger buffer. TITLE uses no break iterator: the caller passes one
    word at a time and only its first cased letter is titlecased (U_TITLECASE_NO_LOWERCASE is set when
    `keep_rest` is nonzero). */
int32_t ts_casemap_map(const ts_casemap *map, int32_t op, int32_t keep_rest, const char *src, int32_t len,
                       char *dst, int32_t cap, int32_t *err);

/* ---- Character properties (u_getIntPropertyValue) ---- */

#define TS_EAW_NEUTRAL ((int32_t)0)
#define TS_EAW_AMBIGUOUS ((int32_t)1)
#define TS_EAW_HALFWIDTH ((int32_t)2)
#define TS_EAW_FULLWIDTH ((int32_t)3)
#define TS_EAW_NARROW ((int32_t)4)
#define TS_EAW_WIDE ((int32_t)5)

/** The East_Asian_Width of a code point (UCHAR_EAST_ASIAN_WIDTH), one of TS_EAW_*. */
int32_t ts_east_asian_width(uint32_t c);

/* ---- Calendars (ucal_* with @calendar=…) ---- */

/** The Gregorian day (days since 1970-01-01) of `day` of `month` (0-based, as ICU numbers months; for
    `hebrew` 0 is Tishri, and 5 Adar I only exists in leap years) in the `calendar` year (ICU keyword:
    "chinese", "hebrew", "islamic-umalqura", …) whose date falls in Gregorian year `gregorianYear`.
    Opens a calendar (ucal_open with "@calendar=…", zone UTC), reads UCAL_EXTENDED_YEAR at 1 January of
    that year and tries it and the next year (ucal_clear, ucal_set, ucal_getMillis). Returns 1 and writes
    `*days` when such a date exists (an Islamic date can fall twice in one Gregorian year: the first is
    written), 0 when none does. */
int32_t ts_cal_day_in_gregorian_year(const char *calendar, int32_t gregorianYear, int32_t month, int32_t day,
                                     int64_t *days, int32_t *err);

/* ---- Spelled-out numbers (unum_open with UNUM_SPELLOUT: ICU's rule-based number format, CLDR's rules) ---- */

typedef struct ts_spell ts_spell;

/** Opens a spell-out formatter for `locale`, using the rule set `ruleset` (e.g. "%spellout-cardinal-feminine")
    or the locale's default when NULL/"". Fails with U_ILLEGAL_ARGUMENT_ERROR when the locale has no such
    rule set. Not thread-safe: one thread at a time. */
ts_spell *ts_spell_open(const char *locale, const char *ruleset, int32_t *err);
void ts_spell_close(ts_spell *spell);
/** Writes `value` in words (unum_formatInt64) as UTF-8 into `out`. Returns the length needed; when it exceeds
    `cap`, nothing useful was written and the caller retries with a larger buffer. */
int32_t ts_spell_format(ts_spell *spell, int64_t value, char *out, int32_t cap, int32_t *err);

/* ---- Measures (unumf_* with a "unit/… unit-width-short" skeleton) ---- */

/** Formats the decimal string `decimal` (ASCII digits, `.`, optional `-`) with the CLDR unit `unit`
    (`kilometer`, `mile-per-hour`) in `locale`'s short form ("3,1 mi", "1 234,5 км") into `out` as UTF-8.
    Returns the length needed (retry with a larger buffer when it exceeds `cap`); fails when ICU knows no
    such unit. Opens and closes its formatter: for occasional use. */
int32_t ts_unit_format(const char *locale, const char *unit, const char *decimal, char *out, int32_t cap,
                       int32_t *err);

/* ---- Misc ---- */

/** The ICU version string, e.g. "72.1". */
const char *ts_icu_version(void);
/** A short English name for an ICU error code (u_errorName). */
const char *ts_icu_error_name(int32_t err);

#ifdef __cplusplus
}
#endif

#endif
