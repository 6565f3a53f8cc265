#include "common/build_info.h"

#include "common/build_config.h"

namespace perftkit {

// PERFTKIT_GIT_COMMIT, PERFTKIT_COMPILER and PERFTKIT_INSTRUCTION_SET are
// compile definitions of this file only (core/CMakeLists.txt).
const std::string& build_description() {
  static const std::string description = PERFTKIT_VERSION " (commit " PERFTKIT_GIT_COMMIT ", " PERFTKIT_COMPILER
                                         ", " PERFTKIT_INSTRUCTION_SET ")";
  return description;
}

}  // namespace perftkit
