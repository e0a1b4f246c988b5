// Byte-scanning kernels for TextSense's hot loops, in C for the instructions Swift's SIMD types do not
// reach (movemask, AVX2 on x86-64 chosen at run time). Plain C: no types beyond <stddef.h>/<stdint.h>.
#ifndef TS_BYTESCAN_H
#define TS_BYTESCAN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The first offset at or after `from` where a phone number cluster with at least `minimum_digits` digits may
/// start, or `count`: the next ASCII digit, `(`, `[` or `+`, or one of the lead bytes D8–E1, EA, EB, EE, EF, F0–FF
/// (see ByteScan.swift), found with AVX2 when the processor has it, else SSE2 (x86-64), else a byte loop. With
/// AVX2 it also passes over short runs it can see whole within a 32-byte step: from a stop to the next ASCII byte
/// that ends every cluster (not a digit, lead, phone punctuation or extension label letter), with no non-ASCII
/// byte between and fewer than `minimum_digits` digits, no cluster can reach the minimum (prose holds about ten
/// such runs for each number). With `minimum_digits` 0 it stops at every byte above.
size_t ts_next_phone_cluster(const uint8_t *bytes, size_t count, size_t from, size_t minimum_digits);

/// The byte skip alone (no runs passed over) with a given kernel, for tests: 0 byte loop, 1 SSE2, 2 AVX2. A
/// kernel the machine cannot run falls back to the next simpler one; `ts_kernels_available` says which run.
size_t ts_first_phone_cluster_start_with(int kernel, const uint8_t *bytes, size_t count, size_t from);

/// The highest kernel number this machine runs (0, 1 or 2).
int ts_kernels_available(void);

#ifdef __cplusplus
}
#endif

#endif
