// The only file that includes libphonenumber's C++ headers. See include/cphonenumbers.h for the contract.

#include "cphonenumbers.h"

#include <climits>
#include <list>
#include <cstring>
#include <new>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include <phonenumbers/logger.h>
#include <phonenumbers/phonemetadata.pb.h>
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumbermatch.h>
#include <phonenumbers/phonenumbermatcher.h>
#include <phonenumbers/phonenumberutil.h>

// libphonenumber's compiled-in metadata (exported by the library; declared in its uninstalled metadata.h).
namespace i18n {
namespace phonenumbers {
int metadata_size();
const void *metadata_get();
}  // namespace phonenumbers
}  // namespace i18n

using i18n::phonenumbers::Logger;
using i18n::phonenumbers::PhoneMetadata;
using i18n::phonenumbers::PhoneMetadataCollection;
using i18n::phonenumbers::PhoneNumberDesc;
using i18n::phonenumbers::NullLogger;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberMatch;
using i18n::phonenumbers::PhoneNumberMatcher;
using i18n::phonenumbers::PhoneNumberUtil;

struct tp_engine {
    const PhoneNumberUtil *util;
};

namespace {

PhoneNumberUtil *sharedUtil() {
    // C++ guarantees this initializer runs once even with concurrent callers. The logger goes in first:
    // libphonenumber's default logger writes to stdout, which is the CLI's output channel.
    static PhoneNumberUtil *util = [] {
        static NullLogger quiet;
        Logger::set_logger_impl(&quiet);
        PhoneNumberUtil *u = PhoneNumberUtil::GetInstance();
        u->SetLogger(new NullLogger());  // GetInstance installed its own stdout logger; replace it
        return u;
    }();
    return util;
}

int32_t copyOut(const std::string &s, char *buf, int32_t cap) {
    if (s.size() > INT32_MAX - 1) return INT32_MAX;
    int32_t n = static_cast<int32_t>(s.size());
    if (buf != nullptr && n <= cap) std::memcpy(buf, s.data(), s.size());
    return n;
}

bool parseNumber(const char *serialized, int32_t len, PhoneNumber *n) {
    return serialized != nullptr && len >= 0 && n->ParseFromArray(serialized, len);
}

const PhoneMetadataCollection &metadataCollection() {
    static const PhoneMetadataCollection *collection = [] {
        auto *c = new PhoneMetadataCollection();
        if (!c->ParseFromArray(i18n::phonenumbers::metadata_get(), i18n::phonenumbers::metadata_size())) c->Clear();
        return c;
    }();
    return *collection;
}

std::string field(const std::string &s) { return s.empty() ? std::string("-") : s; }

void appendDesc(std::string *out, const char *kind, const PhoneNumberDesc &d) {
    *out += "desc\t";
    *out += kind;
    *out += '\t';
    std::string lengths;
    for (int l : d.possible_length()) {
        if (!lengths.empty()) lengths += ',';
        lengths += std::to_string(l);
    }
    *out += field(lengths);
    *out += '\t';
    std::string local;
    for (int l : d.possible_length_local_only()) {
        if (!local.empty()) local += ',';
        local += std::to_string(l);
    }
    *out += field(local);
    *out += '\t';
    *out += field(d.national_number_pattern());
    *out += '\n';
}

struct Found {
    int32_t start;
    int32_t end;
    PhoneNumber number;
    std::string e164;        // filled by tp_matches_summary
    std::string serialized;  // filled by tp_matches_summary
};

/// The matches of the snippets this thread searched last, keyed by region, leniency and the snippet's bytes.
/// Callers search text paragraph by paragraph (a stream, an editor), and the same snippet — a signature, a
/// hotline, a template line — recurs across paragraphs; the matcher is deterministic, so its answer is kept.
/// Bounded: the map starts over once it holds `kRecentLimit` snippets (each at most a few hundred bytes).
constexpr size_t kRecentLimit = 2048;
thread_local std::unordered_map<std::string, std::vector<Found>> recentMatches;

}  // namespace

struct tp_matches {
    const PhoneNumberUtil *util;
    std::vector<Found> matches;  // PhoneNumberMatch is not copyable; keep what we need
};

extern "C" {

tp_engine *tp_engine_open(void) {
    tp_engine *e = new (std::nothrow) tp_engine;
    if (e == nullptr) return nullptr;
    e->util = sharedUtil();
    return e;
}

void tp_engine_close(tp_engine *engine) { delete engine; }

tp_matches *tp_find(const tp_engine *engine, const char *text, int32_t len, const char *region, int32_t leniency) {
    tp_matches *result = new (std::nothrow) tp_matches;
    if (result == nullptr) return nullptr;
    result->util = engine->util;
    if (text == nullptr || len <= 0) return result;
    if (leniency < TP_LENIENCY_POSSIBLE || leniency > TP_LENIENCY_EXACT_GROUPING) leniency = TP_LENIENCY_VALID;
    const std::string regionCode = region == nullptr ? std::string("ZZ") : std::string(region);
    try {
        std::string key;
        key.reserve(regionCode.size() + 2 + static_cast<size_t>(len));
        key += regionCode;
        key += '\0';
        key += static_cast<char>('0' + leniency);
        key.append(text, static_cast<size_t>(len));
        auto known = recentMatches.find(key);
        if (known != recentMatches.end()) {
            result->matches = known->second;
            return result;
        }
        PhoneNumberMatcher matcher(*engine->util, std::string(text, static_cast<size_t>(len)), regionCode,
                                   static_cast<PhoneNumberMatcher::Leniency>(leniency), INT_MAX);
        PhoneNumberMatch match;
        while (matcher.HasNext()) {
            if (!matcher.Next(&match)) break;
            result->matches.push_back(Found{match.start(), match.end(), match.number(), {}, {}});
        }
        if (recentMatches.size() >= kRecentLimit) recentMatches.clear();
        recentMatches.emplace(std::move(key), result->matches);
    } catch (...) {
        // libphonenumber does not throw by design; an allocation failure mid-scan keeps what was found (and
        // remembers nothing).
    }
    return result;
}

void tp_matches_free(tp_matches *matches) { delete matches; }

int32_t tp_matches_count(const tp_matches *matches) { return static_cast<int32_t>(matches->matches.size()); }

void tp_matches_range(const tp_matches *matches, int32_t i, int32_t *start, int32_t *end) {
    const Found &m = matches->matches[static_cast<size_t>(i)];
    *start = m.start;
    *end = m.end;
}

void tp_matches_summary(tp_matches *matches, int32_t i, tp_number_summary *out) {
    // The strings are filled on first use; `matches` belongs to one thread at a time (see the header).
    Found &m = matches->matches[static_cast<size_t>(i)];
    if (m.e164.empty()) {
        matches->util->Format(m.number, PhoneNumberUtil::E164, &m.e164);
        m.number.SerializeToString(&m.serialized);
    }
    out->country_code = m.number.country_code();
    out->e164 = m.e164.c_str();
    out->extension = m.number.has_extension() ? m.number.extension().c_str() : "";
    out->serialized = m.serialized.data();
    out->serialized_len = m.serialized.size() > INT32_MAX ? 0 : static_cast<int32_t>(m.serialized.size());
}

int32_t tp_number_format(const tp_engine *engine, const char *serialized, int32_t len, int32_t format,
                         char *buf, int32_t cap) {
    if (format < TP_FORMAT_E164 || format > TP_FORMAT_RFC3966) return -1;
    PhoneNumber n;
    if (!parseNumber(serialized, len, &n)) return -1;
    std::string s;
    engine->util->Format(n, static_cast<PhoneNumberUtil::PhoneNumberFormat>(format), &s);
    return copyOut(s, buf, cap);
}

int32_t tp_number_classify(const tp_engine *engine, const char *serialized, int32_t len, int32_t *type,
                           char region[4]) {
    PhoneNumber n;
    if (!parseNumber(serialized, len, &n)) return -1;
    *type = static_cast<int32_t>(engine->util->GetNumberType(n));
    std::string r;
    engine->util->GetRegionCodeForNumber(n, &r);
    if (r.size() > 3) r = "ZZ";  // region codes are two letters (or "001")
    std::memcpy(region, r.c_str(), r.size() + 1);
    return 0;
}

int32_t tp_supported_regions(const tp_engine *engine, char *buf, int32_t cap) {
    std::set<std::string> regions;
    engine->util->GetSupportedRegions(&regions);
    std::string joined;
    for (const std::string &r : regions) {
        if (!joined.empty()) joined += ',';
        joined += r;
    }
    return copyOut(joined, buf, cap);
}

int32_t tp_example_number(const tp_engine *engine, const char *region, int32_t type, int32_t format,
                          char *buf, int32_t cap) {
    if (region == nullptr || type < TP_TYPE_FIXED_LINE || type > TP_TYPE_UNKNOWN || format < TP_FORMAT_E164 ||
        format > TP_FORMAT_RFC3966) return 0;
    PhoneNumber n;
    if (!engine->util->GetExampleNumberForType(std::string(region),
                                               static_cast<PhoneNumberUtil::PhoneNumberType>(type), &n)) return 0;
    std::string s;
    engine->util->Format(n, static_cast<PhoneNumberUtil::PhoneNumberFormat>(format), &s);
    return copyOut(s, buf, cap);
}

int32_t tp_country_metadata(const tp_engine *engine, int32_t country_code, char *buf, int32_t cap) {
    std::list<std::string> regions;
    engine->util->GetRegionCodesForCountryCallingCode(country_code, &regions);
    const PhoneMetadataCollection &collection = metadataCollection();
    std::string out;
    for (const std::string &region : regions) {
        for (const PhoneMetadata &m : collection.metadata()) {
            if (m.id() != region || m.country_code() != country_code) continue;
            bool prefixRequired = false;
            for (const auto &f : m.number_format()) {
                if (!f.national_prefix_formatting_rule().empty() && !f.national_prefix_optional_when_formatting()) {
                    prefixRequired = true;
                }
            }
            out += "region\t" + m.id() + '\t' + field(m.leading_digits()) + '\t' +
                   (m.same_mobile_and_fixed_line_pattern() ? "1" : "0") + '\t' + field(m.national_prefix_for_parsing()) +
                   '\t' + field(m.national_prefix_transform_rule()) + '\t' + field(m.international_prefix()) + '\t' +
                   (prefixRequired ? "1" : "0") + '\n';
            appendDesc(&out, "general", m.general_desc());
            appendDesc(&out, "premiumRate", m.premium_rate());
            appendDesc(&out, "tollFree", m.toll_free());
            appendDesc(&out, "sharedCost", m.shared_cost());
            appendDesc(&out, "voip", m.voip());
            appendDesc(&out, "personalNumber", m.personal_number());
            appendDesc(&out, "pager", m.pager());
            appendDesc(&out, "uan", m.uan());
            appendDesc(&out, "voicemail", m.voicemail());
            appendDesc(&out, "fixedLine", m.fixed_line());
            appendDesc(&out, "mobile", m.mobile());
            break;
        }
    }
    return copyOut(out, buf, cap);
}

int32_t tp_country_formats(const tp_engine *engine, int32_t country_code, char *buf, int32_t cap) {
    std::string region;
    engine->util->GetRegionCodeForCountryCode(country_code, &region);
    std::string out;
    for (const PhoneMetadata &m : metadataCollection().metadata()) {
        if (m.id() != region || m.country_code() != country_code) continue;
        out += "extension\t" + field(m.preferred_extn_prefix()) + '\n';
        for (const auto &f : m.number_format()) {
            const std::string leading = f.leading_digits_pattern_size() > 0
                ? f.leading_digits_pattern(f.leading_digits_pattern_size() - 1) : std::string();
            out += "national\t" + field(f.pattern()) + '\t' + field(f.format()) + '\t' + field(leading) + '\t' +
                   field(f.national_prefix_formatting_rule()) + '\t' + field(f.domestic_carrier_code_formatting_rule()) +
                   '\n';
        }
        for (const auto &f : m.intl_number_format()) {
            const std::string leading = f.leading_digits_pattern_size() > 0
                ? f.leading_digits_pattern(f.leading_digits_pattern_size() - 1) : std::string();
            out += "international\t" + field(f.pattern()) + '\t' + field(f.format()) + '\t' + field(leading) + '\n';
        }
        break;
    }
    return copyOut(out, buf, cap);
}

int32_t tp_number_serialize(int32_t country_code, uint64_t national_number, const char *extension, char *buf,
                            int32_t cap) {
    PhoneNumber n;
    n.set_country_code(country_code);
    n.set_national_number(national_number);
    if (extension != nullptr && extension[0] != '\0') n.set_extension(extension);
    std::string s;
    n.SerializeToString(&s);
    return copyOut(s, buf, cap);
}

int32_t tp_number_is_valid(const tp_engine *engine, int32_t country_code, uint64_t national_number) {
    PhoneNumber n;
    n.set_country_code(country_code);
    n.set_national_number(national_number);
    return engine->util->IsValidNumber(n) ? 1 : 0;
}

int32_t tp_check_field(const tp_engine *engine, const char *text, int32_t len, const char *region) {
    PhoneNumber n;
    PhoneNumberUtil::ErrorType e = engine->util->Parse(std::string(text, (size_t)len), region, &n);
    switch (e) {
    case PhoneNumberUtil::NO_PARSING_ERROR: break;
    case PhoneNumberUtil::INVALID_COUNTRY_CODE_ERROR: return TP_FIELD_INVALID_COUNTRY_CODE;
    case PhoneNumberUtil::TOO_SHORT_AFTER_IDD:
    case PhoneNumberUtil::TOO_SHORT_NSN: return TP_FIELD_TOO_SHORT;
    case PhoneNumberUtil::TOO_LONG_NSN: return TP_FIELD_TOO_LONG;
    default: return TP_FIELD_NOT_A_NUMBER;
    }
    switch (engine->util->IsPossibleNumberWithReason(n)) {
    case PhoneNumberUtil::IS_POSSIBLE: break;
    case PhoneNumberUtil::INVALID_COUNTRY_CODE: return TP_FIELD_INVALID_COUNTRY_CODE;
    case PhoneNumberUtil::TOO_SHORT: return TP_FIELD_TOO_SHORT;
    case PhoneNumberUtil::TOO_LONG: return TP_FIELD_TOO_LONG;
    case PhoneNumberUtil::INVALID_LENGTH: return TP_FIELD_INVALID_LENGTH;
    default: return TP_FIELD_INVALID;
    }
    return engine->util->IsValidNumber(n) ? TP_FIELD_VALID : TP_FIELD_INVALID;
}

}  // extern "C"
