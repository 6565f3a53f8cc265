#pragma once
// Refuses to continue a journal written for another run: the program
// version first (a fixed generator bug may change counts), then each
// field that names the run, the first difference as an InputError.
#include <string>
#include <utility>

#include "common/input_error.h"

namespace perftkit::journal {

class SameRunCheck {
 public:
  SameRunCheck(std::string source, const std::string& journal_version, const std::string& run_version)
      : source_(std::move(source)) {
    if (journal_version != run_version)
      throw_input_error(source_, "journal was written by perftkit " + journal_version + ", this is perftkit " +
                                     run_version + "; counts from another version are not reused");
  }
  const SameRunCheck& field(const std::string& name, const std::string& was, const std::string& now) const {
    if (was != now)
      throw_input_error(source_, "journal is for " + name + " '" + was + "', this run asks for '" + now +
                                     "' (start a new --checkpoint instead)");
    return *this;
  }

 private:
  std::string source_;
};

}  // namespace perftkit::journal
