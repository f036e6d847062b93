//! The dice maze package's wrong submissions: the classic mistakes, each
//! one small change to an accepted solution, that the secret data is
//! designed to catch; and its slow families of right answers, each one
//! change too, that its heaviest file makes exceed the time limit.

use super::submissions::{Mistake, TOO_SLOW};

/// The classic mistakes the secret data is designed to catch.
pub(super) const MISTAKES: &[Mistake] = &[
    Mistake {
        file: "top_after_the_move.cpp",
        base: "dice_bfs.cpp",
        from: "v != d.top)) continue;",
        to: "v != roll(d, h).top)) continue;",
        what: "compares the square with the top face after the roll, not before",
    },
    Mistake {
        file: "visited_by_square.py",
        base: "dice_deque.py",
        from: "            if nxt not in parent:",
        to: "            if all(key[0] != (nr, nc) for key in parent):",
        what: "marks squares visited, not (square, orientation): no tour may revisit a square",
    },
    Mistake {
        file: "front_faces_north.cpp",
        base: "dice_bfs.cpp",
        from: "Die start = {top, front, east[top][front]};",
        to: "Die start = {top, 7 - front, east[top][7 - front]};",
        what: "takes the front face as the one facing north, away from the player",
    },
    Mistake {
        file: "start_always_enterable.py",
        base: "dice_deque.py",
        from: "            if value == 0 or (value != -1 and value != d[0]):",
        to: "            if (nr, nc) != start and (value == 0 or (value != -1 and value != d[0])):",
        what: "lets the die back onto the start whatever the start square holds",
    },
    Mistake {
        file: "depth_first.cpp",
        base: "dice_bfs.cpp",
        from: "for (size_t qi = 0; qi < queue.size() && last < 0; qi++) {\n            int s = queue[qi];",
        to: "while (!queue.empty() && last < 0) {\n            int s = queue.back();\n            queue.pop_back();",
        what: "searches depth first and prints the first tour it finds, not a shortest one",
    },
    Mistake {
        file: "east_west_mirrored.cpp",
        base: "dice_bfs.cpp",
        from: "case 1: return {7 - d.east, d.south, d.top};",
        to: "case 1: return {d.east, d.south, 7 - d.top};",
        what: "rolls the die east as if it rolled west",
    },
    Mistake {
        file: "ten_per_line.cpp",
        base: "dice_bfs.cpp",
        from: "if (k % 9 == 0 && i > 0)",
        to: "if (k % 10 == 0 && i > 0)",
        what: "prints 10 positions per line instead of 9",
    },
    Mistake {
        file: "no_comma_at_line_end.py",
        base: "dice_deque.py",
        from: "out.append(',\\n'.join(",
        to: "out.append('\\n'.join(",
        what: "ends a full line without the comma that separates it from the next position",
    },
    Mistake {
        file: "queue_for_six_tops.cpp",
        base: "dice_bfs.cpp",
        from: "                queue.push_back(ns);",
        to: "                if (queue.size() < (size_t)R * C * 6) queue.push_back(ns);  // a slot per square and top",
        what: "keeps a queue of R x C x 6 slots, one per square and top, and drops the states pushed past its end",
    },
    Mistake {
        file: "ring_of_256.cpp",
        base: "dice_bfs.cpp",
        from: "        vector<int> queue;",
        to: "        struct Ring {  // 256 states in flight: more than a layer ever holds\n            int slot[256];\n            size_t n = 0;\n            void push_back(int s) { slot[n++ % 256] = s; }\n            size_t size() const { return n; }\n            int operator[](size_t i) const { return slot[i % 256]; }\n        } queue;",
        what: "keeps its search queue in a ring of 256 states, which overwrites states not yet expanded when more wait",
    },
    Mistake {
        file: "iddfs_seen_once.cpp",
        base: TOO_SLOW,
        from: "static vector<pair<int, int>> path;\n\nstatic bool dfs(int r, int c, Die d, int left) {\n    if (left == 0) return false;\n",
        to: "static vector<pair<int, int>> path;\nstatic vector<char> seen;  // the states met in this round of deepening\n\nstatic bool dfs(int r, int c, Die d, int left) {\n    if (path.size() == 1) seen.assign((R + 2) * (C + 2) * 49, 0);  // a new round\n    int k = ((r * (C + 2) + c) * 7 + d.top) * 7 + d.south;\n    if (left == 0 || seen[k]) return false;\n    seen[k] = 1;\n",
        what: "deepens in the fixed move order N, E, S, W with one seen mark per state and round, so a state first met late behind an earlier move is not searched again where a later move reaches it sooner",
    },
    Mistake {
        file: "seen_by_top.py",
        base: "dice_deque.py",
        from: "            if nxt not in parent:\n                parent[nxt] = state",
        to: "            if ((nr, nc), nxt[1][0]) not in parent:\n                parent[((nr, nc), nxt[1][0])] = None\n                parent[nxt] = state",
        what: "keeps one seen mark per square and top, room for 6 orientations of the die instead of its 24",
    },
    Mistake {
        file: "route_of_100.cpp",
        base: "dice_bfs.cpp",
        from: "            route.push_back({cell / (C + 2), cell % (C + 2)});",
        to: "            if (route.size() < 100) route.push_back({cell / (C + 2), cell % (C + 2)});  // room for 100 positions",
        what: "keeps a route of at most 100 positions, as if no tour were longer",
    },
    Mistake {
        file: "layers_100.py",
        base: "dice_deque.py",
        from: "    queue = deque([(start, die)])\n    while queue:\n        state = queue.popleft()\n",
        to: "    queue = deque([(start, die)])\n    layers = {}\n    while queue:\n        state = queue.popleft()\n        if layers.setdefault(state, layers.get(parent[state], -1) + 1) >= 100:  # 100 layers are enough\n            continue\n",
        what: "stops the search after 100 layers, as if no tour were longer than 100 moves",
    },
    Mistake {
        file: "marks_kept.cpp",
        base: "dice_bfs.cpp",
        from: "vector<int> parent(n, -2);",
        to: "static vector<int> parent(12 * 12 * 49, -2);  // room for the largest maze, filled once",
        what: "keeps the seen marks of one maze's search for the next maze",
    },
    Mistake {
        file: "printf_name.cpp",
        base: "dice_bfs.cpp",
        from: "cout << name << \"\\n\";",
        to: "printf(name.c_str());  // the name as printf's format\n        fflush(stdout);\n        cout << \"\\n\";",
        what: "prints each maze's name with printf(name), as a format: a name holding a directive such as %d or %% is misprinted",
    },
];

/// The slow families of right answers that the secret data makes exceed
/// the time limit by a margin no machine's noise crosses (`room-to-wander`:
/// 7.8 times it). The dice maze's tables cleared in full for every maze
/// take 1.6 to 1.9 times the limit on `most-mazes-longest-tours`, the most
/// a file may hold, too near problemtools' 1.5 times to be shipped
/// (docs/judges.md).
pub(super) const SLOW: &[Mistake] = &[Mistake {
    file: "iddfs_moves_left.cpp",
    base: TOO_SLOW,
    from: "static vector<pair<int, int>> path;\n\nstatic bool dfs(int r, int c, Die d, int left) {\n    if (left == 0) return false;\n",
    to: "static vector<pair<int, int>> path;\nstatic vector<int> budget;  // the most moves left with which each state was entered in this round\n\nstatic bool dfs(int r, int c, Die d, int left) {\n    if (path.size() == 1) budget.assign((R + 2) * (C + 2) * 49, 0);  // a new round\n    int k = ((r * (C + 2) + c) * 7 + d.top) * 7 + d.south;\n    if (left <= budget[k]) return false;  // met before in this round with as many moves left\n    budget[k] = left;\n",
    what: "deepens one move a round and enters a state again only with more moves left than before in the round: right, but every round repeats the last, so a long tour costs the square of its length",
}];
