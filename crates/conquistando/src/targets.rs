//! Conquistando o Egito: the terrains of the empire acted on, each empire (helping), and
//! labelled controls for what to build or make and how many soldiers go.

use crate::{Action, Conquistando, Unit};
use nile_core::lang::Lang;
use serde_json::Value;

use nile_core::board::{num, BoardTargets, Target};

impl BoardTargets for Conquistando {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn target(obs: &Value, action: Action, _actor: Option<usize>, _lang: Lang) -> Option<Target> {
        // Terrains are those of the empire being acted on (a seat acts on its own empire,
        // or on another's when helping).
        let empire = num(obs, &["empire"]).unwrap_or(0);
        let terrain = |t: u8, choice: &str| Target::with(format!("terrain:{empire}:{t}"), choice);
        Some(match action {
            Action::Defence(_) | Action::Resources(_) => return None,
            Action::Build(b) => Target::say_with("Build", b.name()),
            Action::Make(u) => Target::say_with(
                "Make a person",
                match u {
                    Unit::Worker => "generate a worker",
                    Unit::Soldier => "train a soldier",
                    Unit::Priest => "ordain a priest",
                    Unit::Doctor => "form a doctor",
                },
            ),
            Action::MoveArmy => Target::say_with("Move the army", "between your terrains"),
            Action::Attack => Target::say_with("Move the army", "attack a neutral terrain"),
            Action::EndActions => Target::say("End your actions"),
            Action::On(t) => terrain(t, "here"),
            Action::From(t) => terrain(t, "the army leaves from here"),
            Action::To(t) => terrain(t, "the army goes here"),
            Action::Soldiers(n) => Target::say_with(
                "How many soldiers go",
                if n == 1 {
                    "1 soldier".to_string()
                } else {
                    format!("{n} soldiers")
                },
            ),
            Action::Help(p) => {
                Target::with(format!("empire:{p}"), "perform the opponent action here")
            }
        })
    }
}
