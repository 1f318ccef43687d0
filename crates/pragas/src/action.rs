//! Actions (player decisions and chance outcomes) and their text in the rulebook's
//! words; the fixed action index is in [`crate::index`].

use std::fmt;

use serde::{Deserialize, Serialize};

use nile_core::Lang;

use crate::cards::{LOSSES, PLAGUES, TERRITORIES};
use crate::data::Tile;
use crate::texts::{code, tr};

/// The four province powers (support tables).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Power {
    /// Change the spent die by up to 2, once per round.
    Abydos,
    /// Examine two more territory cards when picking, once per round.
    Buto,
    /// Tribute is one coin lower.
    Memphis,
    /// Spend a 3 to search six reserve tiles, once per round.
    Edfu,
}

impl Power {
    /// All four, in table order.
    pub const ALL: [Power; 4] = [Power::Abydos, Power::Buto, Power::Memphis, Power::Edfu];
    /// The rulebook's name.
    pub const fn name(self) -> &'static str {
        match self {
            Power::Abydos => "Abydos",
            Power::Buto => "Buto",
            Power::Memphis => "Memphis",
            Power::Edfu => "Edfu",
        }
    }
    /// The rulebook's name in `lang`.
    pub fn name_in(self, lang: Lang) -> String {
        match self {
            Power::Abydos => tr!(lang, "power-abydos"),
            Power::Buto => tr!(lang, "power-buto"),
            Power::Memphis => tr!(lang, "power-memphis"),
            Power::Edfu => tr!(lang, "power-edfu"),
        }
    }
}

/// City or Field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Area {
    /// Cidade.
    City,
    /// Campo.
    Field,
}

impl Area {
    /// Both areas.
    pub const ALL: [Area; 2] = [Area::City, Area::Field];
    /// The rulebook's name.
    pub const fn name(self) -> &'static str {
        match self {
            Area::City => "City",
            Area::Field => "Field",
        }
    }
    /// The rulebook's name in `lang` ("Cidade").
    pub fn name_in(self, lang: Lang) -> String {
        match self {
            Area::City => tr!(lang, "area-city"),
            Area::Field => tr!(lang, "area-field"),
        }
    }
}

/// A development advance: one step on a track, or a double advance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TrackChoice {
    /// City track +1.
    City,
    /// Field track +1.
    Field,
    /// City track +2.
    City2,
    /// Field track +2.
    Field2,
    /// +1 on each track.
    Split,
}

impl TrackChoice {
    /// All five.
    pub const ALL: [TrackChoice; 5] = [
        TrackChoice::City,
        TrackChoice::Field,
        TrackChoice::City2,
        TrackChoice::Field2,
        TrackChoice::Split,
    ];
    /// Is this an answer to a double advance?
    pub const fn is_double(self) -> bool {
        matches!(
            self,
            TrackChoice::City2 | TrackChoice::Field2 | TrackChoice::Split
        )
    }
    const fn text(self) -> &'static str {
        match self {
            TrackChoice::City => "City +1",
            TrackChoice::Field => "Field +1",
            TrackChoice::City2 => "City +2",
            TrackChoice::Field2 => "Field +2",
            TrackChoice::Split => "City +1 and Field +1",
        }
    }
    fn text_in(self, lang: Lang) -> String {
        match self {
            TrackChoice::City => tr!(lang, "track-city"),
            TrackChoice::Field => tr!(lang, "track-field"),
            TrackChoice::City2 => tr!(lang, "track-city2"),
            TrackChoice::Field2 => tr!(lang, "track-field2"),
            TrackChoice::Split => tr!(lang, "track-split"),
        }
    }
}

/// How a coin cost is paid: a coin token or Favour card 3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pay {
    /// A coin token (it leaves the game).
    Coin,
    /// Favour card 3 (it returns to the supply).
    Favour,
}

/// What a Pharaoh tile is flipped for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PharaohUse {
    /// Ignore this round's plague.
    IgnorePlague,
    /// Remove one of your penalty cards from the game.
    DiscardPenalty,
}

/// One action: a seat's decision or a chance outcome.
///
/// Dice actions carry the die spent and Abydos' `shift` (0 without Abydos): the value
/// used is `die + shift`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Chance: the next seat without a support table gets this power.
    DealPower(Power),
    /// Chance: a tile drawn from the reserve.
    DrawTile(Tile),
    /// Chance: a hebrew token of this value drawn from the reserve.
    DrawHebrew(u8),
    /// Chance: this plague card (index into `PLAGUES`) is revealed.
    RevealPlague(u8),
    /// Chance: this loss card (index into `LOSSES`) is revealed.
    RevealLoss(u8),
    /// Chance: this territory card (index into `TERRITORIES`) is drawn.
    DrawTerritory(u8),
    /// Chance: the solo opponent's next dice card shows this value.
    RevealAiDie(u8),
    /// Solo setup: the player chooses a support table.
    ChoosePower(Power),
    /// Spend a die to take the tile in `slot` (1..6).
    TakeTile {
        /// The dice card spent.
        die: u8,
        /// Abydos' change.
        shift: i8,
        /// The central slot.
        slot: u8,
    },
    /// Spend a die to take Favour card `card` (1..6); `sa2` uses special action SA2.
    TakeFavour {
        /// The dice card spent.
        die: u8,
        /// Abydos' change.
        shift: i8,
        /// The Favour card number.
        card: u8,
        /// Spent through SA2 (a 4 or 5 as a 6).
        sa2: bool,
    },
    /// Spend a die to free the hebrew token at `token` (0..2) of the central board.
    FreeHebrew {
        /// The dice card spent.
        die: u8,
        /// Abydos' change.
        shift: i8,
        /// Position in the hebrew area.
        token: u8,
    },
    /// Spend a die to recover the tile in discard slot `slot` (1 or 2).
    Recover {
        /// The dice card spent.
        die: u8,
        /// Abydos' change.
        shift: i8,
        /// Discard slot.
        slot: u8,
    },
    /// Edfu: spend a 3 to search the reserve.
    EdfuSearch {
        /// The dice card spent.
        die: u8,
        /// Abydos' change (never with Edfu; kept for a uniform shape).
        shift: i8,
    },
    /// No dice action is possible: flip this die with no effect (GAP-17).
    Forfeit {
        /// The dice card flipped.
        die: u8,
    },
    /// Take the territory card at display position `index` (0..2); `peek` uses Buto.
    PickTerritory {
        /// Display position.
        index: u8,
        /// Buto examines two more cards.
        peek: bool,
    },
    /// Pay the tribute (free income first); `favour` hands in Favour card 3.
    PayTribute {
        /// Use Favour card 3 as a coin.
        favour: bool,
    },
    /// Cannot pay the tribute: spend nothing, risk the penalty card.
    FailTribute,
    /// Start suffering the loss card, annulling slot `Some(i)` (0-based) or nothing.
    Annul(Option<u8>),
    /// Flip an unused Pharaoh tile.
    UsePharaoh(PharaohUse),
    /// Use special action `sa` (0..7 for SA1..SA8) with its parameters: SA4 swaps central
    /// slots `a` and `b` (1..6); SA6 recovers discard slot `a` (1 or 2).
    Special {
        /// SA number minus one.
        sa: u8,
        /// First parameter.
        a: u8,
        /// Second parameter.
        b: u8,
    },
    /// Use a single-use Commerce card: 0 development, 1 tile, 2 tribute, 3 penalty.
    Commerce {
        /// Which single-use card.
        card: u8,
        /// How it is paid.
        pay: Pay,
    },
    /// End the turn (after the main action).
    EndTurn,
    /// Immediate plague: `true` flips a Pharaoh tile to ignore it.
    RespondToPlague(bool),
    /// Special action SA7 in Phase 2: `true` adds 2 soldiers.
    SoldierBoost(bool),
    /// Place the pending tile on a space (0..5) of an area.
    PlaceTile {
        /// City or Field.
        area: Area,
        /// Space 0..5 (rows `0 1 2 / 3 4 5`).
        space: u8,
    },
    /// Answer a development advance.
    ChooseTrack(TrackChoice),
    /// Favour card 1: `None` for +1, or pay for a double advance.
    FavourOne(Option<Pay>),
    /// Take the tile in central slot 1..6 (a "take any tile" bonus).
    ChooseCentralTile(u8),
    /// Take the hebrew token at position 0..2 (province space 6).
    ChooseHebrew(u8),
    /// Put the lost tile in discard slot 1 or 2.
    ChooseDiscardSlot(u8),
    /// Discard area full: remove the incoming tile (0) or the tile in slot 1 or 2.
    Overflow(u8),
    /// Edfu keeps drawn tile `Some(i)`, or nothing when none is usable.
    EdfuPick(Option<u8>),
    /// Buto keeps examined card `i` (0 = the displayed one).
    ButoPick(u8),
    /// Suffer alternative `i` of the current loss slot.
    LossOption(u8),
    /// Lose this tile (to the discard area).
    LoseTile {
        /// City or Field.
        area: Area,
        /// Space 0..5.
        space: u8,
    },
}

/// Special action names SA1..SA8.
pub const SA_NAMES: [&str; 8] = ["SA1", "SA2", "SA3", "SA4", "SA5", "SA6", "SA7", "SA8"];
/// Single-use Commerce card names, by [`Action::Commerce`] `card`.
pub const COMMERCE_NAMES: [&str; 4] = ["development", "tile", "tribute", "penalty"];

fn shift_text(shift: i8) -> String {
    if shift == 0 {
        String::new()
    } else {
        format!(" (Abydos {shift:+})")
    }
}

/// Abydos' change after a die, in `lang`: " (Abydos +1)", or nothing.
pub(crate) fn shift_in(shift: i8, lang: Lang) -> String {
    if shift == 0 {
        String::new()
    } else {
        tr!(lang, "abydos-shift", shift = format!("{shift:+}"))
    }
}

fn code_of<T>(table: &[T], i: u8, f: impl Fn(&T) -> &'static str) -> nile_core::lang::Arg<'static> {
    code(table.get(usize::from(i)).map(f).unwrap_or("?"))
}

impl Action {
    /// The action's text in `lang`: in English exactly what `Display` writes (the logs'
    /// and scripts' words), in Portuguese the rulebook's.
    pub fn text_in(self, lang: Lang) -> String {
        let flag = |b: bool| u8::from(b);
        match self {
            Action::DealPower(p) => tr!(lang, "act-deal-power", power = p.name_in(lang)),
            Action::DrawTile(t) => tr!(lang, "act-draw-tile", tile = t.name_in(lang)),
            Action::DrawHebrew(v) => tr!(lang, "act-draw-hebrew", value = v),
            Action::RevealPlague(i) => {
                tr!(
                    lang,
                    "act-reveal-plague",
                    id = code_of(&PLAGUES, i, |c| c.id)
                )
            }
            Action::RevealLoss(i) => {
                tr!(lang, "act-reveal-loss", id = code_of(&LOSSES, i, |c| c.id))
            }
            Action::DrawTerritory(i) => tr!(
                lang,
                "act-draw-territory",
                id = code_of(&TERRITORIES, i, |c| c.id)
            ),
            Action::RevealAiDie(v) => tr!(lang, "act-reveal-ai-die", value = v),
            Action::ChoosePower(p) => tr!(lang, "act-choose-power", power = p.name_in(lang)),
            Action::TakeTile { die, shift, slot } => tr!(
                lang,
                "act-take-tile",
                slot = slot,
                die = die,
                shift = shift_in(shift, lang)
            ),
            Action::TakeFavour {
                die,
                shift,
                card,
                sa2,
            } => tr!(
                lang,
                "act-take-favour",
                card = card,
                die = die,
                shift = shift_in(shift, lang),
                sa2 = flag(sa2)
            ),
            Action::FreeHebrew { die, shift, token } => tr!(
                lang,
                "act-free-hebrew",
                token = u16::from(token) + 1,
                die = die,
                shift = shift_in(shift, lang)
            ),
            Action::Recover { die, shift, slot } => tr!(
                lang,
                "act-recover",
                slot = slot,
                die = die,
                shift = shift_in(shift, lang)
            ),
            Action::EdfuSearch { die, shift } => {
                tr!(
                    lang,
                    "act-edfu-search",
                    die = die,
                    shift = shift_in(shift, lang)
                )
            }
            Action::Forfeit { die } => tr!(lang, "act-forfeit", die = die),
            Action::PickTerritory { index, peek } => tr!(
                lang,
                "act-pick-territory",
                index = u16::from(index) + 1,
                peek = flag(peek)
            ),
            Action::PayTribute { favour: false } => tr!(lang, "act-pay-tribute"),
            Action::PayTribute { favour: true } => tr!(lang, "act-pay-tribute-favour"),
            Action::FailTribute => tr!(lang, "act-fail-tribute"),
            Action::Annul(None) => tr!(lang, "act-annul-none"),
            Action::Annul(Some(i)) => tr!(lang, "act-annul", slot = u16::from(i) + 1),
            Action::UsePharaoh(PharaohUse::IgnorePlague) => tr!(lang, "act-pharaoh-ignore"),
            Action::UsePharaoh(PharaohUse::DiscardPenalty) => tr!(lang, "act-pharaoh-penalty"),
            Action::Special { sa, a, b } => {
                let n = u16::from(sa) + 1;
                match sa {
                    3 => tr!(lang, "act-special-swap", sa = n, a = a, b = b),
                    5 => tr!(lang, "act-special-recover", sa = n, a = a),
                    _ => tr!(lang, "act-special", sa = n),
                }
            }
            Action::Commerce { card, pay } => {
                let card = match card {
                    0 => tr!(lang, "commerce-development"),
                    1 => tr!(lang, "commerce-tile"),
                    2 => tr!(lang, "commerce-tribute"),
                    _ => tr!(lang, "commerce-penalty"),
                };
                let pay = match pay {
                    Pay::Coin => tr!(lang, "pay-coin"),
                    Pay::Favour => tr!(lang, "pay-favour"),
                };
                tr!(lang, "act-commerce", card = card, pay = pay)
            }
            Action::EndTurn => tr!(lang, "act-end-turn"),
            Action::RespondToPlague(true) => tr!(lang, "act-plague-ignore"),
            Action::RespondToPlague(false) => tr!(lang, "act-plague-suffer"),
            Action::SoldierBoost(true) => tr!(lang, "act-boost-yes"),
            Action::SoldierBoost(false) => tr!(lang, "act-boost-no"),
            Action::PlaceTile { area, space } => {
                let space = u16::from(space) + 1;
                match area {
                    Area::City => tr!(lang, "act-place-city", space = space),
                    Area::Field => tr!(lang, "act-place-field", space = space),
                }
            }
            Action::ChooseTrack(t) => tr!(lang, "act-develop", track = t.text_in(lang)),
            Action::FavourOne(None) => tr!(lang, "act-favour-one-free"),
            Action::FavourOne(Some(Pay::Coin)) => tr!(lang, "act-favour-one-coin"),
            Action::FavourOne(Some(Pay::Favour)) => tr!(lang, "act-favour-one-favour"),
            Action::ChooseCentralTile(s) => tr!(lang, "act-choose-central", slot = s),
            Action::ChooseHebrew(i) => tr!(lang, "act-choose-hebrew", token = u16::from(i) + 1),
            Action::ChooseDiscardSlot(s) => tr!(lang, "act-discard-slot", slot = s),
            Action::Overflow(0) => tr!(lang, "act-overflow-incoming"),
            Action::Overflow(s) => tr!(lang, "act-overflow", slot = s),
            Action::EdfuPick(None) => tr!(lang, "act-edfu-none"),
            Action::EdfuPick(Some(i)) => tr!(lang, "act-edfu-keep", tile = u16::from(i) + 1),
            Action::ButoPick(i) => tr!(lang, "act-buto-keep", card = u16::from(i) + 1),
            Action::LossOption(i) => tr!(lang, "act-loss-option", option = u16::from(i) + 1),
            Action::LoseTile { area, space } => {
                let space = u16::from(space) + 1;
                match area {
                    Area::City => tr!(lang, "act-lose-city", space = space),
                    Area::Field => tr!(lang, "act-lose-field", space = space),
                }
            }
        }
    }
}

fn name_of<T>(table: &[T], i: u8, f: impl Fn(&T) -> &'static str) -> &'static str {
    table.get(usize::from(i)).map(f).unwrap_or("?")
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::DealPower(p) => write!(f, "deal support table {}", p.name()),
            Action::DrawTile(t) => write!(f, "draw tile {t}"),
            Action::DrawHebrew(v) => write!(f, "draw hebrew {v}"),
            Action::RevealPlague(i) => {
                write!(f, "reveal plague {}", name_of(&PLAGUES, i, |c| c.id))
            }
            Action::RevealLoss(i) => write!(f, "reveal loss {}", name_of(&LOSSES, i, |c| c.id)),
            Action::DrawTerritory(i) => {
                write!(f, "draw territory {}", name_of(&TERRITORIES, i, |c| c.id))
            }
            Action::RevealAiDie(v) => write!(f, "reveal opponent die {v}"),
            Action::ChoosePower(p) => write!(f, "choose support table {}", p.name()),
            Action::TakeTile { die, shift, slot } => {
                write!(f, "take tile {slot} with die {die}{}", shift_text(shift))
            }
            Action::TakeFavour {
                die,
                shift,
                card,
                sa2,
            } => write!(
                f,
                "take favour {card} with die {die}{}{}",
                shift_text(shift),
                if sa2 { " (SA2)" } else { "" }
            ),
            Action::FreeHebrew { die, shift, token } => write!(
                f,
                "free hebrew {} with die {die}{}",
                u16::from(token) + 1,
                shift_text(shift)
            ),
            Action::Recover { die, shift, slot } => {
                write!(
                    f,
                    "recover discard {slot} with die {die}{}",
                    shift_text(shift)
                )
            }
            Action::EdfuSearch { die, shift } => {
                write!(f, "Edfu search with die {die}{}", shift_text(shift))
            }
            Action::Forfeit { die } => write!(f, "forfeit die {die}"),
            Action::PickTerritory { index, peek } => write!(
                f,
                "pick territory {}{}",
                u16::from(index) + 1,
                if peek { " with Buto" } else { "" }
            ),
            Action::PayTribute { favour } => {
                write!(
                    f,
                    "pay tribute{}",
                    if favour { " with favour 3" } else { "" }
                )
            }
            Action::FailTribute => f.write_str("cannot pay tribute"),
            Action::Annul(None) => f.write_str("annul no loss"),
            Action::Annul(Some(i)) => write!(f, "annul loss {}", u16::from(i) + 1),
            Action::UsePharaoh(PharaohUse::IgnorePlague) => {
                f.write_str("flip Pharaoh tile to ignore the plague")
            }
            Action::UsePharaoh(PharaohUse::DiscardPenalty) => {
                f.write_str("flip Pharaoh tile to discard a penalty")
            }
            Action::Special { sa, a, b } => {
                let name = SA_NAMES.get(usize::from(sa)).copied().unwrap_or("SA?");
                match sa {
                    3 => write!(f, "special {name} swap slots {a} and {b}"),
                    5 => write!(f, "special {name} recover discard {a}"),
                    _ => write!(f, "special {name}"),
                }
            }
            Action::Commerce { card, pay } => write!(
                f,
                "commerce {} paying {}",
                COMMERCE_NAMES
                    .get(usize::from(card))
                    .copied()
                    .unwrap_or("?"),
                match pay {
                    Pay::Coin => "a coin",
                    Pay::Favour => "favour 3",
                }
            ),
            Action::EndTurn => f.write_str("end turn"),
            Action::RespondToPlague(true) => f.write_str("ignore the plague with a Pharaoh tile"),
            Action::RespondToPlague(false) => f.write_str("suffer the plague"),
            Action::SoldierBoost(true) => f.write_str("SA7 add 2 soldiers"),
            Action::SoldierBoost(false) => f.write_str("SA7 not now"),
            Action::PlaceTile { area, space } => {
                write!(f, "place on {} {}", area.name(), u16::from(space) + 1)
            }
            Action::ChooseTrack(t) => write!(f, "develop {}", t.text()),
            Action::FavourOne(None) => f.write_str("favour 1 without paying"),
            Action::FavourOne(Some(Pay::Coin)) => f.write_str("favour 1 paying a coin"),
            Action::FavourOne(Some(Pay::Favour)) => f.write_str("favour 1 paying favour 3"),
            Action::ChooseCentralTile(s) => write!(f, "choose central tile {s}"),
            Action::ChooseHebrew(i) => write!(f, "choose hebrew {}", u16::from(i) + 1),
            Action::ChooseDiscardSlot(s) => write!(f, "discard into slot {s}"),
            Action::Overflow(0) => f.write_str("remove the incoming tile"),
            Action::Overflow(s) => write!(f, "remove the tile in discard slot {s}"),
            Action::EdfuPick(None) => f.write_str("Edfu keeps nothing"),
            Action::EdfuPick(Some(i)) => write!(f, "Edfu keeps tile {}", u16::from(i) + 1),
            Action::ButoPick(i) => write!(f, "Buto keeps card {}", u16::from(i) + 1),
            Action::LossOption(i) => write!(f, "suffer option {}", u16::from(i) + 1),
            Action::LoseTile { area, space } => {
                write!(
                    f,
                    "lose the tile on {} {}",
                    area.name(),
                    u16::from(space) + 1
                )
            }
        }
    }
}
