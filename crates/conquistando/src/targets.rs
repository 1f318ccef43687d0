//! Conquistando o Egito: the terrains of the empire acted on, each empire (helping), and
//! labelled controls for what to build or make and how many soldiers go; the board view's
//! words (`web/view.js`) in the reader's language.

use crate::data::Building;
use crate::texts::{self, tr};
use crate::{Action, Conquistando, Unit};
use nile_core::lang::Lang;
use serde_json::{Map, Value};

use nile_core::board::{num, placeholder, BoardTargets, Target};

/// The steps as the observation names them, each with its words on the board view.
const STEP_WORDS: [(&str, &str); 13] = [
    ("Choose", nile_core::message!("step-choose")),
    (
        "ChooseOpponent",
        nile_core::message!("step-choose-opponent"),
    ),
    ("PlaceBuilding", nile_core::message!("step-place-building")),
    ("PlaceUnit", nile_core::message!("step-place-unit")),
    ("MoveFrom", nile_core::message!("step-move-from")),
    ("MoveTo", nile_core::message!("step-move-to")),
    ("MoveCount", nile_core::message!("step-move-count")),
    ("AttackFrom", nile_core::message!("step-attack-from")),
    ("AttackTarget", nile_core::message!("step-attack-target")),
    ("AttackCount", nile_core::message!("step-attack-count")),
    ("DefenceDraw", nile_core::message!("step-defence-draw")),
    ("ResourceDraw", nile_core::message!("step-resource-draw")),
    ("Over", nile_core::message!("step-over")),
];

impl BoardTargets for Conquistando {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn target(obs: &Value, action: Action, _actor: Option<usize>, lang: Lang) -> Option<Target> {
        // Terrains are those of the empire being acted on (a seat acts on its own empire,
        // or on another's when helping).
        let empire = num(obs, &["empire"]).unwrap_or(0);
        let terrain = |t: u8, choice: String| Target::with(format!("terrain:{empire}:{t}"), choice);
        let make = tr!(lang, "say-make");
        let move_army = tr!(lang, "say-move");
        Some(match action {
            Action::Defence(_) | Action::Resources(_) => return None,
            Action::Build(b) => {
                Target::say_with("Build", texts::building(b, lang)).labelled(tr!(lang, "say-build"))
            }
            Action::Make(u) => Target::say_with(
                "Make a person",
                match u {
                    Unit::Worker => tr!(lang, "target-make-worker"),
                    Unit::Soldier => tr!(lang, "target-make-soldier"),
                    Unit::Priest => tr!(lang, "target-make-priest"),
                    Unit::Doctor => tr!(lang, "target-make-doctor"),
                },
            )
            .labelled(make),
            Action::MoveArmy => {
                Target::say_with("Move the army", tr!(lang, "target-move")).labelled(move_army)
            }
            Action::Attack => {
                Target::say_with("Move the army", tr!(lang, "target-attack")).labelled(move_army)
            }
            Action::EndActions => Target::say("End your actions").labelled(tr!(lang, "say-end")),
            Action::On(t) => terrain(t, tr!(lang, "target-here")),
            Action::From(t) => terrain(t, tr!(lang, "target-from")),
            Action::To(t) => terrain(t, tr!(lang, "target-to")),
            Action::Soldiers(n) => {
                Target::say_with("How many soldiers go", tr!(lang, "soldiers", n = n))
                    .labelled(tr!(lang, "say-soldiers"))
            }
            Action::Help(p) => Target::with(format!("empire:{p}"), tr!(lang, "target-help")),
        })
    }

    /// Every word `web/view.js` shows: the map's terrains (`terrain:7`), the buildings
    /// (`building:3`, and `building-short:3` for a terrain's box), the stock
    /// (`stock:0`, "water {n}"), the people (`person:1` "{n} soldiers", `person:1:one`,
    /// `letter:1`), the eras (`era:1`), the steps (`step:MoveTo`) and the headings and
    /// labels (`view:…`, their numbers as `{placeholders}`).
    fn names(lang: Lang) -> Value {
        let mut names = Map::new();
        let mut put = |key: String, words: String| {
            names.insert(key, Value::from(words));
        };
        for t in 0..crate::data::TERRAINS as u8 {
            put(format!("terrain:{t}"), texts::terrain(t, lang));
        }
        for b in Building::ALL {
            let k = b.index();
            put(format!("building:{k}"), texts::building(b, lang));
            put(
                format!("building-short:{k}"),
                texts::building_short(b, lang),
            );
        }
        for (k, r) in crate::data::Resource::ALL.into_iter().enumerate() {
            let resource = texts::resource(r, lang);
            put(
                format!("stock:{k}"),
                tr!(
                    lang,
                    "stock-item",
                    resource = resource,
                    n = placeholder("n")
                ),
            );
        }
        for u in Unit::ALL {
            let k = u.index();
            put(
                format!("person:{k}"),
                texts::unit_count_shown(u, false, lang),
            );
            put(
                format!("person:{k}:one"),
                texts::unit_count_shown(u, true, lang),
            );
            put(format!("letter:{k}"), texts::unit_letter(u, lang));
        }
        for e in 1..=4 {
            put(format!("era:{e}"), texts::era(e, lang));
        }
        for (step, id) in STEP_WORDS {
            put(format!("step:{step}"), texts::TEXTS.text(lang, id, &[]));
        }
        let view = [
            (
                "view:round",
                tr!(lang, "view-round", round = placeholder("round")),
            ),
            (
                "view:era",
                tr!(
                    lang,
                    "view-era",
                    era = placeholder("era"),
                    name = placeholder("name"),
                    end = placeholder("end")
                ),
            ),
            (
                "view:acting",
                tr!(
                    lang,
                    "view-acting",
                    seat = placeholder("seat"),
                    empire = placeholder("empire")
                ),
            ),
            ("view:legend-buildings", tr!(lang, "view-legend-buildings")),
            ("view:legend-people", tr!(lang, "view-legend-people")),
            (
                "view:seat",
                tr!(lang, "view-seat", seat = placeholder("seat")),
            ),
            ("view:you", tr!(lang, "view-you")),
            ("view:acted-on", tr!(lang, "view-acted-on")),
            ("view:vp", tr!(lang, "view-vp", vp = placeholder("vp"))),
            (
                "view:vp-sources",
                tr!(
                    lang,
                    "view-vp-sources",
                    city = placeholder("city"),
                    conquests = placeholder("conquests"),
                    helps = placeholder("helps"),
                    penalties = placeholder("penalties")
                ),
            ),
            (
                "view:achievements",
                tr!(lang, "view-achievements", n = placeholder("n")),
            ),
            (
                "view:map",
                tr!(lang, "view-map", seat = placeholder("seat")),
            ),
            (
                "view:people",
                tr!(lang, "view-people", people = placeholder("people")),
            ),
            ("view:nobody", tr!(lang, "nobody")),
            (
                "view:resource-card",
                tr!(lang, "view-resource-card", card = placeholder("card")),
            ),
            ("view:neutral", tr!(lang, "view-neutral")),
            ("view:defence-down", tr!(lang, "view-defence-down")),
            (
                "view:defence-up",
                tr!(lang, "view-defence-up", n = placeholder("n")),
            ),
            ("view:defence-up:one", tr!(lang, "view-defence-up", n = 1)),
            (
                "view:owned-by",
                tr!(
                    lang,
                    "view-owned-by",
                    terrain = placeholder("terrain"),
                    seat = placeholder("seat")
                ),
            ),
            ("view:empty", tr!(lang, "view-empty")),
        ];
        for (key, words) in view {
            put(key.to_string(), words);
        }
        Value::Object(names)
    }
}
