#pragma once
// EPD lines, in both spellings found in the wild:
//   perft suites   <fen> ;D1 20 ;D2 400 ;model open
//   standard EPD   <4 FEN fields> bm Nf3 Nc3; id "WAC.001";
// The FEN is everything before the first ';' unless a fifth field there
// is an opcode, which starts standard EPD's first operation. Each
// operation is "<name> [operands]": its value is the operand text (one
// quoted string loses its quotes); a Dn count takes exactly one number.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace perftkit {

struct EpdRecord {
  std::string fen;
  std::vector<std::pair<std::string, std::string>> operations;

  std::optional<std::string> operation(std::string_view name) const;
  // The expected perft counts, (depth, value text) sorted by depth; value
  // text is an integer, or for chance models a decimal (Dk) whose exact
  // rational form is in operation "Xk".
  std::vector<std::pair<int, std::string>> depth_counts() const;
};

// Returns nullopt for blank lines and '#' comments; throws InputError
// (naming the problem) for a malformed line.
std::optional<EpdRecord> parse_epd_line(std::string_view line);

}  // namespace perftkit
