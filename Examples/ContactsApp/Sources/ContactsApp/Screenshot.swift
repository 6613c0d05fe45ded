import Foundation
import GtkKit
import MontageGtk

/// Renders a presented window to a PNG once it has painted: a widget paintable snapshotted into
/// a render node, rendered by the window's own renderer.
@MainActor
enum Screenshot {
    static func save(_ window: UnsafeMutablePointer<GtkWidget>, to file: String) -> Bool {
        // Let the window map (a loaded machine, or valgrind, can take long), then lay out and
        // paint (and the list bind its rows, and the avatars load) for up to 10 s more.
        let mapping = Date().addingTimeInterval(120)
        while Date() < mapping && gtk_widget_get_mapped(window) == 0 {
            g_main_context_iteration(nil, 0)
            usleep(10_000)
        }
        guard gtk_widget_get_mapped(window) != 0 else {
            FileHandle.standardError.write(Data("ContactsApp: the window did not appear within 120 s; no screenshot\n".utf8))
            return false
        }
        let deadline = Date().addingTimeInterval(10)
        var frames = 0
        while Date() < deadline && (frames < 30 || ImageLoads.pending > 0) {
            g_main_context_iteration(nil, 0)
            frames += 1
            usleep(10_000)
        }
        // The images that came have been shown: one more frame paints them.
        for _ in 0..<10 { g_main_context_iteration(nil, 0) }
        let paintable = gtk_widget_paintable_new(window)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = Double(gtk_widget_get_width(window)), height = Double(gtk_widget_get_height(window))
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        guard let node = gtk_snapshot_free_to_node(snapshot),
              let native = gtk_widget_get_native(window), let renderer = gtk_native_get_renderer(native) else {
            FileHandle.standardError.write(Data("ContactsApp: the window has nothing to render; no screenshot\n".utf8))
            return false
        }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        bounds.size.width = Float(width)
        bounds.size.height = Float(height)
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, file) != 0 else {
            FileHandle.standardError.write(Data("ContactsApp: cannot write \(file)\n".utf8))
            return false
        }
        return true
    }
}

