//! The setup, stage by stage in the rulebook's order (disc, pillar tiles, Horus tiles,
//! market, dice, Decrees, starting cards, Botankhamun's pieces, turn order), and the
//! setup decisions: the Decree kept, the starting cards drafted, the Destiny cards and
//! the rewards in the order each seat picks.

use nile_core::GameError;

use crate::action::TekhenuAction;
use crate::cards::{CardKind, DecreeEffect, Tech, STARTING};
use crate::cardset::CardSet;
use crate::choices::Out;
use crate::config::{Difficulty, TekhenuConfig};
use crate::pieces::{Die, God, Loc, BREAD, FAITH, GOLD, GRANITE, LIMESTONE, NONE, PAPYRUS, SCRIBE};
use crate::standins::{
    BOT_SETUP_SLOTS, DICE_BY_COLOUR, HORUS_PRINTED_LAYOUT, MEDIUM_BUILDINGS, REMOVED_AT_2,
    REMOVED_AT_3,
};
use crate::state::{Act, Board, BotState, Node, Origin, Player, Step, Tekhenu, TurnCtx, STACK};

impl Board {
    /// A fresh game with its setup chance nodes pending.
    pub(crate) fn create(config: &TekhenuConfig) -> Result<Tekhenu, GameError> {
        // The seat count was checked by `Game::new`; the options are checked here.
        config.check_solo_options()?;
        let solo = config.players == 1;
        let np = if solo { 2 } else { config.players as u8 };
        let mut dice = [Die {
            colour: crate::pieces::Colour::Grey,
            value: 1,
            loc: Loc::Bag,
        }; 26];
        let mut id = 0;
        for (colour, n) in DICE_BY_COLOUR {
            for _ in 0..n {
                dice[id].colour = colour;
                id += 1;
            }
        }
        let removed: &[usize] = match np {
            2 => &REMOVED_AT_2,
            3 => &REMOVED_AT_3,
            _ => &[],
        };
        for &i in removed {
            dice[i].loc = Loc::Out;
        }
        let mut removed_cards = [CardSet::EMPTY; 3];
        if np == 2 {
            // Rulebook: T16 and D20 leave 2-player and solo games.
            removed_cards[1] = CardSet::of(Tech::MaatTurnOrderRewards.card());
            removed_cards[2] = CardSet::of(DecreeEffect::TurnOrder.card());
        }
        let mut players = [Player::new(); 4];
        if solo {
            // Botankhamun: Happiness 4, Population 7, no resources (rulebook, docs/tekhenu.md GAP-23).
            let bot = &mut players[1];
            bot.res = [0; 5];
            bot.scribes = 0;
            bot.pop = 7;
            bot.happy = 4;
            bot.peak = [7, 4];
        }
        let mut g = Board {
            config: config.clone(),
            np,
            solo,
            players,
            dice: dice.into(),
            disc: 0,
            rotations: 0,
            maat: 0,
            turns_since_rotation: 0,
            order: [0, 1, 2, 3],
            turn_pos: 0,
            horus: [NONE; 6],
            god_statues: [[0; 4]; 6],
            people: [NONE; 4],
            board_gold: 0b1_1111,
            temple: [[None; 5]; 5],
            temple_buildings: [NONE; 10],
            osiris: [[NONE; 4]; 6],
            market: [None; 15],
            market_filled: 0,
            decks: removed_cards.map(|r| CardSet::ALL - r),
            discards: [CardSet::EMPTY; 3],
            decree_bottom: [None; 4],
            removed: removed_cards,
            pillar_stack: (1 << 27) - 1,
            display: [NONE; 3],
            start_pool: 0,
            start_revealed: 0,
            first: 0,
            destiny_free: 0b1111,
            offer: [None; 2],
            turn: TurnCtx {
                die: NONE,
                main: NONE,
                extras: [NONE; 2],
                ..TurnCtx::default()
            },
            bot: BotState {
                pyramid: [NONE; 10],
                progress: NONE,
                tile: NONE,
                cands: [NONE; 25],
                ncand: 0,
                die: NONE,
                value: 0,
            },
            stack: [Node::Empty; STACK],
            depth: 0,
            balances: [0; 4],
            revealed: false,
            new_horus_statue: NONE,
            over: false,
            last: None,
            scored: [[0; 7]; 4],
        };
        g.step(Step::Setup(0));
        let mut g = Tekhenu::from(g);
        g.run();
        Ok(g)
    }

    /// Human seats.
    pub(crate) fn humans(&self) -> u8 {
        if self.solo {
            1
        } else {
            self.np
        }
    }

    /// Setup stages.
    pub(crate) fn setup_stage(&mut self, stage: u8) {
        match stage {
            0 => {
                self.step(Step::Setup(1));
                self.push(Node::ChDisc);
            }
            1 => {
                self.step(Step::Setup(2));
                for slot in (0..3).rev() {
                    self.push(Node::ChPillar(slot));
                }
            }
            2 => {
                self.step(Step::Setup(3));
                if self.config.printed_horus {
                    self.horus = HORUS_PRINTED_LAYOUT;
                } else {
                    for slot in (0..6).rev() {
                        self.push(Node::ChHorus(slot));
                    }
                }
            }
            3 => {
                self.market_filled = 0b11;
                self.step(Step::Setup(4));
                self.step(Step::Refill(0b11));
            }
            4 => {
                self.step(Step::Setup(5));
                self.step(Step::SetupDice(0, 3));
            }
            5 => {
                self.step(Step::Setup(6));
                for p in (0..self.humans()).rev() {
                    self.push(Node::ChDecree(p));
                    self.push(Node::ChDecree(p));
                }
            }
            6 => {
                self.step(Step::Setup(7));
                let n = match (self.solo, self.config.challenge, self.np) {
                    (true, true, _) => 2,
                    (true, false, _) => 3,
                    (_, _, 2) => 5,
                    (_, _, 3) => 7,
                    _ => 9,
                };
                for _ in 0..n {
                    self.push(Node::ChStart);
                }
            }
            7 => {
                self.step(Step::Setup(8));
                if self.solo {
                    self.solo_setup_pieces();
                    if self.config.difficulty != Difficulty::Easy {
                        self.push(Node::ChMediumPillar);
                    }
                    for pos in (0..10).rev() {
                        self.push(Node::ChPyramid(pos));
                    }
                    self.push(Node::ChBotDestiny);
                } else {
                    self.push(Node::ChFirst);
                }
            }
            8 => {
                self.step(Step::Setup(9));
                for p in (0..self.humans()).rev() {
                    self.push(Node::KeepDecree(p));
                }
            }
            9 => {
                self.step(Step::Setup(10));
                if self.solo {
                    if self.config.challenge {
                        // Rulebook: the two random cards are the human's.
                        let mut k = 0;
                        for s in 0..12u8 {
                            if self.start_pool & (1 << s) != 0 && k < 2 {
                                self.players[0].starting[k] = s;
                                k += 1;
                            }
                        }
                        self.start_pool = 0;
                    } else {
                        self.push(Node::Draft(0));
                        self.push(Node::Draft(0));
                    }
                } else {
                    // Snake draft from the first player (rulebook).
                    let np = self.np;
                    let first = self.first;
                    let seq = |i: u8| (first + i) % np;
                    for i in 0..np {
                        self.push(Node::Draft(seq(i)));
                    }
                    for i in (0..np).rev() {
                        self.push(Node::Draft(seq(i)));
                    }
                }
            }
            10 => {
                self.initial_order();
                self.step(Step::Setup(11));
                for i in (0..self.np).rev() {
                    let p = self.order[i as usize];
                    if !self.is_bot(p) {
                        self.push(Node::Destiny(p));
                    }
                }
            }
            11 => {
                self.step(Step::Setup(12));
                for i in (0..self.np).rev() {
                    let p = self.order[i as usize];
                    if !self.is_bot(p) {
                        self.push(Node::RewardOrder(p, 0));
                    }
                }
            }
            _ => {
                self.start_pool = 0;
                self.turn_pos = 0;
                self.step(Step::BeginTurn);
            }
        }
    }

    /// Botankhamun's starting pieces (rulebook; docs/tekhenu.md GAP-22).
    fn solo_setup_pieces(&mut self) {
        let slots: &[usize] = if self.config.difficulty == Difficulty::Hard {
            &BOT_SETUP_SLOTS
        } else {
            &BOT_SETUP_SLOTS[..1]
        };
        for &s in slots {
            let g = self.horus[s] as usize % 6;
            self.god_statues[g][1] += 1;
            self.players[1].statues = self.players[1].statues.saturating_sub(1);
        }
        if self.config.difficulty != Difficulty::Easy {
            for (row, dist) in MEDIUM_BUILDINGS {
                self.osiris[row as usize - 1][dist as usize] = 1;
                self.players[1].buildings = self.players[1].buildings.saturating_sub(1);
            }
        }
    }

    /// Initial turn order by initiative sums (rulebook); solo: the bot first.
    fn initial_order(&mut self) {
        if self.solo {
            self.order = [1, 0, 2, 3];
            return;
        }
        let key = |p: &Player| {
            let a = STARTING[p.starting[0] as usize % 12].1;
            let b = STARTING[p.starting[1] as usize % 12].1;
            (a + b, a.max(b))
        };
        let mut seats = [0u8, 1, 2, 3];
        let n = self.np as usize;
        seats[..n]
            .sort_by(|&x, &y| key(&self.players[y as usize]).cmp(&key(&self.players[x as usize])));
        self.order = seats;
    }

    pub(crate) fn setup_dice(&mut self, g: u8, left: u8) {
        if left == 0 {
            if g < 5 {
                self.step(Step::SetupDice(g + 1, 3));
            }
        } else {
            self.step(Step::SetupDice(g, left - 1));
            self.push(Node::ChDie(g));
        }
    }

    /// The reward code of item `i` (0 Destiny, 1-2 Starting cards) of seat `p`:
    /// 0..4 Destiny A01-A04, 4..16 Starting S01-S12 (for `TekhenuAction::Reward`).
    fn reward_code(&self, p: u8, i: u8) -> u8 {
        let pl = &self.players[p as usize];
        match i {
            0 => pl.destiny,
            _ => pl.starting[i as usize - 1].saturating_add(4),
        }
    }

    pub(crate) fn destiny_reward(&mut self, p: u8, a: u8) {
        match a {
            0 => self.gain(p, SCRIBE, 1),
            1 => self.gain(p, GOLD, 1),
            2 => self.push(Node::PopHappy(p, 1)),
            3 => self.gain(p, FAITH, 1),
            _ => {}
        }
    }

    fn starting_reward(&mut self, p: u8, s: u8) {
        let osiris = |v, filter| Act {
            p,
            god: God::Osiris,
            v,
            origin: Origin::Setup,
            waived: false,
            no_loss: true,
            filter,
            die1: false,
        };
        match s {
            0 => self.step(Step::StartGod(osiris(5, 0))),
            1 => self.step(Step::StartGod(osiris(3, 1))),
            2 => self.step(Step::StartGod(osiris(3, 2))),
            3 => self.push(Node::GainPick(p, 0b1111, 5)),
            4 | 5 => {
                let kind = if s == 4 {
                    CardKind::Technology
                } else {
                    CardKind::Blessing
                };
                self.offer = [None; 2];
                self.push(Node::KeepOffer(p));
                self.push(Node::ChOffer(kind, 1));
                self.push(Node::ChOffer(kind, 0));
            }
            6 => {
                self.gain(p, SCRIBE, 2);
                self.gain(p, GOLD, 1);
            }
            7 => (0..4).for_each(|r| self.gain(p, r, 1)),
            8 => self.push(Node::GainPick(p, (1 << LIMESTONE) | (1 << GRANITE), 3)),
            9 => self.push(Node::GainPick(p, (1 << BREAD) | (1 << PAPYRUS), 3)),
            10 => {
                self.gain_pop(p, 3);
                self.gain_happy(p, 2);
            }
            11 => self.gain(p, GOLD, 2),
            _ => {}
        }
    }

    // ----- setup decisions -----

    pub(crate) fn gen_setup(&self, n: Node, out: &mut impl Out) {
        match n {
            Node::KeepDecree(p) => {
                for c in self.players[p as usize].decrees.cards(CardKind::Decree) {
                    out.put(TekhenuAction::Keep(c));
                }
            }
            Node::Draft(_) => {
                for s in 0..12u8 {
                    if self.start_pool & (1 << s) != 0 {
                        out.put(TekhenuAction::Draft(s));
                    }
                }
            }
            Node::Destiny(_) => {
                for a in 0..4u8 {
                    if self.destiny_free & (1 << a) != 0 {
                        out.put(TekhenuAction::Destiny(a));
                    }
                }
            }
            Node::GainPick(_, mask, _) => {
                for r in 0..7u8 {
                    if mask & (1 << r) != 0 {
                        out.put(TekhenuAction::Gain(r));
                    }
                }
            }
            Node::KeepOffer(_) => {
                for &c in self.offer.iter().flatten() {
                    out.put(TekhenuAction::Keep(c));
                }
            }
            Node::PopHappy(..) => {
                out.put(TekhenuAction::Population);
                out.put(TekhenuAction::Happiness);
            }
            Node::RewardOrder(p, done) => {
                let mut any = false;
                for i in 0..3u8 {
                    let code = self.reward_code(p, i);
                    if done & (1 << i) == 0 && code < 16 {
                        out.put(TekhenuAction::Reward(code));
                        any = true;
                    }
                }
                if !any {
                    out.put(TekhenuAction::Done);
                }
            }
            _ => {}
        }
    }

    pub(crate) fn exec_setup(&mut self, n: Node, a: TekhenuAction) {
        match (n, a) {
            (Node::KeepDecree(p), TekhenuAction::Keep(c)) => {
                let pl = &mut self.players[p as usize];
                let other = pl.decrees - CardSet::of(c);
                pl.decrees = CardSet::of(c);
                let returned = other.first(CardKind::Decree);
                pl.returned = returned;
                // Rulebook: the other goes face down under the deck, below any
                // returned before it (seats choose in seat order).
                if let Some(r) = returned {
                    self.put_under_deck(r);
                }
            }
            (Node::Draft(p), TekhenuAction::Draft(s)) => {
                self.start_pool &= !(1 << s);
                let pl = &mut self.players[p as usize];
                if pl.starting[0] == NONE {
                    pl.starting[0] = s;
                } else {
                    pl.starting[1] = s;
                }
            }
            (Node::Destiny(p), TekhenuAction::Destiny(x)) => {
                self.destiny_free &= !(1 << x);
                self.players[p as usize].destiny = x;
                if self.maat > 0 {
                    // Maat step 7: the reward comes at once (rulebook).
                    self.destiny_reward(p, x);
                }
            }
            (Node::GainPick(p, mask, left), TekhenuAction::Gain(r)) => {
                if left > 1 {
                    self.push(Node::GainPick(p, mask, left - 1));
                }
                self.gain(p, r, 1);
            }
            (Node::KeepOffer(p), TekhenuAction::Keep(c)) => {
                let kind = c.kind();
                let other = if self.offer[0] == Some(c) {
                    self.offer[1]
                } else {
                    self.offer[0]
                };
                if let Some(other) = other {
                    // Put back and reshuffle (rulebook).
                    self.decks[kind.index()].insert(other);
                }
                self.offer = [None; 2];
                self.players[p as usize].hand_mut(kind).insert(c);
            }
            (Node::PopHappy(p, k), TekhenuAction::Population) => self.gain_pop(p, k),
            (Node::PopHappy(p, k), TekhenuAction::Happiness) => self.gain_happy(p, k),
            (Node::RewardOrder(p, done), TekhenuAction::Reward(code)) => {
                // docs/tekhenu.md GAP-41: the seat resolves its three rewards in the order it picks.
                let i = (0..3u8)
                    .find(|&i| self.reward_code(p, i) == code)
                    .unwrap_or(0);
                let done = done | (1 << i);
                if done != 0b111 {
                    self.push(Node::RewardOrder(p, done));
                }
                if code < 4 {
                    self.destiny_reward(p, code);
                } else {
                    self.starting_reward(p, code - 4);
                }
            }
            _ => {}
        }
    }
}
