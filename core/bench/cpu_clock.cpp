#include "bench/cpu_clock.h"

#include <dirent.h>
#include <sys/resource.h>
#include <time.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace perftkit::bench {
namespace {

// The process group in /proc/PID/stat: the fifth field, counted after the
// command name, which is in parentheses and may itself hold spaces.
bool in_group(const char* pid, pid_t group) {
  std::ifstream stat(std::string("/proc/") + pid + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return false;  // (the process ended meanwhile)
  const auto name_end = line.rfind(')');
  if (name_end == std::string::npos) return false;
  std::istringstream fields(line.substr(name_end + 1));
  std::string state;
  long parent = 0, process_group = 0;
  fields >> state >> parent >> process_group;
  return fields && process_group == group;
}

double seconds(const timespec& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9; }

}  // namespace

double process_group_cpu_seconds(pid_t group) {
  double total = 0;
  DIR* proc = opendir("/proc");
  if (!proc) return 0;
  while (const dirent* entry = readdir(proc)) {
    char* end = nullptr;
    const long pid = std::strtol(entry->d_name, &end, 10);
    if (*end != '\0' || pid <= 0 || !in_group(entry->d_name, group)) continue;
    clockid_t clock;
    timespec used;
    if (clock_getcpuclockid(static_cast<pid_t>(pid), &clock) == 0 && clock_gettime(clock, &used) == 0)
      total += seconds(used);
  }
  closedir(proc);
  return total;
}

double ended_children_cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_CHILDREN, &usage);
  auto to_seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; };
  return to_seconds(usage.ru_utime) + to_seconds(usage.ru_stime);
}

}  // namespace perftkit::bench
