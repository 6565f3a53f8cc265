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
#include "chess/stat_columns.h"
#include "common/input_error.h"
#include "perft/checkpoint.h"
#include "perft/checkpoint_count.h"
#include "perft/checkpointed_perft.h"
#include "perft/checkpointed_stats.h"
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
  std::string future = "perftkit-checkpoint\t4\t0.1.0\tchess\t\t5\t2\t100\t" + std::string(kKiwipete) + "\t";
  char crc[9];
  std::snprintf(crc, sizeof crc, "%08x", crc32(future));
  expect_refused(future + "\t" + crc + "\n", "format '4' is not supported");
}

// One journal line as a format-1 program wrote it.
std::string sealed(const std::string& line) {
  char crc[9];
  std::snprintf(crc, sizeof crc, "%08x", crc32(line));
  return line + "\t" + crc + "\n";
}

TEST(CheckpointFormat, Format1And2JournalsAreStillRead) {
  const std::string header =
      sealed("perftkit-checkpoint\t1\t0.1.0\tchess\t\t5\t2\t100\t" + std::string(kKiwipete));
  auto contents = parse_checkpoint(header + sealed("unit\t3\t0000000000000007\t3\t12345"), "journal");
  EXPECT_EQ(contents.format, 1);
  EXPECT_EQ(contents.header, sample_header());
  EXPECT_EQ(contents.records.at(0), (CheckpointRecord{{3, 7}, 3, "12345"}));
  // Format 1 had integer counts only.
  expect_refused(header + sealed("unit\t3\t0000000000000007\t3\t1/2"), "malformed count");
  // Format 2, before the statistics field: a journal of node counts.
  const auto format2 =
      parse_checkpoint(sealed("perftkit-checkpoint\t2\t0.1.0\tchess\t\t5\t2\t100\t" + std::string(kKiwipete)), "journal");
  EXPECT_EQ(format2.format, 2);
  EXPECT_EQ(format2.header, sample_header());
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

// perft --stats with a checkpoint (perft/checkpointed_stats.h): a
// statistics journal's records carry a row per depth below the unit; a
// resumed run gives exactly the uninterrupted statistics; a journal of
// node counts and one of statistics never resume each other.
CheckpointHeader stats_header() {
  auto h = sample_header();  // depth 5, split 2: three rows per unit
  h.statistics = "captures,checks";
  return h;
}

CheckpointRecord stats_record(std::uint64_t unit) {
  return {{unit, 0x0123456789abcdefULL + unit}, 3, "97862", {{48, 8, 0}, {2039, 351, 3}, {97862, 17102, 993}}};
}

TEST(StatsCheckpointFormat, RowsRoundTrip) {
  const std::string text = encode_header(stats_header()) + encode_record(stats_record(0)) + encode_record(stats_record(99));
  auto contents = parse_checkpoint(text, "journal");
  EXPECT_EQ(contents.format, kCheckpointFormat);
  EXPECT_EQ(contents.header, stats_header());
  EXPECT_EQ(statistics_columns(contents.header), 2u);
  EXPECT_EQ(contents.records, (std::vector<CheckpointRecord>{stats_record(0), stats_record(99)}));
  std::string reencoded = encode_header(contents.header);
  for (const auto& record : contents.records) reencoded += encode_record(record);
  EXPECT_EQ(reencoded, text);
  for (std::size_t size = encode_header(stats_header()).size(); size < text.size(); ++size)
    if (text[size - 1] != '\n') expect_refused(text.substr(0, size), "");
}

TEST(StatsCheckpointFormat, RecordsThatDoNotFitTheColumnsAreRefused) {
  const std::string header = encode_header(stats_header());
  auto record = stats_record(3);
  record.rows.pop_back();
  expect_refused(header + encode_record(record), "2 statistics rows, expected 3");
  record = stats_record(3);
  record.rows[1].push_back(7);
  expect_refused(header + encode_record(record), "statistics row has 4 categories, expected 3");
  record = stats_record(3);
  record.count = "97863";
  expect_refused(header + encode_record(record), "count 97863 is not the unit's leaves");
  // A record of node counts in a statistics journal, and the reverse.
  expect_refused(header + encode_record({{3, 1}, 3, "97862"}), "0 statistics rows, expected 3");
  expect_refused(encode_header(sample_header()) + encode_record(stats_record(3)), "malformed unit record");
  auto bad = stats_header();
  bad.statistics = "captures,,checks";
  expect_refused(encode_header(bad), "malformed statistics columns");
}

TEST(StatsCheckpointFormat, NodeCountsStatisticsAndOtherColumnsAreRefusedNamingTheDifference) {
  auto refused = [](const CheckpointHeader& journal, const CheckpointHeader& run, const std::string& fragment) {
    try {
      require_same_run(journal, run, "--resume 'f.ckpt'");
      ADD_FAILURE() << "accepted: " << fragment;
    } catch (const InputError& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find("--resume 'f.ckpt'"), std::string::npos) << what;
      EXPECT_NE(what.find(fragment), std::string::npos) << what;
      EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    }
  };
  refused(sample_header(), stats_header(), "journal holds node counts, this run asks for --stats");
  refused(stats_header(), sample_header(), "journal holds statistics (of perft --stats), this run counts nodes only");
  auto other = stats_header();
  other.statistics = "captures,checks,checkmates";
  refused(stats_header(), other, "journal is for statistics columns 'captures,checks'");
  EXPECT_NO_THROW(require_same_run(stats_header(), stats_header(), "journal"));
}

using Chess = chess::Position;

void expect_same_stats(const StatDivide<Chess>& got, const StatDivide<Chess>& want, const std::string& what) {
  EXPECT_EQ(got.rows, want.rows) << what;
  ASSERT_EQ(got.lines.size(), want.lines.size()) << what;
  for (std::size_t i = 0; i < want.lines.size(); ++i) {
    EXPECT_EQ(got.lines[i].name, want.lines[i].name) << what;
    EXPECT_EQ(got.lines[i].tally, want.lines[i].tally) << what << ", " << want.lines[i].name;
  }
}

// Runs `depth` journaled, then resumes the journal cut after k records for
// each k with 1 and 3 threads, each equal to the uninterrupted statistics.
void expect_resumes_to_reference(const char* fen, int depth, const StatRows<Chess>& reference_rows) {
  const auto root = Chess::from_fen(fen);
  const auto reference = divide_stats(root, depth, 1);
  ASSERT_EQ(reference.rows, reference_rows) << fen;
  TempJournal file;
  const auto full = checkpointed_divide_stats(root, depth, request_for(file, CheckpointMode::kStart), 2);
  expect_same_stats(full.stats, reference, "uninterrupted");
  const std::string journal = read_text(file.path());
  ASSERT_NE(parse_checkpoint(journal, "journal").header.statistics, "");
  std::vector<std::size_t> line_ends;
  for (std::size_t i = 0; i < journal.size(); ++i)
    if (journal[i] == '\n') line_ends.push_back(i + 1);
  ASSERT_EQ(line_ends.size(), full.unit_count + 1);
  for (std::size_t k : {std::size_t{0}, std::size_t{1}, full.unit_count / 3, full.unit_count - 1, full.unit_count}) {
    for (int threads : {1, 3}) {
      StatsHashOf<Chess> hash(1);
      write_text(file.path(), journal.substr(0, line_ends[k]));
      auto resumed = checkpointed_divide_stats(root, depth, request_for(file, CheckpointMode::kResume), threads,
                                               threads == 3 ? &hash : nullptr);
      EXPECT_EQ(resumed.resumed_units, k);
      expect_same_stats(resumed.stats, reference,
                        std::string(fen) + " depth " + std::to_string(depth) + ", " + std::to_string(k) +
                            " records, " + std::to_string(threads) + " threads");
      EXPECT_EQ(parse_checkpoint(read_text(file.path()), "journal").records.size(), full.unit_count);
    }
  }
}

TEST(CheckpointedStats, AJournalCutAfterAnyRecordResumesToTheReference) {
  // Units one ply below the root, three depths below each.
  expect_resumes_to_reference(kKiwipete, 4, reference_stats(Chess::from_fen(kKiwipete), 4));
  // Units two plies below the start position (400 of them), the rows of
  // depths 1 and 2 from the tree above them.
  const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  expect_resumes_to_reference(start, 5, fast_stats(Chess::from_fen(start), 5));
  // Depth 1: the units are the leaves, with no row below them.
  expect_resumes_to_reference(kKiwipete, 1, reference_stats(Chess::from_fen(kKiwipete), 1));
}

TEST(CheckpointedStats, ATornLastRecordAtAnyByteResumesToTheReference) {
  const auto root = Chess::from_fen(kKiwipete);
  const auto reference = divide_stats(root, 2, 1);
  TempJournal file;
  checkpointed_divide_stats(root, 2, request_for(file, CheckpointMode::kStart), 1);
  const std::string journal = read_text(file.path());
  for (const auto& damage : test::torn_last_records(journal)) {
    write_text(file.path(), damage.text);
    ::testing::internal::CaptureStderr();
    auto resumed = checkpointed_divide_stats(root, 2, request_for(file, CheckpointMode::kResume), 1);
    ::testing::internal::GetCapturedStderr();
    expect_same_stats(resumed.stats, reference, damage.how);
  }
}

TEST(CheckpointedStats, JournalsOfNodeCountsAndOfStatisticsDoNotResumeEachOther) {
  const auto root = Chess::from_fen(kKiwipete);
  TempJournal nodes;
  checkpointed_divide(root, 3, request_for(nodes, CheckpointMode::kStart));
  EXPECT_THROW(checkpointed_divide_stats(root, 3, request_for(nodes, CheckpointMode::kResume), 1), InputError);
  TempJournal stats;
  checkpointed_divide_stats(root, 3, {stats.str() + ".stats", CheckpointMode::kStart, "chess"}, 1);
  EXPECT_THROW(checkpointed_divide(root, 3, {stats.str() + ".stats", CheckpointMode::kResume, "chess"}), InputError);
  std::filesystem::remove(stats.str() + ".stats");
  // A statistics record whose key is not its unit's.
  checkpointed_divide_stats(root, 3, request_for(stats, CheckpointMode::kStart), 1);
  auto contents = parse_checkpoint(read_text(stats.path()), "journal");
  auto foreign = contents.records[0];
  foreign.key = contents.records[1].key;
  write_text(stats.path(), encode_header(contents.header) + encode_record(foreign));
  EXPECT_THROW(checkpointed_divide_stats(root, 3, request_for(stats, CheckpointMode::kResume), 1), InputError);
}

TEST(VerifySeed, SeededStatsTablesGiveTheReference) {
  const auto root = Chess::from_fen(kKiwipete);
  const auto reference = reference_stats(root, 4);
  for (std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{0xdeadbeef}}) {
    StatsHashOf<Chess> table(1, seed);  // small: many replacements
    EXPECT_EQ(table.seed(), seed);
    EXPECT_EQ(divide_stats(root, 4, 2, &table).rows, reference) << seed;
  }
}

TEST(VerifySeed, StatsMismatchNamesTheDepthOrRootMoveAndTheColumn) {
  const auto root = Chess::from_fen(kKiwipete);
  StatsHashOf<Chess> table(1), check_table(1, 99);
  const auto stats = divide_stats(root, 3, 1, &table);
  auto check = divide_stats(root, 3, 1, &check_table);
  EXPECT_EQ(stats_mismatch(stats, check, 99), std::nullopt);
  auto changed = check;
  changed.rows[1].counts[check_stats::kChecks] += 1;
  auto message = stats_mismatch(stats, changed, 99);
  ASSERT_TRUE(message.has_value());
  EXPECT_NE(message->find("depth 2, column checks: 3 with the main hash table, 4 with seed 99"), std::string::npos)
      << *message;
  changed = check;
  changed.lines[5].tally.nodes += 1;
  message = stats_mismatch(stats, changed, 99);
  ASSERT_TRUE(message.has_value());
  EXPECT_NE(message->find("root move " + stats.lines[5].name + ", nodes: " + std::to_string(stats.lines[5].tally.nodes)),
            std::string::npos)
      << *message;
}

}  // namespace
}  // namespace perftkit
