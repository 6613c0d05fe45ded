#!/usr/bin/env python3
"""Reads valgrind memcheck logs and says what `make check-memory` requires: no invalid read or
write (no error of any kind but leaks), and no definitely-lost block whose allocation was made
by the project's own code. A block is the project's when the first frame below the allocator
(malloc and friends, GLib's and the Swift runtime's allocation wrappers, and constructors such as
g_object_new or gtk_label_new) is in one of the
project's binaries; a block GTK, fontconfig or the Swift runtime allocated for itself is theirs.
Usage: report.py PROJECT_ROOT LOG... Prints one summary line per log and every offending record; exits 1 on any."""
import re
import sys

ALLOCATORS = re.compile(
    r"^(malloc|calloc|realloc|memalign|posix_memalign|aligned_alloc|operator new.*|"
    r"g_malloc0?|g_realloc|g_try_malloc0?|g_try_realloc|g_malloc_n|g_malloc0_n|g_realloc_n|g_slice_alloc0?|"
    r"g_memdup2?|g_strdup|g_strndup|g_strdup_printf|g_strdup_vprintf|g_strconcat|"
    r"swift_slowAlloc|swift_allocObject|swift::swift_slowAlloc.*|_swift_allocObject_.*|"
    # Constructors: an object the project made with gtk_label_new and leaked is the project's.
    r"g_type_create_instance|g_object_new\w*|[a-z]\w*_new(_\w+)?|[a-z]\w*_(copy|dup)|[a-z]\w*_ref_sink)$")
FRAME = re.compile(r"^==\d+==\s+(?:at|by) 0x[0-9A-F]+: (.+?) \((?:in )?(.+?)\)\s*$")


def records(text):
    """Yields (kind, header, frames) for each error or loss record of a log."""
    block = []
    for line in text.splitlines() + ["==0== "]:
        body = re.sub(r"^==\d+== ?", "", line)
        if body.strip() == "":
            if block:
                yield block
            block = []
        else:
            block.append(line)


def project_frames(root):
    """A test of a frame's location: in a binary built under `root`, or at a line of one of the
    project's Swift files (a build with debug info names the file)."""
    import os
    sources = set()
    for folder in ("Sources", "Examples"):
        for dirpath, _, files in os.walk(os.path.join(root, folder)):
            sources.update(f for f in files if f.endswith(".swift"))
    built = os.path.join(root, "")

    def is_ours(location):
        if location.startswith(built):
            return True
        name = location.split(":")[0]
        return name in sources
    return is_ours


def main(paths, root):
    global is_ours
    is_ours = project_frames(root)
    failed = False
    for path in paths:
        text = open(path, errors="replace").read()
        errors, project_leaks, other_leaks = [], [], 0
        for block in records(text):
            header = re.sub(r"^==\d+== ", "", block[0])
            frames = [m.groups() for m in map(FRAME.match, block[1:]) if m]
            if "definitely lost in loss record" in header:
                site = next((f for f in frames if not ALLOCATORS.match(f[0].split("(")[0].strip())), None)
                if site and is_ours(site[1]):
                    project_leaks.append(block)
                else:
                    other_leaks += 1
            elif re.match(r"(Invalid (read|write|free)|Conditional jump|Use of uninitialised|Syscall param|Mismatched free|Source and destination overlap|Argument '.*' of function)", header):
                errors.append(block)
        summary = re.findall(r"ERROR SUMMARY: .*", text)
        lost = re.findall(r"definitely lost: .*", text)
        name = path.rsplit("/", 1)[-1]
        print(f"{name}: {summary[-1] if summary else 'no summary'}; {lost[-1] if lost else 'definitely lost: 0 bytes'}"
              f" ({len(project_leaks)} records allocated by the project's code, {other_leaks} by libraries for themselves);"
              f" {len(errors)} invalid accesses or other errors")
        for block in errors + project_leaks:
            print("\n".join(block[:24]))
            print()
        failed |= bool(errors or project_leaks or not summary)
    return 1 if failed else 0


SELF_TEST = """==1== Invalid read of size 1
==1==    at 0x1: strcmp (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==1==    by 0x2: $s10MontageGtk13WidgetStylingO10setClasses (WidgetStyling.swift:15)
==1==
==1== 48 bytes in 1 blocks are definitely lost in loss record 1 of 3
==1==    at 0x3: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==1==    by 0x4: swift_slowAlloc (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
==1==    by 0x5: swift_allocObject (in /opt/swift/usr/lib/swift/linux/libswiftCore.so)
==1==    by 0x6: $s10MontageGtk11ImageLoaderC (ImageLoader.swift:30)
==1==
==1== 64 bytes in 1 blocks are definitely lost in loss record 2 of 3
==1==    at 0x7: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==1==    by 0x8: g_type_create_instance (in /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6)
==1==    by 0x9: g_object_new_with_properties (in /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6)
==1==    by 0xA: gtk_label_new (in /usr/lib/x86_64-linux-gnu/libgtk-4.so.1.800.3)
==1==    by 0xB: $s10MontageGtk5BuildO5label (WidgetStyling.swift:40)
==1==
==1== 16 bytes in 1 blocks are definitely lost in loss record 3 of 3
==1==    at 0xC: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==1==    by 0xD: g_malloc (in /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6)
==1==    by 0xE: ??? (in /usr/lib/x86_64-linux-gnu/libgtk-4.so.1.800.3)
==1==    by 0xF: $s10MontageGtk5ThemeO7install (Theme.swift:10)
==1==
==1== ERROR SUMMARY: 4 errors from 4 contexts (suppressed: 0 from 0)
"""


def self_test(root):
    """The classification on a made-up log: the invalid read and the two leaks the project
    allocated (a Swift object, a label it made) fail; GTK's own block does not."""
    global is_ours
    is_ours = project_frames(root)
    kinds = []
    for block in records(SELF_TEST):
        header = re.sub(r"^==\d+== ", "", block[0])
        frames = [m.groups() for m in map(FRAME.match, block[1:]) if m]
        if "definitely lost" in header:
            site = next((f for f in frames if not ALLOCATORS.match(f[0].split("(")[0].strip())), None)
            kinds.append("project" if site and is_ours(site[1]) else "library")
    assert kinds == ["project", "project", "library"], kinds
    print("report.py self-test: a project leak, a leaked label and an invalid read are caught; a library's own block is not")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--self-test"]:
        self_test(sys.argv[2])
        sys.exit(0)
    sys.exit(main(sys.argv[2:], sys.argv[1]))
