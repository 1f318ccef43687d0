//! `check_invariants`: every bound, conservation law and tie between the pending step and
//! the rest of the state, so that any state `from_json` accepts plays to the end.

use crate::data::bits;
use crate::data::{
    era_end, Class, Unit, BUILDINGS, MAX_BUILDINGS, MAX_OWN_ACTIONS, MAX_POPULATION, ROUNDS,
    TERRAINS,
};
use crate::legal::MAKE_BIT;
use crate::standins::{ACHIEVEMENTS, DECK_SIZE, RESOURCE_DECK, START};
use crate::state::{Conquistando, Empire, Step, FULL_DECK, MAX_PLAYERS, NO_CARD};

/// The first broken invariant, if any.
pub(crate) fn check(g: &Conquistando) -> Result<(), String> {
    let n = g.seat_count();
    if !(2..=MAX_PLAYERS).contains(&n) {
        return Err(format!("{n} players"));
    }
    if !(1..=ROUNDS).contains(&g.round) {
        return Err(format!("round {} is not 1..=25", g.round));
    }
    if usize::from(g.current) >= n || usize::from(g.empire) >= n {
        return Err("the current seat or the acted-on empire does not exist".into());
    }
    if g.taken > MAX_OWN_ACTIONS {
        return Err(format!("{} own actions taken", g.taken));
    }
    for (p, e) in g.empires.iter().enumerate() {
        if p >= n {
            if *e != Empire::start() {
                return Err(format!(
                    "seat {p} is not in the game but its empire changed"
                ));
            }
            continue;
        }
        let pending = match g.step {
            Step::ResourceDraw { to } if usize::from(g.empire) == p => Some(usize::from(to)),
            _ => None,
        };
        check_empire(g, e, pending).map_err(|m| format!("seat {p}: {m}"))?;
    }
    check_step(g)
}

/// Buildings, people, cards and the VP ledger of one empire.
fn check_empire(g: &Conquistando, e: &Empire, pending: Option<usize>) -> Result<(), String> {
    let home = usize::from(START.terrain);
    if e.owned >> TERRAINS != 0 || !e.owns(home) {
        return Err("owns a terrain off the map, or not its start terrain".into());
    }
    if e.defence_left & !FULL_DECK != 0 || e.resources_left & !FULL_DECK != 0 {
        return Err("a deck holds a card that does not exist".into());
    }
    let mut defence_seen = e.defence_left;
    let mut resources_seen = e.resources_left;
    let mut card_city = 0u32;
    for t in 0..TERRAINS {
        let terrain = &e.terrains[t];
        let owned = e.owns(t);
        let sum: u32 = terrain.buildings.iter().map(|&b| u32::from(b)).sum();
        if sum != u32::from(terrain.built) || terrain.built > MAX_BUILDINGS {
            return Err(format!("T{t}: {sum} buildings (count {})", terrain.built));
        }
        let pop: u32 = terrain.people.iter().map(|&p| u32::from(p)).sum();
        if pop > u32::from(MAX_POPULATION) {
            return Err(format!("T{t}: {pop} people"));
        }
        if terrain.made[Unit::Worker.index()] != 0 {
            return Err(format!("T{t}: workers counted as made"));
        }
        for u in [Unit::Soldier, Unit::Priest, Unit::Doctor] {
            if u16::from(terrain.made(u)) > terrain.limit(u) {
                return Err(format!("T{t}: more {}s made than its limit", u.name()));
            }
        }
        if !owned && (sum != 0 || pop != 0 || terrain.made != [0; 4]) {
            return Err(format!("T{t} is not owned but has buildings or people"));
        }
        let (d, r) = (e.defence[t], e.resources[t]);
        for (card, seen, what) in [
            (d, &mut defence_seen, "defence"),
            (r, &mut resources_seen, "resource"),
        ] {
            if card == NO_CARD {
                continue;
            }
            if usize::from(card) >= DECK_SIZE || *seen >> card & 1 == 1 {
                return Err(format!("T{t}: {what} card {card} is unknown or twice"));
            }
            *seen |= 1 << card;
        }
        let conquered = owned && t != home;
        let wants_resources = conquered && pending != Some(t);
        if (t == home && d != NO_CARD) || (conquered && d == NO_CARD) {
            return Err(format!("T{t}: defence card does not match its owner"));
        }
        if (r != NO_CARD) != wants_resources {
            return Err(format!("T{t}: resource card does not match its owner"));
        }
        if let Some(card) = RESOURCE_DECK.get(usize::from(r)) {
            for b in card.buildings {
                let from_card = card.buildings.iter().filter(|&x| x == b).count();
                if usize::from(terrain.count(*b)) < from_card {
                    return Err(format!("T{t}: the resource card's {b} is missing"));
                }
                if b.row().class == Class::City {
                    card_city += 1;
                }
            }
        }
    }
    if defence_seen != FULL_DECK || resources_seen != FULL_DECK {
        return Err("a card is neither face down nor on a terrain".into());
    }
    check_ledger(g, e, card_city)
}

/// The VP ledger equals what the board shows: one VP per city building bought (all city
/// buildings minus the start's and the resource cards'), one per conquest.
fn check_ledger(g: &Conquistando, e: &Empire, card_city: u32) -> Result<(), String> {
    let city_on_board: u32 = BUILDINGS
        .iter()
        .filter(|r| r.class == Class::City)
        .map(|r| e.total_buildings(r.kind))
        .sum();
    let start_city = START
        .buildings
        .iter()
        .filter(|b| b.row().class == Class::City)
        .count() as u32;
    let l = e.ledger;
    if u32::from(l.city_buildings) + start_city + card_city != city_on_board {
        return Err(format!(
            "{} city-building VP, but {city_on_board} city buildings ({start_city} from the start, {card_city} from cards)",
            l.city_buildings
        ));
    }
    let conquered = bits(e.owned).count() as u32 - 1;
    if u32::from(l.conquests) != conquered {
        return Err(format!(
            "{} conquest VP for {conquered} conquests",
            l.conquests
        ));
    }
    let turns = u16::from(ROUNDS) * MAX_PLAYERS as u16;
    if l.helps > turns || l.penalties > 2 * turns {
        return Err("more helps or penalties than turns".into());
    }
    if e.achievements >> ACHIEVEMENTS.len() != 0 || (!g.config.achievements && e.achievements != 0)
    {
        return Err("an achievement that does not exist".into());
    }
    for (i, a) in ACHIEVEMENTS.iter().enumerate() {
        let done = g.round > era_end(a.era) || (g.step == Step::Over && g.round >= era_end(a.era));
        if e.achievements >> i & 1 == 1 && !done {
            return Err(format!("{} taken before its era ended", a.id));
        }
    }
    Ok(())
}

/// The pending step fits the rest of the state and offers at least one action.
fn check_step(g: &Conquistando) -> Result<(), String> {
    let own = g.empire == g.current;
    let on_map = |t: u8| usize::from(t) < TERRAINS;
    match g.step {
        Step::Over => {
            return if g.round == ROUNDS && own && usize::from(g.current) + 1 == g.seat_count() {
                Ok(())
            } else {
                Err("the game ended before the last turn of round 25".into())
            };
        }
        Step::ChooseOpponent if g.round == 1 || !own => {
            return Err("an Opponent Action in round 1 or inside another".into());
        }
        Step::Choose | Step::PlaceBuilding(_) | Step::PlaceUnit(_) if !own && g.round == 1 => {
            return Err("an Opponent Action in round 1".into());
        }
        Step::MoveTo { from } | Step::AttackTarget { from } if !on_map(from) => {
            return Err("an army off the map".into());
        }
        Step::MoveCount { from, to }
        | Step::AttackCount { from, to }
        | Step::DefenceDraw { from, to, .. }
            if !on_map(from) || !on_map(to) =>
        {
            return Err("an army off the map".into());
        }
        Step::ResourceDraw { to } if !on_map(to) => return Err("a conquest off the map".into()),
        _ => {}
    }
    let army = matches!(
        g.step,
        Step::MoveFrom
            | Step::MoveTo { .. }
            | Step::MoveCount { .. }
            | Step::AttackFrom
            | Step::AttackTarget { .. }
            | Step::AttackCount { .. }
            | Step::DefenceDraw { .. }
            | Step::ResourceDraw { .. }
    );
    if army && !own {
        return Err("an army moves in the Opponent Action".into());
    }
    if own && g.taken >= MAX_OWN_ACTIONS && g.step != Step::ChooseOpponent {
        return Err("a fourth own action".into());
    }
    let e = g.acting();
    match g.step {
        Step::DefenceDraw { from, to, soldiers }
            if e.attack_targets(usize::from(from)) >> to & 1 == 0
                || !e.owns(usize::from(from))
                || e.defence[usize::from(to)] != NO_CARD
                || soldiers == 0
                || soldiers > g.soldiers_on(from)
                || e.defence_left == 0 =>
        {
            return Err("the attack waiting for its defence card does not fit the map".into());
        }
        Step::ResourceDraw { to }
            if !e.owns(usize::from(to))
                || usize::from(to) == usize::from(START.terrain)
                || e.resources_left == 0 =>
        {
            return Err("the conquest waiting for its resource card does not fit".into());
        }
        Step::PlaceBuilding(b) if g.tasks() >> b.index() & 1 == 0 => {
            return Err(format!("{b} is being placed but cannot be built"));
        }
        Step::PlaceUnit(u) if g.tasks() >> (MAKE_BIT + u.index() as u32) & 1 == 0 => {
            return Err(format!("a {} is being placed but cannot be made", u.name()));
        }
        Step::MoveTo { from } if e.move_origins() >> from & 1 == 0 => {
            return Err("the army cannot move from there".into());
        }
        Step::AttackTarget { from } if e.attack_origins() >> from & 1 == 0 => {
            return Err("the army cannot attack from there".into());
        }
        Step::MoveCount { from, to } | Step::AttackCount { from, to } => {
            let attack = matches!(g.step, Step::AttackCount { .. });
            let (origins, targets) = if attack {
                (e.attack_origins(), e.attack_targets(usize::from(from)))
            } else {
                (e.move_origins(), e.move_targets(usize::from(from)))
            };
            if origins >> from & 1 == 0 || targets >> to & 1 == 0 {
                return Err("the army's origin and destination do not fit the map".into());
            }
        }
        _ => {}
    }
    let mut legal = Vec::new();
    let mut chance = Vec::new();
    g.list_legal(&mut legal);
    g.list_chance(&mut chance);
    if legal.is_empty() && chance.is_empty() {
        return Err(format!("the pending step {:?} offers nothing", g.step));
    }
    Ok(())
}
