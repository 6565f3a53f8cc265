#pragma once
// An ordinary-chess (and Chess960) position: bitboards only (no mailbox:
// moves carry their piece type, which keeps copy-make cheap),
// castling rights as rook squares (so any Chess960 set-up works), the en
// passant square, and an incrementally updated Zobrist key. A value type:
// play() returns the child position (copy-make).
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "chess/position_code.h"
#include "chess/types.h"
#include "game/move_facts.h"
#include "game/move_list.h"
#include "game/variant_options.h"
#include "geometry/attacks8.h"

namespace perftkit::chess {

struct NodeReplies;  // a depth-2 node's replies that its children share (chess/node_replies.h)
enum class KingSafety;  // how the generator tests king squares (chess/generate.h)

// Castling right slots: colour * 2 + side.
enum CastlingSide : int { kKingSide = 0, kQueenSide = 1 };
constexpr int castling_slot(Color c, CastlingSide s) noexcept { return c * 2 + s; }

class Position {
 public:
  using Move = chess::Move;
  using MoveList = perftkit::MoveList<Move, 256>;
  static constexpr std::string_view kVariantName = "chess";
  static constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  static std::string start_fen(const VariantOptions&) { return std::string(kStartFen); }
  // Parses FEN (4 or 6 fields); castling as KQkq, or in Chess960 also
  // X-FEN / Shredder-FEN file letters. Throws InputError naming the field.
  static Position from_fen(std::string_view fen, const VariantOptions& options = {});
  std::string fen() const;

  // --- the Game interface -------------------------------------------
  // (generate_legal and count_legal instantiate the generator once, in
  // legal_moves.cpp, instead of in every file that includes this one.)
  void generate_legal(MoveList& moves) const;
  // generate_legal(), and keys[i] = key_after(moves[i]), computed as the
  // generator walks each piece's targets: an enumeration pass needs the
  // key of every child and makes only the few whose key is in its range.
  using ChildKeys = std::array<std::uint64_t, 256>;
  void generate_legal_with_keys(MoveList& moves, ChildKeys& keys) const;
  std::uint64_t count_legal() const;
  Position play(Move m) const;
  // play(m) without its key: for a child that is only counted or classified
  // (perft statistics). Defined out of line (chess/bulk_stats.cpp): an
  // inline use of play_impl<false> here changed how the depth-2 counter
  // compiled in every file that includes this one.
  Position counted_child(Move m) const;
  // counted_child() of an ordinary move (no promotion, castling or en
  // passant) of a `type` piece by `us`, the side to move, known at compile
  // time with the double push: the depth-2 nodes' children (chess/play.h;
  // used only where a depth-2 node is counted or tallied; see there for
  // kBranchFreeCapture).
  template <Color us, bool kDoublePush = false, bool kBranchFreeCapture = false>
  Position counted_normal_child(PieceType type, int from, int to) const noexcept;
  // counted_child() of our pawn's promotion `from`-`to` to a queen; on
  // such a child, `visit()` after the new piece on `to` became a rook, a
  // bishop and a knight in turn: the four promotions of a pawn from one
  // make (depth-2 nodes only).
  template <Color us>
  Position counted_promotion_child(int from, int to) const noexcept;
  template <class Visit>
  void for_each_under_promotion(int to, Visit&& visit) noexcept {
    PieceType on_square = kQueen;
    for (PieceType piece : {kRook, kBishop, kKnight}) {
      by_type_[on_square] ^= G::bit(to);
      by_type_[piece] ^= G::bit(to);
      on_square = piece;
      visit();
    }
  }
  // perft(2) with bulk counting: the legal replies to every legal move,
  // without move lists or keys (perft's depth-2 nodes).
  std::uint64_t count_two_plies() const;
  std::uint64_t key() const noexcept { return key_; }
  std::string move_name(Move m) const;
  std::optional<Move> parse_move(std::string_view text) const;
  bool in_check() const noexcept { return checkers() != 0; }
  MoveFacts move_facts(Move m) const noexcept;
  bool insufficient_material() const noexcept;

  // --- codes for distinct-position enumeration (chess/position_code.h) --
  // encode() keeps everything but the move counters (decode() sets them
  // to 0 and 1); decode(encode(p)) generates exactly p's moves, Chess960
  // castling included.
  using Code = PositionCode;
  Code encode() const noexcept;
  static Position decode(const Code& code);
  // The key of the board and side to move only: equal for positions that
  // any identity rule merges (they differ in castling or en passant only).
  std::uint64_t board_key() const noexcept;
  // play(m).board_key(), without making the move.
  std::uint64_t key_after(Move m) const noexcept;
  // The last ply's passes split their keys by the pieces of the side to
  // move alone (pass_key()): a move leaves the waiting side's pieces as
  // they are unless it takes one, so a parent's children share its
  // waiting_side_key() but for the captures, and a pass skips every parent
  // whose children cannot reach its range without generating them
  // (enumerate/encodable_game.h: SplitsPassesByWaitingSide).
  std::uint64_t pass_key() const noexcept { return pieces_key(side_); }
  std::uint64_t waiting_side_key() const noexcept { return pieces_key(~side_); }
  // play(m).pass_key() is waiting_side_key() ^ taken_piece_key(m): the key
  // word of the piece m takes, 0 if it takes none.
  std::uint64_t taken_piece_key(Move m) const noexcept;
  // Whether keep(k) holds for the pass key k of a child that takes a
  // piece, tried for every waiting piece the mover attacks and the pawn en
  // passant can take (`waiting`: waiting_side_key(), which the caller has).
  // Pins and checks are ignored: it may say yes where no legal capture
  // qualifies, never no where one does.
  template <class Keep>
  bool some_capture_pass_key(std::uint64_t waiting, Keep keep) const;
  // The Zobrist words of colour c's pieces, XORed.
  std::uint64_t pieces_key(Color c) const noexcept;
  // Calls visit(coder) with the coder that counts positions under `rule`
  // (an IdentityRule: positions, ep-available or diagrams), defined in
  // chess/identity_coders.h. `Rule` is a template parameter only because
  // the rule's enum lives a floor above the variants (enumerate/).
  template <class Rule, class Visitor>
  static decltype(auto) with_identity_coder(Rule rule, Visitor&& visit);

  // --- queries --------------------------------------------------------
  Color side_to_move() const noexcept { return side_; }
  Piece piece_on(int sq) const noexcept;  // from the bitboards: off the hot path
  Bitboard pieces(PieceType t) const noexcept { return by_type_[t]; }
  Bitboard pieces(Color c) const noexcept { return by_color_[c]; }
  Bitboard pieces(Color c, PieceType t) const noexcept { return by_type_[t] & by_color_[c]; }
  Bitboard occupied() const noexcept { return by_color_[kWhite] | by_color_[kBlack]; }
  int king_square(Color c) const noexcept { return lsb(pieces(c, kKing)); }
  int en_passant_square() const noexcept { return ep_square_; }  // -1 if none
  bool chess960() const noexcept { return chess960_; }
  int castling_rook(Color c, CastlingSide s) const noexcept { return castling_rook_[castling_slot(c, s)]; }
  bool can_castle(Color c, CastlingSide s) const noexcept { return castling_rights_ >> castling_slot(c, s) & 1; }

  // Pieces of colour `by` attacking `sq` given occupancy `occupied`.
  Bitboard attackers_to(int sq, Color by, Bitboard occupied) const noexcept;
  // Enemy pieces giving check to the side to move.
  Bitboard checkers() const noexcept { return attackers_to(king_square(side_), ~side_, occupied()); }
  // Key recomputed from scratch (tests compare it with the incremental one).
  std::uint64_t compute_key() const noexcept;

 private:
  friend class PositionBuilder;

  // kKeyed = false skips the Zobrist updates (positions that are only counted).
  template <bool kKeyed = true>
  void put_piece(Piece p, int sq) noexcept;
  template <bool kKeyed = true>
  void remove_piece(Piece p, int sq) noexcept;
  template <bool kKeyed = true>
  void move_piece(Piece p, int from, int to) noexcept;
  template <bool kKeyed>
  Position play_impl(Move m) const;
  template <bool kKeyed>
  void make_normal_move(Color us, PieceType type, int from, int to) noexcept;
  template <bool kKeyed>
  void after_double_push(Color us, int from, int to) noexcept;
  template <bool kKeyed>
  void end_move(Color us, int from, int to, bool king_moved) noexcept;
  template <Color us>
  void end_counted_move(int to) noexcept;
  template <Color us>
  void clear_arrival(int to) noexcept;
  // count_legal() of play(m), without maintaining the key.
  std::uint64_t count_legal_after(Move m) const;
  template <Color us, KingSafety safety, bool kTheyCastle, bool kDoublePush = false>
  std::uint64_t count_legal_after_normal(const NodeReplies& replies, PieceType type, int from, int to) const;
  template <Color us, KingSafety safety, bool kTheyCastle>
  friend struct ReplyCountSink;
  PieceType enemy_type_on(int sq) const noexcept;
  template <bool kKeyed = true>
  void set_en_passant_if_capturable(int square) noexcept;
  template <bool kKeyed>
  void update_castling_rights(int from, int to, bool king_moved, Color mover) noexcept;
  Bitboard compute_castling_guard() const noexcept;

  std::array<Bitboard, kPieceTypeCount> by_type_{};
  std::array<Bitboard, 2> by_color_{};
  std::uint64_t key_ = 0;
  Bitboard castling_guard_ = 0;  // kings and rooks whose move or capture loses a right
  std::array<std::int8_t, 4> castling_rook_{-1, -1, -1, -1};  // rook square per slot
  std::uint8_t castling_rights_ = 0;                          // bit per slot
  std::int8_t ep_square_ = -1;
  Color side_ = kWhite;
  bool chess960_ = false;
  std::uint16_t halfmove_clock_ = 0;
  std::uint16_t fullmove_number_ = 1;
};

}  // namespace perftkit::chess

// The hot-path members' bodies: part of this header, kept apart so that
// the class reads as an interface.
#include "chess/play.h"
// The identity rules' coders, so that with_identity_coder is defined
// wherever Position is.
#include "chess/identity_coders.h"
