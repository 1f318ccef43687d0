//! Alpha-beta at two seats ([`DeepConfig::prune`](super::DeepConfig::prune), spec knob
//! `ab`): with the margin objective one seat's margin is exactly the other's loss, so
//! max^n is minimax over seat 0's margin, and a line that cannot change what either seat
//! chooses is left unsearched.
//!
//! The values are those max^n would give (up to how floating-point ties fall): each of
//! the root's actions is searched with a full window, and every value below it is exact
//! wherever it can still matter. The table holds bounds as well as values (a search that
//! failed high or low), each with the decision cap it was searched with, and its best
//! action orders the next, deeper search — the first action searched is what makes the
//! cut-offs, which is why the previous iteration's best goes first.

use nile_core::bots::BotHints;
use nile_core::Turn;

use super::super::hash::{mix, state_hash};
use super::super::MAX_SEATS;
use super::{Bound, Entry, Searcher};

impl<G: BotHints> Searcher<G> {
    /// Seat 0's margin after a root action (`child`, `units` units left), searched
    /// with a full window and lines cut after `decisions` decisions from the root.
    pub(super) fn root_child_pruned(
        &mut self,
        w: usize,
        script: u64,
        child: &G,
        decisions: u32,
        units: u32,
    ) -> f64 {
        if units == 0 {
            return self.horizon_margin(child);
        }
        if decisions <= 1 && matches!(child.turn(), Turn::Player(_)) {
            self.cut = true;
            return self.leaf_margin(child);
        }
        let window = (f64::NEG_INFINITY, f64::INFINITY);
        self.node_pruned(w, script, child, decisions - 1, units, 0, 0, window)
    }

    /// Seat 0's margin of a position scored as a leaf.
    fn leaf_margin(&mut self, state: &G) -> f64 {
        let mut values = [0.0; MAX_SEATS];
        self.leaf(state, &mut values);
        values[0] - values[1]
    }

    /// [`Searcher::leaf_margin`] where the horizon ends.
    fn horizon_margin(&mut self, state: &G) -> f64 {
        let mut values = [0.0; MAX_SEATS];
        self.horizon_leaf(state, &mut values);
        values[0] - values[1]
    }

    /// Seat 0's margin of `state` within the window `(alpha, beta)`: exact when it lies
    /// inside, otherwise a bound on the side it fell (fail-soft). The arguments are
    /// those of [`Searcher::node`].
    #[allow(clippy::too_many_arguments)]
    fn node_pruned(
        &mut self,
        w: usize,
        script: u64,
        state: &G,
        decisions: u32,
        units: u32,
        k: u32,
        ply: usize,
        window: (f64, f64),
    ) -> f64 {
        if self.tick() {
            return 0.0;
        }
        self.ensure_level(ply);
        match state.turn() {
            Turn::Over => self.leaf_margin(state),
            Turn::Chance => {
                let Some(child) = self.chance_child(state, script, k, ply) else {
                    return self.leaf_margin(state);
                };
                let units = units - u32::from(child.ends_unit(state));
                if units == 0 {
                    self.horizon_margin(&child)
                } else {
                    self.node_pruned(w, script, &child, decisions, units, k + 1, ply + 1, window)
                }
            }
            Turn::Player(_) if decisions == 0 => {
                self.cut = true;
                self.leaf_margin(state)
            }
            Turn::Player(seat) => {
                self.decision_pruned(w, script, state, seat, decisions, units, k, ply, window)
            }
        }
    }

    /// A player node of [`Searcher::node_pruned`]: the table, then every action, the
    /// table's best first, until one makes the window empty.
    #[allow(clippy::too_many_arguments)]
    fn decision_pruned(
        &mut self,
        w: usize,
        script: u64,
        state: &G,
        seat: usize,
        decisions: u32,
        units: u32,
        k: u32,
        ply: usize,
        (mut alpha, mut beta): (f64, f64),
    ) -> f64 {
        let key = mix(mix(state_hash(state), u64::from(units)), u64::from(k));
        let known = self.tables[w].get(&key).copied();
        if let Some(e) = known {
            if e.exact || e.decisions == decisions {
                let value = e.values[0];
                let settles = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => value >= beta,
                    Bound::Upper => value <= alpha,
                };
                if settles {
                    self.cut |= !e.exact;
                    return value;
                }
            }
        }
        let mut legal = std::mem::take(&mut self.levels[ply].legal);
        state.legal_actions(&mut legal);
        let first = known
            .map_or(0, |e| usize::from(e.best))
            .min(legal.len().saturating_sub(1));
        let outer_cut = std::mem::replace(&mut self.cut, false);
        let (alpha0, beta0) = (alpha, beta);
        // Seat 0 maximises its margin, seat 1 minimises it.
        let maximising = seat == 0;
        let mut best = if maximising {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        let mut best_index = usize::MAX;
        let order = std::iter::once(first).chain((0..legal.len()).filter(|&i| i != first));
        for i in order {
            let mut child = state.clone();
            if child.apply(legal[i]).is_err() {
                continue;
            }
            let left = units - u32::from(child.ends_unit(state));
            let v = if left == 0 {
                self.horizon_margin(&child)
            } else {
                let window = (alpha, beta);
                self.node_pruned(w, script, &child, decisions - 1, left, k, ply + 1, window)
            };
            if self.aborted {
                self.levels[ply].legal = legal;
                return 0.0;
            }
            if (maximising && v > best) || (!maximising && v < best) {
                best = v;
                best_index = i;
            }
            if maximising {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        self.levels[ply].legal = legal;
        if best_index == usize::MAX {
            // No action could be applied: score the position as it stands.
            let value = self.leaf_margin(state);
            self.cut |= outer_cut;
            return value;
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let exact = !self.cut;
        self.cut |= outer_cut;
        let mut values = [0.0; MAX_SEATS];
        values[0] = best;
        self.remember(
            w,
            key,
            Entry {
                values,
                bound,
                decisions,
                exact,
                best: best_index.min(usize::from(u16::MAX)) as u16,
            },
        );
        best
    }
}
