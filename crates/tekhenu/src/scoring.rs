//! Scoring phases and final scoring (the Maat phase before them is in `maat.rs`); a
//! seat's score (`Game::score`) and the outcome with its tie-breaks (`Game::outcome`).

use crate::action::TekhenuAction;
use crate::cards::{decree_effect, decree_symbol, Card, CardKind, DecreeEffect, Tech};
use crate::cardset::CardSet;
use crate::choices::Out;
use crate::pieces::{
    BREAD, GOLD, NONE, PEOPLE_QUARRIES, PEOPLE_TEMPLE_COL, PEOPLE_TEMPLE_ROW, PEOPLE_WORKSHOPS,
};
use crate::standins::BUILDING_ROW_REVEAL;
use crate::state::{Board, Node, Origin, Step, Tekhenu, ANY_RESOURCE};
use nile_core::Outcome;

/// Statues built -> VP (rulebook; docs/tekhenu.md GAP-15: the triangular series).
pub const STATUE_VP: [u16; 7] = [0, 1, 3, 6, 10, 15, 21];
/// The parts of a scoring phase, as [`Board::scoring_parts`] lists them.
pub const SCORING_PARTS: [&str; 7] = [
    "districts",
    "temple",
    "statues",
    "happiness",
    "production",
    "building row",
    "cards",
];
/// Population/Happiness track triangles (rulebook).
pub const TRIANGLES: [u8; 5] = [9, 13, 16, 19, 21];
/// Maat penalty by balance (rulebook).
pub fn maat_penalty(balance: i32) -> u16 {
    match balance {
        b if b >= -2 => 0,
        -5..=-3 => 1,
        -8..=-6 => 2,
        _ => 3,
    }
}
/// Botankhamun's fixed Maat balance by phase (rulebook).
pub const BOT_BALANCE: [i8; 4] = [3, 2, 1, 1];

/// Number of triangles at or below track position `x` (docs/tekhenu.md GAP-13: scoring phases
/// read the current position; D04/D05 the highest reached, [`crate::state::Player::peak`]).
pub fn triangles(x: u8) -> u16 {
    TRIANGLES.iter().filter(|&&t| x >= t).count() as u16
}

impl Tekhenu {
    /// Seat `player`'s Victory Points (`Game::score`); 0 past the seats at the table.
    pub(crate) fn score_of(&self, player: usize) -> i32 {
        self.board.players.get(player).map_or(0, |p| p.score as i32)
    }

    /// The outcome once the game is over (`Game::outcome`).
    pub(crate) fn result(&self) -> Option<Outcome> {
        if !self.board.over {
            return None;
        }
        let np = self.board.np as usize;
        // Rulebook: most VP, then most Scribes, then earlier in turn order.
        let key = |p: usize| {
            let pos = self.board.order[..np]
                .iter()
                .position(|&q| q as usize == p)
                .unwrap_or(np);
            (
                self.board.players[p].score,
                self.board.players[p].scribes,
                np - pos,
            )
        };
        if self.board.solo {
            // docs/tekhenu.md GAP-49: the human wins with a better key than Botankhamun.
            return Some(Outcome::solo(self.score_of(0), key(0) > key(1)));
        }
        let scores = (0..np).map(|p| self.score_of(p)).collect();
        let keys: Vec<_> = (0..np).map(key).collect();
        Some(Outcome::ranked(scores, &keys))
    }
}

impl Board {
    // ----- scoring phase (rulebook) -----

    /// The district winner of district `d` (rulebook, docs/tekhenu.md GAP-16), if any.
    pub(crate) fn district_winner(&self, d: usize) -> Option<u8> {
        let statue = if d < 2 {
            PEOPLE_WORKSHOPS
        } else {
            PEOPLE_QUARRIES
        };
        let mut count = [0u8; 4];
        let owner = self.people[statue as usize];
        if owner != NONE {
            count[owner as usize] += 1;
        }
        for row in &self.osiris {
            if row[d] != NONE {
                count[row[d] as usize] += 1;
            }
        }
        let best = *count.iter().max()?;
        if best == 0 {
            return None;
        }
        // Topmost piece among the tied: the statue, then rows 1..6.
        if owner != NONE && count[owner as usize] == best {
            return Some(owner);
        }
        self.osiris
            .iter()
            .map(|row| row[d])
            .find(|&o| o != NONE && count[o as usize] == best)
    }

    /// Temple Complex score of seat `p` (rulebook; also D24).
    pub fn temple_score(&self, p: u8) -> u16 {
        let own_b = |i: usize| self.temple_buildings[i] == p;
        let mut vp = self.temple_buildings.iter().filter(|&&o| o == p).count() as u16;
        let srow = self.people[PEOPLE_TEMPLE_ROW as usize] == p;
        let scol = self.people[PEOPLE_TEMPLE_COL as usize] == p;
        vp += srow as u16 + scol as u16;
        let line = crate::standins::PEOPLE_STATUE_LINE;
        for r in 0..5 {
            for c in 0..5 {
                if matches!(self.temple[r][c], Some(x) if x.owner == p) {
                    vp += own_b(r) as u16 + own_b(5 + c) as u16;
                    vp += (srow && r == line) as u16 + (scol && c == line) as u16;
                }
            }
        }
        vp
    }

    /// The part of [`Self::temple_score`] that seat `p`'s people statues by the temple
    /// bring: 1 VP each, and 1 per own pillar in its line.
    pub(crate) fn temple_statue_score(&self, p: u8) -> u16 {
        let line = crate::standins::PEOPLE_STATUE_LINE;
        let own_pillar = |r: usize, c: usize| matches!(self.temple[r][c], Some(x) if x.owner == p);
        let mut vp = 0;
        if self.people[PEOPLE_TEMPLE_ROW as usize] == p {
            vp += 1 + (0..5).filter(|&c| own_pillar(line, c)).count() as u16;
        }
        if self.people[PEOPLE_TEMPLE_COL as usize] == p {
            vp += 1 + (0..5).filter(|&r| own_pillar(r, line)).count() as u16;
        }
        vp
    }

    pub(crate) fn statues_built(&self, p: u8) -> u8 {
        6 - self.players[p as usize].statues
    }

    pub(crate) fn bread_due(&self, p: u8) -> u8 {
        let built = 10 - self.players[p as usize].buildings as usize;
        BUILDING_ROW_REVEAL[..built.min(10)]
            .iter()
            .map(|x| x.1)
            .sum()
    }

    /// What seat `p` scores at a scoring phase, part by part ([`SCORING_PARTS`]):
    /// 3 VP per district won, the Temple Complex, statues, the Happiness triangles, and
    /// for a seat 2 VP per production at 6 and the building row, for Botankhamun 2 VP
    /// per Blessing and Technology (rulebook).
    pub fn scoring_parts(&self, p: u8) -> [u16; 7] {
        let pl = &self.players[p as usize];
        let districts = (0..4)
            .filter(|&d| self.district_winner(d) == Some(p))
            .count() as u16;
        let mut parts = [
            3 * districts,
            self.temple_score(p),
            STATUE_VP[self.statues_built(p) as usize % 7],
            3 * triangles(pl.happy),
            0,
            0,
            0,
        ];
        if self.is_bot(p) {
            parts[6] = 2 * (pl.blessings.len() + pl.techs.len()) as u16;
        } else {
            parts[4] = 2 * pl.prod.iter().filter(|&&x| x >= 6).count() as u16;
            let built = 10 - pl.buildings.min(10) as usize;
            parts[5] = BUILDING_ROW_REVEAL[..built]
                .iter()
                .map(|x| x.0 as u16)
                .sum::<u16>();
        }
        parts
    }

    pub(crate) fn scoring_stage(&mut self, stage: u8) {
        if stage > 0 {
            return;
        }
        for p in 0..self.np {
            let parts = self.scoring_parts(p);
            self.scored[p as usize] = parts;
            self.add_vp(p, parts.iter().sum());
            if self.is_bot(p) {
                // Botankhamun's Blessings are discarded once scored.
                let pl = &mut self.players[p as usize];
                self.discards[0] |= pl.blessings;
                pl.blessings = CardSet::EMPTY;
            }
        }
        for i in (0..self.np).rev() {
            let p = self.order[i as usize];
            let due = self.bread_due(p);
            if !self.is_bot(p)
                && due > 0
                && !self.players[p as usize].has_tech(Tech::BreadVpAndFreeFeeding)
            {
                self.push(Node::Feed(p, due));
            }
        }
    }

    // ----- final scoring (rulebook) -----

    pub(crate) fn final_stage(&mut self, stage: u8) {
        match stage {
            0 => {
                // Rulebook: D23 acts "before final scoring", so before the hands are
                // revealed (L529); only its holder becomes known, by using its window.
                for i in (0..self.np).rev() {
                    let p = self.order[i as usize];
                    if !self.is_bot(p)
                        && self.players[p as usize]
                            .decrees
                            .contains(DecreeEffect::FreeAction.card())
                    {
                        self.push(Node::FreeAction(p, Origin::D23));
                    }
                }
            }
            1 => {
                // Rulebook: every seat now reveals its Decrees.
                self.revealed = true;
                self.step(Step::Final(2));
                for i in (0..self.np).rev() {
                    let p = self.order[i as usize];
                    if !self.is_bot(p) {
                        self.push(Node::SelectDecree(p));
                    }
                }
            }
            _ => {
                let first = self.order[0];
                self.add_vp(first, 3);
                if self.np >= 3 {
                    self.add_vp(self.order[1], 2);
                }
                if self.solo {
                    let per = if self.config.bot_decree_8 { 8 } else { 4 };
                    let bot = self.players[1];
                    self.add_vp(1, per * bot.decrees.len() as u16 + bot.scribes as u16 / 2);
                }
                self.over = true;
                self.depth = 0;
                self.stack = [Node::Empty; crate::state::STACK];
            }
        }
    }

    pub(crate) fn gen_final(&self, n: Node, out: &mut impl Out) {
        match n {
            Node::Faith(p) => {
                let f = self.players[p as usize].faith as i8;
                for x in -f..=f {
                    out.put(TekhenuAction::Faith(x));
                }
            }
            Node::Feed(p, _) => {
                self.gen_pay(p, BREAD, out);
                out.put(TekhenuAction::Unpaid);
            }
            Node::SelectDecree(p) => {
                let pl = &self.players[p as usize];
                // A seat that used D23's free action must score D23 among its three.
                let must_d23 =
                    pl.d23_used && !pl.selected.contains(DecreeEffect::FreeAction.card());
                if must_d23 {
                    out.put(TekhenuAction::Score(DecreeEffect::FreeAction.card()));
                    return;
                }
                if pl.selected.len() < 3 {
                    let used = symbols(pl.selected);
                    for c in (pl.decrees - pl.selected).cards(CardKind::Decree) {
                        if used & (1 << decree_symbol(c)) == 0 {
                            out.put(TekhenuAction::Score(c));
                        }
                    }
                }
                out.put(TekhenuAction::Done);
            }
            Node::D03Target(p) => {
                let pl = &self.players[p as usize];
                if self.payable(p, GOLD) >= 2 {
                    for c in (pl.selected - CardSet::of(DecreeEffect::ScoreAnotherTwice.card()))
                        .cards(CardKind::Decree)
                    {
                        out.put(TekhenuAction::Target(c));
                    }
                }
                out.put(TekhenuAction::Decline);
            }
            Node::D04Count(p, _) => {
                // "Count only the highest ▲ your marker reached" (docs/tekhenu.md D04-D05).
                let tri = triangles(self.players[p as usize].peak[0]);
                let max = tri.min(self.payable(p, ANY_RESOURCE));
                for j in 0..=max {
                    out.put(TekhenuAction::Count(j as u8));
                }
            }
            _ => {}
        }
    }

    pub(crate) fn exec_final(&mut self, n: Node, a: TekhenuAction) {
        match (n, a) {
            (Node::Faith(p), TekhenuAction::Faith(x)) => self.players[p as usize].faith_placed = x,
            (Node::Feed(p, left), TekhenuAction::Pay(tok)) => {
                if left > 1 {
                    self.push(Node::Feed(p, left - 1));
                }
                self.pay_one(p, BREAD, tok);
            }
            (Node::Feed(p, left), TekhenuAction::Unpaid) => self.lose_vp(p, 3 * left as u16),
            (Node::SelectDecree(p), TekhenuAction::Score(c)) => {
                self.players[p as usize].selected.insert(c);
                self.push(n);
            }
            (Node::SelectDecree(p), TekhenuAction::Done) => {
                let sel = self.players[p as usize].selected;
                self.step(Step::ScoreDecrees(p));
                if sel.contains(DecreeEffect::PopulationTriangles.card()) {
                    self.push(Node::D04Count(p, false));
                }
                let d03 = CardSet::of(DecreeEffect::ScoreAnotherTwice.card());
                if !(sel & d03).is_empty() && !(sel - d03).is_empty() {
                    self.push(Node::D03Target(p));
                }
            }
            (Node::D03Target(p), TekhenuAction::Target(c)) => {
                self.players[p as usize].d03_target = Some(c);
                self.charge(p, GOLD, 2);
            }
            (Node::D03Target(_), TekhenuAction::Decline) => {}
            (Node::D04Count(p, second), TekhenuAction::Count(j)) => {
                if !second
                    && self.players[p as usize].d03_target.and_then(decree_effect)
                        == Some(DecreeEffect::PopulationTriangles)
                {
                    self.push(Node::D04Count(p, true));
                }
                self.add_vp(p, 3 * j as u16);
                self.charge(p, ANY_RESOURCE, j);
            }
            _ => {}
        }
    }

    /// VP of one Decree for seat `p`, by its row's effect kind ([`DecreeEffect`]; appendix
    /// L1204-1237). D03, D04 and D23 score nothing here: their own final-scoring steps
    /// resolve them.
    pub fn decree_vp(&self, p: u8, c: Card) -> u16 {
        let pl = &self.players[p as usize];
        let osiris = |f: &dyn Fn(usize) -> bool| {
            self.osiris
                .iter()
                .flat_map(|r| r.iter().enumerate())
                .filter(|&(dd, &o)| o == p && f(dd))
                .count() as u16
        };
        let temple_b = self.temple_buildings.iter().filter(|&&o| o == p).count() as u16;
        let pillars = (8 - pl.pillars) as u16;
        let statues = self.statues_built(p) as u16;
        let people = self.people.iter().filter(|&&o| o == p).count() as u16;
        let god = statues.saturating_sub(people);
        use DecreeEffect::*;
        let Some(effect) = decree_effect(c) else {
            return 0;
        };
        match effect {
            PerTechnology => 3 * pl.techs.len() as u16,
            PerSymbol => 4 * symbols(pl.decrees).count_ones() as u16,
            // The highest ▲ reached, not the current position (docs/tekhenu.md D04-D05).
            HappinessTriangles => 4 * triangles(pl.peak[1]),
            HappinessOverLowest => {
                let low = self.players[..self.np as usize]
                    .iter()
                    .map(|q| q.happy)
                    .min()
                    .unwrap_or(0);
                (pl.happy - low) as u16
            }
            PerScribe => 3 * pl.scribes as u16,
            Resources => {
                (2 * pl.res[4] as u16 + pl.res[..4].iter().map(|&x| x as u16).sum::<u16>()).min(20)
            }
            Quarries => 3 * osiris(&|dd| dd >= 2),
            Workshops => 3 * osiris(&|dd| dd < 2),
            OsirisBuildings => 2 * osiris(&|_| true),
            TempleBuildings => 3 * temple_b,
            TemplePillars => 3 * pillars,
            StatuesAndTempleBuildings => 2 * statues + 2 * temple_b,
            PillarsAndTempleBuildings => 2 * pillars + 2 * temple_b,
            GodStatues => 4 * god,
            StatuesAndPillars => 2 * statues + 2 * pillars,
            Statues => 3 * statues,
            PeopleStatues => 5 * people,
            TurnOrder => {
                if self.order[0] == p {
                    10
                } else if self.order[1] == p {
                    5
                } else {
                    0
                }
            }
            BuildingsBuilt => (10 - pl.buildings) as u16,
            HalfPureDice => {
                let sum: u16 = self
                    .dice
                    .iter()
                    .map(|x| x.on_left_of(p) as u16 * x.value as u16)
                    .sum();
                sum.div_ceil(2)
            }
            // Rulebook: the Temple Complex again, "only your own Buildings and Pillars".
            TempleAgain => self.temple_score(p) - self.temple_statue_score(p),
            // Resolved by their own steps in final scoring (see each kind).
            ScoreAnotherTwice | PopulationTriangles | FreeAction => 0,
        }
    }

    /// The Decrees seat `p` selected with the VP each scores, D08 last, a D03 target
    /// counted twice (D04 is paid for by its own decision); unused places are `None`.
    pub(crate) fn decree_scores(&self, p: u8) -> [(Option<Card>, u16); 4] {
        let pl = self.players[p as usize];
        let last = CardSet::of(DecreeEffect::Resources.card());
        let order = (pl.selected - last).cards(CardKind::Decree);
        let order = order.chain((pl.selected & last).cards(CardKind::Decree));
        let mut scores = [(None, 0); 4];
        for (slot, c) in scores.iter_mut().zip(order) {
            let once = self.decree_vp(p, c);
            let twice = pl.d03_target == Some(c)
                && decree_effect(c) != Some(DecreeEffect::PopulationTriangles);
            *slot = (Some(c), if twice { 2 * once } else { once });
        }
        scores
    }

    pub(crate) fn score_decrees(&mut self, p: u8) {
        let vp = self.decree_scores(p).iter().map(|x| x.1).sum();
        self.add_vp(p, vp);
    }
}

/// The Decree symbols (bit per symbol A-H) among `decrees`.
fn symbols(decrees: CardSet) -> u8 {
    (decrees.cards(CardKind::Decree)).fold(0, |m, c| m | 1 << decree_symbol(c))
}
