//! Botankhamun, the solo opponent.

use super::*;

// ----- solo -----

/// TS-22.
#[test]
fn botankhamun_follows_the_pyramid_path() {
    let mut g = game(1);
    g.board_mut().bot.progress = 0;
    g.board_mut().bot_advance(false);
    assert_eq!(g.board().bot.progress, 1);
    g.board_mut().bot_advance(true);
    assert_eq!(g.board().bot.progress, 5);
    g.board_mut().bot_advance(true);
    assert_eq!(g.board().bot.progress, 8);
}

/// TS-23.
#[test]
fn botankhamun_takes_the_highest_pure_die_of_its_god() {
    let mut g = game(1);
    blank(&mut g);
    g.board_mut().disc = 2; // Thoth (4): (4+6-2)%6 = 2 -> Shaded.
    put(&mut g, Colour::Grey, 5, God::Thoth);
    let pure = put(&mut g, Colour::Yellow, 5, God::Thoth);
    g.board_mut().bot.pyramid[0] = God::Thoth.id();
    g.board_mut().bot.progress = 0;
    g.board_mut().bot.tile = God::Thoth.id();
    g.board_mut().depth = 0;
    g.board_mut().step(Step::BotTurn(1));
    g.run();
    assert_eq!(g.board().dice[pure].loc, Loc::Below(1));
}

/// TS-24.
#[test]
fn botankhamun_bastet_and_osiris_actions() {
    let mut g = game(1);
    g.board_mut().players[1].happy = 6;
    g.board_mut().players[1].pop = 7;
    let s = g.board().players[1].scribes;
    g.board_mut().bot.value = 3;
    g.board_mut().depth = 0;
    g.board_mut().bot_bastet(3);
    assert_eq!(
        (
            g.board().players[1].happy,
            g.board().players[1].pop,
            g.board().players[1].scribes
        ),
        (8, 8, s + 1)
    );
    g.board_mut().osiris[5] = [0, 0, NONE, 0];
    let before = g.board().players[1].buildings;
    g.board_mut().bot_osiris(6, Colour::Brown);
    assert_eq!(g.board().osiris[5][2], 1);
    assert_eq!(g.board().players[1].buildings, before - 1);
}

/// TS-25.
#[test]
fn botankhamun_maat_balance_and_ankh() {
    let mut g = game(1);
    g.board_mut().maat = 1;
    assert_eq!(g.board().balance(1), 3);
    assert_eq!(g.board().ankh(1), 4);
    g.board_mut().maat = 3;
    assert_eq!(g.board().balance(1), 1);
}

/// TS-26.
#[test]
fn botankhamun_scores_its_cards() {
    let mut g = game(1);
    g.board_mut().players[1].blessings =
        CardSet::of(Card::blessing(1)) | CardSet::of(Card::blessing(2));
    g.board_mut().players[1].techs = CardSet::of(Card::technology(1));
    g.board_mut().decks[0] =
        g.board().decks[0] - (CardSet::of(Card::blessing(1)) | CardSet::of(Card::blessing(2)));
    let before = g.board().players[1].score;
    g.board_mut().depth = 0;
    g.board_mut().step(Step::Scoring(0));
    g.run();
    assert!(g.board().players[1].score >= before + 6);
    assert!(g.board().players[1].blessings.is_empty());
}

#[test]
fn solo_outcome_is_a_one_seat_outcome() {
    let mut g = game(1);
    g.board_mut().over = true;
    g.board_mut().players[0].score = 50;
    g.board_mut().players[1].score = 40;
    let o = g.outcome().unwrap();
    assert_eq!(o, nile_core::Outcome::solo(50, true));
}

#[test]
fn config_difficulty_option() {
    let mut c = TekhenuConfig::for_players(1);
    c.set_option("difficulty", "hard").unwrap();
    assert_eq!(c.difficulty, crate::Difficulty::Hard);
    assert!(c.set_option("difficulty", "nightmare").is_err());
    assert!(c.set_option("colour", "red").is_err());
}
