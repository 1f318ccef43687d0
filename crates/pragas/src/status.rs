//! Where the game stands and what it waits for, in the rulebook's words (the first and
//! last lines of the rendered board).

use nile_core::lang::Sentence;
use nile_core::{sentence, Lang};

use crate::state::{Pending, Phase, Pragas, Stage};
use crate::texts::{tr, TEXTS};

/// The steps of the end of a round, by `Phase::EndOfRound::step`.
fn end_of_round_step(step: u8, lang: Lang) -> String {
    match step {
        0 => tr!(lang, "eor-moses"),
        1 => tr!(lang, "eor-favours"),
        2 => tr!(lang, "eor-territories"),
        3 => tr!(lang, "eor-plague"),
        4 => tr!(lang, "eor-immediate"),
        5 => tr!(lang, "eor-hebrews"),
        6 => tr!(lang, "eor-tiles"),
        7 => tr!(lang, "eor-next"),
        _ => tr!(lang, "eor-cleanup"),
    }
}

impl Phase {
    /// The phase in words ("Phase 1 (dice), pass 2 of 3, turn-order position 1").
    pub fn text(self) -> String {
        self.text_in(Lang::En)
    }

    /// [`Phase::text`] in `lang`.
    pub fn text_in(self, lang: Lang) -> String {
        let position = |pos: u8| tr!(lang, "phase-position", n = u32::from(pos) + 1);
        let wrap_up = |stage: Stage| match stage {
            Stage::Main => String::new(),
            Stage::WrapUp => tr!(lang, "phase-wrap-up"),
        };
        match self {
            Phase::Setup => tr!(lang, "phase-setup"),
            Phase::Dice { pass, pos, stage } => tr!(
                lang,
                "phase-dice",
                pass = u32::from(pass) + 1,
                position = position(pos),
                wrap = wrap_up(stage)
            ),
            Phase::Boost { pos } => tr!(lang, "phase-boost", position = position(pos)),
            Phase::Territory { pos, stage } => tr!(
                lang,
                "phase-territory",
                position = position(pos),
                wrap = wrap_up(stage)
            ),
            Phase::Tribute { pos, stage } => tr!(
                lang,
                "phase-tribute",
                position = position(pos),
                wrap = wrap_up(stage)
            ),
            Phase::Losses { pos, stage } => tr!(
                lang,
                "phase-losses",
                position = position(pos),
                wrap = wrap_up(stage)
            ),
            Phase::EndOfRound { step, .. } => tr!(
                lang,
                "phase-end-of-round",
                step = end_of_round_step(step, lang)
            ),
            Phase::Over => tr!(lang, "phase-over"),
        }
    }
}

impl Pragas {
    /// What the pending decision asks, naming whose it is, in `lang`.
    pub(crate) fn pending_text_in(&self, pending: Pending, lang: Lang) -> String {
        self.pending_sentence(pending).text(lang)
    }

    /// What the pending decision asks, kept as a message to be read in any language
    /// (the board shows it, and a refused action says it is what the game waits for).
    pub(crate) fn pending_sentence(&self, pending: Pending) -> Sentence {
        let ai = |seat: u8| {
            let seat = usize::from(seat);
            seat < self.seat_count() && self.is_ai(seat)
        };
        let who = |seat: u8| {
            if ai(seat) {
                sentence!(TEXTS, "who-opponent")
            } else {
                sentence!(TEXTS, "who-seat", seat = seat)
            }
        };
        let whose = |seat: u8| {
            if ai(seat) {
                sentence!(TEXTS, "whose-opponent")
            } else {
                sentence!(TEXTS, "whose-seat", seat = seat)
            }
        };
        match pending {
            Pending::ChoosePower => sentence!(TEXTS, "pend-choose-power"),
            Pending::AiTerritory => sentence!(TEXTS, "pend-ai-territory"),
            Pending::PlaceTile {
                seat,
                tile,
                recovered,
            } => {
                let (tile, whose) = (tile.name_sentence(), whose(seat));
                if recovered {
                    sentence!(TEXTS, "pend-place-recovered", tile = tile, whose = whose)
                } else {
                    sentence!(TEXTS, "pend-place", tile = tile, whose = whose)
                }
            }
            Pending::Track { seat, double } => {
                if double {
                    sentence!(TEXTS, "pend-track-double", who = who(seat))
                } else {
                    sentence!(TEXTS, "pend-track-single", who = who(seat))
                }
            }
            Pending::FavourOne { seat } => sentence!(TEXTS, "pend-favour-one", who = who(seat)),
            Pending::CentralTile { seat } => sentence!(TEXTS, "pend-central", who = who(seat)),
            Pending::Hebrew { seat } => sentence!(TEXTS, "pend-hebrew", who = who(seat)),
            Pending::DiscardSlot { seat, tile } => sentence!(
                TEXTS,
                "pend-discard-slot",
                who = who(seat),
                tile = tile.name_sentence()
            ),
            Pending::Overflow { seat, tile } => sentence!(
                TEXTS,
                "pend-overflow",
                whose = whose(seat),
                tile = tile.name_sentence()
            ),
            Pending::EdfuPick { seat } => sentence!(TEXTS, "pend-edfu", who = who(seat)),
            Pending::ButoPick { seat } => sentence!(TEXTS, "pend-buto", who = who(seat)),
            Pending::LossOption { seat, slot } => sentence!(
                TEXTS,
                "pend-loss-option",
                who = who(seat),
                slot = u32::from(slot) + 1
            ),
            Pending::LoseTile { seat, tile } => sentence!(
                TEXTS,
                "pend-lose-tile",
                who = who(seat),
                tile = tile.name_sentence()
            ),
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
