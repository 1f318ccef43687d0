//! Self-play that records the search's root visit shares: the positions a policy prior
//! learns from.

use nile_core::bots::BotHints;
use nile_core::{GameError, Match, Turn};

use super::Dataset;
use crate::spec::{seat_seed, AgentSpec};
use crate::MctsAgent;

/// Plays `games` games of self-play with the MCTS of `agent` (an `mcts:` seat spec, or
/// a level that is one) at every seat and records, at every `stride`-th decision with
/// more than one legal action (game `i` from its `i mod stride`-th on), the mover's
/// observation tensor, the share of the search's root visits each legal action got
/// ([`crate::MctsAgent::last_root_visits`], indexed by [`nile_core::Game::action_to_index`]), and,
/// once the game is over, the mover's final margin over the mean (the value label). The
/// rows train a policy prior ([`super::TrainConfig::policy`]). Give the agent an iteration
/// budget (`mcts:800`) for data that repeats from the seed; a time budget varies with
/// the machine. Game `i` is seeded from `seed` and `i`; `progress` is told after each
/// game.
///
/// ```
/// use nile_bots::train::self_play_visits;
/// use nile_core::testing::{Nim, NimConfig};
/// let data = self_play_visits::<Nim>(&NimConfig::default(), "mcts:50", 3, 1, 7, &mut |_| {})?;
/// assert!(data.is_policy() && !data.is_empty());
/// for row in &data.policy {
///     let total: f32 = row.iter().map(|&(_, share)| share).sum();
///     assert!((total - 1.0).abs() < 1e-4);
/// }
/// # Ok::<(), nile_core::GameError>(())
/// ```
pub fn self_play_visits<G: BotHints>(
    config: &G::Config,
    agent: &str,
    games: usize,
    stride: usize,
    seed: u64,
    progress: &mut dyn FnMut(usize),
) -> Result<Dataset, GameError> {
    let mcts = match AgentSpec::parse_for::<G>(agent).map_err(GameError::InvalidAgent)? {
        AgentSpec::Mcts(spec) => spec.config_for::<G>(),
        _ => {
            return Err(GameError::InvalidAgent(nile_core::sentence!(
                crate::texts::TEXTS,
                "self-play-needs-mcts",
                spec = agent
            )))
        }
    };
    let width = G::observation_tensor_shape(config)
        .iter()
        .product::<usize>();
    let mut data = Dataset {
        width,
        actions: G::num_distinct_actions(config),
        ..Dataset::default()
    };
    // Games run side by side (with the `parallel` feature) in batches, each on its own
    // seeds, and join the data in game order: the same rows whatever the threads.
    let batch = if cfg!(feature = "parallel") { 8 } else { 1 };
    let mut done = 0;
    while done < games {
        let batch_games: Vec<usize> = (done..games.min(done + batch)).collect();
        let play = |&g: &usize| visit_game::<G>(config, mcts, g, stride, seed);
        #[cfg(feature = "parallel")]
        let rows: Vec<_> = {
            use rayon::prelude::*;
            batch_games.par_iter().map(play).collect()
        };
        #[cfg(not(feature = "parallel"))]
        let rows: Vec<_> = batch_games.iter().map(play).collect();
        for (g, game_rows) in batch_games.iter().zip(rows) {
            let (inputs, policy, targets) = game_rows?;
            data.inputs.extend_from_slice(&inputs);
            data.game_of
                .extend(std::iter::repeat_n(*g as u32, policy.len()));
            data.policy.extend(policy);
            data.targets.extend(targets);
            progress(g + 1);
        }
        done += batch_games.len();
    }
    Ok(data)
}

/// The rows of one policy self-play game: features, visit shares, value labels.
type GameRows = (Vec<f32>, Vec<Vec<(u32, f32)>>, Vec<f32>);

/// Self-play game `g` of [`self_play_visits`].
fn visit_game<G: BotHints>(
    config: &G::Config,
    mcts: crate::MctsConfig,
    g: usize,
    stride: usize,
    seed: u64,
) -> Result<GameRows, GameError> {
    let stride = stride.max(1);
    let width = G::observation_tensor_shape(config)
        .iter()
        .product::<usize>();
    let game_seed = seat_seed(seed, 1000 + g);
    let mut m = Match::<G>::new(config, game_seed)?.without_log();
    let players = m.state().players();
    let mut agents: Vec<MctsAgent<G>> = (0..players)
        .map(|p| MctsAgent::new(mcts, seat_seed(game_seed, p)))
        .collect();
    let (mut inputs, mut policy, mut movers) = (Vec::new(), Vec::new(), Vec::new());
    let mut tensor = Vec::with_capacity(width);
    let mut legal = Vec::new();
    let bound = G::step_bound(m.state().config());
    let mut decision = 0usize;
    for _ in 0..=bound {
        let seat = match m.resolve_chance()? {
            Turn::Over => break,
            Turn::Chance => continue,
            Turn::Player(p) => p,
        };
        legal.clear();
        legal.extend_from_slice(m.legal_actions()?);
        let agent = &mut agents[seat];
        let action = if legal.len() == 1 {
            legal[0]
        } else {
            agent.search(m.state(), seat).unwrap_or(legal[0])
        };
        decision += 1;
        if legal.len() > 1 && (decision + g) % stride == 0 {
            if let Some(row) = visit_shares::<G>(config, &legal, agent.last_root_visits()) {
                m.state().observation_tensor(seat, &mut tensor);
                tensor.resize(width, 0.0);
                inputs.extend_from_slice(&tensor);
                policy.push(row);
                movers.push(seat);
            }
        }
        m.apply(action)?;
    }
    let outcome = m.state().outcome().ok_or_else(|| {
        GameError::InvalidState("a self-play game did not end within its step bound".into())
    })?;
    let scores: Vec<f64> = outcome.scores.iter().map(|&s| f64::from(s)).collect();
    let mean = scores.iter().sum::<f64>() / scores.len().max(1) as f64;
    let targets = movers
        .iter()
        .map(|&p| {
            (if players == 1 {
                scores[p]
            } else {
                scores[p] - mean
            }) as f32
        })
        .collect();
    Ok((inputs, policy, targets))
}

/// One policy row: every legal action's index with its share of the root visits
/// (`None` if the search made no visit or an action has no index).
fn visit_shares<G: BotHints>(
    config: &G::Config,
    legal: &[G::Action],
    visits: &[(G::Action, u64, f64)],
) -> Option<Vec<(u32, f32)>> {
    let total: u64 = visits.iter().map(|&(_, v, _)| v).sum();
    if total == 0 {
        return None;
    }
    legal
        .iter()
        .map(|&a| {
            let index = u32::try_from(G::action_to_index(config, a)?).ok()?;
            let v = visits.iter().find(|(b, _, _)| *b == a).map_or(0, |e| e.1);
            Some((index, (v as f64 / total as f64) as f32))
        })
        .collect()
}
