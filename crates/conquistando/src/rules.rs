//! What an empire may do and what it costs: the own actions of "Ações do Jogo" checked
//! and carried out on one empire (the actor's own, or an opponent's in the Opponent
//! Action).

use crate::data::{
    generation_limit, Amounts, Building, Class, Unit, BUILDINGS, BUILDING_KINDS, MAX_BUILDINGS,
    MAX_POPULATION, TERRAINS,
};
use crate::standins::MAP;
use crate::state::{Empire, Terrain};

/// Bit of `Build(b)` in a task mask is `b.index()`; these follow.
pub(crate) const MAKE_BIT: u32 = BUILDING_KINDS as u32;
/// Bit of "move army" in a task mask.
pub(crate) const MOVE_BIT: u32 = MAKE_BIT + 4;
/// Bit of "attack" in a task mask.
pub(crate) const ATTACK_BIT: u32 = MOVE_BIT + 1;

/// Per-round limits of one building of each kind, by unit: `LIMITS[unit][kind]`.
const LIMITS: [[u8; BUILDING_KINDS]; 4] = {
    let mut t = [[0u8; BUILDING_KINDS]; 4];
    let mut u = 0;
    while u < 4 {
        let mut k = 0;
        while k < BUILDING_KINDS {
            t[u][k] = generation_limit(BUILDINGS[k].kind, Unit::ALL[u]);
            k += 1;
        }
        u += 1;
    }
    t
};

/// The terrains bordering `t` (none for an id off the map).
#[inline]
pub fn borders(t: usize) -> u16 {
    MAP.get(t).map_or(0, |r| r.borders)
}

/// `stock` covers `cost`.
#[inline]
pub(crate) fn affordable(stock: &[u16; 6], cost: &Amounts) -> bool {
    stock
        .iter()
        .zip(cost)
        .all(|(&have, &need)| have >= u16::from(need))
}

/// Pays `cost` (the caller checked it is affordable).
#[inline]
fn pay(stock: &mut [u16; 6], cost: &Amounts) {
    for (have, &need) in stock.iter_mut().zip(cost) {
        *have = have.saturating_sub(u16::from(need));
    }
}

/// Iterates the set bits of a terrain mask.
#[inline]
pub(crate) fn bits(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let t = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            t
        })
    })
}

impl Terrain {
    /// How many `unit`s the buildings here may generate per round ("limite ... por
    /// rodada", added up over several buildings, GAP-26).
    pub fn limit(&self, unit: Unit) -> u16 {
        let row = &LIMITS[unit.index()];
        self.buildings
            .iter()
            .zip(row)
            .map(|(&n, &l)| u16::from(n) * u16::from(l))
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

    /// `kind` may be built somewhere in era `era`: its cost is covered, the era allows it
    /// (the House of Life), and some owned terrain has room.
    pub(crate) fn can_build(&self, kind: Building, era: u8, room: u16) -> bool {
        let row = kind.row();
        era >= row.from_era && room != 0 && affordable(&self.stock, &row.cost)
    }

    /// The tasks open now, as bits: `Build(b)` at `b.index()`, `Make(u)` at
    /// `MAKE_BIT + u`, "move army" at [`MOVE_BIT`], "attack" at [`ATTACK_BIT`].
    /// `army` says whether moves and attacks count (own actions only).
    pub(crate) fn task_mask(&self, era: u8, army: bool) -> u32 {
        let mut mask = 0u32;
        let room = self.room_mask();
        for row in &BUILDINGS {
            if self.can_build(row.kind, era, room) {
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

    /// Builds `kind` on terrain `t` (checked by the caller): pays; a city building gives
    /// +1 VP ("toda vez que adquirir uma construção de cidade", GAP-14, GAP-15).
    pub(crate) fn build(&mut self, kind: Building, t: usize) {
        let row = kind.row();
        pay(&mut self.stock, &row.cost);
        self.terrains[t].add_building(kind);
        if row.class == Class::City {
            self.ledger.city_buildings += 1;
        }
    }

    /// Makes a `unit` on terrain `t` (checked by the caller): a worker takes a free space;
    /// a soldier, priest or doctor replaces a worker ("deve-se substituir um trabalhador").
    pub(crate) fn make(&mut self, unit: Unit, t: usize) {
        pay(&mut self.stock, &unit.cost());
        let terrain = &mut self.terrains[t];
        if unit != Unit::Worker {
            terrain.people[Unit::Worker.index()] -= 1;
            terrain.made[unit.index()] += 1;
        }
        terrain.people[unit.index()] += 1;
    }

    /// "Coleta": every building's yield, 1 coin per worker, and achievement bonuses
    /// (GAP-24: automatic and complete).
    pub(crate) fn collect(&mut self, achievements_on: bool) {
        let mut gain = [0u16; 6];
        for t in bits(self.owned) {
            let terrain = &self.terrains[t];
            for (k, &n) in terrain.buildings.iter().enumerate() {
                if n > 0 {
                    for (g, &y) in gain.iter_mut().zip(&BUILDINGS[k].yields) {
                        *g = g.saturating_add(u16::from(n) * u16::from(y));
                    }
                }
            }
            gain[4] = gain[4].saturating_add(
                u16::from(terrain.people[Unit::Worker.index()]) * crate::data::WORKER_TAX,
            );
        }
        if achievements_on {
            for bonus in crate::achievements::collection_bonuses(self.achievements) {
                for (g, &b) in gain.iter_mut().zip(&bonus) {
                    *g = g.saturating_add(u16::from(b));
                }
            }
        }
        for (s, g) in self.stock.iter_mut().zip(gain) {
            *s = s.saturating_add(g);
        }
    }
}
