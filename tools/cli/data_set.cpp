#include "cli/data_set.h"

#include <filesystem>
#include <vector>

#include "common/input_error.h"

namespace perftkit::tool {

namespace fs = std::filesystem;

namespace {

// PERFTKIT_DATA_FROM_BIN (share/perftkit relative to bin) and
// PERFTKIT_SOURCE_DATASETS are compile definitions (tools/cli/CMakeLists.txt).
std::vector<fs::path> data_folders() {
  std::vector<fs::path> folders;
  std::error_code error;
  const fs::path executable = fs::read_symlink("/proc/self/exe", error);
  if (!error) folders.push_back((executable.parent_path() / PERFTKIT_DATA_FROM_BIN).lexically_normal());
  folders.emplace_back(PERFTKIT_SOURCE_DATASETS);
  return folders;
}

}  // namespace

std::string data_set_file(const std::string& option, const std::string& argument) {
  const fs::path given(argument);
  if (given.is_absolute() || fs::exists(given)) return argument;
  const fs::path inside = argument.find('/') == std::string::npos ? given / (argument + ".epd") : given;
  std::string searched;
  for (const auto& folder : data_folders()) {
    const fs::path file = folder / inside;
    if (fs::is_regular_file(file)) return file.string();
    searched += (searched.empty() ? "" : " or ") + folder.string();
  }
  throw_input_error(option + " '" + argument + "'", "no such file, and no data set " + inside.string() + " in " + searched);
}

}  // namespace perftkit::tool
