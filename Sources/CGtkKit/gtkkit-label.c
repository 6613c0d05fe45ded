#include "gtkkit-label.h"

// What a label measured of its text: kept until the layout it painted from changes (its text,
// attributes, font or width: GtkLabel makes a new layout or Pango bumps the layout's serial).
typedef struct {
    int width;      // the layout width it was laid out at (Pango units)
    int height;
    int baseline;
} WidthMeasure;

typedef struct {
    PangoLayout *source;   // the label's own layout this was measured from (a reference held,
                           // so a new layout never has its address)
    guint serial;          // its serial then
    int width_chars;       // the label's widths in characters then (GtkLabel keeps them out of its layout)
    int max_width_chars;
    gboolean valid;
    int text_width;        // unconstrained width (Pango units)
    int fit_margin;        // room a line needs beyond its laid-out width to stay one line
    int natural;           // GtkLabel's natural width (Pango units)
    int natural_height;    // the height and baseline at the natural width in characters, if any
    int natural_baseline;
    gboolean delegated;    // GtkLabel measures this text (an ellipsized line narrower than its text's natural width in characters)
    int minimum;           // the minimum width (Pango units)
    gboolean own_minimum;  // the minimum is the width in characters, not a layout's (see measured)
    int height;            // unconstrained height and baseline
    int baseline;
    WidthMeasure widths[2];
    int next_width;
} GtkKitLabelPrivate;

static int private_offset;
static GtkWidgetClass *label_class;
static guint64 layouts_made;

static GtkKitLabelPrivate *label_private(gpointer self) {
    return G_STRUCT_MEMBER_P(self, private_offset);
}

static int verifies = -1;

gboolean gtkkit_label_verifies(void) {
    if (verifies < 0) verifies = g_strcmp0(g_getenv("GTKKIT_LABEL_VERIFY"), "1") == 0;
    return verifies;
}

void gtkkit_label_set_verifies(gboolean verify) {
    verifies = verify != FALSE;
}

guint64 gtkkit_label_layouts_made(void) {
    return layouts_made;
}

// A copy of `layout` laid out at `width` (a measuring layout, as GtkLabel makes).
static PangoLayout *layout_at(PangoLayout *layout, int width) {
    PangoLayout *copy = pango_layout_copy(layout);
    pango_layout_set_width(copy, width);
    layouts_made++;
    return copy;
}

// The ellipsis a line shows at width 0, which is all an ellipsized line keeps there: shaped with
// the attributes at the text's start (Pango ellipsizes with the gap's first attributes) and the
// context's font, a midline one after a wide (CJK) first character, whatever the rest of the
// text. One probe per font, attributes and width of the first character, for every label.
static int ellipsis_width(PangoLayout *layout) {
    static GHashTable *widths;
    if (!widths) widths = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

    PangoAttrList *start = pango_attr_list_new();
    PangoAttrList *attributes = pango_layout_get_attributes(layout);
    if (attributes) {
        PangoAttrIterator *iterator = pango_attr_list_get_iterator(attributes);
        GSList *list = pango_attr_iterator_get_attrs(iterator);
        for (GSList *item = list; item; item = item->next) {
            PangoAttribute *attribute = item->data;
            // Segmentation marks (words, sentences) do not shape the ellipsis, and Pango reads
            // them past the end of a shorter text.
            PangoAttrType type = attribute->klass->type;
            if (type == PANGO_ATTR_WORD || type == PANGO_ATTR_SENTENCE || type == PANGO_ATTR_ALLOW_BREAKS
                || type == PANGO_ATTR_INSERT_HYPHENS) {
                pango_attribute_destroy(attribute);
                continue;
            }
            // Over the probe's one character.
            attribute->start_index = 0;
            attribute->end_index = 3;
            pango_attr_list_insert(start, attribute);
        }
        g_slist_free(list);
        pango_attr_iterator_destroy(iterator);
    }
    char *font = pango_font_description_to_string(pango_context_get_font_description(pango_layout_get_context(layout)));
    char *serialized = pango_attr_list_to_string(start);
    gboolean wide = g_unichar_iswide(g_utf8_get_char(pango_layout_get_text(layout)));
    char *key = g_strdup_printf("%s|%s|%d|%d", font, serialized, (int)pango_layout_get_ellipsize(layout), wide);
    g_free(font);
    g_free(serialized);

    gpointer found;
    int width;
    if (g_hash_table_lookup_extended(widths, key, NULL, &found)) {
        width = GPOINTER_TO_INT(found);
        g_free(key);
    } else {
        PangoLayout *probe = pango_layout_new(pango_layout_get_context(layout));
        pango_layout_set_attributes(probe, start);
        pango_layout_set_ellipsize(probe, pango_layout_get_ellipsize(layout));
        pango_layout_set_text(probe, wide ? "\xea\xb0\x80" : "x", -1);  // 가 or x
        pango_layout_set_width(probe, 0);
        pango_layout_get_size(probe, &width, NULL);
        g_object_unref(probe);
        layouts_made++;
        // Fonts and attributes are few (typography tokens); a text scale change makes new ones.
        if (g_hash_table_size(widths) >= 512) g_hash_table_remove_all(widths);
        g_hash_table_insert(widths, key, GINT_TO_POINTER(width));
    }
    pango_attr_list_unref(start);
    return width;
}

// The widest stretch of a laid-out text no line can break inside (logical extents, Pango
// units): a cluster where breaking falls back to characters, more where Pango may not break
// between two items of a word (a word marked whole holding two scripts or fonts). Pango breaks
// an item between characters, and between items only at a line break.
static int widest_unbreakable(PangoLayout *layout) {
    int count = 0;
    const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(layout, &count);
    const char *text = pango_layout_get_text(layout);
    int widest = 0, stretch = 0, offset = 0, index = 0;
    PangoLayoutRun *previous_run = NULL;
    PangoLayoutIter *iterator = pango_layout_get_iter(layout);
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iterator);
        int cluster_index = pango_layout_iter_get_index(iterator);
        if (cluster_index > index) {
            offset += (int)g_utf8_strlen(text + index, cluster_index - index);
            index = cluster_index;
        }
        PangoRectangle logical;
        pango_layout_iter_get_cluster_extents(iterator, NULL, &logical);
        gboolean boundary = run != previous_run && previous_run != NULL;
        gboolean breaks = offset < count && (boundary ? attrs[offset].is_line_break : attrs[offset].is_char_break);
        stretch = breaks || previous_run == NULL ? logical.width : stretch + logical.width;
        if (stretch > widest) widest = stretch;
        if (run) previous_run = run;
    } while (pango_layout_iter_next_cluster(iterator));
    pango_layout_iter_free(iterator);
    return widest;
}

// GtkLabel's character width: the larger of the font's approximate character and digit widths.
// Pango shapes a sample text for them on every call: kept per font and language.
static int char_pixels(PangoLayout *layout) {
    static GHashTable *widths;
    if (!widths) widths = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
    PangoContext *context = pango_layout_get_context(layout);
    char *font = pango_font_description_to_string(pango_context_get_font_description(context));
    char *key = g_strdup_printf("%s|%s", font, pango_language_to_string(pango_context_get_language(context)));
    g_free(font);
    gpointer found;
    if (g_hash_table_lookup_extended(widths, key, NULL, &found)) {
        g_free(key);
        return GPOINTER_TO_INT(found);
    }
    PangoFontMetrics *metrics = pango_context_get_metrics(context, NULL, NULL);
    int width = MAX(pango_font_metrics_get_approximate_char_width(metrics), pango_font_metrics_get_approximate_digit_width(metrics));
    pango_font_metrics_unref(metrics);
    if (g_hash_table_size(widths) >= 512) g_hash_table_remove_all(widths);
    g_hash_table_insert(widths, key, GINT_TO_POINTER(width));
    return width;
}

// Whether this label's sizes come from this file: a wrapping or an ellipsized left-to-right
// line, start-justified, without a line count on wrapping text.
// The rest is GtkLabel's (a plain line measures cheaply there already).
static gboolean measures_itself(GtkWidget *widget) {
    GtkLabel *label = GTK_LABEL(widget);
    gboolean wraps = gtk_label_get_wrap(label);
    PangoEllipsizeMode ellipsize = gtk_label_get_ellipsize(label);
    if (wraps == (ellipsize != PANGO_ELLIPSIZE_NONE)) return FALSE;
    if (wraps && gtk_label_get_lines(label) > 0) return FALSE;
    return gtk_label_get_justify(label) == GTK_JUSTIFY_LEFT && gtk_widget_get_direction(widget) != GTK_TEXT_DIR_RTL;
}

// What the label's text measures unconstrained, and its minimum width as GtkLabel computes it.
static GtkKitLabelPrivate *measured(GtkWidget *widget) {
    GtkLabel *label = GTK_LABEL(widget);
    GtkKitLabelPrivate *p = label_private(widget);
    PangoLayout *layout = gtk_label_get_layout(label);
    int characters = gtk_label_get_width_chars(label), most = gtk_label_get_max_width_chars(label);
    if (p->valid && p->source == layout && p->serial == pango_layout_get_serial(layout) && p->width_chars == characters
        && p->max_width_chars == most)
        return p;

    // Not allocated yet: the label's own layout is measured unconstrained, as GtkLabel does.
    if (gtk_widget_get_width(widget) <= 1 && pango_layout_get_width(layout) != -1) pango_layout_set_width(layout, -1);

    // Pango fits a line before taking its ends' letter spacing off: one average character
    // covers any spacing.
    p->fit_margin = char_pixels(layout);
    // The layout as painted is the unconstrained one when it was neither wrapped nor ellipsized
    // and its text fits its width with that room to spare: a line that only just fits (its ends'
    // letter spacing past the width) measures narrower laid out than unconstrained.
    PangoLayout *unconstrained = layout;
    int set_width = pango_layout_get_width(layout);
    if (set_width != -1) {
        int laid_out;
        pango_layout_get_size(layout, &laid_out, NULL);
        if (pango_layout_is_wrapped(layout) || pango_layout_is_ellipsized(layout) || laid_out + p->fit_margin > set_width)
            unconstrained = layout_at(layout, -1);
    }
    pango_layout_get_size(unconstrained, &p->text_width, &p->height);
    p->natural = p->text_width;
    p->baseline = pango_layout_get_baseline(unconstrained);

    // GtkLabel's widths in characters: the minimum, and the natural one the text is measured at.
    int character = p->fit_margin;
    int minimum_default = characters < 0 ? -1 : character * characters;
    int natural_default = most < 0 ? -1 : character * MAX(characters, most);
    p->natural_height = p->height;
    p->natural_baseline = p->baseline;
    p->delegated = FALSE;
    if (natural_default >= 0 && p->text_width + p->fit_margin > natural_default) {
        if (!gtk_label_get_wrap(label)) {
            // An ellipsized line narrower than its text: GtkLabel's.
            p->delegated = TRUE;
        } else {
            PangoLayout *wrapped = layout_at(layout, natural_default);
            pango_layout_get_size(wrapped, &p->natural, &p->natural_height);
            p->natural_baseline = pango_layout_get_baseline(wrapped);
            g_object_unref(wrapped);
        }
    }
    if (gtk_label_get_wrap(label)) {
        // GtkLabel: the width of the text wrapped at its minimum width in characters (at 0 when
        // none is set), never less than that width. Where every stretch it cannot break inside
        // fits that line with room to spare, each line stays within it but for a line end's
        // letter spacing (Pango checks a line before taking the spacing off its ends): the
        // minimum is the width in characters itself, without laying the text out at it again.
        PangoWrapMode mode = pango_layout_get_wrap(layout);
        p->own_minimum = FALSE;
        if (minimum_default > 0 && p->text_width <= minimum_default) {
            p->minimum = minimum_default;
        } else if (minimum_default > 0 && (mode == PANGO_WRAP_WORD_CHAR || mode == PANGO_WRAP_CHAR)
                   && widest_unbreakable(unconstrained) + character <= minimum_default) {
            p->minimum = minimum_default;
            p->own_minimum = TRUE;
        } else {
            PangoLayout *narrowest = layout_at(layout, MAX(minimum_default, 0));
            pango_layout_get_size(narrowest, &p->minimum, NULL);
            g_object_unref(narrowest);
            p->minimum = MAX(p->minimum, minimum_default);
        }
    } else {
        p->own_minimum = FALSE;
        p->minimum = MIN(ellipsis_width(layout), p->natural);
        p->minimum = MAX(p->minimum, minimum_default);
    }
    p->natural = MAX(p->natural, p->minimum);

    if (unconstrained != layout) g_object_unref(unconstrained);
    if (p->source != layout) {
        g_clear_object(&p->source);
        p->source = g_object_ref(layout);
    }
    p->serial = pango_layout_get_serial(layout);
    p->width_chars = characters;
    p->max_width_chars = most;
    p->valid = TRUE;
    p->widths[0].width = p->widths[1].width = G_MININT;
    return p;
}

// The height and baseline of wrapping text laid out at `width` (Pango units).
static void wrapped_at(GtkWidget *widget, GtkKitLabelPrivate *p, int width, int *height, int *baseline) {
    if (width >= p->text_width + p->fit_margin) {
        // A text that fits the line is laid out as unconstrained.
        *height = p->height;
        *baseline = p->baseline;
        return;
    }
    PangoLayout *layout = p->source;
    if (pango_layout_get_width(layout) == width) {
        // The layout the label paints, laid out once for both.
        pango_layout_get_size(layout, NULL, height);
        *baseline = pango_layout_get_baseline(layout);
        return;
    }
    for (int index = 0; index < 2; index++) {
        if (p->widths[index].width == width) {
            *height = p->widths[index].height;
            *baseline = p->widths[index].baseline;
            return;
        }
    }
    PangoLayout *copy = layout_at(layout, width);
    pango_layout_get_size(copy, NULL, height);
    *baseline = pango_layout_get_baseline(copy);
    g_object_unref(copy);
    p->widths[p->next_width] = (WidthMeasure){width, *height, *baseline};
    p->next_width = 1 - p->next_width;
}

static void gtkkit_label_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                                 int *minimum_baseline, int *natural_baseline) {
    gboolean wraps = gtk_label_get_wrap(GTK_LABEL(widget));
    // Width for a given height (a wrapping label in a height-for-width container never asks) is GtkLabel's.
    if (!measures_itself(widget) || (orientation == GTK_ORIENTATION_HORIZONTAL && for_size >= 0 && wraps)) {
        label_class->measure(widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
        return;
    }
    GtkKitLabelPrivate *p = measured(widget);
    if (p->delegated) {
        label_class->measure(widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
        return;
    }
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        *minimum = p->minimum;
        *natural = p->natural;
    } else if (!wraps || for_size < 0) {
        // Unconstrained (GtkLabel: an ellipsized line's both heights; a wrapping text's minimum
        // height, its natural one at its natural width in characters).
        *minimum = p->height;
        *minimum_baseline = p->baseline;
        *natural = wraps ? p->natural_height : p->height;
        *natural_baseline = wraps ? p->natural_baseline : p->baseline;
    } else {
        int height, baseline;
        wrapped_at(widget, p, for_size * PANGO_SCALE, &height, &baseline);
        *minimum = *natural = height;
        *minimum_baseline = *natural_baseline = baseline;
    }
    *minimum = PANGO_PIXELS_CEIL(*minimum);
    *natural = PANGO_PIXELS_CEIL(*natural);
    if (*minimum_baseline > 0) *minimum_baseline = PANGO_PIXELS_CEIL(*minimum_baseline);
    if (*natural_baseline > 0) *natural_baseline = PANGO_PIXELS_CEIL(*natural_baseline);

    if (gtkkit_label_verifies()) {
        int expected[4] = {0, 0, -1, -1};
        label_class->measure(widget, orientation, for_size, &expected[0], &expected[1], &expected[2], &expected[3]);
        gboolean baselines = orientation == GTK_ORIENTATION_VERTICAL;
        // A minimum of the label's own (its width in characters) may be a line end's letter
        // spacing under GtkLabel's; so may the natural width it raises.
        gboolean own = orientation == GTK_ORIENTATION_HORIZONTAL && p->own_minimum;
        // At a width its text fits but for a line end's letter spacing, GtkLabel answers from its
        // own layout when that is unwrapped (one line) and Pango then paints two: this label
        // measures what is painted.
        gboolean spacing_window = orientation == GTK_ORIENTATION_VERTICAL && wraps && for_size >= 0
            && for_size * PANGO_SCALE >= p->text_width && for_size * PANGO_SCALE < p->text_width + p->fit_margin;
        if (!spacing_window
            && ((own ? expected[0] < *minimum : expected[0] != *minimum)
                || (expected[1] != *natural && !(own && *natural == *minimum))
                || (baselines && (expected[2] != *minimum_baseline || expected[3] != *natural_baseline)))) {
            g_warning("GtkKitLabel “%s” measured %s for %d as %d, %d (baselines %d, %d); GtkLabel measures %d, %d (%d, %d)",
                      gtk_label_get_text(GTK_LABEL(widget)), orientation == GTK_ORIENTATION_HORIZONTAL ? "width" : "height",
                      for_size, *minimum, *natural, *minimum_baseline, *natural_baseline,
                      expected[0], expected[1], expected[2], expected[3]);
        }
    }
}

static void gtkkit_label_finalize(GObject *object) {
    g_clear_object(&label_private(object)->source);
    G_OBJECT_CLASS(label_class)->finalize(object);
}

static void gtkkit_label_class_init(gpointer klass, gpointer data) {
    (void)data;
    g_type_class_adjust_private_offset(klass, &private_offset);
    label_class = g_type_class_peek_parent(klass);
    G_OBJECT_CLASS(klass)->finalize = gtkkit_label_finalize;
    GTK_WIDGET_CLASS(klass)->measure = gtkkit_label_measure;
}

GType gtkkit_label_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        // GtkLabel's structures are private: the subclass takes their sizes from the type system.
        GTypeQuery query;
        g_type_query(GTK_TYPE_LABEL, &query);
        GType registered = g_type_register_static_simple(GTK_TYPE_LABEL, g_intern_static_string("GtkKitLabel"), query.class_size,
                                                         gtkkit_label_class_init, query.instance_size, NULL, 0);
        private_offset = g_type_add_instance_private(registered, sizeof(GtkKitLabelPrivate));
        g_once_init_leave(&type, registered);
    }
    return type;
}

GtkWidget *gtkkit_label_new(const char *text) {
    return g_object_new(GTKKIT_TYPE_LABEL, "label", text, NULL);
}
