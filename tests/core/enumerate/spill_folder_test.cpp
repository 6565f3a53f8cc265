// The temporary files of an enumeration: a run leaves nothing behind in
// the temp folder, a plain run removes what killed runs left, and a
// journaled run's resume removes what its killed predecessor spilled.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "enumerate/spill_folder.h"

namespace perftkit {
namespace {

class SpillFolderTest : public ::testing::Test {
 protected:
  void SetUp() override {
    temp_ = std::filesystem::temp_directory_path() / ("perftkit-spill-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(temp_);
    std::filesystem::create_directories(temp_);
  }
  void TearDown() override { std::filesystem::remove_all(temp_); }

  std::size_t entries() const {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(temp_)) ++n;
    return n;
  }
  void leave_file(const std::filesystem::path& folder) const {
    std::filesystem::create_directories(temp_ / folder);
    std::ofstream(temp_ / folder / "run-7.bin") << "left by a killed run";
  }

  std::filesystem::path temp_;
};

// The process id of a child that has exited: no process has it now.
pid_t pid_of_an_ended_process() {
  const pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  ::waitpid(child, nullptr, 0);
  return child;
}

TEST_F(SpillFolderTest, ARunLeavesNothingBehind) {
  {
    auto spill = SpillFolder::for_process(temp_);
    std::ofstream(spill.next_file()) << "spilled";
    std::ofstream(spill.next_file()) << "spilled";
    EXPECT_EQ(entries(), 1u);
  }
  EXPECT_EQ(entries(), 0u);
}

TEST_F(SpillFolderTest, APlainRunRemovesTheFoldersOfEndedProcessesOnly) {
  const std::string ended = "perftkit-spill-" + std::to_string(pid_of_an_ended_process());
  const std::string living = "perftkit-spill-" + std::to_string(::getppid());
  leave_file(ended);
  leave_file(living);
  leave_file("perftkit-spill-journal-0123abcd");  // a journal's: its resume removes it
  leave_file("someone-else");
  auto spill = SpillFolder::for_process(temp_);
  EXPECT_FALSE(std::filesystem::exists(temp_ / ended));
  EXPECT_TRUE(std::filesystem::exists(temp_ / living));
  EXPECT_TRUE(std::filesystem::exists(temp_ / "perftkit-spill-journal-0123abcd"));
  EXPECT_TRUE(std::filesystem::exists(temp_ / "someone-else"));
}

TEST_F(SpillFolderTest, AJournaledRunStartsFromAnEmptyFolderOfItsJournal) {
  const std::string journal = (temp_ / "run.ckpt").string();
  const auto folder = SpillFolder::for_journal(temp_, journal).path().filename();
  EXPECT_EQ(entries(), 0u) << "the folder outlived its run";
  // The same journal, named another way, is the same folder; another journal is not.
  EXPECT_EQ(SpillFolder::for_journal(temp_, (temp_ / "." / "run.ckpt").string()).path().filename(), folder);
  EXPECT_NE(SpillFolder::for_journal(temp_, (temp_ / "other.ckpt").string()).path().filename(), folder);
  leave_file(folder);
  {
    auto resumed = SpillFolder::for_journal(temp_, journal);
    EXPECT_TRUE(std::filesystem::is_empty(resumed.path())) << "a killed run's spilled runs were kept";
  }
  EXPECT_EQ(entries(), 0u);
}

}  // namespace
}  // namespace perftkit
