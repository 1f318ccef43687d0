//! Which actions are legal now: the tasks open to an empire (what it can afford, where
//! there is room, which buildings may still turn a worker into a soldier, priest or doctor
//! this round, where an army may go), listed for the pending step in a fixed canonical
//! order into the caller's buffer; and why an action is refused: the check of each step,
//! which `apply.rs` runs before it changes anything, reading the same masks.

use nile_core::message;

use crate::action::Action;
use crate::data::{
    bits, generation_limit, Amounts, Building, Unit, BUILDINGS, BUILDING_KINDS, MAX_BUILDINGS,
    MAX_POPULATION, TERRAINS,
};
use crate::flow::defence_card_showing;
use crate::standins::{borders, DECK_SIZE};
use crate::state::{Conquistando, Empire, Step, Terrain};

/// The reason for refusing an action: a `refused-*` message identifier of
/// [`crate::texts::TEXTS`] (`apply.rs` makes it a sentence only when an action is refused,
/// so the checks stay as small as a pointer).
pub(crate) type Refusal = &'static str;

/// Why any action is refused once the game is over.
pub(crate) const GAME_OVER: Refusal = message!("refused-game-over");
/// Why a terrain is refused when no building or person is being placed.
pub(crate) const NOTHING_PLACED: Refusal = message!("refused-nothing-placed");
/// Why a soldier count is refused when no army is moving or attacking.
pub(crate) const NO_ARMY_MOVING: Refusal = message!("refused-no-army-moving");

/// Bit of `Build(b)` in a task mask is `b.index()`; these follow.
pub(crate) const MAKE_BIT: u32 = BUILDING_KINDS as u32;
/// Bit of "move army" in a task mask.
pub(crate) const MOVE_BIT: u32 = MAKE_BIT + 4;
/// Bit of "attack" in a task mask.
pub(crate) const ATTACK_BIT: u32 = MOVE_BIT + 1;

/// The buildings that generate each unit, with their per-round limit, read from
/// [`BUILDINGS`]: `GENERATORS[unit]` lists `(kind, limit)` in its first `count` rows.
struct Generators {
    rows: [(u8, u8); BUILDING_KINDS],
    count: usize,
}

const GENERATORS: [Generators; 4] = {
    let mut t = [
        Generators {
            rows: [(0, 0); BUILDING_KINDS],
            count: 0,
        },
        Generators {
            rows: [(0, 0); BUILDING_KINDS],
            count: 0,
        },
        Generators {
            rows: [(0, 0); BUILDING_KINDS],
            count: 0,
        },
        Generators {
            rows: [(0, 0); BUILDING_KINDS],
            count: 0,
        },
    ];
    let mut u = 0;
    while u < 4 {
        let mut k = 0;
        while k < BUILDING_KINDS {
            let limit = generation_limit(BUILDINGS[k].kind, Unit::ALL[u]);
            if limit > 0 {
                let n = t[u].count;
                t[u].rows[n] = (k as u8, limit);
                t[u].count = n + 1;
            }
            k += 1;
        }
        u += 1;
    }
    t
};

/// The six resources of a stock as bytes of a word, each capped at 127, for comparing
/// a stock with a cost in a few word operations ([`covers`]).
#[inline]
fn stock_word(stock: &[u16; 6]) -> u64 {
    let mut w = 0u64;
    for (i, &s) in stock.iter().enumerate() {
        w |= u64::from(s.min(127)) << (8 * i);
    }
    w
}

/// A cost as bytes of a word (every cost of the tables is below 128).
const fn cost_word(cost: &Amounts) -> u64 {
    let mut w = 0u64;
    let mut i = 0;
    while i < 6 {
        w |= (cost[i] as u64) << (8 * i);
        i += 1;
    }
    w
}

/// The high bit of each of the six resource bytes.
const HIGH: u64 = 0x0000_8080_8080_8080;

/// Every byte of `have` is at least the same byte of `need`: with both below 128,
/// `(have | 0x80) - need` keeps its high bit exactly when nothing was borrowed.
#[inline]
fn covers(have: u64, need: u64) -> bool {
    ((have | HIGH) - need) & HIGH == HIGH
}

/// Each building's cost as a word.
const BUILD_COSTS: [u64; BUILDING_KINDS] = {
    let mut t = [0u64; BUILDING_KINDS];
    let mut k = 0;
    while k < BUILDING_KINDS {
        t[k] = cost_word(&BUILDINGS[k].cost);
        k += 1;
    }
    t
};

/// Each unit's cost as a word.
const MAKE_COSTS: [u64; 4] = [
    cost_word(&Unit::Worker.cost()),
    cost_word(&Unit::Soldier.cost()),
    cost_word(&Unit::Priest.cost()),
    cost_word(&Unit::Doctor.cost()),
];

/// The buildings that may be built in each era (1..=4, index 0 unused): the House of
/// Life only from the Império Antigo.
const ERA_KINDS: [u32; 5] = {
    let mut t = [0u32; 5];
    let mut era = 1;
    while era <= 4 {
        let mut k = 0;
        while k < BUILDING_KINDS {
            if BUILDINGS[k].from_era <= era as u8 {
                t[era] |= 1 << k;
            }
            k += 1;
        }
        era += 1;
    }
    t
};

const _: () = {
    let mut k = 0;
    while k < BUILDING_KINDS {
        let mut i = 0;
        while i < 6 {
            assert!(BUILDINGS[k].cost[i] < 128);
            i += 1;
        }
        k += 1;
    }
};

/// `stock` covers `cost` (the plain definition, for tests).
#[cfg(test)]
fn affordable(stock: &[u16; 6], cost: &Amounts) -> bool {
    stock
        .iter()
        .zip(cost)
        .all(|(&have, &need)| have >= u16::from(need))
}

impl Conquistando {
    /// Writes the legal actions of the pending step (empty at a chance node or the end).
    pub(crate) fn list_legal(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.step {
            Step::Choose => self.list_tasks(out),
            Step::ChooseOpponent => {
                for o in 0..self.seat_count() as u8 {
                    if o != self.current {
                        out.push(Action::Help(o));
                    }
                }
            }
            Step::PlaceBuilding(_) => {
                let mask = self.acting().room_mask();
                out.extend(bits(mask).map(|t| Action::On(t as u8)));
            }
            Step::PlaceUnit(u) => {
                let mask = self.acting().make_mask(u);
                out.extend(bits(mask).map(|t| Action::On(t as u8)));
            }
            Step::MoveFrom => {
                let mask = self.acting().move_origins();
                out.extend(bits(mask).map(|t| Action::From(t as u8)));
            }
            Step::AttackFrom => {
                let mask = self.acting().attack_origins();
                out.extend(bits(mask).map(|t| Action::From(t as u8)));
            }
            Step::MoveTo { from } => {
                let mask = self.acting().move_targets(usize::from(from));
                out.extend(bits(mask).map(|t| Action::To(t as u8)));
            }
            Step::AttackTarget { from } => {
                let mask = self.acting().attack_targets(usize::from(from));
                out.extend(bits(mask).map(|t| Action::To(t as u8)));
            }
            Step::MoveCount { from, to } => {
                out.extend((1..=self.move_limit(from, to)).map(Action::Soldiers));
            }
            Step::AttackCount { from, .. } => {
                out.extend((1..=self.soldiers_on(from)).map(Action::Soldiers));
            }
            Step::DefenceDraw { .. } | Step::ResourceDraw { .. } | Step::Over => {}
        }
    }

    /// The `Choose` step: buildings in table order, then people, moves, attacks, and
    /// `end actions` once an own action has been taken.
    fn list_tasks(&self, out: &mut Vec<Action>) {
        let mut tasks = self.tasks();
        while tasks != 0 {
            let bit = tasks.trailing_zeros();
            tasks &= tasks - 1;
            let action = if bit < BUILDING_KINDS as u32 {
                Building::from_index(bit as usize).map(Action::Build)
            } else if bit < MOVE_BIT {
                Unit::ALL
                    .get((bit - MAKE_BIT) as usize)
                    .map(|&u| Action::Make(u))
            } else if bit == MOVE_BIT {
                Some(Action::MoveArmy)
            } else if bit == ATTACK_BIT {
                Some(Action::Attack)
            } else {
                None
            };
            out.extend(action);
        }
        if !self.in_opponent_action() && self.taken > 0 {
            out.push(Action::EndActions);
        }
    }

    /// The tasks the pending `Choose` step offers (moves and attacks in own actions only).
    pub(crate) fn tasks(&self) -> u32 {
        self.acting()
            .task_mask(self.era(), !self.in_opponent_action())
    }

    /// Most soldiers a move from `from` to `to` may take: all of them, as long as the
    /// destination keeps at most 30 people (GAP-11).
    pub(crate) fn move_limit(&self, from: u8, to: u8) -> u8 {
        let e = self.acting();
        let soldiers = e.terrains[usize::from(from)].people[Unit::Soldier.index()];
        let room = MAX_POPULATION.saturating_sub(e.terrains[usize::from(to)].population());
        soldiers.min(room)
    }

    /// Soldiers on terrain `from` of the acting empire.
    pub(crate) fn soldiers_on(&self, from: u8) -> u8 {
        self.acting().terrains[usize::from(from)].people[Unit::Soldier.index()]
    }
}

impl Conquistando {
    /// `Choose`: the step `action` opens (`None` for `end actions`, which ends the own
    /// actions), or why it is refused. With `listed` the action was just taken from the
    /// legal list, and the task mask is not computed again.
    #[inline]
    pub(crate) fn check_choose(
        &self,
        action: Action,
        listed: bool,
    ) -> Result<Option<Step>, Refusal> {
        let (bit, next) = match action {
            Action::Build(b) => (b.index() as u32, Step::PlaceBuilding(b)),
            Action::Make(u) => (MAKE_BIT + u.index() as u32, Step::PlaceUnit(u)),
            Action::MoveArmy => (MOVE_BIT, Step::MoveFrom),
            Action::Attack => (ATTACK_BIT, Step::AttackFrom),
            Action::EndActions => {
                if self.in_opponent_action() || self.taken == 0 {
                    return Err(message!("refused-no-action-taken"));
                }
                return Ok(None);
            }
            _ => return Err(message!("refused-choose-action")),
        };
        if !listed && self.tasks() >> bit & 1 == 0 {
            return Err(if self.in_opponent_action() && bit >= MOVE_BIT {
                message!("refused-opponent-no-army")
            } else {
                message!("refused-task-impossible")
            });
        }
        Ok(Some(next))
    }

    /// `ChooseOpponent`: the opponent `action` names, or why it is refused.
    #[inline]
    pub(crate) fn check_opponent(&self, action: Action) -> Result<u8, Refusal> {
        let Action::Help(o) = action else {
            return Err(message!("refused-choose-opponent"));
        };
        if usize::from(o) >= self.seat_count() || o == self.current {
            return Err(message!("refused-not-opponent"));
        }
        Ok(o)
    }

    /// The terrain `action` places a building or a new person on, or why it is refused.
    /// `listed` as in [`Conquistando::check_choose`] (the terrain masks are skipped).
    #[inline]
    pub(crate) fn check_place(&self, action: Action, listed: bool) -> Result<usize, Refusal> {
        let Action::On(t) = action else {
            return Err(message!("refused-choose-terrain"));
        };
        let t = usize::from(t);
        match self.step {
            Step::PlaceBuilding(_) => {
                if t >= TERRAINS || (!listed && self.acting().room_mask() >> t & 1 == 0) {
                    return Err(message!("refused-no-room-building"));
                }
            }
            Step::PlaceUnit(u) => {
                if t >= TERRAINS || (!listed && self.acting().make_mask(u) >> t & 1 == 0) {
                    return Err(if u == Unit::Worker {
                        message!("refused-no-free-space")
                    } else {
                        message!("refused-no-conversion")
                    });
                }
            }
            _ => return Err(NOTHING_PLACED),
        }
        Ok(t)
    }

    /// The terrain a move's or an attack's army leaves (`from T<n>`), or why it is refused.
    #[inline]
    pub(crate) fn check_origin(&self, action: Action, attack: bool) -> Result<u8, Refusal> {
        let Action::From(t) = action else {
            return Err(message!("refused-choose-origin"));
        };
        let e = self.acting();
        let origins = if attack {
            e.attack_origins()
        } else {
            e.move_origins()
        };
        if usize::from(t) >= TERRAINS || origins >> t & 1 == 0 {
            return Err(message!("refused-army-stuck"));
        }
        Ok(t)
    }

    /// The terrain the army from `from` enters (`to T<n>`), or why it is refused.
    #[inline]
    pub(crate) fn check_destination(&self, action: Action, from: u8) -> Result<u8, Refusal> {
        let Action::To(t) = action else {
            return Err(message!("refused-choose-destination"));
        };
        let attack = matches!(self.step, Step::AttackTarget { .. });
        let e = self.acting();
        let targets = if attack {
            e.attack_targets(usize::from(from))
        } else {
            e.move_targets(usize::from(from))
        };
        if usize::from(t) >= TERRAINS || targets >> t & 1 == 0 {
            return Err(if attack {
                message!("refused-not-attackable")
            } else {
                message!("refused-not-reachable")
            });
        }
        Ok(t)
    }

    /// The soldiers that move or attack (`with N soldiers`, GAP-35: at least one), or why
    /// the count is refused.
    #[inline]
    pub(crate) fn check_count(&self, action: Action) -> Result<u8, Refusal> {
        let Action::Soldiers(n) = action else {
            return Err(message!("refused-choose-count"));
        };
        match self.step {
            Step::MoveCount { from, to } => {
                if n == 0 || n > self.move_limit(from, to) {
                    return Err(message!("refused-too-many-move"));
                }
            }
            Step::AttackCount { from, .. } => {
                if n == 0 || n > self.soldiers_on(from) {
                    return Err(message!("refused-too-many-attack"));
                }
            }
            _ => return Err(NO_ARMY_MOVING),
        }
        Ok(n)
    }

    /// Chance: the battle a turned defence card settles, as `(from, to, soldiers,
    /// defenders, card)`, or why the outcome is refused.
    #[inline]
    pub(crate) fn check_defence(&self, action: Action) -> Result<(u8, u8, u8, u8, u8), Refusal> {
        let (Step::DefenceDraw { from, to, soldiers }, Action::Defence(d)) = (self.step, action)
        else {
            return Err(message!("refused-defence-now"));
        };
        let Some(card) = defence_card_showing(self.acting().defence_left, d) else {
            return Err(message!("refused-no-defence-card"));
        };
        Ok((from, to, soldiers, d, card))
    }

    /// Chance: the conquered terrain and the resource card turned for it, as `(to, card)`,
    /// or why the outcome is refused.
    #[inline]
    pub(crate) fn check_resources(&self, action: Action) -> Result<(u8, u8), Refusal> {
        let (Step::ResourceDraw { to }, Action::Resources(c)) = (self.step, action) else {
            return Err(message!("refused-resources-now"));
        };
        if usize::from(c) >= DECK_SIZE || self.acting().resources_left >> c & 1 == 0 {
            return Err(message!("refused-no-resource-card"));
        }
        Ok((to, c))
    }
}

impl Terrain {
    /// How many `unit`s the buildings here may generate per round ("limite ... por
    /// rodada", added up over several buildings, docs/conquistando.md GAP-26).
    pub fn limit(&self, unit: Unit) -> u16 {
        let g = &GENERATORS[unit.index()];
        g.rows[..g.count]
            .iter()
            .map(|&(k, l)| u16::from(self.buildings[usize::from(k)]) * u16::from(l))
            .sum()
    }

    /// A `unit` may be made here now: soldiers, priests and doctors need a building
    /// with limit left this round and a worker to convert; a worker needs a free space.
    #[inline]
    pub(crate) fn can_make(&self, unit: Unit) -> bool {
        match unit {
            Unit::Worker => self.population() < MAX_POPULATION,
            _ => {
                self.people[Unit::Worker.index()] > 0
                    && u16::from(self.made[unit.index()]) < self.limit(unit)
            }
        }
    }
}

impl Empire {
    /// Owned terrains with room for another building.
    pub(crate) fn room_mask(&self) -> u16 {
        let mut m = 0;
        for t in bits(self.owned) {
            if self.terrains[t].built < MAX_BUILDINGS {
                m |= 1 << t;
            }
        }
        m
    }

    /// Owned terrains where `unit` may be made now.
    pub(crate) fn make_mask(&self, unit: Unit) -> u16 {
        let mut m = 0;
        for t in bits(self.owned) {
            if self.terrains[t].can_make(unit) {
                m |= 1 << t;
            }
        }
        m
    }

    /// Owned terrains with room for `n` more people.
    pub(crate) fn space_mask(&self, n: u8) -> u16 {
        let mut m = 0;
        for t in bits(self.owned) {
            if u16::from(self.terrains[t].population()) + u16::from(n) <= u16::from(MAX_POPULATION)
            {
                m |= 1 << t;
            }
        }
        m
    }

    /// Owned terrains with at least one soldier.
    pub(crate) fn army_mask(&self) -> u16 {
        let mut m = 0;
        for t in bits(self.owned) {
            if self.terrains[t].people[Unit::Soldier.index()] > 0 {
                m |= 1 << t;
            }
        }
        m
    }

    /// Terrains an army on `from` may move to: owned, bordering, with room (GAP-11, GAP-28).
    pub(crate) fn move_targets(&self, from: usize) -> u16 {
        borders(from) & self.space_mask(1)
    }

    /// Terrains an army on `from` may attack: unconquered and bordering (GAP-10).
    pub(crate) fn attack_targets(&self, from: usize) -> u16 {
        borders(from) & !self.owned & ((1 << TERRAINS) - 1)
    }

    /// Terrains a move may start from.
    pub(crate) fn move_origins(&self) -> u16 {
        let room = self.space_mask(1);
        let mut m = 0;
        for t in bits(self.army_mask()) {
            if borders(t) & room != 0 {
                m |= 1 << t;
            }
        }
        m
    }

    /// Terrains an attack may start from.
    pub(crate) fn attack_origins(&self) -> u16 {
        let mut m = 0;
        for t in bits(self.army_mask()) {
            if self.attack_targets(t) != 0 {
                m |= 1 << t;
            }
        }
        m
    }

    /// The tasks open now, as bits: `Build(b)` at `b.index()`, `Make(u)` at
    /// `MAKE_BIT + u`, "move army" at [`MOVE_BIT`], "attack" at [`ATTACK_BIT`].
    /// `army` says whether moves and attacks count (own actions only).
    ///
    /// One pass over the owned terrains finds where a building, a person and an army
    /// could go; costs are compared as words ([`covers`]). The unit tests compare it with
    /// the plain definitions (cost covered, era, room, limit, worker, borders).
    pub(crate) fn task_mask(&self, era: u8, army: bool) -> u32 {
        let (mut room, mut space, mut soldiers) = (0u16, 0u16, 0u16);
        let mut makers = [0u16; 4];
        for t in bits(self.owned) {
            let terrain = &self.terrains[t];
            let bit = 1u16 << t;
            if terrain.built < MAX_BUILDINGS {
                room |= bit;
            }
            if terrain.population() < MAX_POPULATION {
                space |= bit;
            }
            if terrain.people[Unit::Worker.index()] > 0 {
                for u in [Unit::Soldier, Unit::Priest, Unit::Doctor] {
                    if u16::from(terrain.made[u.index()]) < terrain.limit(u) {
                        makers[u.index()] |= bit;
                    }
                }
            }
            if terrain.people[Unit::Soldier.index()] > 0 {
                soldiers |= bit;
            }
        }
        makers[Unit::Worker.index()] = space;
        let have = stock_word(&self.stock);
        let mut mask = 0u32;
        if room != 0 {
            let allowed = ERA_KINDS.get(usize::from(era)).copied().unwrap_or(0);
            for (k, &cost) in BUILD_COSTS.iter().enumerate() {
                if covers(have, cost) {
                    mask |= 1 << k;
                }
            }
            mask &= allowed;
        }
        for (u, &cost) in MAKE_COSTS.iter().enumerate() {
            if makers[u] != 0 && covers(have, cost) {
                mask |= 1 << (MAKE_BIT + u as u32);
            }
        }
        if army && soldiers != 0 {
            let mut movable = false;
            let mut attackable = false;
            for t in bits(soldiers) {
                let b = borders(t);
                movable |= b & space != 0;
                attackable |= b & !self.owned != 0;
            }
            mask |= u32::from(movable) << MOVE_BIT | u32::from(attackable) << ATTACK_BIT;
        }
        mask
    }

    /// The plain definition [`Empire::task_mask`] must agree with.
    #[cfg(test)]
    pub(crate) fn task_mask_plain(&self, era: u8, army: bool) -> u32 {
        let mut mask = 0u32;
        let room = self.room_mask();
        for row in &BUILDINGS {
            if era >= row.from_era && room != 0 && affordable(&self.stock, &row.cost) {
                mask |= 1 << row.kind.index();
            }
        }
        for unit in Unit::ALL {
            if affordable(&self.stock, &unit.cost()) && self.make_mask(unit) != 0 {
                mask |= 1 << (MAKE_BIT + unit.index() as u32);
            }
        }
        if army {
            if self.move_origins() != 0 {
                mask |= 1 << MOVE_BIT;
            }
            if self.attack_origins() != 0 {
                mask |= 1 << ATTACK_BIT;
            }
        }
        mask
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nile_core::rng::{below, seeded};
    use nile_core::{Game, GameConfig, Turn};

    /// The word-wise task mask equals the plain definition all through random games.
    #[test]
    fn the_fast_task_mask_matches_the_plain_one() {
        for players in 2..=4 {
            let config = crate::ConquistandoConfig::for_players(players);
            let mut g = crate::Conquistando::new(&config).unwrap();
            let mut rng = seeded(players as u64);
            let (mut legal, mut chance) = (Vec::new(), Vec::new());
            while g.turn() != Turn::Over {
                for p in 0..players {
                    let e = g.empire(p);
                    for era in 1..=4 {
                        for army in [false, true] {
                            assert_eq!(e.task_mask(era, army), e.task_mask_plain(era, army));
                        }
                    }
                }
                let a = match g.turn() {
                    Turn::Chance => g.sample_chance(&mut rng, &mut chance).unwrap(),
                    _ => {
                        g.legal_actions(&mut legal);
                        legal[below(&mut rng, legal.len() as u64) as usize]
                    }
                };
                g.apply(a).unwrap();
            }
        }
    }

    #[test]
    fn covers_compares_every_resource() {
        let have = stock_word(&[1, 2, 3, 4, 500, 0]);
        assert!(covers(have, cost_word(&[1, 2, 3, 4, 127, 0])));
        assert!(!covers(have, cost_word(&[0, 0, 0, 0, 0, 1])));
        assert!(!covers(have, cost_word(&[2, 0, 0, 0, 0, 0])));
    }
}
