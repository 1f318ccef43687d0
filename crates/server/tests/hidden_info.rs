//! The viewer boundary on the wire: over complete matches of all five games, what the
//! server sends seat `s` (its snapshot: observation, render, legal actions with their
//! texts; and each step's lines) is unchanged when the state is replaced by a
//! determinization for `s`; what it sends a spectator is unchanged under a
//! determinization for any seat.

mod common;

use nile_core::dynamic::view::{lines_for, step_lines, view_json, Viewer};
use nile_core::dynamic::DynGame;
use nile_core::rng::seeded_stream;
use nile_core::Turn;
use nile_server::live::Live;
use nile_server::store::{MatchRecord, SeatRecord};

/// Games per game kind and seat counts tried.
const GAMES: u64 = 2;

fn check_snapshots(game: &dyn DynGame, seed: u64) -> Result<(), String> {
    let mut rng = seeded_stream(seed, 1);
    let spectator = view_json(game, Viewer::Spectator).map_err(|e| e.to_string())?;
    for s in 0..game.players() {
        let det = game.determinize(s, &mut rng).map_err(|e| e.to_string())?;
        let real = view_json(game, Viewer::Seat(s)).map_err(|e| e.to_string())?;
        let other = view_json(det.as_ref(), Viewer::Seat(s)).map_err(|e| e.to_string())?;
        if real != other {
            return Err(format!(
                "seat {s}'s message depends on what it cannot know:\n{real}\n{other}"
            ));
        }
        let public = view_json(det.as_ref(), Viewer::Spectator).map_err(|e| e.to_string())?;
        if public != spectator {
            return Err(format!(
                "the spectator's message changes under seat {s}'s determinization:\n{spectator}\n{public}"
            ));
        }
    }
    Ok(())
}

/// The lines of step `index` (from `before` to `after`): in a world determinized for
/// seat `s` where the same action applies and `s` observes the same after it, `s` reads
/// the same lines; the spectator likewise where every seat observes the same after it.
fn check_lines(
    before: &dyn DynGame,
    after: &dyn DynGame,
    index: usize,
    seed: u64,
) -> Result<(), String> {
    let mut rng = seeded_stream(seed, 2);
    let real = step_lines(before, after, index).map_err(|e| e.to_string())?;
    for s in 0..before.players() {
        let det = before.determinize(s, &mut rng).map_err(|e| e.to_string())?;
        let mut det_after = det.clone_box();
        if det_after.apply_index(index).is_err() {
            continue;
        }
        let same = |p: usize| det_after.observation_json(p).ok() == after.observation_json(p).ok();
        if same(s) {
            let lines = lines_for(det.as_ref(), det_after.as_ref(), index, Viewer::Seat(s))
                .map_err(|e| e.to_string())?;
            if lines != real.for_viewer(Viewer::Seat(s)) {
                return Err(format!(
                    "seat {s} reads {:?} but {lines:?} in a world it cannot tell apart",
                    real.for_viewer(Viewer::Seat(s))
                ));
            }
        }
        if (0..before.players()).all(same) {
            let public =
                step_lines(det.as_ref(), det_after.as_ref(), index).map_err(|e| e.to_string())?;
            let public = public.for_viewer(Viewer::Spectator);
            if public != real.for_viewer(Viewer::Spectator) {
                return Err(format!(
                    "the spectator reads {:?} but {public:?} in a world no seat tells apart",
                    real.for_viewer(Viewer::Spectator)
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn every_message_depends_only_on_what_its_viewer_may_know() {
    let catalog = common::catalog();
    for name in ["ra", "imhotep", "tekhenu", "pragas", "conquistando"] {
        let kind = catalog.find(name).unwrap();
        let players = kind.game.players();
        for players in [*players.start().max(&2), *players.end()] {
            for g in 0..GAMES {
                let seed = 1000 * players as u64 + g;
                let record = MatchRecord {
                    id: format!("{name}-{players}-{g}"),
                    game: name.into(),
                    config_json: kind.game.config_json(players, &[]).unwrap(),
                    seed,
                    seed_public: false,
                    seats: vec![
                        SeatRecord {
                            spec: "open".into(),
                            name: None,
                            token_hash: None,
                            stand_in: None,
                            clock_ms: None,
                        };
                        players
                    ],
                    step: 0,
                    over: false,
                    created: 0,
                    clock: None,
                    deadline: None,
                    deadline_seat: None,
                    undos: 0,
                };
                let mut live = Live::rebuild(kind, record, &[]).unwrap();
                let mut pick = common::Pick(seed | 1);
                let mut step = 0u64;
                loop {
                    let at = |e: String| {
                        format!("{name}, {players} players, game {g}, step {step}: {e}")
                    };
                    check_snapshots(live.game.as_ref(), seed ^ step)
                        .map_err(at)
                        .unwrap();
                    let index = match live.game.turn() {
                        Turn::Over => break,
                        Turn::Chance => live.with_chance(None).unwrap().0[0],
                        Turn::Player(_) => {
                            let legal = live.game.legal_actions();
                            legal[pick.below(legal.len())]
                        }
                    };
                    let before = live.game.clone_box();
                    live.apply(index).unwrap();
                    check_lines(before.as_ref(), live.game.as_ref(), index, seed ^ step)
                        .map_err(at)
                        .unwrap();
                    step += 1;
                }
            }
        }
    }
}
