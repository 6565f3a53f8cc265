#pragma once
// What makes two enumeration runs the same run, as both enumeration
// journals (distinct positions: enumeration_journal.h; lines:
// lines_journal.h) record it in their headers: the program version, the
// game (variant and model), the root position, the depth, drops only, and
// the classifier's number of categories. A journal of another run is
// refused, naming the first field that differs.
#include <cstddef>
#include <string>
#include <string_view>

#include "journal/journal_header.h"
#include "journal/same_run_check.h"
#include "journal/sealed_record.h"

namespace perftkit {

struct EnumerationIdentity {
  std::string program_version{kProgramVersion};
  std::string variant;
  std::string model;
  std::string fen;
  int depth = 0;
  bool drops_only = false;
  std::size_t categories = 0;  // of the classifier

  friend bool operator==(const EnumerationIdentity&, const EnumerationIdentity&) = default;
};

// The drops-only flag as a header field: "1" or "0".
inline std::string drops_only_field(bool drops_only) { return drops_only ? "1" : "0"; }
inline bool read_drops_only(const journal::JournalLineReader& reader, std::string_view field) {
  if (field != "0" && field != "1") reader.fail("malformed drops-only flag '" + std::string(field) + "'");
  return field == "1";
}

// A classifier's categories as a refusal names them: "0" is a run without
// breakdown.
inline std::string categories_field(std::size_t categories) {
  return categories ? std::to_string(categories) : "0 (--no-breakdown)";
}

// Checks the fields every enumeration journal shares; the returned check
// takes a journal's own fields after them.
inline journal::SameRunCheck check_same_enumeration(const EnumerationIdentity& journal,
                                                    const EnumerationIdentity& run, const std::string& source) {
  journal::SameRunCheck check(source, journal.program_version, run.program_version);
  check.field("variant", journal.variant, run.variant)
      .field("model", journal.model, run.model)
      .field("FEN", journal.fen, run.fen)
      .field("depth", std::to_string(journal.depth), std::to_string(run.depth))
      .field("drops-only", journal.drops_only ? "yes" : "no", run.drops_only ? "yes" : "no")
      .field("breakdown categories", categories_field(journal.categories), categories_field(run.categories));
  return check;
}

}  // namespace perftkit
