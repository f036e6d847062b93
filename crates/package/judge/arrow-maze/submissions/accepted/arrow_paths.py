# Abbott's Revenge: breadth-first search that keeps, for each (position,
# heading) reached, the whole path that reached it first.
# Written from the statement alone, as an independent accepted solution.
import sys

MOVES = {'N': (-1, 0), 'E': (0, 1), 'S': (1, 0), 'W': (0, -1)}
LEFT = {'N': 'W', 'W': 'S', 'S': 'E', 'E': 'N'}
RIGHT = {v: k for k, v in LEFT.items()}


def turn(heading, arrow):
    return {'L': LEFT[heading], 'F': heading, 'R': RIGHT[heading]}[arrow]


def solve(start, heading, goal, signs):
    dr, dc = MOVES[heading]
    first = (start[0] + dr, start[1] + dc)
    if not (1 <= first[0] <= 9 and 1 <= first[1] <= 9):
        return None
    layer = [(first, heading, [start, first])]
    seen = {(first, heading)}
    while layer:
        nxt = []
        for pos, arriving, path in layer:
            if pos == goal:
                return path
            for arrow in signs.get((pos, arriving), ''):
                leaving = turn(arriving, arrow)
                dr, dc = MOVES[leaving]
                to = (pos[0] + dr, pos[1] + dc)
                if 1 <= to[0] <= 9 and 1 <= to[1] <= 9 and (to, leaving) not in seen:
                    seen.add((to, leaving))
                    nxt.append((to, leaving, path + [to]))
        layer = nxt
    return None


def main():
    lines = [line.split() for line in sys.stdin.read().splitlines() if line.strip()]
    i = 0
    out = []
    while lines[i][0] != 'END':
        name = lines[i][0]
        sr, sc, heading, gr, gc = lines[i + 1]
        i += 2
        signs = {}
        while lines[i][0] != '0':
            r, c = int(lines[i][0]), int(lines[i][1])
            for sign in lines[i][2:]:
                if sign != '*':
                    signs[((r, c), sign[0])] = sign[1:]
            i += 1
        i += 1
        path = solve((int(sr), int(sc)), heading, (int(gr), int(gc)), signs)
        out.append(name)
        if path is None:
            out.append('  No Solution Possible')
            continue
        cells = ['(%d,%d)' % p for p in path]
        for k in range(0, len(cells), 10):
            out.append('  ' + ' '.join(cells[k:k + 10]))
    print('\n'.join(out))


main()
