// Distinct chess positions under the three identity rules reproduce the
// published sequences (OEIS A083276, A057745, A019319) and, at every ply,
// the lines equal perft; Chess960 set-ups count their perft lines too; a
// checkpointed run with a coarser rule, stopped inside a ply or inside
// the last ply's passes, resumes to the uninterrupted counts, and a
// resume under another rule, or of passes over another key, is refused.
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "../sanitized_build.h"
#include "../test_paths.h"
#include "chess/identity_coders.h"
#include "chess/position.h"
#include "common/input_error.h"
#include "enumerate/checkpointed_enumeration.h"
#include "enumerate/distinct_enumeration.h"
#include "enumerate/identity_rule.h"
#include "enumerate/no_breakdown.h"
#include "interrupted_run.h"
#include "io/epd.h"

// Under a sanitizer (scripts/sanitize.sh) the sequences are checked to
// ply 5, which takes seconds there; ply 6 (9.4 million positions) only in
// the plain build, where it takes seconds.

namespace perftkit {
namespace {

using chess::Position;

#ifdef PERFTKIT_TEST_SANITIZED
constexpr int kDeepestPly = 5;
#else
constexpr int kDeepestPly = 6;
#endif

constexpr std::array<std::uint64_t, 7> kPerft = {1, 20, 400, 8902, 197281, 4865609, 119060324};
constexpr std::array<std::uint64_t, 7> kA083276 = {1, 20, 400, 5362, 72078, 822518, 9417681};
constexpr std::array<std::uint64_t, 7> kA057745 = {1, 20, 400, 5362, 72078, 822518, 9417683};
constexpr std::array<std::uint64_t, 7> kA019319 = {1, 20, 400, 5362, 71852, 815677, 9260610};

// Check, checkmate, stalemate: enough to exercise the per-category sums.
struct MateClassifier {
  static constexpr std::size_t kCategories = 3;
  std::uint32_t operator()(const Position& pos) const {
    const bool check = pos.in_check(), moves = pos.count_legal() > 0;
    return static_cast<std::uint32_t>(check) | static_cast<std::uint32_t>(check && !moves) << 1 |
           static_cast<std::uint32_t>(!check && !moves) << 2;
  }
};

// The chess classifier, throwing at its n-th call (a kill, as interrupted_run.h's).
struct FailingMateClassifier {
  static constexpr std::size_t kCategories = MateClassifier::kCategories;
  std::atomic<std::uint64_t>* calls;
  std::uint64_t fail_at;
  std::uint32_t operator()(const Position& pos) const {
    if (++*calls == fail_at) throw std::runtime_error("interrupted");
    return MateClassifier{}(pos);
  }
};

std::vector<PlyStats> count(IdentityRule rule, const Position& root, int depth, const EnumerateOptions& options) {
  return Position::with_identity_coder(
      rule, [&](const auto& coder) { return enumerate_distinct(root, depth, MateClassifier{}, options, nullptr, coder); });
}

void expect_sequence(IdentityRule rule, const std::array<std::uint64_t, 7>& expected) {
  EnumerateOptions options;
  options.memory_mb = 1024;  // the last ply in a few passes (each expands every parent again)
  const auto plies = count(rule, Position::from_fen(Position::kStartFen), kDeepestPly, options);
  ASSERT_EQ(plies.size(), static_cast<std::size_t>(kDeepestPly) + 1);
  for (int ply = 0; ply <= kDeepestPly; ++ply) {
    EXPECT_EQ(plies[ply].distinct, expected[ply]) << identity_rule_name(rule) << " ply " << ply;
    EXPECT_EQ(plies[ply].lines, kPerft[ply]) << identity_rule_name(rule) << " ply " << ply;
  }
  // The first mates, at ply 4: fool's mate's 4 boards (f3 or f4, e6 or
  // e5), each reached in 2 orders, under every rule.
  EXPECT_EQ(plies[4].lines_in[1], 8u);
  EXPECT_EQ(plies[4].distinct_in[1], 4u);
}

TEST(ChessDistinct, PositionsAreA083276) { expect_sequence(IdentityRule::kPositions, kA083276); }
TEST(ChessDistinct, EnPassantAvailableIsA057745) { expect_sequence(IdentityRule::kEnPassantAvailable, kA057745); }
TEST(ChessDistinct, DiagramsAreA019319) { expect_sequence(IdentityRule::kDiagrams, kA019319); }

// Without a breakdown the last ply's passes keep codes alone
// (CountingCodeSet): the same sequences to ply 5, in passes sized to a
// small budget and in even passes.
void expect_sequence_without_breakdown(IdentityRule rule, const std::array<std::uint64_t, 7>& expected) {
  constexpr int kDepth = 5;
  for (std::size_t passes : {std::size_t{0}, std::size_t{3}}) {
    EnumerateOptions options;
    options.memory_mb = 16;
    options.passes = passes;
    DistinctRunInfo info;
    const auto plies = Position::with_identity_coder(rule, [&](const auto& coder) {
      return enumerate_distinct(Position::from_fen(Position::kStartFen), kDepth, NoBreakdown{}, options, &info, coder);
    });
    ASSERT_EQ(plies.size(), static_cast<std::size_t>(kDepth) + 1);
    for (int ply = 0; ply <= kDepth; ++ply) {
      EXPECT_EQ(plies[ply].distinct, expected[ply]) << identity_rule_name(rule) << " ply " << ply << " passes " << passes;
      EXPECT_EQ(plies[ply].lines, kPerft[ply]) << identity_rule_name(rule) << " ply " << ply << " passes " << passes;
      EXPECT_TRUE(plies[ply].lines_in.empty());
    }
    EXPECT_GT(info.last_ply_passes, 1u) << "the budget should split the last ply";
  }
}

TEST(ChessDistinct, WithoutBreakdownPositionsAreA083276) {
  expect_sequence_without_breakdown(IdentityRule::kPositions, kA083276);
}
TEST(ChessDistinct, WithoutBreakdownEnPassantAvailableIsA057745) {
  expect_sequence_without_breakdown(IdentityRule::kEnPassantAvailable, kA057745);
}
TEST(ChessDistinct, WithoutBreakdownDiagramsAreA019319) {
  expect_sequence_without_breakdown(IdentityRule::kDiagrams, kA019319);
}

// Ply 7 (96,400,068 positions, 3,195,901,860 lines): a minute or more on
// two cores and about 4 GiB; labelled deep (scripts/test.sh --deep).
TEST(ChessDistinctDeep, PositionsAtPly7) {
  EnumerateOptions options;
  options.memory_mb = 4096;
  DistinctRunInfo info;
  const auto plies = enumerate_distinct(Position::from_fen(Position::kStartFen), 7, MateClassifier{}, options, &info,
                                        chess::PositionsCoder{});
  ASSERT_EQ(plies.size(), 8u);
  EXPECT_EQ(plies[7].distinct, 96400068u);
  EXPECT_EQ(plies[7].lines, 3195901860u);
  std::cerr << "ply 7: " << info.last_ply_passes << " passes, peak collector " << (info.peak_collector_bytes >> 20)
            << " MiB, spilled " << (info.spilled_bytes >> 20) << " MiB\n";
}

// Chess960 set-ups: the lines of every ply are the suite's perft, and the
// rules nest (diagrams <= positions <= ep-available).
TEST(ChessDistinct, Chess960LinesArePerft) {
  std::ifstream suite(test::dataset_path("standard/fischer.epd"));
  VariantOptions chess960;
  chess960.chess960 = true;
  std::string line;
  for (int setups = 0; setups < 4 && std::getline(suite, line);) {
    auto record = parse_epd_line(line);
    if (!record) continue;
    ++setups;
    const Position root = Position::from_fen(record->fen, chess960);
    std::array<std::vector<PlyStats>, 3> by_rule;
    for (IdentityRule rule : {IdentityRule::kPositions, IdentityRule::kEnPassantAvailable, IdentityRule::kDiagrams})
      by_rule[static_cast<int>(rule)] = count(rule, root, 3, {});
    for (int ply = 1; ply <= 3; ++ply) {
      const auto& positions = by_rule[0][ply];
      EXPECT_EQ(std::to_string(positions.lines), *record->operation("D" + std::to_string(ply)))
          << record->fen << " ply " << ply;
      EXPECT_EQ(by_rule[1][ply].lines, positions.lines);
      EXPECT_EQ(by_rule[2][ply].lines, positions.lines);
      EXPECT_LE(positions.distinct, by_rule[1][ply].distinct);
      EXPECT_LE(by_rule[2][ply].distinct, positions.distinct);
      EXPECT_GT(by_rule[2][ply].distinct, 0u);
    }
  }
}

// save_every 0: a part after every frontier shard (each synced to disk:
// only where the test needs parts).
EnumerationCheckpointRequest chess_request(const testing::TempJournal& file, CheckpointMode mode, IdentityRule rule,
                                           std::chrono::seconds save_every = std::chrono::seconds{600}) {
  EnumerationCheckpointRequest r{file.str(), mode, "chess"};
  r.save_every = save_every;
  r.identity = rule;
  return r;
}

// Diagrams, to ply 4: each ply before the last is classified twice, its
// diagrams (counted apart) and then its frontier (ep-available positions)
// as it is expanded; the last ply's diagrams once, in 4 passes. A run is
// stopped a tenth of the way through the expansion of ply 3 (parts saved), and one
// half-way through the last ply's passes; both resume to the plain counts.
TEST(CheckpointedEnumeration, ChessDiagramsResumeInsideAPlyAndInsideTheLastPlysPasses) {
  const Position root = Position::from_fen(Position::kStartFen);
  EnumerateOptions options;
  options.threads = 2;
  options.passes = 4;
  const chess::DiagramsCoder coder;
  const auto reference = enumerate_distinct(root, 4, MateClassifier{}, options, nullptr, coder);
  ASSERT_EQ(reference[4].distinct, kA019319[4]);
  auto calls_before_ply = [&](int ply) {
    std::uint64_t calls = 0;
    for (int k = 0; k < ply; ++k) calls += kA019319[k] + kA057745[k];
    return calls;
  };
  const std::uint64_t stops[] = {calls_before_ply(3) + kA019319[3] + kA057745[3] / 10,
                                 calls_before_ply(4) + kA019319[4] / 2};
  for (int stop = 0; stop < 2; ++stop) {
    SCOPED_TRACE(stop == 0 ? "stopped inside ply 3" : "stopped inside the last ply's passes");
    testing::TempJournal file;
    std::atomic<std::uint64_t> calls{0};
    EXPECT_THROW(checkpointed_enumerate_distinct(root, 4, FailingMateClassifier{&calls, stops[stop]}, options,
                                                 chess_request(file, CheckpointMode::kStart, IdentityRule::kDiagrams,
                                                               std::chrono::seconds{stop == 0 ? 0 : 600}),
                                                 nullptr, coder),
                 std::runtime_error);
    const auto journaled = parse_enumeration_journal(testing::read_text(file.str()), "journal");
    EXPECT_EQ(journaled.header.identity, IdentityRule::kDiagrams);
    if (stop == 0) EXPECT_FALSE(journaled.parts.empty());
    else EXPECT_FALSE(journaled.passes.empty());
    // Another rule is another count.
    try {
      checkpointed_enumerate_distinct(root, 4, MateClassifier{}, options,
                                      chess_request(file, CheckpointMode::kResume, IdentityRule::kPositions), nullptr,
                                      chess::PositionsCoder{});
      ADD_FAILURE() << "resumed a diagrams journal counting positions";
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find("identity rule"), std::string::npos) << e.what();
    }
    if (stop == 1) {
      // Passes over the board key (an older build's) are refused: their
      // ranges held other positions than this build's ranges hold.
      ASSERT_EQ(journaled.passes.front().over, PassKey::kWaitingSide);
      const std::string journal_text = file.text();
      std::string older = encode_header(journaled.header);
      for (const auto& ply : journaled.plies) older += encode_record(ply);
      for (auto pass : journaled.passes) older += encode_record((pass.over = PassKey::kBoard, pass));
      file.write(older);
      try {
        checkpointed_enumerate_distinct(root, 4, MateClassifier{}, options,
                                        chess_request(file, CheckpointMode::kResume, IdentityRule::kDiagrams),
                                        nullptr, coder);
        ADD_FAILURE() << "resumed passes over the board key";
      } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("split the keys by the board key"), std::string::npos) << e.what();
      }
      file.write(journal_text);
    }
    options.threads = 3;
    const auto resumed =
        checkpointed_enumerate_distinct(root, 4, MateClassifier{}, options,
                                        chess_request(file, CheckpointMode::kResume, IdentityRule::kDiagrams), nullptr,
                                        coder);
    options.threads = 2;
    if (stop == 0) EXPECT_GT(resumed.resumed_shards, 0u);
    else EXPECT_GT(resumed.resumed_passes, 0u);
    testing::expect_same_plies(resumed.plies, reference);
  }
}

}  // namespace
}  // namespace perftkit
