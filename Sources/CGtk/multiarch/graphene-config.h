// graphene's configuration header is generated per architecture and installed in the library
// folder (graphene-1.0.pc adds `-I${libdir}/graphene-1.0/include`, next to -msse flags SwiftPM
// warns about). cgtk.pc puts this folder on the search path instead, and this file forwards to
// the machine's header: graphene's own headers include it as "graphene-config.h".
#if defined(__x86_64__) && __has_include(</usr/lib/x86_64-linux-gnu/graphene-1.0/include/graphene-config.h>)
#include </usr/lib/x86_64-linux-gnu/graphene-1.0/include/graphene-config.h>
#elif defined(__aarch64__) && __has_include(</usr/lib/aarch64-linux-gnu/graphene-1.0/include/graphene-config.h>)
#include </usr/lib/aarch64-linux-gnu/graphene-1.0/include/graphene-config.h>
#elif __has_include(</usr/lib64/graphene-1.0/include/graphene-config.h>)
#include </usr/lib64/graphene-1.0/include/graphene-config.h>
#elif __has_include(</usr/lib/graphene-1.0/include/graphene-config.h>)
#include </usr/lib/graphene-1.0/include/graphene-config.h>
#else
#error "graphene-config.h not found: install GTK 4's development files (Debian: libgtk-4-dev)"
#endif
