//! `check_invariants`: conservation of every component and the bounds of every track.

use crate::cards::{slot_kind, Card, CardKind, MARKET_LEN};
use crate::cardset::CardSet;
use crate::pieces::{Loc, NONE};
use crate::standins::{DICE_BY_COLOUR, REMOVED_AT_2, REMOVED_AT_3};
use crate::state::{Act, Board, Node, Step, Tekhenu, STACK};

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
        // A Rotation comes after at most two rounds.
        if self.disc >= 6
            || self.rotations > 8
            || self.maat > 4
            || self.turn_pos as usize > np
            || self.turns_since_rotation as usize > 2 * np
            // Every second Rotation begins a Maat phase.
            || self.maat != self.rotations / 2
        {
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
        self.check_turn()?;
        self.check_stack_bottom()?;
        self.check_setup_cards()?;
        self.check_dice_per_turn()?;
        self.check_setup_progress()?;
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
        let act = |a: &Act| seat(a.p) && (1..=6).contains(&a.v) && a.filter <= 2;
        for n in &self.stack[..self.depth as usize] {
            use Node::*;
            let ok = match *n {
                Empty => false,
                ChPillar(s) => s < 3,
                ChHorus(s) => s < 6,
                ChCard(s) => (s as usize) < crate::cards::MARKET_LEN,
                ChDie(g) => g < 6,
                ChDecree(p) => seat(p),
                ChOffer(_, i) => i < 2,
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
            || !(t.main == NONE || t.main <= crate::main_action::NO_ACTION)
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
            || self.offer.iter().flatten().any(|c| !c.is_card())
        {
            return Err("bot state, first player or offer out of range".into());
        }
        for pl in &self.players[..np as usize] {
            if [pl.returned, pl.d03_target]
                .iter()
                .flatten()
                .any(|c| !c.is_card())
            {
                return Err("a seat's Decree index is out of range".into());
            }
        }
        Ok(())
    }

    /// The bottom of the pending stack carries the game on once everything above it is
    /// done: a step of the game's flow (setup, the next turn, new dice, Botankhamun's
    /// turn, final scoring from the reveal on), or in a human turn one of the turn's own decisions, each of which ends the
    /// turn, and so begins the next, when it is done. Anything else there would empty
    /// the stack and stop the game without an end.
    fn check_stack_bottom(&self) -> Result<(), String> {
        use crate::state::Step as S;
        use Node::*;
        let Some(&bottom) = self.stack[..(self.depth as usize).min(STACK)].first() else {
            return Ok(());
        };
        let carries = match bottom {
            Step(
                S::Setup(_)
                | S::NextTurn
                | S::AddDice(_)
                | S::EndTurn
                | S::BotTurn(_)
                | S::BotPick(_),
            ) => true,
            // Final scoring from the reveal on ends the game by itself.
            Step(S::Final(stage)) => stage >= 1,
            TakeDie | Main | Modify | ResolveNext | TurnEnd | Step(S::ResolveActions) => {
                self.turn.active
            }
            _ => false,
        };
        if self.over || carries {
            Ok(())
        } else {
            Err(format!(
                "{bottom:?} at the bottom of the pending stack would end the game's flow"
            ))
        }
    }

    /// Whose turn it is agrees with the rest of the state, so every accepted state can
    /// be played on: a human turn's decisions (taking the die, the main action, its
    /// adjustments, the order of the actions, the end-of-turn window) happen only while
    /// a human turn is in progress, Botankhamun's steps only in its turn, and the seat
    /// whose turn it is sits at the turn position of the turn order; the turn's die is
    /// not yet taken while it is being chosen, and held by that seat afterwards.
    fn check_turn(&self) -> Result<(), String> {
        use Node::*;
        let t = &self.turn;
        let pending = &self.stack[..(self.depth as usize).min(STACK)];
        let mut human = false;
        let mut bot = false;
        let mut die_chosen = false;
        let mut next_turn = false;
        for n in pending {
            match n {
                TakeDie => human = true,
                RecolourValue
                | Main
                | Modify
                | SetValue
                | ExtraAdjacent
                | T19
                | ResolveNext
                | Step(crate::state::Step::AfterModify | crate::state::Step::ResolveActions) => {
                    human = true;
                    die_chosen = true;
                }
                TurnEnd => human = true,
                ChCoin
                | ChTie(_)
                | Step(
                    crate::state::Step::BotTurn(_)
                    | crate::state::Step::BotPick(_)
                    | crate::state::Step::EndTurn,
                ) => bot = true,
                Step(crate::state::Step::NextTurn) => next_turn = true,
                _ => {}
            }
        }
        if human && (!t.active || self.is_bot(t.p)) {
            return Err("a human turn's decision is pending outside a human turn".into());
        }
        if bot && (t.active || !self.is_bot(t.p)) {
            return Err("Botankhamun's turn is pending outside its turn".into());
        }
        if t.active && self.is_bot(t.p) {
            return Err("Botankhamun's turn is marked as a human turn".into());
        }
        if (t.active || bot || next_turn)
            && self.order.get(self.turn_pos as usize).copied() != Some(t.p)
        {
            return Err(format!(
                "seat {} is acting but seat {:?} is at the turn position",
                t.p,
                self.order.get(self.turn_pos as usize)
            ));
        }
        if (t.active || bot || next_turn) && self.turn_pos >= self.np {
            return Err("the turn position is past the last seat".into());
        }
        // Each of the turn's actions is resolved under the `ResolveActions` step, which
        // takes up the rest of the turn once it is done (or the choice of which action
        // comes next, `ResolveNext`); after the last one the turn's end is pending. A resolved action with neither below would end the game's
        // flow with the turn.
        let resumes = pending.iter().any(|n| {
            matches!(
                n,
                Step(crate::state::Step::ResolveActions) | ResolveNext | TurnEnd
            )
        });
        if t.active && t.resolved != 0 && !resumes {
            return Err(
                "an action of the turn is resolved but nothing takes up the rest of the turn"
                    .into(),
            );
        }
        if pending.contains(&TakeDie) && t.die != NONE {
            return Err("a die is to be taken but the turn's die is already set".into());
        }
        if die_chosen {
            let held = self
                .dice
                .get(t.die as usize)
                .is_some_and(|d| matches!(d.holder(), (q, true) if q == t.p));
            if !held {
                return Err("the turn's die is not on the active seat's board".into());
            }
        }
        Ok(())
    }

    /// Every turn takes one die and the dice go back to the bag only at a Maat phase, so
    /// the seats before the turn position hold one die more than those after it (the
    /// seat at it one more once it has taken its die): otherwise the Rotation
    /// (on the last seat's 2nd or 4th die) and the Maat phase (4 dice each) would never
    /// come and the obelisk would run out of dice.
    fn check_dice_per_turn(&self) -> Result<(), String> {
        let np = self.np as usize;
        let tp = self.turn_pos as usize;
        let held = self.dice_held();
        let h: Vec<u8> = self.order[..np]
            .iter()
            .map(|&p| held[p as usize % 4])
            .collect();
        // Between rounds (the Rotation, a Maat phase, whose dice go back) everyone has
        // had the same number of turns.
        let k = if tp >= np {
            Some(h[0]).filter(|&n| h.iter().all(|&m| m == n))
        } else if tp + 1 < np {
            Some(h[np - 1])
        } else {
            h[0].checked_sub(1)
        };
        let ok = tp >= np && k.is_some_and(|k| k <= 4)
            || k.is_some_and(|k| {
                h.iter().enumerate().all(|(i, &n)| match i.cmp(&tp) {
                    std::cmp::Ordering::Less => n == k + 1,
                    std::cmp::Ordering::Greater => n == k,
                    // In a human turn the die is taken or not (`turn.die`); in
                    // Botankhamun's, between its steps, either.
                    std::cmp::Ordering::Equal if self.turn.active => {
                        n == k + u8::from(self.turn.die != NONE)
                    }
                    std::cmp::Ordering::Equal => n == k || n == k + 1,
                }) && k <= 4
            });
        if !ok {
            return Err(format!(
                "dice held in turn order {h:?} do not match turn position {tp}"
            ));
        }
        Ok(())
    }

    /// The setup stage waiting on the stack (`Step::Setup(k)`: stages before `k` have
    /// run) agrees with what is on the table: the pillar display is filled at stage 1,
    /// the Horus tiles at stage 2, the market at stage 3, the dice at stage 4, the
    /// Decrees dealt at stage 5; and at most one stage waits.
    fn check_setup_progress(&self) -> Result<(), String> {
        let pending = &self.stack[..(self.depth as usize).min(STACK)];
        let mut stages = pending.iter().filter_map(|n| match n {
            Node::Step(Step::Setup(k)) => Some(*k),
            _ => None,
        });
        let Some(k) = stages.next() else {
            return Ok(());
        };
        if stages.next().is_some() {
            return Err("two setup stages wait at once".into());
        }
        let on_disc = self.dice.on_disc() != 0;
        let hands = self.players.iter().any(|pl| !pl.decrees.is_empty());
        let display_empty = self.display.iter().all(|&t| t == NONE);
        let horus_empty = self.horus.iter().all(|&g| g == NONE);
        let horus_full = self.horus.iter().all(|&g| g != NONE);
        let market_empty = self.market.iter().all(Option::is_none) && self.market_filled == 0;
        let wrong = (k <= 1 && !display_empty)
            || (k <= 2 && !horus_empty)
            || (k >= 4 && !horus_full)
            || (k <= 3 && !market_empty)
            || (k <= 4 && on_disc)
            || (k <= 5 && hands);
        if wrong {
            return Err(format!(
                "setup stage {k} waits, but the table is at another stage"
            ));
        }
        Ok(())
    }

    /// The four Destiny cards are each free or held by one seat; starting cards are
    /// among the twelve, and a drafted one is no longer in the pool.
    fn check_setup_cards(&self) -> Result<(), String> {
        let mut destiny = self.destiny_free;
        for pl in &self.players[..self.np as usize] {
            if pl.destiny != NONE {
                let b = 1u8.checked_shl(pl.destiny.into()).unwrap_or(0);
                if destiny & b != 0 {
                    return Err("a Destiny card is in two places".into());
                }
                destiny |= b;
            }
        }
        if destiny != 0b1111 {
            return Err("the Destiny cards are not conserved".into());
        }
        let drafted = self.players[..self.np as usize]
            .iter()
            .flat_map(|pl| pl.starting)
            .filter(|&s| s != NONE)
            .fold(0u16, |m, s| m | 1u16.checked_shl(s.into()).unwrap_or(0));
        if self.start_pool >> 12 != 0 || self.start_pool & drafted != 0 {
            return Err("the starting-card pool is out of range".into());
        }
        // Every pending pick has a card to pick: one per draft pick, one per Destiny
        // choice, a Decree to keep.
        let pending = &self.stack[..(self.depth as usize).min(STACK)];
        let count = |f: &dyn Fn(&Node) -> bool| pending.iter().filter(|n| f(n)).count() as u32;
        let drafts = count(&|n| matches!(n, Node::Draft(_)));
        let reveals = count(&|n| matches!(n, Node::ChStart));
        let destinies = count(&|n| matches!(n, Node::Destiny(_) | Node::ChBotDestiny));
        if drafts > self.start_pool.count_ones() + reveals
            || destinies > self.destiny_free.count_ones()
        {
            return Err("more picks wait than there are cards to pick".into());
        }
        // The Maat phase deals its Destiny picks at stage 4, over the step of its last
        // stage; a pick waiting while an earlier stage is still to come would be dealt
        // twice.
        let maat_before_picks = pending
            .iter()
            .any(|n| matches!(n, Node::Step(Step::Maat(k)) if *k <= 4));
        if destinies > 0 && maat_before_picks {
            return Err("Destiny picks wait before the Maat phase deals them".into());
        }
        // A payment waits only for what its payer can pay (the engine charges only
        // what is payable): one unit at a time, each pending payment on its own.
        for n in pending {
            if let Node::Pay(p, res, left) = *n {
                if p < self.np && u16::from(left) > self.payable(p, res) {
                    return Err(format!("seat {p} owes {left} it cannot pay"));
                }
            }
        }
        for n in pending {
            if let Node::KeepDecree(p) = *n {
                let deals = count(&|m| *m == Node::ChDecree(p));
                let held = self
                    .players
                    .get(p as usize)
                    .map_or(0, |pl| pl.decrees.len());
                if held + deals == 0 {
                    return Err(format!("seat {p} is to keep a Decree but holds none"));
                }
            }
        }
        Ok(())
    }

    fn step_ok(&self, st: Step) -> bool {
        let np = self.np;
        let act = |a: &Act| a.p < np && (1..=6).contains(&a.v) && a.filter <= 2;
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
        if crate::pieces::Dice::from(*self.dice) != self.dice {
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
        // Setup deals 3 dice to each section in god order, one chance draw at a time.
        let pending = &self.stack[..(self.depth as usize).min(STACK)];
        for n in pending {
            if let Node::Step(Step::SetupDice(g, left)) = *n {
                let placed = 3 * g as usize + 2usize.saturating_sub(left as usize);
                if left >= 3 || self.top() != Some(Node::ChDie(g)) || on_disc != placed {
                    return Err(format!(
                        "the setup deal of section {g} does not match the {on_disc} dice on the obelisk"
                    ));
                }
            }
        }
        if matches!(self.top(), Some(Node::ChDie(_))) && self.dice.bag() == 0 {
            return Err("a die is to be drawn from an empty bag".into());
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
            if pl.happy > pl.pop || pl.pop > crate::standins::POP_MAX {
                return Err(format!(
                    "seat {p}: happiness {} population {}",
                    pl.happy, pl.pop
                ));
            }
            // The highest positions reached bound the current ones (happiness never
            // passes population, so its highest never passes population's highest).
            if pl.peak[0] < pl.pop || pl.peak[0] > crate::standins::POP_MAX {
                return Err(format!("seat {p}: highest population {}", pl.peak[0]));
            }
            if pl.peak[1] < pl.happy || pl.peak[1] > pl.peak[0] {
                return Err(format!("seat {p}: highest happiness {}", pl.peak[1]));
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
        let mut sets = [CardSet::EMPTY; 3];
        let mut add = |k: usize, m: CardSet| -> Result<(), String> {
            if !(sets[k] & m).is_empty() {
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
        let cards = bottom.iter().take_while(|c| c.is_some()).count();
        let is_decree = |c: &Card| c.is_card() && c.kind() == CardKind::Decree;
        if bottom[cards..].iter().any(Option::is_some)
            || !bottom[..cards].iter().flatten().all(is_decree)
        {
            return Err("the Decrees under the deck are not a list of Decrees".into());
        }
        for &c in bottom.iter().flatten() {
            add(2, CardSet::of(c))?;
        }
        for i in 0..MARKET_LEN {
            if let Some(c) = self.market[i] {
                if !c.is_card() || c.kind() != slot_kind(i) {
                    return Err(format!("market slot {i} holds the wrong card type"));
                }
                add(c.kind().index(), CardSet::of(c))?;
            }
        }
        for &c in self.offer.iter().flatten() {
            if !c.is_card() {
                return Err("bad offered card".into());
            }
            add(c.kind().index(), CardSet::of(c))?;
        }
        for pl in &self.players[..self.np as usize] {
            add(0, pl.blessings)?;
            add(1, pl.techs)?;
            add(2, pl.decrees)?;
        }
        if sets.iter().any(|&s| s != CardSet::ALL) {
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
        // The step waited for has something to choose or draw.
        match self.board.pending() {
            crate::flow::Pending::Decision => {
                let mut options = Vec::new();
                self.board.gen_decision(&mut options);
                if options.is_empty() {
                    return Err(format!(
                        "the pending decision {:?} has no option",
                        self.board.top()
                    ));
                }
            }
            crate::flow::Pending::Chance => {
                let mut outcomes = Vec::new();
                self.board.gen_chance(&mut outcomes);
                if outcomes.is_empty() {
                    return Err(format!(
                        "the pending draw {:?} has no outcome",
                        self.board.top()
                    ));
                }
            }
            crate::flow::Pending::Over => {}
        }
        if let Some(listed) = self.choices.known() {
            let mut fresh = Vec::new();
            if matches!(self.board.current_turn(), nile_core::Turn::Player(_)) && !self.board.over {
                self.board.gen_decision(&mut fresh);
            }
            if fresh != listed {
                return Err("the kept legal actions differ from the decision's".into());
            }
        }
        Ok(())
    }
}
