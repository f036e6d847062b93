// Abbott's Revenge: breadth-first search over (intersection, heading of
// arrival). Written from the statement alone, as an independent accepted
// solution.
#include <iostream>
#include <string>
#include <vector>
#include <cstring>
using namespace std;

static const char *HEADINGS = "NESW";
static const int DR[4] = {-1, 0, 1, 0};
static const int DC[4] = {0, 1, 0, -1};

int main() {
    string name;
    while (cin >> name && name != "END") {
        int sr, sc, gr, gc;
        char hc;
        cin >> sr >> sc >> hc >> gr >> gc;
        int h0 = (int)(strchr(HEADINGS, hc) - HEADINGS);
        // exits[r][c][arriving heading] = bit set of the headings one may leave in.
        int exits[11][11][4];
        memset(exits, 0, sizeof exits);
        int r, c;
        while (cin >> r && r != 0) {
            cin >> c;
            string sign;
            while (cin >> sign && sign != "*") {
                int h = (int)(strchr(HEADINGS, sign[0]) - HEADINGS);
                for (size_t i = 1; i < sign.size(); i++) {
                    int turn = sign[i] == 'L' ? 3 : sign[i] == 'F' ? 0 : 1;
                    exits[r][c][h] |= 1 << ((h + turn) % 4);
                }
            }
        }
        // State (r, c, h): standing at (r, c) having arrived heading h.
        auto id = [](int r, int c, int h) { return (r * 11 + c) * 4 + h; };
        vector<int> parent(11 * 11 * 4, -2);
        vector<int> queue;
        int goal = -1;
        int fr = sr + DR[h0], fc = sc + DC[h0];
        if (fr >= 1 && fr <= 9 && fc >= 1 && fc <= 9) {
            parent[id(fr, fc, h0)] = -1;
            queue.push_back(id(fr, fc, h0));
        }
        for (size_t qi = 0; qi < queue.size() && goal < 0; qi++) {
            int s = queue[qi];
            int h = s % 4, cr = s / 4 / 11, cc = s / 4 % 11;
            if (cr == gr && cc == gc) { goal = s; break; }
            for (int out = 0; out < 4; out++) {
                if (!(exits[cr][cc][h] >> out & 1)) continue;
                int nr = cr + DR[out], nc = cc + DC[out];
                if (nr < 1 || nr > 9 || nc < 1 || nc > 9) continue;
                int ns = id(nr, nc, out);
                if (parent[ns] != -2) continue;
                parent[ns] = s;
                queue.push_back(ns);
            }
        }
        cout << name << "\n";
        if (goal < 0) { cout << "  No Solution Possible\n"; continue; }
        vector<pair<int, int>> route;
        for (int s = goal; s >= 0; s = parent[s]) route.push_back({s / 4 / 11, s / 4 % 11});
        route.push_back({sr, sc});
        int k = 0;
        for (int i = (int)route.size() - 1; i >= 0; i--, k++) {
            cout << (k % 10 == 0 ? "  " : " ") << "(" << route[i].first << "," << route[i].second << ")";
            if (k % 10 == 9 || i == 0) cout << "\n";
        }
    }
}
