// The CPU clocks see a child's work, and only its work: a busy child
// gains CPU time, a sleeping one almost none.
#include "bench/cpu_clock.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "uci/child_process.h"

namespace perftkit::bench {
namespace {

TEST(CpuClock, AProcessGroupsCpuTimeGrowsWhileItWorks) {
  // A shell that forks its busy loop (the subshell) instead of exec'ing
  // it: the group covers the grandchild too.
  uci::ChildProcess busy("(while :; do :; done); true");
  const double before = process_group_cpu_seconds(busy.pid());
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const double after = process_group_cpu_seconds(busy.pid());
  busy.stop(std::chrono::milliseconds(100));
  EXPECT_GT(after, before);
  EXPECT_LT(after - before, 0.31 * std::thread::hardware_concurrency());
}

TEST(CpuClock, ASleepingGroupUsesAlmostNoCpu) {
  uci::ChildProcess sleeper("sleep 5");
  const double before = process_group_cpu_seconds(sleeper.pid());
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const double used = process_group_cpu_seconds(sleeper.pid()) - before;
  sleeper.stop(std::chrono::milliseconds(100));
  EXPECT_LT(used, 0.05);
}

TEST(CpuClock, EndedChildrenCountOnceWaitedFor) {
  const double before = ended_children_cpu_seconds();
  ASSERT_EQ(std::system("i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"), 0);
  EXPECT_GT(ended_children_cpu_seconds(), before);
}

}  // namespace
}  // namespace perftkit::bench
