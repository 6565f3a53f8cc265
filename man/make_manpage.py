#!/usr/bin/env python3
"""Writes a tool's manual page (section 1, gzipped) from its --help and
--version with Debian's help2man, so that the page can never disagree with
the tool: the --help text is its only source.

    man/make_manpage.py TOOL OUTPUT.1.gz [OTHER_TOOL_NAME...]

The tools' --help reads "TOOL: summary", then usage lines indented by two
spaces (longer ones continued on further indented lines), then paragraphs
and "Options:". help2man expects GNU's "Usage: ..." / "  or:  ..." form for
a SYNOPSIS, so --print-help hands it the same text in that form (help2man
runs this script with --print-help TOOL as the program). The summary
becomes the NAME line; a last "Manual: PAGE" line and the other tools
become SEE ALSO.

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


def run_tool(tool, option):
    return subprocess.run([tool, option], check=True, capture_output=True, text=True).stdout


def split_help(tool):
    """(summary, usage lines, rest of the text, manual page or None)."""
    name = os.path.basename(tool)
    lines = run_tool(tool, "--help").splitlines()
    while lines and not lines[0].strip():
        lines.pop(0)
    summary = ""
    # The name the help gives itself (raindrop-enum-mpi shares raindrop-enum's).
    first = re.fullmatch(r"(\S+): (.+)", lines[0].strip()) if lines else None
    if first:
        name, summary = first.group(1), first.group(2).strip()
        lines.pop(0)
    while lines and not lines[0].strip():
        lines.pop(0)
    usages = []
    while lines and lines[0].startswith("  "):
        line = lines.pop(0)
        if line.strip().startswith(name + " ") or line.strip() == name or not usages:
            usages.append(line.strip())
        else:  # a long usage continued on the next line
            usages[-1] += " " + line.strip()
    manual = None
    while lines and not lines[-1].strip():
        lines.pop()
    match = re.fullmatch(r"Manual: *(\S+)", lines[-1].strip()) if lines else None
    if match:
        manual = match.group(1)
        lines.pop()
    return summary, usages, "\n".join(lines), manual


def print_help(tool):
    summary, usages, rest, _ = split_help(tool)
    out = []
    for i, usage in enumerate(usages):
        out.append(("Usage: " if i == 0 else "  or:  ") + usage)
    if summary:
        out += ["", summary[0].upper() + summary[1:] + "."]
    out += ["", rest]
    print("\n".join(out))


def write_page(tool, output, others):
    name = os.path.basename(tool)
    summary, _, _, manual = split_help(tool)
    see_also = [rf"\fB{other}\fR(1)" for other in sorted(others) if other != name]
    include = f"[NAME]\n{name} \\- {summary or 'a perftkit tool'}\n"
    if see_also or manual:
        include += "[SEE ALSO]\n" + ",\n".join(see_also) + "\n"
        if manual:
            include += f".PP\nThe full manual: {manual} in the perftkit sources.\n"
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


def main(argv):
    if len(argv) == 3 and argv[0] == "--print":
        tool, option = argv[1], argv[2]
        if option == "--help":
            print_help(tool)
        else:
            sys.stdout.write(run_tool(tool, option))
        return 0
    if len(argv) < 2:
        print("make_manpage.py: error: usage: make_manpage.py TOOL OUTPUT.1.gz [OTHER_TOOL...]", file=sys.stderr)
        return 2
    write_page(argv[0], argv[1], argv[2:])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
