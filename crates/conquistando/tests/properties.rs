//! Property tests for 2–4 players and both options: random legal play keeps the
//! invariants the rulebook implies (checked here from the public API, on top of
//! `check_invariants`), every game lasts exactly 25 rounds, and arbitrary actions apply
//! exactly when listed.

use nile_conquistando::standins::{DECK_SIZE, TERRAINS_COUNT};
use nile_conquistando::{Action, Building, Conquistando, ConquistandoConfig, Unit};
use nile_core::{Game, GameConfig, Turn};
use proptest::prelude::*;

fn config(players: usize, achievements: bool, attackers: bool) -> ConquistandoConfig {
    let mut c = ConquistandoConfig::for_players(players);
    c.set_option("achievements", if achievements { "on" } else { "off" })
        .unwrap();
    c.set_option(
        "loss_basis",
        if attackers { "attackers" } else { "defenders" },
    )
    .unwrap();
    c
}

/// The rulebook's bounds, read through the public API.
fn rulebook_invariants(g: &Conquistando) -> Result<(), String> {
    for p in 0..g.players() {
        let e = g.empire(p);
        let mut shown = 0;
        let mut installed = 0;
        for t in 0..TERRAINS_COUNT {
            let terrain = e.terrain(t);
            if terrain.population() > 30 {
                return Err(format!(
                    "seat {p} T{t}: population {}",
                    terrain.population()
                ));
            }
            if terrain.built() > 10 {
                return Err(format!("seat {p} T{t}: {} buildings", terrain.built()));
            }
            if !e.owns(t) && (terrain.built() > 0 || terrain.population() > 0) {
                return Err(format!(
                    "seat {p} T{t}: buildings or people on an unowned terrain"
                ));
            }
            for unit in [Unit::Soldier, Unit::Priest, Unit::Doctor] {
                if u16::from(terrain.made(unit)) > terrain.limit(unit) {
                    return Err(format!("seat {p} T{t}: {unit:?} limit passed"));
                }
            }
            shown += usize::from(e.defence_shown(t).is_some());
            installed += usize::from(e.resource_card(t).is_some());
        }
        // Cards are conserved: every card is face down or on a terrain.
        if shown + e.defence_face_down().count_ones() as usize != DECK_SIZE {
            return Err(format!("seat {p}: defence cards lost"));
        }
        if installed + e.resources_face_down().count_ones() as usize != DECK_SIZE {
            return Err(format!("seat {p}: resource cards lost"));
        }
        // The VP ledger is the sum of its parts, and the score is the ledger.
        let l = e.ledger();
        let sum = i32::from(l.city_buildings) + i32::from(l.conquests) + i32::from(l.helps)
            - i32::from(l.penalties);
        if g.score(p) != sum || l.total() != sum {
            return Err(format!("seat {p}: score {} but ledger {sum}", g.score(p)));
        }
        if u32::from(l.conquests) + 1 != e.owned().count_ones() {
            return Err(format!("seat {p}: conquests and terrains disagree"));
        }
    }
    if !(1..=25).contains(&g.round()) || g.era() != nile_conquistando::data::era_of(g.round()) {
        return Err(format!("round {} era {}", g.round(), g.era()));
    }
    Ok(())
}

/// Every action value that could ever be listed.
fn universe() -> Vec<Action> {
    let mut all = vec![Action::MoveArmy, Action::Attack, Action::EndActions];
    all.extend(Building::ALL.map(Action::Build));
    all.extend(Unit::ALL.map(Action::Make));
    for n in 0..16 {
        all.extend([
            Action::On(n),
            Action::From(n),
            Action::To(n),
            Action::Resources(n),
        ]);
    }
    for n in 0..32 {
        all.extend([Action::Soldiers(n), Action::Defence(n)]);
    }
    all.extend((0..5).map(Action::Help));
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(nile_core::harness::cases(24) as u32))]

    /// Random legal play, then the first legal action to the end: the invariants hold
    /// after every step and the game ends after exactly 25 rounds.
    #[test]
    fn random_play_keeps_the_invariants_and_lasts_25_rounds(
        players in 2usize..=4,
        achievements: bool,
        attackers: bool,
        picks in prop::collection::vec(any::<u16>(), 0..1500),
    ) {
        let mut g = Conquistando::new(&config(players, achievements, attackers)).unwrap();
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        let mut picks = picks.into_iter();
        let mut max_round = 1;
        while g.turn() != Turn::Over {
            let pick = usize::from(picks.next().unwrap_or(0));
            let action = match g.turn() {
                Turn::Chance => {
                    g.chance_outcomes(&mut chance);
                    chance[pick % chance.len()].0
                }
                _ => {
                    g.legal_actions(&mut legal);
                    legal[pick % legal.len()]
                }
            };
            let round = g.round();
            g.apply(action).unwrap();
            prop_assert!(g.round() == round || g.round() == round + 1);
            max_round = max_round.max(g.round());
            prop_assert_eq!(g.check_invariants(), Ok(()));
            prop_assert_eq!(rulebook_invariants(&g), Ok(()));
        }
        prop_assert_eq!(max_round, 25);
        prop_assert!(g.outcome().is_some());
    }

    /// Any action from the whole universe succeeds exactly when listed; a refusal leaves
    /// the state unchanged.
    #[test]
    fn arbitrary_actions_apply_exactly_when_legal(
        players in 2usize..=4,
        picks in prop::collection::vec(any::<u16>(), 0..800),
    ) {
        let all = universe();
        let mut g = Conquistando::new(&config(players, true, false)).unwrap();
        let (mut legal, mut chance) = (Vec::new(), Vec::new());
        for pick in picks {
            if g.turn() == Turn::Over {
                break;
            }
            let action = all[usize::from(pick) % all.len()];
            g.legal_actions(&mut legal);
            g.chance_outcomes(&mut chance);
            let listed = legal.contains(&action) || chance.iter().any(|&(a, _)| a == action);
            let before = g.clone();
            match g.apply(action) {
                Ok(()) => prop_assert!(listed, "{} accepted but not listed", action),
                Err(_) => {
                    prop_assert!(!listed, "{} listed but refused", action);
                    prop_assert_eq!(&g, &before);
                    let next = legal.first().copied().or(chance.first().map(|&(a, _)| a)).unwrap();
                    g.apply(next).unwrap();
                }
            }
        }
    }
}
