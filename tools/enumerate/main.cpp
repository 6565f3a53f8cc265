// enumerate: the positions of any registered variant ply by ply from a
// start position: lines of play, distinct positions (exact, within a
// memory budget, under an identity rule) and a breakdown by category
// (check, checkmate, stalemate; Raindrop adds kings placed and pending
// promotion). Manual: docs/enumerate.md.
#include "common/tool_main.h"
#include "enumerate_cli_options.h"
#include "run_enumeration.h"

namespace perftkit::tool {
namespace {

constexpr EnumerateCommandLine kCommandLine{
    "enumerate: a variant's positions ply by ply (lines, distinct positions, breakdown)\n\n"
    "  enumerate [--variant NAME] [--startpos | --fen FEN] --depth N\n"
    "            [--distinct [--identity positions|ep-available|diagrams] [--passes N]]\n"
    "            [--threads N] [--memory MB] [--temp-dir DIR] [--format text|csv|json]\n"
    "            [--checkpoint FILE | --resume FILE] [--checkpoint-every SECONDS]\n"
    "            [Raindrop: --model open|deck --joker-rule R --jokers N --drops-only --full-codes]",
    "",
    {}};

int run(int argc, char** argv) {
  auto options = parse_enumerate_options(argc, argv, kCommandLine);
  return options ? run_enumeration(*options) : 0;
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::run_tool("enumerate", [&] { return perftkit::tool::run(argc, argv); });
}
