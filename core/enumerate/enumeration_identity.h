#pragma once
// What makes two enumeration runs the same run, as both enumeration
// journals (distinct positions: enumeration_journal.h; lines:
// lines_journal.h) record it in their headers: the program version, the
// game (variant and model), the root position, the depth, drops only, and
// the classifier's number of categories. A journal of another run is
// refused, naming the first field that differs.
#include <cstddef>
#include <string>

#include "perft/checkpoint.h"
#include "perft/checkpoint_lines.h"

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
      .field("categories", std::to_string(journal.categories), std::to_string(run.categories));
  return check;
}

}  // namespace perftkit
