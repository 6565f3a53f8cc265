#pragma once
// The one exit-code policy of every tool: a body returns 0 (success) or 1
// (a failed verification); anything thrown ends the tool with one line on
// stderr and exit code 2, never a crash. InputError is bad input; the
// others (an engine that does not answer, a full disk, no memory) are
// conditions of the run that the user has to fix too.
//
// Where several processes run one command line (the ranks of an MPI job,
// tools/mpi/tool_main.h), bad input fails all of them alike, so one of
// them reports it; any other failure is one process's own: that process
// reports it and ends the whole job, whose other processes would
// otherwise wait for it forever.
#include <csignal>
#include <exception>
#include <iostream>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>

#include "common/input_error.h"

namespace perftkit {

inline constexpr int kToolFailed = 2;

// How this process takes part in the tool's run: alone (the default), or
// as one rank of a job.
struct ToolProcess {
  bool reports_input_errors = true;  // a job: its first rank only
  // Called with the exit code after a failure that is this process's own;
  // a job ends its other ranks here (MPI_Abort). nullptr: nothing to end.
  void (*end_job)(int exit_code) = nullptr;
};

// The one line a tool prints for what ended it.
inline std::string tool_error_line(std::string_view tool, const std::exception_ptr& error) {
  const std::string prefix = std::string(tool) + ": error: ";
  try {
    std::rethrow_exception(error);
  } catch (const std::bad_alloc&) {
    return prefix + "out of memory (lower --hash or --memory)";
  } catch (const std::exception& e) {
    return prefix + e.what();
  } catch (...) {
    return prefix + "unknown failure";
  }
}

template <class Body>
int run_tool(std::string_view tool, Body&& body, ToolProcess process = {}) noexcept {
  // Past a file-size limit (ulimit -f) a write then fails with EFBIG, which
  // the tool reports naming the file, instead of the signal killing it
  // mid-record.
  std::signal(SIGXFSZ, SIG_IGN);
  try {
    return body();
  } catch (const InputError& e) {
    if (process.reports_input_errors) std::cerr << tool_error_line(tool, std::current_exception()) << '\n';
  } catch (...) {
    std::cerr << tool_error_line(tool, std::current_exception()) << std::endl;
    if (process.end_job) process.end_job(kToolFailed);
  }
  return kToolFailed;
}

}  // namespace perftkit
