// The checkpoint journal: its records round-trip, every damaged or foreign
// journal is refused (never summed), and a resumed run gives exactly the
// counts of an uninterrupted one.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "chess/position.h"
#include "common/input_error.h"
#include "perft/checkpoint.h"
#include "perft/checkpointed_perft.h"

namespace perftkit {
namespace {

const char* kKiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

// A fresh path per test, removed afterwards.
class TempJournal {
 public:
  TempJournal() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = std::filesystem::temp_directory_path() /
            ("perftkit-" + std::to_string(::getpid()) + "-" + test->name() + ".ckpt");
    std::filesystem::remove(path_);
  }
  ~TempJournal() { std::filesystem::remove(path_); }
  std::string str() const { return path_.string(); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

CheckpointHeader sample_header() {
  CheckpointHeader h;
  h.variant = "chess";
  h.fen = kKiwipete;
  h.depth = 5;
  h.split_plies = 2;
  h.unit_count = 100;
  return h;
}

std::string sample_journal() {
  return encode_header(sample_header()) + encode_record({0, 0x0123456789abcdefULL, 3, 97862}) +
         encode_record({99, 0xfedcba9876543210ULL, 3, 4085603});
}

void expect_refused(const std::string& text, const std::string& fragment) {
  try {
    parse_checkpoint(text, "journal");
    ADD_FAILURE() << "accepted a journal that should fail with '" << fragment << "'";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

TEST(CheckpointFormat, Crc32MatchesTheStandardCheckValue) {
  EXPECT_EQ(crc32("123456789"), 0xCBF43926u);
  EXPECT_EQ(crc32(""), 0u);
}

TEST(CheckpointFormat, HeaderAndRecordsRoundTrip) {
  auto contents = parse_checkpoint(sample_journal(), "journal");
  EXPECT_EQ(contents.header, sample_header());
  ASSERT_EQ(contents.records.size(), 2u);
  EXPECT_EQ(contents.records[0], (CheckpointRecord{0, 0x0123456789abcdefULL, 3, 97862}));
  EXPECT_EQ(contents.records[1], (CheckpointRecord{99, 0xfedcba9876543210ULL, 3, 4085603}));
}

TEST(CheckpointFormat, EveryTruncationIsDetected) {
  const std::string text = sample_journal();
  const std::size_t header_size = encode_header(sample_header()).size();
  for (std::size_t size = 0; size < text.size(); ++size) {
    // Cuts at a line end leave a shorter but valid journal.
    if (size >= header_size && text[size - 1] == '\n') continue;
    expect_refused(text.substr(0, size), size == 0 ? "empty journal" : "");
  }
  expect_refused(text.substr(0, text.size() - 1), "truncated record");
}

TEST(CheckpointFormat, EveryChangedByteIsDetected) {
  const std::string text = sample_journal();
  for (std::size_t i = 0; i < text.size(); ++i) {
    for (char replacement : {'0', '7', 'f', '\t', ' ', 'x'}) {
      if (text[i] == replacement) continue;
      std::string damaged = text;
      damaged[i] = replacement;
      EXPECT_THROW(parse_checkpoint(damaged, "journal"), InputError) << "byte " << i << " -> '" << replacement << "'";
    }
  }
}

TEST(CheckpointFormat, RecordsThatDoNotFitTheHeaderAreRefused) {
  const std::string header = encode_header(sample_header());
  expect_refused(header + encode_record({100, 1, 3, 5}), "out of range");
  expect_refused(header + encode_record({7, 1, 4, 5}), "unit depth 4");
  expect_refused(header + encode_record({7, 1, 3, 5}) + encode_record({7, 1, 3, 5}), "recorded twice");
  expect_refused(encode_record({7, 1, 3, 5}), "not a perftkit checkpoint");
  std::string future = "perftkit-checkpoint\t2\t0.1.0\tchess\t\t5\t2\t100\t" + std::string(kKiwipete);
  char crc[9];
  std::snprintf(crc, sizeof crc, "%08x", crc32(future));
  expect_refused(future + "\t" + crc + "\n", "format '2' is not supported");
}

TEST(CheckpointFormat, AnotherRunIsRefusedNamingTheField) {
  const auto journal = sample_header();
  auto refused_for = [&](CheckpointHeader run, const std::string& field) {
    try {
      require_same_run(journal, run, "journal");
      ADD_FAILURE() << "accepted a journal from another " << field;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(field), std::string::npos) << e.what();
    }
  };
  auto run = journal;
  run.split_plies = 3;  // split and unit count come from the journal
  run.unit_count = 7;
  EXPECT_NO_THROW(require_same_run(journal, run, "journal"));
  auto other = journal;
  other.depth = 6;
  refused_for(other, "depth");
  other = journal;
  other.fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
  refused_for(other, "FEN");
  other = journal;
  other.variant = "chess960";
  refused_for(other, "variant");
  other = journal;
  other.model = "deck";
  refused_for(other, "model");
  other = journal;
  other.program_version = "0.0.1";
  refused_for(other, "version");
}

TEST(CheckpointFormat, ProgramVersionIsTheProjectVersion) {
  std::string cmake = read_text(std::filesystem::path(PERFTKIT_SOURCE_DIR) / "CMakeLists.txt");
  std::smatch match;
  ASSERT_TRUE(std::regex_search(cmake, match, std::regex(R"(project\(perftkit VERSION ([0-9.]+))")));
  EXPECT_EQ(match[1].str(), kProgramVersion);
}

TEST(CheckpointJournalFile, CreateRefusesAnExistingFile) {
  TempJournal file;
  { auto journal = CheckpointJournal::create(file.str(), sample_header()); }
  EXPECT_THROW(CheckpointJournal::create(file.str(), sample_header()), InputError);
}

TEST(CheckpointJournalFile, AppendedRecordsAreReadBackOnResume) {
  TempJournal file;
  {
    auto journal = CheckpointJournal::create(file.str(), sample_header());
    journal.append({5, 42, 3, 1000});
    journal.append({6, 43, 3, 2000});
  }
  auto journal = CheckpointJournal::resume(file.str());
  EXPECT_EQ(journal.contents().header, sample_header());
  EXPECT_EQ(journal.contents().records,
            (std::vector<CheckpointRecord>{{5, 42, 3, 1000}, {6, 43, 3, 2000}}));
}

std::vector<std::uint64_t> counts_of(const std::vector<DivideLine<chess::Position>>& lines) {
  std::vector<std::uint64_t> counts;
  for (const auto& line : lines) counts.push_back(line.count);
  return counts;
}

CheckpointRequest request_for(const TempJournal& file, CheckpointMode mode) {
  return {file.str(), mode, "chess", ""};
}

TEST(CheckpointedPerft, ResumeAfterAnyRecordWithOtherThreadCountsMatchesDivide) {
  const auto pos = chess::Position::from_fen(kKiwipete);
  const auto reference = counts_of(divide(pos, 4, {1, nullptr, false, ""}));
  TempJournal file;
  auto full = checkpointed_divide(pos, 4, request_for(file, CheckpointMode::kStart), {2, nullptr, false, ""});
  ASSERT_EQ(counts_of(full.lines), reference);
  EXPECT_EQ(full.resumed_units, 0u);

  // A run killed after k records leaves the header and k whole lines.
  const std::string journal = read_text(file.path());
  std::vector<std::size_t> line_ends;
  for (std::size_t i = 0; i < journal.size(); ++i)
    if (journal[i] == '\n') line_ends.push_back(i + 1);
  ASSERT_EQ(line_ends.size(), full.unit_count + 1);
  for (std::size_t k : {std::size_t{0}, std::size_t{1}, full.unit_count / 2, full.unit_count}) {
    PerftHash hash(1);
    for (int threads : {1, 3}) {
      write_text(file.path(), journal.substr(0, line_ends[k]));
      auto resumed = checkpointed_divide(pos, 4, request_for(file, CheckpointMode::kResume), {threads, &hash, false, ""});
      EXPECT_EQ(resumed.resumed_units, k);
      EXPECT_EQ(counts_of(resumed.lines), reference) << k << " records, " << threads << " threads";
      // The resumed run completed the journal.
      EXPECT_EQ(parse_checkpoint(read_text(file.path()), "journal").records.size(), full.unit_count);
    }
  }
}

TEST(CheckpointedPerft, RecordOfAnotherSubtreeIsRefused) {
  const auto pos = chess::Position::from_fen(kKiwipete);
  TempJournal file;
  auto full = checkpointed_divide(pos, 3, request_for(file, CheckpointMode::kStart), {1, nullptr, false, ""});
  auto contents = parse_checkpoint(read_text(file.path()), "journal");
  // A well-formed record whose key is not its unit's: the sums would be
  // wrong, so resume must stop.
  write_text(file.path(), encode_header(contents.header) +
                              encode_record({0, contents.records[1].key, contents.records[0].depth, 1}));
  EXPECT_THROW(checkpointed_divide(pos, 3, request_for(file, CheckpointMode::kResume)), InputError);
  EXPECT_GT(full.unit_count, 1u);
}

TEST(CheckpointedPerft, JournalOfAnotherPositionIsRefused) {
  TempJournal file;
  checkpointed_divide(chess::Position::from_fen(kKiwipete), 3, request_for(file, CheckpointMode::kStart));
  const auto other = chess::Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_THROW(checkpointed_divide(other, 3, request_for(file, CheckpointMode::kResume)), InputError);
}

}  // namespace
}  // namespace perftkit
