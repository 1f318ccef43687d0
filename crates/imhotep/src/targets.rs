//! Imhotep: ship spaces, ships, the sites, the market display, each seat's sled and blue
//! cards.

use crate::{Imhotep, ImhotepAction, Site};
use nile_core::lang::Lang;
use serde_json::Value;

use nile_core::board::{BoardTargets, Target};

/// A site's element key (`site:BurialChamber`).
fn site(s: Site) -> String {
    format!("site:{s:?}")
}

impl BoardTargets for Imhotep {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn target(
        obs: &Value,
        action: ImhotepAction,
        actor: Option<usize>,
        _lang: Lang,
    ) -> Option<Target> {
        use ImhotepAction::*;
        let seat = actor.unwrap_or(0);
        Some(match action {
            RoundCard(_) | Draw(_) => return None,
            TakeStones => Target::with(format!("sled:{seat}"), "take stones from the quarry"),
            Place { ship, slot } => Target::at(format!("ship:{ship}:slot:{slot}")),
            Sail { ship, site: to } => {
                Target::with(format!("ship:{ship}"), format!("sail to the {}", to.name()))
            }
            Play(card) => Target::with(
                format!("blue:{seat}:{}", card as usize),
                format!("play {}", card.name()),
            ),
            Pass => Target::say("Pass"),
            TakeCard(card) => Target::with(
                format!("market:{}", card as usize),
                format!("take {}", card.name()),
            ),
            TakeFaceDown => Target::with("market:face-down", "take the two face-down cards"),
            NoCard => Target::say("Take no card"),
            Keep(card) => Target::say_with("Keep one face-down card", card.name()),
            ChoosePyramid(p) => Target::with(
                site(Site::Pyramid),
                format!(
                    "build the {} pyramid",
                    crate::action::PYRAMID_NAMES
                        .get(usize::from(p))
                        .copied()
                        .unwrap_or("next")
                ),
            ),
            DrawTopCard => Target::with(site(Site::Pyramid), "draw the top card"),
            SkipBonus => Target::say("Skip the bonus"),
            OnePoint => Target::with(site(Site::Temple), "score 1 point"),
            TwoStones => Target::with(site(Site::Temple), "take 2 stones"),
            Unload { slot } => {
                // The ship unloading (Lever): the sailer picks its stones in any order.
                let ship = obs
                    .get("ctx")
                    .and_then(|c| c.get("Unload"))
                    .and_then(|u| u.get("ship"))
                    .and_then(Value::as_u64);
                match ship {
                    Some(ship) => {
                        Target::with(format!("ship:{ship}:slot:{slot}"), "unload this stone next")
                    }
                    None => Target::say_with("Unload", format!("slot {}", u16::from(slot) + 1)),
                }
            }
        })
    }
}
