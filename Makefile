# montage-gtk: `make run` opens the gallery, `make test` runs every test headlessly.
# Both install what is missing from Debian first (apt-get, through sudo when not root).

SHELL := /bin/bash
.DEFAULT_GOAL := run

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BUILD_PACKAGES := libgtk-4-dev libsoup-3.0-dev libxtst-dev pkg-config gettext
RUN_PACKAGES := libgtk-4-bin librsvg2-common glib-networking dbus
# meson and the validators its tests run (make install, meson test, and the tests that check them).
MESON_PACKAGES := meson ninja-build gettext desktop-file-utils appstream
TEST_PACKAGES := xvfb xauth xdotool dbus dbus-x11 python3-pyatspi at-spi2-core tidy chromium
BROADWAY_PORT ?= 8085
# Every headless run (tests, captures, benchmarks) goes through tools/headless.sh: a session of
# its own (runtime, cache and temporary folders, D-Bus session, Xvfb display) with the
# environment of every headless run (docs/ARCHITECTURE.md): cairo renderer, no portals, memory settings,
# and a fontconfig that sees the project's fonts (Pretendard) and nothing else.
HEADLESS := tools/headless.sh

# Installs the Debian packages named in $(1) that are not installed yet.
define ensure_packages
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q "ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing:" $$missing; \
		$(SUDO) apt-get update -q && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi
endef

.PHONY: docs run test build screenshots screenshots-matrix readme-images update-goldens bench install uninstall deps deps-test clean

deps:
	$(call ensure_packages,$(BUILD_PACKAGES) $(RUN_PACKAGES))

deps-test: deps
	$(call ensure_packages,$(TEST_PACKAGES) $(MESON_PACKAGES))

# Release builds keep DWARF 4 debug info in the C targets too (clang's default is DWARF 5, which
# Debian 12's valgrind 3.19 cannot read: make check-memory).
RELEASE := swift build -c release -Xcc -gdwarf-4

build: deps locale
	$(RELEASE)

# The translations (po/<lang>.po for each language of po/LINGUAS) compiled, and checked, into
# .build/locale/<lang>/LC_MESSAGES/montage-gtk.mo, where development runs and tests find them (an
# installed gallery has its own, from meson). tools/update-po.sh refreshes the template.
.PHONY: locale
locale: deps
	@for lang in $$(grep -v '^#' po/LINGUAS); do \
		mkdir -p .build/locale/$$lang/LC_MESSAGES && \
		msgfmt --check -o .build/locale/$$lang/LC_MESSAGES/montage-gtk.mo po/$$lang.po || exit 1; \
	done

# Opens the gallery on the user's display; with no display at all, serves it through GTK's
# Broadway backend on 127.0.0.1 and prints the address to open in a browser, in a session of its
# own (runtime folder, where broadwayd and the accessibility bus put their sockets; D-Bus session).
run: build locale
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		exec .build/release/montage-gallery $(ARGS); \
	else \
		echo "No display: serving the gallery with Broadway at http://127.0.0.1:$(BROADWAY_PORT)/ (Ctrl+C to stop)"; \
		export XDG_RUNTIME_DIR=$$(mktemp -d /tmp/montage-session.XXXXXX); \
		gtk4-broadwayd --address 127.0.0.1 --port $(BROADWAY_PORT) :5 & broadwayd=$$!; \
		trap 'kill $$broadwayd 2>/dev/null; rm -rf "$$XDG_RUNTIME_DIR"' EXIT INT TERM; \
		sleep 0.5; \
		GDK_BACKEND=broadway BROADWAY_DISPLAY=:5 dbus-run-session -- .build/release/montage-gallery $(ARGS); \
	fi

test: deps-test locale
	tools/swift-tests.sh
	tools/concurrent-runs.sh

# Rewrites resources/goldens/ from the current rendering, after an intended visual change.
update-goldens: deps-test
	MONTAGE_UPDATE_GOLDENS=1 tools/swift-tests.sh --filter GoldenTests/testEveryStoryMatchesItsGolden
	@echo "Goldens rewritten in resources/goldens: review them (git diff --stat) before committing."

# Every story in both schemes into screenshots/ (ignored by git).
screenshots: build deps-test
	rm -rf screenshots
	$(HEADLESS) .build/release/montage-gallery --screenshot screenshots --index
	for scheme in light dark; do \
		$(HEADLESS) .build/release/montage-gallery --window-screenshot screenshots/gallery-$$scheme.png --theme $$scheme || exit 1; \
	done

# Every story over the pairwise matrix of the capture axes (scheme, direction, scale, text size,
# language, width) into screenshots-matrix/ (ignored by git), with its contact sheet.
screenshots-matrix: build deps-test
	rm -rf screenshots-matrix
	$(HEADLESS) .build/release/montage-gallery --screenshot screenshots-matrix --matrix pairwise --index

# The README's pictures, from the same captures.
readme-images: screenshots
	mkdir -p resources/readme
	cp screenshots/gallery-light.png screenshots/gallery-dark.png resources/readme/
	cp screenshots/listcell-slots-light.png screenshots/textfield-states-dark.png screenshots/formcontrol-group-light.png resources/readme/

# Speed and memory of the release build, one table (BENCH_JSON=path: also as JSON): each figure
# beside plain GTK doing the same work in the same run, and its target as a ratio to that
# baseline (montage-bench: the search over plain GtkLabel rows, GtkListView of 100,000 items vs
# 100, scrolling and scattered jumps vs plain rows, building 1,000 rows vs direct GTK calls,
# every story's capture vs the median story, start-up and resident memory vs a bare GTK window,
# timed by tools/first-frame.c preloaded into each).
bench: build deps-test
	$(call ensure_packages,gtk-4-examples)
	clang -shared -fPIC -O2 $$(pkg-config --cflags gtk4) -o .build/first-frame.so tools/first-frame.c $$(pkg-config --libs gtk4) -ldl
	$(HEADLESS) env BENCH_FIRST_FRAME_SO=$(CURDIR)/.build/first-frame.so .build/release/montage-bench

# valgrind memcheck over captures of every story, two stories' steps played, and a run of ContactsApp with avatars from a
# local server: no invalid access, no definitely-lost block of the project's (tools/check-memory.sh).
.PHONY: check-memory
check-memory: build deps-test
	$(call ensure_packages,valgrind)
	$(RELEASE) --product montage-bench
	# Planned again: SwiftPM keeps a dependency's list of sources while the manifests stay the
	# same, so a file added to the library would be missing from the app's build.
	rm -f Examples/ContactsApp/.build/release.yaml
	$(RELEASE) --package-path Examples/ContactsApp
	$(HEADLESS) tools/check-memory.sh

# The reference docs of the public modules (doc comments, built by the toolchain's DocC) in
# .build/docs: serve with `python3 -m http.server -d .build/docs` and open /documentation/.
docs: deps
	tools/make-docs.sh

# Installs for a user (PREFIX=~/.local) or a package (DESTDIR, PREFIX=/usr) through meson, the one
# install path (meson.build): the executable with the Swift runtime it links (<libdir>/montage-gtk, so
# it runs without the toolchain), its files at <bin>/../share/montage-gtk (Pretendard with its
# license, sample images), translations, the desktop entry, the AppStream metainfo and the app
# icons. PROFILE=development installs org.montagegtk.Gallery.Devel beside a release.
PREFIX ?= $(HOME)/.local
PROFILE ?= default
MESON_BUILD := .build/meson
install: deps
	$(call ensure_packages,$(MESON_PACKAGES))
	meson setup $(MESON_BUILD) --prefix "$(PREFIX)" -Dprofile=$(PROFILE) -Dtests=false \
		$(if $(wildcard $(MESON_BUILD)/build.ninja),--reconfigure)
	meson compile -C $(MESON_BUILD)
	env -u DESTDIR meson install -C $(MESON_BUILD) --no-rebuild $(if $(DESTDIR),--destdir "$(abspath $(DESTDIR))")

# Removes what the last `make install` installed (meson's install log).
uninstall:
	ninja -C $(MESON_BUILD) uninstall

clean:
	rm -rf .build screenshots
