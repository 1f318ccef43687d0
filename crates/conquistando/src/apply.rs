//! Applying one action to the state: the pending step's handler for a decision or a chance
//! outcome (each asks `legal.rs` first whether the action is legal now, and why not, then
//! changes the state; a refused action leaves it as it was), and what an own action does
//! to an empire (its cost paid, the building or person placed, the battle fought). After
//! each action the turn goes on as `flow.rs` says.

use nile_core::game::random_step_by_listing;
use nile_core::lang::Sentence;
use nile_core::rng::below;
use nile_core::{GameError, GameRng, RandomStep, Turn};

use crate::action::Action;
use crate::battle::{self, Battle};
use crate::data::{Amounts, Building, Class, Unit};
use crate::flow::turn;
use crate::legal::{Refusal, GAME_OVER, NOTHING_PLACED, NO_ARMY_MOVING};
use crate::standins::RESOURCE_DECK;
use crate::state::{Conquistando, Empire, Step};
use crate::texts::TEXTS;

/// `Game::apply`: checks `action` against the pending step and applies it only if legal.
pub(crate) fn apply(g: &mut Conquistando, action: Action) -> Result<(), GameError> {
    match g.try_apply(action, false) {
        Ok(()) => Ok(()),
        Err(_) if g.step == Step::Over => Err(GameError::GameOver),
        Err(reason) => Err(refusal(action, reason)),
    }
}

/// `Game::apply_listed`: a decision of the seat to act, just listed, is applied as
/// `random_step` applies its pick: without checking again what the list established.
pub(crate) fn apply_listed(g: &mut Conquistando, action: Action) -> Result<(), GameError> {
    if turn(g) != Turn::Player(usize::from(g.current)) {
        return apply(g, action);
    }
    match g.try_apply(action, true) {
        Ok(()) => Ok(()),
        Err(reason) => Err(refusal(action, reason)),
    }
}

/// `Game::random_step`: lists the legal actions and picks `legal[below(n)]` exactly as the
/// default does, then applies it without checking again what the list just established.
pub(crate) fn random_step(
    g: &mut Conquistando,
    rng: &mut GameRng,
    legal: &mut Vec<Action>,
    chance: &mut Vec<(Action, u32)>,
) -> Result<RandomStep, GameError> {
    if turn(g) != Turn::Player(usize::from(g.current)) {
        return random_step_by_listing(g, rng, legal, chance);
    }
    g.list_legal(legal);
    if legal.is_empty() {
        return random_step_by_listing(g, rng, legal, chance);
    }
    let action = legal[below(rng, legal.len() as u64) as usize];
    match g.try_apply(action, true) {
        Ok(()) => Ok(RandomStep::Decision),
        Err(reason) => Err(refusal(action, reason)),
    }
}

/// The error for `action`, refused for `reason` (a message identifier of [`TEXTS`]).
#[cold]
#[inline(never)]
fn refusal(action: Action, reason: Refusal) -> GameError {
    GameError::illegal(action, Sentence::new(&TEXTS, reason))
}

/// Pays `cost` (the caller checked it is affordable).
#[inline]
fn pay(stock: &mut [u16; 6], cost: &Amounts) {
    for (have, &need) in stock.iter_mut().zip(cost) {
        *have = have.saturating_sub(u16::from(need));
    }
}

impl Conquistando {
    /// Checks `action` against the pending step and applies it only if legal. With
    /// `listed`, the action was just read from the legal list, and the two costly checks
    /// (the task mask, the terrain masks) are skipped.
    fn try_apply(&mut self, action: Action, listed: bool) -> Result<(), Refusal> {
        match self.step {
            Step::Choose => self.choose(action, listed),
            Step::ChooseOpponent => self.choose_opponent(action),
            Step::PlaceBuilding(_) | Step::PlaceUnit(_) => self.place(action, listed),
            Step::MoveFrom => self.origin(action, false),
            Step::AttackFrom => self.origin(action, true),
            Step::MoveTo { from } | Step::AttackTarget { from } => self.destination(action, from),
            Step::MoveCount { .. } | Step::AttackCount { .. } => self.count(action),
            Step::DefenceDraw { .. } => self.reveal_defence(action),
            Step::ResourceDraw { .. } => self.reveal_resources(action),
            Step::Over => Err(GAME_OVER),
        }
    }

    /// `Choose`: what to do (or `end actions` after the first own action).
    /// `listed` says the action was just taken from the legal list (a random playout),
    /// so the task mask need not be computed again.
    pub(crate) fn choose(&mut self, action: Action, listed: bool) -> Result<(), Refusal> {
        match self.check_choose(action, listed)? {
            Some(next) => self.step = next,
            None => self.after_own_actions(),
        }
        Ok(())
    }

    /// `ChooseOpponent`: "escolher um dos adversários"; one with no possible action
    /// "perderá um Ponto de Vitória" and the turn ends (GAP-19).
    pub(crate) fn choose_opponent(&mut self, action: Action) -> Result<(), Refusal> {
        let o = self.check_opponent(action)?;
        self.empire = o;
        if self.tasks() == 0 {
            self.acting_mut().ledger.penalties += 1;
            self.end_turn();
        } else {
            self.step = Step::Choose;
        }
        Ok(())
    }

    /// The terrain of a building or a new person.
    /// `listed` as in [`Conquistando::choose`].
    pub(crate) fn place(&mut self, action: Action, listed: bool) -> Result<(), Refusal> {
        let t = self.check_place(action, listed)?;
        match self.step {
            Step::PlaceBuilding(b) => self.acting_mut().build(b, t),
            Step::PlaceUnit(u) => self.acting_mut().make(u, t),
            _ => return Err(NOTHING_PLACED),
        }
        self.finish_action();
        Ok(())
    }

    /// `from T<n>` of a move or an attack.
    pub(crate) fn origin(&mut self, action: Action, attack: bool) -> Result<(), Refusal> {
        let t = self.check_origin(action, attack)?;
        self.step = if attack {
            Step::AttackTarget { from: t }
        } else {
            Step::MoveTo { from: t }
        };
        Ok(())
    }

    /// `to T<n>` of a move or an attack.
    pub(crate) fn destination(&mut self, action: Action, from: u8) -> Result<(), Refusal> {
        let t = self.check_destination(action, from)?;
        self.step = if matches!(self.step, Step::AttackTarget { .. }) {
            Step::AttackCount { from, to: t }
        } else {
            Step::MoveCount { from, to: t }
        };
        Ok(())
    }

    /// `with N soldiers`: the move is made, or the attack starts (GAP-35: at least one).
    pub(crate) fn count(&mut self, action: Action) -> Result<(), Refusal> {
        let n = self.check_count(action)?;
        match self.step {
            Step::MoveCount { from, to } => {
                let e = self.acting_mut();
                e.terrains[usize::from(from)].people[Unit::Soldier.index()] -= n;
                e.terrains[usize::from(to)].people[Unit::Soldier.index()] += n;
                self.finish_action();
            }
            Step::AttackCount { from, to } => match self.acting().defence_shown(usize::from(to)) {
                Some(d) => {
                    self.fight(from, to, n, d);
                }
                None => {
                    self.step = Step::DefenceDraw {
                        from,
                        to,
                        soldiers: n,
                    }
                }
            },
            _ => return Err(NO_ARMY_MOVING),
        }
        Ok(())
    }

    /// Chance: the defence card turned, "revelando o número de soldados".
    pub(crate) fn reveal_defence(&mut self, action: Action) -> Result<(), Refusal> {
        let (from, to, soldiers, d, card) = self.check_defence(action)?;
        let e = self.acting_mut();
        e.defence_left &= !(1 << card);
        e.defence[usize::from(to)] = card;
        self.fight(from, to, soldiers, d);
        Ok(())
    }

    /// The battle itself; a victory conquers the terrain and turns its resource card.
    fn fight(&mut self, from: u8, to: u8, soldiers: u8, defenders: u8) -> Battle {
        let basis = self.config.loss_basis;
        let reduction = if self.config.achievements {
            crate::achievements::loss_reduction(self.acting().achievements)
        } else {
            0
        };
        let e = self.acting_mut();
        let origin = &mut e.terrains[usize::from(from)];
        let result = battle::resolve(
            soldiers,
            origin.people[Unit::Priest.index()],
            origin.people[Unit::Doctor.index()],
            defenders,
            reduction,
            basis,
        );
        origin.people[Unit::Soldier.index()] -= soldiers;
        if result.victory {
            // "o jogador então ganha 1 ponto de vitória ... Ele também desloca todos os
            // soldados sobreviventes da batalha para o terreno conquistado."
            e.owned |= 1 << to;
            e.ledger.conquests += 1;
            e.terrains[usize::from(to)].people[Unit::Soldier.index()] = result.survivors;
            self.step = Step::ResourceDraw { to };
        } else {
            // The card stays face up; the terrain loses nobody.
            self.finish_action();
        }
        result
    }

    /// Chance: the conquered terrain's resource card; its buildings are installed at
    /// once (no VP for them: "Ele não ganha Pontos de Vitória com as construções já
    /// existentes em terrenos conquistados").
    pub(crate) fn reveal_resources(&mut self, action: Action) -> Result<(), Refusal> {
        let (to, c) = self.check_resources(action)?;
        let e = self.acting_mut();
        e.resources_left &= !(1 << c);
        e.resources[usize::from(to)] = c;
        for &b in RESOURCE_DECK[usize::from(c)].buildings {
            e.terrains[usize::from(to)].add_building(b);
        }
        self.finish_action();
        Ok(())
    }
}

impl Empire {
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
}
