import Foundation
import Synchronization
import TextSense

/// The TextSense language server: LSP 3.17 for prose and the comments and strings of code. Feed it message
/// bodies in arrival order (`receive(_:)`); it writes framed replies and notifications through `send`.
///
/// Messages are handled one at a time, in order, so an edit always applies before a later request on the same
/// document; `$/cancelRequest` is read ahead of the queue (`noteArrival`), and a cancelled request that has not
/// started is answered with `RequestCancelled` (-32800). A change publishes its diagnostics unless a newer
/// change to the same document has already arrived. Each document keeps its flags with their positions and
/// encoded diagnostics, so a keystroke re-checks only the lines around it, moves the later flags, and writes
/// the publish frame by copying bytes (`DiagnosticList`).
public actor LanguageServer {
    public typealias Sender = @Sendable ([UInt8]) -> Void
    /// What the caller should do after a message.
    public enum Outcome: Sendable, Equatable { case proceed, exit(Int32) }

    private let send: Sender
    private let environment: [String: String]
    private var settings = Settings()
    private var encoding = PositionEncoding.utf16
    private var initialized = false
    private var shutDown = false
    var isShutDown: Bool { shutDown }
    private var documents: [String: Document] = [:]
    private var detector: DataDetector?
    /// The detections spelling leaves alone (links and emails: fast, and never across a line break), run over
    /// the lines being checked.
    private var skipDetector: DataDetector?
    /// Detections being built, by document.
    private var building: [String: Task<Void, Never>] = [:]
    private var checker: SpellChecker?
    private var guessCache: [String: [String]] = [:]
    private var bodyCache: [String: [UInt8]] = [:]
    /// The last publish frame: written over by the next one unless the sender kept it.
    private var publishBuffer: [UInt8] = []
    private var nextRequestID = 1
    private let cancelled = Mutex<Set<JSON>>([])
    /// The version of the last `didChange` to arrive for each document (`noteArrival`).
    private let arrived = Mutex<[String: Int]>([:])
    private let log: @Sendable (String) -> Void

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                log: @escaping @Sendable (String) -> Void = { _ in }, send: @escaping Sender) {
        self.send = send
        self.environment = environment
        self.log = log
    }

    /// Marks a request id as cancelled; callable from the reader before the request is handled.
    public nonisolated func noteCancel(_ params: JSON) {
        guard let id = params["id"] else { return }
        cancelled.withLock { _ = $0.insert(id) }
    }

    private func write(_ json: JSON) { send(Frame.encode(json.bytes)) }
    private func reply(_ id: JSON, _ result: JSON) { write(Message.response(id: id, result: result)) }
    private func fail(_ id: JSON?, _ code: ErrorCode, _ message: String) { write(Message.error(id: id, code: code, message: message)) }

    /// Handles one frame body: a parse error gets `-32700`, anything else is dispatched.
    public func receive(_ body: some Collection<UInt8> & Sendable) async -> Outcome {
        await receive(Message(body: body).map(Connection.Incoming.message) ?? .unreadable)
    }

    func receive(_ incoming: Connection.Incoming) async -> Outcome {
        guard case .message(let message) = incoming else {
            fail(nil, .parseError, "the message is not a JSON-RPC object")
            return .proceed
        }
        return await handle(message)
    }

    /// Notes a message as it arrives, before it is handled: a cancellation takes effect at once, and a
    /// change is remembered so that older changes still queued for the same document publish nothing
    /// (their diagnostics would be stale before they are read).
    public nonisolated func noteArrival(_ m: Message) {
        switch m.method {
        case "$/cancelRequest": noteCancel(m.params)
        case "textDocument/didChange":
            if let uri = m.params["textDocument"]?["uri"]?.string, let version = m.params["textDocument"]?["version"]?.int {
                arrived.withLock { $0[uri] = version }
            }
        default: break
        }
    }

    public func handle(_ m: Message) async -> Outcome {
        guard let method = m.method else { return .proceed }  // a response to window/showDocument
        if let id = m.id {
            if cancelled.withLock({ $0.remove(id) != nil }) {
                fail(id, .requestCancelled, "request \(id) was cancelled")
                return .proceed
            }
            if !initialized && method != "initialize" {
                fail(id, .serverNotInitialized, "initialize first"); return .proceed
            }
            if shutDown && method != "shutdown" {
                fail(id, .invalidRequest, "the server is shut down"); return .proceed
            }
            switch method {
            case "initialize": reply(id, initialize(m.params))
            case "shutdown": shutDown = true; reply(id, .null)
            case "textDocument/documentLink": await answer(id, m.params) { documentLinks($0) }
            case "textDocument/hover": await answer(id, m.params) { hover($0, m.params) }
            case "textDocument/codeAction": await answer(id, m.params) { codeActions($0, m.params) }
            case "textDocument/completion": await answer(id, m.params) { completions($0, m.params) }
            case "workspace/executeCommand": executeCommand(id, m.params)
            default: fail(id, .methodNotFound, "method '\(method)' is not supported")
            }
            return .proceed
        }
        switch method {
        case "exit": return .exit(shutDown ? 0 : 1)
        case "initialized", "$/setTrace": break
        case "$/cancelRequest": noteCancel(m.params)
        case "textDocument/didOpen": didOpen(m.params)
        case "textDocument/didChange": didChange(m.params)
        case "textDocument/didClose":
            if let uri = m.params["textDocument"]?["uri"]?.string {
                documents[uri] = nil
                building[uri]?.cancel()
                building[uri] = nil
                write(Message.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
            }
        case "workspace/didChangeConfiguration": configure(m.params["settings"] ?? .null); recheckAll()
        default: break  // unknown notifications are ignored (LSP 3.17 "$ Notifications and Requests")
        }
        return .proceed
    }

    /// Runs a request on an open document (once its detections are in), or answers InvalidParams for an
    /// unopened one.
    private func answer(_ id: JSON, _ params: JSON, _ body: (Document) -> JSON) async {
        guard let uri = params["textDocument"]?["uri"]?.string else { fail(id, .invalidParams, "missing textDocument.uri"); return }
        guard let doc = await ready(uri) else { fail(id, .invalidParams, "document \(uri) is not open"); return }
        reply(id, body(doc))
    }

    // MARK: Detections

    /// Builds the detections of `uri`'s current text off the actor; edits meanwhile are replayed on them.
    private func startDetections(_ uri: String) {
        guard let detector, var doc = documents.removeValue(forKey: uri) else { return }
        doc.generation += 1
        doc.session = nil
        doc.replay = []
        doc.awaitsSession = true
        let generation = doc.generation, text = doc.text
        documents[uri] = doc
        building[uri]?.cancel()
        building[uri] = Task.detached(priority: .utility) { [weak self] in
            let session = EditingSession(text: text, detector: detector)
            await self?.install(uri, generation, session)
        }
    }

    /// Puts a built session in place, the edits made since its text replayed on it.
    private func install(_ uri: String, _ generation: Int, _ built: EditingSession) {
        guard documents[uri]?.generation == generation, documents[uri]?.session == nil,
              var doc = documents.removeValue(forKey: uri) else { return }
        var session = built
        for edit in doc.replay { _ = session.replace(utf8Range: edit.range, with: edit.text) }
        doc.session = session
        doc.replay = []
        doc.awaitsSession = false
        let dropped = doc.dropFlagsInDetections()
        documents[uri] = doc
        building[uri] = nil
        if dropped { publish(uri) }
    }

    /// The open document with its detections in (waiting for them when they are being built).
    private func ready(_ uri: String) async -> Document? {
        // A build that a newer one replaced installs nothing: wait for the newest.
        var awaited: Task<Void, Never>?
        while documents[uri]?.session == nil, let task = building[uri], task != awaited {
            await task.value
            awaited = task
        }
        return documents[uri]
    }

    /// Waits until every open document's detections are in.
    public func settle() async {
        for uri in Array(building.keys) { _ = await ready(uri) }
    }

    // MARK: Lifecycle

    private func initialize(_ p: JSON) -> JSON {
        let offered = p["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string)
        encoding = PositionEncoding.negotiate(offered: offered)
        configure(p["initializationOptions"] ?? .null)
        initialized = true
        var caps: [String: JSON] = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2],
            "documentLinkProvider": ["resolveProvider": false],
            "hoverProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.rewrite"], "resolveProvider": false],
            "executeCommandProvider": ["commands": .array(Command.allCases.map { .string($0.rawValue) })],
        ]
        if settings.completion { caps["completionProvider"] = ["triggerCharacters": [], "resolveProvider": false] }
        return ["capabilities": .object(caps), "serverInfo": ["name": "textsense", "version": .string(TextSenseVersion.string)]]
    }

    private func configure(_ json: JSON) {
        let old = settings
        for problem in settings.apply(json) {
            write(Message.notification("window/showMessage", ["type": 2, "message": .string("textsense: \(problem)")]))
        }
        if detector != nil, checker != nil, old == settings { return }
        do {
            detector = try DataDetector(types: settings.detectionTypes,
                                        context: DetectionContext(locale: settings.locale, region: settings.region))
        } catch {
            notifyError("detection is off: \(error)")
            detector = try? DataDetector(types: [])
        }
        skipDetector = try? DataDetector(types: settings.detectionTypes.intersection([.link, .email]),
                                         context: DetectionContext(locale: settings.locale, region: settings.region))
        let file = settings.wordsFile ?? Settings.defaultWordsFile(environment: environment)
        do {
            checker = try SpellChecker(locale: settings.locale, keyboard: settings.keyboard, learnedWordsFile: file)
        } catch {
            notifyError("spelling is off: \(error)")
            checker = nil
        }
        guessCache = [:]
        bodyCache = [:]
    }

    private func notifyError(_ text: String) {
        log(text)
        write(Message.notification("window/showMessage", ["type": 1, "message": .string("textsense: \(text)")]))
    }

    /// What checks `doc`'s spelling: nil checker when spelling is off or the language is not checked.
    private func spelling(_ doc: Document) -> Document.Spelling {
        Document.Spelling(checker: settings.spelling && settings.languages.contains(doc.languageID) ? checker : nil,
                          skip: skipDetector)
    }

    // MARK: Documents

    private func didOpen(_ p: JSON) {
        guard let td = p["textDocument"], let uri = td["uri"]?.string, let text = td["text"]?.string else { return }
        // A client that knows no file type sends "" (Neovim without `filetype on`): read it as plain text.
        let language = td["languageId"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? "plaintext"
        documents[uri] = nil  // a reopened document's old state is not kept alive next to the new one
        var doc = Document(uri: uri, languageID: language, version: td["version"]?.int ?? 0, text: text, encoding: encoding)
        // A large document publishes as soon as the flags found fill the limit (the rest only adds after them).
        var published = false
        let version = doc.version
        doc.checkAll(spelling(doc)) { found in
            guard !published, settings.maxDiagnostics > 0, found.count >= settings.maxDiagnostics else { return }
            var first = Array(found[..<settings.maxDiagnostics])
            for k in first.indices { first[k].body = body(first[k].word) }
            DiagnosticList.frame(uri: uri, version: version, issues: first[...], into: &publishBuffer)
            send(publishBuffer)
            published = true
        }
        documents[uri] = doc
        if !published { publish(uri) }
        startDetections(uri)
    }

    private func didChange(_ p: JSON) {
        guard let uri = p["textDocument"]?["uri"]?.string, let current = documents[uri]?.version else { return }
        let version = p["textDocument"]?["version"]?.int ?? current + 1
        // Changes come from an older view of the document: drop them rather than corrupt the text.
        guard version > current, var doc = documents.removeValue(forKey: uri) else { return }
        // (Taken out of the table, the document is edited in place: its text, bytes and flags are not copied.)
        let spelling = spelling(doc)
        var replaced = false
        for change in p["contentChanges"]?.array ?? [] {
            guard let text = change["text"]?.string else { continue }
            if !doc.apply(range: LSPRange(change["range"]), text: text, spelling) { replaced = true }
        }
        doc.version = version
        documents[uri] = doc
        if replaced { startDetections(uri) }
        // A newer change has arrived: it publishes; these diagnostics would be stale on arrival.
        if arrived.withLock({ ($0[uri] ?? version) > version }) { return }
        publish(uri)
    }

    private func recheckAll() {
        for uri in Array(documents.keys) {
            guard var doc = documents.removeValue(forKey: uri) else { continue }
            doc.session = nil  // built again with the new detector; until then, flags go by links and emails
            doc.awaitsSession = false
            doc.checkAll(spelling(doc))
            documents[uri] = doc
            publish(uri)
            startDetections(uri)
        }
    }

    private func guesses(_ word: String) -> [String] {
        if let g = guessCache[word] { return g }
        let g = checker?.guesses(for: word, limit: 5) ?? []
        if guessCache.count > 50_000 { guessCache = [:] }
        guessCache[word] = g
        return g
    }

    /// The encoded diagnostic body of a flagged word, shared by all its flags in every document.
    private func body(_ word: String) -> [UInt8] {
        if let b = bodyCache[word] { return b }
        let b = DiagnosticList.body(word: word, severity: settings.severity, suggestions: guesses(word))
        if bodyCache.count > 50_000 { bodyCache = [:] }
        bodyCache[word] = b
        return b
    }

    /// Publishes `uri`'s diagnostics, encoding the bodies of the flags published for the first time.
    private func publish(_ uri: String) {
        guard var doc = documents.removeValue(forKey: uri) else { return }
        let limit = settings.maxDiagnostics == 0 ? doc.issues.count : min(settings.maxDiagnostics, doc.issues.count)
        for k in 0..<limit where doc.issues[k].body.isEmpty { doc.issues[k].body = body(doc.issues[k].word) }
        documents[uri] = doc
        DiagnosticList.frame(uri: doc.uri, version: doc.version, issues: doc.issues[..<limit], into: &publishBuffer)
        send(publishBuffer)
    }

    // MARK: Features

    private func documentLinks(_ doc: Document) -> JSON {
        .array(doc.detections.compactMap { d -> JSON? in
            guard let url = Self.target(of: d) else { return nil }
            return ["range": doc.lines.range(ofUTF8: d.utf8Range, encoding: doc.encoding).json,
                    "target": .string(url.absoluteString), "tooltip": .string(Self.tooltip(d))]
        })
    }

    /// `https:` for links, `mailto:` for emails, `tel:` for phones, `geo:` for addresses, none for dates.
    static func target(of d: Detection) -> URL? {
        switch d.kind {
        case .link, .email: return HTMLMarkup.href(for: d)
        case .phone: return d.actions.first { $0.kind == .call }?.url
        case .address: return d.actions.first { $0.kind == .showOnMap }?.url
        case .tracking, .flight: return d.actions.first { $0.kind == .open }?.url
        case .date, .money, .quantity: return nil
        }
    }

    static func tooltip(_ d: Detection) -> String {
        switch d.value {
        case .link(let v): return v.url.absoluteString
        case .email(let v): return v.address
        case .phone(let v): return v.e164
        case .address(let v): return v.formatted
        case .date, .money, .quantity, .tracking, .flight: return valueJSON(d)
        }
    }

    /// The detection's value in the CLI's JSON shape.
    static func valueJSON(_ d: Detection) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(d), let json = JSON(parsing: data), let value = json["value"],
              let pretty = try? encoder.encode(PrettyJSON(value)) else { return d.text }
        return String(decoding: pretty, as: UTF8.self)
    }

    private func hover(_ doc: Document, _ p: JSON) -> JSON {
        guard let pos = Position(p["position"]) else { return .null }
        let offset = doc.lines.utf8Offset(of: pos, encoding: doc.encoding)
        guard let d = doc.detection(at: offset) else { return .null }
        var md = "**\(d.kind.rawValue)** `\(d.text.replacingOccurrences(of: "`", with: "'"))`\n\n```json\n\(Self.valueJSON(d))\n```"
        let actions = d.actions.map(\.title)
        if !actions.isEmpty { md += "\n\nActions: " + actions.joined(separator: ", ") }
        return ["contents": ["kind": "markdown", "value": .string(md)],
                "range": doc.lines.range(ofUTF8: d.utf8Range, encoding: doc.encoding).json]
    }

    private func completions(_ doc: Document, _ p: JSON) -> JSON {
        guard settings.completion, let checker, let pos = Position(p["position"]) else { return [] }
        let offset = doc.lines.utf8Offset(of: pos, encoding: doc.encoding)
        let bytes = doc.lines.utf8
        var start = offset
        while start > 0, bytes[start - 1] >= 0x80 || (bytes[start - 1] | 0x20 >= 0x61 && bytes[start - 1] | 0x20 <= 0x7A) || bytes[start - 1] == 0x27 { start -= 1 }
        while start < offset, bytes[start] & 0xC0 == 0x80 { start += 1 }
        guard offset - start >= 2 else { return [] }
        let prefix = String(decoding: bytes[start..<offset], as: UTF8.self)
        let range = doc.lines.range(ofUTF8: start..<offset, encoding: doc.encoding).json
        return .array(checker.completions(for: prefix, limit: 10).map { word in
            ["label": .string(word), "kind": 1, "textEdit": ["range": range, "newText": .string(word)]]
        })
    }

    private func codeActions(_ doc: Document, _ p: JSON) -> JSON {
        guard let range = LSPRange(p["range"]) else { return [] }
        let r = doc.lines.utf8Range(of: range, encoding: doc.encoding)
        var out: [JSON] = []
        let uri = JSON.string(doc.uri)
        for issue in doc.issues where issue.utf8Range.lowerBound <= r.upperBound && r.lowerBound <= issue.utf8Range.upperBound {
            let where_ = issue.range.json
            let diagnostic: JSON = ["range": where_, "severity": JSON(settings.severity), "source": "textsense",
                                    "code": "spelling", "message": .string("Unknown word '\(issue.word)'")]
            for (i, s) in guesses(issue.word).enumerated() {
                out.append(["title": .string("Replace with '\(s)'"), "kind": "quickfix", "isPreferred": .bool(i == 0),
                            "diagnostics": [diagnostic],
                            "edit": ["changes": .object([doc.uri: [["range": where_, "newText": .string(s)]]])]])
            }
            out.append(["title": .string("Add '\(issue.word)' to dictionary"), "kind": "quickfix", "diagnostics": [diagnostic],
                        "command": ["title": "Add to dictionary", "command": .string(Command.addToDictionary.rawValue),
                                    "arguments": [.string(issue.word)]]])
            out.append(["title": .string("Ignore '\(issue.word)' in this document"), "kind": "quickfix", "diagnostics": [diagnostic],
                        "command": ["title": "Ignore in this document", "command": .string(Command.ignoreInDocument.rawValue),
                                    "arguments": [uri, .string(issue.word)]]])
        }
        for d in doc.detections where d.utf8Range.lowerBound <= r.upperBound && r.lowerBound <= d.utf8Range.upperBound {
            for a in d.actions {
                if let url = a.url {
                    out.append(["title": .string(a.title), "kind": "quickfix",
                                "command": ["title": .string(a.title), "command": .string(Command.open.rawValue), "arguments": [.string(url.absoluteString)]]])
                } else if let payload = a.payload, a.kind == .addToCalendar || a.kind == .addToContacts {
                    let ext = a.kind == .addToCalendar ? "ics" : "vcf"
                    out.append(["title": .string(a.title), "kind": "quickfix",
                                "command": ["title": .string(a.title), "command": .string(Command.saveAndOpen.rawValue),
                                            "arguments": [.string(payload), .string(ext)]]])
                }
            }
        }
        if !r.isEmpty, let capitalizer = try? Capitalizer(locale: settings.locale) {
            let selected = doc.string(r)
            let fixed = capitalizer.capitalized(selected, .sentences)
            if fixed != selected {
                out.append(["title": "Capitalize sentences", "kind": "refactor.rewrite",
                            "edit": ["changes": .object([doc.uri: [["range": doc.lines.range(ofUTF8: r, encoding: doc.encoding).json,
                                                                   "newText": .string(fixed)]]])]])
            }
        }
        return .array(out)
    }

    /// The commands code actions run through `workspace/executeCommand`.
    enum Command: String, CaseIterable {
        case addToDictionary = "textsense.addToDictionary"
        case ignoreInDocument = "textsense.ignoreInDocument"
        case open = "textsense.open"
        case saveAndOpen = "textsense.saveAndOpen"
    }

    private func executeCommand(_ id: JSON, _ p: JSON) {
        let args = p["arguments"]?.array ?? []
        switch p["command"]?.string.flatMap(Command.init(rawValue:)) {
        case .addToDictionary:
            guard let word = args.first?.string, checker != nil else { fail(id, .invalidParams, "expected [word]"); return }
            do {
                if let dir = checker?.learnedWordsFile?.deletingLastPathComponent() {
                    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                }
                try checker?.learn(word)
            } catch {
                notifyError("\(error)")
            }
            for uri in Array(documents.keys) {
                documents[uri]?.drop(word)
                publish(uri)
            }
            reply(id, .null)
        case .ignoreInDocument:
            guard args.count == 2, let uri = args[0].string, let word = args[1].string else { fail(id, .invalidParams, "expected [uri, word]"); return }
            guard documents[uri] != nil else { fail(id, .invalidParams, "document \(uri) is not open"); return }
            documents[uri]?.ignored.insert(word)
            documents[uri]?.drop(word)
            publish(uri)
            reply(id, .null)
        case .open:
            guard let url = args.first?.string else { fail(id, .invalidParams, "expected [url]"); return }
            showDocument(url)
            reply(id, .null)
        case .saveAndOpen:
            guard args.count == 2, let payload = args[0].string, let ext = args[1].string, ext == "ics" || ext == "vcf" else {
                fail(id, .invalidParams, "expected [payload, \"ics\" or \"vcf\"]"); return
            }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("textsense-\(UUID().uuidString).\(ext)")
            do {
                try Data(payload.utf8).write(to: file, options: .atomic)
                showDocument(file.absoluteString)
                reply(id, .string(file.path))
            } catch {
                fail(id, .internalError, "cannot write \(file.path): \(error.localizedDescription)")
            }
        case nil:
            fail(id, .invalidParams, "unknown command '\(p["command"]?.string ?? "")'")
        }
    }

    private func showDocument(_ uri: String) {
        write(Message.request(id: nextRequestID, "window/showDocument", ["uri": .string(uri), "external": true]))
        nextRequestID += 1
    }
}

/// Encodes a `JSON` through `JSONEncoder` (for pretty printing).
private struct PrettyJSON: Encodable {
    let value: JSON
    init(_ value: JSON) { self.value = value }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch value {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let d): if d.rounded() == d, abs(d) < 9e15 { try c.encode(Int(d)) } else { try c.encode(d) }
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a.map(PrettyJSON.init))
        case .object(let o): try c.encode(o.mapValues(PrettyJSON.init))
        }
    }
}
