//! Rá: the auction track, the bag, the Rá track, each seat's sun discs and tiles.

use crate::{Ra, RaAction};
use nile_core::lang::Lang;
use serde_json::Value;

use nile_core::board::{saved_name, BoardTargets, Target};

impl BoardTargets for Ra {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn target(obs: &Value, action: RaAction, actor: Option<usize>, _lang: Lang) -> Option<Target> {
        let seat = actor.unwrap_or(0);
        Some(match action {
            RaAction::Deal(_) => return None,
            RaAction::Draw | RaAction::Reveal(_) => Target::at("bag"),
            RaAction::InvokeRa => Target::at("ra-track"),
            RaAction::UseGod(tile) => {
                // The first place on the track holding such a tile: every one of them is
                // the same action.
                let name = saved_name(tile);
                let track = obs.get("track").and_then(Value::as_array);
                let at = track
                    .and_then(|t| t.iter().position(|x| x.as_str() == Some(name.as_str())))
                    .unwrap_or(0);
                Target::with(format!("track:{at}"), "a God tile takes it")
            }
            RaAction::EndTurn => Target::say("End the turn (keep the God tiles)"),
            RaAction::Bid(v) => Target::at(format!("disc:{seat}:{v}")),
            RaAction::Pass => Target::say("Pass"),
            RaAction::Discard(tile) => Target::at(format!("held:{seat}:{}", saved_name(tile))),
        })
    }
}
