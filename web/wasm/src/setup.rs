//! The setup page's words: what each game is and each option's label and value names,
//! all from the game crate ([`Game::SUMMARY`], [`GameOption`]'s `label`, `value_names`
//! and `solo_only`), so a game brings its own words and nothing here is per game.

use nile_core::{Game, GameConfig, GameOption};
use serde_json::{json, Value};

/// A game's setup description and its options with their words.
pub fn describe<G: Game>() -> (Value, Vec<Value>) {
    let options = G::Config::options()
        .iter()
        .map(|o: &GameOption| {
            json!({
                "key": o.key,
                "help": o.help,
                "label": o.label,
                "values": o.values,
                "value_names": o.value_names,
                "default": o.default,
                "solo_only": o.solo_only,
            })
        })
        .collect();
    (json!(G::SUMMARY), options)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every option a game declares has its words here, and every value a name: a new
    /// option (or value) shows up on the setup page by its raw key otherwise.
    #[test]
    fn every_option_and_value_has_words() {
        fn check<G: nile_core::Game>() {
            nile_core::harness::check_words::<G>().unwrap();
            let (_, options) = describe::<G>();
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
        struct Check;
        impl nile::registry::Visit for Check {
            type Output = ();
            fn visit<G: nile_core::Game>(self) {
                check::<G>();
            }
        }
        for entry in nile::registry::games() {
            nile::registry::visit(entry.game.name(), Check).unwrap();
        }
    }
}
