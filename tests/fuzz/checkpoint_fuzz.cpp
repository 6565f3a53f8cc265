// libFuzzer target: the journals of long runs (perft's checkpoint, the
// distinct enumeration's and the lines enumeration's). Whatever a parser
// accepts must encode back to a journal that parses to the same contents,
// which encode to the same text again.
#include <cstddef>
#include <cstdint>
#include <string>

#include "enumerate/enumeration_journal.h"
#include "enumerate/lines_journal.h"
#include "fuzz_properties.h"
#include "perft/checkpoint.h"

namespace {

std::string encoded(const perftkit::CheckpointContents& contents) {
  std::string text = perftkit::encode_header(contents.header);
  for (const auto& record : contents.records) text += perftkit::encode_record(record);
  return text;
}

std::string encoded(const perftkit::EnumerationJournalContents& contents) {
  std::string text = perftkit::encode_header(contents.header);
  for (const auto& ply : contents.plies) text += perftkit::encode_record(ply);
  for (const auto& part : contents.parts) text += perftkit::encode_record(part);
  for (const auto& pass : contents.passes) text += perftkit::encode_record(pass);
  return text;
}

std::string encoded(const perftkit::LinesJournalContents& contents) {
  std::string text = perftkit::encode_header(contents.header);
  for (const auto& record : contents.records) text += perftkit::encode_record(record);
  return text;
}

// parse(text, source) -> contents; InputError for what it refuses.
template <class Parse>
void check_round_trip(std::string_view text, Parse&& parse, const char* journal) {
  try {
    const std::string again = encoded(parse(text, "fuzz"));
    if (encoded(parse(again, "re-encoded")) != again) perftkit::fuzz::violated(journal, again);
  } catch (const perftkit::InputError&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  check_round_trip(text, perftkit::parse_checkpoint, "perft journal round trip");
  check_round_trip(text, perftkit::parse_enumeration_journal, "enumeration journal round trip");
  check_round_trip(text, perftkit::parse_lines_journal, "lines journal round trip");
  return 0;
}
