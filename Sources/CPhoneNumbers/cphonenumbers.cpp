// The only file that includes libphonenumber's C++ headers. See include/cphonenumbers.h for the contract.

#include "cphonenumbers.h"

#include <climits>
#include <cstring>
#include <new>
#include <set>
#include <string>
#include <vector>

#include <phonenumbers/logger.h>
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumbermatch.h>
#include <phonenumbers/phonenumbermatcher.h>
#include <phonenumbers/phonenumberutil.h>

using i18n::phonenumbers::Logger;
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

struct Found {
    int32_t start;
    int32_t end;
    PhoneNumber number;
    std::string e164;        // filled by tp_matches_summary
    std::string serialized;  // filled by tp_matches_summary
};

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
    try {
        PhoneNumberMatcher matcher(*engine->util, std::string(text, static_cast<size_t>(len)),
                                   region == nullptr ? std::string("ZZ") : std::string(region),
                                   static_cast<PhoneNumberMatcher::Leniency>(leniency), INT_MAX);
        PhoneNumberMatch match;
        while (matcher.HasNext()) {
            if (!matcher.Next(&match)) break;
            result->matches.push_back(Found{match.start(), match.end(), match.number(), {}, {}});
        }
    } catch (...) {
        // libphonenumber does not throw by design; an allocation failure mid-scan keeps what was found.
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

}  // extern "C"
