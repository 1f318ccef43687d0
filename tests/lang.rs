//! Every registered game in every language, as front ends meet it: through the registry
//! and the dynamic layer, no text reaches a person outside a catalog (the pseudo-language
//! run over complete random games at every seat count).

use nile::registry;
use nile_core::harness::check_dyn_texts_in_catalogs;

#[test]
fn no_text_of_any_game_reaches_a_front_end_outside_a_catalog() {
    for entry in registry::games() {
        let game = entry.game;
        for players in game.players() {
            for seed in 0..2 {
                let read = check_dyn_texts_in_catalogs(game, players, seed).unwrap_or_else(|e| {
                    panic!("{} with {players} seats, seed {seed}: {e}", game.name())
                });
                assert!(read > 50, "{}: only {read} texts read", game.name());
            }
        }
    }
}
