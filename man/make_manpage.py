#!/usr/bin/env python3
"""Writes a tool's manual page (section 1, gzipped) from its --help and
--version with Debian's help2man, so that the page can never disagree with
the tool: the --help text is its only source.

    man/make_manpage.py [--doc-dir DIR] TOOL OUTPUT.1.gz [OTHER_TOOL_NAME...]
    man/make_manpage.py --summary TOOL
    man/make_manpage.py --description OUTPUT TOOL...

The tools' --help reads "TOOL: summary" (a paragraph, possibly of several
lines), then usage lines indented by two spaces (longer ones continued on
further indented lines), then paragraphs and "Options:", then a line
"Manual: docs/PAGE.md (man TOOL)" and last an "Exit status:" section
(tools/cli/command_line.h). help2man expects GNU's "Usage: ..." /
"  or:  ..." form for a SYNOPSIS, so --print-help hands it the same text in
that form (help2man runs this script with --print-help TOOL as the
program). The whole summary becomes the NAME line, the exit codes an EXIT
STATUS section, and the other tools and the manual SEE ALSO: the manual as
installed, DIR/PAGE.md (cmake/install.cmake installs docs/ into the
documentation folder), or nothing without --doc-dir. --summary prints the
NAME line's text; --description writes the package's long description,
which lists every tool with it (cmake/package.cmake).

The archive is written with gzip -9 and no name or time stamp, as Debian's
policy asks (lintian: manpage-not-compressed-with-max-compression), so the
same build gives the same bytes.
"""
import gzip
import os
import re
import shlex
import subprocess
import sys
import tempfile
import textwrap


def run_tool(tool, option):
    return subprocess.run([tool, option], check=True, capture_output=True, text=True).stdout


def pop_blank(lines, end=0):
    while lines and not lines[end].strip():
        lines.pop(end)


class Help:
    """A tool's --help in parts: name, summary, usage lines, the text
    between them and the manual line, the manual's file name (PAGE.md or
    None) and the exit codes [(code, meaning)]."""

    def __init__(self, tool):
        self.name = os.path.basename(tool)
        lines = run_tool(tool, "--help").splitlines()
        pop_blank(lines)
        self.summary = ""
        # The name the help gives itself, and its first paragraph.
        first = re.fullmatch(r"(\S+): (.+)", lines[0].strip()) if lines else None
        if first:
            self.name = first.group(1)
            summary = [first.group(2).strip()]
            lines.pop(0)
            while lines and lines[0].strip() and not lines[0].startswith("  "):
                summary.append(lines.pop(0).strip())
            self.summary = " ".join(summary)
        pop_blank(lines)
        self.usages = []
        while lines and lines[0].startswith("  "):
            line = lines.pop(0)
            starts = line.strip().startswith(self.name + " ") or line.strip() == self.name
            if starts or not self.usages:
                self.usages.append(line.strip())
            else:  # a long usage continued on the next line
                self.usages[-1] += " " + line.strip()
        self.exit_codes = []
        if "Exit status:" in lines:
            at = lines.index("Exit status:")
            for line in lines[at + 1:]:
                entry = re.fullmatch(r"  (\d+)  (.*)", line)
                if entry:
                    self.exit_codes.append([entry.group(1), entry.group(2).strip()])
                elif line.strip() and self.exit_codes:
                    self.exit_codes[-1][1] += " " + line.strip()
            del lines[at:]
        self.manual = None
        for i, line in enumerate(lines):
            match = re.fullmatch(r"Manual: *docs/(\S+)( \(man \S+\))?", line.strip())
            if match:
                self.manual = match.group(1)
                del lines[i]
                break
        pop_blank(lines, -1)
        self.rest = "\n".join(lines)


def print_help(tool):
    help_text = Help(tool)
    out = []
    for i, usage in enumerate(help_text.usages):
        out.append(("Usage: " if i == 0 else "  or:  ") + usage)
    if help_text.summary:
        out += ["", help_text.summary[0].upper() + help_text.summary[1:].rstrip(".") + "."]
    out += ["", help_text.rest]
    print("\n".join(out))


def roff(text):
    """Plain text as roff: backslashes and hyphens escaped."""
    return text.replace("\\", "\\e").replace("-", "\\-")


def write_page(tool, output, others, doc_dir):
    name = os.path.basename(tool)
    help_text = Help(tool)
    see_also = [rf"\fB{other}\fR(1)" for other in sorted(others) if other != name]
    include = f"[NAME]\n{name} \\- {roff(help_text.summary) or 'a perftkit tool'}\n"
    if help_text.exit_codes:
        include += "[EXIT STATUS]\n"
        for code, meaning in help_text.exit_codes:
            include += f".TP\n{code}\n{roff(meaning)}\n"
    manual = os.path.join(doc_dir, help_text.manual) if doc_dir and help_text.manual else None
    if see_also or manual:
        include += "[SEE ALSO]\n" + ",\n".join(see_also) + "\n"
        if manual:
            include += f".PP\nThe full manual: {roff(manual)}\n"
    with tempfile.TemporaryDirectory() as work:
        include_file = os.path.join(work, "include.h2m")
        page_file = os.path.join(work, name + ".1")
        with open(include_file, "w") as f:
            f.write(include)
        program = " ".join(shlex.quote(part) for part in [sys.executable, os.path.abspath(__file__), "--print", tool])
        subprocess.run(["help2man", "--no-info", "--section=1", "--manual=User Commands",
                        "--version-option=--version", "--help-option=--help",
                        "--include", include_file, "--output", page_file, program], check=True)
        with open(page_file, "rb") as page:
            text = page.read()
    with open(output, "wb") as raw, gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw,
                                                  mtime=0) as packed:
        packed.write(text)


DESCRIPTION_HEAD = ("Tools that count, compare and verify move-generation trees for chess, Chess960, "
                    "Raindrop and 10x10 chess with Dragons, their EPD data sets with reference counts, "
                    "and the perftkit::core C++ library with its CMake package. The tools:")


def write_description(output, tools):
    """The package's long description: a paragraph, then "TOOL: summary"
    for every installed tool, lines of at most 79 characters (Debian's
    control file); a list line starts with a space, which Debian shows as
    it is."""
    lines = textwrap.wrap(DESCRIPTION_HEAD, 79)
    for tool in tools:
        lines += textwrap.wrap(f"{os.path.basename(tool)}: {Help(tool).summary}", 79,
                               initial_indent=" - ", subsequent_indent="   ")
    with open(output, "w") as out:
        out.write("\n".join(lines) + "\n")


def main(argv):
    if len(argv) == 3 and argv[0] == "--print":
        tool, option = argv[1], argv[2]
        if option == "--help":
            print_help(tool)
        else:
            sys.stdout.write(run_tool(tool, option))
        return 0
    if len(argv) == 2 and argv[0] == "--summary":
        print(Help(argv[1]).summary)
        return 0
    if len(argv) >= 2 and argv[0] == "--description":
        write_description(argv[1], argv[2:])
        return 0
    doc_dir = None
    if len(argv) >= 2 and argv[0] == "--doc-dir":
        doc_dir = argv[1]
        argv = argv[2:]
    if len(argv) < 2:
        print("make_manpage.py: error: usage: make_manpage.py [--doc-dir DIR] TOOL OUTPUT.1.gz [OTHER_TOOL...]"
              " | --summary TOOL | --description OUTPUT TOOL...", file=sys.stderr)
        return 2
    write_page(argv[0], argv[1], argv[2:], doc_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
