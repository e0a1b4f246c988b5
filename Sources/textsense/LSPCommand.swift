import Foundation
import Synchronization
import TextSenseLSP

let lspUsage = """
usage: textsense lsp [--stdio]

Runs the TextSense language server: LSP 3.17 (JSON-RPC with Content-Length framing) on standard input and
output, for editors (Neovim, Helix, VS Code, Emacs, Zed, Kate). It publishes misspelled words as
diagnostics (suggestions in each diagnostic's data), offers quick fixes, "Add to dictionary" (saved in
$XDG_CONFIG_HOME/textsense/words.txt) and "Ignore in this document", document links for links, emails
(mailto:), phone numbers (tel:) and addresses (geo:), hovers with a detection's value, sentence
capitalization of a selection, and word completion (setting "completion"). In code, only comments and
strings are checked. Settings come from initializationOptions and workspace/didChangeConfiguration
(see the README's "Language server" section). Logs go to standard error.

options:
  --stdio     talk over standard input/output (the default and only transport)
  --help, -h  show this help

exit status: 0 after shutdown and exit, 1 when the client leaves without shutdown or the stream breaks,
64 for a usage error.
"""

func runLSP(_ arguments: ArraySlice<String>) -> Int32 {
    for a in arguments {
        switch a {
        case "--help", "-h": print(lspUsage); return ExitCode.ok
        case "--stdio": continue
        default:
            printError("lsp: unknown option '\(a)'")
            FileHandle.standardError.write(Data((lspUsage + "\n").utf8))
            return ExitCode.usage
        }
    }
    let status = Mutex<Int32>(1)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let s = await Connection.run(input: .standardInput, output: .standardOutput) { line in
            FileHandle.standardError.write(Data(("textsense lsp: " + line + "\n").utf8))
        }
        status.withLock { $0 = s }
        done.signal()
    }
    done.wait()
    return status.withLock { $0 }
}
