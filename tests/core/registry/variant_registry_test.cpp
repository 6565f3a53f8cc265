// The registry (core/registry): names, dispatch to Position types, the
// ownership of variant options, and the EPD operations a line may carry.
#include "registry/variants.h"

#include <gtest/gtest.h>

#include <string>
#include <type_traits>

#include "io/epd.h"
#include "registry/epd_variant_options.h"

namespace perftkit {
namespace {

template <class Expected>
bool dispatches_to(std::string_view name, const VariantOptions& options = {}) {
  return with_variant(name, options, []<Game P>(const VariantOptions&) { return std::is_same_v<P, Expected>; });
}

std::string error_of(std::string_view name, const VariantOptions& options) {
  try {
    with_variant(name, options, []<Game>(const VariantOptions&) { return 0; });
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(VariantRegistry, ListsTheVariantsChessFirst) {
  EXPECT_EQ(Variants::default_name(), "chess");
  EXPECT_TRUE(Variants::name_list().starts_with("chess, chess960, raindrop, dragon"));
  EXPECT_EQ(Variants::find("dragon").engine.uci_variant, "dragonchess100");
  EXPECT_EQ(Variants::find("chess960").engine.uci_variant, "chess");
}

TEST(VariantRegistry, DispatchesEachNameToItsPosition) {
  EXPECT_TRUE(dispatches_to<chess::Position>("chess"));
  EXPECT_TRUE(dispatches_to<dragon::Position>("dragon"));
  EXPECT_TRUE(dispatches_to<raindrop::Position<raindrop::DeckModel::open>>("raindrop"));
  VariantOptions deck;
  deck.set("model", "deck");
  EXPECT_TRUE(dispatches_to<raindrop::Position<raindrop::DeckModel::deck>>("raindrop", deck));
  const bool chess960 = with_variant("chess960", {}, []<Game>(const VariantOptions& vo) { return vo.chess960; });
  EXPECT_TRUE(chess960);
}

TEST(VariantRegistry, UnknownNamesListTheRegisteredOnes) {
  EXPECT_EQ(error_of("shogi", {}), "--variant: unknown variant 'shogi' (known: " + Variants::name_list() + ")");
  VariantOptions model;
  model.set("model", "shuffled");
  EXPECT_EQ(error_of("raindrop", model), "--model: unknown deck model 'shuffled' (known: open, deck, expected)");
}

TEST(VariantRegistry, AVariantsOptionsBelongToIt) {
  VariantOptions options;
  options.set("model", "deck");
  EXPECT_EQ(error_of("chess", options), "--model: deck models apply to --variant raindrop only");
  options = {};
  options.set("jokers", "1");
  EXPECT_EQ(error_of("dragon", options), "--jokers: jokers apply to --variant raindrop only");
}

TEST(VariantRegistry, VariantsCheckTheirOwnOptions) {
  VariantOptions options;
  options.set("jokers", "3");
  EXPECT_THROW(Variants::check_options(options, false), InputError);
  options.set("jokers", "1");
  options.set("joker-rule", "remove");
  EXPECT_NO_THROW(Variants::check_options(options, false));
  EXPECT_THROW(Variants::check_options(options, true), InputError);  // a given position lists its own jokers
}

TEST(VariantRegistry, EpdLinesSetTheOptionsTheirVariantsRead) {
  const auto line = parse_epd_line("8/8/8/8/8/8/8/8[Kk] w - - 0 1 ;model deck ;jokers remove ;D1 0");
  ASSERT_TRUE(line);
  const VariantOptions options = line_variant_options(*line, {});
  EXPECT_EQ(options.value("model"), "deck");
  EXPECT_EQ(options.value("joker-rule"), "remove");
  const auto bad = parse_epd_line("8/8/8/8/8/8/8/8[Kk] w - - 0 1 ;jokers sometimes");
  ASSERT_TRUE(bad);
  EXPECT_THROW(line_variant_options(*bad, {}), InputError);
}

#if PERFTKIT_TEST_VARIANTS
// Chess without castling: the chess generator with the FEN's castling
// field ignored, as Fairy-Stockfish's nocastle does.
TEST(VariantRegistry, TheTestVariantIsChessWithoutCastling) {
  EXPECT_TRUE(dispatches_to<nocastle::Position>("nocastle"));
  const auto pos = nocastle::Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_EQ(pos.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
  EXPECT_EQ(pos.count_legal(), 24u);  // chess has 26: the two castlings
  EXPECT_THROW(nocastle::Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R x KQkq - 0 1"), InputError);
}
#endif

}  // namespace
}  // namespace perftkit
