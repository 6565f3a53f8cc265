#pragma once
// The journal header of --resume FILE on an MPI job: rank 0 keeps the
// journal, and the other ranks may run where the file is not, so rank 0
// reads the header line and every rank fills in its options from that
// same text (cli/resume_options.h). Every rank parses the same command
// line, so all of them call this at the same point.
#include <mpi.h>

#include <cstddef>
#include <string>

#include "cli/resume_options.h"
#include "common/input_error.h"

namespace perftkit::tool {

inline std::string header_line_from_rank_0(const std::string& path, const std::string& source) {
  constexpr long long kUnreadable = -1;
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::string line;
  long long size = kUnreadable;
  if (rank == 0) {
    try {
      line = header_line_of_file(path, source);
      size = static_cast<long long>(line.size());
    } catch (...) {
      MPI_Bcast(&size, 1, MPI_LONG_LONG, 0, MPI_COMM_WORLD);
      throw;
    }
  }
  MPI_Bcast(&size, 1, MPI_LONG_LONG, 0, MPI_COMM_WORLD);
  // Rank 0 reports why (it alone reports bad input: mpi/tool_main.h).
  if (size == kUnreadable) throw_input_error(source, "cannot be read on rank 0");
  line.resize(static_cast<std::size_t>(size));
  MPI_Bcast(line.data(), static_cast<int>(size), MPI_CHAR, 0, MPI_COMM_WORLD);
  return line;
}

}  // namespace perftkit::tool
