#pragma once
// What a kill or a power loss can leave of a journal, for the tests of
// every journal kind: its last record cut at each byte offset, or changed
// in one byte; and a change in a record before the last, which is damage.
#include <cstddef>
#include <string>
#include <vector>

namespace perftkit::test {

// Where the last record (line) of a journal begins.
inline std::size_t last_record_start(const std::string& journal) {
  const std::size_t previous_end = journal.size() >= 2 ? journal.rfind('\n', journal.size() - 2) : std::string::npos;
  return previous_end == std::string::npos ? 0 : previous_end + 1;
}

struct TornJournal {
  std::string text;
  std::string how;  // for failure messages
};

// The journal with its last record cut after 1, 2, ... bytes (its line
// end never written), then with each byte of that record changed.
inline std::vector<TornJournal> torn_last_records(const std::string& journal) {
  std::vector<TornJournal> torn;
  const std::size_t start = last_record_start(journal);
  for (std::size_t cut = start + 1; cut < journal.size(); ++cut)
    torn.push_back({journal.substr(0, cut), "cut " + std::to_string(cut - start) + " bytes into the last record"});
  for (std::size_t at = start; at < journal.size(); ++at) {
    std::string changed = journal;
    changed[at] = static_cast<char>(changed[at] ^ 0x01);
    torn.push_back({changed, "byte " + std::to_string(at - start) + " of the last record changed"});
  }
  return torn;
}

// A journal whose header never reached the disk whole: cut after its
// first byte, halfway, and before its line end. (Every offset of a header
// is tested once, in journal_file_test; a run restarted from each
// would cost a full run's fsyncs.)
inline std::vector<TornJournal> unfinished_headers(const std::string& journal) {
  const std::size_t header_end = journal.find('\n');
  std::vector<TornJournal> torn;
  for (std::size_t cut : {std::size_t{1}, header_end / 2, header_end})
    torn.push_back({journal.substr(0, cut), "header cut after " + std::to_string(cut) + " bytes"});
  return torn;
}

// The journal with one byte of its record `index` (0 = the header) changed.
inline std::string with_record_changed(const std::string& journal, std::size_t index) {
  std::size_t start = 0;
  for (std::size_t i = 0; i < index; ++i) start = journal.find('\n', start) + 1;
  std::string changed = journal;
  changed[start + 2] = static_cast<char>(changed[start + 2] ^ 0x01);
  return changed;
}

}  // namespace perftkit::test
