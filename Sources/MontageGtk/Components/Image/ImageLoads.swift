/// The image loads of avatars and thumbnails, seen from an app: how many are under way, so an
/// app that captures its own window headlessly can wait until every image has come or failed.
@MainActor
public enum ImageLoads {
    /// Loads started and neither finished nor cancelled.
    public static var pending: Int { ImageLoader.pending }
}
