// raindrop-enum: enumerate with the variant fixed to Raindrop
// (tools/enumerate; docs/enumerate.md), kept for its users' command lines:
// --json and --csv for --format, and no --variant.
#include "common/tool_main.h"
#include "enum_options.h"
#include "enumerate/run_enumeration.h"

namespace perftkit::tool {
namespace {

int run(int argc, char** argv) {
  auto options = parse_enum_options(argc, argv);
  return options ? run_enumeration(*options) : 0;
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::run_tool("raindrop-enum", [&] { return perftkit::tool::run(argc, argv); });
}
