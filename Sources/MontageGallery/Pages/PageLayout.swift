import MontageGtk
import GtkKit

/// The common frame of a gallery page: a padded vertical column with a title, a subtitle and
/// section and group headings in Montage typography.
@MainActor
enum PageLayout {
    static func page(title: String, subtitle: String) -> WidgetPointer {
        Build.vbox(spacing: 12, classes: ["gallery-page"], [
            Build.label(title, classes: ["typo-title3", "weight-bold", "page-title"]),
            Build.label(subtitle, classes: ["typo-body2", "weight-regular", "page-subtitle"], wrap: true),
        ])
    }

    static func sectionTitle(_ text: String) -> WidgetPointer {
        Build.label(text, classes: ["typo-heading2", "weight-bold", "section-title"])
    }

    static func groupTitle(_ text: String) -> WidgetPointer {
        Build.label(text, classes: ["typo-headline2", "weight-bold", "group-title"])
    }

    static func append(_ child: WidgetPointer, to page: WidgetPointer) {
        gtk_box_append(cast(page), child)
    }
}
