#include "cli/position_file.h"

#include <filesystem>

#include "common/input_error.h"

namespace perftkit::tool {

std::ifstream open_position_file(const std::string& option, const std::string& path) {
  const std::string what = option + " '" + path + "'";
  // An ifstream opens a directory and then reads nothing: refused by name.
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) throw_input_error(what, "is a directory");
  std::ifstream in(path);
  if (!in) throw_input_error(what, "cannot open the file for reading");
  return in;
}

void check_positions_read(const std::string& option, const std::string& path, const std::istream& in,
                          std::uint64_t positions) {
  const std::string what = option + " '" + path + "'";
  if (in.bad()) throw_input_error(what, "read failed");
  if (positions == 0) throw_input_error(what, "no positions in it");
}

}  // namespace perftkit::tool
