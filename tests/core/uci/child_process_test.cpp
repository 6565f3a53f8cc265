#include "uci/child_process.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include "uci/engine_error.h"

namespace perftkit::uci {
namespace {

using namespace std::chrono_literals;

ChildProcess::Clock::time_point in(std::chrono::milliseconds duration) { return ChildProcess::Clock::now() + duration; }

TEST(ChildProcess, RunsAShellCommandLineWithQuoting) {
  ChildProcess child("printf '%s|%s\\n' 'two words' \"$((40 + 2))\"");
  EXPECT_EQ(child.read_line(in(5s)), "two words|42");
  EXPECT_EQ(child.stop(1s), ChildExit::kExitedByItself);
}

TEST(ChildProcess, EchoesLinesBackAndStopsWhenItsInputCloses) {
  ChildProcess child("cat");
  child.write_line("hello");
  child.write_line("second line");
  EXPECT_EQ(child.read_line(in(5s)), "hello");
  EXPECT_EQ(child.read_line(in(5s)), "second line");
  EXPECT_EQ(child.stop(2s), ChildExit::kExitedByItself);
}

TEST(ChildProcess, StripsCarriageReturns) {
  ChildProcess child("printf 'windows\\r\\n'");
  EXPECT_EQ(child.read_line(in(5s)), "windows");
}

TEST(ChildProcess, ReadTimesOutWhenTheChildIsSilent) {
  ChildProcess child("sleep 5");
  auto start = ChildProcess::Clock::now();
  EXPECT_EQ(child.read_line(in(100ms)), std::nullopt);
  EXPECT_GE(ChildProcess::Clock::now() - start, 100ms);
  // sleep ignores its closed stdin; SIGTERM ends it.
  EXPECT_EQ(child.stop(200ms), ChildExit::kTerminated);
}

TEST(ChildProcess, KillsAChildThatIgnoresSigterm) {
  ChildProcess child("trap '' TERM; echo ready; while true; do sleep 0.05; done");
  EXPECT_EQ(child.read_line(in(5s)), "ready");
  EXPECT_EQ(child.stop(200ms), ChildExit::kKilled);
  // Reaped: the pid no longer exists.
  EXPECT_NE(::kill(child.pid(), 0), 0);
}

TEST(ChildProcess, ReportsAChildThatExitedWithItsStatus) {
  ChildProcess child("exit 7");
  try {
    child.read_line(in(5s));
    FAIL() << "expected EngineError";
  } catch (const EngineError& error) {
    EXPECT_NE(std::string(error.what()).find("exited with status 7"), std::string::npos) << error.what();
  }
  EXPECT_THROW(child.write_line("anything"), EngineError);
}

// Whichever call first finds the engine gone says how it ended: here the
// write, after the child has surely exited (waitid with WNOWAIT waits for
// its exit and leaves it to be reaped), not a race against the exit.
TEST(ChildProcess, AWriteToAnExitedChildReportsItsStatus) {
  ChildProcess child("exit 9");
  siginfo_t info{};
  ASSERT_EQ(::waitid(P_PID, static_cast<id_t>(child.pid()), &info, WEXITED | WNOWAIT), 0);
  try {
    child.write_line("uci");
    FAIL() << "expected EngineError";
  } catch (const EngineError& error) {
    EXPECT_NE(std::string(error.what()).find("exited with status 9"), std::string::npos) << error.what();
  }
}

TEST(ChildProcess, ReportsAMissingProgramAsAnExit) {
  ChildProcess child("/nonexistent/engine 2>/dev/null");
  EXPECT_THROW(child.read_line(in(5s)), EngineError);
}

}  // namespace
}  // namespace perftkit::uci
