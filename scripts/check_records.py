#!/usr/bin/env python3
"""Re-checks the records of long runs in results/records/ from what is
committed, without the C++ code that wrote them:

- every record (*.json) parses, has the fields every record needs, and
  uses only fields documented in results/records/README.md;
- every journal in journals/ is named by a record (`journal` for the first
  count's, `check.journal` for the second count's), and every line of it
  is intact: its CRC-32 (zlib's) matches, as core/perft/checkpoint.cpp
  writes and reads it;
- a journal's header names the record's run, it holds every unit once,
  and its units sum to the record's total, exactly (Fractions: the
  expected model's counts are rationals);
- a statistics journal (`perft --stats --checkpoint`, format 3) has a
  row per depth below each unit, and the units' rows sum, column by
  column, to the record's `stats` rows of those depths; the record's
  `stats` covers every depth, and equals every published column its
  `reference.stats` names;
- a second count's journal equals the first count's unit by unit
  (index, position key, depth, count, statistics rows) where both are
  committed, and a check's total equals the record's;
- a distinct enumeration's journal (core/enumerate/enumeration_journal.h)
  names the record's run and identity rule, finishes every ply once in
  order, its last ply's passes cover every key unit once and sum to that
  ply's lines and distinct positions, which are the record's;
- the records table between <!-- records-table:begin --> and
  <!-- records-table:end --> in results/records/README.md and README.md
  equals the one rendered from the JSON (--render-table prints it).

Usage:
  scripts/check_records.py [--records DIR] [--readme FILE]...
  scripts/check_records.py --render-table [--link-base PREFIX]
Exit status: 0 all records check out, 1 a defect (one line each), 2 bad usage.
"""
import argparse
import json
import re
import sys
import zlib
from fractions import Fraction
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
TABLE_BEGIN = "<!-- records-table:begin -->"
TABLE_END = "<!-- records-table:end -->"
REPOSITORY_RECORDS = REPOSITORY / "results/records"  # --records

# Fields every record has; the README documents these and the optional ones.
REQUIRED = ["variant", "model", "position", "depth", "seconds", "sessions", "threads", "hash_mb", "checkpoint",
            "program_version", "machine", "date", "command", "reference"]
REQUIRED_MACHINE = ["cpu", "memory_gb", "os", "compiler", "load"]
REQUIRED_CHECK = ["how", "summary", "second_command"]


class Defects:
    def __init__(self):
        self.lines = []

    def add(self, where, problem):
        self.lines.append(f"{where}: {problem}")


def documented_fields(readme_text):
    """The backticked names in the first column of the tables of the
    README's "## The record format" section ("`check.journal`" for a
    field of `check`)."""
    section = readme_text.split("## The record format", 1)
    names = set()
    if len(section) < 2:
        return names
    for line in section[1].splitlines():
        if line.startswith("## "):
            break
        if line.startswith("|") and not line.startswith("|---"):
            first_column = line.split("|")[1]
            names.update(re.findall(r"`([a-z_.]+)`", first_column))
    return names


def exact(value):
    """A record's count: an integer, or "p/q" text for a rational one."""
    if isinstance(value, bool):
        raise ValueError(f"not a count: {value!r}")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, str) and re.fullmatch(r"\d+(/\d+)?", value):
        return Fraction(value)
    raise ValueError(f"not a count: {value!r}")


def sealed_lines(path, name, defects):
    """[(where, fields)] of a journal whose every line ends in a tab and
    the CRC-32 of what precedes it (journal/), or None after reporting the
    first damaged line."""
    data = path.read_bytes()
    if not data.endswith(b"\n"):
        defects.add(name, "truncated (the last line has no end of line)")
        return None
    lines = []
    for number, raw in enumerate(data[:-1].split(b"\n"), start=1):
        where = f"{name}:{number}"
        body, tab, stored = raw.rpartition(b"\t")
        if not tab or not re.fullmatch(rb"[0-9a-f]{8}", stored):
            defects.add(where, "no CRC-32 field")
            return None
        if int(stored, 16) != zlib.crc32(body):
            defects.add(where, f"CRC-32 mismatch (stored {stored.decode()}, computed {zlib.crc32(body):08x})")
            return None
        lines.append((where, body.decode("utf-8").split("\t")))
    return lines


def read_journal(path, defects):
    """(header dict, {index: (key, depth, count text[, statistics rows])})
    of a perft checkpoint journal, or None after reporting what is wrong
    with it."""
    name = str(path.relative_to(REPOSITORY)) if path.is_relative_to(REPOSITORY) else str(path)
    lines = sealed_lines(path, name, defects)
    if lines is None:
        return None
    header = None
    units = {}
    for where, fields in lines:
        if header is None:
            header_fields = {"1": 9, "2": 9, "3": 10}  # format 3 adds the statistics columns (empty: node counts)
            if fields[0] != "perftkit-checkpoint" or header_fields.get(fields[1]) != len(fields):
                defects.add(where, "not a perftkit-checkpoint header of format 1 or 2 with 9 fields, or 3 with 10")
                return None
            header = {"format": int(fields[1]), "version": fields[2], "variant": fields[3], "model": fields[4],
                      "depth": int(fields[5]), "split_plies": int(fields[6]), "units": int(fields[7]),
                      "fen": fields[8], "statistics": fields[9].split(",") if len(fields) > 9 and fields[9] else []}
            continue
        count_pattern = r"\d+/\d+|\d+" if header["format"] >= 2 else r"\d+"
        # A statistics journal's unit line adds a row for every depth below the unit (1 first): its
        # nodes, then every column, joined by ','.
        row_count = header["depth"] - header["split_plies"] if header["statistics"] else 0
        row_pattern = r"\d+(,\d+){%d}" % len(header["statistics"])
        if (len(fields) != 5 + row_count or fields[0] != "unit" or not fields[1].isdigit() or
                not re.fullmatch(r"[0-9a-f]{16}", fields[2]) or not fields[3].isdigit() or
                not re.fullmatch(count_pattern, fields[4]) or
                not all(re.fullmatch(row_pattern, row) for row in fields[5:])):
            defects.add(where, "malformed unit line")
            return None
        rows = tuple(tuple(int(n) for n in row.split(",")) for row in fields[5:])
        if rows and str(rows[-1][0]) != fields[4]:
            defects.add(where, f"count {fields[4]} is not the unit's leaves in its statistics rows ({rows[-1][0]})")
            return None
        index, depth = int(fields[1]), int(fields[3])
        if index >= header["units"]:
            defects.add(where, f"unit {index} out of range (the header says {header['units']} units)")
        elif index in units:
            defects.add(where, f"unit {index} recorded twice")
        elif depth != header["depth"] - header["split_plies"]:
            defects.add(where, f"unit depth {depth}, the header implies {header['depth'] - header['split_plies']}")
        else:
            units[index] = (fields[2], depth, fields[4]) + ((rows,) if rows else ())
    if header is None:
        defects.add(name, "empty")
        return None
    return header, units


KEY_UNITS = 1 << 32  # the key space a distinct enumeration's last ply is split over (key_range.h)


def read_enumeration_journal(path, defects):
    """(header dict, [ply records], [pass records]) of a distinct
    enumeration's journal, or None after reporting what is wrong with it.
    Part records (a ply's progress before it finished) are skipped."""
    name = str(path.relative_to(REPOSITORY)) if path.is_relative_to(REPOSITORY) else str(path)
    lines = sealed_lines(path, name, defects)
    if lines is None:
        return None
    header, plies, passes = None, [], []
    for where, fields in lines:
        if header is None:
            if len(fields) != 11 or fields[0] != "perftkit-enumeration" or fields[1] != "4":
                defects.add(where, "not a perftkit-enumeration header of format 4 with 11 fields")
                return None
            header = {"version": fields[2], "variant": fields[3], "model": fields[4], "depth": int(fields[5]),
                      "identity": fields[9], "fen": fields[10]}
        elif fields[0] == "ply" and len(fields) == 7 and all(f.isdigit() for f in fields[1:4]):
            plies.append({"ply": int(fields[1]), "lines": int(fields[2]), "distinct": int(fields[3])})
        elif fields[0] == "pass" and len(fields) in (8, 9) and all(f.isdigit() for f in fields[1:6]):
            passes.append({"ply": int(fields[1]), "first": int(fields[2]), "end": int(fields[3]),
                           "lines": int(fields[4]), "distinct": int(fields[5]), "where": where})
        elif fields[0] != "part":
            defects.add(where, "malformed record")
            return None
    if header is None:
        defects.add(name, "empty")
        return None
    return header, plies, passes


def check_enumeration_journal(where, relative, record, journal, defects):
    header, plies, passes = journal
    for key, expected in (("variant", record["variant"]), ("model", record["model"]), ("depth", record["depth"]),
                          ("fen", record["fen"]), ("identity", record.get("identity", "positions"))):
        if header[key] != expected:
            defects.add(where, f"{relative} header has {key} {header[key]!r}, the record {expected!r}")
    depth = header["depth"]
    if [p["ply"] for p in plies] != list(range(depth + 1)):
        defects.add(where, f"{relative} finishes plies {[p['ply'] for p in plies]}, not 0 to {depth} once each in order")
        return
    last = plies[-1]
    if (last["lines"], last["distinct"]) != (record["nodes"], record.get("distinct")):
        defects.add(where, f"{relative}: ply {depth} has {last['lines']} lines and {last['distinct']} distinct, "
                           f"the record {record['nodes']} and {record.get('distinct')}")
    if not passes:
        return  # the last ply counted in one go
    covered = 0
    for pass_ in sorted(passes, key=lambda p: p["first"]):
        if pass_["ply"] != depth:
            defects.add(pass_["where"], f"a pass of ply {pass_['ply']}, the last ply is {depth}")
        elif pass_["first"] != covered or pass_["end"] <= pass_["first"]:
            defects.add(pass_["where"], f"keys {pass_['first']}-{pass_['end']}: the passes before end at {covered}")
            return
        covered = pass_["end"]
    if covered != KEY_UNITS:
        defects.add(where, f"{relative}: the passes cover key units 0-{covered} of {KEY_UNITS}")
    for total in ("lines", "distinct"):
        summed = sum(p[total] for p in passes)
        if summed != last[total]:
            defects.add(where, f"{relative}: the passes' {total} sum to {summed}, ply {depth}'s record says {last[total]}")


def check_journal(record_name, record, field, defects):
    """Checks the journal that `record` names in `field`; returns its units
    (None for a distinct enumeration's, which has none)."""
    relative = record.get("journal") if field == "journal" else record["check"].get("journal")
    where = f"{record_name} ({field})"
    path = REPOSITORY_RECORDS / relative
    if not path.is_file():
        defects.add(where, f"names {relative}, which is not committed")
        return None
    if "distinct" in record:
        journal = read_enumeration_journal(path, defects)
        if journal is not None:
            check_enumeration_journal(where, relative, record, journal, defects)
        return None
    journal = read_journal(path, defects)
    if journal is None:
        return None
    header, units = journal
    for key, expected in (("variant", record["variant"]), ("model", record["model"]), ("depth", record["depth"])):
        if header[key] != expected:
            defects.add(where, f"{relative} header has {key} {header[key]!r}, the record {expected!r}")
    # Raindrop journals write the promotion reserve field, which the records leave out.
    if header["fen"] != record["fen"] and not header["fen"].startswith(record["fen"] + " "):
        defects.add(where, f"{relative} is for FEN {header['fen']!r}, the record for {record['fen']!r}")
    if len(units) != header["units"]:
        defects.add(where, f"{relative} holds {len(units)} of its {header['units']} units (unfinished)")
        return units
    total = sum((Fraction(unit[2]) for unit in units.values()), Fraction(0))
    if total != exact(record["nodes"]):
        defects.add(where, f"{relative}: the units sum to {total}, the record says {record['nodes']}")
    if header["statistics"] or "stats" in record:
        check_statistics_journal(where, relative, record, header, units, defects)
    return units


def check_statistics_journal(where, relative, record, header, units, defects):
    """A statistics journal's units, row by row, sum to the record's
    `stats` rows of the depths below the split (the rows above it are
    counted again on every run, not journaled), column by column."""
    columns = header["statistics"]
    if not columns or "stats" not in record:
        defects.add(where, f"{relative} and the record disagree on statistics: the journal names "
                           f"{len(columns)} columns, the record {'has' if 'stats' in record else 'lacks'} `stats`")
        return
    by_depth = {row.get("depth"): row for row in record["stats"]}
    for below in range(1, header["depth"] - header["split_plies"] + 1):
        depth = header["split_plies"] + below
        summed = [sum(unit[3][below - 1][c] for unit in units.values()) for c in range(1 + len(columns))]
        row = by_depth.get(depth)
        if row is None:
            defects.add(where, f"the record's `stats` has no row for depth {depth}")
            continue
        for name, value in zip(["nodes"] + columns, summed):
            if row.get(name) != value:
                defects.add(where, f"{relative}: depth {depth}'s {name} sum to {value}, the record says {row.get(name)}")


def check_reference_stats(name, record, reference, defects):
    """A statistics record's `stats` rows (as `perft --stats --json` prints
    them): one per depth from 1, the deepest one's nodes the record's; and
    every published column its `reference.stats` names ({depth: {column:
    value}}) equal to ours."""
    if "stats" not in record:
        if "stats" in reference:
            defects.add(name, "`reference.stats` without the record's `stats`")
        return
    rows = record["stats"]
    if [row.get("depth") for row in rows] != list(range(1, record["depth"] + 1)):
        defects.add(name, f"`stats` rows are for depths {[row.get('depth') for row in rows]}, "
                          f"not 1 to {record['depth']}")
        return
    if rows[-1].get("nodes") != record["nodes"]:
        defects.add(name, f"`stats` depth {record['depth']} has {rows[-1].get('nodes')} nodes, the record "
                          f"{record['nodes']}")
    for depth, published in reference.get("stats", {}).items():
        row = rows[int(depth) - 1] if 1 <= int(depth) <= len(rows) else {}
        for column, value in published.items():
            if row.get(column) != value:
                defects.add(name, f"the reference says depth {depth} {column} {value}, the record {row.get(column)}")


def check_record(path, documented, defects):
    name = path.name
    try:
        record = json.loads(path.read_text())
    except (OSError, ValueError) as error:
        defects.add(name, f"does not parse: {error}")
        return None
    if not isinstance(record, dict):
        defects.add(name, "is not a JSON object")
        return None
    for field in REQUIRED:
        if field not in record and not (field == "seconds" and "positions" in record):  # (then per position)
            defects.add(name, f"lacks `{field}`")
    for field in record:
        if field not in documented:
            defects.add(name, f"`{field}` is not documented in results/records/README.md")
    machine = record.get("machine")
    if not isinstance(machine, dict) or any(key not in machine for key in REQUIRED_MACHINE):
        defects.add(name, f"`machine` needs {', '.join(REQUIRED_MACHINE)}")
    reference = record.get("reference")
    if not isinstance(reference, dict) or "nodes" not in reference or "source" not in reference:
        defects.add(name, "`reference` needs nodes and source")
        reference = {"nodes": None}
    if "positions" in record:
        if not record["positions"] or any("fen" not in p or "nodes" not in p for p in record["positions"]):
            defects.add(name, "every entry of `positions` needs fen and nodes")
            return None
    elif "fen" not in record or "nodes" not in record:
        defects.add(name, "needs `fen` and `nodes` (or `positions`)")
        return None
    try:
        counts = [exact(p["nodes"]) for p in record["positions"]] if "positions" in record else [exact(record["nodes"])]
    except ValueError as error:
        defects.add(name, str(error))
        return None
    if reference["nodes"] is not None and "positions" not in record and exact(reference["nodes"]) != counts[0]:
        defects.add(name, f"the reference says {reference['nodes']}, the record {record['nodes']}")
    check_reference_stats(name, record, reference, defects)
    if "distinct" in reference and reference["distinct"] != record.get("distinct"):
        defects.add(name, f"the reference says {reference['distinct']} distinct, the record {record.get('distinct')}")

    first_units = check_journal(name, record, "journal", defects) if "journal" in record else None
    check = record.get("check")
    if check is None:
        # A count no one published must have been counted twice.
        if reference["nodes"] is None:
            defects.add(name, "has neither a `check` nor a reference count")
        if "title" in record:
            defects.add(name, "`title` is for the table of checked counts; this record has no `check`")
        return record
    if "title" not in record:
        defects.add(name, "lacks `title` (its row in the records table)")
    for field in REQUIRED_CHECK:
        if field not in check:
            defects.add(name, f"`check` lacks `{field}`")
    for field in check:
        if f"check.{field}" not in documented:
            defects.add(name, f"`check.{field}` is not documented in results/records/README.md")
    for second, first in (("second_nodes", "nodes"), ("second_distinct", "distinct")):
        if second in check and exact(check[second]) != exact(record.get(first)):
            defects.add(name, f"check: {second} {check[second]} differs from {first} {record.get(first)}")

    second_units = check_journal(name, record, "check.journal", defects) if "journal" in check else None
    if first_units is not None and second_units is not None:
        for index in sorted(set(first_units) | set(second_units)):
            if first_units.get(index) != second_units.get(index):
                defects.add(name, f"unit {index}: the first count's journal has {first_units.get(index)}, "
                                  f"the check's {second_units.get(index)}")
                break
    return record


def grouped(count):
    if count.denominator == 1:
        return f"{count.numerator:,}"
    return f"{count.numerator}/{count.denominator} (about {float(count):,.3f})"


def render_table(records, link_base):
    """The README table of the counts checked by a second count, by record name."""
    rows = ["| count | value | checked by | record |", "|---|---:|---|---|"]
    for name, record in sorted(records.items()):
        if record.get("check") is None:
            continue
        if "positions" in record:
            value = "; ".join(grouped(exact(p["nodes"])) for p in record["positions"])
        elif "distinct" in record:
            value = f"{record['distinct']:,} (of {exact(record['nodes']).numerator:,} lines)"
        else:
            value = grouped(exact(record["nodes"]))
        label = f"[`{name}`]({link_base}{name})" if link_base is not None else f"`{name}`"
        title, summary = record.get("title", "?"), record["check"].get("summary", "?")
        rows.append(f"| {title} | {value} | {summary} | {label} |")
    return "\n".join(rows) + "\n"


def compare_table(readme, expected, required, defects):
    text = readme.read_text()
    where = str(readme.relative_to(REPOSITORY)) if readme.is_relative_to(REPOSITORY) else str(readme)
    if TABLE_BEGIN not in text and TABLE_END not in text and not required:
        return
    begin, end = text.find(TABLE_BEGIN), text.find(TABLE_END)
    if begin < 0 or end < begin:
        defects.add(where, f"lacks the records table between {TABLE_BEGIN} and {TABLE_END}")
        return
    table = text[begin + len(TABLE_BEGIN):end].strip("\n") + "\n"
    if table != expected:
        got, want = table.splitlines(), expected.splitlines()
        first = next((i for i in range(max(len(got), len(want)))
                      if i >= len(got) or i >= len(want) or got[i] != want[i]), 0)
        defects.add(where, f"records table differs from the records at its line {first + 1} "
                           f"(scripts/check_records.py --render-table prints the table)")


def main(argv):
    global REPOSITORY_RECORDS
    parser = argparse.ArgumentParser(description="Re-checks results/records/ (see the module comment).")
    parser.add_argument("--records", type=Path, default=REPOSITORY / "results/records")
    parser.add_argument("--readme", type=Path, action="append",
                        help="a README whose records table must equal the records' (default: README.md, "
                             "where a table is present, and the records folder's README.md, always)")
    parser.add_argument("--render-table", action="store_true", help="print the records table and exit")
    parser.add_argument("--link-base", default=None,
                        help="with --render-table: link each record as PREFIX + name (results/records/)")
    args = parser.parse_args(argv)
    REPOSITORY_RECORDS = args.records.resolve()
    readme_path = REPOSITORY_RECORDS / "README.md"
    if not readme_path.is_file():
        print(f"check_records.py: error: {readme_path} does not exist", file=sys.stderr)
        return 2

    defects = Defects()
    documented = documented_fields(readme_path.read_text())
    records = {}
    for path in sorted(REPOSITORY_RECORDS.glob("*.json")):
        try:
            record = check_record(path, documented, defects)
        except (KeyError, TypeError, ValueError) as error:  # a field of the wrong type or missing below
            defects.add(path.name, f"malformed: {error!r}")
            record = None
        if record is not None:
            records[path.name] = record
    if args.render_table:
        if defects.lines:
            print("\n".join(defects.lines), file=sys.stderr)
            return 1
        sys.stdout.write(render_table(records, args.link_base))
        return 0

    named = set()
    for record in records.values():
        for holder in (record, record.get("check") or {}):
            if "journal" in holder:
                named.add((REPOSITORY_RECORDS / holder["journal"]).resolve())
    for journal in sorted((REPOSITORY_RECORDS / "journals").glob("*")):
        if journal.resolve() not in named:
            defects.add(f"journals/{journal.name}", "no record names it (`journal` or `check.journal`)")

    if args.readme:
        for readme in args.readme:
            link_base = "results/records/" if readme.resolve() != readme_path else None
            compare_table(readme, render_table(records, link_base), True, defects)
    else:
        compare_table(readme_path, render_table(records, None), True, defects)
        if REPOSITORY_RECORDS == (REPOSITORY / "results/records").resolve():
            compare_table(REPOSITORY / "README.md", render_table(records, "results/records/"), False, defects)

    if defects.lines:
        print("\n".join(defects.lines))
        print(f"check_records.py: {len(defects.lines)} defect(s) in {REPOSITORY_RECORDS}")
        return 1
    print(f"check_records.py: {len(records)} records and {len(named)} journals check out")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
