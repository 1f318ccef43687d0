//! Botankhamun, the solo opponent (rulebook). Its turns are automatic
//! steps; its coin flips and random tie-breaks are chance nodes.

use crate::cards::{CardKind, MARKET_ACCESS, MARKET_SLOTS, MARKET_START};
use crate::gods::ra_slot;
use crate::pieces::{
    colour_of_resource, Colour, God, Loc, Status, NONE, PEOPLE_QUARRIES, PEOPLE_TEMPLE_COL,
    PEOPLE_TEMPLE_ROW, PEOPLE_WORKSHOPS, SCRIBE,
};
use crate::standins::{building_space_enabled, BOT_RESOURCE_TILES, PEOPLE_STATUE_LINE};
use crate::state::{Board, Node, Placed, Step};

/// Botankhamun's seat in a solo game.
pub const BOT: u8 = 1;
/// Pyramid row offsets (positions 0-3, 4-6, 7-8, 9).
const ROW_START: [u8; 4] = [0, 4, 7, 9];
const ROW_LEN: [u8; 4] = [4, 3, 2, 1];

/// Tie kinds resolved by `Step::BotPick`.
const PICK_DIE: u8 = 0;
const PICK_PEOPLE: u8 = 1;
const PICK_RA: u8 = 2;
const PICK_HATHOR: u8 = 3;

fn row_of(pos: u8) -> (u8, u8) {
    let row = ROW_START.iter().rposition(|&s| pos >= s).unwrap_or(0);
    (row as u8, pos - ROW_START[row])
}

impl Board {
    /// Moves the progress marker after a deben flip (rulebook, docs/tekhenu.md GAP-21).
    pub(crate) fn bot_advance(&mut self, up: bool) {
        let (row, i) = row_of(self.bot.progress);
        let upright =
            (row < 3 && i < ROW_LEN[row as usize + 1]).then(|| ROW_START[row as usize + 1] + i);
        let right = (i + 1 < ROW_LEN[row as usize]).then(|| ROW_START[row as usize] + i + 1);
        let next = if up {
            upright.or(right)
        } else {
            right.or(upright)
        };
        if let Some(n) = next {
            self.bot.progress = n;
        }
    }

    pub(crate) fn bot_turn(&mut self, stage: u8) {
        match stage {
            0 => {
                if self.bot.progress == NONE {
                    self.bot.progress = 0;
                    self.step(Step::BotTurn(1));
                } else {
                    self.step(Step::BotTurn(1));
                    self.push(Node::ChCoin);
                }
            }
            _ => {
                self.bot.tile = self.bot.pyramid[self.bot.progress as usize % 10];
                self.bot_choose_die();
            }
        }
    }

    /// Non-forbidden dice matching `pred`, reduced to the best by `key`.
    fn bot_collect(
        &mut self,
        pred: impl Fn(&Board, u8, Colour) -> bool,
        key: impl Fn(&Board, usize) -> i32,
    ) {
        self.bot.ncand = 0;
        let mut best = i32::MIN;
        for i in 0..26 {
            let d = self.dice[i];
            let Loc::Disc(s) = d.loc else { continue };
            if !pred(self, s, d.colour) {
                continue;
            }
            let dup = self.dice[..i]
                .iter()
                .any(|e| e.loc == d.loc && e.colour == d.colour && e.value == d.value);
            if dup {
                continue;
            }
            let k = key(self, i);
            if k > best {
                best = k;
                self.bot.ncand = 0;
            }
            if k == best {
                self.bot.cands[self.bot.ncand as usize] = i as u8;
                self.bot.ncand += 1;
            }
        }
    }

    fn takeable(&self, s: u8, c: Colour) -> bool {
        self.status_as(s, c) != Status::Forbidden
    }

    /// Die choice (rulebook; docs/tekhenu.md GAP-24, docs/tekhenu.md GAP-25).
    fn bot_choose_die(&mut self) {
        let tile = self.bot.tile;
        let value = |g: &Board, i: usize| g.dice[i].value as i32;
        let pure = |g: &Board, i: usize| match g.dice[i].loc {
            Loc::Disc(s) => (g.status_as(s, g.dice[i].colour) == Status::Pure) as i32,
            _ => 0,
        };
        if tile < 6 {
            for k in 0..6u8 {
                let g = (tile + 6 - k) % 6;
                self.bot_collect(
                    |t, s, c| s == g && t.takeable(s, c),
                    |t, i| value(t, i) * 2 + pure(t, i),
                );
                if self.bot.ncand > 0 {
                    break;
                }
            }
        } else {
            let list = BOT_RESOURCE_TILES[(tile - 6) as usize % 4];
            let statue_slot = |t: &Board, i: usize| -> i32 {
                let Loc::Disc(s) = t.dice[i].loc else {
                    return -1;
                };
                if t.god_statues[s as usize][BOT as usize] > 0 {
                    t.horus
                        .iter()
                        .position(|&g| g == s)
                        .map_or(-1, |x| x as i32)
                } else {
                    -1
                }
            };
            let key = |t: &Board, i: usize| {
                let slot = statue_slot(t, i);
                // Highest value; then in a bot-statue section (highest Horus slot); then
                // Pure only among statue sections (docs/tekhenu.md GAP-24).
                value(t, i) * 64 + (slot + 1) * 4 + if slot >= 0 { pure(t, i) } else { 0 }
            };
            for r in list {
                let colour = colour_of_resource(r);
                self.bot_collect(|t, s, c| c == colour && t.takeable(s, c), key);
                if self.bot.ncand > 0 {
                    break;
                }
            }
            if self.bot.ncand == 0 {
                self.bot_collect(|t, s, c| c == Colour::Grey && t.takeable(s, c), key);
            }
        }
        if self.bot.ncand == 0 {
            // docs/tekhenu.md GAP-25: no Pure or Tainted die at all: the highest die, lowest god index.
            self.bot_collect(
                |_, _, _| true,
                |t, i| {
                    let Loc::Disc(s) = t.dice[i].loc else {
                        return 0;
                    };
                    value(t, i) * 8 + (7 - s as i32)
                },
            );
        }
        self.bot_tie(PICK_DIE);
    }

    /// Resolves a tie among the candidates by chance (uniform), then `BotPick(kind)`.
    fn bot_tie(&mut self, kind: u8) {
        self.step(Step::BotPick(kind));
        if self.bot.ncand > 1 {
            self.push(Node::ChTie(self.bot.ncand));
        }
    }

    pub(crate) fn bot_pick(&mut self, kind: u8) {
        let pick = self.bot.cands[0];
        let n = self.bot.ncand;
        self.bot.ncand = 0;
        match kind {
            PICK_DIE => {
                if n == 0 {
                    self.step(Step::EndTurn);
                    return;
                }
                let id = pick as usize % 26;
                let d = self.dice[id];
                let Loc::Disc(g) = d.loc else { return };
                self.dice.set_loc(id, Loc::Below(BOT));
                self.bot.die = pick;
                self.bot.value = d.value;
                let colour = d.colour;
                self.step(Step::EndTurn);
                self.bot_action(g, colour);
            }
            PICK_PEOPLE => self.bot_people_statue(pick),
            PICK_RA => self.bot_place_pillar(pick),
            _ => self.bot_hathor_build(pick),
        }
    }

    fn bot_fallback(&mut self) {
        // docs/tekhenu.md GAP-25: no piece or no space: 3 VP instead.
        self.add_vp(BOT, 3);
    }

    /// The bot performs god `g` with the die's value (rulebook).
    fn bot_action(&mut self, g: u8, colour: Colour) {
        let v = self.bot.value.clamp(1, 6);
        // Statue bonuses after the action (the bot's own included at 2 seats).
        self.bot_after(g);
        match God::of_section(g) {
            God::Horus => self.bot_horus(v),
            God::Ra => self.bot_ra(v),
            God::Hathor => self.bot_hathor(v),
            God::Bastet => self.bot_bastet(v),
            God::Thoth => self.bot_thoth(v),
            _ => self.bot_osiris(v, colour),
        }
    }

    fn bot_after(&mut self, g: u8) {
        // Pushed first so that it runs after the action's own steps.
        self.step(Step::AfterGod(crate::state::Act {
            p: BOT,
            god: God::of_section(g),
            v: self.bot.value,
            origin: crate::state::Origin::Main,
            waived: false,
            no_loss: true,
            filter: 0,
            die1: false,
        }));
    }

    fn bot_horus(&mut self, v: u8) {
        if self.players[BOT as usize].statues == 0 {
            return self.bot_fallback();
        }
        let g = self.horus[v as usize - 1] % 6;
        if self.god_space_free(g) {
            self.build_god_statue(BOT, g as usize, v as usize - 1);
            self.players[BOT as usize].statues =
                self.players[BOT as usize].statues.saturating_sub(1);
            return;
        }
        // Osiris people statue with the greatest effect on district control.
        let mut best = 0;
        self.bot.ncand = 0;
        for s in [PEOPLE_WORKSHOPS, PEOPLE_QUARRIES] {
            if self.people[s as usize] != NONE {
                continue;
            }
            let districts = if s == PEOPLE_WORKSHOPS {
                [0, 1]
            } else {
                [2, 3]
            };
            let before = districts.map(|d| self.district_winner(d));
            let mut probe = self.clone();
            probe.people[s as usize] = BOT;
            let effect = districts
                .iter()
                .zip(before)
                .filter(|&(&d, b)| b != Some(BOT) && probe.district_winner(d) == Some(BOT))
                .count();
            if effect > best {
                best = effect;
                self.bot.ncand = 0;
            }
            if effect == best && effect > 0 {
                self.bot.cands[self.bot.ncand as usize] = s;
                self.bot.ncand += 1;
            }
        }
        if self.bot.ncand == 0 {
            // Temple people statue aligned with the most bot pillars.
            let line = PEOPLE_STATUE_LINE;
            let mut best = -1i32;
            for s in [PEOPLE_TEMPLE_ROW, PEOPLE_TEMPLE_COL] {
                if self.people[s as usize] != NONE {
                    continue;
                }
                let n = self.bot_pillars_on(s, line) as i32;
                if n > best {
                    best = n;
                    self.bot.ncand = 0;
                }
                if n == best {
                    self.bot.cands[self.bot.ncand as usize] = s;
                    self.bot.ncand += 1;
                }
            }
        }
        if self.bot.ncand == 0 {
            return self.bot_fallback();
        }
        self.bot_tie(PICK_PEOPLE);
    }

    fn bot_pillars_on(&self, s: u8, line: usize) -> usize {
        (0..5)
            .filter(|&k| {
                let (r, c) = if s == PEOPLE_TEMPLE_ROW {
                    (line, k)
                } else {
                    (k, line)
                };
                matches!(self.temple[r][c], Some(x) if x.owner == BOT)
            })
            .count()
    }

    fn bot_people_statue(&mut self, s: u8) {
        let s = s % 4;
        self.people[s as usize] = BOT;
        self.players[BOT as usize].statues = self.players[BOT as usize].statues.saturating_sub(1);
        // Gold the bot would take is discarded (rulebook).
        self.board_gold &= !(1 << s);
        if s == PEOPLE_TEMPLE_ROW || s == PEOPLE_TEMPLE_COL {
            let n = self.bot_pillars_on(s, PEOPLE_STATUE_LINE);
            self.add_vp(BOT, 3 * n as u16);
        }
    }

    /// The bot's display slot for value `v`: by value, else the nearest filled slot to
    /// its right, else to its left (docs/tekhenu.md GAP-19).
    fn bot_ra_slot(&self, v: u8) -> Option<usize> {
        let s = ra_slot(v);
        if self.display[s] != NONE {
            return Some(s);
        }
        (s + 1..3)
            .chain((0..s).rev())
            .find(|&i| self.display[i] != NONE)
    }

    fn bot_ra(&mut self, v: u8) {
        let Some(slot) = self.bot_ra_slot(v) else {
            return self.bot_fallback();
        };
        if self.players[BOT as usize].pillars == 0
            || self.temple.iter().flatten().all(|c| c.is_some())
        {
            return self.bot_fallback();
        }
        self.bot.value = v;
        let tile = self.display[slot];
        let mut best = (-1i32, 0, 0);
        self.bot.ncand = 0;
        for r in 0..5 {
            for c in 0..5 {
                if self.temple[r][c].is_some() {
                    continue;
                }
                let vp = (0..4)
                    .map(|rot| self.ra_vp(tile, r, c, rot, slot, false))
                    .max()
                    .unwrap_or(0) as i32;
                let own_b =
                    (self.temple_buildings[r] == BOT || self.temple_buildings[5 + c] == BOT) as i32;
                let inner = (r != 0 && r != 4 && c != 0 && c != 4) as i32;
                let key = (vp, own_b, inner);
                if key > best {
                    best = key;
                    self.bot.ncand = 0;
                }
                if key == best {
                    self.bot.cands[self.bot.ncand as usize] = (r * 5 + c) as u8;
                    self.bot.ncand += 1;
                }
            }
        }
        self.bot_tie(PICK_RA);
    }

    fn bot_place_pillar(&mut self, cell: u8) {
        let Some(slot) = self.bot_ra_slot(self.bot.value) else {
            return;
        };
        let tile = self.display[slot];
        let (r, c) = (cell as usize / 5 % 5, cell as usize % 5);
        let mut best = (0, 0u8);
        for rot in 0..4 {
            let vp = self.ra_vp(tile, r, c, rot, slot, false);
            if rot == 0 || vp > best.0 {
                best = (vp, rot);
            }
        }
        self.temple[r][c] = Some(Placed {
            tile,
            rot: best.1,
            owner: BOT,
        });
        self.players[BOT as usize].pillars = self.players[BOT as usize].pillars.saturating_sub(1);
        self.add_vp(BOT, best.0);
        self.take_display(slot);
    }

    fn bot_hathor(&mut self, v: u8) {
        self.gain_pop(BOT, v);
        if self.players[BOT as usize].buildings == 0 {
            return self.bot_fallback();
        }
        let mut best = -1i32;
        self.bot.ncand = 0;
        for i in 0..10u8 {
            if !building_space_enabled(i as usize, self.np as usize)
                || self.temple_buildings[i as usize] != NONE
            {
                continue;
            }
            let n = (0..5)
                .filter(|&j| {
                    let (r, c) = crate::gods::space_cell(i, j);
                    matches!(self.temple[r][c], Some(x) if x.owner == BOT)
                })
                .count() as i32;
            if n > best {
                best = n;
                self.bot.ncand = 0;
            }
            if n == best {
                self.bot.cands[self.bot.ncand as usize] = i;
                self.bot.ncand += 1;
            }
        }
        if self.bot.ncand == 0 {
            return self.bot_fallback();
        }
        self.bot_tie(PICK_HATHOR);
    }

    fn bot_hathor_build(&mut self, space: u8) {
        let space = space % 10;
        self.temple_buildings[space as usize] = BOT;
        self.players[BOT as usize].buildings =
            self.players[BOT as usize].buildings.saturating_sub(1);
        let n = (0..5)
            .filter(|&j| {
                let (r, c) = crate::gods::space_cell(space, j);
                matches!(self.temple[r][c], Some(x) if x.owner == BOT)
            })
            .count();
        self.add_vp(BOT, 3 * n as u16);
    }

    pub(crate) fn bot_bastet(&mut self, v: u8) {
        // Rulebook: one step at a time; Population when Happiness would pass it.
        for _ in 0..v {
            let pl = &mut self.players[BOT as usize];
            if pl.happy < pl.pop {
                pl.happy += 1;
            } else if pl.pop < crate::standins::POP_MAX {
                pl.pop += 1;
            }
        }
        self.players[BOT as usize].note_peak();
        self.check_thresholds();
        let scribes = match v {
            1 | 2 => 2,
            3 | 4 => 1,
            _ => 0,
        };
        self.gain(BOT, SCRIBE, scribes);
    }

    fn bot_thoth(&mut self, v: u8) {
        let mut need = crate::data::THOTH_CARDS[v as usize - 1];
        let happy = self.players[BOT as usize].happy;
        let usable: Vec4 =
            Vec4::from_fn(|s| self.market_filled & (1 << s) != 0 && happy >= MARKET_ACCESS[s]);
        // The highest section with enough cards, else take what it can going down.
        let full = (0..4)
            .rev()
            .find(|&s| usable.0[s] && self.section_cards(s) >= need);
        let sections: [Option<usize>; 4] = match full {
            Some(s) => [Some(s), None, None, None],
            None => [3, 2, 1, 0].map(|s| usable.0[s].then_some(s)),
        };
        for s in sections.into_iter().flatten() {
            for kind in [CardKind::Decree, CardKind::Technology, CardKind::Blessing] {
                let start = MARKET_START[s];
                for (j, &k) in MARKET_SLOTS[s].iter().enumerate() {
                    if need == 0 {
                        return;
                    }
                    if k != kind {
                        continue;
                    }
                    if let Some(c) = self.market[start + j].take() {
                        self.players[BOT as usize].hand_mut(kind).insert(c);
                        need -= 1;
                    }
                }
            }
        }
    }

    pub(crate) fn bot_osiris(&mut self, v: u8, colour: Colour) {
        if self.players[BOT as usize].buildings == 0 {
            return self.bot_fallback();
        }
        let start_d = match colour.resource() {
            Some(r) => r as usize,
            None => {
                // Grey: the district with the fewest buildings; ties leftmost.
                let count = |d: usize| self.osiris.iter().filter(|r| r[d] != NONE).count();
                (0..4).min_by_key(|&d| (count(d), d)).unwrap_or(0)
            }
        };
        let mut row = v as usize - 1;
        for _ in 0..6 {
            for k in 0..4 {
                let d = (start_d + k) % 4;
                if self.osiris[row][d] == NONE {
                    self.osiris[row][d] = BOT;
                    self.players[BOT as usize].buildings =
                        self.players[BOT as usize].buildings.saturating_sub(1);
                    if row == 1 {
                        self.board_gold &= !0b1_0000;
                    }
                    return;
                }
            }
            row = (row + 5) % 6;
        }
        self.bot_fallback();
    }
}

/// Four flags, one per market section.
struct Vec4([bool; 4]);

impl Vec4 {
    fn from_fn(f: impl Fn(usize) -> bool) -> Self {
        Vec4([f(0), f(1), f(2), f(3)])
    }
}
