#pragma once
// Run-time choices that select a variant's flavour, set from the command
// line (or a suite line's EPD operations) and passed to a variant's FEN
// parser. Generic code carries them without knowing them: each variant
// declares its own options in its descriptor (core/<variant>/variant.h)
// and reads them in its own folder.
#include <map>
#include <string>
#include <string_view>

namespace perftkit {

struct VariantOptions {
  // Chess960 castling (X-FEN/Shredder-FEN, king-takes-rook move names).
  // Not a variant's own option: UCI has a standard switch for it
  // (UCI_Chess960) that the generic engine driver sets.
  bool chess960 = false;
  // A variant's own options by name without the dashes ("model" -> "deck"),
  // as given; an option not given is absent.
  std::map<std::string, std::string, std::less<>> given;

  // The value given for `name`, "" if none.
  std::string_view value(std::string_view name) const {
    auto found = given.find(name);
    return found == given.end() ? std::string_view{} : std::string_view(found->second);
  }
  bool has(std::string_view name) const { return given.find(name) != given.end(); }
  void set(std::string_view name, std::string_view value) { given.insert_or_assign(std::string(name), std::string(value)); }
};

}  // namespace perftkit
