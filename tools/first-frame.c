/* first-frame.so: LD_PRELOADed by `make bench` into a GTK 4 program to time its first painted
 * frame the same way for every program (the gallery, a bare window, gtk4-demo). It wraps
 * gtk_window_present; when the window's frame clock finishes its first paint, it writes the
 * CLOCK_REALTIME nanoseconds and the resident memory (KB) to $FIRST_FRAME_FILE, once.
 * For looking closer: $FIRST_FRAME_SMAPS names a file to copy /proc/self/smaps to at that moment,
 * and FIRST_FRAME_EXIT=1 ends the program right after (for profiling up to the first frame). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static gboolean reported;

static long resident_kb(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long kb = 0;
    if (!status) return 0;
    while (fgets(line, sizeof line, status))
        if (strncmp(line, "VmRSS:", 6) == 0) kb = strtol(line + 6, NULL, 10);
    fclose(status);
    return kb;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    if (reported) return;
    reported = TRUE;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    const char *path = getenv("FIRST_FRAME_FILE");
    FILE *out = path ? fopen(path, "w") : NULL;
    if (!out) return;
    fprintf(out, "%lld %ld\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec, resident_kb());
    fclose(out);
    const char *smaps = getenv("FIRST_FRAME_SMAPS");
    if (smaps) {
        gchar *text = NULL;
        gsize length = 0;
        if (g_file_get_contents("/proc/self/smaps", &text, &length, NULL))
            g_file_set_contents(smaps, text, (gssize)length, NULL);
        g_free(text);
    }
    const char *quit = getenv("FIRST_FRAME_EXIT");
    if (quit && strcmp(quit, "1") == 0) _exit(0);
}

static void realized(GtkWidget *window, gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
}

void gtk_window_present(GtkWindow *window) {
    static void (*present)(GtkWindow *);
    if (!present) present = (void (*)(GtkWindow *))dlsym(RTLD_NEXT, "gtk_window_present");
    if (!reported && !gtk_widget_get_realized(GTK_WIDGET(window)))
        g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
    present(window);
}
