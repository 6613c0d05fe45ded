#!/usr/bin/python3
"""The gallery seen from outside, as a screen reader sees it: over AT-SPI.

Usage: gallery_from_outside.py PATH/TO/montage-gallery

Run inside a session bus (the accessibility bus, org.a11y.Bus, is activated on it) and an X
display, with Debian's python3-pyatspi (`make deps-test` installs it). For each check the real
gallery is started on one story (`--story`), found in the AT-SPI registry by its process id,
driven, and killed. Each check prints what it read; the first failure prints `FAIL: ...` and
exits 1. Exit 3: the AT-SPI bindings are missing.

The gallery's chrome strings are translatable, so widgets are found by the sample content's
Korean strings (never translated) and by story ids and callback names (code, not prose); the
events panel opens with its shortcut, Ctrl+Shift+E.

GTK 4.8's AT-SPI has limits that shape how this drives the app:
- Component.GrabFocus is not supported, and screen coordinates are not either (asking for them
  logs a Gtk-WARNING): a widget is focused by a real click at its window coordinates plus the
  window's origin on the X screen (xdotool), as a user's pointer (or Orca's "left click") would.
- Custom widgets have no Action: a ListCell with onTap has the button role but nothing to
  invoke, so it is clicked, then activated again with Enter from the keyboard. Asking a widget
  without actions for them gets no reply at all (a D-Bus timeout), so Action is only used on a
  GtkSwitch ("toggle").
- Typing is real key presses into the focused field (xdotool), read back through Text; GTK 4.8
  reads an end offset of -1 as 0 (an empty string), so the text is asked up to its length.
- An invalid field has the INVALID state (GTK 4.8 does not use INVALID_ENTRY).
- A password entry is ROLE_TEXT like any other field, and GTK 4.8 answers its Text.GetText
  with the entry's text whatever its visibility: the secured check reads it back and listens to
  its text-changed events (delivered while the script pumps GLib's main context).
"""

import atexit
import ctypes
import os
import signal
import subprocess
import sys
import tempfile
import time

try:
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib  # (pyatspi needs Atspi; events need GLib's loop)
    import pyatspi
except (ImportError, ValueError) as error:
    print(f"FAIL: the AT-SPI Python bindings are missing ({error}): `make deps-test` installs python3-pyatspi")
    sys.exit(3)

TIMEOUT = 10.0
POLL = 0.03
EVENTS_SHORTCUT = "ctrl+shift+e"


class Failure(Exception):
    pass


class Warned(Failure):
    """The gallery printed a GTK warning or critical (the message holds them)."""


PR_SET_PDEATHSIG = 1


def die_with_parent(sig):
    """Asks the kernel to send `sig` to this process when its parent dies (no stray galleries)."""
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, sig)


def wait_for(what, probe, timeout=TIMEOUT):
    """Polls `probe` until it returns something truthy; fails naming `what` after `timeout`."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            value = probe()
            if value:
                return value
        except Failure:
            raise
        except Exception as error:  # the tree changes under us: try again
            last_error = error
        if time.monotonic() > deadline:
            raise Failure(f"timed out after {timeout:.0f} s waiting for {what}" + (f" (last error: {last_error})" if last_error else ""))
        time.sleep(POLL)


def fresh(accessible):
    """`accessible` with libatspi's cached properties dropped, so states and names are read now."""
    accessible.clear_cache()
    return accessible


def descendants(root):
    """Every accessible under `root`, depth first (libatspi follows GTK's children-changed events)."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
        stack.extend(child for child in reversed(children) if child is not None)


def find(root, predicate):
    for node in descendants(root):
        if predicate(node):
            return node
    return None


def whole_text(text):
    """The whole text of a Text interface (GTK 4.8 takes an end of -1 as 0: ask up to the count)."""
    return text.getText(0, text.characterCount)


def states(accessible):
    return fresh(accessible).getState()


def xdotool(*arguments):
    result = subprocess.run(["timeout", "10", "xdotool", *arguments], capture_output=True, text=True)
    if result.returncode != 0:
        raise Failure(f"xdotool {' '.join(arguments)} failed ({result.returncode}): {result.stderr.strip()}")
    return result.stdout


class Gallery:
    """The gallery on one story, found on the accessibility bus; killed on exit in every path."""

    running = set()

    def __init__(self, executable, story):
        self.story = story
        self.log = tempfile.TemporaryFile()
        # Its own config folder: nothing the user's gallery remembers (text scale, right-to-left)
        # applies, and nothing is written into the user's.
        self.config = tempfile.TemporaryDirectory(prefix="montage-atspi-config-")
        environment = dict(os.environ, GTK_A11Y="atspi", XDG_CONFIG_HOME=self.config.name)
        self.process = subprocess.Popen([executable, "--story", story, "--theme", "light", "--size", "1200x800"],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self.log, env=environment,
                                        preexec_fn=lambda: die_with_parent(signal.SIGKILL))
        Gallery.running.add(self.process)
        try:
            self.app = wait_for(f"the gallery (pid {self.process.pid}) in the AT-SPI registry", self._application)
            self.frame = wait_for("the gallery's window on the bus", lambda: fresh(self.app).childCount > 0 and self.app.getChildAtIndex(0))
            self.window = wait_for("the gallery's X window", self._x_window)
            xdotool("windowfocus", "--sync", self.window)
            wait_for("the window to be active", lambda: states(self.frame).contains(pyatspi.STATE_ACTIVE))
            # GTK 4.8 reports no screen coordinates: a widget's screen position is the X window's
            # origin plus the margin GTK keeps around the window's content (the surface transform,
            # split evenly: no compositor, no shadow) plus its window coordinates.
            geometry = dict(line.split("=") for line in xdotool("getwindowgeometry", "--shell", self.window).split())
            frame = self.frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            self.origin = (int(geometry["X"]) + (int(geometry["WIDTH"]) - frame.width) // 2,
                           int(geometry["Y"]) + (int(geometry["HEIGHT"]) - frame.height) // 2)
        except BaseException:
            self.close()
            raise

    def _application(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.get_process_id() == self.process.pid:
                return app
        if self.process.poll() is not None:
            raise Failure(f"the gallery exited ({self.process.returncode}) before it appeared on the bus: {self.stderr()}")
        return None

    def _x_window(self):
        result = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)], capture_output=True, text=True)
        return result.stdout.split()[0] if result.stdout.split() else None

    def __enter__(self):
        return self

    def __exit__(self, kind, error, trace):
        self.close()
        if isinstance(error, Failure) and not isinstance(error, Warned) and self.stderr().strip():
            raise Failure(f"{error}\n--- the gallery's stderr on {self.story}:\n{self.stderr().rstrip()}") from None
        return False

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        Gallery.running.discard(self.process)
        self.config.cleanup()

    def stderr(self):
        self.log.seek(0)
        return self.log.read().decode(errors="replace")

    def check_quiet(self):
        """Fails on any GTK warning or critical the gallery printed."""
        text = self.stderr()
        bad = [line for line in text.splitlines() if "-WARNING" in line or "CRITICAL" in line]
        if bad:
            raise Warned(f"the gallery on {self.story} warned:\n" + "\n".join(bad))

    def wait_for_widget(self, what, predicate):
        return wait_for(what, lambda: find(self.frame, predicate))

    def click(self, accessible):
        """A real click at the centre of `accessible`."""
        box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        x, y = self.origin[0] + box.x + box.width // 2, self.origin[1] + box.y + box.height // 2
        # No --sync: it waits forever when the pointer is already there.
        xdotool("mousemove", str(x), str(y))
        xdotool("click", "1")

    def key(self, keys):
        xdotool("key", "--clearmodifiers", keys)

    def type(self, text):
        xdotool("type", "--clearmodifiers", "--delay", "20", text)

    def open_events(self):
        """Shows the window's events panel: every callback of every story, newest first."""
        self.key(EVENTS_SHORTCUT)

    def event_lines(self):
        """The lines the events panel shows (labels holding `<story> › `), newest first."""
        prefix = f"{self.story} › "
        return [node.name for node in descendants(self.frame)
                if node.getRole() == pyatspi.ROLE_LABEL and prefix in node.name]

    def wait_for_event(self, event):
        """Waits until the events panel's newest line is `<story> › event`; returns all lines."""
        line = f"{self.story} › {event}"
        found = []

        def probe():
            found[:] = self.event_lines()
            return found and found[0].endswith(line)
        try:
            wait_for(f"the event line '{line}'", probe, timeout=5)
        except Failure as failure:
            raise Failure(f"{failure}; the events panel shows {found!r}")
        return list(found)


def kill_stray_galleries(*_):
    for process in list(Gallery.running):
        if process.poll() is None:
            process.kill()
            process.wait()
    sys.exit(1)


def report(check, **values):
    print(f"{check}: " + " ".join(f"{key}={value!r}" for key, value in values.items()), flush=True)


def expect(check, condition, message):
    if not condition:
        raise Failure(f"{check}: {message}")


# MARK: The checks

FIELD_NAME = "이름"
FIELD_MESSAGE = "이미 사용 중인 이름입니다."
TYPED = "kimtide"


def check_text_field(executable):
    """Finds the negative TextField by its name, types into it, reads its message as its description."""
    with Gallery(executable, "textfield-icon-negative") as gallery:
        field = gallery.wait_for_widget(f"a text field named '{FIELD_NAME}'",
                                        lambda node: node.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY) and node.name == FIELD_NAME)
        text = field.queryText()
        before = whole_text(text)
        field_states = states(field)
        report("textfield", name=field.name, role=field.getRoleName(), description=field.description, text=before,
               invalid=field_states.contains(pyatspi.STATE_INVALID), editable=field_states.contains(pyatspi.STATE_EDITABLE))
        expect("textfield", field.description == FIELD_MESSAGE, f"description {field.description!r}, expected the negative message {FIELD_MESSAGE!r}")
        expect("textfield", field_states.contains(pyatspi.STATE_INVALID), "a negative field is not invalid-entry")
        expect("textfield", field_states.contains(pyatspi.STATE_EDITABLE), "the field is not editable")

        gallery.click(field)
        wait_for(f"the field '{FIELD_NAME}' to take the focus", lambda: states(field).contains(pyatspi.STATE_FOCUSED))
        gallery.key("ctrl+a")
        gallery.type(TYPED)
        typed = wait_for(f"'{TYPED}' in the field", lambda: whole_text(text) == TYPED and TYPED)
        fresh(field)
        report("textfield typed", focused=states(field).contains(pyatspi.STATE_FOCUSED), text=typed, caret=text.caretOffset,
               description=field.description)
        expect("textfield typed", field.description == FIELD_MESSAGE, f"after typing the description is {field.description!r}, expected {FIELD_MESSAGE!r}")

        gallery.open_events()
        lines = gallery.wait_for_event(f'onTextChange: "{TYPED}"')
        report("textfield event", newest=lines[0], lines=len(lines))
        gallery.check_quiet()


SWITCH_CELL = "알림 받기"


def check_switch_cell(executable):
    """Toggles the switch of the '알림 받기' cell through AT-SPI and reads its state back."""
    with Gallery(executable, "listcell-switch") as gallery:
        cell = gallery.wait_for_widget(f"the cell '{SWITCH_CELL}'",
                                       lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM and node.name.startswith(SWITCH_CELL))
        switch = find(cell, lambda node: node.getRole() in (pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_TOGGLE_BUTTON))
        expect("switch", switch is not None, f"the cell {cell.name!r} holds no switch")
        checked = states(switch).contains(pyatspi.STATE_CHECKED)
        action = switch.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
        report("switch", cell=cell.name, role=switch.getRoleName(), name=switch.name, checked=checked, actions=actions)
        expect("switch", switch.name == "알림 받기", f"the switch is named {switch.name!r}, not by its cell's label '알림 받기'")
        expect("switch", checked, "the switch of '알림 받기' starts off; the story starts it on")
        expect("switch", "toggle" in actions, f"the switch offers no 'toggle' action: {actions}")

        expect("switch", action.doAction(actions.index("toggle")), "the 'toggle' action was refused")
        wait_for("the switch to read unchecked", lambda: not states(switch).contains(pyatspi.STATE_CHECKED))
        cell_name = wait_for("the cell to say 꺼짐", lambda: "꺼짐" in fresh(cell).name and cell.name)
        report("switch toggled", cell=cell_name, checked=states(switch).contains(pyatspi.STATE_CHECKED))

        gallery.open_events()
        lines = gallery.wait_for_event("switch onSelect: false")
        report("switch event", newest=lines[0])

        expect("switch", action.doAction(actions.index("toggle")), "the 'toggle' action was refused")
        wait_for("the switch to read checked again", lambda: states(switch).contains(pyatspi.STATE_CHECKED))
        lines = gallery.wait_for_event("switch onSelect: true")
        report("switch toggled back", cell=fresh(cell).name, checked=True, newest=lines[0])
        gallery.check_quiet()


CHEVRON_CELL = "커스텀 셀"


def check_chevron_cell(executable):
    """Activates the chevron cell '커스텀 셀' (a click, Enter on the focused row, then the row's
    own action, as a screen reader presses it) and sees onTap each time."""
    with Gallery(executable, "listcell-custom") as gallery:
        row = gallery.wait_for_widget(f"the tappable cell's row '{CHEVRON_CELL}'",
                                      lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM and node.name == CHEVRON_CELL)
        action = row.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        report("chevron cell", name=row.name, role=row.getRoleName(), actions=names,
               focusable=states(row).contains(pyatspi.STATE_FOCUSABLE),
               buttons=len([node for node in descendants(row) if node.getRole() == pyatspi.ROLE_PUSH_BUTTON]))
        gallery.open_events()
        expect("chevron cell", not gallery.event_lines(), f"events before any tap: {gallery.event_lines()}")

        gallery.click(row)
        lines = gallery.wait_for_event("onTap")
        report("chevron click", newest=lines[0], taps=len(lines))
        expect("chevron click", len(lines) == 1, f"one click, {len(lines)} taps: {lines}")

        wait_for("the cell's row to have the focus after the click", lambda: states(row).contains(pyatspi.STATE_FOCUSED))
        gallery.key("Return")
        lines = wait_for("a second onTap after Enter", lambda: len(gallery.event_lines()) == 2 and gallery.event_lines())
        report("chevron enter", focused=True, newest=lines[0], taps=len(lines))

        expect("chevron action", "list-row.activate" in names, f"the row offers no action to press it: {names}")
        expect("chevron action", action.doAction(names.index("list-row.activate")), "the row's action was refused")
        lines = wait_for("a third onTap after the row's action", lambda: len(gallery.event_lines()) == 3 and gallery.event_lines())
        report("chevron action", newest=lines[0], taps=len(lines))
        gallery.check_quiet()


SECURED_SWITCH = ("Secured", "보안 입력")  # the playground's control, in English or Korean
PLAYGROUND_FIELD = "이메일"
SECRET = "pw0rd9"


def pump():
    """Dispatches what the accessibility bus has sent (events reach listeners only then)."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def check_secured_field(executable):
    """Types into the playground's field once secured: Text.getText and the text-changed events
    carry only its length (masking characters), never what was typed."""
    with Gallery(executable, "textfield-playground") as gallery:
        switch = gallery.wait_for_widget("the playground's Secured switch",
                                         lambda node: node.getRole() in (pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_TOGGLE_BUTTON)
                                         and node.name in SECURED_SWITCH)
        action = switch.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        expect("secured", "toggle" in names, f"the Secured switch offers no 'toggle' action: {names}")
        expect("secured", action.doAction(names.index("toggle")), "the 'toggle' action was refused")
        wait_for("the Secured switch to read checked", lambda: states(switch).contains(pyatspi.STATE_CHECKED))
        # The field's onTextChange on, so that typing calls it (off, nothing is called or logged).
        callback = gallery.wait_for_widget("the playground's onTextChange switch",
                                           lambda node: node.getRole() in (pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_TOGGLE_BUTTON)
                                           and node.name == "onTextChange")
        callback_action = callback.queryAction()
        callback_names = [callback_action.getName(i) for i in range(callback_action.nActions)]
        expect("secured", callback_action.doAction(callback_names.index("toggle")), "the onTextChange switch refused 'toggle'")
        wait_for("the onTextChange switch to read checked", lambda: states(callback).contains(pyatspi.STATE_CHECKED))

        changes = []
        listener = Atspi.EventListener.new(lambda event: changes.append((event.type, str(event.any_data))))
        listener.register("object:text-changed")

        def field_node():
            return find(gallery.frame, lambda node: node.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT)
                        and node.name == PLAYGROUND_FIELD)
        field = wait_for(f"the secured field '{PLAYGROUND_FIELD}'", field_node)
        gallery.click(field)
        wait_for("the secured field to take the focus", lambda: (field_node() and states(field_node()).contains(pyatspi.STATE_FOCUSED)))
        gallery.type(SECRET)

        def typed():
            pump()
            node = field_node()
            return node if node and node.queryText().characterCount == len(SECRET) else None
        field = wait_for(f"{len(SECRET)} characters in the secured field", typed)
        text = field.queryText()
        read = whole_text(text)
        pump()
        carried = [data for _, data in changes]
        report("secured", role=field.getRoleName(), count=text.characterCount, text=read, events=len(changes))
        expect("secured", SECRET not in read and not any(ch in read for ch in SECRET),
               f"Text.getText on the secured field returns {read!r}: what was typed is readable")
        leaked = [data for data in carried if any(ch in data for ch in SECRET)]
        expect("secured", not leaked, f"text-changed events carry typed characters: {leaked!r}")
        listener.deregister("object:text-changed")

        gallery.open_events()
        lines = wait_for("the secured text change in the events panel",
                         lambda: [line for line in gallery.event_lines() if "onTextChange → " in line and "hidden characters" in line] or None)
        report("secured event", newest=lines[0])
        expect("secured", not any(SECRET in line for line in gallery.event_lines()), "the events panel shows the secret")
        gallery.check_quiet()


CHECKS = {"textfield": check_text_field, "switch": check_switch_cell, "chevron": check_chevron_cell,
          "secured": check_secured_field}


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[2])
        return 2
    executable = sys.argv[1]
    if not os.access(executable, os.X_OK):
        print(f"FAIL: no gallery executable at {executable}")
        return 1
    for name in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS"):
        if not os.environ.get(name):
            print(f"FAIL: ${name} is not set: run under dbus-run-session and an X server (xvfb-run)")
            return 1
    die_with_parent(signal.SIGTERM)
    signal.signal(signal.SIGTERM, kill_stray_galleries)
    signal.signal(signal.SIGINT, kill_stray_galleries)
    atexit.register(lambda: [process.kill() for process in Gallery.running if process.poll() is None])
    selected = sys.argv[2:] or list(CHECKS)
    started = time.monotonic()
    for name in selected:
        try:
            CHECKS[name](executable)
        except Failure as failure:
            print(f"FAIL: {failure}", flush=True)
            return 1
    print(f"OK: {len(selected)} checks in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
