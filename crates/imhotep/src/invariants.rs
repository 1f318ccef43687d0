//! `check_invariants`: every component conserved, every number in range, and whose turn
//! it is and the pending step tied to the rest of the state, so that any state
//! `from_json` accepts can be played to the end.

use nile_core::{Game, Turn};

use crate::cards::{total, Card, BLUE_CARDS, CARDS, CARD_KINDS, DECK_SIZE, DECORATIONS};
use crate::data::{
    FURY_PENALTY, ROUNDS, ROUND_CARDS_PER_COUNT, SCORE_MARKERS, SLED_CAPACITY, STONES_PER_COLOUR,
};
use crate::legal::FILLER;
use crate::market::DISPLAY_SLOTS;
use crate::market::{HIDDEN, PAIR_SIZE};
use crate::ships::{MAX_CAPACITY, SHIPS_PER_ROUND};
use crate::site::{Side, Site};
use crate::sites::{BURIAL_CELLS, MAX_PLAYERS, TOWER_SPACES};
use crate::standins::{TempleBonus, ROUND_CARDS, TEMPLE_B_LAYOUT};
use crate::state::{Ctx, Imhotep, Phase, NO_CARD, NO_SEAT};

/// A score no game reaches (29 stones a colour, none worth more than 10 points, plus
/// cards): a bound that keeps the arithmetic of a tampered state far from overflow.
const MAX_SCORE: i32 = 1000;

impl Imhotep {
    /// Every check, cheapest first; `Err` names the first one broken.
    pub(crate) fn check_all(&self) -> Result<(), String> {
        if !Self::PLAYERS.contains(&self.config.players) {
            return Err(format!("{} players", self.config.players));
        }
        self.check_seats()?;
        self.check_flow()?;
        self.check_stones()?;
        self.check_cards()?;
        self.check_ships()?;
        self.check_sites()?;
        self.check_scores()?;
        self.check_pending()?;
        self.check_has_a_move()
    }

    /// Scores stay far from overflow: nothing scores more than a few hundred points, and
    /// only Pharaoh's Fury, at the very end, takes points away.
    fn check_scores(&self) -> Result<(), String> {
        let floor = if self.phase == Phase::Over {
            -FURY_PENALTY
        } else {
            0
        };
        match self
            .builders
            .iter()
            .find(|b| !(floor..=MAX_SCORE).contains(&b.score))
        {
            Some(b) => Err(format!("a score of {}", b.score)),
            None => Ok(()),
        }
    }

    /// The pending step agrees with what comes after it (the continuation) and with the
    /// round it is in.
    fn check_pending(&self) -> Result<(), String> {
        let ctx_ok = match self.phase {
            // Whatever comes after a round card is the deal, set when it is revealed.
            Phase::RoundCard | Phase::Over => true,
            Phase::DealCard => matches!(self.ctx, Ctx::Deal { .. }),
            Phase::Turn
            | Phase::LeverSail
            | Phase::HammerPlace
            | Phase::SailCardPlace
            | Phase::SailCardSail(_)
            | Phase::ChiselPlace(_) => self.ctx == Ctx::EndTurn,
            Phase::LeverUnload => matches!(self.ctx, Ctx::Unload { lever: true, .. }),
            // A market stone's pick and the face-down pair come from a ship at the Market.
            Phase::MarketPick(_) | Phase::PairKeep(_) | Phase::RevealPair(_) => {
                self.unloading_at() == Some(Site::Market)
            }
            // A pyramid stone comes from a ship, from a red card taken at the Market or
            // drawn as a bonus, or from a Temple B card drawn at round end.
            Phase::PyramidChoice(_)
            | Phase::CardBonus(_)
            | Phase::StonesBonus(_)
            | Phase::BonusDraw(_) => {
                self.unloading_at().is_some() || matches!(self.ctx, Ctx::Temple { .. })
            }
            // Ships take stones only while the round is on.
            Phase::ShipBonus(_) => self.unloading_at().is_some(),
            Phase::TempleChoice(p) => match self.ctx {
                Ctx::Temple { col } => {
                    let c = usize::from(col).wrapping_sub(1);
                    self.side(Site::Temple) == Side::B
                        && self.temple.top.get(c) == Some(&(p + 1))
                        && TEMPLE_B_LAYOUT.get(c) == Some(&TempleBonus::PointOrStones)
                }
                _ => false,
            },
            Phase::RevealLeftover => self.ctx == Ctx::Leftovers,
            Phase::Resume => false,
        };
        if !ctx_ok {
            return Err(format!(
                "the step {:?} cannot come before {:?}",
                self.phase, self.ctx
            ));
        }
        self.check_cards_in_play()?;
        let round_over = matches!(self.ctx, Ctx::Temple { .. } | Ctx::Leftovers);
        if round_over
            && self
                .ships
                .iter()
                .any(|s| s.sailed_to.is_none() && s.load() > 0)
        {
            return Err("stones left on a ship in port after the round ended".into());
        }
        let m = &self.market;
        let market_clear = !m.display_any() && m.blind == 0 && total(&m.pair_known) == 0;
        match self.phase {
            Phase::RoundCard if self.round_card != NO_CARD || !market_clear => {
                Err("a round card is due but the round has begun".into())
            }
            Phase::RoundCard
                if self.sails != 0 || self.passes != 0 || self.last_sailer != NO_SEAT =>
            {
                Err("a round card is due but ships have sailed".into())
            }
            Phase::DealCard => match self.ctx {
                Ctx::Deal { slot }
                    if m.display[usize::from(slot)..].iter().all(|&c| c == 0)
                        && m.blind == 0
                        && total(&m.pair_known) == 0
                        && self
                            .ships
                            .iter()
                            .all(|s| s.load() == 0 && s.sailed_to.is_none()) =>
                {
                    Ok(())
                }
                _ => Err("a market card is dealt to a filled space or mid-round".into()),
            },
            Phase::RevealPair(_) if m.blind == 0 || total(&m.pair_known) != 0 => {
                Err("a face-down card is turned but none is left to turn".into())
            }
            Phase::RevealLeftover
                if m.blind == 0 || total(&m.pair_known) != 0 || m.display_any() =>
            {
                Err("a leftover card is turned but none is left".into())
            }
            Phase::RevealPair(_) | Phase::PairKeep(_)
                if m.revealed_len() + usize::from(m.blind) > usize::from(PAIR_SIZE) =>
            {
                Err("more than two face-down cards being looked at".into())
            }
            Phase::Over if self.round != ROUNDS => Err("the game ended before round 6".into()),
            _ => Ok(()),
        }
    }

    /// A blue card is in play only during its turn action (its steps, or the unloading
    /// of the ship it sent); a red card only while its stone's placement asks something.
    fn check_cards_in_play(&self) -> Result<(), String> {
        let in_play = |blue: bool| {
            Card::ALL
                .iter()
                .filter(|c| c.is_blue() == blue)
                .map(|c| u32::from(self.market.in_play[c.index()]))
                .sum::<u32>()
        };
        let blue_ok = match in_play(true) {
            0 => true,
            1 => {
                self.phase.in_turn() && self.phase != Phase::Turn
                    || self.phase == Phase::LeverUnload
                    || self.unloading_at().is_some()
            }
            _ => false,
        };
        let red_ok = in_play(false) == 0
            || matches!(
                self.phase,
                Phase::PyramidChoice(_)
                    | Phase::CardBonus(_)
                    | Phase::StonesBonus(_)
                    | Phase::ShipBonus(_)
                    | Phase::BonusDraw(_)
            );
        if blue_ok && red_ok {
            Ok(())
        } else {
            Err("a card is still in play after its effect".into())
        }
    }

    /// The site of the ship being unloaded, if one is.
    fn unloading_at(&self) -> Option<Site> {
        match self.ctx {
            Ctx::Unload { ship, .. } => self.ships.get(usize::from(ship))?.sailed_to,
            _ => None,
        }
    }

    /// A player to act has a legal action; a chance draw has an outcome, and a draw from
    /// the pile finds a card in the pile (not only face-down cards).
    fn check_has_a_move(&self) -> Result<(), String> {
        let mut items = FILLER;
        match self.turn() {
            Turn::Player(_) if self.legal(&mut items) == 0 => Err(format!(
                "{:?}: the seat to act has no legal action",
                self.phase
            )),
            Turn::Chance => {
                let draws_from_pile = matches!(self.phase, Phase::DealCard | Phase::BonusDraw(_));
                let cards = if draws_from_pile {
                    self.market.deck_len()
                } else {
                    total(&self.market.unseen)
                };
                if self.phase != Phase::RoundCard && cards == 0 {
                    Err(format!("{:?}: a card is drawn from no card", self.phase))
                } else {
                    Ok(())
                }
            }
            _ => Ok(()),
        }
    }

    fn stones_of_colour(&self, p: usize) -> u32 {
        let b = &self.builders[p];
        let on_ships: u32 = self
            .ships
            .iter()
            .map(|s| s.slots.iter().filter(|&&c| usize::from(c) == p + 1).count() as u32)
            .sum();
        // A stone waiting for its owner to choose a side-B pyramid is in hand.
        let in_hand = u32::from(self.phase == Phase::PyramidChoice(p as u8));
        u32::from(b.quarry)
            + in_hand
            + u32::from(b.sled)
            + on_ships
            + self.stones_on_sites(p).iter().sum::<u32>()
    }

    fn check_seats(&self) -> Result<(), String> {
        let n = self.seat_count();
        let seat_ok = |s: u8| usize::from(s) < n;
        if !seat_ok(self.current) || !seat_ok(self.start_player) {
            return Err("current or start player out of range".into());
        }
        if self.last_sailer != NO_SEAT && !seat_ok(self.last_sailer) {
            return Err("last sailer out of range".into());
        }
        if let Some(p) = self.phase.seat() {
            if !seat_ok(p) {
                return Err(format!("phase {:?} names a missing seat", self.phase));
            }
        }
        let code_ok = |c: u8| usize::from(c) <= n;
        if !self
            .ships
            .iter()
            .all(|s| s.slots.iter().all(|&c| code_ok(c)))
            || !self.pyramid.cells.iter().all(|&c| code_ok(c))
            || !self.temple.top.iter().all(|&c| code_ok(c))
            || !self.obelisks.towers.iter().all(|&c| code_ok(c))
        {
            return Err("a stone of a colour not in play".into());
        }
        if usize::from(self.burial.len) > BURIAL_CELLS
            || (0..usize::from(self.burial.len)).any(|k| self.burial.seat_at(k) >= n)
        {
            return Err("the burial chamber is out of range".into());
        }
        Ok(())
    }

    fn check_stones(&self) -> Result<(), String> {
        for p in 0..MAX_PLAYERS {
            let b = &self.builders[p];
            if p >= self.seat_count() {
                let any = b.quarry != 0
                    || b.sled != 0
                    || b.score != 0
                    || b.cards_held() != 0
                    || self.pyramid.overflow[p] != 0
                    || self.temple.by_seat[p] != 0
                    || self.obelisks.stones[p] != 0;
                if any {
                    return Err(format!("colour {p} is not in play but has stones or cards"));
                }
                continue;
            }
            if b.sled > SLED_CAPACITY {
                return Err(format!("seat {p} has {} stones on the sled", b.sled));
            }
            let stones = self.stones_of_colour(p) + SCORE_MARKERS;
            if stones != STONES_PER_COLOUR {
                return Err(format!("seat {p}: {stones} stones accounted for, not 30"));
            }
            if b.delivered >> 5 != 0 || b.delivered & Site::Market.bit() != 0 {
                return Err(format!("seat {p}: bad delivered set"));
            }
        }
        Ok(())
    }

    fn check_cards(&self) -> Result<(), String> {
        self.market.check()?;
        let held: u32 = self.builders.iter().map(|b| b.cards_held()).sum();
        let all = self.market.card_count() + held;
        if all != u32::from(DECK_SIZE) {
            return Err(format!("{all} market cards accounted for, not {DECK_SIZE}"));
        }
        let b_market = self.side(Site::Market) == Side::B;
        if b_market && self.market.display[DISPLAY_SLOTS - 1] != 0 {
            return Err("side B shows only 3 face-up cards".into());
        }
        if !b_market && self.market.blind != 0 {
            return Err("face-down cards on side A".into());
        }
        let revealing = self.pair_taker().is_some();
        if !revealing && self.market.revealed_len() != 0 {
            return Err("face-down cards revealed outside a pair pick".into());
        }
        if self.market.revealed.contains(&HIDDEN) {
            return Err("a hidden card in a full state (only observations hide cards)".into());
        }
        let by_kind = self.cards_by_kind();
        for (row, n) in CARDS.iter().zip(by_kind) {
            if n != u32::from(row.count) {
                return Err(format!("{n} {} cards, not {}", row.name, row.count));
            }
        }
        Ok(())
    }

    /// Every market card wherever it is, by kind: unseen, known face-down, discarded,
    /// on display, being looked at, held by a seat.
    fn cards_by_kind(&self) -> [u32; CARD_KINDS] {
        let m = &self.market;
        let mut by_kind = [0u32; CARD_KINDS];
        for (k, n) in by_kind.iter_mut().enumerate() {
            *n = u32::from(m.unseen[k])
                + u32::from(m.pair_known[k])
                + u32::from(m.discard[k])
                + u32::from(m.in_play[k]);
        }
        let codes = m.display.iter().chain(&m.revealed);
        for card in codes.filter_map(|&c| c.checked_sub(1).and_then(|i| Card::from_index(i.into())))
        {
            by_kind[card.index()] += 1;
        }
        for b in &self.builders {
            by_kind[Card::Statue.index()] += u32::from(b.statues);
            for (card, &n) in DECORATIONS.iter().zip(&b.decorations) {
                by_kind[card.index()] += u32::from(n);
            }
            for (card, &n) in BLUE_CARDS.iter().zip(&b.blue) {
                by_kind[card.index()] += u32::from(n);
            }
        }
        by_kind
    }

    fn check_ships(&self) -> Result<(), String> {
        let unloading = match self.ctx {
            Ctx::Unload { ship, .. } if usize::from(ship) < SHIPS_PER_ROUND => Some(ship),
            Ctx::Unload { .. } => return Err("unloading a missing ship".into()),
            _ => None,
        };
        if self.round_card == NO_CARD {
            if self.phase != Phase::RoundCard
                || self.docked != 0
                || self.ships.iter().any(|s| *s != Default::default())
            {
                return Err("ships without a round card".into());
            }
            return Ok(());
        }
        if usize::from(self.round_card) >= ROUND_CARDS_PER_COUNT
            || self.round_cards_used & (1 << self.round_card) == 0
        {
            return Err("round card out of range".into());
        }
        let caps = ROUND_CARDS[self.seat_count() - 2][usize::from(self.round_card)];
        let mut sites = 0u8;
        let mut sailed = 0;
        for (i, (s, cap)) in self.ships.iter().zip(caps).enumerate() {
            if s.capacity != cap {
                return Err(format!("ship {} does not match the round card", i + 1));
            }
            if !s.state_is_current() {
                return Err(format!("ship {}: derived state out of date", i + 1));
            }
            if s.slots[usize::from(cap).min(MAX_CAPACITY)..]
                .iter()
                .any(|&c| c != 0)
            {
                return Err(format!("ship {} holds a stone beyond its capacity", i + 1));
            }
            if let Some(site) = s.sailed_to {
                if sites & site.bit() != 0 {
                    return Err(format!("two ships at the {site} this round"));
                }
                sites |= site.bit();
                sailed += 1;
                if s.load() != 0 && unloading != Some(i as u8) {
                    return Err(format!("ship {} sailed but is not empty", i + 1));
                }
            }
        }
        if sites != self.docked {
            return Err("the closed harbours do not match the ships that sailed".into());
        }
        let unloading_now = u8::from(unloading.is_some());
        if self.sails + unloading_now != sailed && !(self.phase == Phase::Over) {
            return Err(format!(
                "{} sailings counted but {sailed} ships sailed",
                self.sails
            ));
        }
        if usize::from(self.sails) > SHIPS_PER_ROUND {
            return Err("more than four sailings".into());
        }
        if self.phase.in_turn() && usize::from(self.sails) >= SHIPS_PER_ROUND {
            return Err("a turn after the fourth ship sailed".into());
        }
        Ok(())
    }

    fn check_sites(&self) -> Result<(), String> {
        let width = self.temple_width();
        let visible = self.temple.top.iter().filter(|&&c| c != 0).count();
        let by_seat: u32 = self.temple.by_seat.iter().map(|&n| u32::from(n)).sum();
        if by_seat != u32::from(self.temple.placed)
            || visible != usize::from(self.temple.placed).min(width)
            || self.temple.top[width..].iter().any(|&c| c != 0)
        {
            return Err("the temple is inconsistent".into());
        }
        let prefix = |cells: &[u8]| {
            let filled = cells.iter().take_while(|&&c| c != 0).count();
            cells[filled..].iter().all(|&c| c == 0)
        };
        let full = match self.side(Site::Pyramid) {
            Side::A => {
                let cells = &self.pyramid.cells;
                if !prefix(&cells[..14]) || cells[14] != 0 {
                    return Err("pyramid A has a hole".into());
                }
                self.pyramid.a_filled() == 14
            }
            Side::B => {
                if !self.pyramid.cells.chunks(5).all(prefix) {
                    return Err("a pyramid B has a hole".into());
                }
                (0..3).all(|p| self.pyramid.b_filled(p) == 5)
            }
        };
        if !full && self.pyramid.overflow.iter().any(|&n| n != 0) {
            return Err("stones beside an unfinished pyramid".into());
        }
        match self.side(Site::Obelisks) {
            Side::A => {
                if self.obelisks.towers.iter().any(|&t| t != 0) {
                    return Err("towers on obelisks side A".into());
                }
            }
            Side::B => {
                let towers = self.obelisks.towers.iter().take_while(|&&t| t != 0).count();
                if !prefix(&self.obelisks.towers)
                    || (towers < TOWER_SPACES && self.obelisks.stones.iter().any(|&s| s > 2))
                {
                    return Err("obelisks B out of order".into());
                }
            }
        }
        Ok(())
    }

    fn check_flow(&self) -> Result<(), String> {
        if self.round == 0 || self.round > ROUNDS {
            return Err(format!("round {}", self.round));
        }
        let used = self.round_cards_used.count_ones();
        let revealed = u32::from(self.round) - u32::from(self.phase == Phase::RoundCard);
        if self.round_cards_used >> ROUND_CARDS_PER_COUNT != 0 || used != revealed {
            return Err("round cards used do not match the round".into());
        }
        if usize::from(self.passes) >= self.seat_count() {
            return Err("too many passes".into());
        }
        match self.phase {
            Phase::Resume => return Err("left in the middle of a resolution".into()),
            Phase::DealCard => match self.ctx {
                Ctx::Deal { slot } if usize::from(slot) < self.face_up_slots() => {}
                _ => return Err("dealing outside the deal".into()),
            },
            Phase::LeverUnload if !matches!(self.ctx, Ctx::Unload { lever: true, .. }) => {
                return Err("Lever unloading without a Lever sailing".into())
            }
            Phase::SailCardSail(s) if usize::from(s) >= SHIPS_PER_ROUND => {
                return Err("Sail card names a missing ship".into())
            }
            Phase::ChiselPlace(k) if k == 0 || k > 2 => return Err("bad Chisel count".into()),
            Phase::PyramidChoice(_) if self.side(Site::Pyramid) == Side::A => {
                return Err("pyramid choice on side A".into())
            }
            Phase::TempleChoice(_) if self.side(Site::Temple) == Side::A => {
                return Err("temple choice on side A".into())
            }
            _ => {}
        }
        if let Ctx::Temple { col } = self.ctx {
            if usize::from(col) > self.temple_width() {
                return Err("temple column out of range".into());
            }
        }
        if let Ctx::Deal { slot } = self.ctx {
            if usize::from(slot) > self.face_up_slots() {
                return Err("deal slot out of range".into());
            }
        }
        Ok(())
    }
}
