import Foundation
import TextSense
import TextSenseCorpus

func runBenchmark(options: Options, documents: [GoldDocument]) {
    fail("run: not yet", code: Exit.software)
}
