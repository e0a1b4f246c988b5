/*
 * cphonenumbers.h — TextSense's plain C shim over Google libphonenumber (C++).
 *
 * Swift's C++ interop cannot import libphonenumber's headers (non-copyable types, and the compiler crashes on
 * protobuf's Arena internals), so Swift sees only this header: opaque handles, fixed-width integers and
 * UTF-8 buffers. Offsets are UTF-8 byte offsets into the buffer the caller passed.
 *
 * Threading: the engine wraps libphonenumber's process-wide PhoneNumberUtil, whose const methods are
 * thread-safe; a tp_find call builds its own PhoneNumberMatcher, or copies the matches this thread found for the
 * same snippet recently (a per-thread cache). A tp_matches result belongs to one thread at a time.
 */
#ifndef TEXTSENSE_CPHONENUMBERS_H
#define TEXTSENSE_CPHONENUMBERS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tp_engine tp_engine;
typedef struct tp_matches tp_matches;

/* PhoneNumberMatcher::Leniency */
#define TP_LENIENCY_POSSIBLE ((int32_t)0)
#define TP_LENIENCY_VALID ((int32_t)1)
#define TP_LENIENCY_STRICT_GROUPING ((int32_t)2)
#define TP_LENIENCY_EXACT_GROUPING ((int32_t)3)

/* PhoneNumberUtil::PhoneNumberType, same order */
#define TP_TYPE_FIXED_LINE ((int32_t)0)
#define TP_TYPE_MOBILE ((int32_t)1)
#define TP_TYPE_FIXED_LINE_OR_MOBILE ((int32_t)2)
#define TP_TYPE_TOLL_FREE ((int32_t)3)
#define TP_TYPE_PREMIUM_RATE ((int32_t)4)
#define TP_TYPE_SHARED_COST ((int32_t)5)
#define TP_TYPE_VOIP ((int32_t)6)
#define TP_TYPE_PERSONAL_NUMBER ((int32_t)7)
#define TP_TYPE_PAGER ((int32_t)8)
#define TP_TYPE_UAN ((int32_t)9)
#define TP_TYPE_VOICEMAIL ((int32_t)10)
#define TP_TYPE_UNKNOWN ((int32_t)11)

/* PhoneNumberUtil::PhoneNumberFormat, same order */
#define TP_FORMAT_E164 ((int32_t)0)
#define TP_FORMAT_INTERNATIONAL ((int32_t)1)
#define TP_FORMAT_NATIONAL ((int32_t)2)
#define TP_FORMAT_RFC3966 ((int32_t)3)

/** Installs a NullLogger (so the library never writes to stdout), then gets PhoneNumberUtil::GetInstance(),
    which parses the compiled-in metadata the first time (10–30 ms). Returns NULL only when out of memory. */
tp_engine *tp_engine_open(void);
void tp_engine_close(tp_engine *engine);

/** Runs PhoneNumberMatcher(util, text, region, leniency, INT_MAX) over `len` bytes of UTF-8 and collects every
    match. `region` is a CLDR region code ("US"); an unknown one finds only numbers written with a `+`.
    The last 2048 distinct (text, region, leniency) searches of each thread are remembered: a repeat costs a hash
    and a copy of its matches. Returns NULL only when out of memory. Free with tp_matches_free. */
tp_matches *tp_find(const tp_engine *engine, const char *text, int32_t len, const char *region, int32_t leniency);
void tp_matches_free(tp_matches *matches);
int32_t tp_matches_count(const tp_matches *matches);
/** Byte range of match `i` in the text passed to tp_find (PhoneNumberMatch::start/end). */
void tp_matches_range(const tp_matches *matches, int32_t i, int32_t *start, int32_t *end);

/** What matching already knows about match `i`, without pattern matching: its country calling code, its E.164
    form (Format(E164) is string concatenation), its extension ("" when there is none) and the parsed number
    serialized (PhoneNumber::SerializeToString) for tp_number_format and tp_number_classify. Strings are owned
    by `matches` (valid until it is freed); `serialized` is not NUL-terminated. Two matches with the same E.164
    form and extension describe the same number. */
typedef struct tp_number_summary {
    int32_t country_code;
    const char *e164;
    const char *extension;
    const char *serialized;
    int32_t serialized_len;
} tp_number_summary;
void tp_matches_summary(tp_matches *matches, int32_t i, tp_number_summary *summary);

/** Formats a number serialized by tp_matches_summary (PhoneNumberUtil::Format with `format`, a TP_FORMAT_*) into
    `buf`; returns the length (may exceed `cap`), or -1 when the bytes do not parse. Formatting costs pattern
    matching over the region's formats, so callers run it only when the form is read. */
int32_t tp_number_format(const tp_engine *engine, const char *serialized, int32_t len, int32_t format,
                         char *buf, int32_t cap);

/** Classifies a number serialized by tp_matches_summary: GetNumberType (a TP_TYPE_*) into `type` and
    GetRegionCodeForNumber into `region` (NUL-terminated: "US", "001" for non-geographic numbers, "ZZ" when
    unknown). Returns 0, or -1 when the bytes do not parse. */
int32_t tp_number_classify(const tp_engine *engine, const char *serialized, int32_t len, int32_t *type,
                           char region[4]);

/** Every region with metadata (GetSupportedRegions) as "AD,AE,…" into `buf`; returns the full length
    (which may exceed `cap`; then nothing useful was written beyond cap). */
int32_t tp_supported_regions(const tp_engine *engine, char *buf, int32_t cap);

/** GetExampleNumberForType(region, type) formatted with `format` into `buf`; returns the length, 0 when the
    region has no example of that type, or a length > cap when buf is too small. */
int32_t tp_example_number(const tp_engine *engine, const char *region, int32_t type, int32_t format,
                          char *buf, int32_t cap);

/** The validation metadata of every region that shares `country_code` (GetRegionCodesForCountryCallingCode order:
    the main country first, then the order GetRegionCodeForNumber tries them), as text for TextSense's own
    validator of national numbers. One line per region, then one per number description, fields separated by
    tabs, "-" for an empty field:
        region ID LEADING_DIGITS SAME_MOBILE_AND_FIXED(0|1) NATIONAL_PREFIX_FOR_PARSING TRANSFORM_RULE
               INTERNATIONAL_PREFIX NATIONAL_PREFIX_REQUIRED(0|1)
        desc KIND POSSIBLE_LENGTHS LOCAL_ONLY_LENGTHS (both comma-separated) NATIONAL_NUMBER_PATTERN
    KIND is general, premiumRate, tollFree, sharedCost, voip, personalNumber, pager, uan, voicemail, fixedLine,
    mobile (GetNumberTypeHelper's order). NATIONAL_PREFIX_REQUIRED is 1 when some number format has a
    national-prefix formatting rule that is not optional. The metadata is libphonenumber's compiled-in
    collection (the same bytes PhoneNumberUtil loads), parsed once. Returns the full length (may exceed `cap`),
    0 when no region has that code. */
int32_t tp_country_metadata(const tp_engine *engine, int32_t country_code, char *buf, int32_t cap);

/** The formatting metadata of the region whose rules format numbers of `country_code` (GetRegionCodeForCountryCode:
    the main country, "001" for non-geographic codes), as text for TextSense's own formatter. Lines, fields
    separated by tabs, "-" for an empty field:
        extension PREFERRED_EXTN_PREFIX
        national PATTERN FORMAT LAST_LEADING_DIGITS_PATTERN NATIONAL_PREFIX_FORMATTING_RULE CARRIER_CODE_RULE
        international PATTERN FORMAT LAST_LEADING_DIGITS_PATTERN
    (number_format and intl_number_format, in order). Returns the full length (may exceed `cap`), 0 when no
    region has that code. */
int32_t tp_country_formats(const tp_engine *engine, int32_t country_code, char *buf, int32_t cap);

/** A PhoneNumber with only `country_code`, `national_number` and, unless `extension` is NULL or empty, `extension`
    set (what the matcher returns for a number without leading zero), serialized as tp_matches_summary does, into
    `buf`; returns the length (may exceed `cap`). */
int32_t tp_number_serialize(int32_t country_code, uint64_t national_number, const char *extension, char *buf,
                            int32_t cap);

/** PhoneNumberUtil::IsValidNumber for a number without extension or leading zero (tests compare TextSense's own
    validator with it). */
int32_t tp_number_is_valid(const tp_engine *engine, int32_t country_code, uint64_t national_number);

/* tp_check_field results */
#define TP_FIELD_VALID ((int32_t)0)
#define TP_FIELD_NOT_A_NUMBER ((int32_t)1)
#define TP_FIELD_INVALID_COUNTRY_CODE ((int32_t)2)
#define TP_FIELD_TOO_SHORT ((int32_t)3)
#define TP_FIELD_TOO_LONG ((int32_t)4)
#define TP_FIELD_INVALID_LENGTH ((int32_t)5)
#define TP_FIELD_INVALID ((int32_t)6)

/** Whether `text` (UTF-8, `len` bytes) as a whole is a phone number of `region` (CLDR code): PhoneNumberUtil::Parse,
    then IsPossibleNumberWithReason, then IsValidNumber; one of the TP_FIELD_ results. */
int32_t tp_check_field(const tp_engine *engine, const char *text, int32_t len, const char *region);

#ifdef __cplusplus
}
#endif

#endif
