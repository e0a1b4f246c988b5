import Foundation
import Synchronization

/// Runs a `LanguageServer` over a byte stream pair (stdio for `textsense lsp`).
///
/// A reader thread does the blocking reads and splits frames (it never waits on the server, so a long check
/// does not stall it; `$/cancelRequest` is noted as it arrives); the server handles bodies in order; writes
/// are serialized under a lock so frames never interleave. The run ends on `exit`, at end of input (the
/// client went away), on a lost frame boundary, or when output can no longer be written.
public enum Connection {
    /// - Returns: the process exit status: 0 after `shutdown` + `exit`, 1 otherwise (LSP 3.17 "exit").
    public static func run(input: FileHandle, output: FileHandle,
                           environment: [String: String] = ProcessInfo.processInfo.environment,
                           log: @escaping @Sendable (String) -> Void) async -> Int32 {
        let outputLock = Mutex(false)  // true once the client can no longer be written to
        let server = LanguageServer(environment: environment, log: log) { bytes in
            outputLock.withLock { broken in
                guard !broken else { return }
                do { try output.write(contentsOf: bytes) } catch { broken = true }
            }
        }
        let (bodies, continuation) = AsyncStream<[UInt8]>.makeStream()
        let failure = Mutex<String?>(nil)
        let reader = Thread {
            var buffer: [UInt8] = []
            var start = 0
            while true {
                let chunk = input.availableData
                if chunk.isEmpty { break }
                buffer.append(contentsOf: chunk)
                do {
                    while let (body, rest) = try Frame.split(buffer[start...]) {
                        let bytes = Array(body)
                        // Cancellation skips the queue (LSP 3.17 "$/cancelRequest").
                        if bytes.count < 200, let m = Message(body: bytes), m.method == "$/cancelRequest" { server.noteCancel(m.params) }
                        continuation.yield(bytes)
                        start = rest
                    }
                } catch {
                    failure.withLock { $0 = "\(error)" }
                    break
                }
                if start > 65_536 { buffer.removeFirst(start); start = 0 }
            }
            continuation.finish()
        }
        reader.start()
        for await body in bodies {
            if case .exit(let status) = await server.receive(body) { return status }
            if outputLock.withLock({ $0 }) { log("the client closed its input; stopping"); return 1 }
        }
        if let message = failure.withLock({ $0 }) {
            log("lost the frame boundary: \(message)")
            return 1
        }
        log("end of input without exit")
        return await server.hasShutDown ? 0 : 1
    }
}

extension LanguageServer {
    public var hasShutDown: Bool { isShutDown }
}
