//! Cubic Eight-Puzzle: meet in the middle. A breadth-first search of up to
//! 18 rolls from the start, then one back from the 256 boards that show the
//! pattern, a layer at a time, up to 12 rolls. A shortest solution of L
//! rolls either ends within the forward search (L <= 18, seen on layer 0)
//! or passes a board 18 rolls from the start and L - 18 from the pattern, so
//! after backward layer b every answer up to 18 + b is known. Written from
//! the statement alone, as an independent accepted solution.
//!
//! A board is numbered `hole * 6^8 + sum of orientation(k) * 6^k` over the 8
//! cubes in reading order (x fastest) skipping the hole; an orientation is
//! the colours facing (up, along x, along y), one of the 6 orderings.
use std::io::{self, Read, Write};

const N_BOARDS: usize = 9 * 1_679_616;
const FORWARD: u8 = 18;
const LIMIT: u32 = 30;
const UNSEEN: u8 = u8::MAX;

struct Rules {
    orders: Vec<[u8; 3]>,
    roll_x: [u8; 6],
    roll_y: [u8; 6],
}

impl Rules {
    fn new() -> Rules {
        let mut orders = Vec::new();
        for a in 0..3u8 {
            for b in 0..3u8 {
                let c = 3 - a - b;
                if a != b && c != a && c != b {
                    orders.push([a, b, c]);
                }
            }
        }
        let find = |o: [u8; 3]| orders.iter().position(|&p| p == o).unwrap() as u8;
        let mut roll_x = [0; 6];
        let mut roll_y = [0; 6];
        for (i, o) in orders.iter().enumerate() {
            roll_x[i] = find([o[1], o[0], o[2]]);
            roll_y[i] = find([o[2], o[1], o[0]]);
        }
        Rules { orders, roll_x, roll_y }
    }
}

/// A board as the hole's square and the orientation on every square.
fn decode(mut id: usize) -> (usize, [u8; 9]) {
    let hole = id / 1_679_616;
    id %= 1_679_616;
    let mut squares = [0u8; 9];
    for (sq, o) in squares.iter_mut().enumerate() {
        if sq != hole {
            *o = (id % 6) as u8;
            id /= 6;
        }
    }
    (hole, squares)
}

fn encode(hole: usize, squares: &[u8; 9]) -> usize {
    let mut id = 0;
    for sq in (0..9).rev() {
        if sq != hole {
            id = id * 6 + squares[sq] as usize;
        }
    }
    hole * 1_679_616 + id
}

fn for_each_next(rules: &Rules, id: usize, mut visit: impl FnMut(usize)) {
    let (hole, mut squares) = decode(id);
    let (hx, hy) = (hole % 3, hole / 3);
    let mut try_from = |sq: usize, along_x: bool| {
        let o = squares[sq];
        squares[hole] = if along_x { rules.roll_x[o as usize] } else { rules.roll_y[o as usize] };
        visit(encode(sq, &squares));
        squares[sq] = o;
    };
    if hx > 0 { try_from(hole - 1, true); }
    if hx < 2 { try_from(hole + 1, true); }
    if hy > 0 { try_from(hole - 3, false); }
    if hy < 2 { try_from(hole + 3, false); }
}

/// A breadth-first search that grows one layer at a time, writing depths
/// into a shared array and listing what it wrote.
struct Search {
    layer: Vec<usize>,
    depth: u8,
}

impl Search {
    fn new(sources: &[usize], depth: &mut [u8], touched: &mut Vec<usize>) -> Search {
        let mut layer = Vec::new();
        for &s in sources {
            if depth[s] == UNSEEN {
                depth[s] = 0;
                touched.push(s);
                layer.push(s);
            }
        }
        Search { layer, depth: 0 }
    }

    /// Adds the next layer; gives the boards in it.
    fn grow(&mut self, rules: &Rules, depth: &mut [u8], touched: &mut Vec<usize>) -> &[usize] {
        self.depth += 1;
        let d = self.depth;
        let mut next = Vec::new();
        for &s in &self.layer {
            for_each_next(rules, s, |t| {
                if depth[t] == UNSEEN {
                    depth[t] = d;
                    touched.push(t);
                    next.push(t);
                }
            });
        }
        self.layer = next;
        &self.layer
    }
}

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_whitespace();
    let rules = Rules::new();
    let start_o = rules.orders.iter().position(|&o| o == [0, 1, 2]).unwrap() as u8; // W, B, R
    let mut forward = vec![UNSEEN; N_BOARDS];
    let mut backward = vec![UNSEEN; N_BOARDS];
    let (mut touched_f, mut touched_b) = (Vec::new(), Vec::new());
    let mut out = String::new();
    loop {
        let x: usize = tokens.next().unwrap().parse().unwrap();
        let y: usize = tokens.next().unwrap().parse().unwrap();
        if x == 0 && y == 0 {
            break;
        }
        let pattern: Vec<char> = (0..9).map(|_| tokens.next().unwrap().chars().next().unwrap()).collect();
        let start_hole = (y - 1) * 3 + (x - 1);
        let start = encode(start_hole, &[start_o; 9]);
        let goal_hole = pattern.iter().position(|&c| c == 'E').unwrap();
        let mut goals = Vec::new();
        for mask in 0..256u32 {
            let mut squares = [0u8; 9];
            let mut bit = 0;
            for sq in 0..9 {
                if sq == goal_hole {
                    continue;
                }
                let top = "WBR".find(pattern[sq]).unwrap() as u8;
                let mut choices = (0..6u8).filter(|&o| rules.orders[o as usize][0] == top);
                let first = choices.next().unwrap();
                let second = choices.next().unwrap();
                squares[sq] = if mask >> bit & 1 == 0 { first } else { second };
                bit += 1;
            }
            goals.push(encode(goal_hole, &squares));
        }
        let mut ahead = Search::new(&[start], &mut forward, &mut touched_f);
        for _ in 0..FORWARD {
            ahead.grow(&rules, &mut forward, &mut touched_f);
        }
        let meet = |boards: &[usize], back_depth: u8, forward: &[u8]| {
            boards
                .iter()
                .filter(|&&s| forward[s] != UNSEEN)
                .map(|&s| u32::from(forward[s]) + u32::from(back_depth))
                .min()
        };
        let mut back = Search::new(&goals, &mut backward, &mut touched_b);
        let mut best = meet(&back.layer, 0, &forward);
        for b in 1..=(LIMIT - u32::from(FORWARD)) {
            if best.is_some_and(|n| n <= u32::from(FORWARD) + b - 1) {
                break;
            }
            let layer = back.grow(&rules, &mut backward, &mut touched_b);
            best = best.into_iter().chain(meet(layer, b as u8, &forward)).min();
        }
        let answer = match best {
            Some(n) if n <= LIMIT => n as i64,
            _ => -1,
        };
        out.push_str(&format!("{answer}\n"));
        for s in touched_f.drain(..) {
            forward[s] = UNSEEN;
        }
        for s in touched_b.drain(..) {
            backward[s] = UNSEEN;
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
