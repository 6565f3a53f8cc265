#pragma once
// The vocabulary of a variant's descriptor (core/<variant>/variant.h): the
// facts a variant states once about itself, so that the registry
// (core/registry/variants.h) can give it every tool. A descriptor is a
// type with these static members (checked by the VariantDescriptor
// concept):
//   names           the --variant names it answers to, each with a summary
//                   and its default data set
//   options         the command-line options it adds (with their checks in
//                   check_options)
//   epd_operations  the EPD operations a suite line may set its options with
//   engine          how a UCI engine plays it
//   dispatch        calls a visitor with the Position type for a name and
//                   its options (one variant may have several types)
// Its special-move classes for perft-diff --random are a specialisation
// of VariantSpecialClasses (game/special_classes_hook.h) beside it.
#include <array>
#include <concepts>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "game/variant_options.h"

namespace perftkit {

// One --variant name.
struct VariantName {
  std::string_view name;
  std::string_view summary;   // one line for --list-variants
  std::string_view data_set;  // what `perft --suite` checks it with; empty: none shipped
};

// An option a variant adds to every tool that takes --variant; its value
// lands in VariantOptions::given under its name. By convention a variant
// with several Position types (models) chooses them with an option named
// "model": a journal records the model (perft/checkpointed_perft.h).
inline constexpr std::string_view kModelOptionName = "model";

struct VariantOption {
  std::string_view name;     // without the dashes: "model" is --model
  std::string_view help;
  std::string_view subject;  // in "--model: <subject> apply to --variant raindrop only"
  enum class Value : bool { text, number } value = Value::text;  // a number is read as an int
  // Offered only by tools that start from the start position (--jokers
  // fills its decks; a tool that only reads positions has no use for it).
  bool start_position_only = false;

  bool is_set(const VariantOptions& options) const { return options.has(name); }
};

// An EPD operation (`;model deck`) that sets an option for one line.
struct EpdOperation {
  std::string_view name;    // without the semicolon
  std::string_view option;  // the VariantOption it sets
  // Throws InputError naming the operation for a bad value; nullptr: the
  // variant's dispatch checks the value.
  void (*check)(const std::string& value) = nullptr;
};

// How a UCI engine plays the variant: the UCI_Variant value ("chess": a
// plain chess engine needs no option) and, where Fairy-Stockfish needs
// one, the variants.ini that defines it (a path in the source tree, for
// perft-diff --variants-ini). UCI_Chess960 follows VariantOptions::chess960.
struct EngineFacts {
  std::string_view uci_variant;
  std::string_view variants_ini;
};

// The common case, for a descriptor to derive from: one Position type P
// and no options of its own (the descriptor adds names and engine).
template <class P>
struct SinglePositionVariant {
  static constexpr std::array<VariantOption, 0> options{};
  static constexpr std::array<EpdOperation, 0> epd_operations{};

  static void check_options(const VariantOptions&, bool) {}

  template <class Visitor>
  static decltype(auto) dispatch(std::string_view, const VariantOptions& options, Visitor&& visitor) {
    return visitor.template operator()<P>(options);
  }
};

// What the registry reads from a descriptor.
template <class D>
concept VariantDescriptor = requires(const VariantOptions& options, bool positions_given) {
  { std::span<const VariantName>(D::names) };
  { std::span<const VariantOption>(D::options) };
  { std::span<const EpdOperation>(D::epd_operations) };
  { D::engine } -> std::convertible_to<EngineFacts>;
  { D::check_options(options, positions_given) } -> std::same_as<void>;
};

}  // namespace perftkit
