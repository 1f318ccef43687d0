//! Client messages as the server reads them: any bytes, for any seat or a spectator, at
//! the opening of any game. A message is read or refused with a sentence; an `act` is
//! checked as the server checks it, and one that is refused leaves the match unchanged,
//! one that is accepted applies (with its chance draws). Nothing panics.
#![no_main]

use nile::core::dynamic::GameType;
use nile_server::live::Live;
use nile_server::protocol::{parse, ClientMessage};
use nile_server::store::{MatchRecord, SeatRecord};
use nile_server::view::Viewer;
use nile_server::GameKind;

fn kinds() -> [GameKind; 5] {
    [
        GameKind { game: &GameType::<nile::ra::Ra>::NEW, agents: &GameType::<nile::ra::Ra>::NEW, summary: "" },
        GameKind { game: &GameType::<nile::imhotep::Imhotep>::NEW, agents: &GameType::<nile::imhotep::Imhotep>::NEW, summary: "" },
        GameKind { game: &GameType::<nile::tekhenu::Tekhenu>::NEW, agents: &GameType::<nile::tekhenu::Tekhenu>::NEW, summary: "" },
        GameKind { game: &GameType::<nile::pragas::Pragas>::NEW, agents: &GameType::<nile::pragas::Pragas>::NEW, summary: "" },
        GameKind {
            game: &GameType::<nile::conquistando::Conquistando>::NEW,
            agents: &GameType::<nile::conquistando::Conquistando>::NEW,
            summary: "",
        },
    ]
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let [g, s, rest @ ..] = data else { return };
    let kind = kinds()[usize::from(*g) % 5];
    let players = 2;
    let record = MatchRecord {
        id: "fuzz".into(),
        game: kind.game.name().into(),
        config_json: kind.game.config_json(players, &[]).expect("a default configuration"),
        seed: u64::from(*g),
        seed_public: false,
        seats: vec![SeatRecord { spec: "open".into(), name: None, token_hash: None }; players],
        step: 0,
        over: false,
        created: 0,
    };
    let mut live = Live::rebuild(kind, record, &[]).expect("a fresh match");
    let (opening, _) = live.with_chance(None).expect("the opening draws");
    for i in opening {
        live.apply(i).expect("a drawn outcome applies");
    }
    let seat = usize::from(*s) % (players + 1);
    let viewer = if seat == players { Viewer::Spectator } else { Viewer::Seat(seat) };
    match parse(rest) {
        Err(reason) => assert!(!reason.is_empty()),
        Ok(ClientMessage::Act { step, action }) => {
            let before = live.game.to_json();
            match viewer {
                Viewer::Seat(p) if nile_server::hub::check_move(&live, p, step, action).is_ok() => {
                    let (indices, _) = live.with_chance(Some(action)).expect("a checked move applies");
                    for i in indices {
                        live.apply(i).expect("each step applies");
                    }
                }
                _ => assert_eq!(live.game.to_json(), before, "a refused move changed nothing"),
            }
        }
        Ok(ClientMessage::Hello { since, render, .. }) => {
            live.message(viewer, since.unwrap_or(0), render.unwrap_or(true))
                .expect("a state message");
        }
        Ok(ClientMessage::Ping {}) => {}
    }
});
