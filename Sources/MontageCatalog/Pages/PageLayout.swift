import MontageGtk
import GtkKit

/// The common frame of a gallery page: a padded vertical column with a title, a subtitle and
/// section and group headings in Montage typography.
@MainActor
package enum PageLayout {
    package static func page(title: String, subtitle: String) -> WidgetPointer {
        Build.vbox(spacing: 12, classes: ["gallery-page"], [
            Build.paragraph(title, classes: ["typo-title3", "weight-bold", "page-title"]),
            Build.paragraph(subtitle, classes: ["typo-body2", "weight-regular", "page-subtitle"]),
        ])
    }

    static func sectionTitle(_ text: String) -> WidgetPointer {
        Build.paragraph(text, classes: ["typo-heading2", "weight-bold", "section-title"])
    }

    /// A group heading; it wraps in a narrow window unless `wrap` is false (a short heading in a
    /// row, where GTK 4.8's GtkBox mismeasures a wrapping label).
    package static func groupTitle(_ text: String, wrap: Bool = true) -> WidgetPointer {
        let classes = ["typo-headline2", "weight-bold", "group-title"]
        return wrap ? Build.paragraph(text, classes: classes) : Build.label(text, classes: classes)
    }

    package static func append(_ child: WidgetPointer, to page: WidgetPointer) {
        Gtk.Box(page).append(child)
    }
}
