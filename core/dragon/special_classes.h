#pragma once
// Start points rich in special moves for the 10x10 Dragon game: positions
// of datasets/dragon/dragon100.epd (Fairy-Stockfish counts) with en
// passant, promotions (with captures), checks and castling rights under
// attack, and a stalemate in one (Qc9). Its classes are the generic ones.
#include <string>
#include <vector>

#include "game/special_classes_hook.h"
#include "dragon/position.h"

namespace perftkit::diff {

template <>
struct VariantSpecialClasses<dragon::Position> {
  static void add(const dragon::Position&, ClassSet&) {}
  static std::vector<std::string> names() { return {}; }
  static std::vector<std::string> special_fens(const VariantOptions&) {
    return {"1n1d4d1/6k3/5p4/3Pp2Ppr/1p4p3/rbp7/3PP5/5P1P2/4D5/1RB1QKDBN1 w - e8 0 25",
            "1n3k2nr/7d2/5d4/9p/9P/2Pp6/3p3P2/3P6/p4K4/8Nb b k - 0 46",
            "10/2d2kB3/2n7/8p1/6R3/3D6/10/10/7p2/3D1K4 b - - 0 38",
            "1n3k1b1r/rp2p2d1p/4bp2p1/p1p7/P1p3p1n1/3N1P1pN1/10/1q4P1Q1/3PPd1PPP/1RB2KDBR1 w k - 2 22",
            "r2d1kdbnr/1pp3pppp/10/p5q3/1n1ppp1B2/3P5P/4B2P2/1PP3P3/P2QPPb1P1/RN1D1KD2R w KQkq - 0 12",
            "r4k3r/pppp1ppppp/8D1/10/10/10/10/2d7/PPPPPPPPPP/R4K3R w KQkq - 0 1",
            "1n1r1k1b1r/2P5P1/10/10/10/10/10/10/1p6p1/R4K2N1 w - - 0 1",
            "1n1r1k1b1r/2P5P1/10/10/10/10/10/10/1p6p1/R4K2N1 b - - 0 1",
            "k9/10/1K8/10/10/10/10/10/10/2Q7 w - - 0 1"};
  }
};

}  // namespace perftkit::diff
