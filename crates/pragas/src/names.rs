//! Cards and places by their names, for people: the board and a seat's list of options
//! name each territory card, Favour card, plague and loss card ("Swap tiles (T17)",
//! "Favour 4 (province +3)"), with the card's code after the name for `help T17`. The
//! action texts (`Display`) stay the logs' and scripts' language.

use crate::action::Action;
use crate::cards::{
    Commerce, FavourEffect, Immediate, Scoring, Special, Territory, FAVOURS, LOSSES, PLAGUES,
    TERRITORIES,
};
use crate::data::Tile;
use crate::state::{Pending, Pragas, HIDDEN_CARD};

/// A territory card's short name, then its code: "Swap tiles (T17)", "Scoring: hebrew
/// pairs (T23)". The printed cards carry no names, so each is a short form of its effect.
pub fn territory_name(i: u8) -> String {
    let Some(card) = TERRITORIES.get(usize::from(i)) else {
        return "a territory card".into();
    };
    let short = match card.kind {
        Territory::Immediate(Immediate::City) => "City +1".to_string(),
        Territory::Immediate(Immediate::Field) => "Field +1".to_string(),
        Territory::Immediate(Immediate::Both) => "City and Field +1".to_string(),
        Territory::Immediate(Immediate::Province(n)) => format!("Province +{n}"),
        Territory::Immediate(Immediate::Boat(n)) => format!("Boat +{n}"),
        Territory::Special(s) => special_name(s).to_string(),
        Territory::Scoring(s) => format!("Scoring: {}", scoring_name(s)),
        Territory::Commerce(c, _) => format!("Commerce: {}", commerce_name(c)),
    };
    format!("{short} ({})", card.id)
}

/// A Special Action's short name ("Swap tiles" for SA4).
pub fn special_name(s: Special) -> &'static str {
    match s {
        Special::EgyptianBoat => "Egyptian boat",
        Special::FavourSix => "Favour 6 with a 4 or 5",
        Special::DiamondProvince => "Diamond province",
        Special::SwapTiles => "Swap tiles",
        Special::HebrewIncome => "Hebrew income",
        Special::FreeRecovery => "Free recovery",
        Special::SoldierBoost => "Soldier boost",
        Special::AnyTile => "Any tile",
    }
}

fn scoring_name(s: Scoring) -> &'static str {
    match s {
        Scoring::Flat => "4 VP",
        Scoring::Rows => "rows of three",
        Scoring::Egyptians => "Egyptians",
        Scoring::Spread => "City and Field",
        Scoring::HebrewPairs => "hebrew pairs",
        Scoring::CleanDiscard => "empty discard",
        Scoring::Spots => "bonus spots",
        Scoring::Ankhs => "Ankh symbols",
    }
}

fn commerce_name(c: Commerce) -> &'static str {
    match c {
        Commerce::Coin => "coin",
        Commerce::Soldier => "soldier",
        Commerce::Development => "development",
        Commerce::Tile => "any tile",
        Commerce::Tribute => "skip tribute",
        Commerce::Penalty => "remove penalty",
    }
}

/// "Favour 4 (province +3)": the card's printed number and what it gives.
pub fn favour_name(number: u8) -> String {
    format!("Favour {number} ({})", favour_gives(number))
}

/// What Favour card `number` gives, in two or three words ("province +3").
fn favour_gives(number: u8) -> &'static str {
    match FAVOURS
        .iter()
        .find(|f| f.number == number)
        .map(|f| f.effect)
    {
        Some(FavourEffect::Development) => "development",
        Some(FavourEffect::Soldiers) => "+5 soldiers",
        Some(FavourEffect::Coin) => "a coin",
        Some(FavourEffect::Province) => "province +3",
        Some(FavourEffect::Ankh) => "an Ankh",
        Some(FavourEffect::Boat) => "boat +2",
        None => "no such card",
    }
}

/// The Favour cards in the bits of `mask` (bit k is Favour k+1), by name; "none".
pub fn favours_named(mask: u8) -> String {
    let names: Vec<String> = (1..=6u8)
        .filter(|n| mask & (1 << (n - 1)) != 0)
        .map(favour_name)
        .collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// "Bound Hebrews (P2)".
pub fn plague_name(i: u8) -> String {
    PLAGUES
        .get(usize::from(i))
        .map_or("a plague".into(), |p| format!("{} ({})", p.name, p.id))
}

/// A loss card by what it takes, then its code: "one loss: boat back 1 space (K02)".
pub fn loss_name(i: u8) -> String {
    let Some(card) = LOSSES.get(usize::from(i)) else {
        return "a loss card".into();
    };
    let text = card.text();
    // "loss card of group 2, 2 losses: …" reads "2 losses: …" after the words "loss card".
    let losses = text
        .split_once(", ")
        .map_or(text.as_str(), |(_, rest)| rest);
    format!("{losses} ({})", card.id)
}

/// Loss `slot` (0-based) of loss card `card` in words, its alternatives joined by "or";
/// alternative `option` alone when given.
fn loss_slot_text(card: u8, slot: u8, option: Option<u8>) -> Option<String> {
    let alternatives = LOSSES
        .get(usize::from(card))?
        .alternatives
        .get(usize::from(slot))?;
    let words: Vec<String> = match option {
        Some(o) => vec![(*alternatives.get(usize::from(o))?)?.text()],
        None => alternatives.iter().flatten().map(|l| l.text()).collect(),
    };
    Some(words.join(", or "))
}

/// The tile at 1-based place `slot` of `places` (a slot 0 or past the end holds none).
fn at(places: &[Option<Tile>], slot: u8) -> Option<Tile> {
    usize::from(slot)
        .checked_sub(1)
        .and_then(|i| places.get(i))
        .copied()
        .flatten()
}

fn tile_or(t: Option<Tile>, none: &str) -> String {
    t.map_or(none.to_string(), |t| t.name().to_string())
}

impl Pragas {
    /// How a legal action of the seat to act reads in its list of options: the action's
    /// words with the tile, card or token it takes named after its place ("take tile 2
    /// (Sphinx) with die 2"), so the words people typed before still narrow the list.
    /// Reads only what the acting seat sees: the central board, the display, and Edfu's
    /// and Buto's cards when it is the seat examining them.
    pub(crate) fn option_text(&self, action: Action) -> String {
        let text = action.to_string();
        let named = |head: &str, name: String| match text.strip_prefix(head) {
            Some(rest) => format!("{head} ({name}){rest}"),
            None => text.clone(),
        };
        match action {
            Action::TakeTile { slot, .. } => named(
                &format!("take tile {slot}"),
                tile_or(at(&self.slots, slot), "empty"),
            ),
            Action::ChooseCentralTile(slot) => named(
                &format!("choose central tile {slot}"),
                tile_or(at(&self.slots, slot), "empty"),
            ),
            Action::TakeFavour { card, sa2, .. } => {
                let text = named(&format!("take favour {card}"), favour_gives(card).into());
                match text.strip_suffix(" (SA2)") {
                    // The Special Action by its name, its code after.
                    Some(rest) if sa2 => {
                        format!("{rest} by {} (SA2)", special_name(Special::FavourSix))
                    }
                    _ => text,
                }
            }
            Action::SoldierBoost(add) => format!(
                "{} (SA7): {}",
                special_name(Special::SoldierBoost),
                if add { "add 2 soldiers" } else { "not now" }
            ),
            Action::FreeHebrew { token, .. } | Action::ChooseHebrew(token) => {
                let value = self.hebrew_area.get(usize::from(token)).copied().flatten();
                let head = text.split(" with").next().unwrap_or(&text).to_string();
                named(&head, value.map_or("none".into(), |v| format!("value {v}")))
            }
            Action::Recover { slot, .. } => match self.acting_seat() {
                Some(s) => named(
                    &format!("recover discard {slot}"),
                    tile_or(at(&self.seats[s].discard, slot), "empty"),
                ),
                None => text.clone(),
            },
            Action::PickTerritory { index, .. } => match self.display.get(usize::from(index)) {
                Some(&Some(c)) if c != HIDDEN_CARD => named(
                    &format!("pick territory {}", u16::from(index) + 1),
                    territory_name(c),
                ),
                _ => text,
            },
            Action::ButoPick(i) => match self.buto.get(usize::from(i)) {
                Some(&Some(c)) if c != HIDDEN_CARD => format!("{text}: {}", territory_name(c)),
                _ => text,
            },
            Action::EdfuPick(Some(i)) => match self.edfu.get(usize::from(i)) {
                Some(&Some(t)) => format!("{text}: {}", t.name()),
                _ => text,
            },
            Action::Special { sa, .. } => {
                let card = crate::cards::SPECIAL_CARDS.get(usize::from(sa)).copied();
                match card.and_then(|c| TERRITORIES.get(c)).map(|c| c.kind) {
                    // "special Swap tiles (SA4) swap slots 3 and 5": the name, its code after.
                    Some(Territory::Special(s)) => {
                        let head = format!("special SA{}", sa + 1);
                        match text.strip_prefix(&head) {
                            Some(rest) => {
                                format!("special {} ({}){rest}", special_name(s), &head[8..])
                            }
                            None => text,
                        }
                    }
                    _ => text,
                }
            }
            Action::Annul(Some(slot)) => {
                match self.loss.and_then(|c| loss_slot_text(c, slot, None)) {
                    Some(loss) => format!("{text}: {loss}"),
                    None => text,
                }
            }
            Action::LossOption(option) => match (self.loss, self.pending) {
                (Some(card), Some(Pending::LossOption { slot, .. })) => {
                    match loss_slot_text(card, slot, Some(option)) {
                        Some(loss) => format!("{text}: {loss}"),
                        None => text,
                    }
                }
                _ => text,
            },
            _ => text,
        }
    }

    /// A seat's action as every reader may read it, its actor first ("seat 2: take tile 3
    /// (Sphinx) with die 3"); a chance draw's `text` as it is. The names come from
    /// [`Pragas::option_text`] except for Edfu's and Buto's picks, which name what only
    /// the picking seat has seen.
    pub(crate) fn with_actor(&self, action: Action, text: String) -> String {
        let Some(p) = self.acting_seat() else {
            return text;
        };
        match action {
            Action::EdfuPick(_) | Action::ButoPick(_) => format!("seat {p}: {text}"),
            _ => format!("seat {p}: {}", self.option_text(action)),
        }
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
