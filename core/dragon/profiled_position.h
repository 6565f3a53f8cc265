#pragma once
// A Dragon position whose generator calls `Profiler`'s hooks: a Game
// (game_concept.h) whose generate_legal, count_legal and count_two_plies
// are Position's with `Profiler` in place of NoProfiler. Generic perft
// over it runs the shipped perft step for step (the same depth-2 node,
// the same generator code), which is what dragon-prof times and what the
// tests count.
#include "dragon/count_two_plies.h"
#include "dragon/legal_moves.h"
#include "dragon/position.h"

namespace perftkit::dragon {

template <GenerationProfiler Profiler>
class ProfiledPosition {
 public:
  using Move = Position::Move;
  using MoveList = Position::MoveList;
  static constexpr std::string_view kVariantName = Position::kVariantName;

  explicit ProfiledPosition(const Position& position) : position_(position) {}
  static std::string start_fen(const VariantOptions& options) { return Position::start_fen(options); }
  static ProfiledPosition from_fen(std::string_view fen, const VariantOptions& options = {}) {
    return ProfiledPosition(Position::from_fen(fen, options));
  }
  const Position& position() const noexcept { return position_; }

  void generate_legal(MoveList& moves) const { position_.generate_legal<Profiler>(moves); }
  std::uint64_t count_legal() const { return position_.count_legal<Profiler>(); }
  std::uint64_t count_two_plies() const { return position_.count_two_plies<Profiler>(); }
  ProfiledPosition play(Move move) const { return ProfiledPosition(position_.play(move)); }

  std::string fen() const { return position_.fen(); }
  std::uint64_t key() const noexcept { return position_.key(); }
  std::string move_name(Move move) const { return position_.move_name(move); }
  std::optional<Move> parse_move(std::string_view text) const { return position_.parse_move(text); }
  bool in_check() const noexcept { return position_.in_check(); }
  MoveFacts move_facts(Move move) const noexcept { return position_.move_facts(move); }

 private:
  Position position_;
};

}  // namespace perftkit::dragon
