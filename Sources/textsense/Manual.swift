import TextSense

// The man page and the bash, zsh and fish completions are generated from the same texts and option tables
// as `--help` (Usage.swift and each command's `OptionSpec` list), so they cannot drift from it:
// `textsense --generate-man` and `textsense --generate-completion bash|zsh|fish` (scripts/install.sh and
// scripts/package-deb.sh call them).

/// One command as the man page and the completions see it.
struct CommandEntry {
    let name: String
    let usage: String
    let options: [OptionSpec]
}

let lspOptions = [OptionSpec(name: "stdio", takesValue: false), OptionSpec(name: "help", takesValue: false)]

/// Every command, in `--help` order.
let commandTable: [CommandEntry] = [
    CommandEntry(name: "detect", usage: detectUsage, options: DetectCommand.options),
    CommandEntry(name: "tokenize", usage: tokenizeUsage, options: TokenizeCommand.options),
    CommandEntry(name: "correct", usage: correctUsage, options: CorrectCommand.options),
    CommandEntry(name: "capitalize", usage: capitalizeUsage, options: CapitalizeCommand.options),
    CommandEntry(name: "wrap", usage: wrapUsage, options: WrapCommand.options),
    CommandEntry(name: "validate", usage: validateUsage, options: ValidateCommand.options),
    CommandEntry(name: "edit", usage: editUsage, options: EditCommand.options),
    CommandEntry(name: "lsp", usage: lspUsage, options: lspOptions),
]

/// The options of the program itself (before any command).
let topLevelOptions = ["--help", "--version", "--generate-man", "--generate-completion"]

/// An entry of a help text's list (options, commands): its tag (`--types LIST`, `detect`) and description.
struct UsageItem {
    let tag: String
    var description: String
}

/// The items of the section `heading` (`options:`, `commands:`) of a usage text: lines indented by two
/// spaces start an item (the tag ends at two spaces), deeper lines continue its description.
func usageItems(_ usage: String, heading: String) -> [UsageItem] {
    var items: [UsageItem] = []
    var inSection = false
    for line in usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if !line.hasPrefix(" ") {
            inSection = line == heading
            continue
        }
        guard inSection else { continue }
        if line.hasPrefix("    "), !items.isEmpty {
            let more = line.trimmingSpaces()
            items[items.count - 1].description += items[items.count - 1].description.isEmpty ? more : " " + more
            continue
        }
        let body = String(line.dropFirst(2))
        guard body.hasPrefix("-") || heading == "commands:" else { continue }
        if let gap = body.range(of: "  ") {
            items.append(UsageItem(tag: String(body[..<gap.lowerBound]), description: String(body[gap.upperBound...]).trimmingSpaces()))
        } else {
            items.append(UsageItem(tag: body.trimmingSpaces(), description: ""))
        }
    }
    return items
}

/// The option names (`--types`) an item's tag lists (`--region CC, --now ISO8601` lists two).
func optionNames(inTag tag: String) -> [String] {
    tag.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "=" }).map(String.init).filter { $0.hasPrefix("--") }
}

/// The help text's description of `--name` in `usage` (empty when it has none).
func helpDescription(_ usage: String, option name: String) -> String {
    usageItems(usage, heading: "options:").first { optionNames(inTag: $0.tag).contains("--" + name) }?.description ?? ""
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

// MARK: - man page

/// Text escaped for roff: backslashes, hyphens (so options copy as ASCII), a leading dot or quote.
private func roff(_ text: String) -> String {
    var out = text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
}

/// A usage text as man page source: prose is filled, list items become tagged paragraphs, other indented
/// lines (examples) are kept as they are.
private func roffBody(_ usage: String) -> String {
    var out: [String] = []
    var section = ""
    var literal = false
    func endLiteral() { if literal { out.append(".fi"); out.append(".RE"); literal = false } }
    for line in usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if line.isEmpty { endLiteral(); out.append(".PP"); continue }
        if !line.hasPrefix(" ") {
            endLiteral()
            if line.hasSuffix(":") && !line.contains(" ") || line == "exit status:" {
                section = line
                out.append(".PP"); out.append("\\fB" + roff(line) + "\\fR")
            } else {
                if section != "" && section != "prose" { out.append(".PP") }
                section = section == "" || line.hasPrefix("usage:") ? "" : "prose"
                out.append(roff(line))
            }
            continue
        }
        let isListSection = section == "options:" || section == "commands:" || section == "environment:"
        let body = String(line.dropFirst(2))
        if isListSection, line.hasPrefix("    ") {
            out.append(roff(line.trimmingSpaces()))
        } else if isListSection, !body.hasPrefix(" "), body.hasPrefix("-") || section != "options:" {
            endLiteral()
            let tag: String, rest: String
            if let gap = body.range(of: "  ") {
                tag = String(body[..<gap.lowerBound]); rest = String(body[gap.upperBound...]).trimmingSpaces()
            } else {
                tag = body.trimmingSpaces(); rest = ""
            }
            out.append(".TP"); out.append("\\fB" + roff(tag) + "\\fR")
            if !rest.isEmpty { out.append(roff(rest)) }
        } else if isListSection {
            // A note inside an options list, e.g. "(with --records lines each line …)".
            if body.hasPrefix("(") { out.append(".PP") }
            out.append(roff(line.trimmingSpaces()))
        } else {
            if !literal { out.append(".RS 2"); out.append(".nf"); literal = true }
            out.append(roff(body))
        }
    }
    endLiteral()
    while out.last == ".PP" { out.removeLast() }
    return out.joined(separator: "\n")
}

/// textsense(1): the main help, then a section per command with its help, then the environment.
func manPage() -> String {
    var page = """
    .\\" Generated by `textsense --generate-man` from the texts of `--help`; do not edit.
    .TH TEXTSENSE 1 "" "textsense \(TextSenseVersion.string)" "User Commands"
    .nh
    .ad l
    .SH NAME
    textsense \\- find data in text, capitalize, correct, tokenize, wrap and validate it
    .SH SYNOPSIS
    .B textsense
    .I command
    [\\fIoptions\\fR] [\\fIFILE\\fR ...]
    .br
    .B textsense
    \\-\\-help | \\-\\-version
    .SH DESCRIPTION

    """
    page += roffBody(mainUsage) + "\n.SH COMMANDS\n"
    for entry in commandTable {
        page += ".SS \"textsense \(entry.name)\"\n" + roffBody(entry.usage) + "\n"
    }
    page += """
    .SH SEE ALSO
    The README of the TextSense package (/usr/share/doc/textsense) for the JSON output, the language server
    settings and the library.

    """
    return page
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

// MARK: - completions

private func shellWords(_ words: [String]) -> String { words.joined(separator: " ") }

/// A short one-line description for zsh and fish: the help text's first clause, without quotes.
private func shortDescription(_ text: String, limit: Int = 70) -> String {
    var s = text
    if let end = s.range(of: "; ") ?? s.range(of: ". ") { s = String(s[..<end.lowerBound]) }
    if s.count > limit {
        s = String(s.prefix(limit - 1))
        if let space = s.lastIndex(of: " ") { s = String(s[..<space]) }
        s += "…"
    }
    return s.filter { $0 != "'" && $0 != "\"" && $0 != "\\" && $0 != "`" && $0 != "$" }
}

/// The one-line summary of each command, from the main help's `commands:` list.
private func commandSummaries() -> [String: String] {
    Dictionary(usageItems(mainUsage, heading: "commands:").map { ($0.tag, $0.description) }, uniquingKeysWith: { a, _ in a })
}

func bashCompletion() -> String {
    var cases = ""
    for entry in commandTable {
        var valueCases = ""
        for spec in entry.options where spec.takesValue {
            let action: String
            if !spec.values.isEmpty {
                action = spec.name == "types"
                    ? "_textsense_list \"\(shellWords(spec.values))\""
                    : "COMPREPLY=($(compgen -W \"\(shellWords(spec.values))\" -- \"$cur\"))"
            } else if spec.takesFile {
                action = "COMPREPLY=($(compgen -f -- \"$cur\"))"
            } else {
                action = "COMPREPLY=()"
            }
            valueCases += "                --\(spec.name)) \(action); return ;;\n"
        }
        let names = shellWords(entry.options.map { "--" + $0.name })
        cases += """
                \(entry.name))
                    case "$prev" in
        \(valueCases)            esac
                    opts="\(names)" ;;

        """
    }
    return """
    # bash completion for textsense \(TextSenseVersion.string); generated by `textsense --generate-completion bash`.

    # Completes the last item of a comma-separated list (--types link,email,…).
    _textsense_list() {
        local head="" last="$cur"
        if [[ "$cur" == *,* ]]; then head="${cur%,*},"; last="${cur##*,}"; fi
        COMPREPLY=($(compgen -P "$head" -W "$1" -- "$last"))
        compopt -o nospace 2>/dev/null
    }

    _textsense() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" opts=""
        (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
        # --option=value: bash splits at '=' (COMP_WORDBREAKS).
        if [[ "$cur" == "=" ]]; then cur=""; elif [[ "$prev" == "=" ]] && (( COMP_CWORD > 1 )); then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
        if (( COMP_CWORD == 1 )); then
            COMPREPLY=($(compgen -W "\(shellWords(commandTable.map(\.name) + topLevelOptions))" -- "$cur"))
            return
        fi
        if [[ "${COMP_WORDS[1]}" == "--generate-completion" ]]; then
            COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")); return
        fi
        case "${COMP_WORDS[1]}" in
    \(cases)        *) return ;;
        esac
        if [[ "$cur" == -* ]]; then
            COMPREPLY=($(compgen -W "$opts" -- "$cur"))
        else
            COMPREPLY=($(compgen -f -- "$cur"))
        fi
    }
    complete -o filenames -o bashdefault -F _textsense textsense

    """
}

func zshCompletion() -> String {
    let summaries = commandSummaries()
    var commands = ""
    for entry in commandTable {
        commands += "        '\(entry.name):\(shortDescription(summaries[entry.name] ?? ""))'\n"
    }
    var cases = ""
    for entry in commandTable {
        var specs: [String] = []
        for spec in entry.options {
            let help = shortDescription(helpDescription(entry.usage, option: spec.name))
                .replacingAll("[", with: "(").replacingAll("]", with: ")").replacingAll(":", with: " -")
            var line = "'--\(spec.name)[\(help)]"
            if spec.takesValue {
                if spec.name == "types" {
                    line += ":types:_sequence compadd - \(shellWords(spec.values))"
                } else if !spec.values.isEmpty {
                    line += ":\(spec.name):(\(shellWords(spec.values)))"
                } else if spec.takesFile {
                    line += ":file:_files"
                } else {
                    line += ":\(spec.name): "
                }
            }
            specs.append(line + "'")
        }
        specs.append("'*:file:_files'")
        cases += "        \(entry.name))\n            _arguments \\\n                "
            + specs.joined(separator: " \\\n                ") + " ;;\n"
    }
    return """
    #compdef textsense
    # zsh completion for textsense \(TextSenseVersion.string); generated by `textsense --generate-completion zsh`.

    _textsense() {
        local -a commands
        commands=(
    \(commands)    )
        if (( CURRENT == 2 )); then
            _describe -t commands 'textsense command' commands
            compadd -- \(shellWords(topLevelOptions))
            return
        fi
        if [[ $words[2] == --generate-completion ]]; then compadd bash zsh fish; return; fi
        shift words
        (( CURRENT-- ))
        case $words[1] in
    \(cases)    esac
    }

    _textsense "$@"

    """
}

func fishCompletion() -> String {
    let summaries = commandSummaries()
    let names = shellWords(commandTable.map(\.name))
    var lines = [
        "# fish completion for textsense \(TextSenseVersion.string); generated by `textsense --generate-completion fish`.",
        "complete -c textsense -f",
        "complete -c textsense -n 'not __fish_seen_subcommand_from \(names)' -l help -s h -d 'show the help'",
        "complete -c textsense -n 'not __fish_seen_subcommand_from \(names)' -l version -d 'print the version'",
        "complete -c textsense -n 'not __fish_seen_subcommand_from \(names)' -l generate-man -d 'write the man page'",
        "complete -c textsense -n 'not __fish_seen_subcommand_from \(names)' -l generate-completion -x -a 'bash zsh fish' -d 'write a completion script'",
    ]
    for entry in commandTable {
        lines.append("complete -c textsense -n 'not __fish_seen_subcommand_from \(names)' -a \(entry.name) -d '\(shortDescription(summaries[entry.name] ?? ""))'")
    }
    for entry in commandTable {
        let condition = "-n '__fish_seen_subcommand_from \(entry.name)'"
        lines.append("complete -c textsense \(condition) -F")
        for spec in entry.options {
            var line = "complete -c textsense \(condition) -l \(spec.name)"
            if spec.takesValue {
                if spec.name == "types" {
                    // Comma-separated: offer each type after what is already typed.
                    line += " -x -a '(__fish_complete_list , \"string split , \(spec.values.joined(separator: ","))\")'"
                } else if !spec.values.isEmpty {
                    line += " -x -a '\(shellWords(spec.values))'"
                } else if spec.takesFile {
                    line += " -r -F"
                } else {
                    line += " -x"
                }
            }
            line += " -d '\(shortDescription(helpDescription(entry.usage, option: spec.name)))'"
            lines.append(line)
        }
    }
    return lines.joined(separator: "\n") + "\n"
}
