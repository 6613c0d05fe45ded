internal import CSoup
import CGtk
import GtkKit

/// Reads the bytes of one image, bounded: http(s) through the shared libsoup session (redirects
/// followed by hand, at most `maxRedirects`), anything else through GIO (`file://`,
/// `resource://`, plain paths; only regular files). Content-Length and the bytes read are held
/// to `maxBytes`, a silent connection to `ioTimeout` and the whole load to `totalTimeout`.
/// Completes once on the main loop, unless cancelled.
@MainActor
final class ImageFetch {
    /// Why a fetch failed, as one sentence.
    struct Failure: Error {
        let reason: String
    }

    typealias Completion = @MainActor (Result<[UInt8], Failure>) -> Void

    /// The URL as given.
    let url: String
    /// Whether it goes over the network.
    let isHTTP: Bool
    private let limits: ImageLimits
    private let cancellable: UnsafeMutablePointer<GCancellable> = g_cancellable_new()
    private var completion: Completion?
    private var bytes: [UInt8] = []
    private var timer: UInt32 = 0
    private var timedOut = false
    private var redirects = 0
    private var message: OpaquePointer?
    private var file: OpaquePointer?
    private var stream: UnsafeMutablePointer<GInputStream>?

    /// A fetch of `url`; nothing happens before `start`.
    init(url: String, completion: @escaping Completion) {
        self.url = url
        self.completion = completion
        limits = ImageLimits.current
        isHTTP = Self.scheme(of: url).map { $0 == "http" || $0 == "https" } ?? false
    }

    isolated deinit {
        if timer != 0 { MainLoop.remove(timer) }
        g_object_unref(cancellable)
        if let message { g_object_unref(message.gRaw) }
        if let file { g_object_unref(file.gRaw) }
        if let stream { Self.discard(stream) }
    }

    /// Starts reading.
    func start() {
        timer = MainLoop.timeout(milliseconds: limits.totalTimeout * 1_000) { [weak self] in
            guard let self else { return false }
            self.timer = 0
            self.timedOut = true
            g_cancellable_cancel(self.cancellable)
            return false
        }
        switch ImageSource(url) {
        case .none:
            fail("no image URL")
        case .uri(let uri) where isHTTP:
            send(uri)
        case .uri(let uri):
            open(g_file_new_for_uri(uri))
        case .path(let path):
            open(g_file_new_for_path(path))
        }
    }

    /// Stops the fetch; its completion never runs.
    func cancel() {
        completion = nil
        g_cancellable_cancel(cancellable)
    }

    // MARK: http(s)

    private func send(_ uri: String) {
        guard let message = soup_message_new("GET", uri) else { return fail("not a valid URL") }
        if let old = self.message { g_object_unref(old.gRaw) }
        self.message = message
        soup_message_set_flags(message, SOUP_MESSAGE_NO_REDIRECT)
        soup_message_headers_replace(soup_message_get_request_headers(message), "Accept", "image/*")
        let ready = AsyncReady { source, result in
            var error: UnsafeMutablePointer<GError>?
            let stream = soup_session_send_finish(cast(source!), result, &error)
            self.received(stream, error)
        }
        soup_session_send_async(HTTPSession.shared, message, G_PRIORITY_DEFAULT, cancellable, ready.callback, ready.userData)
    }

    private func received(_ stream: UnsafeMutablePointer<GInputStream>?, _ error: UnsafeMutablePointer<GError>?) {
        guard let stream, let message else { return fail(error) }
        let status = Int(soup_message_get_status(message).rawValue)
        let headers = soup_message_get_response_headers(message)
        if (300..<400).contains(status), let location = soup_message_headers_get_one(headers, "Location") {
            Self.discard(stream)
            redirects += 1
            guard redirects <= limits.maxRedirects else { return fail("more than \(limits.maxRedirects) redirects") }
            var parseError: UnsafeMutablePointer<GError>?
            guard let next = g_uri_parse_relative(soup_message_get_uri(message), location, G_URI_FLAGS_NONE, &parseError) else {
                return fail(parseError)
            }
            let target = String(cString: g_uri_to_string(next))
            g_uri_unref(next)
            guard let scheme = Self.scheme(of: target), scheme == "http" || scheme == "https" else {
                return fail("redirected to a URL that is not http(s)")
            }
            return send(target)
        }
        guard (200..<300).contains(status) else {
            Self.discard(stream)
            let reason = soup_message_get_reason_phrase(message).map { String(cString: $0) } ?? ""
            return fail("HTTP \(status) \(reason)".trimmingSpaces)
        }
        if soup_message_headers_get_encoding(headers) == SOUP_ENCODING_CONTENT_LENGTH {
            let length = Int(soup_message_headers_get_content_length(headers))
            if length > limits.maxBytes {
                Self.discard(stream)
                return fail("\(length) bytes, over the limit of \(limits.maxBytes)")
            }
        }
        read(stream)
    }

    // MARK: files

    private func open(_ file: OpaquePointer?) {
        guard let file else { return fail("not a valid file") }
        self.file = file
        let ready = AsyncReady { source, result in
            var error: UnsafeMutablePointer<GError>?
            let info = g_file_query_info_finish(OpaquePointer(source), result, &error)
            self.inspected(info, error)
        }
        g_file_query_info_async(file, "standard::type,standard::size", G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, cancellable,
                                ready.callback, ready.userData)
    }

    private func inspected(_ info: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?) {
        guard let info, let file else { return fail(error) }
        let type = g_file_info_get_file_type(info)
        let size = Int(g_file_info_get_size(info))
        g_object_unref(info.gRaw)
        // A FIFO or a device would block a reading thread for ever; a folder has no image.
        guard type == G_FILE_TYPE_REGULAR else { return fail("not a regular file") }
        guard size <= limits.maxBytes else { return fail("\(size) bytes, over the limit of \(limits.maxBytes)") }
        let ready = AsyncReady { source, result in
            var error: UnsafeMutablePointer<GError>?
            let stream = g_file_read_finish(OpaquePointer(source), result, &error)
            guard let stream else { return self.fail(error) }
            self.read(cast(stream))
        }
        g_file_read_async(file, G_PRIORITY_DEFAULT, cancellable, ready.callback, ready.userData)
    }

    // MARK: reading

    private func read(_ stream: UnsafeMutablePointer<GInputStream>) {
        if let old = self.stream { g_object_unref(old) }
        self.stream = stream
        readNext()
    }

    private func readNext() {
        guard let stream else { return }
        let ready = AsyncReady { source, result in
            var error: UnsafeMutablePointer<GError>?
            let chunk = g_input_stream_read_bytes_finish(cast(source!), result, &error)
            self.append(chunk, error)
        }
        g_input_stream_read_bytes_async(stream, 64 * 1024, G_PRIORITY_DEFAULT, cancellable, ready.callback, ready.userData)
    }

    private func append(_ chunk: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?) {
        guard let chunk else { return fail(error) }
        defer { g_bytes_unref(chunk) }
        var size: gsize = 0
        let data = g_bytes_get_data(chunk, &size)
        guard size > 0, let data else { return finish(.success(bytes)) }
        guard bytes.count + Int(size) <= limits.maxBytes else { return fail("over the limit of \(limits.maxBytes) bytes") }
        bytes.append(contentsOf: UnsafeRawBufferPointer(start: data, count: Int(size)))
        readNext()
    }

    // MARK: ending

    private func fail(_ error: UnsafeMutablePointer<GError>?) {
        var error = error
        defer { g_clear_error(&error) }
        if timedOut { return fail("no image after \(limits.totalTimeout) s") }
        fail(error.map { String(cString: $0.pointee.message) } ?? "cannot read")
    }

    private func fail(_ reason: String) {
        finish(.failure(Failure(reason: timedOut ? "no image after \(limits.totalTimeout) s" : reason)))
    }

    private func finish(_ result: Result<[UInt8], Failure>) {
        if timer != 0 {
            MainLoop.remove(timer)
            timer = 0
        }
        if let stream {
            if case .success = result {
                g_input_stream_close(stream, nil, nil)
                g_object_unref(stream)
            } else {
                Self.discard(stream)
            }
            self.stream = nil
        }
        guard let completion else { return }
        self.completion = nil
        if isHTTP, case .success = result { HTTPSession.scheduleCacheDump() }
        completion(result)
    }

    /// Closes a stream without reading what is left of it (closing a response body reads the
    /// rest unless told to stop; a hostile server's rest may never end), and drops it.
    private static func discard(_ stream: UnsafeMutablePointer<GInputStream>) {
        g_input_stream_close(stream, stopped, nil)
        g_object_unref(stream)
    }

    /// A cancellable cancelled from the start: operations given it stop at once.
    private static let stopped: UnsafeMutablePointer<GCancellable> = {
        let cancellable = g_cancellable_new()!
        g_cancellable_cancel(cancellable)
        return cancellable
    }()

    /// The lowercase scheme of a URI, nil for a path.
    static func scheme(of url: String) -> String? {
        // GLib interns the lowercase scheme: nothing to free.
        guard case .uri(let uri) = ImageSource(url), let scheme = g_uri_peek_scheme(uri) else { return nil }
        return String(cString: scheme)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
