//! The game dispatch every fuzz target shares: the input's first byte picks the game (and
//! a player count), the rest goes to the generic check in `nile_testkit::fuzz`.

use nile::core::{Game, GameConfig};

/// A check run on one game type.
pub trait Check {
    /// Runs the check on game `G` with `players` seats and the input `data`.
    fn run<G: Game>(&self, players: usize, data: &[u8]);
}

/// The fuzzed games, in the order of the first byte.
pub const GAMES: [&str; 5] = ["ra", "imhotep", "tekhenu", "pragas", "conquistando"];

/// Splits off the first byte, picks a game and a player count, runs `check`.
pub fn on_game(data: &[u8], check: &impl Check) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let pick = usize::from(first);
    match pick % GAMES.len() {
        0 => check.run::<nile::ra::Ra>(players_of::<nile::ra::Ra>(pick), rest),
        1 => check.run::<nile::imhotep::Imhotep>(players_of::<nile::imhotep::Imhotep>(pick), rest),
        2 => check.run::<nile::tekhenu::Tekhenu>(players_of::<nile::tekhenu::Tekhenu>(pick), rest),
        3 => check.run::<nile::pragas::Pragas>(players_of::<nile::pragas::Pragas>(pick), rest),
        _ => check.run::<nile::conquistando::Conquistando>(
            players_of::<nile::conquistando::Conquistando>(pick),
            rest,
        ),
    }
}

fn players_of<G: Game>(pick: usize) -> usize {
    let (lo, hi) = (*G::PLAYERS.start(), *G::PLAYERS.end());
    lo + (pick / GAMES.len()) % (hi - lo + 1)
}

/// The default configuration of `G` for `players` seats.
pub fn config<G: Game>(players: usize) -> G::Config {
    G::Config::for_players(players)
}
