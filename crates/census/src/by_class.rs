//! A census whose workers search classes of start square of their own:
//! worker `w` of `n` takes classes `w`, `w + n`, and so on, each as one
//! slice holding the whole search, with nothing to send between layers.
//! On a board with at least as many classes as workers this is the
//! fastest split (no word crosses a worker) and each worker holds one
//! class's tables. At the end each worker sends its censuses to worker 0,
//! in a round that also tells whether any worker stopped.

use crate::checkpoint::{Checkpoints, Progress, Saved};
use crate::observer::{Event, Observer};
use crate::rounds::{Body, Rounds, Stop};
use crate::worker::Outcome;
use crate::{Job, Work};
use cube_puzzle::{Census, CensusLayers, LayerTally, Outbox, Slice, SlicedSearch};
use timely::worker::Worker;

/// One worker's classes, then the gathering on worker 0. Every worker
/// tells `observer` the patterns it answers; the one that `draws` names
/// the layer.
pub(crate) fn census(
    worker: &mut Worker,
    job: &Job,
    observer: &dyn Observer,
    draws: bool,
    work: &mut Work,
) -> Outcome {
    let (me, peers) = (worker.index(), worker.peers());
    let mut rounds = Rounds::new(worker);
    let files = job
        .checkpoint
        .as_ref()
        .map(|dir| Checkpoints::new(dir, job.shape, (me as u32, peers as u32), true));
    let run = Run {
        job,
        files: files.as_ref(),
        observer,
        draws,
    };
    let mine: Vec<usize> = (me..job.starts.len()).step_by(peers).collect();
    let outcome = match (&files, job.resume) {
        (Some(files), true) => resume(files, job).and_then(|saved| run.resumed(&mine, saved, work)),
        _ => run.classes(&mine, Vec::new(), 0, work),
    };
    gather(worker, &mut rounds, outcome, job)
}

/// This worker's classes under way, and where it reports.
struct Run<'a> {
    job: &'a Job,
    files: Option<&'a Checkpoints>,
    observer: &'a dyn Observer,
    draws: bool,
}

impl Run<'_> {
    /// Searches `classes` after those `done`, the layers numbered on from
    /// `step`; the censuses of all of them.
    fn classes(
        &self,
        classes: &[usize],
        mut done: Vec<(usize, Census)>,
        mut step: u64,
        work: &mut Work,
    ) -> Result<Vec<(usize, Census)>, Stop> {
        let whole = Slice { index: 0, of: 1 };
        for &class in classes {
            let start = self.job.starts[class];
            let search = SlicedSearch::new(self.job.shape, start, whole).map_err(Stop::Census)?;
            let layers = CensusLayers::new(self.job.shape, start);
            let census = self.layers(class, search, layers, &mut step, &done, work)?;
            done.push((class, census));
        }
        Ok(done)
    }

    /// Goes on from `saved` to the end of this worker's classes (`mine`).
    fn resumed(
        &self,
        mine: &[usize],
        saved: Saved,
        work: &mut Work,
    ) -> Result<Vec<(usize, Census)>, Stop> {
        let n_patterns = cube_puzzle::Pattern::count(self.job.shape) as u64;
        let Saved { progress, search } = saved;
        let mut done: Vec<(usize, Census)> = mine.iter().copied().zip(progress.done).collect();
        self.observer
            .observe(Event::Counted(done.len() as u64 * n_patterns));
        let class = progress.class;
        let mut step = progress.step;
        let census = self.layers(class, search, progress.layers, &mut step, &done, work)?;
        done.push((class, census));
        let after: Vec<usize> = mine.iter().copied().filter(|&c| c > class).collect();
        self.classes(&after, done, step, work)
    }

    /// Runs `search` of class `class` to its end, writing a checkpoint
    /// after each layer (steps numbered on from `step`), and gives its
    /// census.
    fn layers(
        &self,
        class: usize,
        mut search: SlicedSearch,
        mut layers: CensusLayers,
        step: &mut u64,
        done: &[(usize, Census)],
        work: &mut Work,
    ) -> Result<Census, Stop> {
        let (shape, start) = (self.job.shape, self.job.starts[class]);
        self.observer.observe(Event::Counted(layers.answered()));
        // A single slice sends nothing.
        let mut outbox = Outbox::default();
        while !layers.done() {
            search.expand(0, usize::MAX, &mut outbox);
            let tally = search.settle();
            layers.add([tally]);
            *step += 1;
            self.observer.observe(Event::Counted(tally.answered));
            if self.draws {
                let layer = layers.layers() as u32;
                self.observer.observe(Event::Layer {
                    shape,
                    start,
                    layer,
                });
            }
            if let Some(files) = self.files {
                let progress = Progress {
                    step: *step,
                    class,
                    done: done.iter().map(|(_, census)| census.clone()).collect(),
                    layers: layers.clone(),
                };
                files
                    .write(&progress, Some(&search), &self.job.starts)
                    .map_err(|e| Stop::Checkpoint(format!("cannot write a checkpoint: {e}")))?;
            }
        }
        work.boards += search.boards_seen();
        Ok(layers.census())
    }
}

/// This worker's newest checkpoint.
fn resume(files: &Checkpoints, job: &Job) -> Result<Saved, Stop> {
    let steps = files.steps().map_err(Stop::Checkpoint)?;
    files.read(steps[0], &job.starts).map_err(Stop::Checkpoint)
}

/// Sends this worker's censuses to worker 0 in one round that also tells
/// whether any worker stopped; on worker 0, every class's census in
/// order.
fn gather(
    worker: &mut Worker,
    rounds: &mut Rounds,
    outcome: Result<Vec<(usize, Census)>, Stop>,
    job: &Job,
) -> Outcome {
    let (done, stop) = match outcome {
        Ok(done) => (done, None),
        Err(stop) => (Vec::new(), Some(stop)),
    };
    for (class, census) in done {
        let body = Body::Census {
            class: class as u64,
            by_rolls: census.by_rolls,
            unreachable: census.unreachable,
        };
        rounds.send_to(0, body);
    }
    rounds.settle(worker, LayerTally::default(), stop)?;
    if worker.index() != 0 {
        return Ok(None);
    }
    let mut got = std::mem::take(&mut rounds.inbox.borrow_mut().censuses);
    got.sort_by_key(|&(class, ..)| class);
    let classes: Vec<u64> = got.iter().map(|&(class, ..)| class).collect();
    if !classes.iter().copied().eq(0..job.starts.len() as u64) {
        return Err(Stop::Peer);
    }
    let censuses = got
        .into_iter()
        .map(|(class, by_rolls, unreachable)| Census {
            start: job.starts[class as usize],
            by_rolls,
            unreachable,
        });
    Ok(Some(censuses.collect()))
}
