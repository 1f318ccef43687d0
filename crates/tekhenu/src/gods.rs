//! The six god actions: each god's cost row, the plain rule saying whether an action
//! can start (`act_ok`), its start, and its sub-decisions (listing and choice). What
//! each action then does is in `god_effects.rs`.

use crate::action::TekhenuAction;
use crate::cards::{
    blessing_effect, BlessingEffect, Card, CardKind, Tech, BLESSINGS_WITH, MARKET_ACCESS,
    MARKET_SLOTS, MARKET_START,
};
use crate::choices::Out;
use crate::data::{BASTET_COST, THOTH_CARDS, THOTH_COST};
use crate::pieces::{God, BREAD, GRANITE, LIMESTONE, NONE, PAPYRUS};
use crate::standins::{
    building_space_enabled, BUILDING_SPACE_COST, ENABLED_LINES, PILLAR_DATA, STATUE_COST,
    TEMPLE_CELL_REWARD,
};
use crate::state::{Act, Board, Node, Origin, Prod, Step};

/// Display slot used by Ra for die value `v`: 5-6 Left, 3-4 Middle, 1-2 Right (rulebook).
pub fn ra_slot(v: u8) -> usize {
    match v {
        5..=6 => 0,
        3..=4 => 1,
        _ => 2,
    }
}

/// Edge colour of a placed tile on side `side` (N=0, E=1, S=2, W=3).
pub fn edge(tile: u8, rot: u8, side: usize) -> u8 {
    PILLAR_DATA[tile as usize % 27].1[(side + 4 - rot as usize % 4) % 4]
}

/// The 5 temple cells along building space `i` (Row(0..5), Col(0..5)).
pub fn space_cell(i: u8, j: u8) -> (usize, usize) {
    if i < 5 {
        (i as usize, j as usize)
    } else {
        (j as usize, (i - 5) as usize)
    }
}

/// How a god action is paid for: one row per god, read by the rule ([`Board::act_ok`]),
/// the legal-action listing ([`Board::gen_god`]), the start of the action
/// ([`Board::start_god`]) and the fast feasibility masks (`legal/feasible.rs`) alike. The
/// amount itself depends on the action (a statue's, a pillar tile's or a building
/// space's printed cost, Thoth's by die value, Bastet's [`BASTET_COST`]).
#[derive(Clone, Copy)]
pub(crate) struct GodCost {
    /// The resource paid (`NONE`: the action costs nothing, Osiris).
    pub resource: u8,
    /// The Technology that gives one unit of that resource as the action starts.
    pub first_unit: Option<Tech>,
    /// The first of the two Blessings that waive the cost (B13/B14, B15/B16).
    pub waiver: Option<BlessingEffect>,
}

/// [`GodCost`] by god (index = god, docs/tekhenu.md GAP-2 order).
pub(crate) const GOD_COST: [GodCost; 6] = [
    // Horus: a statue's Granite; T04 gives one first; B13/B14 waive it.
    GodCost {
        resource: GRANITE,
        first_unit: Some(Tech::HorusVpAndGranite),
        waiver: Some(BlessingEffect::WaiveRaHorus),
    },
    // Ra: the pillar tile's Limestone; B13/B14 waive it.
    GodCost {
        resource: LIMESTONE,
        first_unit: None,
        waiver: Some(BlessingEffect::WaiveRaHorus),
    },
    // Hathor: the building space's Bread; T21 gives one first; B15/B16 waive it.
    GodCost {
        resource: BREAD,
        first_unit: Some(Tech::HathorBreadFirst),
        waiver: Some(BlessingEffect::WaiveBastetHathor),
    },
    // Bastet: 2 Papyrus; B15/B16 waive it.
    GodCost {
        resource: PAPYRUS,
        first_unit: None,
        waiver: Some(BlessingEffect::WaiveBastetHathor),
    },
    // Thoth: Papyrus by die value; T20 gives one first.
    GodCost {
        resource: PAPYRUS,
        first_unit: Some(Tech::ThothPapyrusFirst),
        waiver: None,
    },
    // Osiris: no resource cost.
    GodCost {
        resource: NONE,
        first_unit: None,
        waiver: None,
    },
];

/// Lists `a` if `keep` (`put_if`: without a branch where the sink can), noting in
/// `listed` whether anything was.
#[inline]
fn list(out: &mut impl Out, listed: &mut bool, a: TekhenuAction, keep: bool) {
    out.put_if(a, keep);
    *listed |= keep;
}

impl Board {
    /// God-statue spaces per god: 3/2/1 for 4/3/2 seats (rulebook).
    pub(crate) fn god_capacity(&self) -> u8 {
        match self.np {
            4 => 3,
            3 => 2,
            _ => 1,
        }
    }

    pub(crate) fn god_space_free(&self, g: u8) -> bool {
        self.god_statues[g as usize % 6].iter().sum::<u8>() < self.god_capacity()
    }

    /// Cards in market section `s` (a fold: unrolled, without a branch per slot, for a
    /// known section).
    #[inline]
    pub(crate) fn section_cards(&self, s: usize) -> u8 {
        let start = MARKET_START[s];
        self.market[start..start + MARKET_SLOTS[s].len()]
            .iter()
            .fold(0, |n, c| n + c.is_some() as u8)
    }

    /// Can god `g` be performed with value `v` (before it starts)?
    pub(crate) fn god_ok(&self, p: u8, g: God, v: u8, origin: Origin) -> bool {
        self.act_ok(
            &Act {
                p,
                god: g,
                v,
                origin,
                waived: false,
                no_loss: false,
                filter: 0,
                die1: false,
            },
            true,
        )
    }

    /// Feasibility of an action (the completion rule, docs/tekhenu.md GAP-26). `pre`: the technology
    /// gains that come before paying (T04, T20, T21) are not yet received.
    pub(crate) fn act_ok(&self, a: &Act, pre: bool) -> bool {
        let p = a.p;
        let pl = &self.players[p as usize];
        let v = a.v.clamp(1, 6);
        // Can god `g`'s cost of `need` units be paid ([`GOD_COST`])?
        let can = |g: God, need: u8| {
            let cost = GOD_COST[g.index()];
            let bonus = pre && cost.first_unit.is_some_and(|c| pl.has_tech(c));
            a.free()
                || a.waived
                || need == 0
                || self.payable(p, cost.resource).saturating_add(bonus as u16) >= need as u16
                || cost
                    .waiver
                    .is_some_and(|w| self.held_blessing(p, w).is_some())
        };
        match a.god {
            God::Horus => {
                pl.statues > 0
                    && can(God::Horus, STATUE_COST[(6 - pl.statues) as usize % 6])
                    && (self.god_space_free(self.horus[v as usize - 1])
                        || self.people.contains(&NONE))
            }
            God::Ra => {
                let tile = self.display[ra_slot(v)];
                tile != NONE
                    && pl.pillars > 0
                    && self.temple.iter().flatten().any(|c| c.is_none())
                    && can(God::Ra, PILLAR_DATA[tile as usize % 27].0)
            }
            God::Hathor => {
                pl.buildings > 0
                    && (0..10).any(|i| {
                        building_space_enabled(i, self.np as usize)
                            && self.temple_buildings[i] == NONE
                            && can(God::Hathor, BUILDING_SPACE_COST[i])
                    })
            }
            God::Bastet => can(God::Bastet, BASTET_COST),
            God::Thoth => {
                let n = THOTH_CARDS[v as usize - 1];
                pl.happy >= 1
                    && (0..4).any(|s| {
                        self.market_filled & (1 << s) != 0
                            && pl.happy >= MARKET_ACCESS[s]
                            && self.section_cards(s) >= n
                    })
                    && can(God::Thoth, THOTH_COST[v as usize - 1])
            }
            God::Osiris => {
                (pl.happy >= 1 || a.no_loss)
                    && pl.buildings > 0
                    && (0..4).any(|d| self.district_allowed(a, d))
            }
        }
    }

    fn district_allowed(&self, a: &Act, d: usize) -> bool {
        let filter_ok = match a.filter {
            1 => d >= 2,
            2 => d < 2,
            _ => true,
        };
        filter_ok && self.osiris[(a.v.clamp(1, 6) - 1) as usize][d] == NONE
    }

    /// Starts a god action: fizzles if impossible (granted actions), else the tech gains
    /// that come first, then the god's first decision.
    pub(crate) fn start_god(&mut self, a: Act) {
        if self.act_ok(&a, true) {
            self.begin_god(a);
        }
    }

    /// Starts a god action known to be possible: the tech gains that come first, then
    /// the god's first decision.
    pub(crate) fn begin_god(&mut self, a: Act) {
        let p = a.p;
        self.step(Step::AfterGod(a));
        let cost = GOD_COST[a.god.index()];
        if let Some(tech) = cost.first_unit {
            if self.players[p as usize].has_tech(tech) {
                self.gain(p, cost.resource, 1);
            }
        }
        self.push(match a.god {
            God::Horus => Node::Horus(a),
            God::Ra => Node::RaCell(a),
            God::Hathor => Node::HathorSpace(a),
            God::Bastet => Node::Bastet(a),
            God::Thoth => Node::Thoth(a, 0),
            _ => Node::Osiris(a),
        });
    }

    /// Can `a`'s cost of `need` units of its god's resource be paid?
    fn pays(&self, a: &Act, need: u8) -> bool {
        let res = GOD_COST[a.god.index()].resource;
        a.free() || a.waived || self.payable(a.p, res) >= need as u16
    }

    /// Schedules the payment of `a`'s cost of `need` units (nothing when free or waived).
    fn charge_act(&mut self, a: &Act, need: u8) {
        if !a.free() && !a.waived {
            self.charge(a.p, GOD_COST[a.god.index()].resource, need);
        }
    }

    /// The waiver Blessing `a` may play against a cost of `need` units, if held.
    fn waiver(&self, a: &Act, need: u8) -> Option<TekhenuAction> {
        let pair = GOD_COST[a.god.index()].waiver?;
        if !a.free() && !a.waived && need > 0 {
            self.held_blessing(a.p, pair).map(TekhenuAction::Bless)
        } else {
            None
        }
    }

    pub(crate) fn gen_god(&self, n: Node, out: &mut impl Out) {
        let mut any = false;
        match n {
            Node::Horus(a) => {
                let pl = &self.players[a.p as usize];
                if pl.statues > 0 {
                    let cost = STATUE_COST[(6 - pl.statues) as usize % 6];
                    if self.pays(&a, cost) {
                        let god_space = self.god_space_free(self.horus[a.v as usize - 1]);
                        list(out, &mut any, TekhenuAction::Statue(0), god_space);
                        for s in 0..4u8 {
                            let free = self.people[s as usize] == NONE;
                            list(out, &mut any, TekhenuAction::Statue(s + 1), free);
                        }
                    }
                    if let Some(x) = self.waiver(&a, cost) {
                        list(out, &mut any, x, true);
                    }
                }
            }
            Node::RaCell(a) => {
                let tile = self.display[ra_slot(a.v)];
                if tile != NONE && self.players[a.p as usize].pillars > 0 {
                    let cost = PILLAR_DATA[tile as usize % 27].0;
                    if self.pays(&a, cost) {
                        for r in 0..5u8 {
                            for c in 0..5u8 {
                                let empty = self.temple[r as usize][c as usize].is_none();
                                list(out, &mut any, TekhenuAction::Cell(r, c), empty);
                            }
                        }
                    }
                    if let Some(x) = self.waiver(&a, cost) {
                        list(out, &mut any, x, true);
                    }
                }
            }
            Node::RaRot(..) => {
                (0..4).for_each(|r| list(out, &mut any, TekhenuAction::Rotate(r), true))
            }
            Node::HathorSpace(a) if self.players[a.p as usize].buildings > 0 => {
                let enabled = ENABLED_LINES[self.np as usize % 5];
                for i in 0..10u8 {
                    let iu = i as usize;
                    let open =
                        ((enabled >> (iu % 5)) & 1 != 0) & (self.temple_buildings[iu] == NONE);
                    let ok = open & self.pays(&a, BUILDING_SPACE_COST[iu]);
                    list(out, &mut any, TekhenuAction::Space(i), ok);
                }
                if let Some(x) = self.waiver(&a, 1) {
                    list(out, &mut any, x, true);
                }
            }
            Node::HathorPick(_, cell) => {
                let rw = TEMPLE_CELL_REWARD[cell as usize / 5 % 5][cell as usize % 5];
                for (tok, k) in rw {
                    if k > 0 {
                        list(out, &mut any, TekhenuAction::Gain(tok), true);
                    }
                }
            }
            Node::Bastet(a) => {
                if self.pays(&a, BASTET_COST) {
                    list(out, &mut any, TekhenuAction::Done, true);
                }
                if let Some(x) = self.waiver(&a, BASTET_COST) {
                    list(out, &mut any, x, true);
                }
            }
            Node::Thoth(a, refreshed) => {
                let pl = &self.players[a.p as usize];
                let v = a.v.clamp(1, 6) as usize - 1;
                let (n, cost) = (THOTH_CARDS[v], THOTH_COST[v]);
                let budget = if a.free() {
                    u16::MAX
                } else {
                    self.payable(a.p, PAPYRUS)
                };
                let filled = |s: u8| self.market_filled & (1 << s) != 0;
                for s in 0..4u8 {
                    let su = s as usize;
                    let ok = filled(s)
                        & (pl.happy >= MARKET_ACCESS[su])
                        & (self.section_cards(su) >= n)
                        & (budget >= cost as u16);
                    list(out, &mut any, TekhenuAction::Section(s), ok);
                }
                for s in 0..4u8 {
                    // docs/tekhenu.md GAP-51: any filled section may be refreshed, 1 Papyrus each, once.
                    let ok = filled(s)
                        & (refreshed & (1 << s) == 0)
                        & (self.section_cards(s as usize) > 0)
                        & (budget > cost as u16);
                    list(out, &mut any, TekhenuAction::Refresh(s), ok);
                }
            }
            Node::ThothPick(_, s, _) => {
                let su = s as usize % 4;
                let start = MARKET_START[su];
                for i in start..start + MARKET_SLOTS[su].len() {
                    // An empty slot's stand-in is written but not kept (no branch).
                    let card = self.market[i];
                    let shown = card.unwrap_or(Card::blessing(1));
                    list(out, &mut any, TekhenuAction::Pick(shown), card.is_some());
                }
            }
            Node::Osiris(a) => {
                let pl = &self.players[a.p as usize];
                if pl.buildings > 0 && (pl.happy >= 1 || a.no_loss) {
                    for d in 0..4u8 {
                        let ok = self.district_allowed(&a, d as usize);
                        list(out, &mut any, TekhenuAction::District(d), ok);
                    }
                }
            }
            Node::Row6(_) => {
                (0..4).for_each(|r| list(out, &mut any, TekhenuAction::Boost(r), true))
            }
            Node::P12Value(p) => {
                for w in 1..=3 {
                    if self.god_ok(p, God::Horus, w, Origin::Pillar) {
                        list(out, &mut any, TekhenuAction::Value(w), true);
                    }
                }
            }
            Node::ProdWindow(pr) => {
                list(out, &mut any, TekhenuAction::Produce, true);
                let pl = &self.players[pr.p as usize];
                // The Blessings that gain tokens when producing, lowest first.
                let gain = BLESSINGS_WITH[BlessingEffect::Gain(0, 0).kind()];
                for c in (pl.blessings & gain).cards(CardKind::Blessing) {
                    list(out, &mut any, TekhenuAction::Bless(c), true);
                }
                if !pr.twice {
                    if let Some(c) = self.held_blessing(pr.p, BlessingEffect::ProduceTwice) {
                        list(out, &mut any, TekhenuAction::Bless(c), true);
                    }
                }
            }
            Node::FreeAction(p, origin) => {
                for g in God::ALL {
                    for v in 1..=6 {
                        if self.god_ok(p, g, v, origin) {
                            list(out, &mut any, TekhenuAction::Free(g.id(), v), true);
                        }
                    }
                }
                for r in 0..4 {
                    for v in 1..=6 {
                        list(out, &mut any, TekhenuAction::Free(6 + r, v), true);
                    }
                }
                if origin == Origin::D23 {
                    list(out, &mut any, TekhenuAction::Decline, true);
                }
            }
            _ => {}
        }
        if !any {
            // A granted action that turned out impossible fizzles.
            out.put(TekhenuAction::Decline);
        }
    }

    pub(crate) fn exec_god(&mut self, n: Node, x: TekhenuAction) {
        match (n, x) {
            // A declined free action or a fizzled granted action: nothing happens.
            (_, TekhenuAction::Decline) => {}
            (
                Node::Horus(a) | Node::RaCell(a) | Node::HathorSpace(a) | Node::Bastet(a),
                TekhenuAction::Bless(c),
            ) => {
                self.use_blessing(a.p, c);
                let a2 = Act { waived: true, ..a };
                self.push(match n {
                    Node::Horus(_) => Node::Horus(a2),
                    Node::RaCell(_) => Node::RaCell(a2),
                    Node::HathorSpace(_) => Node::HathorSpace(a2),
                    _ => Node::Bastet(a2),
                });
            }
            (Node::Horus(a), TekhenuAction::Statue(target)) => {
                let cost = STATUE_COST[(6 - self.players[a.p as usize].statues) as usize % 6];
                self.step(Step::HorusDo(a, target));
                self.charge_act(&a, cost);
            }
            (Node::RaCell(a), TekhenuAction::Cell(r, c)) => self.push(Node::RaRot(a, r * 5 + c)),
            (Node::RaRot(a, cell), TekhenuAction::Rotate(rot)) => {
                let tile = self.display[ra_slot(a.v)];
                self.step(Step::RaDo(a, cell, rot));
                self.charge_act(&a, PILLAR_DATA[tile as usize % 27].0);
            }
            (Node::HathorSpace(a), TekhenuAction::Space(i)) => {
                self.step(Step::HathorDo(a, i));
                self.charge_act(&a, BUILDING_SPACE_COST[i as usize % 10]);
            }
            (Node::HathorPick(a, _), TekhenuAction::Gain(tok)) => self.gain(a.p, tok, 1),
            (Node::Bastet(a), TekhenuAction::Done) => {
                self.step(Step::BastetDo(a));
                self.charge_act(&a, BASTET_COST);
            }
            (Node::Thoth(a, _), TekhenuAction::Section(s)) => {
                let v = a.v.clamp(1, 6) as usize - 1;
                self.push(Node::ThothPick(a, s, THOTH_CARDS[v]));
                if !a.free() {
                    self.charge(a.p, PAPYRUS, THOTH_COST[v]);
                }
            }
            (Node::Thoth(a, refreshed), TekhenuAction::Refresh(s)) => {
                let su = s as usize % 4;
                let start = MARKET_START[su];
                for i in start..start + MARKET_SLOTS[su].len() {
                    if let Some(c) = self.market[i].take() {
                        self.discards[c.kind().index()].insert(c);
                    }
                }
                self.push(Node::Thoth(a, refreshed | (1 << s)));
                self.step(Step::Refill(1 << s));
                if !a.free() {
                    self.charge(a.p, PAPYRUS, 1);
                }
            }
            (Node::ThothPick(a, s, left), TekhenuAction::Pick(c)) => {
                if let Some(i) = self.market.iter().position(|&m| m == Some(c)) {
                    self.market[i] = None;
                }
                self.players[a.p as usize].hand_mut(c.kind()).insert(c);
                if left > 1 {
                    self.push(Node::ThothPick(a, s, left - 1));
                }
            }
            (Node::Osiris(a), TekhenuAction::District(d)) => self.step(Step::OsirisDo(a, d)),
            (Node::Row6(p), TekhenuAction::Boost(r)) => self.raise_prod(p, r, 1),
            (Node::P12Value(p), TekhenuAction::Value(w)) => self.step(Step::StartGod(Act {
                p,
                god: God::Horus,
                v: w,
                origin: Origin::Pillar,
                waived: false,
                no_loss: false,
                filter: 0,
                die1: false,
            })),
            (Node::ProdWindow(pr), TekhenuAction::Bless(c)) => {
                self.use_blessing(pr.p, c);
                let mut next = pr;
                match blessing_effect(c) {
                    Some(BlessingEffect::Gain(tok, n)) => self.gain(pr.p, tok, n),
                    Some(BlessingEffect::ProduceTwice) => next.twice = true,
                    _ => {}
                }
                self.push(Node::ProdWindow(next));
            }
            (Node::ProdWindow(pr), TekhenuAction::Produce) => self.produce(pr),
            (Node::FreeAction(p, origin), TekhenuAction::Free(k, v)) => {
                if origin == Origin::D23 {
                    self.players[p as usize].d23_used = true;
                }
                if let Some(god) = God::from_index(k) {
                    self.step(Step::StartGod(Act {
                        p,
                        god,
                        v,
                        origin,
                        waived: false,
                        no_loss: false,
                        filter: 0,
                        die1: false,
                    }));
                } else {
                    self.push(Node::ProdWindow(Prod {
                        p,
                        r: k - 6,
                        v,
                        twice: false,
                        origin,
                        die1: false,
                    }));
                }
            }
            _ => {}
        }
    }
}
