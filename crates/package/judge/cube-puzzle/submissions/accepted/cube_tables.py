# Cubic Eight-Puzzle: one breadth-first search forward from each kind of
# start square, shared by the datasets, and a short search back from each
# pattern that meets it. Written from the statement alone, as an independent
# accepted solution for PyPy.
#
# A board is 9 fields of 3 bits, one per square in reading order (x
# fastest): the cube's orientation there, or EMPTY. An orientation is which
# colour (0 white, 1 blue, 2 red) faces up, along x and along y.
#
# Mirroring the board (x or y) or transposing it maps rolls to rolls; a
# transposition also swaps the roles of blue and red. So every start square
# is a corner, an edge or the centre seen the right way round, and the
# forward search runs at most three times per file. It goes FORWARD rolls
# deep; each pattern's search goes back from its 256 boards (each cube's
# top fixed, its sides either way round) until it meets the forward ball.
# With a forward ball of depth FORWARD and backward layers 0..b checked, a
# best meeting sum m <= b + FORWARD is the true minimum: a shortest route
# has a board within FORWARD of the start and within b of the pattern.
import sys
from array import array

EMPTY = 6
LIMIT = 30
FORWARD = 20
BACK = 128  # mark bit: reached by the current backward search
ORIENTATIONS = [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
CORNER, EDGE, CENTRE = 0, 1, 4


def make_moves():
    """moves[hole] lists (3 * square, square, delta per orientation) for the
    cubes next to the hole: rolling the cube on square into the hole adds
    delta[its orientation] to the board and leaves square empty."""
    where = {o: i for i, o in enumerate(ORIENTATIONS)}
    along_x = [where[(x, t, y)] for t, x, y in ORIENTATIONS]
    along_y = [where[(y, x, t)] for t, x, y in ORIENTATIONS]
    moves = []
    for hole in range(9):
        here = []
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            x, y = hole % 3 + dx, hole // 3 + dy
            if 0 <= x < 3 and 0 <= y < 3:
                sq = 3 * y + x
                rolled = along_x if dy == 0 else along_y
                delta = [((EMPTY - o) << (3 * sq)) + ((rolled[o] - EMPTY) << (3 * hole))
                         for o in range(6)]
                here.append((3 * sq, sq, delta))
        moves.append(here)
    return moves


def symmetries():
    """The 8 symmetries of the square board: where each square goes, and
    whether x and y change places."""
    out = []
    for swap in (False, True):
        for flip_x in (False, True):
            for flip_y in (False, True):
                to = []
                for sq in range(9):
                    x, y = sq % 3, sq // 3
                    if swap:
                        x, y = y, x
                    if flip_x:
                        x = 2 - x
                    if flip_y:
                        y = 2 - y
                    to.append(3 * y + x)
                out.append((to, swap))
    return out


def read_datasets(words):
    """Each dataset as (start square, pattern of 9 letters), seen from the
    symmetry that puts its start on CORNER, EDGE or CENTRE."""
    kind = [CORNER, EDGE, CORNER, EDGE, CENTRE, EDGE, CORNER, EDGE, CORNER]
    syms = symmetries()
    datasets = []
    pos = 0
    while True:
        x, y = int(words[pos]), int(words[pos + 1])
        pos += 2
        if x == 0 and y == 0:
            return datasets
        pattern = words[pos:pos + 9]
        pos += 9
        start = 3 * (y - 1) + (x - 1)
        to, swap = next((to, swap) for to, swap in syms if to[start] == kind[start])
        seen = [''] * 9
        for sq in range(9):
            colour = pattern[sq]
            if swap and colour in 'BR':
                colour = 'R' if colour == 'B' else 'B'
            seen[to[sq]] = colour
        datasets.append((kind[start], seen))


def forward(start, mark, moves):
    """Marks every board within FORWARD rolls of the start with its
    distance + 1; gives the layers, to clear them afterwards."""
    board = EMPTY << (3 * start)
    layer = [board << 4 | start]
    mark[board] = 1
    layers = [layer]
    for depth in range(1, FORWARD + 1):
        nxt = []
        for item in layer:
            s = item >> 4
            for shift, sq, delta in moves[item & 15]:
                t = s + delta[(s >> shift) & 7]
                if mark[t] == 0:
                    mark[t] = depth + 1
                    nxt.append(t << 4 | sq)
        layers.append(nxt)
        layer = nxt
    return layers


def backward(start, pattern, mark, moves):
    """The fewest rolls from the start (whose forward ball is marked) to
    the pattern, or -1 past LIMIT."""
    goals = [0]
    hole = 0
    for sq in range(9):
        if pattern[sq] == 'E':
            goals = [g + (EMPTY << (3 * sq)) for g in goals]
            hole = sq
        else:
            top = 'WBR'.index(pattern[sq])
            goals = [g + (o << (3 * sq)) for g in goals
                     for o in range(6) if ORIENTATIONS[o][0] == top]
    # Every roll moves the hole one square, so the answer's parity is that
    # of the hole's distance: an odd answer is at most LIMIT - 1.
    distance = abs(start % 3 - hole % 3) + abs(start // 3 - hole // 3)
    limit = LIMIT - (LIMIT - distance) % 2
    best = LIMIT + 1
    layer = []
    for g in goals:
        v = mark[g]
        if v and v - 1 < best:
            best = v - 1
        mark[g] = v | BACK
        layer.append(g << 4 | hole)
    layers = [layer]
    b = 0
    while best > b + FORWARD and b + FORWARD < limit:
        b += 1
        nxt = []
        last = b + FORWARD >= limit
        for item in layer:
            s = item >> 4
            for shift, sq, delta in moves[item & 15]:
                t = s + delta[(s >> shift) & 7]
                v = mark[t]
                if v < BACK:
                    if v and v - 1 + b < best:
                        best = v - 1 + b
                    if not last:
                        mark[t] = v | BACK
                        nxt.append(t << 4 | sq)
        layers.append(nxt)
        layer = nxt
    for layer in layers:
        for item in layer:
            mark[item >> 4] &= BACK - 1
    return best if best <= limit else -1


def main():
    datasets = read_datasets(sys.stdin.read().split())
    moves = make_moves()
    mark = array('B', [0]) * (1 << 27)
    answers = [-1] * len(datasets)
    for start in (CORNER, EDGE, CENTRE):
        mine = [k for k, (kind, _) in enumerate(datasets) if kind == start]
        if not mine:
            continue
        ball = forward(start, mark, moves)
        for k in mine:
            answers[k] = backward(start, datasets[k][1], mark, moves)
        for layer in ball:
            for item in layer:
                mark[item >> 4] = 0
    sys.stdout.write(''.join('%d\n' % a for a in answers))


main()
