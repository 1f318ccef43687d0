//! The lobby's request bodies as the server reads them: any bytes, as a match to create,
//! a seat to join or a seat to leave. A body is read or refused with a sentence; a
//! match request is checked against every game as the server checks it (the game, its
//! options, the seats and their bot specs), and a name is normalised or refused. Nothing
//! panics.
#![no_main]

use nile_server::http::{body, JoinRequest, LeaveRequest};
use nile_server::hub::{check_create, CreateMatch};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let [kind, rest @ ..] = data else { return };
    match kind % 3 {
        0 => match body::<CreateMatch>(rest) {
            Ok(req) => match check_create(&nile::registry::catalog(), &req) {
                Ok((_, config, seats)) => {
                    assert!(!config.is_empty());
                    assert_eq!(seats.len(), req.seats.len());
                }
                Err(e) => assert!(!e.to_string().is_empty()),
            },
            Err(e) => assert!(!e.to_string().is_empty()),
        },
        1 => match body::<JoinRequest>(rest) {
            // Without a name the seat is called by its number; a name given is checked.
            Ok(JoinRequest { name: None, .. }) => {}
            Ok(JoinRequest {
                name: Some(raw), ..
            }) => match nile_server::names::normalise(&raw) {
                Ok(name) => {
                    assert!(
                        !name.is_empty() && name.chars().count() <= nile_server::names::MAX_NAME
                    );
                    assert_eq!(
                        nile_server::names::normalise(&name).ok(),
                        Some(name.clone()),
                        "normalising twice changes nothing"
                    );
                }
                Err(e) => assert!(!e.to_string().is_empty()),
            },
            Err(e) => assert!(!e.to_string().is_empty()),
        },
        _ => {
            if let Err(e) = body::<LeaveRequest>(rest) {
                assert!(!e.to_string().is_empty());
            }
        }
    }
});
