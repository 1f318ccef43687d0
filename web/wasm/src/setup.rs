//! The setup page's words: what each game is, and each option's label and value names,
//! for a stranger who has not read the rulebooks. Data per game name and option key (the
//! options themselves, their values and defaults, come from `GameConfig::options`; an
//! option missing here is shown by its key and the engine's help sentence).

use nile_core::{GameConfig, GameOption};
use serde_json::{json, Value};

/// One game's description: name, one line, and its options' words.
struct About {
    game: &'static str,
    /// The title on the page (an engine may give only its machine name).
    title: &'static str,
    line: &'static str,
    options: &'static [Words],
}

/// One option's words: its label, its values' names (value, name), and whether it
/// applies only to a solo game.
struct Words {
    key: &'static str,
    label: &'static str,
    values: &'static [(&'static str, &'static str)],
    solo_only: bool,
}

const YES_NO: &[(&str, &str)] = &[("false", "no"), ("true", "yes")];

const ABOUT: &[About] = &[
    About {
        game: "ra",
        title: "Rá",
        line: "Reiner Knizia's auction game: bid sun discs for rows of tiles across three epochs of Egyptian history.",
        options: &[],
    },
    About {
        game: "imhotep",
        title: "Imhotep",
        line: "Ship stones to five building sites; every site scores its own way, and rivals decide where your stones sail.",
        options: &[
            Words { key: "sides", label: "Site boards (A or B for Market, Pyramid, Temple, Burial Chamber, Obelisks, e.g. ABABA)", values: &[], solo_only: false },
            Words { key: "variant", label: "Variant", values: &[("none", "standard rules"), ("pharaohs-fury", "Pharaoh's Fury: -5 points for never delivering to a site")], solo_only: false },
        ],
    },
    About {
        game: "tekhenu",
        title: "Tekhenu: Obelisk of the Sun",
        line: "Draft dice around the obelisk as the sun turns it: build the temple, produce, keep the scales of Maat balanced.",
        options: &[
            Words { key: "difficulty", label: "Botankhamun's level", values: &[("easy", "easy"), ("medium", "medium"), ("hard", "hard")], solo_only: true },
            Words { key: "challenge", label: "Starting cards dealt at random instead of drafted", values: YES_NO, solo_only: true },
            Words { key: "bot-decrees-8", label: "Botankhamun's Decrees score 8 points instead of 4", values: YES_NO, solo_only: true },
            Words { key: "printed-horus", label: "Horus's god tiles as printed (not shuffled)", values: YES_NO, solo_only: false },
        ],
    },
    About {
        game: "pragas",
        title: "10 Pragas do Egito",
        line: "Spend dice on tiles for your city and fields, pay the Pharaoh's tribute and survive the ten plagues of Egypt.",
        options: &[
            Words { key: "advanced", label: "Papyrus side", values: &[("false", "normal"), ("true", "advanced (higher tributes and Ankh needs)")], solo_only: false },
            Words { key: "rounds", label: "Length", values: &[("10", "full game, 10 rounds"), ("8", "short game, 8 rounds")], solo_only: false },
        ],
    },
    About {
        game: "conquistando",
        title: "Conquistando o Egito",
        line: "Grow an empire over four eras: build, raise workers, soldiers, priests and doctors, and conquer terrains with hidden defences.",
        options: &[
            Words { key: "achievements", label: "Era achievements", values: &[("on", "played"), ("off", "left out")], solo_only: false },
            Words { key: "loss_basis", label: "A won battle's losses are counted from", values: &[("defenders", "the defenders (as written)"), ("attackers", "the attackers")], solo_only: false },
        ],
    },
];

/// The game's title as the page shows it.
pub fn title(game: &str, fallback: &'static str) -> &'static str {
    ABOUT
        .iter()
        .find(|a| a.game == game)
        .map_or(fallback, |a| a.title)
}

/// A game's setup description and its options with their words.
pub fn describe<C: GameConfig>(game: &str) -> (Value, Vec<Value>) {
    let about = ABOUT.iter().find(|a| a.game == game);
    let options = C::options()
        .iter()
        .map(|o: &GameOption| {
            let words = about.and_then(|a| a.options.iter().find(|w| w.key == o.key));
            let name_of = |v: &str| {
                words
                    .and_then(|w| w.values.iter().find(|(x, _)| *x == v))
                    .map_or(v.to_string(), |(_, n)| n.to_string())
            };
            json!({
                "key": o.key,
                "help": o.help,
                "label": words.map_or(o.key, |w| w.label),
                "values": o.values,
                "value_names": o.values.iter().map(|v| name_of(v)).collect::<Vec<_>>(),
                "default": o.default,
                "solo_only": words.is_some_and(|w| w.solo_only),
            })
        })
        .collect();
    (json!(about.map(|a| a.line)), options)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every option a game declares has its words here, and every value a name: a new
    /// option (or value) shows up on the setup page by its raw key otherwise.
    #[test]
    fn every_option_and_value_has_words() {
        fn check<G: nile_core::Game>() {
            let about = ABOUT.iter().find(|a| a.game == G::NAME);
            assert!(about.is_some(), "{} has no description", G::NAME);
            let (_, options) = describe::<G::Config>(G::NAME);
            for o in options {
                assert_ne!(
                    o["label"],
                    o["key"],
                    "{}: option {} has no label",
                    G::NAME,
                    o["key"]
                );
                for (v, n) in o["values"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .zip(o["value_names"].as_array().unwrap())
                {
                    assert!(
                        v != n
                            || v.as_str()
                                .is_some_and(|s| s.chars().all(char::is_alphabetic)),
                        "{}: value {v} of {} has no name",
                        G::NAME,
                        o["key"]
                    );
                }
            }
        }
        check::<nile_ra::Ra>();
        check::<nile_imhotep::Imhotep>();
        check::<nile_tekhenu::Tekhenu>();
        check::<nile_pragas::Pragas>();
        check::<nile_conquistando::Conquistando>();
    }
}
