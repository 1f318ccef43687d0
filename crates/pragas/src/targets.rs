//! 10 Pragas do Egito: the central slots, the Favour cards, the hebrew tokens, the open
//! territories, each seat's City, Field and discard area; the rest are labelled controls.

use crate::{Action, Area, Pay, PharaohUse, Pragas, TrackChoice};
use nile_core::lang::Lang;
use serde_json::Value;

use nile_core::board::{BoardTargets, Target};

/// "with your 4" or "with your 4 as a 5 (Abydos)".
fn die_choice(die: u8, shift: i8) -> String {
    if shift == 0 {
        format!("with your {die}")
    } else {
        format!(
            "with your {die} as a {} (Abydos)",
            i16::from(die) + i16::from(shift)
        )
    }
}

fn area(a: Area) -> &'static str {
    match a {
        Area::City => "city",
        Area::Field => "field",
    }
}

fn paying(pay: Pay) -> &'static str {
    match pay {
        Pay::Coin => "paying a coin",
        Pay::Favour => "paying with Favour card 3",
    }
}

impl BoardTargets for Pragas {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn target(_obs: &Value, action: Action, actor: Option<usize>, _lang: Lang) -> Option<Target> {
        use Action::*;
        let seat = actor.unwrap_or(0);
        Some(match action {
            DealPower(_) | DrawTile(_) | DrawHebrew(_) | RevealPlague(_) | RevealLoss(_)
            | DrawTerritory(_) | RevealAiDie(_) => return None,
            ChoosePower(p) => Target::say_with("Choose a support table", p.name()),
            TakeTile { die, shift, slot } => Target::with(
                format!("slot:{slot}"),
                format!("take it {}", die_choice(die, shift)),
            ),
            TakeFavour {
                die,
                shift,
                card,
                sa2,
            } => Target::with(
                format!("favour:{card}"),
                format!(
                    "take it {}{}",
                    die_choice(die, shift),
                    if sa2 {
                        " as a 6 (special action 2)"
                    } else {
                        ""
                    }
                ),
            ),
            FreeHebrew { die, shift, token } => Target::with(
                format!("hebrew:{token}"),
                format!("free it {}", die_choice(die, shift)),
            ),
            Recover { die, shift, slot } => Target::with(
                format!("discard:{seat}:{slot}"),
                format!("recover it {}", die_choice(die, shift)),
            ),
            EdfuSearch { die, shift } => {
                Target::say_with("Search the reserve (Edfu)", die_choice(die, shift))
            }
            Forfeit { die } => {
                Target::say_with("No dice action: flip a die", format!("flip your {die}"))
            }
            PickTerritory { index, peek } => Target::with(
                format!("territory:{index}"),
                if peek {
                    "take it, Buto examining two more"
                } else {
                    "take it"
                },
            ),
            PayTribute { favour } => Target::say_with(
                "Pay the tribute",
                if favour {
                    "with Favour card 3 as a coin"
                } else {
                    "pay"
                },
            ),
            FailTribute => Target::say("Cannot pay the tribute"),
            Annul(None) => Target::say_with("Annul a loss", "annul nothing"),
            Annul(Some(i)) => {
                Target::say_with("Annul a loss", format!("annul loss {}", u16::from(i) + 1))
            }
            UsePharaoh(PharaohUse::IgnorePlague) => {
                Target::say_with("Flip a Pharaoh tile", "to ignore the plague")
            }
            UsePharaoh(PharaohUse::DiscardPenalty) => {
                Target::say_with("Flip a Pharaoh tile", "to discard a penalty card")
            }
            Special { sa: 3, a, b } => Target::say_with(
                "Special action",
                format!("4: swap central tiles {a} and {b}"),
            ),
            Special { sa: 5, a, .. } => Target::with(
                format!("discard:{seat}:{a}"),
                "recover it (special action 6)",
            ),
            Special { sa, .. } => Target::say_with(
                "Special action",
                format!("special action {}", u16::from(sa) + 1),
            ),
            Commerce { card, pay } => Target::say_with(
                "Commerce card",
                format!(
                    "{} {}",
                    ["development", "a tile", "the tribute", "a penalty"]
                        .get(usize::from(card))
                        .copied()
                        .unwrap_or("card"),
                    paying(pay)
                ),
            ),
            EndTurn => Target::say("End the turn"),
            RespondToPlague(true) => {
                Target::say_with("The plague", "ignore it with a Pharaoh tile")
            }
            RespondToPlague(false) => Target::say_with("The plague", "suffer it"),
            SoldierBoost(true) => Target::say_with("Special action 7", "add 2 soldiers"),
            SoldierBoost(false) => Target::say_with("Special action 7", "not now"),
            PlaceTile { area: a, space } => {
                Target::with(format!("{}:{seat}:{space}", area(a)), "place the tile here")
            }
            ChooseTrack(t) => Target::say_with(
                "Development",
                match t {
                    TrackChoice::City => "City +1",
                    TrackChoice::Field => "Field +1",
                    TrackChoice::City2 => "City +2",
                    TrackChoice::Field2 => "Field +2",
                    TrackChoice::Split => "City +1 and Field +1",
                },
            ),
            FavourOne(None) => Target::say_with("Favour card 1", "advance without paying"),
            FavourOne(Some(pay)) => {
                Target::say_with("Favour card 1", format!("double advance {}", paying(pay)))
            }
            ChooseCentralTile(s) => Target::with(format!("slot:{s}"), "take this tile"),
            ChooseHebrew(i) => Target::with(format!("hebrew:{i}"), "take this token"),
            ChooseDiscardSlot(s) => {
                Target::with(format!("discard:{seat}:{s}"), "discard into this slot")
            }
            Overflow(0) => Target::say_with("Discard area full", "remove the incoming tile"),
            Overflow(s) => Target::with(format!("discard:{seat}:{s}"), "remove this tile"),
            EdfuPick(None) => Target::say_with("Edfu", "keep nothing"),
            EdfuPick(Some(i)) => Target::with(format!("edfu:{i}"), "keep this tile"),
            ButoPick(i) => Target::with(format!("buto:{i}"), "keep this card"),
            LossOption(i) => {
                Target::say_with("Suffer the loss", format!("option {}", u16::from(i) + 1))
            }
            LoseTile { area: a, space } => {
                Target::with(format!("{}:{seat}:{space}", area(a)), "lose this tile")
            }
        })
    }
}
