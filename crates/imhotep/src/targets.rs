//! Imhotep: ship spaces, ships, the sites, the market display, each seat's sled and blue
//! cards. Keys are the same in every language; menu entries, control labels and the
//! view's words come from the catalog in the reader's language.

use crate::action::pyramid_in;
use crate::text::colour_in;
use crate::texts::{tr, TEXTS};
use crate::{Card, Imhotep, ImhotepAction, Site};
use nile_core::lang::Lang;
use nile_core::message;
use serde_json::Value;

use nile_core::board::{view_words, BoardTargets, Target, ViewWord};

/// A site's element key (`site:BurialChamber`).
fn site(s: Site) -> String {
    format!("site:{s:?}")
}

/// The view's own words: its key, the message and the placeholders the view fills in
/// (passed through as `{name}` so the script receives them).
const VIEW_WORDS: &[ViewWord] = &[
    ("view:round", message!("view-round"), &["round"]),
    ("view:ships", message!("view-ships"), &[]),
    ("view:ship", message!("view-ship"), &["ship"]),
    (
        "view:ship-spaces",
        message!("view-ship-spaces"),
        &["ship", "n"],
    ),
    (
        "view:ship-space-one",
        message!("view-ship-space-one"),
        &["ship"],
    ),
    (
        "view:ship-space-empty",
        message!("view-ship-space-empty"),
        &["ship", "space"],
    ),
    ("view:stone", message!("view-stone"), &["colour"]),
    ("view:seat", message!("seat-name"), &["colour", "seat"]),
    ("view:sites", message!("view-sites"), &[]),
    ("view:empty", message!("view-empty"), &[]),
    ("view:face-down", message!("view-face-down"), &["n"]),
    ("view:card", message!("view-card"), &["n"]),
    ("view:you", message!("view-you"), &["who"]),
    ("view:points", message!("view-points"), &["n"]),
    ("view:points-one", message!("view-points-one"), &["n"]),
    ("view:sled-title", message!("view-sled-title"), &[]),
    ("view:sled", message!("view-sled"), &["n"]),
    ("view:quarry", message!("view-quarry"), &["n"]),
    ("view:statues", message!("view-statues"), &["n"]),
    ("view:decoration", message!("view-decoration"), &[]),
    ("view:blue-card", message!("view-blue-card"), &[]),
];

impl BoardTargets for Imhotep {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn names(lang: Lang) -> Value {
        let mut names = view_words(&TEXTS, lang, VIEW_WORDS);
        // Cards by their index in `Card` order (the observation's codes less one), sites
        // by the key of their element, colours by seat.
        for card in Card::ALL {
            names.insert(format!("card:{}", card as usize), card.name_in(lang).into());
        }
        for s in Site::ALL {
            names.insert(site(s), s.name_in(lang).into());
        }
        for seat in 0..4usize {
            names.insert(format!("colour:{seat}"), colour_in(seat, lang).into());
        }
        names.into()
    }

    fn target(
        obs: &Value,
        action: ImhotepAction,
        actor: Option<usize>,
        lang: Lang,
    ) -> Option<Target> {
        use ImhotepAction::*;
        let seat = actor.unwrap_or(0);
        Some(match action {
            RoundCard(_) | Draw(_) => return None,
            TakeStones => Target::with(format!("sled:{seat}"), tr!(lang, "target-take-stones")),
            Place { ship, slot } => Target::at(format!("ship:{ship}:slot:{slot}")),
            Sail { ship, site: to } => Target::with(
                format!("ship:{ship}"),
                tr!(lang, "target-sail", site = to.dest_in(lang)),
            ),
            Play(card) => Target::with(
                format!("blue:{seat}:{}", card as usize),
                tr!(lang, "target-play", card = card.name_in(lang)),
            ),
            Pass => Target::say("Pass").labelled(tr!(lang, "say-pass")),
            TakeCard(card) => Target::with(
                format!("market:{}", card as usize),
                tr!(lang, "target-take-card", card = card.name_in(lang)),
            ),
            TakeFaceDown => Target::with("market:face-down", tr!(lang, "target-take-face-down")),
            NoCard => Target::say("Take no card").labelled(tr!(lang, "say-no-card")),
            Keep(card) => Target::say_with("Keep one face-down card", card.name_in(lang))
                .labelled(tr!(lang, "say-keep")),
            ChoosePyramid(p) => Target::with(
                site(Site::Pyramid),
                match pyramid_in(p, lang) {
                    Some(pyramid) => tr!(lang, "target-build", pyramid = pyramid),
                    None => tr!(lang, "target-build-next"),
                },
            ),
            DrawTopCard => Target::with(site(Site::Pyramid), tr!(lang, "target-draw-top-card")),
            SkipBonus => Target::say("Skip the bonus").labelled(tr!(lang, "say-skip-bonus")),
            OnePoint => Target::with(site(Site::Temple), tr!(lang, "target-one-point")),
            TwoStones => Target::with(site(Site::Temple), tr!(lang, "target-two-stones")),
            Unload { slot } => {
                // The ship unloading (Lever): the sailer picks its stones in any order.
                let ship = obs
                    .get("ctx")
                    .and_then(|c| c.get("Unload"))
                    .and_then(|u| u.get("ship"))
                    .and_then(Value::as_u64);
                match ship {
                    Some(ship) => Target::with(
                        format!("ship:{ship}:slot:{slot}"),
                        tr!(lang, "target-unload-next"),
                    ),
                    None => Target::say_with(
                        "Unload",
                        tr!(lang, "target-unload-slot", slot = u16::from(slot) + 1),
                    )
                    .labelled(tr!(lang, "say-unload")),
                }
            }
        })
    }
}
