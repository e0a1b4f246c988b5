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
        // Already in order and apart (what one detector emits): every cluster holds one candidate, and the
        // result is the input.
        var inOrder = true
        for i in 1..<candidates.count where candidates[i].range.lowerBound <= candidates[i - 1].range.lowerBound
            || candidates[i].range.lowerBound < candidates[i - 1].range.upperBound {
            inOrder = false
            break
        }
        if inOrder { return candidates }
        // Sort the bounds, not the candidates: a candidate carries its value (URLs, strings), so every move
        // of one during a sort is a copy with retains, and link-dense text holds tens of thousands. The index
        // breaks ties, which keeps the order the stable sort of the candidates themselves gave.
        var order: [(start: Int, end: Int, index: Int)] = []
        order.reserveCapacity(candidates.count)
        for (i, c) in candidates.enumerated() { order.append((c.range.lowerBound, c.range.upperBound, i)) }
        order.sort { a, b in
            a.start != b.start ? a.start < b.start : a.end != b.end ? a.end > b.end : a.index < b.index
        }
        var result: [Candidate] = []
        result.reserveCapacity(order.count)
        var clusterStart = 0
        var clusterEnd = order[0].end
        for i in 1...order.count {
            if i < order.count, order[i].start < clusterEnd {
                clusterEnd = max(clusterEnd, order[i].end)
                continue
            }
            if i - clusterStart == 1 {
                result.append(candidates[order[clusterStart].index])
            } else {
                result.append(contentsOf: resolveCluster(order[clusterStart..<i].map { candidates[$0.index] }))
            }
            if i < order.count {
                clusterStart = i
                clusterEnd = order[i].end
            }
        }
        return result
    }

    private static func resolveCluster(_ cluster: [Candidate]) -> [Candidate] {
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
