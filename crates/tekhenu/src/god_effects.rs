//! What each god action and a production do once their choices are made: Horus's
//! statues, Ra's pillars (VP, abilities), Hathor's buildings, Bastet's festival, Osiris's
//! districts, production, the after-effects common to god actions and statue bonuses.

use crate::cards::{Ability, CardKind, Tech, PILLARS};
use crate::gods::{edge, ra_slot, space_cell};
use crate::pieces::{
    God, BREAD, GOLD, GRANITE, NONE, PEOPLE_TEMPLE_COL, PEOPLE_TEMPLE_ROW, SCRIBE,
};
use crate::standins::{
    BOT_HORUS_BONUS, HORUS_BONUS, OSIRIS_S3, OSIRIS_S4, PEOPLE_STATUE_LINE, RA_SLOT_VP,
    TEMPLE_BORDER_COLOUR, TEMPLE_CELL_REWARD,
};
use crate::state::{Act, Board, Node, Origin, Placed, Prod, Step};

impl Board {
    pub(crate) fn raise_prod(&mut self, p: u8, r: u8, n: u8) {
        // docs/tekhenu.md GAP-14: the track tops out at 6; the rest is lost.
        let x = &mut self.players[p as usize].prod[r as usize % 4];
        *x = (*x + n).min(6);
    }

    /// Production (rulebook; docs/tekhenu.md GAP-33 for B21/B22 with T12, T13, T17).
    pub(crate) fn produce(&mut self, pr: Prod) {
        let p = pr.p;
        let times = if pr.twice { 2 } else { 1 };
        for _ in 0..times {
            let level = self.players[p as usize].prod[pr.r as usize];
            let got = pr.v.min(level);
            let excess = pr.v.saturating_sub(level);
            self.gain(p, pr.r, got);
            if pr.origin != Origin::D23 {
                // docs/tekhenu.md GAP-29(b): D23's excess is discarded.
                let pl = &mut self.players[p as usize];
                pl.excess = pl.excess.saturating_add(excess);
            }
            let pl = self.players[p as usize];
            if pl.has_tech(Tech::ExcessVp) {
                self.add_vp(p, excess as u16);
            }
            if pl.has_tech(Tech::ProductionAdjust) {
                self.gain(p, pr.r, 1);
            }
            if pl.has_tech(Tech::BreadVpAndFreeFeeding) && pr.r == BREAD {
                self.add_vp(p, 2);
            }
        }
        if pr.die1 && self.players[p as usize].has_tech(Tech::DieOneVp) {
            self.add_vp(p, 2);
        }
    }

    // ----- the effects -----

    pub(crate) fn horus_do(&mut self, a: Act, target: u8) {
        let p = a.p;
        self.players[p as usize].statues = self.players[p as usize].statues.saturating_sub(1);
        if target == 0 {
            let slot = a.v as usize - 1;
            let g = self.horus[slot] as usize % 6;
            self.build_god_statue(p, g, slot);
        } else {
            let s = target - 1;
            self.people[s as usize] = p;
            if self.board_gold & (1 << s) != 0 {
                self.board_gold &= !(1 << s);
                self.gain(p, GOLD, 1);
            }
            let line = PEOPLE_STATUE_LINE;
            let own = |r: usize, c: usize| matches!(self.temple[r][c], Some(x) if x.owner == p);
            let n = match s {
                PEOPLE_TEMPLE_ROW => (0..5).filter(|&c| own(line, c)).count(),
                PEOPLE_TEMPLE_COL => (0..5).filter(|&r| own(r, line)).count(),
                _ => 0,
            };
            self.add_vp(p, 3 * n as u16);
        }
    }

    /// Ra's VP for placing `tile` at (r, c) with rotation `rot` from display `slot`
    /// (steps 2, 3, 5 of §5.5, P04-P06 included when `active`); also the edge matches.
    pub(crate) fn ra_vp(
        &self,
        tile: u8,
        r: usize,
        c: usize,
        rot: u8,
        slot: usize,
        active: bool,
    ) -> u16 {
        let aligned = (self.temple_buildings[r] != NONE) as u16
            + (self.temple_buildings[5 + c] != NONE) as u16;
        let corner = (r == 0 || r == 4) && (c == 0 || c == 4);
        let mut matches = 0u16;
        for side in 0..4 {
            let mine = edge(tile, rot, side);
            let (dr, dc): (i8, i8) = [(-1, 0), (0, 1), (1, 0), (0, -1)][side];
            let (nr, nc) = (r as i8 + dr, c as i8 + dc);
            let theirs = if !(0..5).contains(&nr) || !(0..5).contains(&nc) {
                Some(TEMPLE_BORDER_COLOUR)
            } else {
                self.temple[nr as usize][nc as usize].map(|x| edge(x.tile, x.rot, (side + 2) % 4))
            };
            if theirs == Some(mine) {
                matches += 1;
            }
        }
        let ability = PILLARS[tile as usize % 27].2;
        let mut vp = aligned + matches * if corner { 2 } else { 1 } + RA_SLOT_VP[slot] as u16;
        if active {
            match ability {
                Ability::EdgeVp => vp += matches,
                Ability::BuildingVp => vp += aligned,
                Ability::Vp(n) => vp += n as u16,
                _ => {}
            }
        }
        vp
    }

    /// Is a tile's ability active for seat `p` (rulebook, T09)?
    pub(crate) fn ability_active(&self, p: u8, tile: u8) -> bool {
        match PILLARS[tile as usize % 27].1 {
            Some(l) => {
                l == self.light(God::Ra.id())
                    || self.players[p as usize].has_tech(Tech::PillarAbilitiesAlways)
            }
            None => false,
        }
    }

    /// Takes a tile from the display and refills it (rulebook, docs/tekhenu.md GAP-34).
    pub(crate) fn take_display(&mut self, slot: usize) {
        for i in (1..=slot).rev() {
            self.display[i] = self.display[i - 1];
        }
        self.display[0] = NONE;
        if self.pillar_stack != 0 {
            self.push(Node::ChPillar(0));
        }
    }

    pub(crate) fn ra_do(&mut self, a: Act, cell: u8, rot: u8) {
        let p = a.p;
        let slot = ra_slot(a.v);
        let tile = self.display[slot];
        if tile == NONE {
            return;
        }
        let (r, c) = (cell as usize / 5 % 5, cell as usize % 5);
        let active = self.ability_active(p, tile);
        let vp = self.ra_vp(tile, r, c, rot, slot, active);
        self.temple[r][c] = Some(Placed {
            tile,
            rot,
            owner: p,
        });
        self.players[p as usize].pillars = self.players[p as usize].pillars.saturating_sub(1);
        self.add_vp(p, vp);
        self.take_display(slot);
        let reward = TEMPLE_CELL_REWARD[r][c];
        let again = active && PILLARS[tile as usize].2 == Ability::CellAgain;
        for _ in 0..1 + again as u8 {
            for (tok, k) in reward {
                if k > 0 {
                    self.gain(p, tok, k);
                }
            }
        }
        if active {
            let act = |god, v| Act {
                p,
                god,
                v,
                origin: Origin::Pillar,
                waived: false,
                no_loss: false,
                filter: 0,
                die1: false,
            };
            match PILLARS[tile as usize].2 {
                Ability::Population(n) => self.gain_pop(p, n),
                Ability::Scribes(n) => self.gain(p, SCRIBE, n),
                Ability::Happiness(n) => self.gain_happy(p, n),
                Ability::Thoth1 => self.step(Step::StartGod(act(God::Thoth, 1))),
                Ability::Horus123 => self.push(Node::P12Value(p)),
                Ability::Decree if !self.draw_pool(CardKind::Decree).is_empty() => {
                    self.push(Node::ChDecree(p));
                }
                Ability::Osiris3 => self.step(Step::StartGod(act(God::Osiris, 3))),
                Ability::Gold(n) => self.gain(p, GOLD, n),
                _ => {}
            }
        }
    }

    pub(crate) fn hathor_do(&mut self, a: Act, space: u8) {
        let p = a.p;
        self.players[p as usize].buildings = self.players[p as usize].buildings.saturating_sub(1);
        self.temple_buildings[space as usize % 10] = p;
        self.gain_pop(p, a.v);
        self.step(Step::HathorCells(a, space * 5));
    }

    pub(crate) fn hathor_cells(&mut self, a: Act, k: u8) {
        let (i, j) = (k / 5, k % 5);
        if j < 4 {
            self.step(Step::HathorCells(a, k + 1));
        }
        let (r, c) = space_cell(i, j);
        match self.temple[r][c] {
            Some(x) if x.owner == a.p => {
                let vp = if self.players[a.p as usize].has_tech(Tech::HathorPillarVp) {
                    5
                } else {
                    3
                };
                self.add_vp(a.p, vp);
            }
            Some(_) => {} // docs/tekhenu.md GAP-42: another player's pillar gives nothing.
            None => {
                let rw = TEMPLE_CELL_REWARD[r][c];
                match (rw[0].1 > 0, rw[1].1 > 0) {
                    (true, true) => self.push(Node::HathorPick(a, (r * 5 + c) as u8)),
                    (true, false) => self.gain(a.p, rw[0].0, 1),
                    (false, true) => self.gain(a.p, rw[1].0, 1),
                    _ => {}
                }
            }
        }
    }

    pub(crate) fn bastet_do(&mut self, a: Act) {
        // docs/tekhenu.md GAP-17(b): at Happiness = Population the advance is 0.
        self.gain_happy(a.p, a.v);
        let scribes = match a.v {
            1 | 2 => 2,
            3 | 4 => 1,
            _ => 0,
        };
        self.gain(a.p, SCRIBE, scribes);
    }

    pub(crate) fn osiris_do(&mut self, a: Act, d: u8) {
        let p = a.p;
        if !a.no_loss {
            self.lose_happy(p, 1);
        }
        let row = (a.v.clamp(1, 6) - 1) as usize;
        self.players[p as usize].buildings = self.players[p as usize].buildings.saturating_sub(1);
        self.osiris[row][d as usize % 4] = p;
        match row {
            0 => {
                self.raise_prod(p, d, 1);
                self.gain(p, d, 1);
            }
            1 => {
                self.raise_prod(p, d, 1);
                self.gain(p, d, 1);
                if self.board_gold & 0b1_0000 != 0 {
                    // Rulebook: the first builder in row 2 takes the Gold.
                    self.board_gold &= !0b1_0000;
                    self.gain(p, GOLD, 1);
                }
            }
            2 => {
                self.raise_prod(p, d, 1);
                self.raise_prod(p, OSIRIS_S3[d as usize % 4], 1);
                self.gain(p, d, 1);
            }
            3 => {
                self.raise_prod(p, d, 1);
                self.raise_prod(p, OSIRIS_S4[d as usize % 4], 1);
                self.gain(p, d, 1);
                self.gain(p, GOLD, 1);
            }
            4 => {
                self.raise_prod(p, d, 2);
                self.gain(p, d, 2);
            }
            _ => {
                self.raise_prod(p, d, 2);
                self.gain(p, d, 2);
                self.push(Node::Row6(p));
            }
        }
    }

    /// Common after-effects of a god action (§5.3).
    pub(crate) fn after_god(&mut self, a: Act) {
        let p = a.p;
        if !self.is_bot(p) {
            let pl = self.players[p as usize];
            let has = |tech| pl.has_tech(tech);
            match a.god {
                God::Osiris if has(Tech::OsirisVp) => self.add_vp(p, 2),
                God::Ra if has(Tech::RaVp) => self.add_vp(p, 2),
                God::Thoth if has(Tech::ThothVp) => self.add_vp(p, 2),
                God::Horus if has(Tech::HorusVpAndGranite) => self.add_vp(p, 2),
                God::Bastet if has(Tech::BastetVpPopulationHappiness) => {
                    self.add_vp(p, 2);
                    self.gain_pop(p, 1);
                    self.gain_happy(p, 1);
                }
                _ => {}
            }
            if a.die1 && has(Tech::DieOneVp) {
                self.add_vp(p, 2);
            }
        }
        if a.origin != Origin::Setup {
            self.statue_bonuses(a.god, p);
        }
    }

    /// Statue bonuses for god `g` performed by `performer` (rulebook, docs/tekhenu.md GAP-30).
    /// A god statue of seat `p` for god `g` (Horus tile `slot`). Rulebook: at 3 players
    /// the builder takes the bonus at once, for a first statue only (L635); rulebook: at
    /// 2 seats a first statue on Horus pays nothing to the Horus action that built it.
    pub(crate) fn build_god_statue(&mut self, p: u8, g: usize, slot: usize) {
        let first = self.god_statues[g][p as usize] == 0;
        self.god_statues[g][p as usize] += 1;
        if self.np == 3 && first {
            self.give_bonus(p, slot);
        }
        if self.np <= 2 && first && g == God::Horus.index() {
            self.new_horus_statue = p;
        }
    }

    /// Bonuses of the statues honouring god `g` after `performer` did its action: every
    /// other owner, and at 2 seats the performer too (rulebook).
    pub(crate) fn statue_bonuses(&mut self, g: God, performer: u8) {
        let just_built = std::mem::replace(&mut self.new_horus_statue, NONE);
        let Some(slot) = self.horus.iter().position(|&x| x == g.id()) else {
            return;
        };
        for o in 0..self.np {
            if self.god_statues[g.index()][o as usize] == 0 {
                continue;
            }
            if self.np >= 3 && o == performer {
                continue;
            }
            if g == God::Horus && o == just_built {
                continue;
            }
            self.give_bonus(o, slot);
        }
    }

    pub(crate) fn give_bonus(&mut self, o: u8, slot: usize) {
        if self.is_bot(o) {
            let (s, vp) = BOT_HORUS_BONUS[slot % 6];
            self.gain(o, SCRIBE, s);
            self.add_vp(o, vp as u16);
        } else {
            self.gain(o, HORUS_BONUS[slot % 6], 1);
            if self.players[o as usize].has_tech(Tech::StatueBonusGranite) {
                self.gain(o, GRANITE, 1);
            }
        }
    }
}
