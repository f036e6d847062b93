// Abbott's Revenge, correct but exponential: iterative deepening over
// routes with no visited set, up to the number of states (9 x 9 x 4).
#include <cstring>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

static const char *HEADINGS = "NESW";
static const int DR[4] = {-1, 0, 1, 0}, DC[4] = {0, 1, 0, -1};
static int exits[11][11][4];
static int gr, gc;
static vector<pair<int, int>> path;

static bool dfs(int r, int c, int h, int left) {
    if (r == gr && c == gc) return true;
    if (left == 0) return false;
    for (int out = 0; out < 4; out++) {
        if (!(exits[r][c][h] >> out & 1)) continue;
        int nr = r + DR[out], nc = c + DC[out];
        if (nr < 1 || nr > 9 || nc < 1 || nc > 9) continue;
        path.push_back({nr, nc});
        if (dfs(nr, nc, out, left - 1)) return true;
        path.pop_back();
    }
    return false;
}

int main() {
    string name;
    while (cin >> name && name != "END") {
        int sr, sc;
        char hc;
        cin >> sr >> sc >> hc >> gr >> gc;
        int h0 = (int)(strchr(HEADINGS, hc) - HEADINGS);
        memset(exits, 0, sizeof exits);
        int r, c;
        while (cin >> r && r != 0) {
            cin >> c;
            string sign;
            while (cin >> sign && sign != "*") {
                int h = (int)(strchr(HEADINGS, sign[0]) - HEADINGS);
                for (size_t i = 1; i < sign.size(); i++)
                    exits[r][c][h] |= 1 << ((h + (sign[i] == 'L' ? 3 : sign[i] == 'F' ? 0 : 1)) % 4);
            }
        }
        int fr = sr + DR[h0], fc = sc + DC[h0];
        bool found = false;
        if (fr >= 1 && fr <= 9 && fc >= 1 && fc <= 9)
            for (int L = 0; L <= 9 * 9 * 4 && !found; L++) {
                path.assign({{sr, sc}, {fr, fc}});
                found = dfs(fr, fc, h0, L);
            }
        cout << name << "\n";
        if (!found) { cout << "  No Solution Possible\n"; continue; }
        for (size_t i = 0; i < path.size(); i++) {
            cout << (i % 10 == 0 ? "  " : " ") << "(" << path[i].first << "," << path[i].second << ")";
            if (i % 10 == 9 || i + 1 == path.size()) cout << "\n";
        }
    }
}
