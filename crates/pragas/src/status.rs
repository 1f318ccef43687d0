//! Where the game stands and what it waits for, in the rulebook's words (the first and
//! last lines of the rendered board).

use crate::state::{Pending, Phase, Pragas, Stage};

/// The steps of the end of a round, by `Phase::EndOfRound::step`.
const END_OF_ROUND_STEPS: [&str; 8] = [
    "Moses",
    "end check and Favour cards",
    "territory cards",
    "plague and loss cards",
    "the immediate plague",
    "hebrews",
    "tiles",
    "the next round",
];

impl Phase {
    /// The phase in words ("Phase 1 (dice), pass 2 of 3, turn-order position 1").
    pub fn text(self) -> String {
        let position = |pos: u8| format!("turn-order position {}", u32::from(pos) + 1);
        let wrap_up = |stage: Stage| match stage {
            Stage::Main => "",
            Stage::WrapUp => ", free actions or the end of the turn",
        };
        match self {
            Phase::Setup => "setup".to_string(),
            Phase::Dice { pass, pos, stage } => format!(
                "Phase 1 (dice), pass {} of 3, {}{}",
                u32::from(pass) + 1,
                position(pos),
                wrap_up(stage)
            ),
            Phase::Boost { pos } => format!(
                "Phase 2 (territories), soldier boosts (SA7), {}",
                position(pos)
            ),
            Phase::Territory { pos, stage } => {
                format!("Phase 2 (territories), {}{}", position(pos), wrap_up(stage))
            }
            Phase::Tribute { pos, stage } => format!(
                "Phase 3 (plague), tribute, {}{}",
                position(pos),
                wrap_up(stage)
            ),
            Phase::Losses { pos, stage } => format!(
                "Phase 3 (plague), losses, {}{}",
                position(pos),
                wrap_up(stage)
            ),
            Phase::EndOfRound { step, .. } => format!(
                "end of the round: {}",
                END_OF_ROUND_STEPS
                    .get(usize::from(step))
                    .copied()
                    .unwrap_or("clean-up")
            ),
            Phase::Over => "game over".to_string(),
        }
    }
}

impl Pragas {
    /// What the pending decision asks, naming whose it is.
    pub(crate) fn pending_text(&self, pending: Pending) -> String {
        let who = |seat: u8| {
            let seat = usize::from(seat);
            if seat < self.seat_count() && self.is_ai(seat) {
                "the opponent".to_string()
            } else {
                format!("seat {seat}")
            }
        };
        match pending {
            Pending::ChoosePower => "seat 0 chooses a support table".to_string(),
            Pending::AiTerritory => "seat 0 picks the opponent's territory card".to_string(),
            Pending::PlaceTile {
                seat,
                tile,
                recovered,
            } => format!(
                "where to place the {} tile{} on {}'s board",
                tile.name(),
                if recovered {
                    " recovered from the discard area"
                } else {
                    ""
                },
                who(seat)
            ),
            Pending::Track { seat, double } => format!(
                "{} advances the development tracks ({})",
                who(seat),
                if double {
                    "+2 on one or +1 on each"
                } else {
                    "+1 on one"
                }
            ),
            Pending::FavourOne { seat } => format!("{} chooses Favour card 1's bonus", who(seat)),
            Pending::CentralTile { seat } => {
                format!("{} takes any tile of the central board", who(seat))
            }
            Pending::Hebrew { seat } => format!("{} takes a hebrew token", who(seat)),
            Pending::DiscardSlot { seat, tile } => format!(
                "{} puts the lost {} tile on a discard space",
                who(seat),
                tile.name()
            ),
            Pending::Overflow { seat, tile } => format!(
                "{}'s discard area is full: with the lost {} tile, one of three tiles leaves the game",
                who(seat),
                tile.name()
            ),
            Pending::EdfuPick { seat } => {
                format!("{} (Edfu) keeps one of the tiles examined", who(seat))
            }
            Pending::ButoPick { seat } => {
                format!("{} (Buto) keeps one of the cards examined", who(seat))
            }
            Pending::LossOption { seat, slot } => format!(
                "{} chooses how to suffer loss {} of the loss card",
                who(seat),
                u32::from(slot) + 1
            ),
            Pending::LoseTile { seat, tile } => {
                format!("{} chooses which {} tile to lose", who(seat), tile.name())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use nile_core::{Game, GameConfig, Turn, Viewer};

    use crate::{Pragas, PragasConfig};

    /// The status line and the pending decision read in words at every step of random
    /// games of every seat count (no `Dice { pass: 0, … }`, no `PlaceTile { … }`).
    #[test]
    fn the_board_says_where_the_game_stands_in_words() {
        for players in 1..=4 {
            let mut g = Pragas::new(&PragasConfig::for_players(players)).unwrap();
            let mut rng = nile_core::rng::seeded(players as u64);
            let (mut legal, mut chance) = (Vec::new(), Vec::new());
            while g.turn() != Turn::Over {
                let text = g.render(Viewer::All);
                let status: Vec<&str> = text
                    .lines()
                    .filter(|l| l.starts_with("Round ") || l.starts_with("Waiting for"))
                    .collect();
                assert!(!status.is_empty(), "{text}");
                for line in status {
                    assert!(!line.contains('{') && !line.contains("Some("), "{line}");
                }
                g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            }
            assert!(g.render(Viewer::All).contains(": game over;"));
        }
    }

    #[test]
    fn a_solo_game_starts_by_choosing_a_support_table() {
        let g = Pragas::new(&PragasConfig::for_players(1)).unwrap();
        assert!(g
            .render(Viewer::Seat(0))
            .contains("Waiting for: seat 0 chooses a support table"));
    }
}
