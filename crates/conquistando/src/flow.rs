//! What happens between decisions: whose turn it is, the round and its three stages
//! ("Sistema de Jogo": Collection, Own Actions, the Opponent Action), the chance nodes (a
//! defence card or a resource card turned, with the weights of the face-down cards), the
//! era boundaries with their achievements, and the end of the game after the 25th round.

use nile_core::Turn;

use crate::action::Action;
use crate::config::ConquistandoConfig;
use crate::data::{bits, era_end, era_of, Unit, BUILDINGS, MAX_OWN_ACTIONS, ROUNDS};
use crate::standins::{DECK_SIZE, DEFENCE_DECK, MAX_DEFENDERS};
use crate::state::{Conquistando, Empire, Step};

/// Most steps a turn can take: three own actions of at most six steps (choose, from, to,
/// count, two chance draws), `end actions`, and the Opponent Action's three.
const TURN_STEPS: usize = 3 * 6 + 1 + 3;

/// `Game::turn`: a card being turned is a chance node; otherwise the seat whose turn it is
/// decides (also in the Opponent Action, acting on another empire).
#[inline]
pub(crate) fn turn(g: &Conquistando) -> Turn {
    match g.step {
        Step::DefenceDraw { .. } | Step::ResourceDraw { .. } => Turn::Chance,
        Step::Over => Turn::Over,
        _ => Turn::Player(usize::from(g.current)),
    }
}

/// `Game::step_bound`: every round, every seat's turn at its longest.
pub(crate) fn step_bound(config: &ConquistandoConfig) -> usize {
    usize::from(ROUNDS) * config.players.max(1) * TURN_STEPS
}

/// The lowest face-down card of `left` showing `defenders`, if any.
pub(crate) fn defence_card_showing(left: u16, defenders: u8) -> Option<u8> {
    (0..DECK_SIZE)
        .find(|&i| left >> i & 1 == 1 && DEFENCE_DECK[i].defenders == defenders)
        .map(|i| i as u8)
}

impl Conquistando {
    /// A round begins: every empire's generation limits are fresh (docs/conquistando.md GAP-16), and the
    /// oldest player (seat 0) starts.
    pub(crate) fn begin_round(&mut self) {
        for e in &mut self.empires {
            for t in &mut e.terrains {
                t.made = [0; 4];
            }
        }
        self.current = 0;
        self.begin_turn();
    }

    /// A turn begins with "Coleta"; then the own actions, unless none is possible:
    /// "perderá 1 (um) ponto de vitória" and the turn goes on to the Opponent Action
    /// (GAP-18).
    pub(crate) fn begin_turn(&mut self) {
        let achievements = self.config.achievements;
        self.empire = self.current;
        self.taken = 0;
        self.acting_mut().collect(achievements);
        if self.tasks() == 0 {
            self.acting_mut().ledger.penalties += 1;
            self.after_own_actions();
        } else {
            self.step = Step::Choose;
        }
    }

    /// "Somente na primeira rodada da era Pré-Dinástica a Ação para o Adversário não é
    /// feita"; otherwise the actor chooses an opponent.
    pub(crate) fn after_own_actions(&mut self) {
        if self.round == 1 {
            self.end_turn();
        } else {
            self.empire = self.current;
            self.step = Step::ChooseOpponent;
        }
    }

    /// One action is complete: in the Opponent Action the opponent "ganha um Ponto de
    /// Vitória" and the turn ends; an own action counts toward the three (GAP-36: after
    /// the third the turn moves on by itself).
    pub(crate) fn finish_action(&mut self) {
        if self.in_opponent_action() {
            self.acting_mut().ledger.helps += 1;
            self.end_turn();
            return;
        }
        self.taken += 1;
        if self.taken >= MAX_OWN_ACTIONS {
            self.after_own_actions();
        } else {
            self.step = Step::Choose;
        }
    }

    /// The next seat clockwise, or the end of the round.
    pub(crate) fn end_turn(&mut self) {
        self.empire = self.current;
        if usize::from(self.current) + 1 < self.seat_count() {
            self.current += 1;
            self.begin_turn();
        } else {
            self.end_round();
        }
    }

    /// The round ends: at the end of eras 1–3 every player takes the achievements they
    /// meet (GAP-1, GAP-29); after the 25th round the game is over.
    fn end_round(&mut self) {
        let era = era_of(self.round);
        if self.config.achievements && era < 4 && self.round == era_end(era) {
            for e in self.empires.iter_mut().take(self.config.players) {
                e.achievements |= crate::achievements::earned(e, era);
            }
        }
        if self.round >= ROUNDS {
            self.taken = 0;
            self.step = Step::Over;
        } else {
            self.round += 1;
            self.begin_round();
        }
    }

    /// Writes every distinct chance outcome with its weight: a defence value weighs the
    /// face-down cards showing it; each face-down resource card weighs 1.
    pub(crate) fn list_chance(&self, out: &mut Vec<(Action, u32)>) {
        out.clear();
        match self.step {
            Step::DefenceDraw { .. } => {
                let mut weights = [0u32; MAX_DEFENDERS as usize + 1];
                for i in bits(self.acting().defence_left) {
                    if let Some(w) = DEFENCE_DECK
                        .get(i)
                        .and_then(|c| weights.get_mut(usize::from(c.defenders)))
                    {
                        *w += 1;
                    }
                }
                for (d, &w) in weights.iter().enumerate() {
                    if w > 0 {
                        out.push((Action::Defence(d as u8), w));
                    }
                }
            }
            Step::ResourceDraw { .. } => {
                for c in bits(self.acting().resources_left) {
                    if c < DECK_SIZE {
                        out.push((Action::Resources(c as u8), 1));
                    }
                }
            }
            _ => {}
        }
    }
}

impl Empire {
    /// What "Coleta" brings now: every building's yield, 1 coin per worker, and the
    /// achievements' bonuses (GAP-24: automatic and complete).
    pub(crate) fn collection(&self, achievements_on: bool) -> [u16; 6] {
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
        gain
    }

    /// "Coleta": the collection is added to the stock.
    pub(crate) fn collect(&mut self, achievements_on: bool) {
        let gain = self.collection(achievements_on);
        for (s, g) in self.stock.iter_mut().zip(gain) {
            *s = s.saturating_add(g);
        }
    }
}
