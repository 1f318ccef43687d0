//! Numbers from outside (actions, JSON states, logs) never panic the engine, and every
//! state `from_json` accepts can be played to the end.

use nile_core::harness::{cases, check_tampered_states};
use nile_core::Viewer;
use nile_core::{Game, GameConfig, GameError, Turn};
use nile_tekhenu::cards::Card;
use nile_tekhenu::{Difficulty, How, Tekhenu, TekhenuAction, TekhenuConfig};

fn configs() -> Vec<TekhenuConfig> {
    let mut v: Vec<_> = (1..=4).map(TekhenuConfig::for_players).collect();
    v.push(TekhenuConfig {
        difficulty: Difficulty::Hard,
        ..TekhenuConfig::for_players(1)
    });
    v
}

#[test]
fn tampered_states_are_refused_or_play_to_the_end() {
    let seeds = cases(12) as u64;
    for config in configs() {
        for seed in 0..seeds {
            check_tampered_states::<Tekhenu>(&config, seed, 40)
                .unwrap_or_else(|e| panic!("{} players, seed {seed}: {e}", config.players));
        }
    }
}

/// Every action with every byte-sized field at its extremes: applied at a chance node
/// and at a decision, refused with a typed error (or accepted when legal), and its text
/// written without a panic.
#[test]
fn out_of_range_ids_are_refused_without_panicking() {
    let mut g = Tekhenu::new(&TekhenuConfig::for_players(2)).unwrap();
    let mut chance = Vec::new();
    let mut states = vec![g.clone()];
    while g.turn() == Turn::Chance {
        g.chance_outcomes(&mut chance);
        g.apply(chance[0].0).unwrap();
    }
    states.push(g.clone());
    for n in [72u8, 100, 200, 255] {
        let i = n as i8;
        // A card number from outside reaches the engine through JSON (an action, a
        // log); 255, the saved "no card", does not even read as one (then 254 stands in).
        let c: Card = match serde_json::from_str(&n.to_string()) {
            Ok(c) => c,
            Err(_) if n == 255 => serde_json::from_str("254").unwrap(),
            Err(e) => panic!("{n}: {e}"),
        };
        assert!(!c.is_card() && Card::from_number(n).is_none());
        let all = [
            TekhenuAction::Disc(n),
            TekhenuAction::Pillar(n),
            TekhenuAction::HorusTile(n),
            TekhenuAction::Draw(c),
            TekhenuAction::RevealStart(n),
            TekhenuAction::First(n),
            TekhenuAction::BotDestiny(n),
            TekhenuAction::BotTile(n),
            TekhenuAction::Tie(n),
            TekhenuAction::Keep(c),
            TekhenuAction::Draft(n),
            TekhenuAction::Destiny(n),
            TekhenuAction::Gain(n),
            TekhenuAction::Take(n, nile_tekhenu::pieces::Colour::Grey, n, How::Normal),
            TekhenuAction::Bless(c),
            TekhenuAction::Main(n),
            TekhenuAction::Adjust(n, i),
            TekhenuAction::Value(n),
            TekhenuAction::Extra(n),
            TekhenuAction::Resolve(n),
            TekhenuAction::Statue(n),
            TekhenuAction::Cell(n, n),
            TekhenuAction::Rotate(n),
            TekhenuAction::Space(n),
            TekhenuAction::Pay(n),
            TekhenuAction::Refresh(n),
            TekhenuAction::Section(n),
            TekhenuAction::Pick(c),
            TekhenuAction::District(n),
            TekhenuAction::Boost(n),
            TekhenuAction::Reward(n),
            TekhenuAction::Free(n, n),
            TekhenuAction::Faith(i8::MIN),
            TekhenuAction::Score(c),
            TekhenuAction::Target(c),
            TekhenuAction::Count(n),
        ];
        for a in all {
            let _ = a.to_string();
            for s in &states {
                let mut t = s.clone();
                match t.apply(a) {
                    Err(GameError::IllegalAction { .. }) => assert_eq!(&t, s, "{a:?}"),
                    other => panic!("{a:?}: {other:?}"),
                }
                for v in [
                    Viewer::All,
                    Viewer::Spectator,
                    Viewer::Seat(0),
                    Viewer::Seat(1),
                ] {
                    let _ = s.describe(a, v);
                }
            }
            assert_eq!(
                Tekhenu::action_to_index(&TekhenuConfig::for_players(2), a),
                None
            );
        }
    }
}

/// `tekhenu replay` of a log holding `{"Draw":72}` reads it and stops with an error.
#[test]
fn a_log_with_an_out_of_range_card_replays_to_an_error() {
    let config = TekhenuConfig::for_players(2);
    let json = format!(
        r#"{{"game":"tekhenu","config":{},"seed":1,"actions":[{{"Draw":72}}]}}"#,
        serde_json::to_string(&config).unwrap()
    );
    let log = nile_core::MatchLog::<Tekhenu>::from_json(&json).expect("the log reads");
    assert!(log.replay().is_err());
}

/// A state whose seat to act was changed (`turn.p`) is refused or plays to the end: the
/// active seat is tied to the turn order and to the pending step.
#[test]
fn a_changed_active_seat_is_refused_or_plays_to_the_end() {
    let mut rng = nile_core::rng::seeded(5);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for players in 1..=4 {
        let mut g = Tekhenu::new(&TekhenuConfig::for_players(players)).unwrap();
        let mut step = 0;
        while g.turn() != Turn::Over {
            if step % 7 == 0 {
                let json: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
                for p in 0..4u64 {
                    for key in ["p", "turn_pos"] {
                        let mut t = json.clone();
                        let field = if key == "p" {
                            &mut t["turn"]["p"]
                        } else {
                            &mut t["turn_pos"]
                        };
                        *field = p.into();
                        let Ok(mut s) = Tekhenu::from_json(&t.to_string()) else {
                            continue;
                        };
                        let mut r = nile_core::rng::seeded(p);
                        nile_core::random_playout(&mut s, &mut r, &mut legal, &mut chance)
                            .unwrap_or_else(|e| {
                                panic!("{players}p step {step}: {key} = {p} accepted but {e}")
                            });
                    }
                }
            }
            g.random_step(&mut rng, &mut legal, &mut chance).unwrap();
            step += 1;
        }
    }
}
