// A Dicey Problem, correct but exponential: iterative deepening over move
// sequences with no visited set. The first tour found at depth L is a
// shortest one; with no tour it tries every depth up to the number of
// states, which no time limit allows on a maze with room to wander.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

struct Die { int top, south, east; };
static Die roll(Die d, int h) {
    switch (h) {
    case 0: return {d.south, 7 - d.top, d.east};
    case 2: return {7 - d.south, d.top, d.east};
    case 1: return {7 - d.east, d.south, d.top};
    default: return {d.east, d.south, 7 - d.top};
    }
}
static const int DR[4] = {-1, 0, 1, 0}, DC[4] = {0, 1, 0, -1};
static int R, C, sr, sc;
static vector<vector<int>> g;
static vector<pair<int, int>> path;

static bool dfs(int r, int c, Die d, int left) {
    if (left == 0) return false;
    for (int h = 0; h < 4; h++) {
        int nr = r + DR[h], nc = c + DC[h];
        int v = g[nr][nc];
        if (v == 0 || (v != -1 && v != d.top)) continue;
        path.push_back({nr, nc});
        if (nr == sr && nc == sc) { if (left == 1) return true; }
        else if (dfs(nr, nc, roll(d, h), left - 1)) return true;
        path.pop_back();
    }
    return false;
}

int main() {
    int east[7][7] = {};
    vector<Die> todo = {{5, 1, 3}};
    east[5][1] = 3;
    for (size_t i = 0; i < todo.size(); i++)
        for (int h = 0; h < 4; h++) {
            Die n = roll(todo[i], h);
            if (!east[n.top][n.south]) { east[n.top][n.south] = n.east; todo.push_back(n); }
        }
    string name;
    while (cin >> name && name != "END") {
        int top, front;
        cin >> R >> C >> sr >> sc >> top >> front;
        g.assign(R + 2, vector<int>(C + 2, 0));
        for (int r = 1; r <= R; r++)
            for (int c = 1; c <= C; c++) cin >> g[r][c];
        bool found = false;
        for (int L = 1; L <= R * C * 24 && !found; L++) {
            path.assign(1, {sr, sc});
            found = dfs(sr, sc, {top, front, east[top][front]}, L);
        }
        cout << name << "\n";
        if (!found) { cout << "  No Solution Possible\n"; continue; }
        for (size_t i = 0; i < path.size(); i++) {
            cout << (i % 9 == 0 ? "  " : "") << "(" << path[i].first << "," << path[i].second << ")";
            if (i + 1 < path.size()) cout << ",";
            if (i % 9 == 8 || i + 1 == path.size()) cout << "\n";
        }
    }
}
