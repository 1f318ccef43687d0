//! Die status by light and colour, production, and which dice may be taken (the completion rule, docs/tekhenu.md GAP-26).

use super::*;

// ----- TS-1: die status -----

/// TS-1.
#[test]
fn a_dies_status_follows_the_sections_light_and_the_dies_colour_placeholder_data() {
    let mut g = game(4);
    blank(&mut g);
    g.board_mut().disc = 0;
    let dice = [
        (Colour::White, 4, God::Horus, Status::Pure, Status::Tainted),
        (
            Colour::Black,
            3,
            God::Horus,
            Status::Forbidden,
            Status::Tainted,
        ),
        (
            Colour::Grey,
            5,
            God::Bastet,
            Status::Tainted,
            Status::Tainted,
        ),
        (
            Colour::Yellow,
            2,
            God::Hathor,
            Status::Pure,
            Status::Tainted,
        ),
        (
            Colour::Brown,
            6,
            God::Thoth,
            Status::Tainted,
            Status::Tainted,
        ),
        (
            Colour::White,
            1,
            God::Thoth,
            Status::Forbidden,
            Status::Forbidden,
        ),
    ];
    for (c, v, s, now, _) in dice {
        put(&mut g, c, v, s);
        assert_eq!(g.board().status_as(s.id(), c), now, "{c:?} {v} at {s}");
    }
    let l = legal(&g);
    assert!(!l.contains(&"take black 3 from Horus".to_string()));
    assert!(!l.contains(&"take white 1 from Thoth".to_string()));
    assert!(l.contains(&"take white 4 from Horus".to_string()));
    g.board_mut().disc = 1;
    for (c, _, s, _, after) in dice {
        assert_eq!(g.board().status_as(s.id(), c), after);
    }
}

#[test]
fn no_die_is_forbidden_in_shade_and_grey_is_always_tainted() {
    for c in COLOURS {
        assert_ne!(status(Light::Shaded, c), Status::Forbidden);
    }
    for l in [Light::Sunny, Light::Shaded, Light::Dark] {
        assert_eq!(status(l, Colour::Grey), Status::Tainted);
    }
}

// ----- TS-5: production -----

pub(super) fn produce_brown5(extra: impl Fn(&mut Tekhenu, u8)) -> (Tekhenu, usize) {
    let mut g = game(2);
    let p = blank(&mut g);
    g.board_mut().disc = 0; // Hathor shaded: brown is pure.
    g.board_mut().players[p as usize].prod[BREAD as usize] = 3;
    put(&mut g, Colour::Brown, 5, God::Hathor);
    extra(&mut g, p);
    step(&mut g, "take brown 5 from Hathor");
    // Offered only beside a Blessing `extra` gives (B07/B08 may be played instead).
    step_if_offered(&mut g, "produce bread");
    step_if_offered(&mut g, "done");
    (g, p as usize)
}

/// TS-5.
#[test]
fn production_beyond_the_track_goes_as_excess_to_the_right_pan() {
    let (g, p) = produce_brown5(|_, _| {});
    assert_eq!(g.board().players[p].res[BREAD as usize], 3);
    assert_eq!(g.board().players[p].excess, 2);
}

/// TS-5.
#[test]
fn production_technologies_and_double_production() {
    let (g, p) = produce_brown5(|g, p| {
        with_tech(g, p, 12);
        with_tech(g, p, 17);
    });
    assert_eq!(
        g.board().players[p].score,
        10 + 2 + 2,
        "T12 +1 per excess, T17 +2 for Bread"
    );
    let (mut g, p) = produce_brown5(|g, p| with_blessing(g, p, 21));
    step(&mut g, "play B21");
    assert_eq!(
        (
            g.board().players[p].res[BREAD as usize],
            g.board().players[p].excess
        ),
        (6, 4)
    );
    let (mut g, p) = produce_brown5(|g, p| with_blessing(g, p, 3));
    step(&mut g, "play B03");
    assert_eq!(
        g.board().players[p].res[BREAD as usize],
        7,
        "B03: +4 Bread, no excess"
    );
}

#[test]
fn grey_dice_cannot_produce() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.board_mut().disc = 0;
    g.board_mut().players[p as usize].res[PAPYRUS as usize] = 2;
    put(&mut g, Colour::Grey, 4, God::Bastet);
    step(&mut g, "take grey 4 from Bastet");
    assert!(!legal(&g).iter().any(|a| a.starts_with("produce")));
}

/// GAP-26.
#[test]
fn a_grey_die_without_its_god_action_is_taken_only_when_no_die_allows_one() {
    let mut g = game(4);
    blank(&mut g);
    g.board_mut().disc = 0;
    // No Papyrus and no Scribe: Bastet is out of reach from any value.
    put(&mut g, Colour::Grey, 4, God::Bastet);
    assert_eq!(legal(&g), ["take grey 4 from Bastet"]);
    // A white die that may be taken leaves an action possible: the grey die is not listed.
    put(&mut g, Colour::White, 4, God::Horus);
    assert_eq!(legal(&g), ["take white 4 from Horus"]);
    // With the Papyrus, the grey die leaves Bastet possible again.
    let p = g.board().turn.p as usize;
    g.board_mut().players[p].res[PAPYRUS as usize] = 2;
    assert_eq!(
        legal(&g),
        ["take white 4 from Horus", "take grey 4 from Bastet"]
    );
}

/// GAP-26.
#[test]
fn a_grey_die_without_its_god_action_is_taken_only_as_a_fallback_even_with_anubis() {
    let mut g = game(4);
    blank(&mut g);
    g.board_mut().disc = 0;
    let p = g.board().turn.p as usize;
    // Two Scribes pay for Anubis (and move the die, but Bastet needs Papyrus).
    g.board_mut().players[p].scribes = 2;
    put(&mut g, Colour::Grey, 4, God::Bastet);
    assert_eq!(
        legal(&g),
        [
            "take grey 4 from Bastet",
            "take grey 4 from Bastet by anubis"
        ]
    );
    put(&mut g, Colour::White, 4, God::Horus);
    assert_eq!(
        legal(&g),
        [
            "take white 4 from Horus",
            "take white 4 from Horus by anubis",
            "take grey 4 from Bastet by anubis"
        ]
    );
}
