#pragma once
// Where tests find the committed data sets.
#include <string>

namespace perftkit::test {

inline std::string dataset_path(const std::string& relative) {
  return std::string(PERFTKIT_SOURCE_DIR) + "/datasets/" + relative;
}

}  // namespace perftkit::test
