//! Narration and help texts: Botankhamun's turns, Maat phases, scoring phases with each
//! seat's breakdown, the final scores; a card's text by its id.

use nile_core::Viewer;
use nile_core::{rng, Game, GameConfig, Turn};
use nile_tekhenu::{Tekhenu, TekhenuConfig};

/// Plays a seeded random game and returns every narrated line as `viewer` reads it.
fn narrated(config: TekhenuConfig, seed: u64, viewer: Viewer) -> Vec<String> {
    let mut g = Tekhenu::new(&config).unwrap();
    let mut r = rng::seeded(seed);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut lines = Vec::new();
    while g.turn() != Turn::Over {
        let a = match g.turn() {
            Turn::Chance => g.sample_chance(&mut r, &mut chance).unwrap(),
            _ => {
                g.legal_actions(&mut legal);
                legal[rng::below(&mut r, legal.len() as u64) as usize]
            }
        };
        let before = g.clone();
        g.apply(a).unwrap();
        lines.extend(g.narrate(&before, a, viewer));
    }
    lines
}

#[test]
fn a_solo_game_narrates_the_bot_the_maat_phases_and_the_scoring() {
    let lines = narrated(TekhenuConfig::for_players(1), 3, Viewer::Seat(0));
    let has = |p: &str| lines.iter().any(|l| l.starts_with(p));
    for want in [
        "Botankhamun (",
        "Rotation 1 of 8",
        "Maat phase 1 begins",
        "Maat 1: balances seat 0 ",
        "New turn order: ",
        "Scoring phase 1:",
        "  Botankhamun: ",
        "Scoring phase 2:",
        "seat 0 scores its Decrees",
        "Final VP: seat 0 ",
    ] {
        assert!(
            has(want),
            "no line starts with {want:?} in:\n{}",
            lines.join("\n")
        );
    }
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Botankhamun (") && l.contains(" performs ")),
        "{lines:?}"
    );
}

#[test]
fn a_three_player_game_narrates_each_seats_scoring_breakdown() {
    let lines = narrated(TekhenuConfig::for_players(3), 8, Viewer::All);
    let at = lines
        .iter()
        .position(|l| l == "Scoring phase 1:")
        .expect("a scoring phase");
    for (i, q) in (0..3).enumerate() {
        let l = &lines[at + 1 + i];
        assert!(
            l.starts_with(&format!("  seat {q}: ")) && l.ends_with(" VP"),
            "{l}"
        );
    }
}

#[test]
fn help_explains_every_card_and_tile() {
    for kind in ['B', 'T', 'D'] {
        for n in 1..=24 {
            let id = format!("{kind}{n:02}");
            let text = Tekhenu::explain(&id).unwrap_or_else(|| panic!("no help for {id}"));
            assert!(text.starts_with(&id), "{text}");
        }
    }
    for id in [
        "S01", "S12", "A01", "A04", "P01", "P27", "R1", "R4", "Horus", "osiris",
    ] {
        assert!(Tekhenu::explain(id).is_some(), "no help for {id}");
    }
    assert!(Tekhenu::explain("D05").unwrap().len() > 10);
    assert_eq!(Tekhenu::explain("X99"), None);
}

#[test]
fn print_a_narrated_solo_game() {
    if std::env::var("SHOW").is_ok() {
        for l in narrated(TekhenuConfig::for_players(1), 3, Viewer::Seat(0)) {
            println!("{l}");
        }
    }
    let _ = TekhenuConfig::for_players(1);
}

/// A Decree dealt to or kept by seat 1 reads "seat 1 draws a decree" / "seat 1 keeps a
/// decree" to seat 0, and names the card to seat 1 and to a spectator.
#[test]
fn another_seats_decrees_are_described_without_their_id() {
    let mut g = Tekhenu::new(&TekhenuConfig::for_players(2)).unwrap();
    let mut r = rng::seeded(3);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let (mut to_seat0, mut to_seat1) = (Vec::new(), Vec::new());
    for _ in 0..80 {
        let a = match g.turn() {
            Turn::Over => break,
            Turn::Chance => g.sample_chance(&mut r, &mut chance).unwrap(),
            _ => {
                g.legal_actions(&mut legal);
                legal[0]
            }
        };
        to_seat0.push(g.describe(a, Viewer::Seat(0)));
        to_seat1.push(g.describe(a, Viewer::Seat(1)));
        g.apply(a).unwrap();
    }
    for text in ["seat 1 draws a decree", "seat 1 keeps a decree"] {
        assert!(to_seat0.iter().any(|t| t == text), "{to_seat0:?}");
    }
    assert!(
        !to_seat0.iter().any(|t| (t.starts_with("seat 1 draws ")
            || t.starts_with("seat 1 keeps "))
            && t.contains("(Decree ")),
        "{to_seat0:?}"
    );
    // Its own seat reads the Decree by its name and id ("seat 1 keeps Pure dice sum
    // (Decree D22)").
    assert!(
        to_seat1
            .iter()
            .any(|t| t.starts_with("seat 1 keeps ") && t.contains("(Decree D")),
        "{to_seat1:?}"
    );
}
