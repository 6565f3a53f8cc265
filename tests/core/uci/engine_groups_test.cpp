#include "uci/engine_groups.h"

#include <gtest/gtest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <thread>
#include <vector>

#include "uci/child_process.h"
#include "uci/engine_error.h"

namespace perftkit::uci {
namespace {

using namespace std::chrono_literals;

// Each death test runs in a freshly started copy of this binary, so the
// handlers are installed there as a tool installs them, by its first engine.
class EngineGroupsDeathTest : public ::testing::Test {
 protected:
  void SetUp() override { GTEST_FLAG_SET(death_test_style, "threadsafe"); }
};

// The engines a death test starts would inherit its status pipe and keep
// GoogleTest waiting for it to close as long as they live; marked
// close-on-exec, it is not passed on.
void keep_descriptors_from_engines() {
  for (int fd = 3; fd < 1024; ++fd) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}

// True once no process of `group` is left within 5 s (reaping any that
// ended as our orphans: ChildProcess makes this process a subreaper).
bool group_ends(pid_t group) {
  for (int i = 0; i < 500; ++i) {
    while (::waitpid(-group, nullptr, WNOHANG) > 0) {
    }
    if (::kill(-group, 0) != 0) return true;
    std::this_thread::sleep_for(10ms);
  }
  return false;
}

TEST_F(EngineGroupsDeathTest, ASignalEndsEveryEngineGroupThenTheToolBySignal) {
  const std::string file = ::testing::TempDir() + "engine_groups_test.pgid";
  ::unlink(file.c_str());
  EXPECT_EXIT(
      {
        keep_descriptors_from_engines();
        // Two engines; the second ignores SIGTERM (and so does the sleep it
        // becomes), which leaves the handler SIGKILL after its grace.
        ChildProcess first("echo ready; exec sleep 1000");
        ChildProcess second("trap '' TERM; echo $$ >'" + file + "'; echo ready; exec sleep 1000");
        if (first.read_line(ChildProcess::Clock::now() + 10s) != "ready") std::_Exit(3);
        if (second.read_line(ChildProcess::Clock::now() + 10s) != "ready") std::_Exit(3);
        std::ofstream(file, std::ios::app) << first.pid() << '\n';
        ::kill(::getpid(), SIGTERM);
        std::this_thread::sleep_for(60s);  // (the handler ends the process long before)
        std::_Exit(4);
      },
      ::testing::KilledBySignal(SIGTERM), "");
  std::ifstream groups(file);
  std::vector<pid_t> ids;
  for (pid_t id; groups >> id;) ids.push_back(id);
  ASSERT_EQ(ids.size(), 2u) << "the child did not start both engines";
  for (pid_t group : ids) {
    EXPECT_TRUE(group_ends(group)) << "group " << group << " survived";
    ::kill(-group, SIGKILL);  // (a failure leaves no orphan)
  }
}

TEST_F(EngineGroupsDeathTest, ASignalIgnoredBeforeTheFirstEngineStaysIgnored) {
  EXPECT_EXIT(
      {
        ::signal(SIGHUP, SIG_IGN);  // as nohup leaves it
        keep_descriptors_from_engines();
        ChildProcess engine("exec cat");
        ::kill(::getpid(), SIGHUP);
        engine.write_line("still here");
        std::_Exit(engine.read_line(ChildProcess::Clock::now() + 10s) == "still here" ? 0 : 3);
      },
      ::testing::ExitedWithCode(0), "");
}

TEST(EngineGroupSlot, RefusesAnEngineWhenTheTableIsFull) {
  std::vector<std::unique_ptr<EngineGroupSlot>> slots;
  try {
    for (int i = 0; i < 10'000; ++i) slots.push_back(std::make_unique<EngineGroupSlot>());
    FAIL() << "no limit";
  } catch (const EngineError& e) {
    EXPECT_NE(std::string(e.what()).find("engines at once"), std::string::npos) << e.what();
  }
  EXPECT_EQ(slots.size(), 256u);
  slots.pop_back();  // a place given back is taken again
  EXPECT_NO_THROW(slots.push_back(std::make_unique<EngineGroupSlot>()));
}

}  // namespace
}  // namespace perftkit::uci
