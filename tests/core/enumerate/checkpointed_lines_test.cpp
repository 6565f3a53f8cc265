// Checkpointed line enumeration: a run interrupted at any point (here by
// an exception thrown from inside the walk, which leaves exactly what a
// kill leaves: the journaled units) and resumed with another thread count
// gives exactly enumerate_lines()'s stats for every ply; a finished journal
// answers without walking; a journal whose units do not fit the position
// is refused.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "../torn_journal.h"
#include "common/input_error.h"
#include "enumerate/checkpointed_line_enumeration.h"
#include "enumerate/line_enumeration.h"
#include "interrupted_run.h"
#include "journal/journal_file.h"
#include "journal/sealed_record.h"
#include "raindrop/classifier.h"

namespace perftkit {
namespace {

using Open = raindrop::Position<raindrop::DeckModel::open>;
// 99 root moves, 534686 lines at ply 3 (datasets/raindrop/raindrop.epd):
// about a tenth of a second to depth 3.
constexpr const char* kFen = "1R5B/3pB2N/PPP3Pp/nP1k4/1pp1rRpp/3r2pn/P1K5/b3q3[NPPb] w - - 0 17 QRBNqrbn";
constexpr int kDepth = 3;

using testing::TempJournal;
using FailingClassifier = testing::FailingClassifier<Open>;

LinesJournalContents contents_of(const TempJournal& file) { return parse_lines_journal(file.text(), "journal"); }

EnumerationCheckpointRequest start(const TempJournal& file) {
  return {file.str(), CheckpointMode::kStart, "raindrop"};
}
EnumerationCheckpointRequest resume(const TempJournal& file) {
  return {file.str(), CheckpointMode::kResume, "raindrop"};
}

EnumerateOptions with_threads(int threads, bool drops_only = false) {
  EnumerateOptions options;
  options.threads = threads;
  options.drops_only = drops_only;
  return options;
}

void expect_same_plies(const std::vector<PlyStats>& got, const std::vector<PlyStats>& expected) {
  ASSERT_EQ(got.size(), expected.size());
  for (std::size_t ply = 0; ply < got.size(); ++ply) {
    EXPECT_EQ(got[ply].ply, expected[ply].ply);
    EXPECT_EQ(got[ply].lines, expected[ply].lines) << "ply " << ply;
    EXPECT_EQ(got[ply].lines_in, expected[ply].lines_in) << "ply " << ply;
    EXPECT_EQ(got[ply].distinct, 0u) << "ply " << ply;
  }
}

std::uint64_t positions_in(const std::vector<PlyStats>& plies) {
  std::uint64_t total = 0;
  for (const auto& stats : plies) total += stats.lines;
  return total;
}

class CheckpointedLineEnumeration : public ::testing::Test {
 protected:
  const Open root = Open::from_fen(kFen);
  const raindrop::RaindropClassifier classify{};
  const std::vector<PlyStats> reference = enumerate_lines(root, kDepth, classify, with_threads(2));
};

TEST_F(CheckpointedLineEnumeration, TheReferenceIsTheDatasetsPerft) {
  EXPECT_EQ(reference[1].lines, 99u);
  EXPECT_EQ(reference[2].lines, 7804u);
  EXPECT_EQ(reference[3].lines, 534686u);
  // Any thread count, and the journaled run uninterrupted, agree.
  expect_same_plies(enumerate_lines(root, kDepth, classify, with_threads(1)), reference);
  TempJournal file;
  auto journaled = checkpointed_enumerate_lines(root, kDepth, classify, with_threads(3), start(file));
  expect_same_plies(journaled.plies, reference);
  EXPECT_EQ(journaled.resumed_units, 0u);
  EXPECT_EQ(journaled.unit_count, 99u);  // split at ply 1: the root moves
  EXPECT_EQ(contents_of(file).records.size(), 99u);
}

TEST_F(CheckpointedLineEnumeration, InterruptedAnywhereResumesToTheUninterruptedStats) {
  const std::uint64_t calls_in_run = positions_in(reference);
  // From the first unit's first call to near the end; each run interrupted
  // on one thread count and resumed on another.
  const std::uint64_t fail_points[] = {2, calls_in_run / 5, calls_in_run / 2, calls_in_run * 4 / 5,
                                       calls_in_run - 10};
  int threads = 1;
  for (std::uint64_t fail_at : fail_points) {
    SCOPED_TRACE("interrupted at call " + std::to_string(fail_at) + " on " + std::to_string(threads) + " threads");
    TempJournal file;
    std::atomic<std::uint64_t> calls{0};
    EXPECT_THROW(checkpointed_enumerate_lines(root, kDepth, FailingClassifier{&calls, fail_at}, with_threads(threads),
                                              start(file)),
                 std::runtime_error);
    const std::size_t journaled = contents_of(file).records.size();
    EXPECT_LT(journaled, 99u);
    if (threads == 1 && fail_at > calls_in_run / 10) {
      EXPECT_GT(journaled, 0u);
    }
    threads = threads % 3 + 1;
    auto resumed = checkpointed_enumerate_lines(root, kDepth, classify, with_threads(threads), resume(file));
    EXPECT_EQ(resumed.resumed_units, journaled);
    EXPECT_EQ(resumed.unit_count, 99u);
    expect_same_plies(resumed.plies, reference);
    EXPECT_EQ(contents_of(file).records.size(), 99u);
  }
}

// A kill or power loss at any instant of the last append (or before the
// header was whole): the torn record is dropped, its unit walked again,
// and the stats are the uninterrupted ones. A changed record before the
// last is damage and refused.
TEST_F(CheckpointedLineEnumeration, ATornLastRecordAtAnyByteResumesToTheUninterruptedStats) {
  TempJournal file;
  checkpointed_enumerate_lines(root, kDepth, classify, with_threads(2), start(file));
  const std::string journal = file.text();
  auto torn = test::torn_last_records(journal);
  for (auto& header : test::unfinished_headers(journal)) torn.push_back(header);
  for (const auto& damage : torn) {
    file.write(damage.text);
    ::testing::internal::CaptureStderr();
    auto resumed = checkpointed_enumerate_lines(root, kDepth, classify, with_threads(2), resume(file));
    const std::string said = ::testing::internal::GetCapturedStderr();
    expect_same_plies(resumed.plies, reference);
    EXPECT_TRUE(said.find("dropped a torn last record") != std::string::npos ||
                said.find("starting afresh") != std::string::npos)
        << damage.how << ": " << said;
    EXPECT_EQ(contents_of(file).records.size(), 99u) << damage.how;
  }
  for (std::size_t record : {std::size_t{0}, std::size_t{1}, std::size_t{50}}) {
    file.write(test::with_record_changed(journal, record));
    EXPECT_THROW(checkpointed_enumerate_lines(root, kDepth, classify, with_threads(2), resume(file)), InputError)
        << record;
  }
}

TEST_F(CheckpointedLineEnumeration, AFinishedJournalAnswersWithoutWalking) {
  TempJournal file;
  checkpointed_enumerate_lines(root, kDepth, classify, with_threads(2), start(file));
  // Only the root (above the split at ply 1) is classified again: the
  // second call would be a unit's.
  std::atomic<std::uint64_t> calls{0};
  auto again =
      checkpointed_enumerate_lines(root, kDepth, FailingClassifier{&calls, 2}, with_threads(2), resume(file));
  EXPECT_EQ(calls.load(), 1u);
  EXPECT_EQ(again.resumed_units, 99u);
  expect_same_plies(again.plies, reference);
}

TEST_F(CheckpointedLineEnumeration, DropsOnlyRunsResumeToTheirOwnStats) {
  const auto drops = enumerate_lines(root, kDepth, classify, with_threads(2, true));
  ASSERT_LT(drops[kDepth].lines, reference[kDepth].lines);
  TempJournal file;
  std::atomic<std::uint64_t> calls{0};
  EXPECT_THROW(checkpointed_enumerate_lines(root, kDepth, FailingClassifier{&calls, positions_in(drops) / 2},
                                            with_threads(1, true), start(file)),
               std::runtime_error);
  expect_same_plies(checkpointed_enumerate_lines(root, kDepth, classify, with_threads(2, true), resume(file)).plies,
                    drops);
  // The journal is a drops-only run's: an ordinary run refuses it.
  try {
    checkpointed_enumerate_lines(root, kDepth, classify, with_threads(2), resume(file));
    ADD_FAILURE() << "resumed a drops-only journal for an ordinary run";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("drops-only"), std::string::npos) << e.what();
  }
}

TEST_F(CheckpointedLineEnumeration, UnitsThatDoNotFitThePositionAreRefused) {
  TempJournal file;
  std::atomic<std::uint64_t> calls{0};
  EXPECT_THROW(checkpointed_enumerate_lines(root, kDepth, FailingClassifier{&calls, positions_in(reference) / 2},
                                            with_threads(1), start(file)),
               std::runtime_error);
  const auto contents = contents_of(file);
  ASSERT_GE(contents.records.size(), 2u);
  auto refused_with = [&](const LinesJournalHeader& header, const std::vector<LinesUnitRecord>& records,
                          const std::string& fragment) {
    std::string text = encode_header(header);
    for (const auto& record : records) text += encode_record(record);
    file.write(text);
    try {
      checkpointed_enumerate_lines(root, kDepth, classify, with_threads(2), resume(file));
      ADD_FAILURE() << "resumed a journal that should fail with '" << fragment << "'";
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
    }
  };
  // A record carrying another unit's key (the stats of another subtree).
  auto swapped = contents.records;
  std::swap(swapped[0].key, swapped[1].key);
  refused_with(contents.header, swapped, "has another position's key");
  // Another split: the unit count no longer fits.
  auto header = contents.header;
  header.unit_count = 100;
  refused_with(header, contents.records, "journal has 100 units, this position splits into 99");
  header = contents.header;
  header.split_ply = 2;
  std::vector<LinesUnitRecord> deeper;
  for (auto record : contents.records) {
    record.plies.erase(record.plies.begin());
    deeper.push_back(record);
  }
  refused_with(header, deeper, "this position splits into 7804");
  // The journal as it was still resumes.
  std::string text = encode_header(contents.header);
  for (const auto& record : contents.records) text += encode_record(record);
  file.write(text);
  expect_same_plies(checkpointed_enumerate_lines(root, kDepth, classify, with_threads(2), resume(file)).plies,
                    reference);
}

// Small enough for ThreadSanitizer (scripts/sanitize.sh runs "Parallel"
// tests): four threads append to one journal, interrupted and resumed.
TEST(CheckpointedLineEnumerationParallel, FourThreadsJournalEveryUnitOnce) {
  // 29 root moves, 70459 lines at ply 3 (datasets/raindrop/raindrop.epd).
  const Open root = Open::from_fen("5brq/5KP1/4P3/bnPkP1P1/p3r1Pp/6pP/5NN1/4BB2[npppp] w - - 0 18 QRBNqrbn");
  const raindrop::RaindropClassifier classify{};
  const auto reference = enumerate_lines(root, kDepth, classify, with_threads(4));
  ASSERT_EQ(reference[kDepth].lines, 70459u);
  TempJournal file;
  std::atomic<std::uint64_t> calls{0};
  EXPECT_THROW(checkpointed_enumerate_lines(root, kDepth, FailingClassifier{&calls, positions_in(reference) / 2},
                                            with_threads(4), start(file)),
               std::runtime_error);
  auto resumed = checkpointed_enumerate_lines(root, kDepth, classify, with_threads(4), resume(file));
  expect_same_plies(resumed.plies, reference);
  // Reading refuses a unit recorded twice; every unit is there once.
  EXPECT_EQ(contents_of(file).records.size(), resumed.unit_count);
}

}  // namespace
}  // namespace perftkit
