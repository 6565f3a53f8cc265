#pragma once
// One line naming the build, for --version, the tools' JSON and the
// benchmark context: "0.1.0 (commit 2f5533c, GNU 12.2.0, PEXT)".
#include <string>

namespace perftkit {

// Version, git commit at configure time ("unknown" outside git), compiler
// and instruction set ("PEXT" or "magics") of the compiled library.
const std::string& build_description();

}  // namespace perftkit
