#pragma once
// CPU time of the engines a benchmark runs as child processes. CPU time,
// unlike wall time, leaves out the time an engine waited for a core that
// another program held, so it is the steadier measure on a busy machine.
#include <sys/types.h>

namespace perftkit::bench {

// Seconds of CPU (user + system) used so far by every live process of the
// process group `group`, in nanosecond resolution (the kernel's per-process
// CPU clocks). A persistent UCI engine leads its own group
// (uci/child_process.h), so this covers an engine that a shell or wrapper
// script started, and all of its threads.
double process_group_cpu_seconds(pid_t group);

// Seconds of CPU used by this process's children that have ended and been
// waited for (getrusage RUSAGE_CHILDREN; microsecond resolution): the
// difference around a perftree call is that call's CPU time.
double ended_children_cpu_seconds();

}  // namespace perftkit::bench
