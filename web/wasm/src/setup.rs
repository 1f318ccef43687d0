//! The setup page's words: what each game is and each option's label and value names,
//! all from the game crate in the reader's language ([`DynGameType::info_in`]: the
//! game's catalog), so a game brings its own words and nothing here is per game.

use nile_core::dynamic::{DynGameType, GameType};
use nile_core::lang::Lang;
use nile_core::BoardTargets;
use serde_json::{json, Value};

/// A game as the setup page lists it in `lang`: `name`, `title`, `summary` (and the
/// same words as `about`), the player counts, its options with their words, and the
/// board view's words (`names`, [`BoardTargets::names`]).
pub fn describe<G: BoardTargets>(lang: Lang) -> Value {
    let info = GameType::<G>::NEW.info_in(lang);
    let mut value = serde_json::to_value(&info).unwrap_or(Value::Null);
    if let Value::Object(fields) = &mut value {
        fields.insert("about".into(), json!(info.summary));
        fields.insert("names".into(), G::names(lang));
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every option a game declares has its words here, and every value a name: a new
    /// option (or value) shows up on the setup page by its raw key otherwise.
    #[test]
    fn every_option_and_value_has_words() {
        fn check<G: BoardTargets>() {
            nile_core::harness::check_words::<G>().unwrap();
            let info = describe::<G>(Lang::En);
            for o in info["options"].as_array().unwrap() {
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
            fn visit<G: BoardTargets>(self) {
                check::<G>();
            }
        }
        for entry in nile::registry::games() {
            nile::registry::visit(entry.game.name(), Check).unwrap();
        }
    }
}
