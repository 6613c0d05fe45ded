import Foundation
import GtkTestSupport
import GtkKit

/// An image that loads only when the test says so: a URL on a local test server that holds
/// its answer until `deliver` (a slow network, on 127.0.0.1).
@MainActor
final class SlowImage {
    /// The image's URL.
    let path: String
    private let server: TestImageServer
    private let route = "/slow-\(UUID().uuidString).png"
    private var delivered = false

    init() throws {
        server = try TestImageServer()
        server.route(route, .held)
        path = server.url(route)
    }

    /// Answers the held request with `data` (waiting for the request if it has not come yet;
    /// a load cancelled before it asked may never come).
    func deliver(_ data: Data) {
        MainLoop.run(until: { server.requests[route, default: 0] > 0 }, timeout: 2)
        delivered = true
        server.release(route, with: [UInt8](data))
    }

    /// Answers a request still held (with nothing) and stops the server.
    func finish() {
        if !delivered { server.release(route, with: []) }
        MainLoop.drain()
        server.close()
    }
}
