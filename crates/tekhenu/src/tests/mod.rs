//! Scripted scenarios: the rulebook's worked examples and one test per rule.

use nile_core::{Game, GameConfig, Turn};

use crate::action::TekhenuAction;
use crate::cards::{b, bit, d, t};
use crate::state::{Node, Placed, Step, Tekhenu};
use crate::types::*;
use crate::TekhenuConfig;

mod feasibility;

/// A game after setup (first listed choices), at the first player's first TakeDie.
fn game(players: usize) -> Tekhenu {
    let mut g = Tekhenu::new(&TekhenuConfig::for_players(players)).unwrap();
    let mut legal = Vec::new();
    let mut ch = Vec::new();
    while g.top() != Some(Node::TakeDie) {
        match g.turn() {
            Turn::Chance => {
                g.chance_outcomes(&mut ch);
                g.apply(ch[0].0).unwrap();
            }
            Turn::Player(_) => {
                g.legal_actions(&mut legal);
                g.apply(legal[0]).unwrap();
            }
            Turn::Over => panic!("over during setup"),
        }
    }
    g
}

/// Empties the disc and every pan, and gives seat `p` a blank board.
fn blank(g: &mut Tekhenu) -> u8 {
    for i in 0..g.dice.len() {
        if g.dice[i].loc != Loc::Out {
            g.dice.set_loc(i, Loc::Bag);
        }
    }
    let p = g.turn.p;
    g.osiris = [[NONE; 4]; 6];
    g.temple_buildings = [NONE; 10];
    g.board_gold = 0b1_1111;
    for q in 0..g.np as usize {
        g.players[q].buildings = 10;
        let pl = &mut g.players[q];
        pl.res = [0; 5];
        pl.scribes = 0;
        pl.faith = 0;
        pl.blessings = 0;
        pl.techs = 0;
        pl.score = 10;
        pl.pop = 5;
        pl.happy = 2;
        pl.peak = [5, 2];
        pl.prod = [2; 4];
    }
    p
}

/// Puts a bag die of `colour` showing `v` in section `s`; returns its id.
fn put(g: &mut Tekhenu, colour: Colour, v: u8, s: u8) -> usize {
    let i = g
        .dice
        .iter()
        .position(|x| x.loc == Loc::Bag && x.colour == colour)
        .expect("a die in the bag");
    g.dice.set_loc(i, Loc::Disc(s));
    g.dice.set_value(i, v);
    i
}

/// The legal actions as text. The scenarios set fields by hand, so the options the
/// engine listed when it stopped may be stale: they are generated afresh.
fn legal(g: &Tekhenu) -> Vec<String> {
    let mut g = g.clone();
    g.choices.clear();
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v.iter().map(|a| a.to_string()).collect()
}

#[track_caller]
fn act(g: &mut Tekhenu, text: &str) {
    let a = text.parse().unwrap_or_else(|e| panic!("{e}"));
    g.choices.clear();
    if let Err(e) = g.apply(a) {
        panic!("{text}: {e}; legal now: {:?}", legal(g));
    }
}

/// Applies the scripted step `text`, which must be legal now: a script names only the
/// decisions the player really faces (a decision with a single option is taken by the
/// engine and is not in the script).
#[track_caller]
fn step(g: &mut Tekhenu, text: &str) {
    let now = legal(g);
    assert!(
        now.iter().any(|a| a == text),
        "{text} is not legal: {now:?}"
    );
    act(g, text);
}

/// For a setup shared by several tests, where `text` is one of several options in some
/// of them and the only one (so taken by the engine, never listed) in the others:
/// applies it when it is offered. Scripts use [`step`], which requires it.
#[track_caller]
fn step_if_offered(g: &mut Tekhenu, text: &str) {
    if legal(g).iter().any(|a| a == text) {
        act(g, text);
    }
}

fn with_tech(g: &mut Tekhenu, p: u8, n: u8) {
    g.decks[1] &= !bit(t(n));
    for q in g.players.iter_mut() {
        q.techs &= !bit(t(n));
    }
    for m in g.market.iter_mut() {
        if *m == t(n) {
            *m = NONE;
        }
    }
    g.players[p as usize].techs |= bit(t(n));
}

fn with_blessing(g: &mut Tekhenu, p: u8, n: u8) {
    g.decks[0] &= !bit(b(n));
    for m in g.market.iter_mut() {
        if *m == b(n) {
            *m = NONE;
        }
    }
    g.players[p as usize].blessings |= bit(b(n));
}

/// Gives seat `p` Decree `n` in exchange for its lowest Decree, which takes `n`'s place
/// (deck, bottom of the deck, discards, market or another hand).
fn with_decree(g: &mut Tekhenu, p: u8, n: u8) {
    let want = bit(d(n));
    let mine = g.players[p as usize].decrees;
    if mine & want != 0 {
        return;
    }
    let give = mine & mine.wrapping_neg();
    let give_card = crate::cards::DECREE + give.trailing_zeros() as u8;
    let swap = |set: &mut u32| {
        if *set & want != 0 {
            *set = (*set & !want) | give;
        }
    };
    swap(&mut g.decks[2]);
    for c in g.decree_bottom.iter_mut() {
        if *c == d(n) {
            *c = give_card;
        }
    }
    swap(&mut g.discards[2]);
    for q in 0..g.np as usize {
        if q != p as usize {
            swap(&mut g.players[q].decrees);
        }
        if g.players[q].returned == d(n) {
            g.players[q].returned = give_card;
        }
    }
    for m in g.market.iter_mut() {
        if *m == d(n) {
            *m = give_card;
        }
    }
    g.players[p as usize].decrees = (mine & !give) | want;
}

// ----- TS-1: die status -----

#[test]
fn ts1_die_status_by_light_and_colour_placeholder_data() {
    let mut g = game(4);
    blank(&mut g);
    g.disc = 0;
    let dice = [
        (Colour::White, 4, HORUS, Status::Pure, Status::Tainted),
        (Colour::Black, 3, HORUS, Status::Forbidden, Status::Tainted),
        (Colour::Grey, 5, BASTET, Status::Tainted, Status::Tainted),
        (Colour::Yellow, 2, HATHOR, Status::Pure, Status::Tainted),
        (Colour::Brown, 6, THOTH, Status::Tainted, Status::Tainted),
        (
            Colour::White,
            1,
            THOTH,
            Status::Forbidden,
            Status::Forbidden,
        ),
    ];
    for (c, v, s, now, _) in dice {
        put(&mut g, c, v, s);
        assert_eq!(g.status_as(s, c), now, "{c:?} {v} at {s}");
    }
    let l = legal(&g);
    assert!(!l.contains(&"take black 3 from Horus".to_string()));
    assert!(!l.contains(&"take white 1 from Thoth".to_string()));
    assert!(l.contains(&"take white 4 from Horus".to_string()));
    g.disc = 1;
    for (c, _, s, _, after) in dice {
        assert_eq!(g.status_as(s, c), after);
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

// ----- TS-2: cadence -----

#[test]
fn ts2_rotation_maat_cadence_and_dice_counts() {
    let mut g = Tekhenu::new(&TekhenuConfig::for_players(4)).unwrap();
    let mut rng = nile_core::rng::seeded(3);
    let mut legal_v = Vec::new();
    let mut ch = Vec::new();
    let mut last_rot = 0;
    while g.turn() != Turn::Over {
        if g.top() == Some(Node::TakeDie) {
            let disc = g
                .dice
                .iter()
                .filter(|x| matches!(x.loc, Loc::Disc(_)))
                .count();
            assert_eq!(disc, 18 - g.turns_since_rotation as usize);
            if g.rotations != last_rot {
                last_rot = g.rotations;
                assert_eq!(g.maat, g.rotations / 2, "a Maat phase every 2nd rotation");
                let bag = g.dice.iter().filter(|x| x.loc == Loc::Bag).count();
                assert_eq!(bag, if g.rotations % 2 == 0 { 8 } else { 0 });
            }
        }
        match g.turn() {
            Turn::Chance => {
                let a = g.sample_chance(&mut rng, &mut ch).unwrap();
                g.apply(a).unwrap();
            }
            _ => {
                g.legal_actions(&mut legal_v);
                let a = legal_v[nile_core::rng::below(&mut rng, legal_v.len() as u64) as usize];
                g.apply(a).unwrap();
            }
        }
    }
    assert_eq!((g.rotations, g.maat), (8, 4));
}

// ----- TS-3 / TS-4: Maat -----

#[test]
fn ts3_balance_faith_and_penalty() {
    let mut g = game(2);
    let p = blank(&mut g);
    for (c, v, left) in [
        (Colour::White, 2, true),
        (Colour::Yellow, 3, true),
        (Colour::Brown, 4, false),
        (Colour::Black, 5, false),
    ] {
        let i = put(&mut g, c, v, 0);
        g.dice
            .set_loc(i, if left { Loc::Left(p) } else { Loc::Right(p) });
    }
    g.players[p as usize].excess = 2;
    assert_eq!(g.balance(p), -6);
    g.players[p as usize].faith_placed = 1;
    assert_eq!(g.balance(p), -5);
    assert_eq!(crate::scoring::maat_penalty(-5), 1);
    assert_eq!(crate::scoring::maat_penalty(-6), 2);
    assert_eq!(crate::scoring::maat_penalty(-9), 3);
    assert_eq!(crate::scoring::maat_penalty(-2), 0);
    // Floor at 0.
    g.players[p as usize].score = 1;
    g.lose_vp(p, 3);
    assert_eq!(g.players[p as usize].score, 0);
}

#[test]
fn ts4_new_turn_order_by_balance_then_ankh() {
    let mut g = game(4);
    for q in 0..4 {
        blank(&mut g);
        g.players[q].faith_placed = 0;
    }
    let bal = [1i8, -1, 0, -4];
    let destiny = [0u8, 3, 1, 2];
    for q in 0..4 {
        g.players[q].faith_placed = bal[q];
        g.players[q].destiny = destiny[q];
    }
    let order = |g: &mut Tekhenu| {
        for q in 0..4 {
            g.players[q].faith_placed = bal[q];
            g.players[q].destiny = destiny[q];
        }
        g.maat = 1;
        g.depth = 0;
        g.stack = [Node::Empty; crate::state::STACK];
        g.step(Step::Maat(1));
        g.run();
        g.order
    };
    assert_eq!(order(&mut g), [2, 1, 0, 3]);
    with_tech(&mut g, 0, 15);
    assert_eq!(order(&mut g), [2, 0, 1, 3]);
}

// ----- TS-5: production -----

fn produce_brown5(extra: impl Fn(&mut Tekhenu, u8)) -> (Tekhenu, usize) {
    let mut g = game(2);
    let p = blank(&mut g);
    g.disc = 0; // Hathor shaded: brown is pure.
    g.players[p as usize].prod[BREAD as usize] = 3;
    put(&mut g, Colour::Brown, 5, HATHOR);
    extra(&mut g, p);
    step(&mut g, "take brown 5 from Hathor");
    // Offered only beside a Blessing `extra` gives (B07/B08 may be played instead).
    step_if_offered(&mut g, "produce bread");
    step_if_offered(&mut g, "done");
    (g, p as usize)
}

#[test]
fn ts5_production_with_excess_on_the_right_pan() {
    let (g, p) = produce_brown5(|_, _| {});
    assert_eq!(g.players[p].res[BREAD as usize], 3);
    assert_eq!(g.players[p].excess, 2);
}

#[test]
fn ts5_production_technologies_and_double_production() {
    let (g, p) = produce_brown5(|g, p| {
        with_tech(g, p, 12);
        with_tech(g, p, 17);
    });
    assert_eq!(
        g.players[p].score,
        10 + 2 + 2,
        "T12 +1 per excess, T17 +2 for Bread"
    );
    let (mut g, p) = produce_brown5(|g, p| with_blessing(g, p, 21));
    step(&mut g, "play B21");
    assert_eq!(
        (g.players[p].res[BREAD as usize], g.players[p].excess),
        (6, 4)
    );
    let (mut g, p) = produce_brown5(|g, p| with_blessing(g, p, 3));
    step(&mut g, "play B03");
    assert_eq!(
        g.players[p].res[BREAD as usize], 7,
        "B03: +4 Bread, no excess"
    );
}

#[test]
fn grey_dice_cannot_produce() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.disc = 0;
    g.players[p as usize].res[PAPYRUS as usize] = 2;
    put(&mut g, Colour::Grey, 4, BASTET);
    step(&mut g, "take grey 4 from Bastet");
    assert!(!legal(&g).iter().any(|a| a.starts_with("produce")));
}

#[test]
fn gap26_a_grey_die_without_its_god_action_is_taken_only_when_no_die_allows_one() {
    let mut g = game(4);
    blank(&mut g);
    g.disc = 0;
    // No Papyrus and no Scribe: Bastet is out of reach from any value.
    put(&mut g, Colour::Grey, 4, BASTET);
    assert_eq!(legal(&g), ["take grey 4 from Bastet"]);
    // A white die that may be taken leaves an action possible: the grey die is not listed.
    put(&mut g, Colour::White, 4, HORUS);
    assert_eq!(legal(&g), ["take white 4 from Horus"]);
    // With the Papyrus, the grey die leaves Bastet possible again.
    let p = g.turn.p as usize;
    g.players[p].res[PAPYRUS as usize] = 2;
    assert_eq!(
        legal(&g),
        ["take white 4 from Horus", "take grey 4 from Bastet"]
    );
}

#[test]
fn gap26_the_same_holds_when_anubis_is_also_possible() {
    let mut g = game(4);
    blank(&mut g);
    g.disc = 0;
    let p = g.turn.p as usize;
    // Two Scribes pay for Anubis (and move the die, but Bastet needs Papyrus).
    g.players[p].scribes = 2;
    put(&mut g, Colour::Grey, 4, BASTET);
    assert_eq!(
        legal(&g),
        [
            "take grey 4 from Bastet",
            "take grey 4 from Bastet by anubis"
        ]
    );
    put(&mut g, Colour::White, 4, HORUS);
    assert_eq!(
        legal(&g),
        [
            "take white 4 from Horus",
            "take white 4 from Horus by anubis",
            "take grey 4 from Bastet by anubis"
        ]
    );
}

// ----- TS-6: Bastet -----

#[test]
fn ts6_bastet_festival_capped_by_population() {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    g.players[p].pop = 9;
    g.players[p].happy = 5;
    g.players[p].res[PAPYRUS as usize] = 3;
    put(&mut g, Colour::Grey, 6, BASTET);
    step(&mut g, "take grey 6 from Bastet");
    assert_eq!(g.players[p].res[PAPYRUS as usize], 1);
    assert_eq!(g.players[p].happy, 9);
    assert_eq!(g.players[p].scribes, 0);
    assert!(g
        .dice
        .iter()
        .any(|x| x.loc == Loc::Right(p as u8) && x.value == 6));
}

#[test]
fn ts6_bastet_low_value_gives_scribes() {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    g.players[p].pop = 9;
    g.players[p].happy = 5;
    g.players[p].res[PAPYRUS as usize] = 2;
    g.players[p].scribes = 2;
    put(&mut g, Colour::Grey, 6, BASTET);
    step(&mut g, "take grey 6 from Bastet");
    step(&mut g, "adjust -2 with scribe");
    step(&mut g, "adjust -2 with scribe");
    assert_eq!((g.players[p].happy, g.players[p].scribes), (7, 2));
}

/// Seat `p` with T10 about to perform Bastet (2 Papyrus) with a grey 3, holding
/// `papyrus`, `gold` and `scribes`.
fn bastet_with_t10(papyrus: u8, gold: u8, scribes: u8) -> (Tekhenu, usize) {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    with_tech(&mut g, p as u8, 10);
    g.players[p].pop = 9;
    g.players[p].happy = 5;
    g.players[p].res[PAPYRUS as usize] = papyrus;
    g.players[p].res[GOLD as usize] = gold;
    g.players[p].scribes = scribes;
    put(&mut g, Colour::Grey, 3, BASTET);
    step(&mut g, "take grey 3 from Bastet");
    (g, p)
}

#[test]
fn gap26_a_die_move_paid_with_t10_gold_must_leave_the_main_action_possible() {
    // The only Gold is Bastet's second Papyrus: no move is offered, so the festival
    // (the only option left) runs at once.
    let (mut g, p) = bastet_with_t10(1, 1, 0);
    assert_eq!(legal(&g), vec!["pay with papyrus", "pay with gold"]);
    step(&mut g, "pay with papyrus");
    assert_eq!(g.players[p].happy, 5 + 3);
    assert_eq!(g.players[p].res[GOLD as usize], 0);
    // With a second Gold a move is possible.
    let (g, _) = bastet_with_t10(1, 2, 0);
    assert!(legal(&g).contains(&"adjust +1 with scribe".to_string()));
    assert!(!legal(&g).contains(&"take no action".to_string()));
}

/// Seat `p` with B17 has taken a grey 3 from Bastet (2 Papyrus) for Bastet (`by`:
/// how, e.g. " by anubis"), with an extra Thoth action (2 Papyrus at value 3),
/// holding `papyrus`.
fn bastet_then_extra_thoth(papyrus: u8, by: &str) -> (Tekhenu, usize) {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    with_blessing(&mut g, p as u8, 17);
    g.players[p].pop = 12;
    g.players[p].happy = 9;
    g.players[p].peak = [12, 9];
    g.players[p].res[PAPYRUS as usize] = papyrus;
    g.players[p].scribes = 3;
    put(&mut g, Colour::Grey, 3, BASTET);
    step(&mut g, &format!("take grey 3 from Bastet{by}"));
    if by.is_empty() {
        step(&mut g, "play B17");
    } else {
        step(&mut g, "perform Bastet");
        step(&mut g, "play B17");
    }
    step(&mut g, "extra Thoth action");
    // With Anubis the Scribe left allows no adjustment that keeps both actions.
    step_if_offered(&mut g, "done");
    (g, p)
}

/// Resolves the extra Thoth action first: it draws (2 Papyrus at value 3) and picks,
/// spending the Papyrus Bastet, the main action, needed.
fn resolve_extra_thoth_first(g: &mut Tekhenu, p: usize) {
    assert_eq!(legal(g), vec!["resolve main action", "resolve extra Thoth"]);
    step(g, "resolve extra Thoth");
    assert!(legal(g)
        .iter()
        .all(|a| a.starts_with("draw from") || a.starts_with("refresh")));
    let draw = legal(g)
        .into_iter()
        .find(|a| a.starts_with("draw from"))
        .expect("a section to draw from");
    step(g, &draw);
    while g
        .top()
        .is_some_and(|n| matches!(n, Node::ThothPick(..) | Node::Pay(..)))
    {
        let first = legal(g)[0].clone();
        step(g, &first);
    }
    assert_eq!(g.players[p].res[PAPYRUS as usize], 0);
}

#[test]
fn b17_the_extra_action_may_go_first_and_a_grey_die_then_has_no_other_action() {
    // Rulebook: "em qualquer ordem". Thoth first spends Bastet's Papyrus; the player
    // "must choose another action" (docs/tekhenu.md OTHER-ACTION), but a grey die from
    // Bastet has none: nothing happens.
    let (mut g, p) = bastet_then_extra_thoth(2, "");
    resolve_extra_thoth_first(&mut g, p);
    assert_eq!(g.players[p].happy, 9, "no festival");
    assert!(
        g.turn.resolved & 1 != 0,
        "the main action's turn came and went"
    );
}

#[test]
fn a_main_action_that_cannot_be_paid_any_more_makes_the_player_choose_another_action() {
    // With Anubis the die may do any action: once Thoth has spent Bastet's Papyrus,
    // the player chooses another one (Osiris, or a production), not Bastet.
    let (mut g, p) = bastet_then_extra_thoth(2, " by anubis");
    resolve_extra_thoth_first(&mut g, p);
    assert_eq!(g.top(), Some(Node::Main));
    let options = legal(&g);
    assert!(
        !options.contains(&"perform Bastet".to_string()),
        "{options:?}"
    );
    assert!(
        options.contains(&"perform Osiris".to_string()),
        "{options:?}"
    );
    assert!(
        options.contains(&"produce papyrus".to_string()),
        "{options:?}"
    );
    step(&mut g, "produce papyrus");
    while g.top().is_some_and(|n| matches!(n, Node::ProdWindow(_))) {
        step(&mut g, "produce");
    }
    assert!(g.players[p].res[PAPYRUS as usize] > 0, "produced");
    assert_eq!(g.players[p].happy, 9, "no festival");
}

// ----- TS-7 / TS-8: Horus -----

fn horus_game(players: usize) -> (Tekhenu, u8) {
    horus_statue(players, 4)
}

/// The active seat builds a god statue with a grey die of value `v` from Horus (Horus
/// tiles: 1 Horus, 2 Ra, 3 Bastet, 4 Hathor, 5 Thoth, 6 Osiris).
fn horus_statue(players: usize, v: u8) -> (Tekhenu, u8) {
    let mut g = game(players);
    let p = blank(&mut g);
    g.horus = [HORUS, RA, BASTET, HATHOR, THOTH, OSIRIS];
    g.players[p as usize].res[GRANITE as usize] = 1;
    put(&mut g, Colour::Grey, v, HORUS);
    step(&mut g, &format!("take grey {v} from Horus"));
    step(&mut g, "build god statue");
    (g, p)
}

#[test]
fn two_seats_a_first_statue_on_horus_pays_nothing_to_the_action_that_built_it() {
    // Rulebook: at 2 players the builder gets its bonus when performing that god's
    // action, "but not after building the statue".
    let (mut g, p) = horus_statue(2, 1);
    assert_eq!(g.god_statues[HORUS as usize][p as usize], 1);
    assert_eq!(g.players[p as usize].res[PAPYRUS as usize], 0);
    g.statue_bonuses(HORUS, p);
    assert_eq!(
        g.players[p as usize].res[PAPYRUS as usize], 1,
        "the next one does"
    );
}

#[test]
fn three_players_a_second_statue_for_the_same_god_gives_no_new_bonus() {
    // Rulebook.
    let (mut g, p) = horus_game(3);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 1);
    g.build_god_statue(p, HATHOR as usize, 3);
    assert_eq!(g.god_statues[HATHOR as usize][p as usize], 2);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 1);
}

#[test]
fn t10_and_t22_points_come_only_during_the_holders_own_turn() {
    // Rulebook: "durante seu turno".
    let mut g = game(3);
    let p = blank(&mut g);
    with_tech(&mut g, p, 10);
    g.players[p as usize].scribes = 2;
    let other = (p + 1) % 3;
    with_tech(&mut g, other, 10);
    g.players[other as usize].scribes = 1;
    g.pay_one(other, BREAD, SCRIBE);
    assert_eq!(
        g.players[other as usize].score, 10,
        "not on another seat's turn"
    );
    g.pay_one(p, BREAD, SCRIBE);
    g.pay_one(p, BREAD, SCRIBE);
    assert_eq!(g.players[p as usize].score, 11, "once per own turn");
    g.turn.active = false;
    g.turn.t10 = false;
    g.players[p as usize].scribes = 1;
    g.pay_one(p, BREAD, SCRIBE);
    assert_eq!(g.players[p as usize].score, 11, "not at a scoring phase");
}

#[test]
fn ts7_horus_god_statue_and_its_bonus_four_players_placeholder_data() {
    let (mut g, p) = horus_game(4);
    assert_eq!(g.god_statues[HATHOR as usize][p as usize], 1);
    assert_eq!(g.players[p as usize].statues, 5);
    assert_eq!(g.players[p as usize].res[GRANITE as usize], 0);
    let gold = g.players[p as usize].res[GOLD as usize];
    assert_eq!(gold, 0, "nothing when built at 4 players");
    let other = (p + 1) % 4;
    g.statue_bonuses(HATHOR, other);
    assert_eq!(
        g.players[p as usize].res[GOLD as usize], 1,
        "slot 4 bonus: 1 Gold"
    );
    g.statue_bonuses(HATHOR, p);
    assert_eq!(
        g.players[p as usize].res[GOLD as usize], 1,
        "not for one's own action"
    );
    with_tech(&mut g, p, 7);
    g.statue_bonuses(HATHOR, other);
    assert_eq!(
        g.players[p as usize].res[GRANITE as usize], 1,
        "T07: +1 Granite"
    );
}

#[test]
fn ts7_three_players_bonus_when_built_two_players_own_actions() {
    let (g, p) = horus_game(3);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 1);
    let (mut g, p) = horus_game(2);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 0);
    g.statue_bonuses(HATHOR, p);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 1);
}

#[test]
fn ts8_people_statue_in_the_temple_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g);
    for (r, c, tile) in [(2, 0, 21), (2, 4, 22), (0, 2, 23)] {
        g.pillar_stack &= !(1 << tile);
        g.temple[r][c] = Some(Placed {
            tile,
            rot: 0,
            owner: p,
        });
        g.players[p as usize].pillars -= 1;
    }
    g.players[p as usize].res[GRANITE as usize] = 1;
    put(&mut g, Colour::Grey, 4, HORUS);
    step(&mut g, "take grey 4 from Horus");
    step(&mut g, "build people statue at temple row");
    assert_eq!(g.players[p as usize].res[GOLD as usize], 1);
    assert_eq!(g.players[p as usize].score, 16);
}

// ----- TS-9: Ra -----

#[test]
fn ts9_ra_at_a_corner_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.disc = 2; // Ra section (1) is shaded: (1 + 6 - 2) % 6 = 5 -> Shaded.
    assert_eq!(g.light(RA), Light::Shaded);
    // P07 in the middle slot.
    let p07 = 6;
    for slot in 0..3 {
        if g.display[slot] != NONE {
            g.pillar_stack |= 1 << g.display[slot];
        }
    }
    g.pillar_stack &= !(1 << p07);
    g.display = [NONE, p07, NONE];
    g.players[p as usize].res[LIMESTONE as usize] = 1;
    put(&mut g, Colour::Grey, 3, RA);
    step(&mut g, "take grey 3 from Ra");
    step(&mut g, "pillar at row 0 column 0");
    step(&mut g, "rotate 2");
    let pl = g.players[p as usize];
    assert_eq!(
        pl.score,
        10 + 4 + 2,
        "two border matches at a corner, middle slot"
    );
    assert_eq!(pl.res[LIMESTONE as usize], 2, "paid 1, the cell gives 2");
    assert_eq!(pl.pillars, 7);
    assert!(matches!(g.temple[0][0], Some(x) if x.tile == p07 && x.owner == p));
}

// ----- TS-10: temple scoring -----

#[test]
fn ts10_temple_scoring_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.temple_buildings[2] = p;
    g.temple_buildings[5 + 1] = p;
    g.people[PEOPLE_TEMPLE_ROW as usize] = p;
    g.temple[2][1] = Some(Placed {
        tile: 0,
        rot: 0,
        owner: p,
    });
    g.temple[2][3] = Some(Placed {
        tile: 1,
        rot: 0,
        owner: p,
    });
    assert_eq!(g.temple_score(p), 8);
    let mut g = game(4);
    let p = blank(&mut g);
    g.temple_buildings[0] = p;
    g.temple[1][1] = Some(Placed {
        tile: 0,
        rot: 0,
        owner: p,
    });
    g.temple[3][3] = Some(Placed {
        tile: 1,
        rot: 0,
        owner: p,
    });
    assert_eq!(g.temple_score(p), 1);
}

// ----- TS-11: Hathor -----

#[test]
fn ts11_hathor_building_collects_along_its_column_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g);
    let other = (p + 1) % 4;
    g.temple[1][2] = Some(Placed {
        tile: 0,
        rot: 0,
        owner: p,
    });
    g.temple[2][2] = Some(Placed {
        tile: 1,
        rot: 0,
        owner: other,
    });
    g.pillar_stack &= !3;
    for t in g.display.iter_mut() {
        if *t < 2 {
            *t = NONE;
        }
    }
    g.players[p as usize].pillars -= 1;
    g.players[other as usize].pillars -= 1;
    g.players[p as usize].pop = 6;
    g.players[p as usize].res[BREAD as usize] = 4;
    put(&mut g, Colour::Grey, 5, HATHOR);
    step(&mut g, "take grey 5 from Hathor");
    step(&mut g, "building at column 2");
    let pl = g.players[p as usize];
    assert_eq!(pl.score, 13);
    assert_eq!((pl.faith, pl.res[GRANITE as usize]), (2, 1));
    assert_eq!(pl.pop, 11);
    assert_eq!(pl.res[BREAD as usize], 0);
    assert!(g.market_filled & 4 != 0, "population 9 opens section 3");
}

// ----- TS-12: Thoth -----

#[test]
fn ts12_thoth_refresh_then_draw_from_one_section() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.players[p].happy = 6;
    g.players[p].pop = 6;
    g.players[p].res[PAPYRUS as usize] = 3;
    put(&mut g, Colour::Grey, 4, THOTH);
    step(&mut g, "take grey 4 from Thoth");
    let l = legal(&g);
    assert!(
        !l.iter().any(|a| a == "draw from section 3"),
        "no access to section 3"
    );
    step(&mut g, "refresh section 2");
    while g.turn() == Turn::Chance {
        let mut ch = Vec::new();
        g.chance_outcomes(&mut ch);
        g.apply(ch[0].0).unwrap();
    }
    assert_eq!(g.players[p].res[PAPYRUS as usize], 2);
    step(&mut g, "draw from section 2");
    let first = legal(&g)[0].clone();
    step(&mut g, &first);
    let second = legal(&g)[0].clone();
    step(&mut g, &second);
    let pl = g.players[p];
    assert_eq!(pl.res[PAPYRUS as usize], 0);
    assert_eq!((pl.blessings | pl.techs).count_ones(), 2);
}

#[test]
fn thoth_needs_happiness() {
    let mut g = game(2);
    let p = blank(&mut g) as usize;
    g.players[p].happy = 0;
    assert!(!g.god_ok(p as u8, THOTH, 1, crate::state::Origin::Main));
    g.players[p].happy = 1;
    assert!(g.god_ok(p as u8, THOTH, 1, crate::state::Origin::Main));
}

// ----- TS-13 / TS-14: Osiris -----

#[test]
fn ts13_osiris_row_four_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.players[p].happy = 3;
    g.disc = 0;
    put(&mut g, Colour::Grey, 4, OSIRIS);
    step(&mut g, "take grey 4 from Osiris");
    step(&mut g, "build in bread district");
    let pl = g.players[p];
    assert_eq!(pl.happy, 2);
    assert_eq!(pl.prod[BREAD as usize], 3);
    assert_eq!(pl.prod[GRANITE as usize], 3, "S4(Bread) = Granite");
    assert_eq!((pl.res[BREAD as usize], pl.res[GOLD as usize]), (1, 1));
    assert_eq!(g.osiris[3][BREAD as usize], p as u8);
}

#[test]
fn osiris_row_two_gold_goes_to_the_first_builder_only() {
    let mut g = game(4);
    let p = blank(&mut g);
    let a = |v| crate::state::Act {
        p,
        god: OSIRIS,
        v,
        origin: crate::state::Origin::Main,
        waived: false,
        no_loss: false,
        filter: 0,
        die1: false,
    };
    g.players[p as usize].happy = 3;
    g.osiris_do(a(2), 0);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 1);
    g.osiris_do(a(2), 1);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 1);
}

#[test]
fn ts14_district_majority_with_topmost_tie_break() {
    let mut g = game(4);
    let (a, bb) = (0u8, 1u8);
    g.osiris[1][0] = a;
    g.osiris[4][0] = a;
    g.osiris[2][0] = bb;
    g.osiris[3][0] = bb;
    assert_eq!(g.district_winner(0), Some(a));
    g.people[PEOPLE_WORKSHOPS as usize] = bb;
    assert_eq!(g.district_winner(0), Some(bb));
    assert_eq!(
        g.district_winner(1),
        Some(bb),
        "the statue counts for both districts"
    );
}

// ----- TS-15 / TS-16: Scribes, Anubis, extra actions -----

#[test]
fn ts15_scribes_and_anubis() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.disc = 0;
    g.players[p].scribes = 3;
    g.players[p].happy = 3;
    put(&mut g, Colour::Black, 5, HORUS);
    assert_eq!(g.status_as(HORUS, Colour::Black), Status::Forbidden);
    with_tech(&mut g, p as u8, 23);
    step(&mut g, "take black 5 from Horus by anubis");
    step(&mut g, "perform Osiris");
    step(&mut g, "adjust -2 with scribe");
    step(&mut g, "build in papyrus district");
    let pl = g.players[p];
    assert_eq!(pl.scribes, 0);
    assert_eq!(pl.score, 13, "T23: +3 VP");
    assert_eq!(g.osiris[2][0], p as u8);
    assert!(g.dice.iter().any(|x| x.loc == Loc::Below(p as u8)));
    assert_eq!(g.balance(p as u8), 0, "Anubis dice do not count");
}

#[test]
fn ts16_extra_adjacent_action_with_b17() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.disc = 0;
    with_blessing(&mut g, p as u8, 17);
    g.players[p].scribes = 1;
    g.players[p].res[BREAD as usize] = 3;
    put(&mut g, Colour::White, 2, RA);
    step(&mut g, "take white 2 from Ra");
    step(&mut g, "play B17");
    step(&mut g, "extra Hathor action");
    step(&mut g, "resolve extra Hathor");
    let space = legal(&g)[0].clone();
    step(&mut g, &space);
    let pl = g.players[p];
    assert_eq!(pl.scribes, 0);
    assert_eq!(pl.buildings, 9);
    // 2 produced + 1 from the empty cell (0, 0) along row 0.
    assert_eq!(pl.res[LIMESTONE as usize], 3);
    assert_eq!(
        g.dice
            .iter()
            .filter(|x| matches!(x.loc, Loc::Left(q) | Loc::Right(q) if q as usize == p))
            .count(),
        1
    );
}

#[test]
fn b19_opposite_action_costs_happiness_and_population() {
    let mut g = game(4);
    let p = blank(&mut g) as usize;
    g.disc = 0;
    with_blessing(&mut g, p as u8, 19);
    g.players[p].happy = 3;
    put(&mut g, Colour::White, 2, RA);
    step(&mut g, "take white 2 from Ra");
    step(&mut g, "play B19");
    assert_eq!((g.players[p].happy, g.players[p].pop), (2, 4));
    assert_eq!(g.turn.extras[0], THOTH);
}

// ----- TS-17: scoring phase -----

#[test]
fn ts17_scoring_phase_placeholder_data() {
    let mut g = game(4);
    let p = blank(&mut g);
    for q in 0..4 {
        g.players[q].happy = 0;
    }
    let pl = &mut g.players[p as usize];
    pl.buildings = 6;
    pl.statues = 3;
    pl.pop = 14;
    pl.happy = 14;
    pl.prod = [6, 6, 3, 2];
    pl.res[BREAD as usize] = 1;
    g.osiris[0][0] = p;
    g.osiris[0][1] = p;
    g.osiris[0][2] = p;
    g.osiris[0][3] = p;
    for s in 0..3 {
        g.god_statues[s][p as usize] = 1;
    }
    g.depth = 0;
    g.step(Step::Scoring(0));
    g.run();
    // Districts 4 x 3, statues 6, happiness 6, production 4, building row 1 + 2.
    assert_eq!(g.players[p as usize].score, 10 + 12 + 6 + 6 + 4 + 3);
    assert_eq!(g.top(), Some(Node::Feed(p, 2)));
    step(&mut g, "pay with bread");
    assert_eq!(g.players[p as usize].score, 10 + 31 - 3);
}

// ----- TS-18: decrees -----

#[test]
fn d24_scores_the_temple_again_without_the_people_statues() {
    // Rulebook: "somente seus próprios Edifícios e Colunas" (docs/tekhenu.md GAP-29
    // counted the statues too).
    let mut g = game(4);
    let p = blank(&mut g);
    let line = crate::data::PEOPLE_STATUE_LINE;
    g.temple[line][0] = Some(Placed {
        tile: 0,
        rot: 0,
        owner: p,
    });
    g.people[PEOPLE_TEMPLE_ROW as usize] = p;
    g.temple_buildings[0] = p;
    let pl = &mut g.players[p as usize];
    (pl.pillars, pl.statues, pl.buildings) = (pl.pillars - 1, pl.statues - 1, pl.buildings - 1);
    let full = g.temple_score(p);
    assert_eq!(
        g.temple_statue_score(p),
        2,
        "the statue and its aligned pillar"
    );
    assert_eq!(g.decree_vp(p, d(24)), full - 2);
}

#[test]
fn ts18_decree_selection_and_values() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.players[p as usize].decrees = bit(d(12)) | bit(d(7)) | bit(d(15));
    g.revealed = true;
    g.depth = 0;
    g.push(Node::SelectDecree(p));
    step(&mut g, "score D12");
    assert!(
        !legal(&g).contains(&"score D15".to_string()),
        "one per symbol"
    );
    step(&mut g, "score D07");
    g.players[p as usize].scribes = 5;
    assert_eq!(g.decree_vp(p, d(7)), 15);
    g.players[p as usize].res = [1, 0, 0, 0, 2];
    assert_eq!(g.decree_vp(p, d(8)), 5);
}

#[test]
fn ts18_d03_doubles_and_d04_pays_per_triangle() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.players[p as usize].decrees = bit(d(3)) | bit(d(7)) | bit(d(4));
    g.players[p as usize].res = [3, 0, 0, 0, 4];
    g.players[p as usize].scribes = 5;
    g.players[p as usize].pop = 14;
    g.players[p as usize].peak[0] = 14;
    g.revealed = true;
    g.depth = 0;
    g.push(Node::SelectDecree(p));
    step(&mut g, "score D03");
    step(&mut g, "score D07");
    step(&mut g, "score D04");
    step(&mut g, "double D07");
    step(&mut g, "pay for 2 triangles");
    step(&mut g, "pay with papyrus");
    step(&mut g, "pay with papyrus");
    assert_eq!(g.players[p as usize].score, 10 + 6 + 30);
}

#[test]
fn d05_scores_the_highest_happiness_triangle_reached_not_the_current_one() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.gain_pop(p, 9); // population 14
    g.gain_happy(p, 12); // happiness 14: two triangles (9, 13)
    assert_eq!(g.players[p as usize].peak, [14, 14]);
    g.lose_happy(p, 6); // back to 8, below every triangle
    g.lose_pop(p, 6); // population 8
    assert_eq!(g.decree_vp(p, d(5)), 4 * 2, "the highest reached counts");
    g.gain_happy(p, 3); // back up to 8 (capped by population): no new triangle
    assert_eq!(g.players[p as usize].peak, [14, 14]);
    assert_eq!(g.decree_vp(p, d(5)), 8);
}

#[test]
fn d04_pays_for_the_highest_population_triangle_reached() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.players[p as usize].decrees = bit(d(4));
    g.players[p as usize].res = [3, 0, 0, 0, 0];
    g.gain_pop(p, 9); // population 14: two triangles (9, 13)
    g.lose_pop(p, 7); // population 7, below every triangle
    g.revealed = true;
    g.depth = 0;
    g.push(Node::SelectDecree(p));
    step(&mut g, "score D04");
    assert!(legal(&g).contains(&"pay for 2 triangles".to_string()));
    step(&mut g, "pay for 2 triangles");
    assert_eq!(g.players[p as usize].score, 10 + 6);
}

// ----- TS-19 / TS-20: tracks -----

#[test]
fn ts19_market_sections_open_at_population_9_and_13() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.market_filled = 0b11;
    for i in 7..15 {
        g.market[i] = NONE;
    }
    g.players[p as usize].pop = 7;
    g.gain_pop(p, 2);
    assert_eq!(g.market_filled, 0b111);
    g.gain_pop(p, 4);
    assert_eq!(g.market_filled, 0b1111);
}

#[test]
fn ts20_happiness_rewards_once() {
    let mut g = game(4);
    let p = blank(&mut g);
    g.players[p as usize].pop = 21;
    g.players[p as usize].happy = 14;
    g.gain_happy(p, 6);
    let pl = g.players[p as usize];
    assert_eq!((pl.happy, pl.res[GOLD as usize], pl.scribes), (20, 1, 1));
    g.gain_happy(p, 1);
    assert_eq!(
        g.top(),
        Some(Node::FreeAction(p, crate::state::Origin::Happy21))
    );
    g.lose_happy(p, 5);
    g.gain_happy(p, 5);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 1);
}

// ----- TS-21: tie-break -----

#[test]
fn ts21_ties_go_to_more_scribes_then_turn_order() {
    let mut g = game(2);
    g.over = true;
    g.players[0].score = 80;
    g.players[1].score = 80;
    g.players[0].scribes = 3;
    g.players[1].scribes = 5;
    assert_eq!(g.outcome().unwrap().ranks, vec![1, 0]);
    g.players[0].scribes = 5;
    g.order = [0, 1, 2, 3];
    assert_eq!(g.outcome().unwrap().ranks, vec![0, 1]);
}

// ----- card families -----

#[test]
fn blessing_b23_gives_a_free_anubis_action() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.disc = 0;
    with_blessing(&mut g, p, 23);
    put(&mut g, Colour::Black, 5, HORUS);
    step(&mut g, "take black 5 from Horus by anubis with blessing");
    assert_eq!(g.players[p as usize].blessings, 0);
    assert!(g.discards[0] & bit(b(23)) != 0);
}

#[test]
fn technology_t08_takes_forbidden_dice() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.disc = 0;
    with_tech(&mut g, p, 8);
    put(&mut g, Colour::Black, 5, HORUS);
    step(&mut g, "take black 5 from Horus as pure");
    assert!(g.dice.iter().any(|x| x.loc == Loc::Left(p)));
}

#[test]
fn blessing_b11_recolours_a_die() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.disc = 0;
    with_blessing(&mut g, p, 11);
    put(&mut g, Colour::Black, 5, HORUS);
    step(&mut g, "take black 5 from Horus as white");
    step(&mut g, "value 6");
    assert!(g.dice.iter().any(|x| x.loc == Loc::Left(p) && x.value == 6));
    assert_eq!(g.turn.colour, Colour::White.index() as u8);
}

#[test]
fn starting_cards_and_destiny_cards_rewards() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.depth = 0;
    g.players[p as usize].destiny = 1;
    g.players[p as usize].starting = [6, 11];
    g.push(Node::RewardOrder(p, 0));
    step(&mut g, "reward S07");
    step(&mut g, "reward A02");
    let pl = g.players[p as usize];
    assert_eq!((pl.res[GOLD as usize], pl.scribes), (1 + 1 + 2, 2));
}

#[test]
fn decree_families_score_their_counts() {
    let mut g = game(2);
    let p = blank(&mut g);
    g.players[p as usize].statues = 3;
    g.people[0] = p;
    assert_eq!(g.decree_vp(p, d(18)), 9);
    assert_eq!(g.decree_vp(p, d(19)), 5);
    assert_eq!(g.decree_vp(p, d(16)), 8);
    g.players[p as usize].buildings = 7;
    assert_eq!(g.decree_vp(p, d(21)), 3);
}

// ----- solo -----

#[test]
fn ts22_solo_pyramid_path() {
    let mut g = game(1);
    g.bot.progress = 0;
    g.bot_advance(false);
    assert_eq!(g.bot.progress, 1);
    g.bot_advance(true);
    assert_eq!(g.bot.progress, 5);
    g.bot_advance(true);
    assert_eq!(g.bot.progress, 8);
}

#[test]
fn ts23_bot_takes_the_highest_pure_die_of_its_god() {
    let mut g = game(1);
    blank(&mut g);
    g.disc = 2; // Thoth (4): (4+6-2)%6 = 2 -> Shaded.
    put(&mut g, Colour::Grey, 5, THOTH);
    let pure = put(&mut g, Colour::Yellow, 5, THOTH);
    g.bot.pyramid[0] = THOTH;
    g.bot.progress = 0;
    g.bot.tile = THOTH;
    g.depth = 0;
    g.step(Step::BotTurn(1));
    g.run();
    assert_eq!(g.dice[pure].loc, Loc::Below(1));
}

#[test]
fn ts24_bot_bastet_and_osiris() {
    let mut g = game(1);
    g.players[1].happy = 6;
    g.players[1].pop = 7;
    let s = g.players[1].scribes;
    g.bot.value = 3;
    g.depth = 0;
    g.bot_bastet(3);
    assert_eq!(
        (g.players[1].happy, g.players[1].pop, g.players[1].scribes),
        (8, 8, s + 1)
    );
    g.osiris[5] = [0, 0, NONE, 0];
    let before = g.players[1].buildings;
    g.bot_osiris(6, Colour::Brown);
    assert_eq!(g.osiris[5][2], 1);
    assert_eq!(g.players[1].buildings, before - 1);
}

#[test]
fn ts25_bot_maat_balance_and_ankh() {
    let mut g = game(1);
    g.maat = 1;
    assert_eq!(g.balance(1), 3);
    assert_eq!(g.ankh(1), 4);
    g.maat = 3;
    assert_eq!(g.balance(1), 1);
}

#[test]
fn ts26_bot_scoring_cards() {
    let mut g = game(1);
    g.players[1].blessings = 0b11;
    g.players[1].techs = 0b1;
    g.decks[0] &= !0b11;
    let before = g.players[1].score;
    g.depth = 0;
    g.step(Step::Scoring(0));
    g.run();
    assert!(g.players[1].score >= before + 6);
    assert_eq!(g.players[1].blessings, 0);
}

#[test]
fn solo_outcome_is_a_one_seat_outcome() {
    let mut g = game(1);
    g.over = true;
    g.players[0].score = 50;
    g.players[1].score = 40;
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

// ----- pillar abilities, hidden information, rendering -----

fn ra_with_tile(tile: u8, disc: u8, tech9: bool) -> (Tekhenu, u8) {
    let mut g = game(4);
    let p = blank(&mut g);
    g.disc = disc;
    for slot in 0..3 {
        if g.display[slot] != NONE {
            g.pillar_stack |= 1 << g.display[slot];
        }
    }
    g.pillar_stack &= !(1 << tile);
    g.display = [NONE, tile, NONE];
    g.players[p as usize].res[LIMESTONE as usize] = 3;
    if tech9 {
        with_tech(&mut g, p, 9);
    }
    put(&mut g, Colour::Grey, 3, RA);
    step(&mut g, "take grey 3 from Ra");
    step(&mut g, "pillar at row 2 column 2");
    step(&mut g, "rotate 0");
    (g, p)
}

#[test]
fn pillar_ability_needs_the_ra_light_or_t09() {
    // P01 (sunny): +3 Population. disc 0: Ra is sunny.
    let (g, p) = ra_with_tile(0, 0, false);
    assert_eq!(g.players[p as usize].pop, 8);
    // disc 2: Ra is shaded, no ability.
    let (g, p) = ra_with_tile(0, 2, false);
    assert_eq!(g.players[p as usize].pop, 5);
    // T09: always.
    let (g, p) = ra_with_tile(0, 2, true);
    assert_eq!(g.players[p as usize].pop, 8);
}

#[test]
fn pillar_ability_p16_gold_and_p19_cell_again() {
    // P16 (shaded) 2 Gold; disc 2 makes Ra shaded. Cell (2,2) gives 1 Gold.
    let (g, p) = ra_with_tile(15, 2, false);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 3);
    // P20 (shaded): the cell's reward twice.
    let (g, p) = ra_with_tile(19, 2, false);
    assert_eq!(g.players[p as usize].res[GOLD as usize], 2);
}

#[test]
fn observation_hides_other_decrees_and_determinize_resamples_them() {
    let g = game(3);
    let me = 0usize;
    let view = g.observation(me);
    for q in 1..3 {
        assert_eq!(view.state.players[q].decrees, 0);
        assert_eq!(view.hand_sizes[q] as u32, g.players[q].decrees.count_ones());
    }
    assert_eq!(view.state.players[me].decrees, g.players[me].decrees);
    let mut rng = nile_core::rng::seeded(9);
    let other = g.determinize(me, &mut rng);
    assert_eq!(other.observation(me), view);
    other.check_invariants().unwrap();
    let text = g.render(Some(me));
    assert!(text.contains("hidden"));
}

#[test]
fn d23_acts_before_the_reveal_and_only_d23_is_known_meanwhile() {
    let mut g = game(3);
    with_decree(&mut g, 1, 23);
    g.check_invariants().unwrap();
    g.depth = 0;
    g.step(Step::Final(1));
    g.step(Step::Final(0));
    g.run();
    assert_eq!(
        g.top(),
        Some(Node::FreeAction(1, crate::state::Origin::D23))
    );
    assert!(!g.revealed, "rulebook: D23 acts before final scoring");
    let view = g.observation(0);
    assert_eq!(view.state.players[1].decrees, bit(d(23)));
    assert_eq!(view.state.players[2].decrees, 0);
    let mut rng = nile_core::rng::seeded(3);
    for _ in 0..20 {
        let other = g.determinize(0, &mut rng);
        assert!(other.players[1].decrees & bit(d(23)) != 0);
        other.check_invariants().unwrap();
        assert_eq!(other.observation(0), view);
    }
    assert!(g.render(Some(0)).contains("decrees D23 and 0 hidden"));
    act(&mut g, "decline");
    assert!(
        g.revealed,
        "rulebook: the hands are revealed at final scoring"
    );
    assert_eq!(g.top(), Some(Node::SelectDecree(g.order[0])));
}

#[test]
fn returned_decrees_come_up_in_the_order_they_went_under_the_deck() {
    let mut g = game(4);
    // Rulebook: each seat kept one Decree and put the other under the deck.
    let under = g.decree_bottom;
    for q in 0..4 {
        assert!(under.contains(&g.players[q].returned));
    }
    // The deck runs out: the returned Decrees come up one by one, in order, no chance.
    g.discards[2] |= g.decks[2];
    g.decks[2] = 0;
    let p = g.turn.p;
    for (i, &c) in under.iter().enumerate() {
        let hidden = g.observation(p as usize);
        assert_eq!(hidden.bottom_count as usize, 4 - i);
        g.push(Node::ChDecree(p));
        let mut outcomes = Vec::new();
        g.chance_outcomes(&mut outcomes);
        assert_eq!(outcomes, vec![(TekhenuAction::Draw(c), 1)]);
        g.apply(TekhenuAction::Draw(c)).unwrap();
        assert!(g.players[p as usize].decrees & bit(c) != 0);
        g.check_invariants().unwrap();
    }
    assert_eq!(g.decree_bottom, [NONE; 4]);
}

#[test]
fn a_seat_knows_where_its_own_returned_decree_lies() {
    let g = game(3);
    let me = 1u8;
    let own = g.players[me as usize].returned;
    let place = g.decree_bottom.iter().position(|&c| c == own).unwrap();
    let view = g.observation(me as usize);
    assert_eq!(view.bottom_count, 3);
    for (i, &c) in view.state.decree_bottom.iter().enumerate() {
        assert_eq!(c == own, i == place);
    }
    let mut rng = nile_core::rng::seeded(5);
    for _ in 0..20 {
        let other = g.determinize(me as usize, &mut rng);
        assert_eq!(other.decree_bottom[place], own);
        assert!(other.decree_bottom[..3].iter().all(|&c| c != NONE));
        other.check_invariants().unwrap();
        assert_eq!(other.observation(me as usize), view);
    }
}

#[test]
fn render_marks_each_dice_purity_and_the_light() {
    let mut g = game(2);
    blank(&mut g);
    g.disc = 0;
    put(&mut g, Colour::White, 4, HORUS);
    put(&mut g, Colour::Black, 3, HORUS);
    put(&mut g, Colour::Grey, 2, HATHOR);
    let text = g.render(None);
    assert!(text.contains("Horus   SUNNY"));
    assert!(text.contains("white4+"));
    assert!(text.contains("black3x"));
    assert!(text.contains("grey2~"));
}

#[test]
fn t16_first_gets_vp_and_last_gets_gold() {
    let mut g = game(3);
    for q in 0..3 {
        g.players[q].faith_placed = [0, -3, -6][q];
        g.players[q].destiny = q as u8;
    }
    with_tech(&mut g, 0, 16);
    let s = g.players[0].score;
    g.maat = 1;
    g.depth = 0;
    g.stack = [Node::Empty; crate::state::STACK];
    g.step(Step::Maat(1));
    g.run();
    assert_eq!(g.order[0], 0);
    assert_eq!(g.players[0].score, s + 2);
}

#[test]
fn actions_read_back_from_their_text() {
    use crate::action::{How, TekhenuAction};
    for a in [
        TekhenuAction::Take(RA, Colour::Black, 5, How::Recolour(Colour::White)),
        TekhenuAction::Take(THOTH, Colour::Grey, 1, How::AnubisBlessing),
        TekhenuAction::Free(7, 3),
        TekhenuAction::Free(2, 6),
        TekhenuAction::Faith(-3),
        TekhenuAction::Statue(3),
        TekhenuAction::Space(7),
        TekhenuAction::Adjust(2, -2),
        TekhenuAction::Resolve(5),
        TekhenuAction::BotTile(8),
        TekhenuAction::Main(10),
        TekhenuAction::EndTurn,
    ] {
        let text = a.to_string();
        assert_eq!(text.parse::<TekhenuAction>().unwrap(), a, "{text}");
    }
}

#[test]
fn tampered_states_are_refused_by_from_json() {
    let g = game(2);
    let mut bad = g.clone();
    bad.turn.p = 7;
    assert!(Tekhenu::from_json(&bad.to_json()).is_err());
    let mut bad = g.clone();
    bad.players[0].happy = bad.players[0].pop + 1;
    assert!(Tekhenu::from_json(&bad.to_json()).is_err());
    let mut bad = g.clone();
    bad.stack[0] = Node::Pay(9, 0, 1);
    assert!(Tekhenu::from_json(&bad.to_json()).is_err());
    assert!(Tekhenu::from_json(&g.to_json()).is_ok());
}

#[test]
fn dice_sets_follow_every_move_and_are_rebuilt_from_json() {
    let mut g = game(4);
    let p = blank(&mut g);
    let on_disc = put(&mut g, Colour::Black, 3, RA);
    g.dice.set_loc(0, Loc::Left(p));
    g.dice.set_loc(1, Loc::Below(p));
    g.dice.set_loc(1, Loc::Right(p));
    assert_eq!(g.dice.on_disc(), 1 << on_disc);
    assert_eq!(g.dice.held()[p as usize], 0b11);
    assert_eq!(g.dice_held_by(p), 2);
    assert_eq!(g.dice.bag().count_ones(), 26 - 3);
    // JSON keeps the plain dice; reading it back (serde alone) rebuilds the sets.
    let json = serde_json::to_string(&g.dice).expect("dice serialize");
    assert!(json.starts_with("[{"), "{json}");
    let back: Dice = serde_json::from_str(&json).expect("dice read back");
    assert_eq!(back, g.dice);
    assert_eq!(back.held(), g.dice.held());
}

#[test]
fn nth_set_bit_agrees_with_clearing_bits_one_by_one() {
    let mut set = 0x9E37_79B9u32;
    for _ in 0..2000 {
        set = set.rotate_left(7) ^ set.wrapping_mul(0x0101_0101).wrapping_add(0x6D2B_79F5);
        let mut s = set;
        for k in 0..set.count_ones() {
            assert_eq!(crate::chance::nth_set_bit(set, k), s.trailing_zeros() as u8);
            s &= s - 1;
        }
    }
    assert_eq!(crate::chance::nth_set_bit(u32::MAX, 31), 31);
    assert_eq!(crate::chance::nth_set_bit(1 << 31, 0), 31);
}

// ----- B07/B08 after the last action of the turn (rulebook) -----

/// Seat `p` produces Bread with a brown 5 (its whole turn) holding the given Blessings;
/// stops where the turn's actions are all resolved.
fn last_action_done(blessings: &[u8]) -> (Tekhenu, u8) {
    let (mut g, p) = produce_brown5(|g, p| {
        for &n in blessings {
            with_blessing(g, p, n);
        }
    });
    // B07/B08 are offered in the production window too: produce without them.
    step_if_offered(&mut g, "produce");
    (g, p as u8)
}

/// Applies the first chance outcome until a player decides.
fn settle_chance(g: &mut Tekhenu) {
    let mut ch = Vec::new();
    while g.turn() == Turn::Chance {
        g.chance_outcomes(&mut ch);
        g.apply(ch[0].0).unwrap();
    }
}

#[test]
fn b07_can_be_played_after_the_last_action_of_the_turn() {
    let (mut g, p) = last_action_done(&[7]);
    assert_eq!(g.top(), Some(Node::TurnEnd));
    assert_eq!(g.turn(), Turn::Player(p as usize));
    assert_eq!(legal(&g), ["play B07", "end turn"]);
    g.check_invariants().unwrap();
    act(&mut g, "play B07");
    assert_eq!(legal(&g), ["gain population", "gain happiness"]);
    act(&mut g, "gain population");
    assert_eq!(g.players[p as usize].pop, 5 + 3);
    assert!(!g.players[p as usize].has_blessing(b(7)));
    assert_ne!(
        g.discards[0] & bit(b(7)),
        0,
        "played Blessings are discarded"
    );
    // Nothing left to play: the window closes by itself and the next seat plays.
    assert_ne!(g.top(), Some(Node::TurnEnd));
    settle_chance(&mut g);
    assert_eq!(g.top(), Some(Node::TakeDie));
    assert_ne!(g.turn.p, p);
}

#[test]
fn b08_can_be_played_after_the_last_action_of_the_turn() {
    let (mut g, p) = last_action_done(&[8]);
    assert_eq!(legal(&g), ["play B08", "end turn"]);
    act(&mut g, "play B08");
    act(&mut g, "gain happiness");
    assert_eq!(
        g.players[p as usize].happy, 5,
        "+3 Happiness, capped by Population 5"
    );
    settle_chance(&mut g);
    assert_eq!(g.top(), Some(Node::TakeDie));
    assert_ne!(g.turn.p, p);
}

#[test]
fn holding_b07_and_b08_both_can_be_played_after_the_last_action() {
    let (mut g, p) = last_action_done(&[7, 8]);
    assert_eq!(legal(&g), ["play B07", "end turn"]);
    act(&mut g, "play B07");
    act(&mut g, "gain population");
    assert_eq!(g.top(), Some(Node::TurnEnd), "the window reopens for B08");
    assert_eq!(legal(&g), ["play B08", "end turn"]);
    act(&mut g, "play B08");
    act(&mut g, "gain population");
    assert_eq!(g.players[p as usize].pop, 5 + 6);
    settle_chance(&mut g);
    assert_ne!(g.turn.p, p);
}

#[test]
fn end_turn_ends_the_turn_and_keeps_the_blessing() {
    let (mut g, p) = last_action_done(&[7]);
    let before = g.players[p as usize];
    act(&mut g, "end turn");
    assert_ne!(g.top(), Some(Node::TurnEnd));
    settle_chance(&mut g);
    assert_eq!(g.top(), Some(Node::TakeDie));
    assert_ne!(g.turn.p, p);
    let after = g.players[p as usize];
    assert!(
        after.has_blessing(b(7)),
        "B07 stays in hand for a later turn"
    );
    assert_eq!((after.pop, after.happy), (before.pop, before.happy));
    // The next seat's turn offers no B07: it is not theirs.
    assert!(!legal(&g).iter().any(|a| a == "play B07"));
    assert!(!legal(&g).iter().any(|a| a == "end turn"));
}

#[test]
fn without_b07_or_b08_no_end_of_turn_decision_appears() {
    // No Blessing, or only one that cannot be played now (B09 is for taking a die).
    for blessings in [&[][..], &[9]] {
        let (mut g, p) = last_action_done(blessings);
        assert_ne!(g.top(), Some(Node::TurnEnd));
        settle_chance(&mut g);
        assert_eq!(g.top(), Some(Node::TakeDie));
        assert_ne!(g.turn.p, p, "the turn ended by itself");
    }
}

#[test]
fn end_of_turn_window_outside_a_human_turn_is_refused() {
    let (g, _) = last_action_done(&[7]);
    let mut bad = g.clone();
    bad.turn.active = false;
    assert!(Tekhenu::from_json(&bad.to_json()).is_err());
    assert!(Tekhenu::from_json(&g.to_json()).is_ok());
    use crate::action::TekhenuAction;
    assert_eq!(
        "End Turn".parse::<TekhenuAction>().unwrap(),
        TekhenuAction::EndTurn
    );
}

#[test]
fn gap26_no_adjustment_decision_ever_has_to_forfeit_the_main_action() {
    // Every option before the main action keeps it possible, so the Modify decision's
    // defensive `take no action` never appears (random games, T10/T14/T19 included).
    let mut rng = nile_core::rng::seeded(26);
    let (mut legal_buf, mut chance) = (Vec::new(), Vec::new());
    for players in [2, 4] {
        for _ in 0..nile_core::harness::cases(150) {
            let mut g = Tekhenu::new(&TekhenuConfig::for_players(players)).unwrap();
            while let Some(a) = match g.turn() {
                Turn::Over => None,
                Turn::Chance => g.sample_chance(&mut rng, &mut chance),
                Turn::Player(_) => {
                    g.legal_actions(&mut legal_buf);
                    if g.top() == Some(Node::Modify) {
                        assert!(!legal_buf.contains(&TekhenuAction::Main(crate::turn::NO_ACTION)));
                    }
                    let i = nile_core::rng::below(&mut rng, legal_buf.len() as u64);
                    Some(legal_buf[i as usize])
                }
            } {
                g.apply(a).unwrap();
            }
        }
    }
}
