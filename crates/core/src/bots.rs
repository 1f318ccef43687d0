//! What bots need from a game beyond its rules: [`BotHints`].
//!
//! [`Game`] is the rules, which every front end, log and harness uses. Search bots need
//! more: an estimate of the final scores where they stop looking ahead, the game's unit
//! of play for a deep search's horizon, a rollout policy, keys that pool MCTS
//! statistics, and the game's own measured data (its levels, its tuned MCTS knobs, its
//! learned weights, a published baseline AI). That knowledge lives in the game crate,
//! next to its `eval.rs` and `playout.rs`, in one `impl BotHints` (each game's
//! `src/hints.rs`); the bots crate reads it through this trait and knows no game by
//! name.
//!
//! Per-game data is plain values the bots crate parses (seat specs, weights files), so
//! core needs no type of the bots crate and a game crate no dependency on it.

use crate::game::{Game, Turn};

/// A game's levels as seat specs (`nile_bots::levels`): `easy`, `medium` and `hard`,
/// each a spec the bots crate parses (`"greedy"`, `"mcts:1000"`,
/// `"pimc:6:450ms:win=8"`), chosen for this game by measurement (`docs/bots.md`,
/// "Levels").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevelSpecs {
    /// `easy`: one step of lookahead.
    pub easy: &'static str,
    /// `medium`: a small, deterministic search.
    pub medium: &'static str,
    /// `hard`: the game's strongest measured agent at ≤ 0.5 s of CPU a move.
    pub hard: &'static str,
}

/// A game's learned networks, as the weights files `nile train` writes (compiled into
/// the game crate with `include_bytes!`, so every build, the browser's included,
/// carries them). `None` where the game has no such network.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LearnedWeights {
    /// The value network (`eval=learned`): one seat's predicted final margin.
    pub value: Option<&'static [u8]>,
    /// The policy network (`prior=W`): the search's move distribution.
    pub policy: Option<&'static [u8]>,
}

impl LearnedWeights {
    /// No learned network.
    pub const NONE: LearnedWeights = LearnedWeights {
        value: None,
        policy: None,
    };
}

/// A game's published baseline AI (the `anchor` agent, the yardstick nile's bots are
/// measured against), as the deep search runs it: its leaf scoring, its horizon and the
/// moves it leaves out. The game crate provides it as a value
/// ([`BotHints::anchor`]); a game without a published baseline has none, and the
/// `anchor` seat spec is refused there.
pub trait Anchor<G: BotHints>: Send + Sync {
    /// The baseline's leaf scoring, in the form of [`BotHints::evaluate`]: clears `out`
    /// and writes one estimated final score per seat.
    fn evaluate(&self, state: &G, out: &mut Vec<f64>);

    /// Whether the step that took `before` to `state` counts toward the baseline's
    /// horizon (Rá's anchor counts each auction that *starts*, so an auction already
    /// running at the root is searched to its end and more after it). The default is
    /// the game's own unit, [`BotHints::ends_unit`].
    fn ends_unit(&self, state: &G, before: &G) -> bool {
        state.ends_unit(before)
    }

    /// Whether the baseline may stop its search at `state` once its horizon is spent
    /// (Rá's anchor stops only where no tile waits on the auction track). The default
    /// stops anywhere.
    fn may_stop(&self, state: &G) -> bool {
        let _ = state;
        true
    }

    /// Whether the baseline leaves `action` out of its search at `state` (Rá's anchor
    /// never considers a God tile's swap). The default leaves nothing out.
    fn skips(&self, state: &G, action: G::Action) -> bool {
        let _ = (state, action);
        false
    }
}

/// What bots need from a game: the hooks search reads on every node and the game's own
/// measured data. Every method has a neutral default, so `impl BotHints for MyGame {}`
/// gives working (if untuned) bots; each game nile ships implements it in its
/// `src/hints.rs`.
///
/// ```
/// use nile_core::bots::BotHints;
/// use nile_core::testing::{Nim, NimAction, NimConfig};
/// use nile_core::Game;
///
/// let config = NimConfig::default();
/// let game = Nim::new(&config)?;
/// let take = NimAction::Take(1);
/// // The default key of an action is its fixed index.
/// assert_eq!(game.action_key(take), Nim::action_to_index(&config, take));
/// assert!(Nim::num_action_keys(&config) >= 1);
/// // Nim names no levels and no tuned search: the bots' fallbacks apply.
/// assert_eq!((Nim::LEVELS, Nim::TUNED_MCTS), (None, None));
/// assert!(Nim::anchor().is_none());
/// # Ok::<(), nile_core::GameError>(())
/// ```
pub trait BotHints: Game {
    /// The game's levels (`easy`, `medium`, `hard`) as seat specs; `None` (the default)
    /// takes the bots crate's fallback levels for a game never measured.
    const LEVELS: Option<LevelSpecs> = None;

    /// The MCTS knobs tuned for this game, as the options of an `mcts` seat spec after
    /// its budget (`"h=0:c=0.7:margin=1:scale=8"`): what `mcts:<budget>` means here
    /// (`docs/bots.md`, "Tuning"). `None` (the default) is the classic search.
    const TUNED_MCTS: Option<&'static str> = None;

    /// The game's learned networks (weights files). The default: none.
    const LEARNED: LearnedWeights = LearnedWeights::NONE;

    /// Clears `out` and writes, for every seat, an estimate of its final score from this
    /// position, in the game's own points: what search bots score a position by when they
    /// stop looking ahead (the greedy agent, MCTS rollouts cut at a horizon). An engine
    /// counts what each seat holds and what it can still expect (Rá: the epoch's
    /// provisional scoring, the sun discs in hand, the tiles left in the bag). It must be
    /// fair to every seat at once (computed from what all seats can see, or the caller
    /// has determinized first) and is never on the random-playout path. Once the game is
    /// over the estimate is the final score (the harness checks that, and one finite
    /// value per seat all game long). The default, neutral for every game, is each seat's
    /// [`Game::score`] as it stands.
    fn evaluate(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend((0..self.players()).map(|p| f64::from(self.score(p))));
    }

    /// Whether the step that took `before` to this state completed one unit of play in
    /// the game's own terms: what a deep search counts its horizon in ("two auctions
    /// from now" in Rá, "to the end of this round" in Imhotep). Called on the state
    /// after the step, with the state before it. `docs/bots.md` lists each
    /// engine's unit; the default, for a game that names none, counts every player
    /// decision as a unit (chance steps never end one), so a horizon of `d` units is
    /// the lookahead agent's `d` decisions.
    fn ends_unit(&self, before: &Self) -> bool {
        matches!(before.turn(), Turn::Player(_))
    }

    /// The horizon, in units ([`BotHints::ends_unit`]), of a deep search that names
    /// none, in a game of `players` seats. The default is one unit (a decision in a game
    /// without units).
    fn default_units(players: usize) -> u32 {
        let _ = players;
        1
    }

    /// A rollout policy that knows the game: for each action of `legal` (the list
    /// [`Game::legal_actions`] just gave for this state, in that order), how often a
    /// quick but sensible player would take it, relative to the others. MCTS rollouts
    /// under the `policy` knob draw by these weights ([`crate::policy_step`]) instead of
    /// uniformly, so a playout looks more like a game people play. The weights are
    /// heuristics, not rules: they only steer bots. An empty `out` (the default) means
    /// uniform; otherwise `out` holds one weight per action, not all zero (the shared
    /// harness checks both). Like [`BotHints::evaluate`] it must only read what all
    /// seats may see, or the caller has determinized first.
    fn rollout_weights(&self, legal: &[Self::Action], out: &mut Vec<u32>) {
        let _ = legal;
        out.clear();
    }

    /// The number of keys [`BotHints::action_key`] may give in a game with `config`:
    /// every key is below it. The default is [`Game::num_distinct_actions`].
    fn num_action_keys(config: &Self::Config) -> usize {
        Self::num_distinct_actions(config)
    }

    /// What `action` (legal here) does in this state, as a number that searches pool
    /// statistics under: MCTS's MAST rollouts keep one mean reward per seat and key, so
    /// two actions with one key are learnt as one. The default is the action's fixed
    /// index ([`Game::action_to_index`]): an action is known by its value wherever it is
    /// played. An engine whose actions name places whose contents change (a slot of a
    /// central board, a position in a display) overrides it to name what is there
    /// instead, so that what the search learns about taking a kind of tile carries over
    /// to the rounds when another tile lies in that slot. Below
    /// [`BotHints::num_action_keys`]; `None` for an action with no key. Like
    /// [`BotHints::evaluate`] it must only read what all seats may see, or the caller
    /// has determinized first.
    fn action_key(&self, action: Self::Action) -> Option<usize> {
        Self::action_to_index(self.config(), action)
    }

    /// The game's published baseline AI, which the `anchor` seat spec runs; `None` (the
    /// default) for a game without one.
    fn anchor() -> Option<&'static dyn Anchor<Self>> {
        None
    }
}
