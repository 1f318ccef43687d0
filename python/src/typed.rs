//! What the dynamic layer does not offer yet, written once over the typed API.
//!
//! `nile_core::dynamic::DynGame` has no way to get an action's serde JSON, to write a
//! match log from action indices, or to play a random game on the typed fast path
//! (`nile_core::random_playout`, which the CLI's `simulate` uses). [`TypedOps`] adds
//! these generically for every `G: Game`; [`ops`] finds the implementation for a state by
//! downcasting it to `DynState<G>`.
//!
//! The only per-game lines in the Python package are the `typed_games!` list below,
//! mirroring `nile::registry`. A game registered there but missing here still works in
//! Python through the dynamic layer (batch play falls back to the dynamic path); only
//! `action_json`, `log_json`, the history of a replayed log and `max_game_length` need
//! its line (`nile.Game.has_typed_support`; the test `test_typed_support_covers_the_registry`
//! names a missing game).
//! Once `DynGame::action_json`, `DynGame::random_playout` and `DynGameType::log_json`
//! exist in core (proposed in docs/python.md), this file goes.

use std::marker::PhantomData;

use nile::core::dynamic::{DynGame, DynState};
use nile::core::rng::GameRng;
use nile::core::{random_playout, Game, GameError, MatchLog};

/// A match log read back: configuration JSON, seed, seats and the actions as indices.
pub struct ReadLog {
    pub config_json: String,
    pub seed: u64,
    pub seats: Vec<String>,
    pub actions: Vec<usize>,
}

/// Operations that need the typed game, behind a trait object.
pub trait TypedOps: Send + Sync {
    /// The game's machine name.
    fn name(&self) -> &'static str;
    /// Whether `game` is a state of this game.
    fn is_for(&self, game: &dyn DynGame) -> bool;
    /// The serde JSON of the action at `index` (what a match log stores).
    fn action_json(&self, game: &dyn DynGame, index: usize) -> Result<String, GameError>;
    /// The match log (`{game, config, seed, seats, actions}`) of a game started from
    /// `config_json` and played through `actions` (indices), as the CLI writes it.
    fn log_json(
        &self,
        config_json: &str,
        seed: u64,
        seats: &[String],
        actions: &[usize],
    ) -> Result<String, GameError>;
    /// Reads a match log into its parts, with actions as indices.
    fn read_log(&self, json: &str) -> Result<ReadLog, GameError>;
    /// An upper bound on the steps (chance included) of a game of `game`'s
    /// configuration ([`Game::step_bound`]).
    fn step_bound(&self, game: &dyn DynGame) -> usize;
    /// Plays `game` to the end with random choices and chance, all from `rng`, on the
    /// typed fast path; returns the number of player decisions.
    fn random_playout(&self, game: &mut dyn DynGame, rng: &mut GameRng)
        -> Result<usize, GameError>;
}

struct Ops<G: Game>(PhantomData<fn() -> G>);

impl<G: Game> Ops<G> {
    const NEW: Self = Ops(PhantomData);

    fn typed<'a>(&self, game: &'a dyn DynGame) -> Result<&'a G, GameError> {
        game.as_any()
            .downcast_ref::<DynState<G>>()
            .map(|s| &s.state)
            .ok_or_else(|| not_this_game::<G>(game.name()))
    }
}

fn not_this_game<G: Game>(found: &str) -> GameError {
    GameError::InvalidState(format!("a state of {found} is not a state of {}", G::NAME))
}

fn config_of<G: Game>(config_json: &str) -> Result<G::Config, GameError> {
    serde_json::from_str(config_json)
        .map_err(|e| GameError::InvalidConfig(format!("not a {} configuration: {e}", G::NAME)))
}

impl<G: Game> TypedOps for Ops<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn is_for(&self, game: &dyn DynGame) -> bool {
        game.as_any().is::<DynState<G>>()
    }

    fn action_json(&self, game: &dyn DynGame, index: usize) -> Result<String, GameError> {
        let state = self.typed(game)?;
        let action = G::action_from_index(state.config(), index).ok_or_else(|| {
            GameError::parse(
                index.to_string(),
                format!(
                    "an action index of {} is below {}",
                    G::NAME,
                    G::num_distinct_actions(state.config())
                ),
            )
        })?;
        serde_json::to_string(&action).map_err(|e| GameError::InvalidState(e.to_string()))
    }

    fn log_json(
        &self,
        config_json: &str,
        seed: u64,
        seats: &[String],
        actions: &[usize],
    ) -> Result<String, GameError> {
        let config = config_of::<G>(config_json)?;
        let mut log = MatchLog::<G>::new(config.clone(), seed, seats.to_vec());
        for &i in actions {
            let action = G::action_from_index(&config, i).ok_or_else(|| {
                GameError::parse(i.to_string(), "not an action index of this game")
            })?;
            log.actions.push(action);
        }
        Ok(log.to_json())
    }

    fn read_log(&self, json: &str) -> Result<ReadLog, GameError> {
        let log =
            MatchLog::<G>::from_json(json).map_err(|e| GameError::InvalidState(e.to_string()))?;
        let actions = log
            .actions
            .iter()
            .map(|&a| {
                G::action_to_index(&log.config, a).ok_or_else(|| {
                    GameError::parse(
                        a.to_string(),
                        "no game with this configuration has this action",
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ReadLog {
            config_json: serde_json::to_string(&log.config)
                .map_err(|e| GameError::InvalidConfig(e.to_string()))?,
            seed: log.seed,
            seats: log.seats,
            actions,
        })
    }

    fn step_bound(&self, game: &dyn DynGame) -> usize {
        self.typed(game)
            .map(|s| G::step_bound(s.config()))
            .unwrap_or(usize::MAX)
    }

    fn random_playout(
        &self,
        game: &mut dyn DynGame,
        rng: &mut GameRng,
    ) -> Result<usize, GameError> {
        let name = game.name();
        let state = game
            .as_any_mut()
            .downcast_mut::<DynState<G>>()
            .map(|s| &mut s.state)
            .ok_or_else(|| not_this_game::<G>(name))?;
        thread_local_buffers::<G, _>(|legal, chance| random_playout(state, rng, legal, chance))
    }
}

/// Runs `f` with this thread's reusable action buffers for `G` (so a batch allocates
/// them once per thread and game kind, as `simulate` does per block).
fn thread_local_buffers<G: Game, R>(
    f: impl FnOnce(&mut Vec<G::Action>, &mut Vec<(G::Action, u32)>) -> R,
) -> R {
    use std::any::{Any, TypeId};
    use std::cell::RefCell;
    use std::collections::HashMap;
    thread_local! {
        static BUFFERS: RefCell<HashMap<TypeId, Box<dyn Any>>> = RefCell::new(HashMap::new());
    }
    type Buffers<G> = (Vec<<G as Game>::Action>, Vec<(<G as Game>::Action, u32)>);
    BUFFERS.with(|cell| {
        let mut map = cell.borrow_mut();
        let entry = map.entry(TypeId::of::<Buffers<G>>()).or_insert_with(|| {
            Box::new((Vec::with_capacity(256), Vec::with_capacity(256)) as Buffers<G>)
        });
        match entry.downcast_mut::<Buffers<G>>() {
            Some((legal, chance)) => f(legal, chance),
            None => f(&mut Vec::new(), &mut Vec::new()),
        }
    })
}

/// One line per game of the umbrella crate (mirrors `nile::registry`).
static TYPED: &[&dyn TypedOps] = &[
    &Ops::<nile::ra::Ra>::NEW,
    &Ops::<nile::imhotep::Imhotep>::NEW,
    &Ops::<nile::tekhenu::Tekhenu>::NEW,
    &Ops::<nile::pragas::Pragas>::NEW,
    &Ops::<nile::conquistando::Conquistando>::NEW,
];

/// The typed operations for `game`'s kind, if this build knows its type.
pub fn ops(game: &dyn DynGame) -> Option<&'static dyn TypedOps> {
    TYPED.iter().copied().find(|o| o.is_for(game))
}

/// The typed operations for the game named `name`, if this build knows its type.
pub fn ops_by_name(name: &str) -> Option<&'static dyn TypedOps> {
    TYPED.iter().copied().find(|o| o.name() == name)
}
