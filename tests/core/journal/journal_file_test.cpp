// The journal file under every journal kind, as a write-ahead log: a torn
// last record is told from damage, a failed append (disk full, file-size
// limit) leaves only whole records, a journal whose header never reached
// the disk starts afresh on resume, and a second run cannot take a
// journal in use.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../torn_journal.h"
#include "common/input_error.h"
#include "journal/journal_file.h"
#include "journal/sealed_record.h"

namespace perftkit {
namespace {

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

class JournalPath : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = (std::filesystem::temp_directory_path() /
             ("perftkit-journal-file-" + std::to_string(::getpid()) + "-" +
              ::testing::UnitTest::GetInstance()->current_test_info()->name()))
                .string();
    std::filesystem::remove(path_);
  }
  void TearDown() override { std::filesystem::remove(path_); }
  void write(const std::string& text) const { std::ofstream(path_, std::ios::binary | std::ios::trunc) << text; }
  std::string path_;
};

const std::string kHeader = journal::sealed_line({"perftkit-test", "1"});
const std::string kRecordA = journal::sealed_line({"unit", "0", "12345"});
const std::string kRecordB = journal::sealed_line({"unit", "1", "678"});

TEST(WholeRecordsLength, IsTheWholeTextWhenItsLastRecordIsWhole) {
  EXPECT_EQ(journal::whole_records_length(""), 0u);
  EXPECT_EQ(journal::whole_records_length(kHeader), kHeader.size());
  EXPECT_EQ(journal::whole_records_length(kHeader + kRecordA + kRecordB), kHeader.size() + kRecordA.size() + kRecordB.size());
}

TEST(WholeRecordsLength, EndsBeforeALastRecordCutOrChangedAnywhere) {
  const std::string whole = kHeader + kRecordA;
  for (const auto& torn : test::torn_last_records(whole + kRecordB))
    EXPECT_EQ(journal::whole_records_length(torn.text), whole.size()) << torn.how;
}

TEST(WholeRecordsLength, LooksAtTheLastRecordOnly) {
  // Damage before the last record is the parser's to refuse, not a torn tail.
  const std::string damaged = test::with_record_changed(kHeader + kRecordA + kRecordB, 1);
  EXPECT_EQ(journal::whole_records_length(damaged), damaged.size());
}

TEST_F(JournalPath, AFailedAppendCutsTheFileBackToItsWholeRecords) {
  auto file = journal::JournalFile::create(path_);
  file.append(kHeader);
  file.append(kRecordA);
  const std::string before = read_text(path_);
  // A file-size limit that ends inside the next record: write() fails with
  // EFBIG after writing part of it (SIGXFSZ ignored, as the tools do).
  auto previous_handler = std::signal(SIGXFSZ, SIG_IGN);
  rlimit previous{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &previous), 0);
  rlimit limit = previous;
  limit.rlim_cur = before.size() + kRecordB.size() / 2;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limit), 0);
  std::string error;
  try {
    file.append(kRecordB);
  } catch (const InputError& e) {
    error = e.what();
  }
  ::setrlimit(RLIMIT_FSIZE, &previous);
  std::signal(SIGXFSZ, previous_handler);
  EXPECT_NE(error.find(path_), std::string::npos) << "the error names the file: " << error;
  EXPECT_NE(error.find("cannot write"), std::string::npos) << error;
  EXPECT_EQ(read_text(path_), before) << "a partial record stayed in the journal";
  // Once space is back, appending goes on after the whole records.
  file.append(kRecordB);
  EXPECT_EQ(read_text(path_), before + kRecordB);
}

TEST_F(JournalPath, ResumeDropsATornLastRecordAndAppendsAfterTheWholeOnes) {
  write(kHeader + kRecordA + kRecordB.substr(0, 9));
  ::testing::internal::CaptureStderr();
  auto [file, text] = journal::reopen(path_, [](std::string_view whole, const std::string&) { return std::string(whole); });
  const std::string said = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(text, kHeader + kRecordA);
  EXPECT_EQ(said, "dropped a torn last record (9 bytes) from " + path_ + "\n");
  file.append(kRecordB);
  EXPECT_EQ(read_text(path_), kHeader + kRecordA + kRecordB);
}

TEST_F(JournalPath, ASecondRunCannotTakeAJournalInUse) {
  auto file = journal::JournalFile::create(path_);
  file.append(kHeader);
  try {
    journal::JournalFile::open_for_append(path_, "--resume '" + path_ + "'");
    ADD_FAILURE() << "two runs append to one journal";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("in use by another run"), std::string::npos) << e.what();
  }
  EXPECT_EQ(journal::resume_or_restart(path_), CheckpointMode::kResume) << "a journal in use was restarted";
}

TEST_F(JournalPath, AJournalWithoutAWholeHeaderStartsAfresh) {
  // Killed between creating the file and its header reaching the disk:
  // empty, a header cut anywhere or changed after its tag, or zeros after
  // a power loss. (A changed tag is no journal's: refused, see below.)
  std::vector<std::string> unfinished{"", std::string(40, '\0')};
  for (const auto& torn : test::torn_last_records(kHeader))
    if (torn.text.starts_with("perftkit-") || std::string_view("perftkit-").starts_with(torn.text))
      unfinished.push_back(torn.text);
  ASSERT_GT(unfinished.size(), 2 * kHeader.size() - 10);
  for (const auto& text : unfinished) {
    write(text);
    ::testing::internal::CaptureStderr();
    EXPECT_EQ(journal::resume_or_restart(path_), CheckpointMode::kStart) << "'" << text << "'";
    EXPECT_NE(::testing::internal::GetCapturedStderr().find("starting afresh"), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists(path_));
  }
}

TEST_F(JournalPath, AFileThatIsNoJournalIsLeftForTheResumeToRefuse) {
  for (const std::string& text : std::vector<std::string>{"hello\n", "a line\nand another", "perftkit-x\t1\n" + kRecordA}) {
    write(text);
    EXPECT_EQ(journal::resume_or_restart(path_), CheckpointMode::kResume) << text;
    EXPECT_EQ(read_text(path_), text) << "the file was changed";
  }
}

}  // namespace
}  // namespace perftkit
