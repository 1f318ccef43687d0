//! Rá: the auction track, the bag, the Rá track, each seat's sun discs and tiles.

use std::borrow::Cow;

use crate::texts::{tr, TEXTS};
use crate::tiles::{tile_name, Tile};
use crate::{Ra, RaAction};
use nile_core::lang::{Arg, Lang};
use nile_core::message;
use serde_json::{Map, Value};

use nile_core::board::{saved_name, BoardTargets, Target};

/// The board view's own words: its key in [`BoardTargets::names`] and its message.
const VIEW_WORDS: [(&str, &str); 19] = [
    ("view:track", message!("view-track")),
    ("view:place", message!("view-place")),
    ("view:auction", message!("view-auction")),
    ("view:auction-invoked", message!("view-auction-invoked")),
    ("view:high-bid", message!("view-high-bid")),
    ("view:no-bid", message!("view-no-bid")),
    ("view:epoch", message!("view-epoch")),
    ("view:bag", message!("view-bag")),
    ("view:bag-title", message!("view-bag-title")),
    ("view:ra-track", message!("view-ra-track")),
    ("view:ra-track-title", message!("view-ra-track-title")),
    ("view:centre", message!("view-centre")),
    ("view:centre-title", message!("view-centre-title")),
    ("view:heading", message!("view-heading")),
    ("view:heading-you", message!("view-heading-you")),
    ("view:sun-discs", message!("view-sun-discs")),
    ("view:sun-disc", message!("view-sun-disc")),
    ("view:used", message!("view-used")),
    ("view:no-tiles", message!("view-no-tiles")),
];

/// Every placeholder a view word fills in the browser, passed through as `{name}`.
const PLACEHOLDERS: [&str; 7] = ["n", "seat", "high", "value", "bidder", "epoch", "points"];

impl BoardTargets for Ra {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn names(lang: Lang) -> Value {
        let mut names = Map::new();
        // A tile kind by the name the observation gives it (`tile:StepPyramid`).
        for tile in Tile::ALL {
            names.insert(
                format!("tile:{}", saved_name(tile)),
                tile_name(tile, lang).into(),
            );
        }
        let args: Vec<(&str, Arg)> = PLACEHOLDERS
            .iter()
            .map(|p| (*p, Arg::Name(Cow::Owned(format!("{{{p}}}")))))
            .collect();
        for (key, id) in VIEW_WORDS {
            names.insert(key.into(), TEXTS.text(lang, id, &args).into());
        }
        names.into()
    }

    fn target(obs: &Value, action: RaAction, actor: Option<usize>, lang: Lang) -> Option<Target> {
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
                Target::with(format!("track:{at}"), tr!(lang, "target-god-takes"))
            }
            RaAction::EndTurn => {
                Target::say("End the turn (keep the God tiles)").labelled(tr!(lang, "say-end-turn"))
            }
            RaAction::Bid(v) => Target::at(format!("disc:{seat}:{v}")),
            RaAction::Pass => Target::say("Pass").labelled(tr!(lang, "say-pass")),
            RaAction::Discard(tile) => Target::at(format!("held:{seat}:{}", saved_name(tile))),
        })
    }
}
