#include "bytescan.h"

#if defined(__x86_64__)
#include <immintrin.h>
#define TS_X86_64 1
#endif

/// The byte rule: what the vector kernels test sixteen or thirty-two at a time.
static inline int may_start(uint8_t b) {
    return (uint8_t)(b - 0x30) < 10 || b == 0x28 || b == 0x5B || b == 0x2B
        || (uint8_t)(b - 0xD8) < 10 || (b & 0xFA) == 0xEA || b >= 0xF0;
}

static size_t scan_bytes(const uint8_t *bytes, size_t count, size_t from) {
    size_t i = from;
    while (i < count && !may_start(bytes[i])) i++;
    return i;
}

#ifdef TS_X86_64
// Each compare sets a lane to 0xFF or 0x00; movemask gathers the lanes' top bits, and the lowest set bit is
// the first byte that stops. Ranges: `v - low <= n` unsigned, as `min(v - low, n) == v - low`; `v >= 0xF0`
// as `max(v, 0xF0) == v`; EA, EB, EE, EF as `v & 0xFA == 0xEA`.
//
// One definition for both widths: P is the intrinsics' prefix (_mm, _mm256), T the integer vector suffix
// (si128, si256), V the vector type, W its width in bytes; what is left after the last full vector goes to
// REST.
#define TS_DEFINE_SCAN(ATTRIBUTES, NAME, P, T, V, W, REST)                                                    \
    ATTRIBUTES static size_t NAME(const uint8_t *bytes, size_t count, size_t from) {                           \
        size_t i = from;                                                                                       \
        const V c30 = P##_set1_epi8(0x30), c09 = P##_set1_epi8(9), c28 = P##_set1_epi8(0x28);               \
        const V c5b = P##_set1_epi8(0x5B), c2b = P##_set1_epi8(0x2B), cd8 = P##_set1_epi8((char)0xD8);      \
        const V cfa = P##_set1_epi8((char)0xFA), cea = P##_set1_epi8((char)0xEA);                           \
        const V cf0 = P##_set1_epi8((char)0xF0);                                                              \
        while (i + W <= count) {                                                                               \
            V v = P##_loadu_##T((const V *)(bytes + i));                                                       \
            V d = P##_sub_epi8(v, c30);                                                                        \
            V h = P##_sub_epi8(v, cd8);                                                                        \
            V ascii = P##_or_##T(P##_cmpeq_epi8(P##_min_epu8(d, c09), d),                                     \
                                 P##_or_##T(P##_cmpeq_epi8(v, c28),                                           \
                                            P##_or_##T(P##_cmpeq_epi8(v, c5b), P##_cmpeq_epi8(v, c2b))));    \
            V high = P##_or_##T(P##_cmpeq_epi8(P##_min_epu8(h, c09), h),                                      \
                                P##_or_##T(P##_cmpeq_epi8(P##_and_##T(v, cfa), cea),                          \
                                           P##_cmpeq_epi8(P##_max_epu8(v, cf0), v)));                         \
            unsigned mask = (unsigned)P##_movemask_epi8(P##_or_##T(ascii, high));                              \
            if (mask) return i + (size_t)__builtin_ctz(mask);                                                  \
            i += W;                                                                                            \
        }                                                                                                      \
        return REST(bytes, count, i);                                                                          \
    }

TS_DEFINE_SCAN(, scan_sse2, _mm, si128, __m128i, 16, scan_bytes)
TS_DEFINE_SCAN(__attribute__((target("avx2"))), scan_avx2, _mm256, si256, __m256i, 32, scan_sse2)
#endif

#ifdef TS_X86_64
// Short runs, passed over 32 bytes a step. Membership of an ASCII byte in the set that may continue a cluster
// (digits, leads, the phone punctuation, extension label letters: PhoneScanner's classes but `other` and the
// line feed) by nibbles: `low[b & 15] & high[b >> 4]` is non-zero exactly for the members (bytes from 0x80 have
// high nibbles whose entries are 0; they are handled apart).
__attribute__((target("avx2")))
static size_t next_cluster_avx2(const uint8_t *bytes, size_t count, size_t from, size_t minimum_digits) {
    const __m256i low = _mm256_setr_epi8(
        0x0C, 0x58, 0x08, (char)0xAC, (char)0xA8, 0x58, 0x08, 0x08, (char)0xAC, 0x5D, 0x08, 0x2C, 0x04, 0x2C, (char)0xD4, 0x54,
        0x0C, 0x58, 0x08, (char)0xAC, (char)0xA8, 0x58, 0x08, 0x08, (char)0xAC, 0x5D, 0x08, 0x2C, 0x04, 0x2C, (char)0xD4, 0x54);
    const __m256i high = _mm256_setr_epi8(
        0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, (char)0x80, 0, 0, 0, 0, 0, 0, 0, 0,
        0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, (char)0x80, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m256i c0f = _mm256_set1_epi8(0x0F), zero = _mm256_setzero_si256();
    const __m256i c30 = _mm256_set1_epi8(0x30), c09 = _mm256_set1_epi8(9), c28 = _mm256_set1_epi8(0x28);
    const __m256i c5b = _mm256_set1_epi8(0x5B), c2b = _mm256_set1_epi8(0x2B), cd8 = _mm256_set1_epi8((char)0xD8);
    const __m256i cfa = _mm256_set1_epi8((char)0xFA), cea = _mm256_set1_epi8((char)0xEA);
    const __m256i cf0 = _mm256_set1_epi8((char)0xF0);
    size_t i = from;
    while (i + 32 <= count) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(bytes + i));
        __m256i d = _mm256_sub_epi8(v, c30);
        __m256i h = _mm256_sub_epi8(v, cd8);
        __m256i digit = _mm256_cmpeq_epi8(_mm256_min_epu8(d, c09), d);
        __m256i stop = _mm256_or_si256(
            _mm256_or_si256(digit, _mm256_or_si256(_mm256_cmpeq_epi8(v, c28),
                                                   _mm256_or_si256(_mm256_cmpeq_epi8(v, c5b), _mm256_cmpeq_epi8(v, c2b)))),
            _mm256_or_si256(_mm256_cmpeq_epi8(_mm256_min_epu8(h, c09), h),
                            _mm256_or_si256(_mm256_cmpeq_epi8(_mm256_and_si256(v, cfa), cea),
                                            _mm256_cmpeq_epi8(_mm256_max_epu8(v, cf0), v))));
        uint32_t stops = (uint32_t)_mm256_movemask_epi8(stop);
        if (stops) {
            __m256i member = _mm256_and_si256(_mm256_shuffle_epi8(low, _mm256_and_si256(v, c0f)),
                                              _mm256_shuffle_epi8(high, _mm256_and_si256(_mm256_srli_epi16(v, 4), c0f)));
            uint32_t outside = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(member, zero));
            uint32_t nonASCII = (uint32_t)_mm256_movemask_epi8(v);
            uint32_t enders = outside & ~nonASCII;
            uint32_t digits = (uint32_t)_mm256_movemask_epi8(digit);
            while (stops) {
                unsigned p = (unsigned)__builtin_ctz(stops);
                uint32_t after = enders & (~0u << p);
                // The run may go on past this step, or hold other scripts' characters: let the scanner read it.
                if (!after) return i + p;
                unsigned e = (unsigned)__builtin_ctz(after);
                uint32_t run = ((1u << e) - 1) & (~0u << p);
                if ((nonASCII & run) || (size_t)__builtin_popcount(digits & run) >= minimum_digits) return i + p;
                // Every cluster between p and the ender holds fewer digits than that: go on after the ender.
                stops &= e == 31 ? 0 : ~0u << (e + 1);
            }
        }
        i += 32;
    }
    return scan_sse2(bytes, count, i);
}
#endif

size_t ts_next_phone_cluster(const uint8_t *bytes, size_t count, size_t from, size_t minimum_digits) {
    if (from >= count) return count;
#ifdef TS_X86_64
    if (__builtin_cpu_supports("avx2")) return next_cluster_avx2(bytes, count, from, minimum_digits);
    return scan_sse2(bytes, count, from);
#else
    (void)minimum_digits;
    return scan_bytes(bytes, count, from);
#endif
}

int ts_kernels_available(void) {
#ifdef TS_X86_64
    return __builtin_cpu_supports("avx2") ? 2 : 1;
#else
    return 0;
#endif
}

size_t ts_first_phone_cluster_start_with(int kernel, const uint8_t *bytes, size_t count, size_t from) {
    if (from >= count) return count;
#ifdef TS_X86_64
    if (kernel >= 2 && __builtin_cpu_supports("avx2")) return scan_avx2(bytes, count, from);
    if (kernel >= 1) return scan_sse2(bytes, count, from);
#endif
    (void)kernel;
    return scan_bytes(bytes, count, from);
}

