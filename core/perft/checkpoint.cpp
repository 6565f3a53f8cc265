#include "perft/checkpoint.h"

#include "journal/same_run_check.h"
#include "journal/sealed_record.h"

namespace perftkit {
namespace {

using LineReader = journal::JournalLineReader;

constexpr journal::JournalKind kKind{"perftkit-checkpoint", "checkpoint", kOldestReadableCheckpointFormat,
                                     kCheckpointFormat, 9};

CheckpointHeader read_header(LineReader& reader, int& format) {
  CheckpointHeader h;
  const auto [header_format, f] = journal::read_header(reader, kKind, h);
  format = header_format;
  h.split_plies = reader.number<int>(f[0], "split plies");
  h.unit_count = reader.number<std::uint64_t>(f[1], "unit count");
  h.fen = f[2];
  if (h.depth < 1 || h.split_plies < 1 || h.split_plies > h.depth)
    reader.fail("split plies " + std::to_string(h.split_plies) + " do not fit depth " + std::to_string(h.depth));
  return h;
}

// "123", or from format 2 on "p/q": digits without a sign. Lowest terms
// and range are checked where the text becomes a count (checkpoint_count.h).
bool is_count_text(std::string_view text, int format) {
  auto digits = [](std::string_view part) {
    return !part.empty() && part.find_first_not_of("0123456789") == std::string_view::npos;
  };
  std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) return digits(text);
  return format >= 2 && digits(text.substr(0, slash)) && digits(text.substr(slash + 1));
}

CheckpointRecord read_record(LineReader& reader, const CheckpointHeader& header, int format) {
  auto f = reader.next();
  if (f.size() != 5 || f[0] != journal::kUnitTag) reader.fail("malformed unit record");
  CheckpointRecord r{journal::read_unit_id(reader, f, header.unit_count), 0, ""};
  r.depth = reader.number<int>(f[3], "depth");
  if (!is_count_text(f[4], format)) reader.fail("malformed count '" + std::string(f[4]) + "'");
  r.count = f[4];
  if (r.depth != header.depth - header.split_plies)
    reader.fail("unit depth " + std::to_string(r.depth) + " does not match the header (" +
                std::to_string(header.depth - header.split_plies) + ")");
  return r;
}

}  // namespace

std::string encode_header(const CheckpointHeader& h) {
  return journal::header_line(kKind, h, {std::to_string(h.split_plies), std::to_string(h.unit_count), h.fen});
}

std::string encode_record(const CheckpointRecord& r) {
  auto fields = journal::unit_id_fields(r);
  fields.insert(fields.end(), {std::to_string(r.depth), r.count});
  return journal::sealed_line(fields);
}

CheckpointContents parse_checkpoint(std::string_view text, const std::string& source) {
  LineReader reader(text, source);
  CheckpointContents contents;
  contents.header = read_header(reader, contents.format);
  contents.records = journal::read_unit_records<CheckpointRecord>(
      reader, [&](LineReader& r) { return read_record(r, contents.header, contents.format); });
  return contents;
}

void require_same_run(const CheckpointHeader& journal, const CheckpointHeader& run, const std::string& source) {
  journal::SameRunCheck(source, journal.program_version, run.program_version)
      .field("variant", journal.variant, run.variant)
      .field("model", journal.model, run.model)
      .field("FEN", journal.fen, run.fen)
      .field("depth", std::to_string(journal.depth), std::to_string(run.depth));
}

}  // namespace perftkit
