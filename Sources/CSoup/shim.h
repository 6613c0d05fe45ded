// libsoup 3, the GNOME stack's HTTP client and server: MontageGtk loads http(s) images through
// it, and tests serve images with its SoupServer.
#ifndef MONTAGE_CSOUP_SHIM_H
#define MONTAGE_CSOUP_SHIM_H

#include <libsoup/soup.h>

// A session allowing `max_conns` connections, `per_host` to one host (both construct-only;
// soup_session_new_with_options is variadic).
static inline SoupSession *csoup_session_new(int max_conns, int per_host) {
    return SOUP_SESSION(g_object_new(SOUP_TYPE_SESSION, "max-conns", max_conns, "max-conns-per-host", per_host, NULL));
}

// A server with every default (soup_server_new is variadic).
static inline SoupServer *csoup_server_new(void) { return SOUP_SERVER(g_object_new(SOUP_TYPE_SERVER, NULL)); }

#endif
