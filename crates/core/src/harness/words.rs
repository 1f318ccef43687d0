//! The words a game gives front ends that know it only by name: its title, its one-line
//! summary and each option's label and value names. A front end shows them as they are,
//! so a missing one shows up as a blank or a raw key on a setup page.

use crate::game::{Game, GameConfig};

/// Checks [`Game::TITLE`], [`Game::SUMMARY`] and every option's `label` and
/// `value_names` (one name per value, none empty). `Err` says which is missing.
pub fn check_words<G: Game>() -> Result<(), String> {
    if G::TITLE.trim().is_empty() {
        return Err("the game has no title (Game::TITLE)".into());
    }
    if G::SUMMARY.trim().is_empty() {
        return Err("the game has no one-line summary (Game::SUMMARY)".into());
    }
    for option in G::Config::options() {
        let key = option.key;
        if option.label.trim().is_empty() {
            return Err(format!("option {key} has no label"));
        }
        if option.value_names.len() != option.values.len() {
            return Err(format!(
                "option {key} names {} of its {} values (value_names)",
                option.value_names.len(),
                option.values.len()
            ));
        }
        if let Some(v) = option
            .values
            .iter()
            .zip(option.value_names)
            .find_map(|(v, name)| name.trim().is_empty().then_some(v))
        {
            return Err(format!("option {key}'s value {v} has an empty name"));
        }
    }
    Ok(())
}
