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
static size_t scan_sse2(const uint8_t *bytes, size_t count, size_t from) {
    size_t i = from;
    const __m128i c30 = _mm_set1_epi8(0x30), c09 = _mm_set1_epi8(9), c28 = _mm_set1_epi8(0x28);
    const __m128i c5b = _mm_set1_epi8(0x5B), c2b = _mm_set1_epi8(0x2B), cd8 = _mm_set1_epi8((char)0xD8);
    const __m128i cfa = _mm_set1_epi8((char)0xFA), cea = _mm_set1_epi8((char)0xEA), cf0 = _mm_set1_epi8((char)0xF0);
    while (i + 16 <= count) {
        __m128i v = _mm_loadu_si128((const __m128i *)(bytes + i));
        __m128i d = _mm_sub_epi8(v, c30);
        __m128i h = _mm_sub_epi8(v, cd8);
        __m128i m = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(d, c09), d),
                         _mm_or_si128(_mm_cmpeq_epi8(v, c28), _mm_or_si128(_mm_cmpeq_epi8(v, c5b), _mm_cmpeq_epi8(v, c2b)))),
            _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(h, c09), h),
                         _mm_or_si128(_mm_cmpeq_epi8(_mm_and_si128(v, cfa), cea), _mm_cmpeq_epi8(_mm_max_epu8(v, cf0), v))));
        unsigned mask = (unsigned)_mm_movemask_epi8(m);
        if (mask) return i + (size_t)__builtin_ctz(mask);
        i += 16;
    }
    return scan_bytes(bytes, count, i);
}

__attribute__((target("avx2")))
static size_t scan_avx2(const uint8_t *bytes, size_t count, size_t from) {
    size_t i = from;
    const __m256i c30 = _mm256_set1_epi8(0x30), c09 = _mm256_set1_epi8(9), c28 = _mm256_set1_epi8(0x28);
    const __m256i c5b = _mm256_set1_epi8(0x5B), c2b = _mm256_set1_epi8(0x2B), cd8 = _mm256_set1_epi8((char)0xD8);
    const __m256i cfa = _mm256_set1_epi8((char)0xFA), cea = _mm256_set1_epi8((char)0xEA), cf0 = _mm256_set1_epi8((char)0xF0);
    while (i + 32 <= count) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(bytes + i));
        __m256i d = _mm256_sub_epi8(v, c30);
        __m256i h = _mm256_sub_epi8(v, cd8);
        __m256i m = _mm256_or_si256(
            _mm256_or_si256(_mm256_cmpeq_epi8(_mm256_min_epu8(d, c09), d),
                            _mm256_or_si256(_mm256_cmpeq_epi8(v, c28),
                                            _mm256_or_si256(_mm256_cmpeq_epi8(v, c5b), _mm256_cmpeq_epi8(v, c2b)))),
            _mm256_or_si256(_mm256_cmpeq_epi8(_mm256_min_epu8(h, c09), h),
                            _mm256_or_si256(_mm256_cmpeq_epi8(_mm256_and_si256(v, cfa), cea),
                                            _mm256_cmpeq_epi8(_mm256_max_epu8(v, cf0), v))));
        unsigned mask = (unsigned)_mm256_movemask_epi8(m);
        if (mask) return i + (size_t)__builtin_ctz(mask);
        i += 32;
    }
    return scan_sse2(bytes, count, i);
}
#endif

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

size_t ts_first_phone_cluster_start(const uint8_t *bytes, size_t count, size_t from) {
    if (from >= count) return count;
#ifdef TS_X86_64
    if (__builtin_cpu_supports("avx2")) return scan_avx2(bytes, count, from);
    return scan_sse2(bytes, count, from);
#else
    return scan_bytes(bytes, count, from);
#endif
}
