internal import CSoup
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
    private let cancellable = Cancellable()
    private var completion: Completion?
    private var bytes: [UInt8] = []
    private var timer: UInt32 = 0
    private var timedOut = false
    private var redirects = 0
    private var message: OpaquePointer?
    private var file: FileLocation?
    private var stream: ReadStream?

    /// A fetch of `url`; nothing happens before `start`.
    init(url: String, completion: @escaping Completion) {
        self.url = url
        self.completion = completion
        limits = ImageLimits.current
        isHTTP = Self.scheme(of: url).map { $0 == "http" || $0 == "https" } ?? false
    }

    isolated deinit {
        if timer != 0 { MainLoop.remove(timer) }
        message?.unref()
        stream?.discard()
    }

    /// Starts reading.
    func start() {
        timer = MainLoop.timeout(milliseconds: limits.totalTimeout * 1_000) { [weak self] in
            guard let self else { return false }
            self.timer = 0
            self.timedOut = true
            self.cancellable.cancel()
            return false
        }
        switch ImageSource(url) {
        case .none:
            fail("no image URL")
        case .uri(let uri) where isHTTP:
            send(uri)
        case .uri(let uri):
            open(FileLocation(uri: uri))
        case .path(let path):
            open(FileLocation(path: path))
        }
    }

    /// Stops the fetch; its completion never runs.
    func cancel() {
        completion = nil
        cancellable.cancel()
    }

    // MARK: http(s)

    private func send(_ uri: String) {
        guard let message = soup_message_new("GET", uri) else { return fail("not a valid URL") }
        self.message?.unref()
        self.message = message
        soup_message_set_flags(message, SOUP_MESSAGE_NO_REDIRECT)
        soup_message_headers_replace(soup_message_get_request_headers(message), "Accept", "image/*")
        let ready = AsyncReady { source, result in
            var error: UnsafeMutablePointer<GError>?
            let stream = soup_session_send_finish(cast(source!), result, &error)
            self.received(stream.map(ReadStream.init(taking:)), GLibError(taking: &error))
        }
        soup_session_send_async(HTTPSession.shared, message, G_PRIORITY_DEFAULT, cancellable.pointer, ready.callback, ready.userData)
    }

    private func received(_ stream: ReadStream?, _ error: GLibError?) {
        guard let stream, let message else { return fail(error) }
        let status = Int(soup_message_get_status(message).rawValue)
        let headers = soup_message_get_response_headers(message)
        if (300..<400).contains(status), let location = soup_message_headers_get_one(headers, "Location") {
            stream.discard()
            redirects += 1
            guard redirects <= limits.maxRedirects else { return fail("more than \(limits.maxRedirects) redirects") }
            let target: String
            do {
                target = try URI.resolve(location, against: soup_message_get_uri(message))
            } catch {
                return fail(error)
            }
            guard let scheme = Self.scheme(of: target), scheme == "http" || scheme == "https" else {
                return fail("redirected to a URL that is not http(s)")
            }
            return send(target)
        }
        guard (200..<300).contains(status) else {
            stream.discard()
            let reason = soup_message_get_reason_phrase(message).map { String(cString: $0) } ?? ""
            return fail("HTTP \(status) \(reason)".trimmingSpaces)
        }
        if soup_message_headers_get_encoding(headers) == SOUP_ENCODING_CONTENT_LENGTH {
            let length = Int(soup_message_headers_get_content_length(headers))
            if length > limits.maxBytes {
                stream.discard()
                return fail("\(length) bytes, over the limit of \(limits.maxBytes)")
            }
        }
        read(stream)
    }

    // MARK: files

    private func open(_ file: FileLocation) {
        self.file = file
        file.inspect(cancellable: cancellable) { result in
            switch result {
            case .success(let info): self.inspected(info)
            case .failure(let error): self.fail(error)
            }
        }
    }

    private func inspected(_ info: FileLocation.Info) {
        guard let file else { return fail(nil) }
        // A FIFO or a device would block a reading thread for ever; a folder has no image.
        guard info.isRegularFile else { return fail("not a regular file") }
        guard info.size <= limits.maxBytes else { return fail("\(info.size) bytes, over the limit of \(limits.maxBytes)") }
        file.read(cancellable: cancellable) { result in
            switch result {
            case .success(let stream): self.read(stream)
            case .failure(let error): self.fail(error)
            }
        }
    }

    // MARK: reading

    private func read(_ stream: ReadStream) {
        self.stream = stream
        readNext()
    }

    private func readNext() {
        guard let stream else { return }
        stream.read(upTo: 64 * 1024, cancellable: cancellable) { result in
            switch result {
            case .success(let chunk): self.append(chunk)
            case .failure(let error): self.fail(error)
            }
        }
    }

    private func append(_ chunk: UnsafeRawBufferPointer) {
        guard !chunk.isEmpty else { return finish(.success(bytes)) }
        guard bytes.count + chunk.count <= limits.maxBytes else { return fail("over the limit of \(limits.maxBytes) bytes") }
        bytes.append(contentsOf: chunk)
        readNext()
    }

    // MARK: ending

    private func fail(_ error: GLibError?) {
        if timedOut { return fail("no image after \(limits.totalTimeout) s") }
        fail(error?.message ?? "cannot read")
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
            if case .success = result { stream.close() } else { stream.discard() }
            self.stream = nil
        }
        guard let completion else { return }
        self.completion = nil
        if isHTTP, case .success = result { HTTPSession.scheduleCacheDump() }
        completion(result)
    }

    /// The lowercase scheme of a URI, nil for a path.
    static func scheme(of url: String) -> String? {
        guard case .uri(let uri) = ImageSource(url) else { return nil }
        return URI.scheme(of: uri)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
