#pragma once
// Files of positions (FEN/EPD lines: perft --suite, batch-analyze --input,
// dragon-prof --suite): one rule for every tool that reads them. A run
// that checked no position is not a success, so a file that holds none
// (empty, only comments, /dev/null) is bad input named by its option and
// path, and so is a directory or a file that cannot be read to its end.
#include <cstdint>
#include <fstream>
#include <istream>
#include <string>

namespace perftkit::tool {

// `path` opened for reading; InputError "OPTION 'PATH': is a directory"
// or "OPTION 'PATH': cannot open the file for reading".
std::ifstream open_position_file(const std::string& option, const std::string& path);

// Called once `in` was read to its end and `positions` positions were
// found in it (bad lines count: they were checked and failed). InputError
// "OPTION 'PATH': read failed" when reading stopped on an error, and
// "OPTION 'PATH': no positions in it" when it held none.
void check_positions_read(const std::string& option, const std::string& path, const std::istream& in,
                          std::uint64_t positions);

}  // namespace perftkit::tool
