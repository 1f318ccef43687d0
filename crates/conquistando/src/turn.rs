//! The round and its three stages ("Sistema de Jogo"): Collection, Own Actions and the
//! Opponent Action, each pending step's handler (validate, then mutate), battles and
//! conquest, and the era boundaries.

use crate::action::Action;
use crate::battle::{self, Battle};
use crate::data::{era_end, era_of, Unit, MAX_OWN_ACTIONS, MAX_POPULATION, ROUNDS, TERRAINS};
use crate::rules::{ATTACK_BIT, MAKE_BIT, MOVE_BIT};
use crate::standins::{DECK_SIZE, DEFENCE_DECK, RESOURCE_DECK};
use crate::state::{Conquistando, Empire, Step};

/// The reason for refusing an action.
pub(crate) type Refusal = &'static str;

/// The lowest face-down card of `left` showing `defenders`, if any.
pub(crate) fn defence_card_showing(left: u16, defenders: u8) -> Option<u8> {
    (0..DECK_SIZE)
        .find(|&i| left >> i & 1 == 1 && DEFENCE_DECK[i].defenders == defenders)
        .map(|i| i as u8)
}

impl Conquistando {
    pub(crate) fn acting(&self) -> &Empire {
        &self.empires[usize::from(self.empire)]
    }

    fn acting_mut(&mut self) -> &mut Empire {
        &mut self.empires[usize::from(self.empire)]
    }

    /// The tasks the pending `Choose` step offers (moves and attacks in own actions only).
    pub(crate) fn tasks(&self) -> u32 {
        self.acting()
            .task_mask(self.era(), !self.in_opponent_action())
    }

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
    fn after_own_actions(&mut self) {
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
    fn finish_action(&mut self) {
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
    fn end_turn(&mut self) {
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

    /// `Choose`: what to do (or `end actions` after the first own action).
    /// `listed` says the action was just taken from the legal list (a random playout),
    /// so the task mask need not be computed again.
    pub(crate) fn choose(&mut self, action: Action, listed: bool) -> Result<(), Refusal> {
        let (bit, next) = match action {
            Action::Build(b) => (b.index() as u32, Step::PlaceBuilding(b)),
            Action::Make(u) => (MAKE_BIT + u.index() as u32, Step::PlaceUnit(u)),
            Action::MoveArmy => (MOVE_BIT, Step::MoveFrom),
            Action::Attack => (ATTACK_BIT, Step::AttackFrom),
            Action::EndActions => {
                if self.in_opponent_action() || self.taken == 0 {
                    return Err("at least one own action must be taken first");
                }
                self.after_own_actions();
                return Ok(());
            }
            _ => return Err("choose an action first"),
        };
        if !listed && self.tasks() >> bit & 1 == 0 {
            return Err(if self.in_opponent_action() && bit >= MOVE_BIT {
                "the Opponent Action cannot move an army"
            } else {
                "that action is not possible now (cost, limit, era or room)"
            });
        }
        self.step = next;
        Ok(())
    }

    /// `ChooseOpponent`: "escolher um dos adversários"; one with no possible action
    /// "perderá um Ponto de Vitória" and the turn ends (GAP-19).
    pub(crate) fn choose_opponent(&mut self, action: Action) -> Result<(), Refusal> {
        let Action::Help(o) = action else {
            return Err("choose an opponent for the Opponent Action");
        };
        if usize::from(o) >= self.seat_count() || o == self.current {
            return Err("that seat is not an opponent");
        }
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
        let Action::On(t) = action else {
            return Err("choose the terrain");
        };
        let t = usize::from(t);
        match self.step {
            Step::PlaceBuilding(b) => {
                if t >= TERRAINS || (!listed && self.acting().room_mask() >> t & 1 == 0) {
                    return Err("not an owned terrain with room for a building");
                }
                self.acting_mut().build(b, t);
            }
            Step::PlaceUnit(u) => {
                if t >= TERRAINS || (!listed && self.acting().make_mask(u) >> t & 1 == 0) {
                    return Err(if u == Unit::Worker {
                        "not an owned terrain with a free space"
                    } else {
                        "not an owned terrain whose buildings can still convert a worker this round"
                    });
                }
                self.acting_mut().make(u, t);
            }
            _ => return Err("nothing is being placed"),
        }
        self.finish_action();
        Ok(())
    }

    /// `from T<n>` of a move or an attack.
    pub(crate) fn origin(&mut self, action: Action, attack: bool) -> Result<(), Refusal> {
        let Action::From(t) = action else {
            return Err("choose the terrain the army leaves");
        };
        let e = self.acting();
        let origins = if attack {
            e.attack_origins()
        } else {
            e.move_origins()
        };
        if usize::from(t) >= TERRAINS || origins >> t & 1 == 0 {
            return Err("no army there can go anywhere");
        }
        self.step = if attack {
            Step::AttackTarget { from: t }
        } else {
            Step::MoveTo { from: t }
        };
        Ok(())
    }

    /// `to T<n>` of a move or an attack.
    pub(crate) fn destination(&mut self, action: Action, from: u8) -> Result<(), Refusal> {
        let Action::To(t) = action else {
            return Err("choose the terrain the army enters");
        };
        let attack = matches!(self.step, Step::AttackTarget { .. });
        let e = self.acting();
        let targets = if attack {
            e.attack_targets(usize::from(from))
        } else {
            e.move_targets(usize::from(from))
        };
        if usize::from(t) >= TERRAINS || targets >> t & 1 == 0 {
            return Err(if attack {
                "not an unconquered terrain bordering the army"
            } else {
                "not an owned terrain bordering the army with room"
            });
        }
        self.step = if attack {
            Step::AttackCount { from, to: t }
        } else {
            Step::MoveCount { from, to: t }
        };
        Ok(())
    }

    /// Most soldiers a move from `from` to `to` may take: all of them, as long as the
    /// destination keeps at most 30 people (GAP-11).
    pub(crate) fn move_limit(&self, from: u8, to: u8) -> u8 {
        let e = self.acting();
        let soldiers = e.terrains[usize::from(from)].people[Unit::Soldier.index()];
        let room = MAX_POPULATION.saturating_sub(e.terrains[usize::from(to)].population());
        soldiers.min(room)
    }

    /// Soldiers on terrain `from` of the acting empire.
    pub(crate) fn soldiers_on(&self, from: u8) -> u8 {
        self.acting().terrains[usize::from(from)].people[Unit::Soldier.index()]
    }

    /// `with N soldiers`: the move is made, or the attack starts (GAP-35: at least one).
    pub(crate) fn count(&mut self, action: Action) -> Result<(), Refusal> {
        let Action::Soldiers(n) = action else {
            return Err("choose how many soldiers go");
        };
        match self.step {
            Step::MoveCount { from, to } => {
                if n == 0 || n > self.move_limit(from, to) {
                    return Err("that many soldiers cannot move there");
                }
                let e = self.acting_mut();
                e.terrains[usize::from(from)].people[Unit::Soldier.index()] -= n;
                e.terrains[usize::from(to)].people[Unit::Soldier.index()] += n;
                self.finish_action();
            }
            Step::AttackCount { from, to } => {
                if n == 0 || n > self.soldiers_on(from) {
                    return Err("that many soldiers are not on the terrain");
                }
                match self.acting().defence_shown(usize::from(to)) {
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
                }
            }
            _ => return Err("no army is moving"),
        }
        Ok(())
    }

    /// Chance: the defence card turned, "revelando o número de soldados".
    pub(crate) fn reveal_defence(&mut self, action: Action) -> Result<(), Refusal> {
        let (Step::DefenceDraw { from, to, soldiers }, Action::Defence(d)) = (self.step, action)
        else {
            return Err("a defence card must be turned now");
        };
        let Some(card) = defence_card_showing(self.acting().defence_left, d) else {
            return Err("no face-down defence card shows that number");
        };
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
        let (Step::ResourceDraw { to }, Action::Resources(c)) = (self.step, action) else {
            return Err("a resource card must be turned now");
        };
        if usize::from(c) >= DECK_SIZE || self.acting().resources_left >> c & 1 == 0 {
            return Err("that resource card is not face down");
        }
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
