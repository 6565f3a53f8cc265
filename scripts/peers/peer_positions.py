"""The positions the peer table times, with their published counts."""

CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
DRAGON_START = "rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1"
# The six positions of the Chess Programming Wiki's "Perft Results" page
# (https://www.chessprogramming.org/Perft_Results), at depths of roughly
# 1-10 s each for one thread of the fastest programs here, with their
# published counts.
CPW_POSITIONS = [
    (CHESS_START, 7, 3195901860),
    (KIWIPETE, 6, 8031647685),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 8, 3009794393),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 6, 706045033),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 6, 3048196529),
    ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 6, 6923051137),
]
