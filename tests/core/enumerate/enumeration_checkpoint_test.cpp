// Checkpointed distinct enumeration: the journal's records round-trip and
// every damaged or foreign journal is refused; a run interrupted in any
// ply (here: by an exception thrown from inside the enumeration, which
// leaves exactly what a kill leaves) resumes to the uninterrupted counts,
// and damaged saved frontier files are detected.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "common/input_error.h"
#include "enumerate/checkpointed_enumeration.h"
#include "raindrop/classifier.h"

namespace perftkit {
namespace {

using Open = raindrop::Position<raindrop::DeckModel::open>;
// A middle-game position whose ply-2 set (about 3 MiB) spills with a 1 MiB budget.
constexpr const char* kFen = "4q3/K1n5/8/6Q1/5p2/3P4/8/8[RRBBNNPPPPPPPkrrbbnppppppp] w - - 0 4 QRBNqrbn";

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

class TempJournal {
 public:
  TempJournal() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = std::filesystem::temp_directory_path() /
            ("perftkit-enum-" + std::to_string(::getpid()) + "-" + test->name() + ".ckpt");
    clean();
  }
  ~TempJournal() { clean(); }
  std::string str() const { return path_.string(); }

 private:
  void clean() {
    std::filesystem::remove(path_);
    std::filesystem::remove_all(frontier_folder(path_.string()));
  }
  std::filesystem::path path_;
};

EnumerationHeader sample_header() {
  EnumerationHeader h;
  h.variant = "raindrop";
  h.model = "open";
  h.fen = kFen;
  h.depth = 2;
  h.record_bytes = 24;
  h.categories = 2;
  return h;
}

EnumerationPlyRecord sample_ply(int ply, bool last) {
  EnumerationPlyRecord r{PlyStats(ply, 2), {}};
  r.stats.lines = 100 + static_cast<std::uint64_t>(ply);
  r.stats.distinct = 90;
  r.stats.lines_in = {7, 8};
  r.stats.distinct_in = {5, 6};
  if (!last) r.next_frontier = {{3, 0xdeadbeef}, {0, 0}, {12, 0x01020304}};
  return r;
}

std::string sample_journal() {
  return encode_enumeration_header(sample_header()) + encode_ply_record(sample_ply(0, false)) +
         encode_ply_record(sample_ply(1, false)) + encode_ply_record(sample_ply(2, true));
}

void expect_refused(const std::string& text, const std::string& fragment) {
  try {
    parse_enumeration_journal(text, "journal");
    ADD_FAILURE() << "accepted a journal that should fail with '" << fragment << "'";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

TEST(EnumerationJournal, HeaderAndPliesRoundTrip) {
  auto contents = parse_enumeration_journal(sample_journal(), "journal");
  EXPECT_EQ(contents.header, sample_header());
  ASSERT_EQ(contents.plies.size(), 3u);
  for (int ply = 0; ply < 3; ++ply) {
    const auto expected = sample_ply(ply, ply == 2);
    EXPECT_EQ(contents.plies[ply].stats.lines, expected.stats.lines);
    EXPECT_EQ(contents.plies[ply].stats.distinct_in, expected.stats.distinct_in);
    EXPECT_EQ(contents.plies[ply].next_frontier, expected.next_frontier);
  }
}

TEST(EnumerationJournal, EveryTruncationAndChangedByteIsDetected) {
  const std::string text = sample_journal();
  const std::size_t header_size = encode_enumeration_header(sample_header()).size();
  for (std::size_t size = 0; size < text.size(); ++size) {
    if (size >= header_size && text[size - 1] == '\n') continue;  // a shorter, valid journal
    EXPECT_THROW(parse_enumeration_journal(text.substr(0, size), "journal"), InputError) << size;
  }
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::string damaged = text;
    damaged[i] = damaged[i] == '7' ? '8' : '7';
    EXPECT_THROW(parse_enumeration_journal(damaged, "journal"), InputError) << "byte " << i;
  }
}

TEST(EnumerationJournal, PliesMustFollowTheHeader) {
  const std::string header = encode_enumeration_header(sample_header());
  expect_refused(header + encode_ply_record(sample_ply(1, false)), "ply 1 where ply 0 was due");
  expect_refused(header + encode_ply_record(sample_ply(0, true)), "frontier of the next ply missing");
  expect_refused(header + encode_ply_record(sample_ply(0, false)) + encode_ply_record(sample_ply(1, false)) +
                     encode_ply_record(sample_ply(2, false)),
                 "the last ply has a frontier");
  auto other_categories = sample_ply(0, false);
  other_categories.stats.lines_in = {1, 2, 3};
  expect_refused(header + encode_ply_record(other_categories), "3 categories, expected 2");
}

TEST(EnumerationJournal, AnotherRunIsRefusedNamingTheField) {
  const auto journal = sample_header();
  auto refused_for = [&](const EnumerationHeader& run, const std::string& field) {
    try {
      require_same_enumeration(journal, run, "journal");
      ADD_FAILURE() << "accepted a journal from another " << field;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(field), std::string::npos) << e.what();
    }
  };
  EXPECT_NO_THROW(require_same_enumeration(journal, journal, "journal"));
  auto other = journal;
  other.depth = 3;
  refused_for(other, "depth");
  other = journal;
  other.fen = "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1";
  refused_for(other, "FEN");
  other = journal;
  other.model = "deck";
  refused_for(other, "model");
  other = journal;
  other.drops_only = true;
  refused_for(other, "drops-only");
  other = journal;
  other.record_bytes = 32;
  refused_for(other, "record bytes");
  other = journal;
  other.program_version = "0.0.1";
  refused_for(other, "version");
}

// The Raindrop classifier, throwing at its n-th call: the enumeration
// stops in the middle of a ply, as a killed process would.
struct FailingClassifier {
  static constexpr std::size_t kCategories = raindrop::RaindropClassifier::kCategories;
  std::atomic<std::uint64_t>* calls;
  std::uint64_t fail_at;
  std::uint32_t operator()(const Open& pos) const {
    if (++*calls == fail_at) throw std::runtime_error("interrupted");
    return raindrop::RaindropClassifier{}(pos);
  }
};

void expect_same_plies(const std::vector<PlyStats>& got, const std::vector<PlyStats>& expected) {
  ASSERT_EQ(got.size(), expected.size());
  for (std::size_t ply = 0; ply < got.size(); ++ply) {
    EXPECT_EQ(got[ply].lines, expected[ply].lines) << ply;
    EXPECT_EQ(got[ply].distinct, expected[ply].distinct) << ply;
    EXPECT_EQ(got[ply].lines_in, expected[ply].lines_in) << ply;
    EXPECT_EQ(got[ply].distinct_in, expected[ply].distinct_in) << ply;
  }
}

TEST(CheckpointedEnumeration, InterruptedInAnyPlyResumesToTheUninterruptedCounts) {
  const Open root = Open::from_fen(kFen);
  EnumerateOptions options;
  options.memory_mb = 1;  // spills: saved frontiers are written from files too
  options.threads = 2;
  const auto reference = enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options);
  ASSERT_GT(reference[2].distinct, 50000u);
  const std::uint64_t before_ply[] = {0, 1, 1 + reference[1].distinct};
  for (int ply = 0; ply <= 2; ++ply) {
    TempJournal file;
    std::atomic<std::uint64_t> calls{0};
    const std::uint64_t fail_at = before_ply[ply] + 1 + (ply ? reference[ply].distinct / 2 : 0);
    EXPECT_THROW(checkpointed_enumerate_distinct(root, 2, FailingClassifier{&calls, fail_at}, options,
                                                 {file.str(), CheckpointMode::kStart, "raindrop", ""}),
                 std::runtime_error);
    EXPECT_EQ(parse_enumeration_journal(read_text(file.str()), "journal").plies.size(), static_cast<std::size_t>(ply));
    options.threads = 3;  // another thread count on resume
    auto resumed = checkpointed_enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options,
                                                   {file.str(), CheckpointMode::kResume, "raindrop", "open"});
    EXPECT_EQ(resumed.resumed_plies, static_cast<std::size_t>(ply));
    expect_same_plies(resumed.plies, reference);
    EXPECT_FALSE(std::filesystem::exists(frontier_folder(file.str()))) << "saved frontiers left behind";
    // A finished journal answers without enumerating.
    auto again = checkpointed_enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options,
                                                 {file.str(), CheckpointMode::kResume, "raindrop", ""});
    EXPECT_EQ(again.resumed_plies, 3u);
    expect_same_plies(again.plies, reference);
  }
}

TEST(CheckpointedEnumeration, DamagedOrMissingFrontierFilesAreRefused) {
  const Open root = Open::from_fen(kFen);
  EnumerateOptions options;
  const auto reference = enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options);
  TempJournal file;
  std::atomic<std::uint64_t> calls{0};
  // Interrupted in ply 2: the journal holds plies 0 and 1 and the saved frontier of ply 2.
  EXPECT_THROW(checkpointed_enumerate_distinct(root, 2, FailingClassifier{&calls, 2 + reference[1].distinct}, options,
                                               {file.str(), CheckpointMode::kStart, "raindrop", ""}),
               std::runtime_error);
  const auto saved = saved_frontier_path(frontier_folder(file.str()), 2);
  ASSERT_TRUE(std::filesystem::exists(saved));
  const std::string original = read_text(saved);
  auto resume = [&] {
    return checkpointed_enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options,
                                           {file.str(), CheckpointMode::kResume, "raindrop", ""});
  };
  auto expect_refused_with = [&](const std::string& fragment) {
    try {
      resume();
      ADD_FAILURE() << "resumed from a damaged frontier (" << fragment << ")";
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
    }
  };
  std::string changed = original;
  changed[changed.size() / 2] ^= 1;
  std::ofstream(saved, std::ios::binary | std::ios::trunc) << changed;
  expect_refused_with("checksum mismatch");
  std::ofstream(saved, std::ios::binary | std::ios::trunc) << original.substr(0, original.size() - 1);
  expect_refused_with("bytes");
  std::filesystem::remove(saved);
  expect_refused_with("missing");
  std::ofstream(saved, std::ios::binary | std::ios::trunc) << original;
  expect_same_plies(resume().plies, reference);
}

}  // namespace
}  // namespace perftkit
