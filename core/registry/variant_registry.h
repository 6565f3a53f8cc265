#pragma once
// What the registry does with its list of descriptors
// (game/variant_descriptor.h): find a variant by name, call a visitor with
// its Position type, check that options belong to the variant chosen, and
// list names, options and EPD operations for the tools. Written once over
// the list, so no tool or parser spells a variant's name.
#include <string>
#include <string_view>
#include <vector>

#include "common/input_error.h"
#include "game/variant_descriptor.h"

namespace perftkit {

// A registered --variant name with the facts of the descriptor it belongs to.
struct RegisteredName {
  VariantName name;
  EngineFacts engine;
};

// An option a variant adds, with the names of the variant that owns it.
struct RegisteredOption {
  VariantOption option;
  std::string owner;  // the owning descriptor's names: "raindrop", "chess or chess960"
  bool (*owned_by)(std::string_view variant_name);
};

template <VariantDescriptor... Descriptors>
struct VariantRegistry {
  // Every name, in registration order.
  static std::vector<RegisteredName> names() {
    std::vector<RegisteredName> all;
    (append_names<Descriptors>(all), ...);
    return all;
  }

  // "chess, chess960, raindrop, dragon": for help texts and errors.
  static std::string name_list() {
    std::string list;
    for (const auto& entry : names()) list += (list.empty() ? "" : ", ") + std::string(entry.name.name);
    return list;
  }

  // The default --variant: the first registered name.
  static std::string_view default_name() { return names().front().name.name; }

  // Throws InputError naming --variant (and listing the names) for an unknown one.
  static RegisteredName find(std::string_view name) {
    for (const auto& entry : names())
      if (entry.name.name == name) return entry;
    unknown(name);
  }

  static std::vector<RegisteredOption> options() {
    std::vector<RegisteredOption> all;
    (append_options<Descriptors>(all), ...);
    return all;
  }

  static std::vector<EpdOperation> epd_operations() {
    std::vector<EpdOperation> all;
    (all.insert(all.end(), Descriptors::epd_operations.begin(), Descriptors::epd_operations.end()), ...);
    return all;
  }

  // Every variant's own checks of the values of its options (run before
  // the variant is known, as the options are parsed).
  static void check_options(const VariantOptions& chosen, bool positions_given) {
    (Descriptors::check_options(chosen, positions_given), ...);
  }

  // Calls visitor.template operator()<P>(options) for the Position type of
  // `name`, with `options` as the variant adjusts them (chess960 sets its
  // flag). An option that another variant owns, an unknown name or an
  // unknown flavour (a deck model) throws InputError.
  template <class Visitor>
  static decltype(auto) with_variant(std::string_view name, const VariantOptions& chosen, Visitor&& visitor) {
    static const std::vector<RegisteredOption> registered = options();  // (batch-analyze asks once a line)
    for (const auto& [option, owner, owned_by] : registered)
      if (option.is_set(chosen) && !owned_by(name))
        throw_input_error("--" + std::string(option.name),
                          std::string(option.subject) + " apply to --variant " + owner + " only");
    return dispatch<Descriptors...>(name, chosen, visitor);
  }

 private:
  template <class D>
  static void append_names(std::vector<RegisteredName>& all) {
    for (const auto& name : D::names) all.push_back({name, D::engine});
  }

  template <class D>
  static std::string owner_names() {
    std::string owner;
    for (const auto& name : D::names) owner += (owner.empty() ? "" : " or ") + std::string(name.name);
    return owner;
  }

  template <class D>
  static void append_options(std::vector<RegisteredOption>& all) {
    for (const auto& option : D::options) all.push_back({option, owner_names<D>(), &has_name<D>});
  }

  template <class D>
  static bool has_name(std::string_view name) {
    for (const auto& entry : D::names)
      if (entry.name == name) return true;
    return false;
  }

  [[noreturn]] static void unknown(std::string_view name) {
    throw_input_error("--variant", "unknown variant '" + std::string(name) + "' (known: " + name_list() + ")");
  }

  template <class D, class... Rest, class Visitor>
  static decltype(auto) dispatch(std::string_view name, const VariantOptions& chosen, Visitor& visitor) {
    if (has_name<D>(name)) return D::dispatch(name, chosen, visitor);
    if constexpr (sizeof...(Rest) > 0) return dispatch<Rest...>(name, chosen, visitor);
    else unknown(name);
  }
};

}  // namespace perftkit
