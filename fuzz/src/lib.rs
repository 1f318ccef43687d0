//! The game dispatch every fuzz target shares: the input's first byte picks the game (and
//! a player count), the rest goes to the generic check in `nile_testkit::fuzz`.

use nile::core::{Game, GameConfig};

/// A check run on one game type.
pub trait Check {
    /// Runs the check on game `G` with `players` seats and the input `data`.
    fn run<G: Game>(&self, players: usize, data: &[u8]);
}

/// Splits off the first byte, picks a registered game (in the registry's order) and a
/// player count, runs `check`.
pub fn on_game(data: &[u8], check: &impl Check) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let pick = usize::from(first);
    let games = nile::registry::games();
    let name = games[pick % games.len()].game.name();
    let _ = nile::registry::visit(
        name,
        Run {
            check,
            pick,
            count: games.len(),
            rest,
        },
    );
}

/// [`Check::run`] on the visited game, with the player count `pick` chooses.
struct Run<'a, C> {
    check: &'a C,
    pick: usize,
    count: usize,
    rest: &'a [u8],
}

impl<C: Check> nile::registry::Visit for Run<'_, C> {
    type Output = ();
    fn visit<G: Game>(self) {
        let (lo, hi) = (*G::PLAYERS.start(), *G::PLAYERS.end());
        let players = lo + (self.pick / self.count) % (hi - lo + 1);
        self.check.run::<G>(players, self.rest);
    }
}

/// The default configuration of `G` for `players` seats.
pub fn config<G: Game>(players: usize) -> G::Config {
    G::Config::for_players(players)
}
