#pragma once
// The first record of every journal: its kind's tag, the format version,
// the program version, variant, model and depth of the run, then the
// kind's own fields (perft/checkpoint.h, enumerate/lines_journal.h,
// enumerate/enumeration_journal.h). The tag keeps one tool from reading
// another's journal; the version lets a later program read an older
// format, or refuse it in one line that names the version found and those
// it reads.
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/build_config.h"
#include "journal/sealed_record.h"

namespace perftkit {

// Every journal header records the program version, and a journal of
// another version is refused (same_run_check.h): a fixed generator bug
// may change counts. project(VERSION) of the top CMakeLists.txt.
inline constexpr std::string_view kProgramVersion = PERFTKIT_VERSION;

namespace journal {

struct JournalKind {
  std::string_view tag;         // the header's first field, "perftkit-..."
  std::string_view name;        // "not a perftkit <name> journal"
  int oldest_format = 1;        // the formats this program reads
  int format = 1;               // and the one it writes
  std::size_t header_fields = 0;  // tag and format included, the checksum not
  // Formats before `format` had this many header fields (0: the same).
  std::size_t older_header_fields = 0;
};

struct HeaderRecord {
  int format = 0;
  std::vector<std::string_view> fields;  // all of them, the tag and format first
};

// Reads and checks the header record: its tag, a format this program
// reads, and the kind's number of fields; anything else fails through
// `reader`, naming the line.
HeaderRecord read_header_record(JournalLineReader& reader, const JournalKind& kind);

// The first line of the journal at `path`, up to and including its line
// end, for a tool to fill in the options of the run it names before the
// run starts (--resume FILE alone): read without the lock and without the
// records after it; the kind's parse checks it. InputError naming `source`
// ("--resume 'f.ckpt'") for a missing or unreadable file or a folder.
std::string read_header_line(const std::string& path, const std::string& source);

// The first field of a header line: its kind's tag ("perftkit-lines").
std::string_view header_tag(std::string_view header_line);

// The fields every header has after its tag and format, read into (and
// written from) any kind's header: the program version, variant, model
// and depth. Returns the record's format and the kind's own fields, which follow.
template <class Header>
std::pair<int, std::vector<std::string_view>> read_header(JournalLineReader& reader, const JournalKind& kind,
                                                         Header& header) {
  auto record = read_header_record(reader, kind);
  const auto& f = record.fields;
  header.program_version = f[2];
  header.variant = f[3];
  header.model = f[4];
  header.depth = reader.number<int>(f[5], "depth");
  return {record.format, {f.begin() + 6, f.end()}};
}

// The header record of a new journal, of format kind.format.
template <class Header>
std::string header_line(const JournalKind& kind, const Header& header, std::vector<std::string> own_fields) {
  own_fields.insert(own_fields.begin(), {std::string(kind.tag), std::to_string(kind.format), header.program_version,
                                         header.variant, header.model, std::to_string(header.depth)});
  return sealed_line(own_fields);
}

}  // namespace journal
}  // namespace perftkit
