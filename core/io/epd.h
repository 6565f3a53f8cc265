#pragma once
// EPD-style suite lines as used by perft suites:
//   <fen> ;D1 20 ;D2 400 ;model open
// The FEN part is everything before the first ';' (so variants with extra
// FEN fields work); each operation is "<name> <value>".
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
