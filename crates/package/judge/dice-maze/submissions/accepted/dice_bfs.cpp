// A Dicey Problem: breadth-first search over (square, die orientation).
// Written from the statement alone, as an independent accepted solution.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#include <array>
#include <iostream>
using namespace std;

// A die as (top, south, east); the other faces are 7 minus these.
struct Die { int top, south, east; };

// Rolling toward a heading: 0 north, 1 east, 2 south, 3 west.
static Die roll(Die d, int h) {
    switch (h) {
    case 0: return {d.south, 7 - d.top, d.east};   // old top faces north
    case 2: return {7 - d.south, d.top, d.east};   // old top faces south
    case 1: return {7 - d.east, d.south, d.top};   // old top faces east
    default: return {d.east, d.south, 7 - d.top};  // old top faces west
    }
}

static const int DR[4] = {-1, 0, 1, 0};
static const int DC[4] = {0, 1, 0, -1};

int main() {
    // east[top][south] for every orientation reachable from the statement's
    // die (5 on top, 1 facing the player to the south, 3 to the east).
    int east[7][7];
    memset(east, 0, sizeof east);
    {
        vector<Die> todo = {{5, 1, 3}};
        east[5][1] = 3;
        for (size_t i = 0; i < todo.size(); i++)
            for (int h = 0; h < 4; h++) {
                Die n = roll(todo[i], h);
                if (!east[n.top][n.south]) { east[n.top][n.south] = n.east; todo.push_back(n); }
            }
    }
    string name;
    while (cin >> name && name != "END") {
        int R, C, sr, sc, top, front;
        cin >> R >> C >> sr >> sc >> top >> front;
        vector<vector<int>> g(R + 2, vector<int>(C + 2, 0));
        for (int r = 1; r <= R; r++)
            for (int c = 1; c <= C; c++) cin >> g[r][c];
        // State: ((r * (C + 2) + c) * 7 + top) * 7 + south.
        auto id = [&](int r, int c, Die d) { return ((r * (C + 2) + c) * 7 + d.top) * 7 + d.south; };
        int n = (R + 2) * (C + 2) * 49;
        vector<int> parent(n, -2);
        vector<int> queue;
        Die start = {top, front, east[top][front]};
        int s0 = id(sr, sc, start);
        parent[s0] = -1;
        queue.push_back(s0);
        int last = -1;  // the state the final move back to the start comes from
        for (size_t qi = 0; qi < queue.size() && last < 0; qi++) {
            int s = queue[qi];
            int south = s % 7, t = s / 7 % 7, cell = s / 49;
            int r = cell / (C + 2), c = cell % (C + 2);
            Die d = {t, south, east[t][south]};
            for (int h = 0; h < 4 && last < 0; h++) {
                int nr = r + DR[h], nc = c + DC[h];
                int v = g[nr][nc];
                if (v == 0 || (v != -1 && v != d.top)) continue;
                if (nr == sr && nc == sc) { last = s; break; }
                int ns = id(nr, nc, roll(d, h));
                if (parent[ns] != -2) continue;
                parent[ns] = s;
                queue.push_back(ns);
            }
        }
        cout << name << "\n";
        if (last < 0) { cout << "  No Solution Possible\n"; continue; }
        vector<pair<int, int>> route = {{sr, sc}};
        for (int s = last; s >= 0; s = parent[s]) {
            int cell = s / 49;
            route.push_back({cell / (C + 2), cell % (C + 2)});
        }
        // route runs backwards from the end; print it forwards.
        string line = "  ";
        int k = 0;
        for (int i = (int)route.size() - 1; i >= 0; i--) {
            line += "(" + to_string(route[i].first) + "," + to_string(route[i].second) + ")";
            k++;
            if (i > 0) line += ",";
            if (k % 9 == 0 && i > 0) { cout << line << "\n"; line = "  "; }
        }
        cout << line << "\n";
    }
}
