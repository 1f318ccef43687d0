//! Applying one action to the state: the entry `Game::apply` and `Game::apply_listed`
//! delegate to (validate, then record, apply and run on to the next stop), the fast
//! random step of playouts, and the dispatch of a decision or a chance outcome to the
//! part of the game that carries it out.

use nile_core::game::random_step_by_listing;
use nile_core::{GameError, GameRng, RandomStep, Turn};

use crate::action::TekhenuAction;
use crate::cards::{slot_kind, CardKind};
use crate::flow::Pending;
use crate::pieces::Loc;
use crate::state::{Board, Node, Placed, Tekhenu};

impl Tekhenu {
    /// `Game::apply`: refuses an action the game does not wait for (with the reason),
    /// else applies it and runs on to the next decision or chance node.
    pub(crate) fn apply_checked(&mut self, action: TekhenuAction) -> Result<(), GameError> {
        match self.board.pending() {
            Pending::Over => Err(GameError::GameOver),
            Pending::Chance => {
                self.board.check_outcome(action)?;
                self.apply_outcome(action);
                Ok(())
            }
            Pending::Decision => {
                self.check_decision(action)?;
                self.apply_decision(action);
                Ok(())
            }
        }
    }

    /// `Game::apply_listed`: a decision just listed is executed without looking it up
    /// again among the choices (what `apply` checks first); anything else goes through
    /// [`Self::apply_checked`].
    pub(crate) fn apply_listed_decision(&mut self, action: TekhenuAction) -> Result<(), GameError> {
        if self.board.pending() != Pending::Decision {
            return self.apply_checked(action);
        }
        self.apply_decision(action);
        Ok(())
    }

    /// Records and applies a decision already known to be legal, then runs on.
    #[inline]
    fn apply_decision(&mut self, action: TekhenuAction) {
        self.board.record(action);
        self.board.exec_decision(action);
        self.run();
    }

    /// Records and applies a chance outcome already known to be possible, then runs on.
    #[inline]
    fn apply_outcome(&mut self, action: TekhenuAction) {
        self.board.record(action);
        self.board.exec_chance(action);
        self.run();
    }

    /// `Game::random_step`: draws from the options the engine listed when it stopped (no
    /// copy, and no validation of an action taken from that very list), or a chance
    /// outcome without listing; the same draws as the default, so seeded playouts do not
    /// change.
    pub(crate) fn random_step_fast(
        &mut self,
        rng: &mut GameRng,
        legal: &mut Vec<TekhenuAction>,
        chance: &mut Vec<(TekhenuAction, u32)>,
    ) -> Result<RandomStep, GameError> {
        match self.whose_turn() {
            Turn::Player(_) => {
                if let Some(listed) = self.listed() {
                    let action = listed[nile_core::rng::below(rng, listed.len() as u64) as usize];
                    self.apply_decision(action);
                    return Ok(RandomStep::Decision);
                }
            }
            Turn::Chance => {
                if let Some(action) = self.board.sample_fast(rng) {
                    self.apply_outcome(action);
                    return Ok(RandomStep::Chance);
                }
            }
            Turn::Over => {}
        }
        random_step_by_listing(self, rng, legal, chance)
    }
}

impl Board {
    /// Applies a validated decision (the node is on top).
    #[inline(always)]
    pub(crate) fn exec_decision(&mut self, a: TekhenuAction) {
        let Some(n) = self.top() else { return };
        if let Some(c) = self.b07_window(n) {
            if a == TekhenuAction::Bless(c) {
                // Played, then the same decision again.
                let p = self.turn.p;
                self.use_blessing(p, c);
                self.push(Node::PopHappy(p, 3));
                return;
            }
        }
        self.drop_top();
        use Node::*;
        match n {
            KeepDecree(_) | Draft(_) | Destiny(_) | GainPick(..) | KeepOffer(_) | PopHappy(..)
            | RewardOrder(..) => self.exec_setup(n, a),
            TakeDie => self.exec_take(a),
            Main => self.exec_main(a),
            Modify => self.exec_modify(a),
            RecolourValue | SetValue | ExtraAdjacent | T19 | ResolveNext | TurnEnd => {
                self.exec_small_turn(n, a)
            }
            Horus(_) | RaCell(_) | RaRot(..) | HathorSpace(_) | HathorPick(..) | Bastet(_)
            | Thoth(..) | ThothPick(..) | Osiris(_) | Row6(_) | P12Value(_) | ProdWindow(_)
            | FreeAction(..) => self.exec_god(n, a),
            Pay(p, res, left) => {
                if let TekhenuAction::Pay(tok) = a {
                    if left > 1 {
                        self.push(Pay(p, res, left - 1));
                    }
                    self.pay_one(p, res, tok);
                }
            }
            Faith(_) | Feed(..) | SelectDecree(_) | D03Target(_) | D04Count(..) => {
                self.exec_final(n, a)
            }
            _ => {}
        }
    }

    /// Applies a validated chance outcome (the node is on top).
    pub(crate) fn exec_chance(&mut self, a: TekhenuAction) {
        let Some(n) = self.pop() else { return };
        match (n, a) {
            (Node::ChDisc, TekhenuAction::Disc(k)) => self.disc = k,
            (Node::ChPillar(slot), TekhenuAction::Pillar(t)) => {
                self.pillar_stack &= !(1 << t);
                self.display[slot as usize] = t;
            }
            (Node::ChMediumPillar, TekhenuAction::Pillar(t)) => {
                // Medium level: the bot's pillar on the central cell (rulebook).
                self.pillar_stack &= !(1 << t);
                self.temple[2][2] = Some(Placed {
                    tile: t,
                    rot: 0,
                    owner: 1,
                });
                self.players[1].pillars = self.players[1].pillars.saturating_sub(1);
            }
            (Node::ChHorus(slot), TekhenuAction::HorusTile(g)) => self.horus[slot as usize] = g,
            (Node::ChCard(slot), TekhenuAction::Draw(c)) => {
                let kind = slot_kind(slot as usize);
                self.take_from_pool(kind, c);
                self.market[slot as usize] = Some(c);
            }
            (Node::ChDecree(p), TekhenuAction::Draw(c)) => {
                self.take_from_pool(CardKind::Decree, c);
                self.players[p as usize].decrees.insert(c);
            }
            (Node::ChOffer(kind, i), TekhenuAction::Draw(c)) => {
                self.take_from_pool(kind, c);
                self.offer[i as usize] = Some(c);
            }
            (Node::ChDie(section), TekhenuAction::Roll(colour, v)) => {
                if let Some(id) = self.first_in_bag(colour) {
                    self.dice.set_loc(id, Loc::Disc(section));
                    self.dice.set_value(id, v);
                }
            }
            (Node::ChStart, TekhenuAction::RevealStart(s)) => {
                self.start_pool |= 1 << s;
                self.start_revealed += 1;
            }
            (Node::ChFirst, TekhenuAction::First(p)) => self.first = p,
            (Node::ChBotDestiny, TekhenuAction::BotDestiny(d)) => {
                self.destiny_free &= !(1 << d);
                self.players[1].destiny = d;
            }
            (Node::ChPyramid(pos), TekhenuAction::BotTile(tile)) => {
                self.bot.pyramid[pos as usize] = tile
            }
            (Node::ChCoin, TekhenuAction::Coin(up)) => self.bot_advance(up),
            (Node::ChTie(_), TekhenuAction::Tie(i)) => {
                self.bot.cands[0] = self.bot.cands[i as usize];
                self.bot.ncand = 1;
            }
            _ => {}
        }
    }
}
