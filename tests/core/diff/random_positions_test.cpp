#include "diff/random_positions.h"

#include <gtest/gtest.h>

#include "chess/position.h"
#include "chess/special_classes.h"
#include "dragon/special_classes.h"
#include "dragon/position.h"

namespace perftkit::diff {
namespace {

template <Game P>
RandomPositions<P> generator(std::uint64_t seed, const VariantOptions& options = {}) {
  std::vector<P> specials;
  for (const auto& fen : VariantSpecialClasses<P>::special_fens(options)) specials.push_back(P::from_fen(fen, options));
  return RandomPositions<P>({P::from_fen(P::start_fen(options), options)}, std::move(specials), seed);
}

template <Game P>
std::vector<std::string> fens(RandomPositions<P> positions, int count) {
  std::vector<std::string> result;
  for (int i = 0; i < count; ++i) result.push_back(positions.next().position.fen());
  return result;
}

TEST(RandomPositions, TheSeedFixesThePositions) {
  EXPECT_EQ(fens(generator<chess::Position>(7), 30), fens(generator<chess::Position>(7), 30));
  EXPECT_NE(fens(generator<chess::Position>(7), 30), fens(generator<chess::Position>(8), 30));
}

TEST(RandomPositions, CoverEveryChessClassWithinTwoHundredPositions) {
  auto positions = generator<chess::Position>(1);
  for (int i = 0; i < 200; ++i) positions.next();
  for (const auto& name : known_classes<chess::Position>())
    EXPECT_GT(positions.covered().count(name) ? positions.covered().at(name) : 0, 0) << name;
}

TEST(RandomPositions, CoverChess960Castling) {
  VariantOptions chess960;
  chess960.chess960 = true;
  auto positions = generator<chess::Position>(1, chess960);
  for (int i = 0; i < 100; ++i) positions.next();
  EXPECT_GT(positions.covered().at("castling"), 0);
  EXPECT_GT(positions.covered().at("castling path attacked"), 0);
}

TEST(RandomPositions, CoverTheTenByTenGame) {
  auto positions = generator<dragon::Position>(1);
  for (int i = 0; i < 100; ++i) positions.next();
  for (const auto& name : known_classes<dragon::Position>())
    EXPECT_GT(positions.covered().count(name) ? positions.covered().at(name) : 0, 0) << name;
}

}  // namespace
}  // namespace perftkit::diff
