import Foundation
import TextSense

#if canImport(Glibc)
import Glibc
#endif

// SIGPIPE would kill the process mid-write; EPIPE is handled where output is written.
signal(SIGPIPE, SIG_IGN)

let arguments = CommandLine.arguments
guard arguments.count > 1 else {
    printError("missing command")
    FileHandle.standardError.write((mainUsage + "\n").data(using: .utf8) ?? Data())
    exit(ExitCode.usage)
}

let command = arguments[1]
let rest = arguments[2...]
let status: Int32
switch command {
case "--help", "-h", "help":
    print(mainUsage)
    status = ExitCode.ok
case "--version":
    print("textsense \(version) (ICU \(ICUError.icuVersion))")
    status = ExitCode.ok
case "--generate-man":
    print(manPage(), terminator: "")
    status = ExitCode.ok
case "--generate-completion":
    switch rest.first {
    case "bash": print(bashCompletion(), terminator: ""); status = ExitCode.ok
    case "zsh": print(zshCompletion(), terminator: ""); status = ExitCode.ok
    case "fish": print(fishCompletion(), terminator: ""); status = ExitCode.ok
    default:
        printError("--generate-completion needs a shell: bash, zsh or fish")
        status = ExitCode.usage
    }
case "detect":
    status = runCommand(usage: detectUsage) { try DetectCommand(rest) }
case "correct":
    status = runCommand(usage: correctUsage) { try CorrectCommand(rest) }
case "capitalize":
    status = runCommand(usage: capitalizeUsage) { try CapitalizeCommand(rest) }
case "wrap":
    status = runCommand(usage: wrapUsage) { try WrapCommand(rest) }
case "tokenize":
    status = runCommand(usage: tokenizeUsage) { try TokenizeCommand(rest) }
case "validate":
    status = runValidate(rest)
case "edit":
    status = runEdit(rest)
case "lsp":
    status = runLSP(rest)
default:
    printError("unknown command '\(command)'")
    FileHandle.standardError.write((mainUsage + "\n").data(using: .utf8) ?? Data())
    status = ExitCode.usage
}
exit(status)
