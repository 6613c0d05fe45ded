import CGtk
/// A stylesheet installed for the default display; `load(_:)` replaces its content in place,
/// so a theme switch is one reload. Parse errors are collected, never silently dropped.
@MainActor
public final class CSSProvider {
    /// The priority of an application's own stylesheets (`GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`);
    /// one above wins over them, one below gives way.
    public static let applicationPriority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)

    /// The GtkCssProvider.
    public let provider: UnsafeMutablePointer<GtkCssProvider>
    /// Errors reported by the last `load`, as "line:column: message".
    public private(set) var errors: [String] = []
    private let priority: UInt32
    private var installed = false

    /// A provider at `priority` (default: application, above the built-in theme).
    public init(priority: UInt32 = CSSProvider.applicationPriority) {
        provider = gtk_css_provider_new()!
        self.priority = priority
        Signal.connect(provider, "parsing-error") { [weak self] args in
            guard let self, let section = args.pointer(1), let error = args.pointer(2) else { return nil }
            let location = gtk_css_section_get_start_location(OpaquePointer(section))!.pointee
            let message = String(cString: error.assumingMemoryBound(to: GError.self).pointee.message)
            self.errors.append("\(location.lines + 1):\(location.line_chars + 1): \(message)")
            return nil
        }
    }

    isolated deinit {
        if installed, let display = gdk_display_get_default() {
            gtk_style_context_remove_provider_for_display(display, cast(provider))
        }
        g_object_unref(provider.gRaw)
    }

    /// Replaces the stylesheet with `css` and installs the provider on the default display
    /// the first time. Returns the parse errors of this load (empty when clean).
    @discardableResult
    public func load(_ css: String) -> [String] {
        errors = []
        css.withCString { gtk_css_provider_load_from_data(provider, $0, -1) }
        if !installed, let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(display, cast(provider), priority)
            installed = true
        }
        return errors
    }
}
