//! A dense breadth-first search shared by the puzzle solvers.
//!
//! States are numbered `0..n_states`. For each reached state the search keeps
//! one byte: the label of the move that first reached it. Labels are chosen by
//! the puzzle (a heading, say) so that the state before a move can be worked
//! out from the state after it, which is all a route needs. The search runs
//! layer by layer with two frontier vectors, so memory is one byte per state
//! plus the two widest layers. The buffers are kept between searches, and
//! reserved fallibly: a graph too large for the memory the system grants is
//! an [`OutOfMemory`] error, not an abort.

use crate::memory::{self, OutOfMemory};

/// A puzzle's state graph as the search sees it.
pub trait Graph {
    /// How many states there are; every state number is below this.
    fn n_states(&self) -> usize;

    /// Calls `visit(label, next)` for every move out of `state`, in the
    /// order that breaks ties between equally short routes. Labels are below
    /// [`MAX_LABEL`].
    fn for_each_successor(&self, state: u32, visit: impl FnMut(u8, u32));

    /// The state from which the move labelled `label` leads to `state`.
    fn predecessor(&self, state: u32, label: u8) -> u32;
}

/// Move labels must be below this value; the two above it mark unreached
/// states and the start.
pub const MAX_LABEL: u8 = 254;

const UNSEEN: u8 = u8::MAX;
const START: u8 = MAX_LABEL;

/// A shortest route found by [`Bfs::search`]: the states from the start to the
/// goal, both included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The states in order; the first is the start, the last the goal.
    pub states: Vec<u32>,
}

impl Route {
    /// The number of moves: one less than the number of states.
    pub fn n_moves(&self) -> usize {
        self.states.len().saturating_sub(1)
    }
}

/// Reusable buffers for breadth-first searches over dense state numbers.
///
/// ```
/// use dice_core::search::{Bfs, Graph};
///
/// /// A ring of `n` states; a move goes one step clockwise (label 0) or
/// /// anticlockwise (label 1).
/// struct Ring(u32);
///
/// impl Graph for Ring {
///     fn n_states(&self) -> usize {
///         self.0 as usize
///     }
///     fn for_each_successor(&self, s: u32, mut visit: impl FnMut(u8, u32)) {
///         visit(0, (s + 1) % self.0);
///         visit(1, (s + self.0 - 1) % self.0);
///     }
///     fn predecessor(&self, s: u32, label: u8) -> u32 {
///         if label == 0 { (s + self.0 - 1) % self.0 } else { (s + 1) % self.0 }
///     }
/// }
///
/// let mut bfs = Bfs::new();
/// let route = bfs.search(&Ring(10), 0, |s| s == 7)?.expect("every state is reachable");
/// assert_eq!(route.states, [0, 9, 8, 7]);
/// assert_eq!(route.n_moves(), 3);
/// # Ok::<(), dice_core::memory::OutOfMemory>(())
/// ```
#[derive(Debug, Default)]
pub struct Bfs {
    came_by: Vec<u8>,
    frontier: Vec<u32>,
    next: Vec<u32>,
}

impl Bfs {
    /// Empty buffers; they grow to the largest graph searched.
    pub fn new() -> Bfs {
        Bfs::default()
    }

    /// The shortest route that leaves `start` and ends on the first state
    /// for which `is_goal` holds, or `None` if no goal can be reached.
    ///
    /// The goal test is applied to every move's target before anything else,
    /// so a route may end on the start state itself (a tour); the start
    /// itself is never a goal without a move. Among equally short routes the
    /// one found first wins: layers are expanded in order and each state's
    /// moves in the order the graph gives them.
    ///
    /// The one byte per state and the layers are reserved fallibly: when the
    /// system refuses them the search stops with [`OutOfMemory`], counting
    /// what the search held.
    pub fn search<G: Graph>(
        &mut self,
        graph: &G,
        start: u32,
        is_goal: impl FnMut(u32) -> bool,
    ) -> Result<Option<Route>, OutOfMemory> {
        self.search_within(graph, start, is_goal)
            .map_err(|e| e.holding(self.held()))
    }

    /// The bytes the buffers hold.
    fn held(&self) -> usize {
        memory::held(&self.came_by) + memory::held(&self.frontier) + memory::held(&self.next)
    }

    fn search_within<G: Graph>(
        &mut self,
        graph: &G,
        start: u32,
        mut is_goal: impl FnMut(u32) -> bool,
    ) -> Result<Option<Route>, OutOfMemory> {
        let n_states = graph.n_states();
        self.frontier.clear();
        self.next.clear();
        if self.came_by.capacity() < n_states {
            // Give the old table back first: it is not needed beside the new.
            self.came_by = Vec::new();
        }
        memory::refill(&mut self.came_by, n_states, UNSEEN)?;
        let Some(first) = self.came_by.get_mut(start as usize) else {
            return Ok(None);
        };
        *first = START;
        memory::push(&mut self.frontier, start)?;

        let came_by = &mut self.came_by;
        while !self.frontier.is_empty() {
            let mut found = None;
            let mut refused = None;
            for &state in &self.frontier {
                graph.for_each_successor(state, |label, next| {
                    if found.is_some() || refused.is_some() {
                        return;
                    }
                    if is_goal(next) {
                        found = Some((state, next));
                    } else if came_by[next as usize] == UNSEEN {
                        came_by[next as usize] = label;
                        if let Err(e) = memory::push(&mut self.next, next) {
                            // Later layers might have needed more.
                            refused = Some(e.part_way());
                        }
                    }
                });
                if let Some(e) = refused {
                    return Err(e);
                }
                if let Some((last, goal)) = found {
                    return Ok(Some(self.route(graph, last, goal)));
                }
            }
            std::mem::swap(&mut self.frontier, &mut self.next);
            self.next.clear();
        }
        Ok(None)
    }

    fn route<G: Graph>(&self, graph: &G, last: u32, goal: u32) -> Route {
        let mut states = vec![goal];
        let mut state = last;
        loop {
            states.push(state);
            match self.came_by[state as usize] {
                START => break,
                label => state = graph.predecessor(state, label),
            }
        }
        states.reverse();
        Route { states }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A ring of `n` states where each state moves one or two steps forward.
    struct Ring(u32);

    impl Graph for Ring {
        fn n_states(&self) -> usize {
            self.0 as usize
        }
        fn for_each_successor(&self, state: u32, mut visit: impl FnMut(u8, u32)) {
            visit(1, (state + 1) % self.0);
            visit(2, (state + 2) % self.0);
        }
        fn predecessor(&self, state: u32, label: u8) -> u32 {
            (state + self.0 - u32::from(label)) % self.0
        }
    }

    #[test]
    fn finds_shortest_tour_back_to_start() {
        let mut bfs = Bfs::new();
        let route = bfs
            .search(&Ring(7), 0, |s| s == 0)
            .expect("small")
            .expect("a ring has a tour");
        // Four moves either way round; the first state expanded wins ties.
        assert_eq!(route.states, vec![0, 1, 3, 5, 0]);
        assert_eq!(route.n_moves(), 4);
        // Buffers are reused and cleared.
        let route = bfs
            .search(&Ring(5), 3, |s| s == 4)
            .expect("small")
            .expect("reachable");
        assert_eq!(route.states, vec![3, 4]);
    }

    #[test]
    fn unreachable_goal_and_bad_start_give_none() {
        let mut bfs = Bfs::new();
        assert_eq!(bfs.search(&Ring(6), 0, |s| s == 99), Ok(None));
        assert_eq!(bfs.search(&Ring(6), 6, |_| true), Ok(None));
    }

    /// A ring that claims 2^62 states: no system grants a byte for each.
    struct Huge(Ring);

    impl Graph for Huge {
        fn n_states(&self) -> usize {
            1 << 62
        }
        fn for_each_successor(&self, state: u32, visit: impl FnMut(u8, u32)) {
            self.0.for_each_successor(state, visit);
        }
        fn predecessor(&self, state: u32, label: u8) -> u32 {
            self.0.predecessor(state, label)
        }
    }

    #[test]
    fn a_graph_too_large_for_memory_is_refused_and_the_buffers_still_serve() {
        let mut bfs = Bfs::new();
        let route = bfs.search(&Ring(7), 0, |s| s == 2).expect("small");
        assert_eq!(route.map(|r| r.n_moves()), Some(1));
        let refused = bfs
            .search(&Huge(Ring(7)), 0, |s| s == 2)
            .expect_err("2^62 bytes");
        // The table refused, and the layers' few bytes; the old table was
        // given back first.
        assert!(
            (1 << 62..(1 << 62) + 100).contains(&refused.bytes),
            "{refused:?}"
        );
        let route = bfs.search(&Ring(7), 0, |s| s == 2).expect("small");
        assert_eq!(route.map(|r| r.n_moves()), Some(1));
    }
}
