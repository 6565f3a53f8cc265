// The exit-code policy of every tool (common/tool_main.h), alone and as
// one rank of an MPI job (tools/mpi/tool_main.h passes the rank's
// ToolProcess): one line and exit code 2 for anything thrown.
#include "common/tool_main.h"

#include <gtest/gtest.h>

#include <new>
#include <stdexcept>
#include <string>

namespace perftkit {
namespace {

int ended_with = 0;
void record_end(int exit_code) { ended_with = exit_code; }

// A rank other than the first of a job.
constexpr ToolProcess kLaterRank{false, &record_end};

template <class Body>
std::string stderr_of(int& rc, Body body, ToolProcess process = {}) {
  testing::internal::CaptureStderr();
  rc = run_tool("tool", body, process);
  return testing::internal::GetCapturedStderr();
}

TEST(ToolMain, ReturnsTheBodysExitCode) {
  int rc = -1;
  EXPECT_EQ(stderr_of(rc, [] { return 1; }), "");
  EXPECT_EQ(rc, 1);
}

TEST(ToolMain, BadInputIsOneLineAndExitTwo) {
  int rc = 0;
  EXPECT_EQ(stderr_of(rc, []() -> int { throw_input_error("--depth", "missing"); }), "tool: error: --depth: missing\n");
  EXPECT_EQ(rc, 2);
}

TEST(ToolMain, RunFailuresAreOneLineAndExitTwo) {
  int rc = 0;
  EXPECT_EQ(stderr_of(rc, []() -> int { throw std::bad_alloc(); }),
            "tool: error: out of memory (lower --hash or --memory)\n");
  EXPECT_EQ(rc, 2);
  EXPECT_EQ(stderr_of(rc, []() -> int { throw std::runtime_error("disk full"); }), "tool: error: disk full\n");
  EXPECT_EQ(rc, 2);
}

// Every rank parses the same command line: the first reports bad input
// for all, and the job ends normally.
TEST(ToolMain, LaterRanksLeaveBadInputToTheFirst) {
  int rc = 0;
  ended_with = 0;
  EXPECT_EQ(stderr_of(rc, []() -> int { throw_input_error("--fen", "bad"); }, kLaterRank), "");
  EXPECT_EQ(rc, 2);
  EXPECT_EQ(ended_with, 0);
}

// The MPI tools once caught InputError only: a rank out of memory then
// crashed (std::terminate) instead of reporting and ending the job.
TEST(ToolMain, ARanksOwnFailureIsReportedAndEndsTheJob) {
  int rc = 0;
  ended_with = 0;
  EXPECT_EQ(stderr_of(rc, []() -> int { throw std::bad_alloc(); }, kLaterRank),
            "tool: error: out of memory (lower --hash or --memory)\n");
  EXPECT_EQ(rc, 2);
  EXPECT_EQ(ended_with, 2);
}

}  // namespace
}  // namespace perftkit
