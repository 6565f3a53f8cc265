#!/usr/bin/env python3
"""A slow, independent Raindrop chess perft, written from shared/rules/raindrop.md only.

It is the second opinion for tests/tools/raindrop_oracle_diff.sh: a plain 8x8 mailbox, moves
generated pseudo-legally and kept when the mover's king (if on the board) is not attacked
afterwards, the whole tree enumerated without any shortcut. It shares no code or reading of
the rules with the C++ engine (core/), on purpose.

  raindrop_oracle.py --fen FEN --model open|deck|expected [--joker-rule R] --depth N [--divide | --stats]
  raindrop_oracle.py --check-datasets MAXDEPTH [--max-tree LEAVES]
  raindrop_oracle.py --random N --seed S --model M [--joker-rule R] --plies P [--depth N] [--stats]
                     [--max-tree LEAVES]

--random prints a position and its counts D1..Dn a line, tab-separated; with --stats, either mode prints
{"fen": FEN, "stats": [{"depth": 1, "nodes": ..., "captures": ...}, ...]} a position, the columns of
perft --stats --json (docs/perft.md), each leaf classified from its move and the positions around it.

Exit status: 0 done, 1 a data set line differs, 2 bad input (one line on stderr).
"""
import argparse
import json
import os
import random
import sys
from fractions import Fraction

START = '8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1'
MODELS = ('open', 'deck', 'expected')
JOKER_RULES = ('extra-turn', 'remove')
CARD_ORDER = 'KQRBNPJ'  # the rules' writing order outside the deck model
RESERVE_ORDER = 'QRBN'
DATASETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'datasets', 'raindrop')

KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
KING_STEPS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
ROOK_DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1))
BISHOP_DIRS = ((1, 1), (1, -1), (-1, 1), (-1, -1))


class BadInput(Exception):
    pass


def colour(piece):
    return 'w' if piece.isupper() else 'b'


def opponent(side):
    return 'b' if side == 'w' else 'w'


def own(letter, side):
    """The letter in the case of SIDE's pieces and cards."""
    return letter.upper() if side == 'w' else letter.lower()


def square_name(sq):
    return 'abcdefgh'[sq % 8] + str(sq // 8 + 1)


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


class Position:
    """board[rank * 8 + file] ('' = empty, rank 0 = rank 1); decks and reserves per side as strings
    in that side's letter case. A deck string is kept top first; only the deck model reads its order."""

    def __init__(self, board, side, decks, reserves, halfmove, fullmove):
        self.board = board
        self.side = side
        self.decks = decks
        self.reserves = reserves
        self.halfmove = halfmove
        self.fullmove = fullmove

    def king_square(self, side):
        king = own('K', side)
        return self.board.index(king) if king in self.board else None

    def fen(self, model):
        ranks = []
        for r in range(7, -1, -1):
            text, empty = '', 0
            for f in range(8):
                piece = self.board[r * 8 + f]
                if piece:
                    text += (str(empty) if empty else '') + piece
                    empty = 0
                else:
                    empty += 1
            ranks.append(text + (str(empty) if empty else ''))
        cards = self.decks['w'] + self.decks['b']
        if model != 'deck':
            cards = ''.join(sorted(self.decks['w'], key=CARD_ORDER.index) +
                            sorted(self.decks['b'], key=lambda c: CARD_ORDER.index(c.upper())))
        reserve = ''.join(p for p in RESERVE_ORDER if p in self.reserves['w'])
        reserve += ''.join(p.lower() for p in RESERVE_ORDER if p.lower() in self.reserves['b'])
        return '%s[%s] %s - - %d %d %s' % ('/'.join(ranks), cards, self.side, self.halfmove, self.fullmove,
                                           reserve or '-')


def parse_fen(text, joker_rule):
    """The rules' "Position text": <board>[<cards>] <side> - - <halfmove> <fullmove> [<reserve>]."""
    fields = text.split()
    if len(fields) not in (6, 7):
        raise BadInput('expected 6 or 7 fields, found %d' % len(fields))
    placement = fields[0]
    if placement.count('[') != 1 or not placement.endswith(']'):
        raise BadInput('the board must end in a [cards] field')
    board_text, cards = placement[:-1].split('[')
    rows = board_text.split('/')
    if len(rows) != 8:
        raise BadInput('the board has %d ranks, not 8' % len(rows))
    board = [''] * 64
    for i, row in enumerate(rows):
        r, f = 7 - i, 0
        for ch in row:
            if ch in '12345678':
                f += int(ch)
            elif ch in 'KQRBNPkqrbnp':
                if f < 8:
                    board[r * 8 + f] = ch
                f += 1
            else:
                raise BadInput('bad board character %r' % ch)
        if f != 8:
            raise BadInput('rank %d holds %d squares, not 8' % (r + 1, f))
    for sq, piece in enumerate(board):
        if piece == 'P' and sq < 8 or piece == 'p' and sq >= 56:
            raise BadInput('a pawn on its own first rank (%s)' % square_name(sq))
    decks = {'w': '', 'b': ''}
    for ch in cards:
        if ch not in 'KQRBNPJkqrbnpj':
            raise BadInput('bad card %r' % ch)
        decks[colour(ch)] += ch
    for side in 'wb':
        jokers = decks[side].count(own('J', side))
        if jokers and not joker_rule:
            raise BadInput('jokers in the cards need a joker rule')
        if jokers > 2:
            raise BadInput('%d jokers in one deck (at most 2)' % jokers)
        kings = board.count(own('K', side)) + decks[side].count(own('K', side))
        if kings != 1:
            raise BadInput('%s has %d kings on the board and in the deck, not 1' % (side, kings))
    if fields[1] not in ('w', 'b'):
        raise BadInput('side to move must be w or b, not %r' % fields[1])
    if fields[2] != '-' or fields[3] != '-':
        raise BadInput('castling and en passant fields must be -')
    if not (fields[4].isdigit() and fields[5].isdigit()):
        raise BadInput('the move counters must be numbers')
    reserve_text = fields[6] if len(fields) > 6 else 'QRBNqrbn'
    return Position(board, fields[1], decks, parse_reserve(reserve_text), int(fields[4]), int(fields[5]))


def parse_reserve(text):
    reserves = {'w': '', 'b': ''}
    if text == '-':
        return reserves
    for ch in text:
        if ch not in 'QRBNqrbn' or ch in reserves[colour(ch)]:
            raise BadInput('bad reserve %r' % text)
        reserves[colour(ch)] += ch
    return reserves


def steps_from(sq, steps):
    f, r = sq % 8, sq // 8
    return [(r + dr) * 8 + f + df for df, dr in steps if on_board(f + df, r + dr)]


def ray(sq, df, dr):
    """The squares from SQ (excluded) to the edge in one direction, nearest first."""
    f, r, squares = sq % 8 + df, sq // 8 + dr, []
    while on_board(f, r):
        squares.append(r * 8 + f)
        f, r = f + df, r + dr
    return squares


# Tables by square, so that the scans below read as the rules say them.
KNIGHT_TARGETS = [steps_from(sq, KNIGHT_STEPS) for sq in range(64)]
KING_TARGETS = [steps_from(sq, KING_STEPS) for sq in range(64)]
ROOK_RAYS = [[ray(sq, df, dr) for df, dr in ROOK_DIRS] for sq in range(64)]
BISHOP_RAYS = [[ray(sq, df, dr) for df, dr in BISHOP_DIRS] for sq in range(64)]
# where a pawn of a side stands if it attacks the square: a white pawn attacks one rank up
PAWN_ATTACKER_SQUARES = {'w': [steps_from(sq, ((-1, -1), (1, -1))) for sq in range(64)],
                         'b': [steps_from(sq, ((-1, 1), (1, 1))) for sq in range(64)]}


def attacked(board, sq, by):
    """Whether side BY attacks SQ, geometrically (its king need not be on the board).
    Scans outwards from SQ for each kind of attacker."""
    pawn, knight, king, rook, bishop, queen = (own(p, by) for p in 'PNKRBQ')
    if any(board[s] == pawn for s in PAWN_ATTACKER_SQUARES[by][sq]):
        return True
    if any(board[s] == knight for s in KNIGHT_TARGETS[sq]) or any(board[s] == king for s in KING_TARGETS[sq]):
        return True
    for rays, slider in ((ROOK_RAYS, rook), (BISHOP_RAYS, bishop)):
        for line in rays[sq]:
            for s in line:
                if board[s]:
                    if board[s] in (slider, queen):
                        return True
                    break
    return False


def drop_squares(board, piece):
    """Empty squares a card may go to (the king's extra condition is the legality test)."""
    squares = [sq for sq in range(64) if not board[sq]]
    if piece == 'P':
        return [sq for sq in squares if 1 <= sq // 8 <= 5]  # ranks 2-6
    if piece == 'p':
        return [sq for sq in squares if 2 <= sq // 8 <= 6]  # ranks 7-3
    return squares


def board_moves(pos):
    """Pseudo-legal board moves of the side to move as (from, to, promotion or None)."""
    board, side = pos.board, pos.side
    moves = []
    for sq in range(64):
        piece = board[sq]
        if not piece or colour(piece) != side:
            continue
        f, r = sq % 8, sq // 8
        kind = piece.upper()
        targets = []
        if kind == 'P':
            last = 7 if side == 'w' else 0
            if r == last:
                continue  # a pawn left on the last rank with an empty reserve never moves again
            nr = r + (1 if side == 'w' else -1)
            if not board[nr * 8 + f]:
                targets.append(nr * 8 + f)
            for df in (-1, 1):
                if on_board(f + df, nr):
                    victim = board[nr * 8 + f + df]
                    if victim and colour(victim) != side:
                        targets.append(nr * 8 + f + df)
            for to in targets:
                if to // 8 == last and pos.reserves[side]:
                    moves.extend((sq, to, p) for p in pos.reserves[side])  # compulsory, own reserve only
                else:
                    moves.append((sq, to, None))
            continue
        if kind in 'NK':
            targets = (KNIGHT_TARGETS if kind == 'N' else KING_TARGETS)[sq]
        else:
            lines = {'R': ROOK_RAYS[sq], 'B': BISHOP_RAYS[sq], 'Q': ROOK_RAYS[sq] + BISHOP_RAYS[sq]}[kind]
            for line in lines:
                for to in line:
                    targets.append(to)
                    if board[to]:
                        break
        for to in targets:
            if not board[to] or colour(board[to]) != side:
                moves.append((sq, to, None))
    return moves


def make(pos, move, joker_rule):
    """The position after MOVE: ('drop', piece, sq), ('move', from, to, promotion) or ('joker', sq or None)."""
    board = pos.board[:]
    decks = dict(pos.decks)
    reserves = dict(pos.reserves)
    side = pos.side
    reset = True  # drops, jokers, pawn moves and captures reset the halfmove clock
    if move[0] == 'drop':
        board[move[2]] = move[1]
        decks[side] = decks[side].replace(move[1], '', 1)
    elif move[0] == 'joker':
        decks[side] = decks[side].replace(own('J', side), '', 1)
        if move[1] is not None:
            board[move[1]] = ''
    else:
        _, frm, to, promotion = move
        reset = board[frm].upper() == 'P' or bool(board[to])
        board[to] = promotion or board[frm]
        board[frm] = ''
        if promotion:
            reserves[side] = reserves[side].replace(promotion, '')
    extra_turn = move[0] == 'joker' and joker_rule == 'extra-turn'
    next_side = side if extra_turn else opponent(side)
    fullmove = pos.fullmove + (1 if side == 'b' and not extra_turn else 0)
    return Position(board, next_side, decks, reserves, 0 if reset else pos.halfmove + 1, fullmove)


def draw_types(pos, model):
    """The card types the side to move may draw, with their weights (the deck models)."""
    deck = pos.decks[pos.side]
    if not deck:
        return []
    if model == 'deck':
        return [(deck[0], 1)]
    types = sorted(set(deck), key=lambda c: CARD_ORDER.index(c.upper()))
    if model == 'open':
        return [(t, 1) for t in types]
    return [(t, Fraction(deck.count(t), len(deck))) for t in types]


def legal_moves(pos, model, joker_rule):
    """Every legal (move, weight, child position)."""
    return list(each_legal_move(pos, model, joker_rule))


def each_legal_move(pos, model, joker_rule):
    """The legal moves one at a time, so that asking whether there is any stops at the first."""
    side = pos.side
    for move, weight in candidate_moves(pos, model, joker_rule):
        child = make(pos, move, joker_rule)
        king = child.king_square(side)
        if king is None or not attacked(child.board, king, opponent(side)):
            yield move, weight, child


def candidate_moves(pos, model, joker_rule):
    """Every pseudo-legal (move, weight): the draws, then the board moves."""
    side = pos.side
    for card, weight in draw_types(pos, model):
        if card.upper() == 'J':
            if joker_rule == 'remove':
                victims = [sq for sq in range(64) if pos.board[sq] and colour(pos.board[sq]) != side
                           and pos.board[sq].upper() != 'K']
                yield from ((('joker', sq), weight) for sq in victims)
                if not victims:
                    yield ('joker', None), weight  # no effect, the turn passes
            else:
                yield ('joker', None), weight
        else:
            yield from ((('drop', card, sq), weight) for sq in drop_squares(pos.board, card))
    if pos.king_square(side) is not None:  # without its king on the board a side must draw
        yield from ((('move',) + m, 1) for m in board_moves(pos))


def perft(pos, depth, model, joker_rule):
    if depth == 0:
        return 1
    moves = legal_moves(pos, model, joker_rule)
    if depth == 1:
        return sum(weight for _, weight, _ in moves)
    return sum(weight * perft(child, depth - 1, model, joker_rule) for _, weight, child in moves)


def tree_above(pos, depth, model, joker_rule):
    """The leaves one ply above DEPTH, a measure of the oracle's work (the expected model walks the open tree)."""
    return perft(pos, depth - 1, 'open' if model == 'expected' else model, joker_rule)


# perft --stats' Raindrop columns, in its order (docs/perft.md, "The columns (Raindrop)")
STAT_COLUMNS = ('nodes', 'captures', 'promotions', 'drops', 'pawn_drops', 'knight_drops', 'bishop_drops',
                'rook_drops', 'queen_drops', 'kings_placed', 'jokers', 'joker_removals', 'checks', 'checkmates',
                'stalemates')
DROP_COLUMNS = {'P': 'pawn_drops', 'N': 'knight_drops', 'B': 'bishop_drops', 'R': 'rook_drops', 'Q': 'queen_drops',
                'K': 'kings_placed'}


def leaf_columns(pos, move, child, model, joker_rule):
    """The columns MOVE (from POS to CHILD) counts in, besides nodes."""
    if move[0] == 'drop':
        columns = ['drops', DROP_COLUMNS[move[1].upper()]]  # a king card is a drop too
    elif move[0] == 'joker':
        columns = ['jokers'] + (['joker_removals'] if move[1] is not None else [])  # a removal is no capture
    else:
        _, _, to, promotion = move
        columns = (['captures'] if pos.board[to] else []) + (['promotions'] if promotion else [])
    # Check, mate and stalemate are the rules' "End of the game" of CHILD's side to move, whoever that is:
    # after an extra-turn joker it is the mover, never in check (legality) but stalemated if it has no move
    # left. A side whose king is off the board is never in check.
    king = child.king_square(child.side)
    in_check = king is not None and attacked(child.board, king, opponent(child.side))
    stuck = next(each_legal_move(child, model, joker_rule), None) is None
    if in_check:
        columns += ['checks', 'checkmates'] if stuck else ['checks']
    elif stuck:
        columns.append('stalemates')
    return columns


def stats(pos, depth, model, joker_rule):
    """The columns of every depth 1..DEPTH, row d over the moves made at ply d; in the expected model each
    move counts with its path's weight, the product of the weights of the moves leading to it and its own."""
    rows = [dict.fromkeys(STAT_COLUMNS, 0) for _ in range(depth)]

    def walk(pos, ply, path_weight):
        for move, weight, child in each_legal_move(pos, model, joker_rule):
            leaf_weight = path_weight * weight
            row = rows[ply]
            row['nodes'] += leaf_weight
            for column in leaf_columns(pos, move, child, model, joker_rule):
                row[column] += leaf_weight
            if ply + 1 < depth:
                walk(child, ply + 1, leaf_weight)

    walk(pos, 0, 1)
    return rows


def stats_json(pos, depth, model, joker_rule):
    """One line as perft --stats --json writes its rows: exact fractions as "p/q" strings in the expected
    model (every column, integers too), plain numbers in the others."""
    rows = []
    for d, row in enumerate(stats(pos, depth, model, joker_rule), 1):
        values = {c: count_text(v) if model == 'expected' else v for c, v in row.items()}
        rows.append(dict(depth=d, **values))
    # (the options perft needs for the same count: tests/tools/lib/compare_stats.py passes them on)
    options = ['--model', model] + (['--joker-rule', joker_rule] if joker_rule else [])
    return json.dumps({'fen': pos.fen(model), 'perft_options': options, 'stats': rows})


def move_text(move):
    if move[0] == 'drop':
        return move[1].upper() + '@' + square_name(move[2])
    if move[0] == 'joker':
        return 'J' if move[1] is None else 'Jx' + square_name(move[1])
    _, frm, to, promotion = move
    return square_name(frm) + square_name(to) + (promotion.lower() if promotion else '')


def count_text(value):
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else '%d/%d' % (value.numerator, value.denominator)


def dataset_lines():
    """(fen, model, jokers rule or None, {depth: exact count}) for every data set line."""
    lines = []
    for name in ('raindrop.epd', 'jokers.epd'):
        with open(os.path.join(DATASETS, name)) as f:
            for line in f:
                if not line.strip() or line.startswith('#'):
                    continue
                fields = [x.strip() for x in line.split(';')]
                fen, model, rule, counts, exact = fields[0], 'open', None, {}, {}
                for field in fields[1:]:
                    key, value = field.split()
                    if key == 'model':
                        model = value
                    elif key == 'jokers':
                        rule = value
                    elif key[0] == 'D':
                        counts[int(key[1:])] = Fraction(value)
                    elif key[0] == 'X':
                        exact[int(key[1:])] = Fraction(value)
                counts.update(exact)  # the D fields of expected lines are rounded; X are exact
                lines.append((fen, model, rule, counts))
    return lines


def check_datasets(max_depth, max_tree):
    """The oracle against the other implementation's counts; a count whose tree would pass
    MAX_TREE leaves one ply above it is skipped (the oracle is slow), and said so."""
    mismatches = checked = skipped = 0
    for fen, model, rule, counts in dataset_lines():
        pos = parse_fen(fen, rule)
        for depth in sorted(d for d in counts if d <= max_depth):
            if max_tree and tree_above(pos, depth, model, rule) > max_tree:
                skipped += 1
                continue
            got = perft(pos, depth, model, rule)
            checked += 1
            if got != counts[depth]:
                mismatches += 1
                print('MISMATCH %s ;model %s ;jokers %s D%d: oracle %s, data set %s'
                      % (fen, model, rule or '-', depth, count_text(got), count_text(counts[depth])))
    print('%d counts checked, %d skipped (--max-tree %d), %d mismatches' % (checked, skipped, max_tree, mismatches))
    return 1 if mismatches else 0


def with_jokers(pos, rng):
    """1-2 jokers shuffled into each deck (the rule sheet's "one or two")."""
    for side in 'wb':
        deck = list(pos.decks[side].replace(own('J', side), ''))
        for _ in range(rng.randint(1, 2)):
            deck.insert(rng.randint(0, len(deck)), own('J', side))
        pos.decks[side] = ''.join(deck)


def random_positions(count, seed, model, joker_rule, max_plies, depth, with_stats, max_tree):
    rng = random.Random(seed)
    sources = [START] + sorted({fen for fen, _, rule, _ in dataset_lines() if rule in (None, joker_rule)})
    features = {}
    made = 0
    while made < count:
        pos = parse_fen(rng.choice(sources[:1] * len(sources) + sources), joker_rule)  # half the start
        if model == 'deck':
            for side in 'wb':
                pos.decks[side] = ''.join(rng.sample(pos.decks[side], len(pos.decks[side])))
        if joker_rule:
            with_jokers(pos, rng)
        for side in 'wb':  # partial and empty reserves, for promotions and stuck pawns
            if rng.random() < 0.5:
                pos.reserves[side] = ''.join(p for p in pos.reserves[side] if rng.random() < 0.4)
        for _ in range(rng.randint(0, max_plies)):
            moves = legal_moves(pos, model, joker_rule)
            if not moves:
                break
            # drops outnumber the rest by far: pick the kind of move first, so board moves,
            # captures, promotions and jokers come up often
            kinds = {}
            for m in moves:
                kinds.setdefault(m[0][0], []).append(m)
            pos = rng.choice(rng.choice(sorted(kinds.items()))[1])[2]
        if max_tree and tree_above(pos, depth, model, joker_rule) > max_tree:
            continue  # too slow to count here: play another game instead
        made += 1
        if with_stats:
            print(stats_json(pos, depth, model, joker_rule), flush=True)
        else:
            counts = [perft(pos, d, model, joker_rule) for d in range(1, depth + 1)]
            print('\t'.join([pos.fen(model)] + [count_text(c) for c in counts]), flush=True)
        for name in describe(pos, model, joker_rule):
            features[name] = features.get(name, 0) + 1
    print('positions: %d; %s' % (count, ', '.join('%s %d' % kv for kv in sorted(features.items()))),
          file=sys.stderr)


def describe(pos, model, joker_rule):
    """What a random position holds, for the coverage summary on stderr."""
    side = pos.side
    king = pos.king_square(side)
    moves = legal_moves(pos, model, joker_rule)
    if king is None:
        yield 'king-in-deck'
    if king is not None and attacked(pos.board, king, opponent(side)):
        yield 'mate' if not moves else 'check'
    elif not moves:
        yield 'stalemate'
    if any(m[0] == 'move' and m[3] for m, _, _ in moves):
        yield 'promotion' if len(pos.reserves[side]) == 4 else 'promotion-partial-reserve'
    if pos.board[56:].count('P') + pos.board[:8].count('p'):
        yield 'stuck-pawn'
    if any(m[0] == 'joker' for m, _, _ in moves):
        yield 'joker'
    if any(m[0] == 'move' and pos.board[m[2]] for m, _, _ in moves):
        yield 'capture'


class Parser(argparse.ArgumentParser):
    def error(self, message):  # the bad-input contract: one line, exit 2
        print('raindrop_oracle.py: %s' % message, file=sys.stderr)
        sys.exit(2)


def main():
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument('--fen')
    parser.add_argument('--model', choices=MODELS, default='open')
    parser.add_argument('--joker-rule', choices=JOKER_RULES)
    parser.add_argument('--depth', type=int)
    parser.add_argument('--divide', action='store_true', help='counts below each root move at --depth')
    parser.add_argument('--stats', action='store_true',
                        help="with --fen or --random: perft --stats --json's columns, one JSON object a position")
    parser.add_argument('--check-datasets', type=int, metavar='MAXDEPTH')
    parser.add_argument('--max-tree', type=int, default=0, metavar='LEAVES',
                        help='with --check-datasets: skip counts whose tree one ply up is larger; with --random: '
                        'play another game for such a position (0 = no limit)')
    parser.add_argument('--random', type=int, metavar='N')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--plies', type=int, default=40)
    args = parser.parse_args()
    modes = [m for m in (args.fen, args.check_datasets, args.random) if m is not None]
    if len(modes) != 1:
        parser.error('give exactly one of --fen, --check-datasets, --random')
    if args.depth is not None and not 1 <= args.depth <= 10:
        parser.error('--depth %d: must be 1 to 10' % args.depth)
    if args.stats and (args.check_datasets is not None or args.divide):
        parser.error('--stats goes with --fen or --random, not with --check-datasets or --divide')
    if args.check_datasets is not None:
        if args.check_datasets < 1:
            parser.error('--check-datasets %d: must be at least 1' % args.check_datasets)
        return check_datasets(args.check_datasets, args.max_tree)
    if args.random is not None:
        if args.random < 1 or args.plies < 0:
            parser.error('--random %d --plies %d: need N >= 1 and P >= 0' % (args.random, args.plies))
        random_positions(args.random, args.seed, args.model, args.joker_rule, args.plies, args.depth or 2,
                         args.stats, args.max_tree)
        return 0
    if args.depth is None:
        parser.error('--fen needs --depth')
    try:
        pos = parse_fen(args.fen, args.joker_rule)
    except BadInput as e:
        parser.error('bad FEN %r: %s' % (args.fen, e))
    if args.stats:
        print(stats_json(pos, args.depth, args.model, args.joker_rule))
        return 0
    if args.divide:
        total = 0
        for move, weight, child in legal_moves(pos, args.model, args.joker_rule):
            count = weight * perft(child, args.depth - 1, args.model, args.joker_rule)
            total += count
            print('%s: %s' % (move_text(move), count_text(count)))
        print('total: %s' % count_text(total))
        return 0
    for depth in range(1, args.depth + 1):
        print('D%d %s' % (depth, count_text(perft(pos, depth, args.model, args.joker_rule))), flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
