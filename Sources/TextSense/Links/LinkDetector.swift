import Foundation

// PLACEHOLDER — replaced by the real detector.
struct LinkDetector: Detector {
    let findsLinks: Bool
    let findsEmails: Bool
    init(findsLinks: Bool, findsEmails: Bool) throws(TextSenseError) {
        self.findsLinks = findsLinks
        self.findsEmails = findsEmails
    }
    func detect(in text: UTF8Text, context: DetectionContext, into candidates: inout [Candidate]) {}
}
