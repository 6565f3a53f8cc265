// Properties every variant must keep, checked on random games from the
// data sets' positions (chess, Chess960, Dragon, and Raindrop in each deck
// model, with and without jokers), with a fixed seed so a failure replays:
// - copy-make leaves the parent exactly as it was (what make/unmake
//   restoring the position and key means for value positions);
// - the key updated move by move equals the key of the position read
//   back from its FEN (computed from scratch), and the FEN reads back as
//   itself, and (variants with an exact code) the code decodes to it;
// - perft with a hash table equals perft without, and 2 threads equal 1,
//   root move by root move.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "registry/variants.h"
#include "enumerate/encodable_game.h"
#include "common/text.h"
#include "io/epd.h"
#include "registry/epd_variant_options.h"
#include "perft/parallel_perft.h"

namespace perftkit {
namespace {

struct Start {
  std::string variant;
  VariantOptions options;  // a line's ;model and ;jokers
  std::string fen;
};

// The first `count` positions of a data set (with their model and joker
// rule, for Raindrop).
std::vector<Start> starts_from(const std::string& file, const std::string& variant, std::size_t count) {
  std::ifstream in(std::string(PERFTKIT_SOURCE_DIR) + "/datasets/" + file);
  EXPECT_TRUE(in) << file;
  std::vector<Start> starts;
  std::string line;
  while (starts.size() < count && std::getline(in, line))
    if (auto record = parse_epd_line(line))
      starts.push_back({variant, line_variant_options(*record, {}), record->fen});
  return starts;
}

std::vector<Start> all_starts() {
  std::vector<Start> starts;
  for (auto part : {starts_from("standard/standard.epd", "chess", 6), starts_from("standard/fischer.epd", "chess960", 4),
                    starts_from("dragon/dragon100.epd", "dragon", 4), starts_from("raindrop/raindrop.epd", "raindrop", 12),
                    starts_from("raindrop/jokers.epd", "raindrop", 14)})
    starts.insert(starts.end(), part.begin(), part.end());
  return starts;
}

template <Game P>
void expect_same_divide(const std::vector<DivideLine<P>>& got, const std::vector<DivideLine<P>>& expected,
                        const std::string& what) {
  ASSERT_EQ(got.size(), expected.size()) << what;
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].name, expected[i].name) << what;
    EXPECT_TRUE(got[i].count == expected[i].count) << what << ": root move " << got[i].name;
  }
}

// Plays a random game of up to `plies` plies from `root`, checking the
// move-level properties at every position and the perft ones at a few.
template <Game P>
void check_random_game(const P& root, const VariantOptions& options, std::mt19937_64& random, int plies) {
  P pos = root;
  for (int ply = 0; ply < plies; ++ply) {
    const std::string fen = pos.fen();
    SCOPED_TRACE("position " + fen);
    const P read_back = P::from_fen(fen, options);
    ASSERT_EQ(read_back.fen(), fen) << "the FEN does not read back as itself";
    ASSERT_EQ(read_back.key(), pos.key()) << "incremental key differs from the key computed from the FEN";
    if constexpr (EncodableGame<P>) {
      // The code leaves out the move counters (FEN fields 5 and 6).
      const auto without_counters = [](const std::string& text) {
        auto fields = split_whitespace(text);
        fields.erase(fields.begin() + 4, fields.begin() + 6);
        return fields;
      };
      const P decoded = P::decode(pos.encode());
      ASSERT_EQ(without_counters(decoded.fen()), without_counters(fen)) << "the code does not decode to the position";
      ASSERT_EQ(decoded.key(), pos.key()) << "the decoded position's key differs";
      ASSERT_TRUE(decoded.encode() == pos.encode());
    }

    typename P::MoveList moves;
    pos.generate_legal(moves);
    for (const auto& m : moves) {
      const P child = pos.play(m);
      ASSERT_EQ(pos.fen(), fen) << "playing " << pos.move_name(m) << " changed the parent";
      ASSERT_EQ(pos.key(), read_back.key()) << "playing " << pos.move_name(m) << " changed the parent's key";
      ASSERT_EQ(child.key(), P::from_fen(child.fen(), options).key())
          << "after " << pos.move_name(m) << ": incremental key differs from the key computed from the FEN";
    }
    if (ply % 8 == 0) {
      const int depth = moves.size() > 40 ? 2 : 3;
      const auto reference = divide(pos, depth, {1, nullptr, false, ""});
      PerftHash hash(1);  // small: entries are overwritten and must still be exact
      expect_same_divide(divide(pos, depth, {1, &hash, false, ""}), reference, "hash vs none");
      expect_same_divide(divide(pos, depth, {2, &hash, false, ""}), reference, "2 threads with hash vs 1");
      expect_same_divide(divide(pos, depth, {2, nullptr, false, ""}), reference, "2 threads vs 1");
    }
    if (moves.size() == 0) return;
    pos = pos.play(moves[random() % moves.size()]);
  }
}

TEST(VariantProperties, RandomGamesKeepKeysPositionsAndCountsExact) {
  const auto starts = all_starts();
  ASSERT_GE(starts.size(), 20u);
  std::size_t raindrop_models = 0, joker_rules = 0;
  for (const auto& start : starts) {
    const VariantOptions& options = start.options;
    SCOPED_TRACE(start.variant + (options.value("model").empty() ? "" : " model " + std::string(options.value("model"))) +
                 (options.value("joker-rule").empty() ? "" : " jokers " + std::string(options.value("joker-rule"))) + ": " + start.fen);
    raindrop_models += !options.value("model").empty();
    joker_rules += !options.value("joker-rule").empty();
    std::mt19937_64 random(std::hash<std::string>{}(start.fen) ^ 20261129);
    with_variant(start.variant, options, [&]<Game P>(const VariantOptions& adjusted) {
      const P root = P::from_fen(start.fen, adjusted);
      for (int game = 0; game < 3; ++game) check_random_game(root, adjusted, random, 24);
    });
  }
  EXPECT_GE(raindrop_models, 3u) << "the Raindrop starts should cover the deck models";
  EXPECT_GE(joker_rules, 14u) << "the Raindrop starts should cover the joker rules";
}

}  // namespace
}  // namespace perftkit
