// Cubic Eight-Puzzle, correct but exponential: iterative deepening up to 30
// rolls that only refuses to undo the last roll. A pattern that needs more
// than 30 rolls makes it walk about 3^30 roll sequences.
#include <cstdio>
#include <cstring>
#include <algorithm>
using namespace std;

static int perm[6][3], rollx[6], rolly[6];
static int board[9];  // orientation per square, -1 for the hole
static char pat[9];
static const char *COLOURS = "WBR";

static bool matches() {
    for (int sq = 0; sq < 9; sq++) {
        if (pat[sq] == 'E') { if (board[sq] != -1) return false; }
        else if (board[sq] < 0 || COLOURS[perm[board[sq]][0]] != pat[sq]) return false;
    }
    return true;
}

static bool dfs(int hole, int from, int left) {
    if (matches()) return true;
    if (left == 0) return false;
    int hx = hole % 3, hy = hole / 3;
    const int DX[4] = {1, -1, 0, 0}, DY[4] = {0, 0, 1, -1};
    for (int k = 0; k < 4; k++) {
        int x = hx + DX[k], y = hy + DY[k];
        if (x < 0 || x > 2 || y < 0 || y > 2) continue;
        int sq = y * 3 + x;
        if (sq == from) continue;
        int o = board[sq];
        board[hole] = k < 2 ? rollx[o] : rolly[o];
        board[sq] = -1;
        bool found = dfs(sq, hole, left - 1);
        board[sq] = o;
        board[hole] = -1;
        if (found) return true;
    }
    return false;
}

int main() {
    int p[3] = {0, 1, 2}, n = 0;
    do { memcpy(perm[n++], p, sizeof p); } while (next_permutation(p, p + 3));
    auto find = [](int t, int x, int y) {
        for (int o = 0; o < 6; o++) if (perm[o][0] == t && perm[o][1] == x && perm[o][2] == y) return o;
        return -1;
    };
    for (int i = 0; i < 6; i++) {
        rollx[i] = find(perm[i][1], perm[i][0], perm[i][2]);
        rolly[i] = find(perm[i][2], perm[i][1], perm[i][0]);
    }
    int x, y;
    while (scanf("%d %d", &x, &y) == 2 && (x || y)) {
        for (int j = 0; j < 9; j++) scanf(" %c", &pat[j]);
        int hole = (y - 1) * 3 + (x - 1), answer = -1;
        for (int L = 0; L <= 30 && answer < 0; L++) {
            for (int sq = 0; sq < 9; sq++) board[sq] = sq == hole ? -1 : find(0, 1, 2);
            if (dfs(hole, -1, L)) answer = L;
        }
        printf("%d\n", answer);
    }
}
