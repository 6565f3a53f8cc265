#pragma once
// EPD file arguments (--suite): a path, or a data set shipped with
// perftkit, so that `perft --suite standard` works wherever perftkit is
// installed.
#include <string>

namespace perftkit::tool {

// `argument` itself when it names an existing file or an absolute path.
// Otherwise a data set in the data folder: a bare NAME is NAME/NAME.epd
// ("standard"), a relative path is taken inside it
// ("dragon/dragon100.epd"). The data folder is looked up beside the
// running executable (<bindir>/../share/perftkit, so a moved install
// still finds its own), then in the source tree a build-tree tool was
// built from. Throws InputError naming `option` when none exists.
std::string data_set_file(const std::string& option, const std::string& argument);

}  // namespace perftkit::tool
