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

#include "../torn_journal.h"
#include "chess/position.h"
#include "common/input_error.h"
#include "perft/checkpoint.h"
#include "perft/checkpoint_count.h"
#include "perft/checkpointed_perft.h"
#include "raindrop/position.h"

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
  return encode_header(sample_header()) + encode_record({{0, 0x0123456789abcdefULL}, 3, "97862"}) +
         encode_record({{99, 0xfedcba9876543210ULL}, 3, "4085603"});
}

void expect_refused(const std::string& text, const std::string& fragment) {
  try {
    parse_checkpoint(text, "journal");
    ADD_FAILURE() << "accepted a journal that should fail with '" << fragment << "'";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

TEST(CheckpointFormat, HeaderAndRecordsRoundTrip) {
  auto contents = parse_checkpoint(sample_journal(), "journal");
  EXPECT_EQ(contents.header, sample_header());
  ASSERT_EQ(contents.records.size(), 2u);
  EXPECT_EQ(contents.records[0], (CheckpointRecord{{0, 0x0123456789abcdefULL}, 3, "97862"}));
  EXPECT_EQ(contents.records[1], (CheckpointRecord{{99, 0xfedcba9876543210ULL}, 3, "4085603"}));
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
  expect_refused(header + encode_record({{100, 1}, 3, "5"}), "out of range");
  expect_refused(header + encode_record({{7, 1}, 4, "5"}), "unit depth 4");
  expect_refused(header + encode_record({{7, 1}, 3, "5"}) + encode_record({{7, 1}, 3, "5"}), "recorded twice");
  expect_refused(encode_record({{7, 1}, 3, "5"}), "not a perftkit checkpoint");
  std::string future = "perftkit-checkpoint\t3\t0.1.0\tchess\t\t5\t2\t100\t" + std::string(kKiwipete);
  char crc[9];
  std::snprintf(crc, sizeof crc, "%08x", crc32(future));
  expect_refused(future + "\t" + crc + "\n", "format '3' is not supported");
}

// One journal line as a format-1 program wrote it.
std::string sealed(const std::string& line) {
  char crc[9];
  std::snprintf(crc, sizeof crc, "%08x", crc32(line));
  return line + "\t" + crc + "\n";
}

TEST(CheckpointFormat, Format1JournalsAreStillRead) {
  const std::string header =
      sealed("perftkit-checkpoint\t1\t0.1.0\tchess\t\t5\t2\t100\t" + std::string(kKiwipete));
  auto contents = parse_checkpoint(header + sealed("unit\t3\t0000000000000007\t3\t12345"), "journal");
  EXPECT_EQ(contents.format, 1);
  EXPECT_EQ(contents.header, sample_header());
  EXPECT_EQ(contents.records.at(0), (CheckpointRecord{{3, 7}, 3, "12345"}));
  // Format 1 had integer counts only.
  expect_refused(header + sealed("unit\t3\t0000000000000007\t3\t1/2"), "malformed count");
}

TEST(CheckpointFormat, WeightedCountsRoundTripAsExactText) {
  const std::string header = encode_header(sample_header());
  auto contents = parse_checkpoint(header + encode_record({{4, 9}, 3, "41946993/320"}), "journal");
  EXPECT_EQ(contents.records.at(0).count, "41946993/320");
  for (const char* bad : {"1/", "/2", "-1", "1/2/3", "1.5", "", "1/-2"})
    expect_refused(header + encode_record({{4, 9}, 3, bad}), "malformed count");
}

TEST(CheckpointCount, IntegersRoundTripAndOverflowIsRefused) {
  EXPECT_EQ(count_from_journal_text<std::uint64_t>("18446744073709551615", "c"), 18446744073709551615ULL);
  EXPECT_EQ(count_to_journal_text(std::uint64_t{193690690}), "193690690");
  for (const char* bad : {"18446744073709551616", "1/2", "", "-0", "12a"})
    EXPECT_THROW(count_from_journal_text<std::uint64_t>(bad, "c"), InputError) << bad;
}

TEST(CheckpointCount, RationalsRoundTripOnlyInLowestTerms) {
  using raindrop::Rational;
  const Rational value(41946993, 320);
  EXPECT_EQ(count_to_journal_text(value), "41946993/320");
  EXPECT_EQ(count_from_journal_text<Rational>("41946993/320", "c"), value);
  EXPECT_EQ(count_from_journal_text<Rational>("17", "c"), Rational(17));
  const Rational huge(~static_cast<unsigned __int128>(0), 3);
  EXPECT_EQ(count_from_journal_text<Rational>(count_to_journal_text(huge), "c"), huge);
  // Not the text the writer gives for any value: refused, not reduced.
  for (const char* bad : {"2/4", "3/1", "1/0", "340282366920938463463374607431768211456", "x/2"})
    EXPECT_THROW(count_from_journal_text<Rational>(bad, "c"), InputError) << bad;
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
    journal.append({{5, 42}, 3, "1000"});
    journal.append({{6, 43}, 3, "2000"});
  }
  auto journal = CheckpointJournal::resume(file.str());
  EXPECT_EQ(journal.contents().header, sample_header());
  EXPECT_EQ(journal.contents().records,
            (std::vector<CheckpointRecord>{{{5, 42}, 3, "1000"}, {{6, 43}, 3, "2000"}}));
}

std::vector<std::uint64_t> counts_of(const std::vector<DivideLine<chess::Position>>& lines) {
  std::vector<std::uint64_t> counts;
  for (const auto& line : lines) counts.push_back(line.count);
  return counts;
}

CheckpointRequest request_for(const TempJournal& file, CheckpointMode mode) {
  return {file.str(), mode, "chess"};
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

// A kill or power loss at any instant of the last append: the torn record
// is dropped, its unit recounted, and the total is the uninterrupted one;
// the same for a header that never reached the disk whole. A changed
// record before the last is damage and refused.
TEST(CheckpointedPerft, ATornLastRecordAtAnyByteResumesToTheUninterruptedCounts) {
  const auto pos = chess::Position::from_fen(kKiwipete);
  const auto reference = counts_of(divide(pos, 3, {1, nullptr, false, ""}));
  TempJournal file;
  checkpointed_divide(pos, 3, request_for(file, CheckpointMode::kStart), {1, nullptr, false, ""});
  const std::string journal = read_text(file.path());
  auto torn = test::torn_last_records(journal);
  for (auto& header : test::unfinished_headers(journal)) torn.push_back(header);
  for (const auto& damage : torn) {
    write_text(file.path(), damage.text);
    ::testing::internal::CaptureStderr();
    auto resumed = checkpointed_divide(pos, 3, request_for(file, CheckpointMode::kResume), {1, nullptr, false, ""});
    const std::string said = ::testing::internal::GetCapturedStderr();
    EXPECT_EQ(counts_of(resumed.lines), reference) << damage.how;
    EXPECT_TRUE(said.find("dropped a torn last record") != std::string::npos ||
                said.find("starting afresh") != std::string::npos)
        << damage.how << ": " << said;
    EXPECT_EQ(parse_checkpoint(read_text(file.path()), "journal").records.size(), resumed.unit_count) << damage.how;
  }
  for (std::size_t record : {std::size_t{0}, std::size_t{1}, std::size_t{7}}) {
    write_text(file.path(), test::with_record_changed(journal, record));
    EXPECT_THROW(checkpointed_divide(pos, 3, request_for(file, CheckpointMode::kResume)), InputError) << record;
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
                              encode_record({{0, contents.records[1].key}, contents.records[0].depth, "1"}));
  EXPECT_THROW(checkpointed_divide(pos, 3, request_for(file, CheckpointMode::kResume)), InputError);
  EXPECT_GT(full.unit_count, 1u);
}

TEST(CheckpointedPerft, ModelIsNamedAsTheVariantDefaultWhenNotGiven) {
  EXPECT_EQ(journal_model_name<raindrop::Position<raindrop::DeckModel::open>>(), "open");
  EXPECT_EQ(journal_model_name<raindrop::Position<raindrop::DeckModel::expected>>(), "expected");
  EXPECT_EQ(journal_model_name<chess::Position>(), "");

  // The journal names the model the Position type is, whether --model was given or not.
  using Open = raindrop::Position<raindrop::DeckModel::open>;
  const Open root = Open::from_fen(Open::start_fen({}));
  TempJournal file;
  const auto reference = checkpointed_divide(root, 2, {file.str(), CheckpointMode::kStart, "raindrop"});
  EXPECT_EQ(parse_checkpoint(read_text(file.path()), "journal").header.model, "open");
  const auto resumed = checkpointed_divide(root, 2, {file.str(), CheckpointMode::kResume, "raindrop"});
  EXPECT_EQ(resumed.resumed_units, reference.unit_count);
  EXPECT_EQ(total_of(resumed.lines), total_of(reference.lines));

  // A format-1 journal of the default model left the name empty.
  auto contents = parse_checkpoint(read_text(file.path()), "journal");
  std::string old = sealed("perftkit-checkpoint\t1\t0.1.0\traindrop\t\t2\t" +
                           std::to_string(contents.header.split_plies) + "\t" +
                           std::to_string(contents.header.unit_count) + "\t" + contents.header.fen);
  write_text(file.path(), old);
  const auto from_old = checkpointed_divide(root, 2, {file.str(), CheckpointMode::kResume, "raindrop"});
  EXPECT_EQ(total_of(from_old.lines), total_of(reference.lines));
}

TEST(CheckpointedPerft, WeightedCountsResumeToTheUninterruptedTotal) {
  using Expected = raindrop::Position<raindrop::DeckModel::expected>;
  const Expected root = Expected::from_fen(Expected::start_fen({}));
  const auto reference = divide(root, 3, {1, nullptr, false, ""});
  TempJournal file;
  const CheckpointRequest start{file.str(), CheckpointMode::kStart, "raindrop"};
  auto full = checkpointed_divide(root, 3, start, {2, nullptr, false, ""});
  ASSERT_EQ(total_of(full.lines), total_of(reference));
  const std::string journal = read_text(file.path());
  EXPECT_NE(journal.find('/'), std::string::npos) << "no unit has a fractional count";
  std::vector<std::size_t> line_ends;
  for (std::size_t i = 0; i < journal.size(); ++i)
    if (journal[i] == '\n') line_ends.push_back(i + 1);
  for (std::size_t k : {std::size_t{0}, full.unit_count / 3, full.unit_count}) {
    write_text(file.path(), journal.substr(0, line_ends[k]));
    auto resumed = checkpointed_divide(root, 3, {file.str(), CheckpointMode::kResume, "raindrop"},
                                       {3, nullptr, false, ""});
    EXPECT_EQ(resumed.resumed_units, k);
    ASSERT_EQ(resumed.lines.size(), reference.size());
    for (std::size_t i = 0; i < reference.size(); ++i) EXPECT_EQ(resumed.lines[i].count, reference[i].count) << i;
  }
}

TEST(CheckpointedPerft, JournalOfAnotherPositionIsRefused) {
  TempJournal file;
  checkpointed_divide(chess::Position::from_fen(kKiwipete), 3, request_for(file, CheckpointMode::kStart));
  const auto other = chess::Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_THROW(checkpointed_divide(other, 3, request_for(file, CheckpointMode::kResume)), InputError);
}

// --verify-seed (shared by perft and perft-mpi): a seeded table counts
// the same, places keys elsewhere, and a disagreement names the move.
TEST(VerifySeed, SeededTableMovesKeysThatShareASlotApart) {
  const std::uint64_t a = 0x0123456789abcdefULL;
  const std::uint64_t b = a ^ (std::uint64_t{1} << 32) ^ 1;  // the same slot without a seed
  PerftHash plain(1), seeded(1, 12345);
  for (PerftHash* table : {&plain, &seeded}) {
    table->store(a, 3, 111);
    table->store(b, 3, 222);
    EXPECT_EQ(table->probe(b, 3), std::optional<std::uint64_t>(222));
    EXPECT_EQ(table->probe(b, 4), std::nullopt);
  }
  EXPECT_EQ(plain.probe(a, 3), std::nullopt) << "a and b no longer share a slot in the unseeded table";
  EXPECT_EQ(seeded.probe(a, 3), std::optional<std::uint64_t>(111));
}

TEST(VerifySeed, SeededTablesGiveThePublishedCounts) {
  const auto pos = chess::Position::from_fen(kKiwipete);
  for (std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{0xdeadbeef}}) {
    PerftHash table(1, seed);  // small: many replacements
    EXPECT_EQ(total_of(divide(pos, 4, {2, &table, false, ""})), 4085603u) << seed;
  }
}

TEST(VerifySeed, MismatchNamesTheRootMoveAndBothCounts) {
  const auto pos = chess::Position::from_fen(kKiwipete);
  PerftHash table(1), check_table(1, 99);
  const auto lines = divide(pos, 3, {1, &table, false, ""});
  auto check = divide(pos, 3, {1, &check_table, false, ""});
  EXPECT_EQ(divide_mismatch(lines, check, 99), std::nullopt);
  check[5].count += 1;
  auto message = divide_mismatch(lines, check, 99);
  ASSERT_TRUE(message.has_value());
  EXPECT_NE(message->find("root move " + lines[5].name), std::string::npos) << *message;
  EXPECT_NE(message->find(std::to_string(lines[5].count) + " with the main hash table, " +
                          std::to_string(lines[5].count + 1) + " with seed 99"),
            std::string::npos)
      << *message;
}

}  // namespace
}  // namespace perftkit
