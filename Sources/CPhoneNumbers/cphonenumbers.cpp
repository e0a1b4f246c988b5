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

struct Info {
    bool filled = false;
    int32_t country_code = 0;
    int32_t number_type = TP_TYPE_UNKNOWN;
    std::string e164, international, national, region, extension;
};

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

struct Found {
    int32_t start;
    int32_t end;
    PhoneNumber number;
};

}  // namespace

struct tp_matches {
    const PhoneNumberUtil *util;
    std::vector<Found> matches;  // PhoneNumberMatch is not copyable; keep what we need
    std::vector<Info> infos;
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
            result->matches.push_back(Found{match.start(), match.end(), match.number()});
        }
    } catch (...) {
        // libphonenumber does not throw by design; an allocation failure mid-scan keeps what was found.
    }
    result->infos.resize(result->matches.size());
    return result;
}

void tp_matches_free(tp_matches *matches) { delete matches; }

int32_t tp_matches_count(const tp_matches *matches) { return static_cast<int32_t>(matches->matches.size()); }

void tp_matches_range(const tp_matches *matches, int32_t i, int32_t *start, int32_t *end) {
    const Found &m = matches->matches[static_cast<size_t>(i)];
    *start = m.start;
    *end = m.end;
}

void tp_matches_info(tp_matches *matches, int32_t i, tp_number_info *out) {
    Info &info = matches->infos[static_cast<size_t>(i)];
    if (!info.filled) {
        const PhoneNumberUtil &util = *matches->util;
        const PhoneNumber &n = matches->matches[static_cast<size_t>(i)].number;
        info.country_code = n.country_code();
        info.number_type = static_cast<int32_t>(util.GetNumberType(n));
        util.Format(n, PhoneNumberUtil::E164, &info.e164);
        util.Format(n, PhoneNumberUtil::INTERNATIONAL, &info.international);
        util.Format(n, PhoneNumberUtil::NATIONAL, &info.national);
        util.GetRegionCodeForNumber(n, &info.region);
        info.extension = n.has_extension() ? n.extension() : std::string();
        info.filled = true;
    }
    out->country_code = info.country_code;
    out->number_type = info.number_type;
    out->e164 = info.e164.c_str();
    out->international = info.international.c_str();
    out->national = info.national.c_str();
    out->region = info.region.c_str();
    out->extension = info.extension.c_str();
}

int32_t tp_matches_key(const tp_matches *matches, int32_t i, char *buf, int32_t cap) {
    const PhoneNumber &n = matches->matches[static_cast<size_t>(i)].number;
    std::string key;
    matches->util->Format(n, PhoneNumberUtil::E164, &key);
    if (n.has_extension() && !n.extension().empty()) {
        key += ";ext=";
        key += n.extension();
    }
    return copyOut(key, buf, cap);
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
