# A Dicey Problem: breadth-first search with a deque over (row, col, die),
# the die kept as the six faces (top, bottom, north, south, east, west).
# Written from the statement alone, as an independent accepted solution.
import sys
from collections import deque


def roll(die, heading):
    top, bottom, north, south, east, west = die
    if heading == 'N':  # the old top faces north, the south face comes up
        return (south, north, top, bottom, east, west)
    if heading == 'S':
        return (north, south, bottom, top, east, west)
    if heading == 'E':  # the old top faces east, the west face comes up
        return (west, east, north, south, top, bottom)
    return (east, west, north, south, bottom, top)


STEPS = (('N', -1, 0), ('E', 0, 1), ('S', 1, 0), ('W', 0, -1))


def all_dice():
    first = (5, 2, 6, 1, 3, 4)  # the statement's die: 5 up, 1 south, 3 east
    seen = {first}
    todo = [first]
    while todo:
        die = todo.pop()
        for heading, _, _ in STEPS:
            nxt = roll(die, heading)
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return {(d[0], d[3]): d for d in seen}


def solve(rows, cols, start, die, grid):
    parent = {(start, die): None}
    queue = deque([(start, die)])
    while queue:
        state = queue.popleft()
        (r, c), d = state
        for heading, dr, dc in STEPS:
            nr, nc = r + dr, c + dc
            if not (0 <= nr < rows and 0 <= nc < cols):
                continue
            value = grid[nr][nc]
            if value == 0 or (value != -1 and value != d[0]):
                continue
            if (nr, nc) == start:
                route = [start]
                while state is not None:
                    route.append(state[0])
                    state = parent[state]
                return route[::-1]
            nxt = ((nr, nc), roll(d, heading))
            if nxt not in parent:
                parent[nxt] = state
                queue.append(nxt)
    return None


def main():
    tokens = sys.stdin.read().split()
    pos = 0
    dice = all_dice()
    out = []
    while tokens[pos] != 'END':
        name = tokens[pos]
        rows, cols, sr, sc, top, front = map(int, tokens[pos + 1:pos + 7])
        pos += 7
        grid = []
        for _ in range(rows):
            grid.append([int(t) for t in tokens[pos:pos + cols]])
            pos += cols
        route = solve(rows, cols, (sr - 1, sc - 1), dice[(top, front)], grid)
        out.append(name)
        if route is None:
            out.append('  No Solution Possible')
            continue
        cells = ['(%d,%d)' % (r + 1, c + 1) for r, c in route]
        lines = [','.join(cells[i:i + 9]) for i in range(0, len(cells), 9)]
        out.append(',\n'.join('  ' + line for line in lines))
    print('\n'.join(out))


main()
