// Cubic Eight-Puzzle: bidirectional breadth-first search between the start
// and the 256 boards whose tops show the pattern, always growing the smaller
// frontier by a whole layer. Written from the statement alone, as an
// independent accepted solution.
//
// A cube's orientation is which colour faces up, along x and along y: one of
// the 6 orderings of (W, B, R). A board is 9 digits in base 7, one per
// square in reading order (x fastest), 6 for the empty square.
#include <cstdio>
#include <cstring>
#include <vector>
#include <algorithm>
using namespace std;

static const char *COLOURS = "WBR";
static const int LIMIT = 30;  // more rolls than this print -1
static int perm[6][3];        // perm[o] = (top, x-facing, y-facing) colours
static int rollx[6], rolly[6]; // orientation after a roll along x / y
static int pw[10];

static int find_perm(int t, int x, int y) {
    for (int o = 0; o < 6; o++)
        if (perm[o][0] == t && perm[o][1] == x && perm[o][2] == y) return o;
    return -1;
}

static vector<unsigned char> seen;  // 0 unseen, 1 forward side, 2 backward side
static vector<unsigned char> depth;

static void neighbours(int s, vector<int> &out) {
    int hole = 0;
    while ((s / pw[hole]) % 7 != 6) hole++;
    int hx = hole % 3, hy = hole / 3;
    static const int DX[4] = {1, -1, 0, 0}, DY[4] = {0, 0, 1, -1};
    for (int k = 0; k < 4; k++) {
        int x = hx + DX[k], y = hy + DY[k];
        if (x < 0 || x > 2 || y < 0 || y > 2) continue;
        int sq = y * 3 + x;
        int o = (s / pw[sq]) % 7;
        int no = k < 2 ? rollx[o] : rolly[o];
        out.push_back(s + (6 - o) * pw[sq] + (no - 6) * pw[hole]);
    }
}

int main() {
    pw[0] = 1;
    for (int i = 1; i < 10; i++) pw[i] = pw[i - 1] * 7;
    int o = 0;
    int p[3] = {0, 1, 2};
    do { memcpy(perm[o++], p, sizeof p); } while (next_permutation(p, p + 3));
    for (int i = 0; i < 6; i++) {
        rollx[i] = find_perm(perm[i][1], perm[i][0], perm[i][2]);
        rolly[i] = find_perm(perm[i][2], perm[i][1], perm[i][0]);
    }
    int white_start = find_perm(0, 1, 2);  // W up, B along x, R along y
    seen.assign(pw[9], 0);
    depth.assign(pw[9], 0);
    int x, y;
    while (scanf("%d %d", &x, &y) == 2 && (x || y)) {
        char pat[9];
        for (int j = 0; j < 9; j++) scanf(" %c", &pat[j]);
        int start = 0;
        for (int sq = 0; sq < 9; sq++)
            start += (sq == (y - 1) * 3 + (x - 1) ? 6 : white_start) * pw[sq];
        // Every board showing the pattern: each cube's top fixed, the other
        // two colours either way round.
        vector<int> goals = {0};
        for (int sq = 0; sq < 9; sq++) {
            vector<int> next;
            for (int g : goals) {
                if (pat[sq] == 'E') { next.push_back(g + 6 * pw[sq]); continue; }
                int top = (int)(strchr(COLOURS, pat[sq]) - COLOURS);
                for (int i = 0; i < 6; i++)
                    if (perm[i][0] == top) next.push_back(g + i * pw[sq]);
            }
            goals.swap(next);
        }
        vector<int> touched;
        vector<int> front[2];
        front[0] = {start};
        seen[start] = 1; depth[start] = 0; touched.push_back(start);
        int answer = -1;
        for (int g : goals) {
            if (seen[g] == 1) answer = 0;
            if (!seen[g]) { seen[g] = 2; depth[g] = 0; touched.push_back(g); front[1].push_back(g); }
        }
        int d[2] = {0, 0};
        vector<int> nb;
        while (answer < 0 && d[0] + d[1] < LIMIT && !front[0].empty() && !front[1].empty()) {
            int side = front[0].size() <= front[1].size() ? 0 : 1;
            vector<int> next;
            int best = 1 << 30;
            for (int s : front[side]) {
                nb.clear();
                neighbours(s, nb);
                for (int t : nb) {
                    if (seen[t] == 2 - side) best = min(best, d[side] + 1 + depth[t]);
                    else if (!seen[t]) {
                        seen[t] = side + 1; depth[t] = d[side] + 1;
                        touched.push_back(t); next.push_back(t);
                    }
                }
            }
            d[side]++;
            front[side].swap(next);
            if (best <= LIMIT) answer = best;
        }
        printf("%d\n", answer);
        for (int t : touched) seen[t] = 0;
    }
}
