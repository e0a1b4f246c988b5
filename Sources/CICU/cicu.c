// cicu.c — the only C file that includes ICU headers. See include/cicu.h for the contract.
#include "cicu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ucal.h>
#include <unicode/ucasemap.h>
#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>
#include <unicode/uversion.h>
#include <unicode/utypes.h>

struct ts_brk {
    UBreakIterator *bi;
    UText *ut;
    int32_t kind;            /* TS_BRK_* */
    const uint8_t *text;     /* the bytes given to set_text, for token classes */
    int64_t len;
};

static void ts_set_err(int32_t *err, UErrorCode status) {
    if (err) *err = U_FAILURE(status) ? (int32_t)status : 0;
}

ts_brk *ts_brk_open(int32_t kind, const char *locale, int32_t *err) {
    UBreakIteratorType type;
    switch (kind) {
    case TS_BRK_CHARACTER: type = UBRK_CHARACTER; break;
    case TS_BRK_WORD: type = UBRK_WORD; break;
    case TS_BRK_LINE: type = UBRK_LINE; break;
    case TS_BRK_SENTENCE: type = UBRK_SENTENCE; break;
    default: if (err) *err = (int32_t)U_ILLEGAL_ARGUMENT_ERROR; return NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = ubrk_open(type, (locale && *locale) ? locale : "", NULL, 0, &status);
    if (U_FAILURE(status)) { ts_set_err(err, status); return NULL; }
    ts_brk *brk = (ts_brk *)calloc(1, sizeof(ts_brk));
    if (!brk) { ubrk_close(bi); if (err) *err = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    brk->bi = bi;
    brk->kind = kind;
    if (err) *err = 0;
    return brk;
}

ts_brk *ts_brk_clone(const ts_brk *src, int32_t *err) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = ubrk_clone(src->bi, &status);
    if (U_FAILURE(status)) { ts_set_err(err, status); return NULL; }
    ts_brk *brk = (ts_brk *)calloc(1, sizeof(ts_brk));
    if (!brk) { ubrk_close(bi); if (err) *err = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    brk->bi = bi;
    brk->kind = src->kind;
    if (err) *err = 0;
    return brk;
}

void ts_brk_close(ts_brk *brk) {
    if (!brk) return;
    if (brk->bi) ubrk_close(brk->bi);
    if (brk->ut) utext_close(brk->ut);
    free(brk);
}

void ts_brk_set_text(ts_brk *brk, const char *utf8, int64_t len, int32_t *err) {
    UErrorCode status = U_ZERO_ERROR;
    static const char empty[1] = {0};
    // utext_openUTF8 reuses the UText it is given, so one UText serves every call.
    brk->text = (const uint8_t *)(utf8 ? utf8 : empty);
    brk->len = utf8 ? len : 0;
    brk->ut = utext_openUTF8(brk->ut, utf8 ? utf8 : empty, utf8 ? len : 0, &status);
    if (U_FAILURE(status)) { ts_set_err(err, status); return; }
    ubrk_setUText(brk->bi, brk->ut, &status);
    ts_set_err(err, status);
}

int32_t ts_brk_next_batch(ts_brk *brk, int64_t *bounds, int32_t *statuses, int32_t cap) {
    int32_t n = 0;
    while (n < cap) {
        int32_t b = ubrk_next(brk->bi);
        if (b == UBRK_DONE) break;
        // With a UTF-8 UText, ICU's native indexes are UTF-8 byte offsets.
        bounds[n] = (int64_t)b;
        if (statuses) statuses[n] = ubrk_getRuleStatus(brk->bi);
        n++;
    }
    return n;
}

/* The class of an ASCII byte that starts a token ICU gives no word status (letters and digits only get
   here alone, outside ICU's word and number rules, and count as punctuation). */
static inline uint8_t ts_ascii_class(uint8_t b) {
    switch (b) {
    case ' ': case '\t': case '\n': case '\v': case '\f': case '\r': return TS_TOKEN_WHITESPACE;
    case '$': case '+': case '<': case '=': case '>': case '^': case '`': case '|': case '~': return TS_TOKEN_SYMBOL;
    default: return (b < 0x20 || b == 0x7F) ? TS_TOKEN_OTHER : TS_TOKEN_PUNCTUATION;
    }
}

/* Hiragana U+3040–309F, Katakana U+30A0–30FF and U+31F0–31FF, halfwidth Katakana U+FF66–FF9D. */
static int ts_starts_with_kana(const uint8_t *p, int64_t remaining) {
    if (remaining < 3 || (p[0] & 0xF0) != 0xE0) return 0;
    uint32_t v = ((uint32_t)(p[0] & 0x0F) << 12) | ((uint32_t)(p[1] & 0x3F) << 6) | (uint32_t)(p[2] & 0x3F);
    return (v >= 0x3040 && v <= 0x30FF) || (v >= 0x31F0 && v <= 0x31FF) || (v >= 0xFF66 && v <= 0xFF9D);
}

/* A non-word token that starts with a non-ASCII scalar: white space (White_Space), symbol (Sm, Sc, Sk, So),
   punctuation (Pc, Pd, Ps, Pe, Pi, Pf, Po) or other. */
static uint8_t ts_non_ascii_class(const uint8_t *text, int64_t len, int64_t start) {
    int32_t i = 0;
    int32_t length = (int32_t)((len - start) < 4 ? (len - start) : 4);
    UChar32 c;
    U8_NEXT(text + start, i, length, c);
    if (c < 0) return TS_TOKEN_OTHER;
    if (u_isUWhiteSpace(c)) return TS_TOKEN_WHITESPACE;
    switch (u_charType(c)) {
    case U_MATH_SYMBOL: case U_CURRENCY_SYMBOL: case U_MODIFIER_SYMBOL: case U_OTHER_SYMBOL:
        return TS_TOKEN_SYMBOL;
    case U_CONNECTOR_PUNCTUATION: case U_DASH_PUNCTUATION: case U_START_PUNCTUATION: case U_END_PUNCTUATION:
    case U_INITIAL_PUNCTUATION: case U_FINAL_PUNCTUATION: case U_OTHER_PUNCTUATION:
        return TS_TOKEN_PUNCTUATION;
    default:
        return TS_TOKEN_OTHER;
    }
}

/* Word rule statuses (ubrk.h): NONE 0–99, NUMBER 100–199, LETTER 200–299, KANA 300–399, IDEO 400–499. */
/* Classes that need a second look: a non-word token starting with a non-ASCII byte, and an IDEO word. */
#define TS_TOKEN_PENDING_NON_ASCII ((uint8_t)254)
#define TS_TOKEN_PENDING_IDEO ((uint8_t)253)

/* The class of a non-word token by its first byte, and of a word token by its rule-status group
   (status / 100: NONE, NUMBER, LETTER, KANA, IDEO). Tables rather than branches: words and the spaces and
   punctuation between them alternate, which a branch predictor cannot learn. */
static uint8_t ts_byte_class[256];
static const uint8_t ts_status_class[5] = {
    TS_TOKEN_OTHER, TS_TOKEN_NUMBER, TS_TOKEN_WORD, TS_TOKEN_KANA, TS_TOKEN_PENDING_IDEO,
};

__attribute__((constructor)) static void ts_fill_byte_class(void) {
    for (int b = 0; b < 256; b++) ts_byte_class[b] = b < 0x80 ? ts_ascii_class((uint8_t)b) : TS_TOKEN_PENDING_NON_ASCII;
}

static inline uint8_t ts_word_class(const uint8_t *text, int64_t len, int64_t start, int32_t status) {
    uint32_t group = (uint32_t)status / 100u;
    group = group < 5 ? group : 0;
    /* A token is never empty, so its first byte is inside the text. */
    uint8_t byteClass = start < len ? ts_byte_class[text[start]] : TS_TOKEN_OTHER;
    uint8_t cls = group == 0 ? byteClass : ts_status_class[group];
    if (__builtin_expect(cls >= TS_TOKEN_PENDING_IDEO, 0)) {
        if (cls == TS_TOKEN_PENDING_NON_ASCII) return ts_non_ascii_class(text, len, start);
        /* ICU's CJ dictionary reports every dictionary word as IDEO, kana words included. */
        return ts_starts_with_kana(text + start, len - start) ? TS_TOKEN_KANA : TS_TOKEN_IDEOGRAPHIC;
    }
    return cls;
}

int32_t ts_brk_next_tokens(ts_brk *brk, int64_t *bounds, uint8_t *classes, int32_t cap) {
    UBreakIterator *bi = brk->bi;
    const uint8_t *text = brk->text;
    const int64_t len = brk->len;
    const int32_t kind = brk->kind;
    int64_t start = (int64_t)ubrk_current(bi);
    int32_t n = 0;
    while (n < cap) {
        int32_t b = ubrk_next(bi);
        if (b == UBRK_DONE) break;
        bounds[n] = (int64_t)b;
        uint8_t cls;
        if (kind == TS_BRK_WORD) {
            cls = ts_word_class(text, len, start, ubrk_getRuleStatus(bi));
        } else if (kind == TS_BRK_CHARACTER) {
            cls = TS_TOKEN_CHARACTER;
        } else if (kind == TS_BRK_SENTENCE) {
            cls = ubrk_getRuleStatus(bi) < 100 ? TS_TOKEN_SENTENCE : TS_TOKEN_SENTENCE_FRAGMENT;
        } else {
            int32_t status = ubrk_getRuleStatus(bi);
            cls = (status >= 100 && status < 200) ? TS_TOKEN_HARD_BREAK : TS_TOKEN_SOFT_BREAK;
        }
        classes[n] = cls;
        start = (int64_t)b;
        n++;
    }
    return n;
}

int64_t ts_brk_following(ts_brk *brk, int64_t offset) {
    int32_t b = ubrk_following(brk->bi, (int32_t)offset);
    return b == UBRK_DONE ? -1 : (int64_t)b;
}

int64_t ts_brk_preceding(ts_brk *brk, int64_t offset) {
    int32_t b = ubrk_preceding(brk->bi, (int32_t)offset);
    return b == UBRK_DONE ? -1 : (int64_t)b;
}

int32_t ts_brk_is_boundary(ts_brk *brk, int64_t offset) {
    return ubrk_isBoundary(brk->bi, (int32_t)offset) ? 1 : 0;
}

int32_t ts_brk_rule_status(ts_brk *brk) { return ubrk_getRuleStatus(brk->bi); }

int64_t ts_brk_first(ts_brk *brk) { return (int64_t)ubrk_first(brk->bi); }

/* ---- IDNA ---- */

struct ts_idna {
    UIDNA *idna;
};

ts_idna *ts_idna_open(int32_t *err) {
    UErrorCode status = U_ZERO_ERROR;
    UIDNA *u = uidna_openUTS46(UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE |
                                   UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ,
                               &status);
    if (U_FAILURE(status)) { ts_set_err(err, status); return NULL; }
    ts_idna *idna = (ts_idna *)calloc(1, sizeof(ts_idna));
    if (!idna) { uidna_close(u); if (err) *err = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    idna->idna = u;
    if (err) *err = 0;
    return idna;
}

void ts_idna_close(ts_idna *idna) {
    if (!idna) return;
    uidna_close(idna->idna);
    free(idna);
}

static int32_t ts_idna_convert(const ts_idna *idna, int to_ascii, const char *name, int32_t len, char *out,
                               int32_t cap, int32_t *err) {
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    int32_t n = to_ascii ? uidna_nameToASCII_UTF8(idna->idna, name, len, out, cap, &info, &status)
                         : uidna_nameToUnicodeUTF8(idna->idna, name, len, out, cap, &info, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) { if (err) *err = 0; return n; }
    if (U_FAILURE(status)) { ts_set_err(err, status); return -1; }
    if (err) *err = 0;
    // Hyphen placement (UIDNA_ERROR_LEADING/TRAILING_HYPHEN) and label-length problems are real errors for a
    // host; an empty trailing label from a final dot is tolerated by the caller, who strips it first.
    if (info.errors != 0) return -1;
    return n;
}

int32_t ts_idna_to_ascii(const ts_idna *idna, const char *name, int32_t len, char *out, int32_t cap,
                         int32_t *err) {
    return ts_idna_convert(idna, 1, name, len, out, cap, err);
}

int32_t ts_idna_to_unicode(const ts_idna *idna, const char *name, int32_t len, char *out, int32_t cap,
                           int32_t *err) {
    return ts_idna_convert(idna, 0, name, len, out, cap, err);
}

/* ---- Case mapping ---- */

struct ts_casemap {
    UCaseMap *plain;       // lower, upper, fold
    UCaseMap *title;       // whole string as one word; rest lowercased
    UCaseMap *title_keep;  // whole string as one word; rest left as written
};

ts_casemap *ts_casemap_open(const char *locale, int32_t *err) {
    UErrorCode status = U_ZERO_ERROR;
    const char *loc = (locale && *locale) ? locale : "";
    ts_casemap *map = (ts_casemap *)calloc(1, sizeof(ts_casemap));
    if (!map) { if (err) *err = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    map->plain = ucasemap_open(loc, 0, &status);
    map->title = ucasemap_open(loc, U_TITLECASE_WHOLE_STRING, &status);
    map->title_keep = ucasemap_open(loc, U_TITLECASE_WHOLE_STRING | U_TITLECASE_NO_LOWERCASE, &status);
    if (U_FAILURE(status)) { ts_casemap_close(map); ts_set_err(err, status); return NULL; }
    if (err) *err = 0;
    return map;
}

void ts_casemap_close(ts_casemap *map) {
    if (!map) return;
    if (map->plain) ucasemap_close(map->plain);
    if (map->title) ucasemap_close(map->title);
    if (map->title_keep) ucasemap_close(map->title_keep);
    free(map);
}

int32_t ts_casemap_map(const ts_casemap *map, int32_t op, int32_t keep_rest, const char *src, int32_t len,
                       char *dst, int32_t cap, int32_t *err) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = 0;
    switch (op) {
    case TS_CASE_LOWER: n = ucasemap_utf8ToLower(map->plain, dst, cap, src, len, &status); break;
    case TS_CASE_UPPER: n = ucasemap_utf8ToUpper(map->plain, dst, cap, src, len, &status); break;
    case TS_CASE_FOLD: n = ucasemap_utf8FoldCase(map->plain, dst, cap, src, len, &status); break;
    case TS_CASE_TITLE:
        // WHOLE_STRING means no break iterator is used, so the shared UCaseMap is only read.
        n = ucasemap_utf8ToTitle(keep_rest ? map->title_keep : map->title, dst, cap, src, len, &status);
        break;
    default: if (err) *err = (int32_t)U_ILLEGAL_ARGUMENT_ERROR; return 0;
    }
    if (status == U_BUFFER_OVERFLOW_ERROR) { if (err) *err = 0; return n; }
    ts_set_err(err, status);
    return n;
}

/* ---- Character properties ---- */

int32_t ts_east_asian_width(uint32_t c) {
    switch ((UEastAsianWidth)u_getIntPropertyValue((UChar32)c, UCHAR_EAST_ASIAN_WIDTH)) {
    case U_EA_AMBIGUOUS: return TS_EAW_AMBIGUOUS;
    case U_EA_HALFWIDTH: return TS_EAW_HALFWIDTH;
    case U_EA_FULLWIDTH: return TS_EAW_FULLWIDTH;
    case U_EA_NARROW: return TS_EAW_NARROW;
    case U_EA_WIDE: return TS_EAW_WIDE;
    default: return TS_EAW_NEUTRAL;
    }
}

int32_t ts_cal_day_in_gregorian_year(const char *calendar, int32_t gregorianYear, int32_t month, int32_t day,
                                     int64_t *days, int32_t *err) {
    char locale[64];
    snprintf(locale, sizeof locale, "@calendar=%s", calendar ? calendar : "gregorian");
    static const UChar utc[] = {'U', 'T', 'C', 0};
    UErrorCode status = U_ZERO_ERROR;
    UCalendar *cal = ucal_open(utc, 3, locale, UCAL_DEFAULT, &status);
    if (U_FAILURE(status)) { ts_set_err(err, status); return 0; }
    const double msPerDay = 86400000.0;
    /* 1 January of the Gregorian year, as days since 1970 (Hinnant's days_from_civil). */
    int64_t y = (int64_t)gregorianYear - 1;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + 306;
    int64_t jan1 = era * 146097 + doe - 719468;
    int64_t nextJan1 = jan1 + ((gregorianYear % 4 == 0 && (gregorianYear % 100 != 0 || gregorianYear % 400 == 0)) ? 366 : 365);
    ucal_setMillis(cal, (double)jan1 * msPerDay, &status);
    int32_t ey = ucal_get(cal, UCAL_EXTENDED_YEAR, &status);
    int32_t found = 0;
    for (int32_t k = -1; k <= 1 && U_SUCCESS(status) && !found; k++) {
        ucal_clear(cal);
        ucal_set(cal, UCAL_EXTENDED_YEAR, ey + k);
        ucal_set(cal, UCAL_MONTH, month);
        ucal_set(cal, UCAL_DATE, day);
        if (strcmp(locale, "@calendar=chinese") == 0) ucal_set(cal, UCAL_IS_LEAP_MONTH, 0);
        double ms = ucal_getMillis(cal, &status);
        if (U_FAILURE(status)) break;
        /* A month/day the year lacks is normalised into another month: check it round-trips. */
        if (ucal_get(cal, UCAL_MONTH, &status) != month || ucal_get(cal, UCAL_DATE, &status) != day) continue;
        int64_t d = (int64_t)(ms / msPerDay + (ms < 0 ? -0.5 : 0.5));
        if (d >= jan1 && d < nextJan1) { *days = d; found = 1; }
    }
    ucal_close(cal);
    ts_set_err(err, status);
    return U_SUCCESS(status) ? found : 0;
}

struct ts_spell {
    UNumberFormat *fmt;
};

ts_spell *ts_spell_open(const char *locale, const char *ruleset, int32_t *err) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *fmt = unum_open(UNUM_SPELLOUT, NULL, 0, (locale && *locale) ? locale : "", NULL, &status);
    if (U_FAILURE(status)) { ts_set_err(err, status); return NULL; }
    if (ruleset && *ruleset) {
        UChar name[128];
        int32_t len = 0;
        u_strFromUTF8(name, 128, &len, ruleset, -1, &status);
        if (U_SUCCESS(status)) unum_setTextAttribute(fmt, UNUM_DEFAULT_RULESET, name, len, &status);
        if (U_FAILURE(status)) { unum_close(fmt); ts_set_err(err, status); return NULL; }
    }
    ts_spell *spell = (ts_spell *)malloc(sizeof *spell);
    if (!spell) { unum_close(fmt); if (err) *err = (int32_t)U_MEMORY_ALLOCATION_ERROR; return NULL; }
    spell->fmt = fmt;
    if (err) *err = 0;
    return spell;
}

void ts_spell_close(ts_spell *spell) {
    if (!spell) return;
    unum_close(spell->fmt);
    free(spell);
}

int32_t ts_spell_format(ts_spell *spell, int64_t value, char *out, int32_t cap, int32_t *err) {
    UErrorCode status = U_ZERO_ERROR;
    UChar buf[512];
    int32_t n = unum_formatInt64(spell->fmt, value, buf, 512, NULL, &status);
    if (U_FAILURE(status)) { ts_set_err(err, status); return 0; }
    int32_t needed = 0;
    u_strToUTF8(out, cap, &needed, buf, n, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    ts_set_err(err, status);
    return needed;
}

int32_t ts_unit_format(const char *locale, const char *unit, const char *decimal, char *out, int32_t cap,
                       int32_t *err) {
    char skeleton[160];
    if (snprintf(skeleton, sizeof skeleton, "unit/%s unit-width-short", unit) >= (int)sizeof skeleton) {
        if (err) *err = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    const char *loc = (locale && *locale) ? locale : "";
    // Opening a formatter costs ~100x formatting one number: each thread keeps the last few it opened (per
    // locale and unit), so a run that writes a conversion title per quantity opens each once.
    enum { SLOTS = 64 };
    static _Thread_local struct { char key[224]; UNumberFormatter *fmt; } cache[SLOTS];
    static _Thread_local unsigned next_slot;
    char key[224];
    UNumberFormatter *fmt = NULL;
    int cacheable = snprintf(key, sizeof key, "%s|%s", loc, skeleton) < (int)sizeof key;
    if (cacheable) {
        for (int i = 0; i < SLOTS; i++) {
            if (cache[i].fmt && strcmp(cache[i].key, key) == 0) { fmt = cache[i].fmt; break; }
        }
    }
    int owned = 0;
    if (!fmt) {
        UChar uskeleton[160];
        int32_t slen = 0;
        u_strFromUTF8(uskeleton, 160, &slen, skeleton, -1, &status);
        fmt = unumf_openForSkeletonAndLocale(uskeleton, slen, loc, &status);
        if (U_SUCCESS(status) && fmt && cacheable) {
            unsigned slot = next_slot++ % SLOTS;
            if (cache[slot].fmt) unumf_close(cache[slot].fmt);
            memcpy(cache[slot].key, key, sizeof key);
            cache[slot].fmt = fmt;
        } else {
            owned = 1;
        }
    }
    UFormattedNumber *result = unumf_openResult(&status);
    int32_t needed = 0;
    if (U_SUCCESS(status)) unumf_formatDecimal(fmt, decimal, -1, result, &status);
    UChar buf[256];
    int32_t n = U_SUCCESS(status) ? unumf_resultToString(result, buf, 256, &status) : 0;
    if (U_SUCCESS(status)) {
        u_strToUTF8(out, cap, &needed, buf, n, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    }
    if (result) unumf_closeResult(result);
    if (fmt && owned) unumf_close(fmt);
    ts_set_err(err, status);
    return U_SUCCESS(status) ? needed : 0;
}

const char *ts_icu_version(void) { return U_ICU_VERSION; }

const char *ts_icu_error_name(int32_t err) { return u_errorName((UErrorCode)err); }
