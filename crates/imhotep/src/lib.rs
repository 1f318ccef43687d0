//! # nile-imhotep
//!
//! A complete rules engine for **Imhotep** (2–4 players, six rounds) on the nile game API:
//! every site on side A and side B (mixed freely), all 34 market cards, the Pharaoh's Fury
//! variant, with explicit chance nodes and small decisions.
//!
//! ## How a game flows
//!
//! Each round starts with two chance steps: the round card (which four ships sail this
//! round) and the market deal (one draw per face-up card). Then the seats take turns from
//! the start player, each doing exactly one of: `take stones`, `place on ship S slot K`,
//! `sail ship S to <site>`, `play <blue card>` (or `pass` when nothing else is possible).
//! Sailing unloads the ship front to back; every stone's effect is resolved before the
//! next, and any choice belongs to the stone's owner: the market card to take
//! (`take Statue`, `take no card`, side B `take the face-down cards` then `keep <card>`),
//! the pyramid on side B (`build the left pyramid`) and its bonus (`draw the top card`,
//! `take stones`, `skip the bonus`, or a `place ...`). Lever lets its player unload in any order
//! (`unload slot 2`, one stone at a time); Hammer, Sail and Chisel continue with their
//! `place`/`sail` steps. The round ends the moment the fourth ship is unloaded; the Temple
//! scores (side B: `score 1 point` / `take 2 stones` on the choice columns), the market
//! display is discarded, and the seat left of the last sailer starts the next round.
//! After round 6 the final scoring runs in the rulebook's order.
//!
//! Hidden information: the draw pile is a multiset of unseen cards (every draw is a chance
//! node weighted by the counts); side B's face-down pair is kept as unseen cards until it
//! is looked at, and while its taker decides, only the taker sees them
//! ([`nile_core::Game::observation`] redacts them, [`nile_core::Game::determinize`]
//! resamples them). The removed round card is never drawn, so it needs no secret either.
//!
//! ## Texts for front ends
//!
//! [`nile_core::Game::describe`] reads an action as each seat may (a face-down card is
//! named only to its taker; choices with one result are named together),
//! [`nile_core::Game::narrate`] tells what happened by itself (each stone a ship unloads,
//! cards, the Temple at round end, the final scoring per seat) from the viewer's own
//! observations, [`nile_core::Game::explain`] gives a market card's rulebook text, and a
//! refused action says why it is not legal now.
//!
//! Every one of these texts (refusals aside, which are English) exists in English and in
//! Brazilian Portuguese with the rulebook's names (Pirâmide, Templo, Câmara Mortuária,
//! Obeliscos, Mercado; pedra, trenó, navio; Estátua, Alavanca...): the `*_in` methods of
//! [`nile_core::Game`] take a [`nile_core::Lang`] and read the messages of [`TEXTS`]
//! (`locales/en/imhotep.ftl`, `locales/pt-BR/imhotep.ftl`).
//!
//! ## Rules choices
//!
//! The rulebook text lost every number printed only on a board, a ship token or a card
//! face, and leaves some questions open; `docs/imhotep.md` lists each as a numbered choice
//! (GAP-1 to GAP-35: the question, the choice, why) and code comments cite it as
//! `docs/imhotep.md GAP-n`. The numbers (round cards, ship minimums, pyramid values,
//! side-B layouts and values) live in [`standins`], one row per choice; the numbers the
//! text kept live in [`data`]. The main choices: round cards and minimum loads 4→3,
//! 3→2, 2→1, 1→1 (GAP-1, GAP-2); Sail and Chisel have three
//! copies, 34 cards (GAP-4); Entrance → Pyramid, Sarcophagus → Burial Chamber, Paved
//! Path → Obelisks (GAP-5); taking stones needs a gain (GAP-7); `pass` only when nothing
//! else is legal, a full table of passes ends the round (GAP-8); a red card with an empty
//! quarry places nothing (GAP-9); a market pick may be declined (GAP-10); side-B market
//! shows 3 face-up cards and the pair (GAP-15); side-B pyramids of 2x2 + 1 with bonuses
//! card / 3 stones / ship on level 1 and 4 points on level 2, each bonus optional, the
//! rulebook's "pode" (GAP-16 to GAP-18); temple B columns [1 point or 2 stones, 2 points,
//! choice, top card, choice] (GAP-19); burial B rows 8/4/2/1 (GAP-22); obelisk B towers
//! worth 10 down to 1 (GAP-23).
//!
//! ## Example
//!
//! ```
//! use nile_core::{Game, GameConfig, Turn};
//! use nile_imhotep::{Card, Imhotep, ImhotepAction, ImhotepConfig};
//!
//! let mut config = ImhotepConfig::for_players(2);
//! config.set_option("sides", "AAAAA")?;
//! let mut game = Imhotep::new(&config)?;
//! // Chance: round card 1 brings ships of 4, 3, 2 and 2 spaces...
//! assert_eq!(game.turn(), Turn::Chance);
//! game.apply("round card 1".parse()?)?;
//! // ...and four market cards are dealt.
//! for card in [Card::Statue, Card::Lever, Card::Entrance, Card::Statue] {
//!     game.apply(ImhotepAction::Draw(card))?;
//! }
//! assert_eq!(game.turn(), Turn::Player(0));
//! game.apply("place on ship 4 slot 1".parse()?)?;
//! // Seat 1: that space is taken, so this is refused and changes nothing.
//! let before = game.clone();
//! assert!(game.apply("place on ship 4 slot 1".parse()?).is_err());
//! assert_eq!(game, before);
//! game.apply("place on ship 4 slot 2".parse()?)?;
//! // Ship 4 (2 spaces, needs 1) can sail now; seat 0 sends it to the Pyramid.
//! game.apply("sail ship 4 to Pyramid".parse()?)?;
//! assert_eq!(game.score(0), 2); // first pyramid space
//! assert_eq!(game.score(1), 1); // second space
//! # Ok::<(), nile_core::GameError>(())
//! ```

#![warn(missing_docs)]

pub mod action;
mod apply;
pub mod cards;
pub mod config;
pub mod data;
mod delivery;
mod eval;
mod flow;
mod game;
mod hints;
mod index;
mod invariants;
mod legal;
pub mod market;
mod narrate;
mod playout;
mod render;
mod scenario;
pub mod scoring;
pub mod ships;
pub mod site;
pub mod sites;
pub mod standins;
pub mod state;
mod targets;
mod tensor;
#[cfg(test)]
mod tests;
mod text;
mod texts;
mod view;

pub use action::ImhotepAction;
pub use cards::Card;
pub use config::ImhotepConfig;
pub use render::LETTERS;
pub use scenario::Scenario;
pub use ships::Ship;
pub use site::{Side, Site};
pub use state::{Builder, Imhotep, Phase};
pub use text::COLOURS;
pub use texts::TEXTS;
