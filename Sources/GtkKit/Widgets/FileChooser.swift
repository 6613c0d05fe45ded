import CGtk

/// The platform's file chooser (GtkFileChooserNative: the desktop portal's in a sandbox, GTK's
/// own dialog elsewhere), modal on a window, asking for a folder to open or where to save a
/// file. `show` hands the chosen path over; the chooser frees itself once answered.
public struct FileChooser: GPointer {
    /// The raw address.
    public let gRaw: UnsafeMutableRawPointer

    /// Wraps a raw address (unchecked).
    public init(gRaw: UnsafeMutableRawPointer) { self.gRaw = gRaw }

    /// What the chooser asks for.
    public enum Purpose: Sendable {
        /// An existing folder, to open.
        case openFolder
        /// A file name in a folder, to save to.
        case save
    }

    /// A chooser titled `title` for `purpose`, modal on `parent` (a window, or none), its
    /// buttons labelled `accept` and `cancel`.
    @MainActor public init(title: String, purpose: Purpose, parent: WidgetPointer?, accept: String, cancel: String) {
        let action = switch purpose {
        case .openFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        }
        let chooser = gtk_file_chooser_native_new(title, parent.map { cast($0) }, action, accept, cancel)!
        gRaw = chooser.gRaw
        gtk_native_dialog_set_modal(cast(chooser), 1)
    }

    private var chooser: OpaquePointer { OpaquePointer(gRaw) }

    /// Suggests `name` for the file to save.
    @MainActor public func setCurrentName(_ name: String) { gtk_file_chooser_set_current_name(cast(chooser), name) }

    /// Opens in the folder at `path`.
    @MainActor public func setCurrentFolder(path: String) {
        let folder = g_file_new_for_path(path)
        _ = gtk_file_chooser_set_current_folder(cast(chooser), folder, nil)
        g_object_unref(folder?.gRaw)
    }

    /// Shows the chooser; `chosen` gets the chosen file's or folder's path when the person
    /// accepts (nothing when they cancel). The chooser then drops its own reference.
    @MainActor public func show(_ chosen: @escaping @MainActor (String) -> Void) {
        let chooser = chooser
        Signal.connect(chooser, "response") { arguments in
            if arguments.int(1) == Int(GTK_RESPONSE_ACCEPT.rawValue), let file = gtk_file_chooser_get_file(cast(chooser)) {
                if let path = String(takingGLib: g_file_get_path(file)) { chosen(path) }
                g_object_unref(file.gRaw)
            }
            g_object_unref(chooser.gRaw)  // the chooser's own reference, taken when it was made
            return nil
        }
        gtk_native_dialog_show(cast(chooser))
    }
}
