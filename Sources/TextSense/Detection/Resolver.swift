/// Makes detections non-overlapping.
///
/// The rule, applied greedily: candidates are ranked by priority (an explicit-scheme link, then an email,
/// then everything else, then weak guesses such as bare domains), then by length (longer first), then by
/// position (earlier first), then by kind order (link, email, …). Each candidate in rank order is kept unless
/// it overlaps one already kept. The result is sorted by position.
///
/// Candidates are first grouped into clusters of transitively overlapping ranges; the greedy rule runs only
/// inside a cluster, so text with many separate detections costs one sort.
///
/// - Complexity: O(n log n + Σ k²) for n candidates in clusters of size k (k is small: each detector emits
///   non-overlapping candidates).
enum Resolver {
    static func resolve(_ candidates: [Candidate]) -> [Candidate] {
        if candidates.count < 2 { return candidates }
        let byStart = candidates.sorted { a, b in
            a.range.lowerBound != b.range.lowerBound ? a.range.lowerBound < b.range.lowerBound
                : a.range.upperBound > b.range.upperBound
        }
        var result: [Candidate] = []
        result.reserveCapacity(byStart.count)
        var clusterStart = 0
        var clusterEnd = byStart[0].range.upperBound
        for i in 1...byStart.count {
            if i < byStart.count, byStart[i].range.lowerBound < clusterEnd {
                clusterEnd = max(clusterEnd, byStart[i].range.upperBound)
                continue
            }
            if i - clusterStart == 1 {
                result.append(byStart[clusterStart])
            } else {
                result.append(contentsOf: resolveCluster(byStart[clusterStart..<i]))
            }
            if i < byStart.count {
                clusterStart = i
                clusterEnd = byStart[i].range.upperBound
            }
        }
        return result
    }

    private static func resolveCluster(_ cluster: ArraySlice<Candidate>) -> [Candidate] {
        let ranked = cluster.sorted { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            if a.range.count != b.range.count { return a.range.count > b.range.count }
            if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
            return a.kind < b.kind
        }
        var kept: [Candidate] = []
        for c in ranked where !kept.contains(where: { $0.range.overlaps(c.range) }) {
            kept.append(c)
        }
        return kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
