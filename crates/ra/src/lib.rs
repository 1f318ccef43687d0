//! # nile-ra — Reiner Knizia's Rá
//!
//! A complete rules engine for Rá, 2 to 5 players, implementing [`nile_core::Game`].
//! The Portuguese rulebook is the source of truth; where its text leaves a question open,
//! `docs/ra.md` records the choice (its table "Choices", ids GAP-n), in short:
//!
//! - GAP-1: the Ra track has 10 spaces, starting at space 5/3/2/1 for 2/3/4/5 players, so
//!   an epoch ends on the 6th/8th/9th/10th Ra tile ([`discs::PLAYER_COUNTS`]).
//! - GAP-2: the auction track has 8 slots ([`AUCTION_SLOTS`]).
//! - GAP-3: Pharaohs, Niles and monuments are kept between epochs ([`data::TILES`]).
//! - GAP-4: ties go to the player owning the highest sun disc, face up or down.
//! - GAP-5: the whole epoch delta is added, then the score is floored at 0 once.
//! - GAP-6: Ra may be invoked on an empty track; the forced bid still applies.
//! - GAP-7: a bidder with no disc able to beat the high bid is passed automatically.
//! - GAP-8: disasters of one lot resolve in auction-slot order.
//! - GAP-9: discards happen automatically unless there is a real choice.
//! - GAP-10: Gods are spent one at a time, each fully resolved; `end turn` stops.
//! - GAP-11: a drawn tile fills the lowest empty slot.
//! - GAP-12: a draw always finds a tile (a Ra tile is always left in the bag).
//! - GAP-13: scores are plain integers (tokens are not modelled).
//! - GAP-14: the final sun total counts every disc a player owns, not the centre.
//! - GAP-15/16: "nobody has a face-up disc" is checked after each auction; the next turn
//!   goes to the first seat left of the Ra player with a face-up disc.
//! - GAP-17: the eight Gods are one kind.
//! - GAP-18: a God takes any non-God tile, disasters included.
//! - GAP-19: two players use the standard rules (no house rule).
//! - GAP-20: clockwise / to the left = the next seat.
//! - GAP-21: disc groups are dealt by setup chance nodes.
//! - GAP-22/23/24: one monument set per kind at its exact size; 1–2 civilizations
//!   score 0; zero Pharaohs can be "fewest".
//! - GAP-25: after the third scoring the game stops.
//! - GAP-26/27: face-down discs and scores are public (everything can be deduced).
//! - GAP-30/31/34: a drawn Ra may be passed by all; a disaster hits tiles of its own
//!   lot; no draw from a full track.
//! - GAP-35: a [`Scenario`] gives the turn to the highest face-up disc as built, unless
//!   `.turn(p)` names the seat.
//! - GAP-36: `from_json` accepts only states whose phase agrees with the rest.
//! - GAP-37/38: help texts render the rulebook's; every viewer reads the same words.
//! - GAP-39: the Portuguese words the rulebook lacks (options, "junto à Guerra").
//!
//! For front ends: `describe` writes each action as a log line naming the seat
//! ("seat 2 bids sun 9"), `narrate` tells what then happened by itself (automatic passes,
//! an auction's result, disasters, the end of an epoch with each seat's scoring),
//! `explain` gives the rulebook's text for a tile kind; the fixed action index and the
//! observation tensor are laid out in `docs/ra.md`. Every one of these texts exists in
//! English and in Brazilian Portuguese with the rulebook's names (the `*_in` methods of
//! [`nile_core::Game`], the catalog [`TEXTS`]).
//!
//! Chance is explicit: the setup deals disc groups (`deal group A`), and each draw from
//! the bag is a chance node weighted by the count of each kind left (`draw Flood`).
//!
//! ```
//! use nile_core::{Game, Turn};
//! use nile_ra::{Ra, RaAction, RaConfig, Tile};
//!
//! let mut game = Ra::new(&RaConfig { players: 3 })?;
//! assert_eq!(game.turn(), Turn::Chance);
//! game.apply(RaAction::Deal(1))?; // seat 0 gets group B
//! game.apply(RaAction::Deal(0))?; // seat 1 gets group A, seat 2 the last group
//! assert_eq!(game.turn(), Turn::Player(1)); // the holder of disc 13 starts
//! game.apply("draw".parse()?)?;
//! game.apply(RaAction::Reveal(Tile::Pharaoh))?; // the chance draw
//! assert_eq!(game.track()[0], Some(Tile::Pharaoh));
//! game.apply(RaAction::InvokeRa)?; // seat 2 invokes Ra
//! // An illegal action is refused and changes nothing.
//! let before = game.clone();
//! assert!(game.apply(RaAction::Bid(13)).is_err());
//! assert_eq!(game, before);
//! # Ok::<(), nile_core::GameError>(())
//! ```

#![warn(missing_docs)]

pub mod action;
mod anchor;
mod apply;
mod auction;
mod config;
pub mod data;
pub mod disaster;
pub mod discs;
mod eval;
mod flow;
mod game;
mod gods;
mod hints;
mod index;
mod invariants;
mod legal;
mod narrate;
pub mod render;
pub mod scenario;
pub mod scoring;
mod state;
mod targets;
mod tensor;
mod texts;
pub mod tiles;
mod view;

pub use action::RaAction;
pub use anchor::RaAnchor;
pub use flow::STEP_BOUND;
pub use scenario::Scenario;
pub use state::{Auction, Phase, Ra, RaConfig, AUCTION_SLOTS, MAX_PLAYERS, STARTING_SCORE};
pub use texts::TEXTS;
pub use tiles::{Category, Tile};
