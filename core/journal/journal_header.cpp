#include "journal/journal_header.h"

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

}  // namespace perftkit::journal
