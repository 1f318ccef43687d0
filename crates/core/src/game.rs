//! The game-state trait every engine implements, and the small types around it.

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::error::GameError;
use crate::lang::{Lang, CORE_TEXTS};
use crate::rng::GameRng;
use crate::viewer::Viewer;

mod playout;

pub use playout::{random_playout, random_step_by_listing, RandomStep};

/// Who acts next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Turn {
    /// Seat `p` (0-based) must choose one of the legal actions.
    Player(usize),
    /// A chance outcome must be applied (see [`Game::chance_outcomes`]).
    Chance,
    /// The game has ended; [`Game::outcome`] is available.
    Over,
}

impl Turn {
    /// The acting seat, if a player is to act.
    pub fn player(self) -> Option<usize> {
        match self {
            Turn::Player(p) => Some(p),
            _ => None,
        }
    }
}

impl Turn {
    /// Who is to act, as a sentence in any language ("seat 2's turn", "a chance draw").
    pub fn sentence(self) -> crate::lang::Sentence {
        use crate::lang::CORE_TEXTS;
        match self {
            Turn::Player(p) => crate::sentence!(CORE_TEXTS, "turn-seat", seat = p),
            Turn::Chance => crate::sentence!(CORE_TEXTS, "turn-chance"),
            Turn::Over => crate::sentence!(CORE_TEXTS, "turn-over"),
        }
    }
}

impl Display for Turn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.sentence().text(crate::lang::Lang::En))
    }
}

/// The final standing of a game.
///
/// `ranks[p]` is seat `p`'s place, 0 for the winner(s); tied seats share a rank.
/// In a one-seat game (solo play against the rules or an automated opponent)
/// rank 0 means the player won and rank 1 that they lost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final scores by seat.
    pub scores: Vec<i32>,
    /// Final places by seat (0 = first).
    pub ranks: Vec<u8>,
}

/// One line per seat: "seat 0: 34 points, 1st (winner)".
///
/// ```
/// use nile_core::Outcome;
/// let o = Outcome::ranked(vec![10, 4], &[10, 4]);
/// assert_eq!(o.to_string(), "seat 0: 10 points, 1st (winner)\nseat 1: 4 points, 2nd");
/// ```
impl Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let solo = self.ranks.len() == 1;
        for (p, (&score, &rank)) in self.scores.iter().zip(&self.ranks).enumerate() {
            if p > 0 {
                f.write_str("\n")?;
            }
            let place = match (solo, rank) {
                (true, 0) => "won".to_string(),
                (true, _) => "lost".to_string(),
                (false, r) => {
                    let n = u32::from(r) + 1;
                    let suffix = match (n % 10, n % 100) {
                        (1, 11) | (2, 12) | (3, 13) => "th",
                        (1, _) => "st",
                        (2, _) => "nd",
                        (3, _) => "rd",
                        _ => "th",
                    };
                    let winner = if r == 0 { " (winner)" } else { "" };
                    format!("{n}{suffix}{winner}")
                }
            };
            write!(f, "seat {p}: {score} points, {place}")?;
        }
        Ok(())
    }
}

impl Outcome {
    /// Ranks seats by `keys` (higher is better, compared lexicographically: score first,
    /// then the game's tie-breaks). Equal keys share a rank.
    ///
    /// ```
    /// use nile_core::Outcome;
    /// // Seats 0 and 2 tie on score; seat 2 wins the tie-break.
    /// let o = Outcome::ranked(vec![10, 4, 10], &[[10, 1], [4, 9], [10, 3]]);
    /// assert_eq!(o.ranks, vec![1, 2, 0]);
    /// assert_eq!(o.winners().collect::<Vec<_>>(), vec![2]);
    /// ```
    pub fn ranked<K: Ord>(scores: Vec<i32>, keys: &[K]) -> Self {
        let ranks = keys
            .iter()
            .map(|k| keys.iter().filter(|other| *other > k).count() as u8)
            .collect();
        Outcome { scores, ranks }
    }

    /// The outcome of a one-seat game: `won` decides rank 0 or 1.
    pub fn solo(score: i32, won: bool) -> Self {
        Outcome {
            scores: vec![score],
            ranks: vec![u8::from(!won)],
        }
    }

    /// Seats with rank 0.
    pub fn winners(&self) -> impl Iterator<Item = usize> + '_ {
        self.ranks
            .iter()
            .enumerate()
            .filter(|(_, &r)| r == 0)
            .map(|(p, _)| p)
    }

    /// Seat `p`'s share of the win: 1 for a sole winner, `1/k` for each of `k` tied
    /// winners, 0 otherwise.
    pub fn win_share(&self, p: usize) -> f64 {
        if self.ranks.get(p) != Some(&0) {
            return 0.0;
        }
        1.0 / self.winners().count() as f64
    }

    /// A reward in `[0, 1]` for search: the fraction of opponents seat `p` beat, ties
    /// counting half. In a one-seat game, 1 for a win and 0 for a loss.
    pub fn reward(&self, p: usize) -> f64 {
        let n = self.ranks.len();
        let Some(&mine) = self.ranks.get(p) else {
            return 0.0;
        };
        if n <= 1 {
            return if mine == 0 { 1.0 } else { 0.0 };
        }
        let mut beaten = 0.0;
        for (q, &r) in self.ranks.iter().enumerate() {
            if q != p {
                if r > mine {
                    beaten += 1.0;
                } else if r == mine {
                    beaten += 0.5;
                }
            }
        }
        beaten / (n - 1) as f64
    }
}

/// One option a game's configuration understands, as the CLI, Python and the web app
/// show it: `--opt key=value`, with the words a setup page shows a stranger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GameOption {
    /// The option's name (`"sides"`, `"difficulty"`, `"variant"`).
    pub key: &'static str,
    /// One sentence saying what it does.
    pub help: &'static str,
    /// The values it accepts; empty when it takes free text (described in `help`).
    pub values: &'static [&'static str],
    /// The value a fresh configuration has.
    pub default: &'static str,
    /// A short label for a setup page (`"Papyrus side"`).
    pub label: &'static str,
    /// The name a setup page shows for each of `values`, in the same order
    /// (`"advanced (higher tributes and Ankh needs)"` for `"true"`); empty with `values`.
    pub value_names: &'static [&'static str],
    /// Whether the option applies to a solo game only (a solo opponent's level).
    pub solo_only: bool,
}

impl Display for GameOption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.key, self.help)?;
        if !self.values.is_empty() {
            write!(f, " (one of: {})", self.values.join(", "))?;
        }
        write!(f, " [default: {}]", self.default)
    }
}

/// An option's words in one language ([`Game::option_words_in`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionWords {
    /// The label ([`GameOption::label`]).
    pub label: String,
    /// The help line ([`GameOption::help`]).
    pub help: String,
    /// One name per value ([`GameOption::value_names`]).
    pub value_names: Vec<String>,
}

/// A game's configuration: at least the number of seats, plus the game's options
/// (variants, board sides, difficulty), each declared in [`GameConfig::options`].
pub trait GameConfig:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The default configuration for `players` seats. Validity is checked by [`Game::new`].
    fn for_players(players: usize) -> Self;

    /// Number of seats.
    fn players(&self) -> usize;

    /// Every option [`GameConfig::set_option`] understands. The default: none.
    fn options() -> &'static [GameOption] {
        &[]
    }

    /// Sets a named option from text (`--opt key=value` in the CLI). The default knows
    /// no options; an engine with options overrides it and refuses unknown keys and
    /// values with [`GameError::InvalidConfig`] naming what is accepted.
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), GameError> {
        let _ = value;
        Err(unknown_option::<Self>(key))
    }

    /// One line per declared option, for `--help` texts.
    fn option_help() -> String {
        Self::options().iter().map(|o| format!("{o}\n")).collect()
    }
}

/// The error for an option key `C` does not declare, listing the keys it does.
pub fn unknown_option<C: GameConfig>(key: &str) -> GameError {
    let known: Vec<&str> = C::options().iter().map(|o| o.key).collect();
    GameError::InvalidConfig(if known.is_empty() {
        crate::sentence!(crate::lang::CORE_TEXTS, "config-no-options", key = key)
    } else {
        crate::sentence!(
            crate::lang::CORE_TEXTS,
            "config-unknown-option",
            key = key,
            options = known.join(", ")
        )
    })
}

/// The error for a game name no registry holds, listing the names it does.
pub fn no_such_game(name: &str, names: &[&str]) -> GameError {
    GameError::InvalidConfig(crate::sentence!(
        crate::lang::CORE_TEXTS,
        "config-no-such-game",
        name = name,
        games = names.join(", ")
    ))
}

/// The error for a value an option does not accept.
pub fn bad_option_value(option: &GameOption, value: &str) -> GameError {
    GameError::InvalidConfig(if option.values.is_empty() {
        // The help is the option's declared English; setup pages show it translated
        // (`Game::option_words_in`).
        crate::sentence!(
            crate::lang::CORE_TEXTS,
            "config-bad-value",
            value = value,
            key = option.key,
            help = option.help
        )
    } else {
        crate::sentence!(
            crate::lang::CORE_TEXTS,
            "config-bad-value-of",
            value = value,
            key = option.key,
            values = option.values.join(", ")
        )
    })
}

/// Refuses a configuration whose seat count is outside [`Game::PLAYERS`].
pub fn check_player_count<G: Game>(config: &G::Config) -> Result<(), GameError> {
    let n = config.players();
    if G::PLAYERS.contains(&n) {
        return Ok(());
    }
    let (lo, hi) = (*G::PLAYERS.start(), *G::PLAYERS.end());
    Err(GameError::InvalidConfig(crate::sentence!(
        crate::lang::CORE_TEXTS,
        "config-player-count",
        title = G::TITLE,
        lo = lo,
        hi = hi,
        n = n
    )))
}

/// The state of one game. Plain data: no generator, no interior mutability.
///
/// The lifecycle is: [`Game::new`] from a config, then repeatedly read [`Game::turn`] and
/// apply either a legal action of the acting seat or one of the chance outcomes, until
/// [`Turn::Over`]. [`crate::Match`] does this with a seeded generator and records a log.
pub trait Game:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Everything that decides how a game is set up.
    type Config: GameConfig;
    /// One atomic choice (or one chance outcome): small, `Copy`, readable.
    ///
    /// `Display` writes the rulebook's words and `FromStr` reads the same text back.
    type Action: Copy
        + Eq
        + Hash
        + Debug
        + Display
        + FromStr<Err = GameError>
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// What one seat may see.
    type Observation: Clone + Debug + PartialEq + Serialize + DeserializeOwned;

    /// Short machine name used in logs and on the command line (`"ra"`).
    const NAME: &'static str;
    /// The game's name as people write it (`"Rá"`).
    const TITLE: &'static str = Self::NAME;
    /// One line saying what the game is, for a stranger choosing a game (`nile games`,
    /// the lobby, the setup page). Every game nile ships sets it; the shared harness
    /// checks that it is there.
    const SUMMARY: &'static str = "";
    /// The seat counts the rulebook supports.
    const PLAYERS: RangeInclusive<usize>;

    /// A fresh game, or [`GameError::InvalidConfig`] naming what is wrong. Checks the
    /// seat count against [`Game::PLAYERS`] once for every game, then calls
    /// [`Game::setup`].
    fn new(config: &Self::Config) -> Result<Self, GameError> {
        check_player_count::<Self>(config)?;
        Self::setup(config)
    }

    /// The engine's constructor behind [`Game::new`], called with a seat count already
    /// inside [`Game::PLAYERS`]: checks the game's own options and returns the state
    /// before any setup randomness (which is chance, like every other draw).
    fn setup(config: &Self::Config) -> Result<Self, GameError>;

    /// The configuration this game was created with.
    fn config(&self) -> &Self::Config;

    /// Number of seats.
    fn players(&self) -> usize {
        self.config().players()
    }

    /// Who acts next.
    fn turn(&self) -> Turn;

    /// Clears `out` and writes the acting seat's legal actions into it; never empty at a
    /// player node, empty otherwise. Must not allocate when `out` has capacity.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Clears `out` and writes every distinct chance outcome with its positive integer
    /// weight; empty unless [`Turn::Chance`].
    fn chance_outcomes(&self, out: &mut Vec<(Self::Action, u32)>);

    /// Applies a player's action or a chance outcome. On error the state is unchanged.
    /// Succeeds exactly for the actions [`Game::legal_actions`] or
    /// [`Game::chance_outcomes`] list now.
    fn apply(&mut self, action: Self::Action) -> Result<(), GameError>;

    /// Seat `p`'s score as the game stands (final once the game is over).
    fn score(&self, player: usize) -> i32;

    /// The final standing with the game's tie-breaks; `None` until the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// What seat `player` may see. The only thing a remote client or a fair bot gets.
    fn observation(&self, player: usize) -> Self::Observation;

    /// What a spectator at no seat may see: the position with every seat's private
    /// information hidden (a hand shown as its size, a face-down card as face down, the
    /// observation's own seat field, where it has one, marking "no seat"). The same type
    /// as a seat's observation, so every renderer of observations draws it; it shows
    /// nothing that any one seat could not see, so it is unchanged when the state is
    /// replaced by a determinization for any seat (the harness checks that,
    /// [`crate::harness::check_public_view`]). A game with nothing hidden returns the
    /// same as any seat's observation.
    ///
    /// ```
    /// use nile_core::testing::{Guess, GuessAction, GuessConfig};
    /// use nile_core::Game;
    ///
    /// let mut game = Guess::new(&GuessConfig::default())?;
    /// game.apply(GuessAction::Deal(3))?; // seat 1's card, face down
    /// assert_eq!(game.observation(1).own, Some(3));
    /// let public = game.public_observation();
    /// assert_eq!((public.seat, public.own), (None, None));
    /// assert_eq!(public.dealt, [false, true]);
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    fn public_observation(&self) -> Self::Observation;

    /// [`Game::TITLE`] in `lang`: the name the game's box prints in that language. The
    /// default is the title as declared.
    fn title_in(lang: Lang) -> String {
        let _ = lang;
        Self::TITLE.to_string()
    }

    /// [`Game::SUMMARY`] in `lang`. The default is the summary as declared.
    fn summary_in(lang: Lang) -> String {
        let _ = lang;
        Self::SUMMARY.to_string()
    }

    /// The words a setup page shows for the option `key` in `lang`: its label, its help
    /// and its values' names, in the order of [`GameOption::values`]. `None` (the
    /// default, and for a key the game does not declare) leaves the declared English.
    fn option_words_in(key: &str, lang: Lang) -> Option<OptionWords> {
        let _ = (key, lang);
        None
    }

    /// How `action`, about to be applied to this state, reads to `viewer`: to
    /// [`Viewer::All`] with nothing hidden (replays, logs), to [`Viewer::Seat`] as that
    /// seat may read it, never more ("seat 1 keeps a decree", never which one), to
    /// [`Viewer::Spectator`] as someone at no seat may read it (only what every seat may
    /// read: a Decree drawn by seat 1 reads "seat 1 draws a decree"). A whole sentence
    /// that names who acts, as front ends print it alone on a line ("seat 2 bids sun 9",
    /// "the tile drawn is Flood"). With the observation, this is the hidden-information
    /// boundary: every front end prints actions through it, and the harness checks that
    /// what a seat reads depends only on what it can observe, and what a spectator reads
    /// only on [`Game::public_observation`] before and after the action
    /// ([`crate::harness::check_public_view`]). The default, right for actions everyone
    /// sees, is "seat p: " and the action's text at a player node, and the action's text
    /// at a chance node.
    ///
    /// ```
    /// use nile_core::testing::{Guess, GuessAction, GuessConfig};
    /// use nile_core::{Game, Viewer};
    ///
    /// let game = Guess::new(&GuessConfig::default())?;
    /// let deal = GuessAction::Deal(3); // seat 1's card, face down
    /// assert_eq!(game.describe(deal, Viewer::All), "deal 3 to seat 1");
    /// assert_eq!(game.describe(deal, Viewer::Seat(1)), "deal 3 to seat 1");
    /// assert_eq!(game.describe(deal, Viewer::Seat(0)), "deal a card to seat 1");
    /// assert_eq!(game.describe(deal, Viewer::Spectator), "deal a card to seat 1");
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    fn describe(&self, action: Self::Action, viewer: Viewer) -> String {
        self.describe_in(action, viewer, Lang::En)
    }

    /// [`Game::describe`] in `lang`: the same sentence, in that language's words and the
    /// rulebook's names (engines implement this one; `describe` is its English). The
    /// default is "seat p: " and the action's text ([`Game::action_text_in`]) at a player
    /// node, the action's text at a chance node.
    fn describe_in(&self, action: Self::Action, viewer: Viewer, lang: Lang) -> String {
        let _ = viewer;
        let text = self.action_text_in(action, lang);
        match self.turn() {
            Turn::Player(p) => crate::text!(CORE_TEXTS, lang, "seat-acts", seat = p, action = text),
            _ => text,
        }
    }

    /// The action's own text in `lang`, with no seat and nothing hidden: what
    /// [`Display`] writes in English (and [`FromStr`] reads back), in another language
    /// that language's words. The default is the [`Display`] text in every language, so
    /// an engine with texts to translate overrides it.
    fn action_text_in(&self, action: Self::Action, lang: Lang) -> String {
        let _ = lang;
        action.to_string()
    }

    /// How `action`, one of the acting seat's legal actions now, reads in that seat's
    /// list of options (the terminal's prompt): the rulebook's words with every card,
    /// tile and place by its name, and the rulebook's code after the name where one is
    /// printed ("keep Royal Decree (D10)"). Only the acting seat reads it, so it may
    /// name what that seat alone sees, never more (the harness checks that it is the
    /// same in every state the seat cannot tell from this one). Front ends accept it
    /// back as input by matching it against the options listed, so it need not parse
    /// with `FromStr`. In English; see [`Game::option_text_in`].
    fn option_text(&self, action: Self::Action) -> String {
        self.option_text_in(action, Lang::En)
    }

    /// [`Game::option_text`] in `lang` (what engines implement). Front ends match a typed
    /// entry against it in the reader's language and in English. The default is the
    /// action's text in `lang` ([`Game::action_text_in`]).
    fn option_text_in(&self, action: Self::Action, lang: Lang) -> String {
        self.action_text_in(action, lang)
    }

    /// What happened by itself when `action` took `before` to this state, in the
    /// rulebook's words, as `viewer` may read it: automatic steps, an automated
    /// opponent's turn, phase ends, scoring with each seat's breakdown ("Maat: seat 2
    /// loses 2 VP"). One line per event; empty when nothing happened beyond the action
    /// itself. Front ends print it after [`Game::describe`]'s line, and the harness holds
    /// it to the same rule: it depends only on what `viewer` observes (a spectator: the
    /// public observation). In English; see [`Game::narrate_in`].
    fn narrate(&self, before: &Self, action: Self::Action, viewer: Viewer) -> Vec<String> {
        self.narrate_in(before, action, viewer, Lang::En)
    }

    /// [`Game::narrate`] in `lang` (what engines implement); empty by default.
    fn narrate_in(
        &self,
        before: &Self,
        action: Self::Action,
        viewer: Viewer,
        lang: Lang,
    ) -> Vec<String> {
        let _ = (before, action, viewer, lang);
        Vec::new()
    }

    /// The rulebook's text for a card, tile or term a person asks about (`help D05` in
    /// the terminal): its name and effect. `None` when the game knows no such topic.
    /// Only public knowledge: a card's printed text, never who holds it. In English; see
    /// [`Game::explain_in`].
    fn explain(topic: &str) -> Option<String> {
        Self::explain_in(topic, Lang::En)
    }

    /// [`Game::explain`] in `lang` (what engines implement): a topic may be named in
    /// `lang` or in English. `None` by default.
    fn explain_in(topic: &str, lang: Lang) -> Option<String> {
        let _ = (topic, lang);
        None
    }

    /// The size of the game's fixed action index: every action value of a game with
    /// this configuration (player actions and chance outcomes alike) has an index in
    /// `0..num_distinct_actions(config)` (see [`Game::action_to_index`]). Documented in
    /// the game's `docs/<game>.md`; stable across versions.
    fn num_distinct_actions(config: &Self::Config) -> usize;

    /// The action's place in the fixed index, or `None` for a value no game with this
    /// configuration can contain (an out-of-range card id read from JSON).
    fn action_to_index(config: &Self::Config, action: Self::Action) -> Option<usize>;

    /// The action at `index`, the inverse of [`Game::action_to_index`]; `None` past
    /// [`Game::num_distinct_actions`].
    fn action_from_index(config: &Self::Config, index: usize) -> Option<Self::Action>;

    /// The shape of [`Game::observation_tensor`] for this configuration (its layout is
    /// documented in the game's `docs/<game>.md`).
    fn observation_tensor_shape(config: &Self::Config) -> Vec<usize>;

    /// Clears `out` and writes seat `player`'s observation as numbers, exactly as many as
    /// the product of [`Game::observation_tensor_shape`], computed only from what
    /// [`Game::observation`] shows that seat (what neural-network agents consume).
    fn observation_tensor(&self, player: usize, out: &mut Vec<f32>);

    /// A full state consistent with everything `observer` knows, with all hidden
    /// information resampled. Perfect-information games return a clone.
    fn determinize(&self, observer: usize, rng: &mut GameRng) -> Self;

    /// Checks the game's invariants (conservation of every component, bounds);
    /// `Err` names the first one broken.
    fn check_invariants(&self) -> Result<(), String>;

    /// The position as readable text for `viewer`: [`Viewer::All`] shows everything,
    /// [`Viewer::Seat`] only what that seat may see, [`Viewer::Spectator`] only what every
    /// seat may see (the harness checks both boundaries).
    fn render(&self, viewer: Viewer) -> String {
        self.render_in(viewer, Lang::En)
    }

    /// [`Game::render`] in `lang` (what engines implement).
    fn render_in(&self, viewer: Viewer, lang: Lang) -> String;

    /// An upper bound on the number of actions (chance included) in any game with this
    /// configuration; the harness fails a playout that exceeds it.
    fn step_bound(config: &Self::Config) -> usize;

    /// Applies `action` on behalf of `player`, refusing it if `player` is not to act.
    fn apply_as(&mut self, player: usize, action: Self::Action) -> Result<(), GameError> {
        match self.turn() {
            Turn::Player(p) if p == player => self.apply(action),
            Turn::Over => Err(GameError::GameOver),
            other => Err(GameError::NotYourTurn {
                expected: other.sentence(),
                got: player,
            }),
        }
    }

    /// Applies `action`, which [`Game::legal_actions`] has just listed for this very state
    /// (nothing applied in between), exactly as [`Game::apply`] would: the same state after,
    /// the same result. The default is `apply`; engines may override it to skip checking
    /// again what the listing established, as their [`Game::random_step`] does. Rollouts
    /// that choose among the listed actions by a policy of their own (not uniformly) call
    /// it. The shared harness checks every override against `apply` over random games.
    ///
    /// ```
    /// use nile_core::testing::{Nim, NimAction, NimConfig};
    /// use nile_core::{Game, Turn};
    ///
    /// let mut game = Nim::new(&NimConfig::default())?;
    /// game.apply(NimAction::Pile(9))?; // the chance draw of the pile
    /// let mut legal = Vec::new();
    /// while game.turn() != Turn::Over {
    ///     game.legal_actions(&mut legal);
    ///     game.apply_listed(legal[legal.len() - 1])?; // always take the most stones
    /// }
    /// assert!(game.outcome().is_some());
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    fn apply_listed(&mut self, action: Self::Action) -> Result<(), GameError> {
        self.apply(action)
    }

    /// Samples a chance outcome by weight. Engines may override this with a faster
    /// sampler that draws from the same distribution; `buf` is scratch space.
    fn sample_chance(
        &self,
        rng: &mut GameRng,
        buf: &mut Vec<(Self::Action, u32)>,
    ) -> Option<Self::Action> {
        self.chance_outcomes(buf);
        crate::rng::sample_weighted(rng, buf)
    }

    /// One step of a uniformly random playout: a chance outcome sampled with
    /// [`Game::sample_chance`], or the legal action `legal[rng::below(rng, n)]` among the
    /// `n` listed by [`Game::legal_actions`], applied. `legal` and `chance` are scratch
    /// space. Engines may override it to skip copying their legal set and validating an
    /// action they just listed, but must draw the same action from the same generator
    /// state, so that a seeded playout never depends on the override.
    ///
    /// ```
    /// use nile_core::testing::{Nim, NimConfig};
    /// use nile_core::{rng, Game, RandomStep, Turn};
    ///
    /// let mut game = Nim::new(&NimConfig::default())?;
    /// let mut rng = rng::seeded(7);
    /// let (mut legal, mut chance) = (Vec::new(), Vec::new());
    /// let mut decisions = 0;
    /// while game.turn() != Turn::Over {
    ///     if game.random_step(&mut rng, &mut legal, &mut chance)? == RandomStep::Decision {
    ///         decisions += 1;
    ///     }
    /// }
    /// assert!(decisions > 0);
    /// # Ok::<(), nile_core::GameError>(())
    /// ```
    fn random_step(
        &mut self,
        rng: &mut GameRng,
        legal: &mut Vec<Self::Action>,
        chance: &mut Vec<(Self::Action, u32)>,
    ) -> Result<RandomStep, GameError> {
        random_step_by_listing(self, rng, legal, chance)
    }

    /// Reads a state from JSON and checks its configuration (through [`Game::new`]) and
    /// its invariants, so a malformed or tampered state is a typed error rather than a
    /// broken game. As a last guard it plays one seeded random game from the state on a
    /// copy (the cost of one random playout), which must reach an outcome.
    fn from_json(json: &str) -> Result<Self, GameError> {
        let state: Self =
            serde_json::from_str(json).map_err(|e| GameError::InvalidState(e.to_string()))?;
        Self::new(state.config()).map_err(|e| {
            GameError::InvalidState(format!("the state's configuration is invalid: {e}"))
        })?;
        state.check_invariants().map_err(GameError::InvalidState)?;
        has_something_to_do(&state).map_err(GameError::InvalidState)?;
        plays_to_the_end(&state).map_err(GameError::InvalidState)?;
        Ok(state)
    }

    /// Writes the state as JSON (the format [`Game::from_json`] reads).
    fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A last guard of [`Game::from_json`], whatever the engine's own invariants check:
/// a seat to play has a legal action, a chance node an outcome of positive weight.
fn has_something_to_do<G: Game>(state: &G) -> Result<(), String> {
    match state.turn() {
        Turn::Player(p) => {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            if legal.is_empty() {
                return Err(format!("seat {p} is to play but has no legal action"));
            }
        }
        Turn::Chance => {
            let mut outcomes = Vec::new();
            state.chance_outcomes(&mut outcomes);
            if outcomes.iter().all(|&(_, w)| w == 0) {
                return Err("a chance node with no possible outcome".into());
            }
        }
        Turn::Over => {}
    }
    Ok(())
}

/// The other last guard of [`Game::from_json`]: one random game from the state, on a copy
/// and from a fixed seed (so the answer never varies), reaches its end with an outcome. A
/// broken flow that the engine's own invariants let through is then a typed error at the
/// door rather than a game that stops halfway.
fn plays_to_the_end<G: Game>(state: &G) -> Result<(), String> {
    let mut trial = state.clone();
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    random_playout(
        &mut trial,
        &mut crate::rng::seeded(0),
        &mut legal,
        &mut chance,
    )
    .map_err(|e| format!("a random game from this state cannot be played to the end: {e}"))?;
    if trial.outcome().is_none() {
        return Err("a random game from this state ends without an outcome".into());
    }
    Ok(())
}
