#include "journal/journal_header.h"

#include <filesystem>
#include <fstream>

#include "common/input_error.h"

namespace perftkit::journal {

HeaderRecord read_header_record(JournalLineReader& reader, const JournalKind& kind) {
  if (reader.at_end()) reader.fail("empty journal (no header record)");
  HeaderRecord header{0, reader.next()};
  const auto& f = header.fields;
  if (f.empty() || f[0] != kind.tag) reader.fail("not a perftkit " + std::string(kind.name) + " journal");
  header.format = f.size() < 2 ? 0 : reader.number<int>(f[1], "format");
  if (header.format < kind.oldest_format || header.format > kind.format) {
    const std::string readable = kind.oldest_format == kind.format
                                     ? std::to_string(kind.format)
                                     : std::to_string(kind.oldest_format) + " to " + std::to_string(kind.format);
    reader.fail("journal format '" + std::string(f.size() < 2 ? "" : f[1]) +
                "' is not supported (this program reads " + readable + ")");
  }
  const std::size_t expected =
      header.format < kind.format && kind.older_header_fields ? kind.older_header_fields : kind.header_fields;
  if (f.size() != expected)
    reader.fail("malformed header (" + std::to_string(f.size()) + " fields, expected " + std::to_string(expected) + ")");
  return header;
}

std::string read_header_line(const std::string& path, const std::string& source) {
  // A header is a few hundred bytes; a file without a line end in its
  // first 64 KiB is no journal (the parse then says "truncated").
  constexpr std::size_t kMostBytes = 64 * 1024;
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) throw_input_error(source, "is a folder, not a journal");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw_input_error(source, "cannot open the file for reading");
  std::string line;
  for (char c; line.size() < kMostBytes && in.get(c);) {
    line += c;
    if (c == '\n') break;
  }
  if (in.bad()) throw_input_error(source, "cannot read the file");
  return line;
}

std::string_view header_tag(std::string_view header_line) {
  return header_line.substr(0, header_line.find_first_of("\t\n"));
}

}  // namespace perftkit::journal
