//! Cards and places by their names, for people: the board and a seat's list of options
//! name each territory card, Favour card, plague and loss card ("Swap tiles (T17)",
//! "Favour 4 (province +3)"), with the card's code after the name for `help T17`. The
//! action texts (`Display`) stay the logs' and scripts' language.

use nile_core::Lang;

use crate::action::{shift_in, Action};
use crate::cards::{
    Commerce, FavourEffect, Immediate, Scoring, Special, Territory, FAVOURS, LOSSES, PLAGUES,
    TERRITORIES,
};
use crate::data::Tile;
use crate::state::{Pending, Pragas, HIDDEN_CARD};
use crate::texts::{code, tr};

/// A territory card's short name, then its code: "Swap tiles (T17)", "Scoring: hebrew
/// pairs (T23)". The printed cards carry no names, so each is a short form of its effect.
pub fn territory_name(i: u8) -> String {
    territory_name_in(i, Lang::En)
}

/// [`territory_name`] in `lang`.
pub fn territory_name_in(i: u8, lang: Lang) -> String {
    let Some(card) = TERRITORIES.get(usize::from(i)) else {
        return tr!(lang, "territory-unknown");
    };
    let short = match card.kind {
        Territory::Immediate(Immediate::City) => tr!(lang, "terr-city"),
        Territory::Immediate(Immediate::Field) => tr!(lang, "terr-field"),
        Territory::Immediate(Immediate::Both) => tr!(lang, "terr-both"),
        Territory::Immediate(Immediate::Province(n)) => tr!(lang, "terr-province", n = n),
        Territory::Immediate(Immediate::Boat(n)) => tr!(lang, "terr-boat", n = n),
        Territory::Special(s) => special_name_in(s, lang),
        Territory::Scoring(s) => tr!(lang, "terr-scoring", name = scoring_name(s, lang)),
        Territory::Commerce(c, _) => tr!(lang, "terr-commerce", name = commerce_name(c, lang)),
    };
    tr!(lang, "territory-named", short = short, id = code(card.id))
}

/// A Special Action's short name ("Swap tiles" for SA4).
pub fn special_name(s: Special) -> String {
    special_name_in(s, Lang::En)
}

/// [`special_name`] in `lang`.
pub fn special_name_in(s: Special, lang: Lang) -> String {
    match s {
        Special::EgyptianBoat => tr!(lang, "special-egyptian-boat"),
        Special::FavourSix => tr!(lang, "special-favour-six"),
        Special::DiamondProvince => tr!(lang, "special-diamond-province"),
        Special::SwapTiles => tr!(lang, "special-swap-tiles"),
        Special::HebrewIncome => tr!(lang, "special-hebrew-income"),
        Special::FreeRecovery => tr!(lang, "special-free-recovery"),
        Special::SoldierBoost => tr!(lang, "special-soldier-boost"),
        Special::AnyTile => tr!(lang, "special-any-tile"),
    }
}

fn scoring_name(s: Scoring, lang: Lang) -> String {
    match s {
        Scoring::Flat => tr!(lang, "scoring-flat"),
        Scoring::Rows => tr!(lang, "scoring-rows"),
        Scoring::Egyptians => tr!(lang, "scoring-egyptians"),
        Scoring::Spread => tr!(lang, "scoring-spread"),
        Scoring::HebrewPairs => tr!(lang, "scoring-hebrew-pairs"),
        Scoring::CleanDiscard => tr!(lang, "scoring-clean-discard"),
        Scoring::Spots => tr!(lang, "scoring-spots"),
        Scoring::Ankhs => tr!(lang, "scoring-ankhs"),
    }
}

fn commerce_name(c: Commerce, lang: Lang) -> String {
    match c {
        Commerce::Coin => tr!(lang, "commerce-name-coin"),
        Commerce::Soldier => tr!(lang, "commerce-name-soldier"),
        Commerce::Development => tr!(lang, "commerce-name-development"),
        Commerce::Tile => tr!(lang, "commerce-name-tile"),
        Commerce::Tribute => tr!(lang, "commerce-name-tribute"),
        Commerce::Penalty => tr!(lang, "commerce-name-penalty"),
    }
}

/// "Favour 4 (province +3)": the card's printed number and what it gives.
pub fn favour_name(number: u8) -> String {
    favour_name_in(number, Lang::En)
}

/// [`favour_name`] in `lang`.
pub fn favour_name_in(number: u8, lang: Lang) -> String {
    tr!(
        lang,
        "favour-named",
        number = number,
        gives = favour_gives(number, lang)
    )
}

/// What Favour card `number` gives, in two or three words ("province +3").
fn favour_gives(number: u8, lang: Lang) -> String {
    match FAVOURS
        .iter()
        .find(|f| f.number == number)
        .map(|f| f.effect)
    {
        Some(FavourEffect::Development) => tr!(lang, "favour-gives-development"),
        Some(FavourEffect::Soldiers) => tr!(lang, "favour-gives-soldiers"),
        Some(FavourEffect::Coin) => tr!(lang, "favour-gives-coin"),
        Some(FavourEffect::Province) => tr!(lang, "favour-gives-province"),
        Some(FavourEffect::Ankh) => tr!(lang, "favour-gives-ankh"),
        Some(FavourEffect::Boat) => tr!(lang, "favour-gives-boat"),
        None => tr!(lang, "favour-gives-none"),
    }
}

/// The Favour cards in the bits of `mask` (bit k is Favour k+1), by name; "none".
pub fn favours_named(mask: u8) -> String {
    favours_named_in(mask, Lang::En)
}

/// [`favours_named`] in `lang`.
pub fn favours_named_in(mask: u8, lang: Lang) -> String {
    let names: Vec<String> = (1..=6u8)
        .filter(|n| mask & (1 << (n - 1)) != 0)
        .map(|n| favour_name_in(n, lang))
        .collect();
    if names.is_empty() {
        tr!(lang, "favours-none")
    } else {
        names.join(", ")
    }
}

pub use crate::cards::plague_title_in;

/// "Bound Hebrews (P2)".
pub fn plague_name(i: u8) -> String {
    plague_name_in(i, Lang::En)
}

/// [`plague_name`] in `lang`.
pub fn plague_name_in(i: u8, lang: Lang) -> String {
    match PLAGUES.get(usize::from(i)) {
        Some(p) => tr!(
            lang,
            "plague-named",
            name = plague_title_in(i, lang),
            id = code(p.id)
        ),
        None => tr!(lang, "plague-unknown"),
    }
}

/// A loss card by what it takes, then its code: "one loss: boat back 1 space (K02)".
pub fn loss_name(i: u8) -> String {
    loss_name_in(i, Lang::En)
}

/// [`loss_name`] in `lang`.
pub fn loss_name_in(i: u8, lang: Lang) -> String {
    let Some(card) = LOSSES.get(usize::from(i)) else {
        return tr!(lang, "loss-unknown");
    };
    // The card's losses, without the words "loss card of group n" the name stands for.
    tr!(
        lang,
        "loss-named",
        losses = card.body_in(lang),
        id = code(card.id)
    )
}

/// Loss `slot` (0-based) of loss card `card` in words, its alternatives joined by "or";
/// alternative `option` alone when given.
fn loss_slot_text(card: u8, slot: u8, option: Option<u8>, lang: Lang) -> Option<String> {
    let alternatives = LOSSES
        .get(usize::from(card))?
        .alternatives
        .get(usize::from(slot))?;
    match option {
        Some(o) => Some((*alternatives.get(usize::from(o))?)?.text_in(lang)),
        None => Some(crate::data::Loss::either_in(alternatives, lang)),
    }
}

/// The tile at 1-based place `slot` of `places` (a slot 0 or past the end holds none).
fn at(places: &[Option<Tile>], slot: u8) -> Option<Tile> {
    usize::from(slot)
        .checked_sub(1)
        .and_then(|i| places.get(i))
        .copied()
        .flatten()
}

/// The tile's name, or "empty".
fn tile_or_empty(t: Option<Tile>, lang: Lang) -> String {
    t.map_or_else(|| tr!(lang, "tile-empty"), |t| t.name_in(lang))
}

impl Pragas {
    /// How a legal action of the seat to act reads in its list of options: the action's
    /// words with the tile, card or token it takes named after its place ("take tile 2
    /// (Sphinx) with die 2"), so the words people typed before still narrow the list.
    /// Reads only what the acting seat sees: the central board, the display, and Edfu's
    /// and Buto's cards when it is the seat examining them.
    pub(crate) fn named_option(&self, action: Action, lang: Lang) -> String {
        let shift = |s: i8| shift_in(s, lang);
        match action {
            Action::TakeTile {
                die,
                shift: s,
                slot,
            } => tr!(
                lang,
                "opt-take-tile",
                slot = slot,
                tile = tile_or_empty(at(&self.slots, slot), lang),
                die = die,
                shift = shift(s)
            ),
            Action::ChooseCentralTile(slot) => tr!(
                lang,
                "opt-choose-central",
                slot = slot,
                tile = tile_or_empty(at(&self.slots, slot), lang)
            ),
            Action::TakeFavour {
                die,
                shift: s,
                card,
                sa2,
            } => {
                let gives = favour_gives(card, lang);
                if sa2 {
                    // The Special Action by its name, its code after.
                    tr!(
                        lang,
                        "opt-take-favour-sa2",
                        card = card,
                        gives = gives,
                        die = die,
                        shift = shift(s),
                        special = special_name_in(Special::FavourSix, lang)
                    )
                } else {
                    tr!(
                        lang,
                        "opt-take-favour",
                        card = card,
                        gives = gives,
                        die = die,
                        shift = shift(s)
                    )
                }
            }
            Action::SoldierBoost(add) => {
                let special = special_name_in(Special::SoldierBoost, lang);
                if add {
                    tr!(lang, "opt-soldier-boost-yes", special = special)
                } else {
                    tr!(lang, "opt-soldier-boost-no", special = special)
                }
            }
            Action::FreeHebrew {
                die,
                shift: s,
                token,
            } => tr!(
                lang,
                "opt-free-hebrew",
                token = u16::from(token) + 1,
                value = self.hebrew_value(token, lang),
                die = die,
                shift = shift(s)
            ),
            Action::ChooseHebrew(token) => tr!(
                lang,
                "opt-choose-hebrew",
                token = u16::from(token) + 1,
                value = self.hebrew_value(token, lang)
            ),
            Action::Recover {
                die,
                shift: s,
                slot,
            } => match self.acting_seat() {
                Some(seat) => tr!(
                    lang,
                    "opt-recover",
                    slot = slot,
                    tile = tile_or_empty(at(&self.seats[seat].discard, slot), lang),
                    die = die,
                    shift = shift(s)
                ),
                None => action.text_in(lang),
            },
            Action::PickTerritory { index, peek } => match self.display.get(usize::from(index)) {
                Some(&Some(c)) if c != HIDDEN_CARD => tr!(
                    lang,
                    "opt-pick-territory",
                    index = u16::from(index) + 1,
                    card = territory_name_in(c, lang),
                    peek = u8::from(peek)
                ),
                _ => action.text_in(lang),
            },
            Action::ButoPick(i) => match self.buto.get(usize::from(i)) {
                Some(&Some(c)) if c != HIDDEN_CARD => tr!(
                    lang,
                    "opt-buto-keep",
                    card = u16::from(i) + 1,
                    name = territory_name_in(c, lang)
                ),
                _ => action.text_in(lang),
            },
            Action::EdfuPick(Some(i)) => match self.edfu.get(usize::from(i)) {
                Some(&Some(t)) => tr!(
                    lang,
                    "opt-edfu-keep",
                    tile = u16::from(i) + 1,
                    name = t.name_in(lang)
                ),
                _ => action.text_in(lang),
            },
            Action::Special { sa, a, b } => {
                let card = crate::cards::SPECIAL_CARDS.get(usize::from(sa)).copied();
                match card.and_then(|c| TERRITORIES.get(c)).map(|c| c.kind) {
                    // "special Swap tiles (SA4) swap slots 3 and 5": the name, its code after.
                    Some(Territory::Special(s)) => {
                        let name = special_name_in(s, lang);
                        let n = u16::from(sa) + 1;
                        match sa {
                            3 => tr!(lang, "opt-special-swap", name = name, sa = n, a = a, b = b),
                            5 => tr!(lang, "opt-special-recover", name = name, sa = n, a = a),
                            _ => tr!(lang, "opt-special", name = name, sa = n),
                        }
                    }
                    _ => action.text_in(lang),
                }
            }
            Action::Annul(Some(slot)) => {
                match self.loss.and_then(|c| loss_slot_text(c, slot, None, lang)) {
                    Some(loss) => tr!(lang, "opt-annul", slot = u16::from(slot) + 1, loss = loss),
                    None => action.text_in(lang),
                }
            }
            Action::LossOption(option) => match (self.loss, self.pending) {
                (Some(card), Some(Pending::LossOption { slot, .. })) => {
                    match loss_slot_text(card, slot, Some(option), lang) {
                        Some(loss) => tr!(
                            lang,
                            "opt-loss-option",
                            option = u16::from(option) + 1,
                            loss = loss
                        ),
                        None => action.text_in(lang),
                    }
                }
                _ => action.text_in(lang),
            },
            _ => action.text_in(lang),
        }
    }

    /// "value 2" for the hebrew token at `token` of the central board, "none" for none.
    fn hebrew_value(&self, token: u8, lang: Lang) -> String {
        match self.hebrew_area.get(usize::from(token)).copied().flatten() {
            Some(v) => tr!(lang, "hebrew-value", value = v),
            None => tr!(lang, "hebrew-none"),
        }
    }

    /// A seat's action as every reader may read it, its actor first ("seat 2: take tile 3
    /// (Sphinx) with die 3"); a chance draw's `text` as it is. The names come from
    /// [`Pragas::named_option`] except for Edfu's and Buto's picks, which name what only
    /// the picking seat has seen.
    pub(crate) fn with_actor(&self, action: Action, text: String, lang: Lang) -> String {
        let Some(p) = self.acting_seat() else {
            return text;
        };
        let text = match action {
            Action::EdfuPick(_) | Action::ButoPick(_) => text,
            _ => self.named_option(action, lang),
        };
        tr!(lang, "seat-does", seat = p, text = text)
    }
}

impl Pragas {
    /// The seat to act, if a seat acts now.
    fn acting_seat(&self) -> Option<usize> {
        match nile_core::Game::turn(self) {
            nile_core::Turn::Player(p) => Some(p),
            _ => None,
        }
    }
}
