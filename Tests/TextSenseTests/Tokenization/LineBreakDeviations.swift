/// LineBreakTest.txt cases (line numbers in Unicode 15.0.0's file, Debian unicode-data) where ICU 72 under
/// `en` differs from the untailored UAX #14 answer, with the reason. ICU applies CLDR's line-break
/// tailorings (icu4c/source/data/brkitr/rules/line.txt), which UAX #14 explicitly permits.
enum LineBreakDeviations {
    static let lines: [Int: String] = [
        2265: "× 002D ÷ 0023 ÷ — CLDR/ICU tailoring: no break after HYPHEN-MINUS before an alphabetic or symbol character (keeps '-#', '-§', '-ก' together)",
        2267: "× 002D × 0308 ÷ 0023 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        2421: "× 002D ÷ 00A7 ÷ — CLDR/ICU tailoring: no break after HYPHEN-MINUS before an alphabetic or symbol character (keeps '-#', '-§', '-ก' together)",
        2423: "× 002D × 0308 ÷ 00A7 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        2425: "× 002D ÷ 50005 ÷ — CLDR/ICU tailoring: no break after HYPHEN-MINUS before an alphabetic or symbol character (keeps '-#', '-§', '-ก' together)",
        2427: "× 002D × 0308 ÷ 50005 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        2429: "× 002D ÷ 0E01 ÷ — CLDR/ICU tailoring: no break after HYPHEN-MINUS before an alphabetic or symbol character (keeps '-#', '-§', '-ก' together)",
        2431: "× 002D × 0308 ÷ 0E01 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        2873: "× 002C ÷ 0030 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        2875: "× 002C × 0308 ÷ 0030 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7477: "× 0065 × 0071 × 0075 × 0061 × 006C × 0073 × 0020 × 002E ÷ 0033 × 0035 × 0020 ÷ 0063 × 0065 × 006E × 0074 × 0073 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7576: "× 0061 × 002E ÷ 0032 × 0020 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7577: "× 0061 × 002E ÷ 0032 × 0020 ÷ 0915 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7578: "× 0061 × 002E ÷ 0032 × 0020 ÷ 672C ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7579: "× 0061 × 002E ÷ 0032 × 3000 ÷ 672C ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7580: "× 0061 × 002E ÷ 0032 × 3000 ÷ 307E ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7581: "× 0061 × 002E ÷ 0032 × 3000 ÷ 0033 ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7583: "× 0041 × 002E ÷ 0031 × 0020 ÷ BABB ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7584: "× BD24 ÷ C5B4 × 002E × 0020 ÷ 0041 × 002E ÷ 0032 × 0020 ÷ BCFC ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7585: "× BD10 ÷ C694 × 002E × 0020 ÷ 0041 × 002E ÷ 0033 × 0020 ÷ BABB ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7586: "× C694 × 002E × 0020 ÷ 0041 × 002E ÷ 0034 × 0020 ÷ BABB ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
        7587: "× 0061 × 002E ÷ 0032 × 3000 ÷ 300C ÷ — CLDR/ICU LB25 tailoring: infix separator before a digit stays together (IS × NU: ',0', '.35', 'a.2')",
    ]
}
