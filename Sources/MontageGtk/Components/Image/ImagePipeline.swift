import GtkKit
import Synchronization

/// Where every image goes: a memory cache of decoded textures (by URL and decoded size), one
/// decode for each URL and size however many views ask, and one fetch for each URL however many
/// sizes are asked. What nobody waits for any more is cancelled.
@MainActor
enum ImagePipeline {
    /// The debug domain of the one line each failed load logs (`G_MESSAGES_DEBUG=MontageGtk-Image`).
    static let logDomain = "MontageGtk-Image"

    static let textures = TextureCache(capacity: ImageLimits.current.textureCacheBytes)
    private static var decodes: [String: ImageDecodeJob] = [:]
    private static var fetches: [String: ImageFetchJob] = [:]
    /// Decodes started, for tests (a shared URL decodes once).
    private(set) static var decodesStarted = 0
    /// Fetches started.
    private(set) static var fetchesStarted = 0
    /// Fetches under way.
    static var fetchesInFlight: Int { fetches.count }

    /// Serves `loader` with `url`: from the cache, by joining a decode under way, or by a new one.
    static func load(_ url: String, pixels: Int, loader: ImageLoader) -> ImageLoader {
        if case .none = ImageSource(url) {
            MainLoop.idle { [weak loader] in
                loader?.finish(.failed("no image URL"))
                return false
            }
            return loader
        }
        let side = decodedSide(for: pixels)
        let key = "\(side) \(url)"
        if let texture = textures.texture(key) {
            loader.finish(.loaded(texture))
            return loader
        }
        let job: ImageDecodeJob
        if let running = decodes[key] {
            job = running
        } else {
            job = ImageDecodeJob(key: key, url: url, side: side)
            decodes[key] = job
            fetch(url).jobs.append(job)
        }
        job.waiters.append(ObjectIdentifier(loader))
        job.loaders[ObjectIdentifier(loader)] = WeakLoader(loader)
        loader.job = job
        return loader
    }

    /// The shortest side images asked `pixels` across decode at (a power of two from
    /// `minimumDecodedSide` to `maxDecodedSide`), so near sizes share one decode.
    static func decodedSide(for pixels: Int) -> Int {
        let limits = ImageLimits.current
        var side = limits.minimumDecodedSide
        while side < pixels && side < limits.maxDecodedSide { side *= 2 }
        return side
    }

    private static func fetch(_ url: String) -> ImageFetchJob {
        if let running = fetches[url] { return running }
        let job = ImageFetchJob(url: url)
        fetches[url] = job
        fetchesStarted += 1
        job.fetch.start()
        return job
    }

    /// A fetch ended: each decode waiting on it decodes, or fails with it.
    static func fetched(_ job: ImageFetchJob, _ result: Result<[UInt8], ImageFetch.Failure>) {
        if fetches[job.url] === job { fetches[job.url] = nil }
        switch result {
        case .success(let bytes):
            for decode in job.jobs { start(decode, bytes) }
        case .failure(let failure):
            log(job.url, failure.reason)
            for decode in job.jobs { end(decode, .failed(failure.reason)) }
        }
    }

    private static func start(_ job: ImageDecodeJob, _ bytes: [UInt8]) {
        decodesStarted += 1
        let flag = job.cancelled
        ImageDecoder.decode(bytes, pixels: job.side, isCancelled: { flag.isSet }) { output in
            if let pixbuf = output.pixbuf {
                let texture = Texture.reference(fromPixbuf: pixbuf)
                pixbuf.unref()
                textures.insert(texture, for: job.key)
                end(job, .loaded(texture))
            } else {
                let reason = output.problem ?? "cannot decode"
                if !job.cancelled.isSet { log(job.url, reason) }
                end(job, .failed(reason))
            }
        }
    }

    private static func end(_ job: ImageDecodeJob, _ result: ImageLoader.Result) {
        if decodes[job.key] === job { decodes[job.key] = nil }
        let loaders = job.waiters.compactMap { job.loaders[$0]?.loader }
        job.waiters = []
        job.loaders = [:]
        for loader in loaders { loader.finish(result) }
    }

    /// Nobody waits for `job` any more: it stops, and so does its fetch if nothing else needs it.
    static func abandon(_ job: ImageDecodeJob) {
        job.cancelled.set()
        if decodes[job.key] === job { decodes[job.key] = nil }
        guard let fetch = fetches[job.url] else { return }
        fetch.jobs.removeAll { $0 === job }
        if fetch.jobs.isEmpty {
            fetch.fetch.cancel()
            fetches[job.url] = nil
        }
    }

    private static func log(_ url: String, _ reason: String) {
        let shown = url.count > 200 ? String(url.prefix(200)) + "…" : url
        GLog.debug("cannot load \(shown): \(reason)", domain: logDomain)
    }

    /// Forgets every decoded texture (loads under way go on).
    static func clearMemoryCache() { textures.removeAll() }
}

/// A loader held weakly by the decode it waits on.
struct WeakLoader {
    weak var loader: ImageLoader?
    init(_ loader: ImageLoader) { self.loader = loader }
}

/// One decode of one URL at one size, and the loaders waiting for it.
@MainActor
final class ImageDecodeJob {
    let key: String
    let url: String
    let side: Int
    var waiters: [ObjectIdentifier] = []
    var loaders: [ObjectIdentifier: WeakLoader] = [:]
    /// Set when nobody waits any more (read by the decoding thread).
    let cancelled = CancelFlag()

    init(key: String, url: String, side: Int) {
        self.key = key
        self.url = url
        self.side = side
    }

    /// A loader went away before its image came.
    func remove(_ loader: ObjectIdentifier) {
        waiters.removeAll { $0 == loader }
        loaders[loader] = nil
        if waiters.isEmpty { ImagePipeline.abandon(self) }
    }
}

/// One fetch of one URL, and the decodes waiting for its bytes.
@MainActor
final class ImageFetchJob {
    let url: String
    var jobs: [ImageDecodeJob] = []
    private(set) var fetch: ImageFetch!

    init(url: String) {
        self.url = url
        fetch = ImageFetch(url: url) { [unowned self] result in ImagePipeline.fetched(self, result) }
    }
}

/// A flag set on the main thread and read on the decoding thread.
final class CancelFlag: Sendable {
    private let value = Atomic(false)
    /// Whether the flag is set.
    var isSet: Bool { value.load(ordering: .acquiring) }
    /// Sets the flag.
    func set() { value.store(true, ordering: .releasing) }
}
