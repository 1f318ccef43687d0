//! Client messages as the server reads them: any bytes, for any seat or a spectator, at
//! the opening of any game. A message is read or refused with a sentence; an `act` is
//! checked as the server checks it, and one that is refused leaves the match unchanged,
//! one that is accepted applies (with its chance draws); an `undo` is checked as the
//! server checks it (one allowed takes back one step, one refused changes nothing); a chat text is kept (trimmed,
//! 1 to 500 characters, no control character) or refused as `bad_chat`. Nothing panics.
#![no_main]

use nile::core::Lang;
use nile_server::chat::{check_text, MAX_CHAT};
use nile_server::live::Live;
use nile_server::protocol::{parse, ClientMessage};
use nile_server::store::{MatchRecord, SeatRecord};
use nile_server::view::Viewer;
use nile_server::GameKind;

/// Every registered game, as the server offers it.
fn kind(pick: u8) -> GameKind {
    let games = nile::registry::games();
    let e = &games[usize::from(pick) % games.len()];
    GameKind {
        game: e.game,
        board: e.board,
        agents: e.agents,
        summary: e.summary,
    }
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let [g, s, rest @ ..] = data else { return };
    let kind = kind(*g);
    let players = 2;
    let record = MatchRecord {
        id: "fuzz".into(),
        game: kind.game.name().into(),
        config_json: kind
            .game
            .config_json(players, &[])
            .expect("a default configuration"),
        seed: u64::from(*g),
        seed_public: false,
        seats: vec![
            SeatRecord {
                spec: "open".into(),
                name: None,
                token_hash: None,
                stand_in: None,
                clock_ms: None
            };
            players
        ],
        step: 0,
        over: false,
        created: 0,
        undos: 0,
        clock: None,
        deadline: None,
        deadline_seat: None,
    };
    let mut live = Live::rebuild(kind, record, &[]).expect("a fresh match");
    let (opening, _) = live.with_chance(None).expect("the opening draws");
    for i in opening {
        live.apply(i).expect("a drawn outcome applies");
    }
    let seat = usize::from(*s) % (players + 1);
    let viewer = if seat == players {
        Viewer::Spectator
    } else {
        Viewer::Seat(seat)
    };
    match parse(rest) {
        Err(reason) => assert!(!reason.text(Lang::En).is_empty()),
        Ok(ClientMessage::Act { step, action }) => {
            let before = live.game.to_json();
            match viewer {
                Viewer::Seat(p) if nile_server::hub::check_move(&live, p, step, action).is_ok() => {
                    let (indices, _) = live
                        .with_chance(Some(action))
                        .expect("a checked move applies");
                    for i in indices {
                        live.apply(i).expect("each step applies");
                    }
                }
                _ => assert_eq!(
                    live.game.to_json(),
                    before,
                    "a refused move changed nothing"
                ),
            }
        }
        Ok(ClientMessage::Hello {
            since,
            render,
            lang,
            ..
        }) => {
            // A language the server does not speak is refused before any state is built.
            let lang = match lang.as_deref().map(str::parse::<Lang>) {
                None => Lang::En,
                Some(Ok(lang)) => lang,
                Some(Err(_)) => return,
            };
            live.message(
                viewer,
                since.unwrap_or(0),
                render.unwrap_or(true),
                false,
                lang,
            )
            .expect("a state message");
        }
        Ok(ClientMessage::Undo { step }) => {
            // At the opening only draws lie behind: every undo is refused, and a refused
            // undo changes nothing.
            let before = live.game.to_json();
            let allowed = match viewer {
                Viewer::Seat(p) => step == live.step() && live.check_undo(p).is_ok(),
                Viewer::Spectator | Viewer::All => false,
            };
            if allowed {
                let at = live.step();
                live.undo().expect("an allowed undo applies");
                assert_eq!(live.step() + 1, at, "one step taken back");
            } else {
                assert_eq!(
                    live.game.to_json(),
                    before,
                    "a refused undo changed nothing"
                );
            }
        }
        // Read with its seat number; what it may do is the hub's (tests/stand_in.rs).
        Ok(ClientMessage::HandToBot { .. }) => {}
        Ok(ClientMessage::Ping {}) => {}
        Ok(ClientMessage::Chat { text }) => match check_text(&text) {
            Ok(kept) => {
                let n = kept.chars().count();
                assert!((1..=MAX_CHAT).contains(&n), "{n} characters kept");
                assert!(
                    !kept.chars().any(char::is_control),
                    "no control character kept"
                );
                assert_eq!(
                    check_text(&kept).ok(),
                    Some(kept.clone()),
                    "checking twice changes nothing"
                );
            }
            Err(e) => assert_eq!(e.code(), "bad_chat"),
        },
    }
});
