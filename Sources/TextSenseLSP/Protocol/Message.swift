/// JSON-RPC 2.0 error codes used by LSP 3.17.
public enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
}

/// An incoming JSON-RPC message: a request (id and method), a notification (method only) or a response to a
/// request the server sent (id, no method).
public struct Message: Sendable {
    public var id: JSON?
    public var method: String?
    public var params: JSON
    public var isRequest: Bool { id != nil && method != nil }

    /// Reads a message body; nil when it is not a JSON object with a string method or an id.
    public init?(body: some Collection<UInt8>) {
        guard let json = JSON(parsing: body), case .object(let o) = json else { return nil }
        id = o["id"].flatMap { $0 == .null ? nil : $0 }
        method = o["method"]?.string
        params = o["params"] ?? .null
        if method == nil && id == nil { return nil }
        if o["method"] != nil && method == nil { return nil }
    }

    public init(id: JSON?, method: String?, params: JSON) {
        self.id = id; self.method = method; self.params = params
    }

    public static func response(id: JSON, result: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }
    public static func error(id: JSON?, code: ErrorCode, message: String) -> JSON {
        ["jsonrpc": "2.0", "id": id ?? .null, "error": ["code": JSON(code.rawValue), "message": .string(message)]]
    }
    public static func notification(_ method: String, _ params: JSON) -> JSON {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
    public static func request(id: Int, _ method: String, _ params: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": JSON(id), "method": .string(method), "params": params]
    }
}
