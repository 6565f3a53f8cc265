#pragma once
// The one exit-code policy of every tool: a body returns 0 (success) or 1
// (a failed verification); anything thrown ends the tool with one line on
// stderr and exit code 2, never a crash. InputError is bad input; the
// others (an engine that does not answer, a full disk, no memory) are
// conditions of the run that the user has to fix too.
#include <csignal>
#include <iostream>
#include <new>
#include <stdexcept>
#include <string_view>

#include "common/input_error.h"

namespace perftkit {

template <class Body>
int run_tool(std::string_view tool, Body&& body) noexcept {
  // Past a file-size limit (ulimit -f) a write then fails with EFBIG, which
  // the tool reports naming the file, instead of the signal killing it
  // mid-record.
  std::signal(SIGXFSZ, SIG_IGN);
  try {
    return body();
  } catch (const std::bad_alloc&) {
    std::cerr << tool << ": error: out of memory (lower --hash or --memory)\n";
  } catch (const std::exception& e) {
    std::cerr << tool << ": error: " << e.what() << '\n';
  }
  return 2;
}

}  // namespace perftkit
