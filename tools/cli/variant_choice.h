#pragma once
// --variant, --list-variants and the options the registered variants add
// (Raindrop's --model, --joker-rule, --jokers), offered alike by every
// tool that takes --variant: names, help texts and checks all come from
// the registry (core/registry/variants.h).
#include <boost/program_options.hpp>
#include <iomanip>
#include <iostream>
#include <span>
#include <string>
#include <type_traits>

#include "common/text.h"
#include "game/variant_descriptor.h"
#include "registry/variants.h"

namespace perftkit::tool {

// Whether the tool can start from the variant's start position; a tool
// that only reads positions offers no option that fills it (--jokers).
enum class StartPosition { offered, absent };

// --variant (default: the first registered name) and --list-variants.
inline void add_variant_choice(boost::program_options::options_description& options, std::string& variant) {
  namespace po = boost::program_options;
  variant = std::string(Variants::default_name());
  options.add_options()
      ("variant", po::value(&variant)->default_value(variant), (Variants::name_list() + " (--list-variants)").c_str())
      ("list-variants", "list the variants, one a line: name, default data set, description");
}

// The options in `declared` (by default every registered variant's),
// writing into `variant`.
inline void add_variant_options(boost::program_options::options_description& options, VariantOptions& variant,
                                StartPosition start = StartPosition::offered,
                                std::span<const VariantOption> declared = {}) {
  namespace po = boost::program_options;
  static const auto registered = [] {
    std::vector<VariantOption> all;
    for (const auto& entry : Variants::options()) all.push_back(entry.option);
    return all;
  }();
  if (declared.empty()) declared = registered;
  for (const auto& option : declared) {
    if (option.start_position_only && start == StartPosition::absent) continue;
    const std::string name(option.name), help(option.help);
    auto store = [&variant, name](const auto& value) {
      if constexpr (std::is_same_v<std::decay_t<decltype(value)>, std::string>) variant.set(name, value);
      else variant.set(name, std::to_string(value));
    };
    // A number is parsed as one here, so a bad one gets program_options' own message.
    if (option.value == VariantOption::Value::number)
      options.add_options()(name.c_str(), po::value<int>()->notifier(store), help.c_str());
    else options.add_options()(name.c_str(), po::value<std::string>()->notifier(store), help.c_str());
  }
}

// The variants' own checks of the values read (InputError naming the
// option). `positions_given`: the run starts from positions it was given
// (--fen, a suite) rather than the start position.
inline void check_variant_options(const VariantOptions& variant, bool positions_given) {
  Variants::check_options(variant, positions_given);
}

// The variant options given, as arguments for another perftkit tool's
// command line (" --model deck --joker-rule remove"), a value quoted only
// where the shell needs it.
inline std::string variant_option_arguments(const VariantOptions& variant) {
  std::string arguments;
  for (const auto& [name, value] : variant.given) {
    const bool plain = !value.empty() && value.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                                 "0123456789-_.") == std::string::npos;
    arguments += " --" + name + " " + (plain ? value : shell_quoted(value));
  }
  return arguments;
}

// With --list-variants: prints one line per registered name (when
// `print`) and returns true, so the tool stops like after --help.
inline bool list_variants(const boost::program_options::variables_map& vm, bool print = true) {
  if (!vm.count("list-variants")) return false;
  if (print)
    for (const auto& [name, engine] : Variants::names())
      std::cout << std::left << std::setw(10) << name.name << ' ' << std::setw(22)
                << (name.data_set.empty() ? "-" : name.data_set) << ' ' << name.summary << '\n';
  return true;
}

}  // namespace perftkit::tool
