//! `check_invariants`: conservation of every component and the bounds of every track.

use crate::cards::{bit, kind, slot_kind, DECREE, MARKET_LEN};
use crate::data::{DICE_BY_COLOUR, REMOVED_AT_2, REMOVED_AT_3};
use crate::state::{Act, Board, Node, Step, Tekhenu, STACK};
use crate::types::{Loc, NONE};

impl Board {
    pub(crate) fn invariants(&self) -> Result<(), String> {
        let np = self.np as usize;
        if !(2..=4).contains(&np) || self.solo != (self.config.players == 1) {
            return Err(format!("bad seat count {np}"));
        }
        if !self.solo && np != self.config.players {
            return Err("seat count differs from the config".into());
        }
        if self.depth as usize > STACK
            || self.stack[self.depth as usize..]
                .iter()
                .any(|n| *n != Node::Empty)
        {
            return Err("pending stack out of range".into());
        }
        if self.disc >= 6 || self.rotations > 8 || self.maat > 4 || self.turn_pos as usize > np {
            return Err("disc, rotation, maat or turn position out of range".into());
        }
        let mut seen = [false; 4];
        for &p in &self.order[..np] {
            if p as usize >= np || seen[p as usize] {
                return Err("turn order is not a permutation".into());
            }
            seen[p as usize] = true;
        }
        self.check_nodes()?;
        self.check_dice()?;
        self.check_players()?;
        self.check_board()?;
        self.check_cards()
    }

    /// Every index a pending node or the turn context holds is in range, so a tampered
    /// state is refused by `from_json` instead of panicking later.
    fn check_nodes(&self) -> Result<(), String> {
        let np = self.np;
        let seat = |p: u8| p < np;
        let opt = |x: u8, n: u8| x == NONE || x < n;
        let act = |a: &Act| seat(a.p) && a.god < 6 && (1..=6).contains(&a.v) && a.filter <= 2;
        for n in &self.stack[..self.depth as usize] {
            use Node::*;
            let ok = match *n {
                Empty => false,
                ChPillar(s) => s < 3,
                ChHorus(s) => s < 6,
                ChCard(s) => (s as usize) < crate::cards::MARKET_LEN,
                ChDie(g) => g < 6,
                ChDecree(p) => seat(p),
                ChOffer(k, i) => k < 3 && i < 2,
                ChPyramid(pos) => pos < 10,
                ChTie(k) => k as usize <= self.bot.cands.len(),
                KeepDecree(p)
                | Draft(p)
                | Destiny(p)
                | KeepOffer(p)
                | Row6(p)
                | P12Value(p)
                | Faith(p)
                | SelectDecree(p)
                | D03Target(p)
                | D04Count(p, _)
                | FreeAction(p, _) => seat(p),
                GainPick(p, _, _) | PopHappy(p, _) | RewardOrder(p, _) | Feed(p, _) => seat(p),
                Pay(p, res, _) => seat(p) && res <= crate::state::ANY_RESOURCE,
                Horus(a) | RaCell(a) | HathorSpace(a) | Bastet(a) | Osiris(a) | Thoth(a, _) => {
                    act(&a)
                }
                RaRot(a, cell) | HathorPick(a, cell) => act(&a) && cell < 25,
                ThothPick(a, s, _) => act(&a) && s < 4,
                ProdWindow(pr) => seat(pr.p) && pr.r < 4 && (1..=6).contains(&pr.v),
                Step(st) => self.step_ok(st),
                // Only on a human seat's own turn (`legal_actions` lists `end turn`).
                TurnEnd => self.turn.active && !self.is_bot(self.turn.p),
                _ => true,
            };
            if !ok {
                return Err(format!("pending node {n:?} is out of range"));
            }
        }
        let t = &self.turn;
        if !seat(t.p)
            || !opt(t.die, 26)
            || !opt(t.section, 6)
            || t.colour >= 5
            || !(t.main == NONE || t.main <= crate::turn::NO_ACTION)
            || !t.extras.iter().all(|&g| opt(g, 6))
        {
            return Err("turn context out of range".into());
        }
        let b = &self.bot;
        if !opt(b.progress, 10)
            || !b.pyramid.iter().all(|&x| opt(x, 10))
            || !opt(b.tile, 10)
            || b.ncand as usize > b.cands.len()
            || !opt(b.die, 26)
            || self.first >= np
            || !opt(self.new_horus_statue, np)
            || self.offer.iter().any(|&c| !opt(c, 72))
        {
            return Err("bot state, first player or offer out of range".into());
        }
        for pl in &self.players[..np as usize] {
            if !opt(pl.returned, 72) || !opt(pl.d03_target, 72) {
                return Err("a seat's Decree index is out of range".into());
            }
        }
        Ok(())
    }

    fn step_ok(&self, st: Step) -> bool {
        let np = self.np;
        let act = |a: &Act| a.p < np && a.god < 6 && (1..=6).contains(&a.v) && a.filter <= 2;
        match st {
            Step::SetupDice(g, _) => g < 6,
            Step::StartGod(a) | Step::AfterGod(a) | Step::BastetDo(a) => act(&a),
            Step::HorusDo(a, t) => act(&a) && t <= 4,
            Step::RaDo(a, cell, rot) => act(&a) && cell < 25 && rot < 4,
            Step::HathorDo(a, s) => act(&a) && s < 10,
            Step::HathorCells(a, k) => act(&a) && k < 50,
            Step::OsirisDo(a, d) => act(&a) && d < 4,
            Step::ScoreDecrees(p) => p < np,
            _ => true,
        }
    }

    fn check_dice(&self) -> Result<(), String> {
        let np = self.np;
        let mut id = 0;
        for (colour, n) in DICE_BY_COLOUR {
            for _ in 0..n {
                if self.dice[id].colour != colour {
                    return Err(format!("die {id} has the wrong colour"));
                }
                id += 1;
            }
        }
        let removed: &[usize] = match np {
            2 => &REMOVED_AT_2,
            3 => &REMOVED_AT_3,
            _ => &[],
        };
        // The bag and disc sets are derived from the dice (and rebuilt when read).
        if crate::types::Dice::from(*self.dice) != self.dice {
            return Err("the sets of dice in the bag and on the disc are stale".into());
        }
        let mut on_disc = 0;
        for (i, d) in self.dice.iter().enumerate() {
            if (d.loc == Loc::Out) != removed.contains(&i) {
                return Err(format!("die {i} in or out of the game wrongly"));
            }
            if !(1..=6).contains(&d.value) {
                return Err(format!("die {i} shows {}", d.value));
            }
            match d.loc {
                Loc::Disc(g) if g >= 6 => return Err("die in a section that does not exist".into()),
                Loc::Disc(_) => on_disc += 1,
                Loc::Left(p) | Loc::Right(p) | Loc::Below(p) if p >= np => {
                    return Err(format!("die {i} on the board of seat {p}"))
                }
                _ => {}
            }
        }
        // 18 dice after every Rotation, one fewer per turn.
        if self.top() == Some(Node::TakeDie) && on_disc != 18 - self.turns_since_rotation as usize {
            return Err(format!(
                "{on_disc} dice on the obelisk after {} turns since the rotation",
                self.turns_since_rotation
            ));
        }
        Ok(())
    }

    fn check_players(&self) -> Result<(), String> {
        let np = self.np as usize;
        let cap = self.god_capacity();
        for g in 0..6 {
            if self.god_statues[g][..np].iter().sum::<u8>() > cap
                || self.god_statues[g][np..].iter().any(|&x| x > 0)
            {
                return Err(format!("too many statues on god {g}"));
            }
        }
        for p in 0..np {
            let pl = &self.players[p];
            let q = p as u8;
            if pl.happy > pl.pop || pl.pop > crate::data::POP_MAX {
                return Err(format!(
                    "seat {p}: happiness {} population {}",
                    pl.happy, pl.pop
                ));
            }
            if pl.prod.iter().any(|&x| !(2..=6).contains(&x)) {
                return Err(format!("seat {p}: production out of 2..6"));
            }
            if pl.destiny != NONE && pl.destiny >= 4
                || pl.starting.iter().any(|&s| s != NONE && s >= 12)
            {
                return Err(format!("seat {p}: bad destiny or starting card"));
            }
            let built = self.temple_buildings.iter().filter(|&&o| o == q).count()
                + self.osiris.iter().flatten().filter(|&&o| o == q).count();
            if built + pl.buildings as usize != 10 {
                return Err(format!("seat {p}: buildings not conserved"));
            }
            let statues = self
                .god_statues
                .iter()
                .map(|g| g[p] as usize)
                .sum::<usize>()
                + self.people.iter().filter(|&&o| o == q).count();
            if statues + pl.statues as usize != 6 {
                return Err(format!("seat {p}: statues not conserved"));
            }
            let pillars = self
                .temple
                .iter()
                .flatten()
                .filter(|c| matches!(c, Some(x) if x.owner == q))
                .count();
            if pillars + pl.pillars as usize != 8 {
                return Err(format!("seat {p}: pillars not conserved"));
            }
            if self.is_bot(q) && (pl.res != [0; 5] || pl.faith > 0) {
                return Err("Botankhamun holds resources".into());
            }
        }
        Ok(())
    }

    fn check_board(&self) -> Result<(), String> {
        let np = self.np;
        let owner_ok = |o: u8| o == NONE || o < np;
        if !self
            .temple_buildings
            .iter()
            .chain(self.people.iter())
            .chain(self.osiris.iter().flatten())
            .all(|&o| owner_ok(o))
        {
            return Err("a piece belongs to no seat".into());
        }
        let mut tiles = self.pillar_stack;
        if tiles >> 27 != 0 {
            return Err("pillar stack out of range".into());
        }
        for &t in &self.display {
            if t != NONE {
                if t >= 27 || tiles & (1 << t) != 0 {
                    return Err("display tile duplicated".into());
                }
                tiles |= 1 << t;
            }
        }
        for c in self.temple.iter().flatten().flatten() {
            if c.tile >= 27 || c.rot >= 4 || c.owner >= np || tiles & (1 << c.tile) != 0 {
                return Err("temple tile invalid or duplicated".into());
            }
            tiles |= 1 << c.tile;
        }
        if tiles != (1 << 27) - 1 {
            return Err("pillar tiles not conserved".into());
        }
        let mut gods = 0u8;
        for &g in &self.horus {
            if g != NONE {
                if g >= 6 || gods & (1 << g) != 0 {
                    return Err("Horus slots are not a permutation".into());
                }
                gods |= 1 << g;
            }
        }
        if self.depth == 0 && !self.over {
            return Err("no pending work but the game is not over".into());
        }
        Ok(())
    }

    fn check_cards(&self) -> Result<(), String> {
        let mut sets = [0u32; 3];
        let mut add = |k: usize, m: u32| -> Result<(), String> {
            if sets[k] & m != 0 {
                return Err(format!("a card of kind {k} is in two places"));
            }
            sets[k] |= m;
            Ok(())
        };
        for k in 0..3 {
            add(k, self.decks[k])?;
            add(k, self.discards[k])?;
            add(k, self.removed[k])?;
        }
        let bottom = &self.decree_bottom;
        let cards = bottom.iter().take_while(|&&c| c != NONE).count();
        if bottom[cards..].iter().any(|&c| c != NONE)
            || bottom[..cards]
                .iter()
                .any(|&c| !(DECREE..DECREE + 24).contains(&c))
        {
            return Err("the Decrees under the deck are not a list of Decrees".into());
        }
        for &c in &bottom[..cards] {
            add(2, bit(c))?;
        }
        for i in 0..MARKET_LEN {
            let c = self.market[i];
            if c != NONE {
                if c >= 72 || kind(c) != slot_kind(i) {
                    return Err(format!("market slot {i} holds the wrong card type"));
                }
                add(kind(c) as usize, bit(c))?;
            }
        }
        for &c in &self.offer {
            if c != NONE {
                if c >= 72 {
                    return Err("bad offered card".into());
                }
                add(kind(c) as usize, bit(c))?;
            }
        }
        for pl in &self.players[..self.np as usize] {
            add(0, pl.blessings)?;
            add(1, pl.techs)?;
            add(2, pl.decrees)?;
        }
        if sets.iter().any(|&s| s != (1 << 24) - 1) {
            return Err("cards not conserved".into());
        }
        Ok(())
    }
}

impl Tekhenu {
    /// The board's invariants, and the kept options are exactly what the decision on top
    /// lists now (derived data).
    pub(crate) fn invariants(&self) -> Result<(), String> {
        self.board.invariants()?;
        if let Some(listed) = self.choices.known() {
            let mut fresh = Vec::new();
            if matches!(self.current_turn(), nile_core::Turn::Player(_)) && !self.over {
                self.gen_decision(&mut fresh);
            }
            if fresh != listed {
                return Err("the kept legal actions differ from the decision's".into());
            }
        }
        Ok(())
    }
}
