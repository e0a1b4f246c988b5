import Foundation
import Synchronization

/// Runs a `LanguageServer` over a byte stream pair (stdio for `textsense lsp`), or over bytes in memory.
///
/// A reader thread does the blocking reads, splits frames and parses them (it never waits on the server, so
/// a long check does not stall it; `$/cancelRequest` and the versions of arriving changes are noted as they
/// come, so a change that a newer one has already overtaken is applied without publishing); the server
/// handles the messages in order; writes are serialized under a lock so frames never interleave. The run
/// ends on `exit`, at end of input (the client went away), on a lost frame boundary, or when output can no
/// longer be written.
public enum Connection {
    /// A frame body, read: a message, or bytes that are not one (answered with a parse error).
    enum Incoming: Sendable { case message(Message), unreadable }

    /// Splits the complete frames off `buffer[start...]`, parses them and notes them with the server.
    /// - Returns: the frames' messages, where the unread bytes start, and the failure that stopped the split
    ///   when a header could not be read (the frames before it are returned).
    static func frames(_ buffer: [UInt8], from start: Int, server: LanguageServer) -> (messages: [Incoming], rest: Int, failure: Frame.Failure?) {
        var start = start
        var out: [Incoming] = []
        do {
            while let (body, rest) = try Frame.split(buffer[start...]) {
                if let m = Message(body: body) {
                    server.noteArrival(m)
                    out.append(.message(m))
                } else {
                    out.append(.unreadable)
                }
                start = rest
            }
        } catch {
            return (out, start, error)
        }
        return (out, start, nil)
    }

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
        let (incoming, continuation) = AsyncStream<Incoming>.makeStream()
        let failure = Mutex<String?>(nil)
        let reader = Thread {
            var buffer: [UInt8] = []
            var start = 0
            while true {
                let chunk = input.availableData
                if chunk.isEmpty { break }
                buffer.append(contentsOf: chunk)
                let (messages, rest, broken) = frames(buffer, from: start, server: server)
                for m in messages { continuation.yield(m) }
                start = rest
                if let broken {
                    failure.withLock { $0 = "\(broken)" }
                    break
                }
                if start > 65_536 { buffer.removeFirst(start); start = 0 }
            }
            continuation.finish()
        }
        reader.start()
        for await m in incoming {
            if case .exit(let status) = await server.receive(m) { return status }
            if outputLock.withLock({ $0 }) { log("the client closed its input; stopping"); return 1 }
        }
        if let message = failure.withLock({ $0 }) {
            log("lost the frame boundary: \(message)")
            return 1
        }
        log("end of input without exit")
        return await server.hasShutDown ? 0 : 1
    }

    /// Runs a server over `input`, every byte already there (as if the client wrote it all at once and then
    /// closed its end): the frames it holds are handled in order until `exit`, the end, or a header that
    /// cannot be read; detections still being built are waited for before it returns. No process state is
    /// touched beyond the server's own (its user word file follows `environment`).
    /// - Returns: every byte the server wrote, and the exit status `run(input:output:)` would return.
    public static func run(bytes input: [UInt8], environment: [String: String],
                           log: @escaping @Sendable (String) -> Void = { _ in }) async -> (output: [UInt8], status: Int32) {
        let written = Mutex<[UInt8]>([])
        let server = LanguageServer(environment: environment, log: log) { bytes in written.withLock { $0 += bytes } }
        // The frames before an unreadable header are handled, then the run stops, as the stdio reader does.
        let (messages, _, broken) = frames(input, from: 0, server: server)
        var status: Int32?
        for m in messages {
            if case .exit(let s) = await server.receive(m) { status = s; break }
        }
        if status == nil { status = broken != nil ? 1 : (await server.hasShutDown ? 0 : 1) }
        await server.settle()  // no detection left running past the call
        return (written.withLock { $0 }, status ?? 1)
    }
}

extension LanguageServer {
    public var hasShutDown: Bool { isShutDown }
}
