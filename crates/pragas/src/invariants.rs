//! `check_invariants`: bounds first (so nothing below can overflow), then
//! conservation of every component, then the tie between whose turn it is and the rest
//! of the state: a valid state is one `advance` leaves unchanged and that has something
//! to do.

use crate::action::Area;
use crate::cards::{LOSSES, TERRITORIES};
use crate::data::*;
use crate::standins::*;
use crate::state::{Draw, Effect, Pending, Phase, Pragas, Seat, Stage, MAX_SEATS, STACK};

fn ensure(ok: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(what())
    }
}

impl Pragas {
    pub(crate) fn invariants(&self) -> Result<(), String> {
        let c = &self.config;
        ensure((1..=4).contains(&c.players), || {
            "player count out of range".into()
        })?;
        ensure(c.rounds == 8 || c.rounds == 10, || {
            "rounds must be 8 or 10".into()
        })?;
        self.check_bounds()?;
        self.check_tiles()?;
        self.check_cards()?;
        self.check_flow()
    }

    fn check_bounds(&self) -> Result<(), String> {
        let n = self.seat_count();
        ensure(self.round <= self.config.rounds, || {
            format!("round {} out of range", self.round)
        })?;
        ensure(self.round >= 1 || self.phase == Phase::Setup, || {
            "round 0 outside setup".into()
        })?;
        let mut seen = 0u8;
        for &s in &self.order[..n] {
            ensure(usize::from(s) < n && seen & (1 << s) == 0, || {
                "turn order is not a permutation".into()
            })?;
            seen |= 1 << s;
        }
        ensure(
            self.order[n..].iter().all(|&s| usize::from(s) < MAX_SEATS),
            || "turn order tail".into(),
        )?;
        for (i, s) in self.seats.iter().enumerate() {
            if i >= n {
                ensure(*s == Seat::new(), || {
                    format!("unused seat {i} is not empty")
                })?;
                continue;
            }
            self.check_seat(i, s)?;
        }
        let powers: Vec<_> = self.seats[..n].iter().filter_map(|s| s.power).collect();
        for (i, p) in powers.iter().enumerate() {
            ensure(!powers[i + 1..].contains(p), || {
                "a support table dealt twice".into()
            })?;
        }
        ensure(!self.config.solo() || self.seats[1].power.is_none(), || {
            "the opponent has no support table".into()
        })?;
        ensure(
            self.hebrew_area
                .iter()
                .flatten()
                .all(|v| (1..=3).contains(v)),
            || "hebrew value".into(),
        )?;
        ensure(self.favours_taken < 64, || "favours taken".into())?;
        ensure(self.annulled.is_none_or(|a| a < 3), || {
            "annulled slot".into()
        })?;
        ensure(usize::from(self.stack_len) <= STACK, || {
            "stack length".into()
        })?;
        for (i, e) in self.stack.iter().enumerate() {
            ensure(e.is_some() == (i < usize::from(self.stack_len)), || {
                "stack holes".into()
            })?;
            if let Some(e) = e {
                check_effect(e, n)?;
            }
        }
        ensure(self.last_private <= 2, || "last action's owner".into())?;
        ensure(self.edfu_hidden == 0, || {
            "an observation is not a game state".into()
        })?;
        let solo = self.config.solo();
        ensure(
            usize::from(self.ai_revealed) <= if solo { 6 } else { 0 },
            || "opponent dice row".into(),
        )?;
        let mut dice = 0u8;
        for (i, &v) in self.ai_row.iter().enumerate() {
            if i < usize::from(self.ai_revealed) {
                ensure((1..=6).contains(&v) && dice & (1 << v) == 0, || {
                    "opponent dice values".into()
                })?;
                dice |= 1 << v;
            } else {
                ensure(v == 0, || "unrevealed opponent die".into())?;
            }
        }
        match self.phase {
            Phase::Dice { pass, pos, stage } => {
                ensure(pass < 3 && usize::from(pos) < n, || "dice phase".into())?;
                self.check_dice_cards(pass, pos, stage)
            }
            Phase::Boost { pos } => ensure(usize::from(pos) <= n, || "boost window".into()),
            Phase::Territory { pos, .. }
            | Phase::Tribute { pos, .. }
            | Phase::Losses { pos, .. } => ensure(usize::from(pos) <= n, || "turn position".into()),
            Phase::EndOfRound { step, pos } => {
                ensure(step <= 7 && usize::from(pos) <= n, || "end of round".into())
            }
            Phase::Setup | Phase::Over => Ok(()),
        }
    }

    /// Each seat uses one dice card per dice turn (a Forfeit spends one too), so in pass
    /// `pass` the seats before the one to play have used `pass + 1`, the others `pass`,
    /// and the one to play one more once its main action is done. A count off this (a
    /// seat with every card already used at its turn) could leave a seat nothing to do.
    /// The solo opponent plays from its own dice row and uses no dice card.
    fn check_dice_cards(&self, pass: u8, pos: u8, stage: Stage) -> Result<(), String> {
        for q in 0..self.seat_count() as u8 {
            let seat = self.at(q);
            let used = self.seats[seat].dice_used.count_ones();
            let expected = if self.is_ai(seat) {
                0
            } else {
                u32::from(pass) + u32::from(q < pos) + u32::from(q == pos && stage == Stage::WrapUp)
            };
            ensure(used == expected, || {
                format!(
                    "seat {seat}: {used} dice cards used in dice pass {pass}, expected {expected}"
                )
            })?;
        }
        Ok(())
    }

    fn check_seat(&self, i: usize, s: &Seat) -> Result<(), String> {
        let at = |what: &str| format!("seat {i}: {what}");
        ensure((TRACK_MIN..=TRACK_MAX).contains(&s.city_track), || {
            at("City track")
        })?;
        ensure((TRACK_MIN..=TRACK_MAX).contains(&s.field_track), || {
            at("Field track")
        })?;
        ensure(s.boat <= NILE_MAX, || at("boat"))?;
        ensure(s.province <= PROVINCE_MAX, || at("province"))?;
        ensure(s.markers < 8 && s.tokens < 8, || at("markers"))?;
        for (b, space) in [PROVINCE_HEBREW, PROVINCE_TILE, PROVINCE_DEV]
            .into_iter()
            .enumerate()
        {
            ensure(s.markers & (1 << b) == 0 || s.province < space, || {
                at("neutral marker passed")
            })?;
        }
        ensure(s.tokens & 4 == 0 || s.boat < RIVER_SPACE, || {
            at("River token")
        })?;
        for (bit, area) in [(1, Area::City), (2, Area::Field)] {
            // What is kept of the spaces (occupied spaces, qualifying rows) matches the
            // tiles (docs/pragas.md, "Speed").
            ensure(s.area(area).is_consistent(), || at("spaces' kept counts"))?;
            let full = s.area(area).iter().all(|t| t.is_some());
            ensure(s.tokens & bit == 0 || !full, || {
                at("full area kept its token")
            })?;
        }
        ensure(s.city.iter().flatten().all(|t| t.fits_city()), || {
            at("City tile")
        })?;
        ensure(s.field.iter().flatten().all(|t| t.fits_field()), || {
            at("Field tile")
        })?;
        ensure(s.discard.iter().flatten().all(|t| t.placeable()), || {
            at("discard tile")
        })?;
        ensure(
            Tile::ALL
                .iter()
                .all(|t| !t.placeable() || s.held[t.index()] == 0),
            || at("held tiles"),
        )?;
        ensure(s.held.iter().all(|&h| h <= 8), || at("held count"))?;
        ensure(s.pharaoh_used <= s.held[Tile::Pharaoh.index()], || {
            at("Pharaoh tiles used")
        })?;
        ensure(
            s.hebrews.iter().map(|&h| u32::from(h)).sum::<u32>() <= 30,
            || at("hebrews"),
        )?;
        ensure(s.penalties < 1 << 10, || at("penalties"))?;
        ensure(s.dice_used < 64, || at("dice"))?;
        ensure(
            s.territories < 1 << 30 && s.rotated & !s.territories == 0,
            || at("territory cards"),
        )?;
        ensure(s.sa_uses <= 2, || at("special action uses"))?;
        ensure(s.favours & !self.favours_taken == 0, || {
            at("favour not taken this round")
        })?;
        ensure(
            self.is_ai(i) || s.power.is_some() || self.phase == Phase::Setup,
            || at("no support table"),
        )?;
        if self.is_ai(i) {
            ensure(
                s.penalties == 0 && s.tribute == crate::state::Tribute::Due,
                || at("opponent tribute"),
            )?;
            ensure(s.pharaoh_used == 0 && s.rotated == 0, || {
                at("opponent used something")
            })?;
        }
        Ok(())
    }

    #[allow(clippy::needless_range_loop)] // v indexes four parallel per-value arrays
    fn check_tiles(&self) -> Result<(), String> {
        let mut count = [0u32; TILE_TYPES];
        let mut add = |t: Option<Tile>| {
            if let Some(t) = t {
                count[t.index()] += 1;
            }
        };
        self.slots
            .iter()
            .chain(&self.returning)
            .chain(&self.edfu)
            .for_each(|&t| add(t));
        for s in &self.seats {
            s.city
                .iter()
                .chain(&s.field)
                .chain(&s.discard)
                .for_each(|&t| add(t));
        }
        if let Some(
            Pending::PlaceTile { tile, .. }
            | Pending::DiscardSlot { tile, .. }
            | Pending::Overflow { tile, .. },
        ) = self.pending
        {
            add(Some(tile));
        }
        for e in self.stack.iter().flatten() {
            if let Effect::Gain { tile, .. } | Effect::ToDiscard { tile, .. } = *e {
                add(Some(tile));
            }
        }
        for t in Tile::ALL {
            let i = t.index();
            let held: u32 = self.seats.iter().map(|s| u32::from(s.held[i])).sum();
            let total = count[i] + held + u32::from(self.reserve[i]) + u32::from(self.removed[i]);
            ensure(total == u32::from(TILES_IN_BOX[i]), || {
                format!("{t} tiles: {total} instead of {}", TILES_IN_BOX[i])
            })?;
        }
        for v in 0..3 {
            let mut total = u32::from(self.hebrew_reserve[v]) + u32::from(self.hebrews_removed[v]);
            total += self
                .hebrew_area
                .iter()
                .filter(|&&h| h == Some(v as u8 + 1))
                .count() as u32;
            total += self
                .seats
                .iter()
                .map(|s| u32::from(s.hebrews[v]))
                .sum::<u32>();
            for e in self.stack.iter().flatten() {
                if let Effect::Hebrew { value, .. } = *e {
                    total += u32::from(usize::from(value) == v + 1);
                }
            }
            ensure(total == u32::from(HEBREWS_IN_BOX[v]), || {
                format!("hebrews of value {}: {total}", v + 1)
            })?;
        }
        Ok(())
    }

    fn check_cards(&self) -> Result<(), String> {
        let all10 = (1u16 << 10) - 1;
        let mut pens = 0u16;
        for s in &self.seats {
            ensure(pens & s.penalties == 0, || {
                "a penalty card held twice".into()
            })?;
            pens |= s.penalties;
        }
        let cur = self.plague.map_or(Ok(0), |p| {
            if p < 10 {
                Ok(1u16 << p)
            } else {
                Err("plague id".to_string())
            }
        })?;
        let (pile, gone) = (self.plague_pile, self.plagues_removed);
        ensure(pile & (gone | pens | cur) == 0 && gone & pens == 0, || {
            "plague cards overlap".into()
        })?;
        ensure(pile | gone | pens | cur == all10, || {
            "plague cards lost".into()
        })?;
        let cur = self.loss.map_or(Ok(0), |l| {
            if l < 10 {
                Ok(1u16 << l)
            } else {
                Err("loss id".to_string())
            }
        })?;
        ensure(
            self.loss_pile & (self.losses_removed | cur) == 0 && self.losses_removed & cur == 0,
            || "loss cards overlap".into(),
        )?;
        ensure(self.loss_pile | self.losses_removed | cur == all10, || {
            "loss cards lost".into()
        })?;
        if let (Some(l), r @ 1..=10) = (self.loss, self.loss_round()) {
            ensure(
                LOSSES[usize::from(l)].group == LOSS_GROUP_BY_ROUND[usize::from(r - 1)],
                || "loss group".into(),
            )?;
        }
        let mut seen = self.territory_pile;
        ensure(seen < 1 << 30 && self.territories_removed < 1 << 30, || {
            "territory ids".into()
        })?;
        ensure(seen & self.territories_removed == 0, || {
            "territory overlap".into()
        })?;
        seen |= self.territories_removed;
        let mut bottom = 0u32;
        let mut ended = false;
        for c in self.pile_bottom.iter() {
            match c {
                Some(_) if ended => return Err("holes under the pile".into()),
                None => ended = true,
                Some(_) => {}
            }
        }
        for &c in self
            .display
            .iter()
            .chain(&self.buto)
            .chain(&self.pile_bottom)
            .flatten()
        {
            ensure(c < 30 && seen & (1 << c) == 0, || {
                format!("territory card {c} twice or out of range")
            })?;
            seen |= 1 << c;
        }
        for &c in self.pile_bottom.iter().flatten() {
            bottom |= 1 << c;
        }
        ensure(self.bottom_public & !bottom == 0, || {
            "public bottom card not under the pile".into()
        })?;
        for s in &self.seats {
            ensure(seen & s.territories == 0, || {
                "territory card owned twice".into()
            })?;
            seen |= s.territories;
        }
        ensure(seen == (1 << 30) - 1, || "territory cards lost".into())?;
        let mut fav = 0u8;
        for s in &self.seats {
            ensure(fav & s.favours == 0, || "a favour card held twice".into())?;
            fav |= s.favours;
        }
        let _ = TERRITORIES;
        Ok(())
    }

    fn check_flow(&self) -> Result<(), String> {
        let n = self.seat_count();
        let busy_edfu = matches!(self.pending, Some(Pending::EdfuPick { .. }))
            || self.draw == Some(Draw::Edfu)
            || self
                .stack
                .iter()
                .flatten()
                .any(|e| matches!(e, Effect::EdfuDraw { .. } | Effect::EdfuChoose { .. }));
        ensure(busy_edfu || self.edfu.iter().all(|t| t.is_none()), || {
            "Edfu tiles outside a search".into()
        })?;
        let busy_buto = matches!(self.pending, Some(Pending::ButoPick { .. }))
            || self.draw == Some(Draw::Buto)
            || self
                .stack
                .iter()
                .flatten()
                .any(|e| matches!(e, Effect::ButoDraw { .. } | Effect::ButoChoose { .. }));
        ensure(busy_buto || self.buto.iter().all(|t| t.is_none()), || {
            "Buto cards outside a pick".into()
        })?;
        ensure(
            self.returning.iter().all(|t| t.is_none())
                || matches!(self.phase, Phase::EndOfRound { step: 6, pos: 1 }),
            || "tiles returning outside the end of round".into(),
        )?;
        if let Some(p) = self.pending {
            let seat = crate::view::pending_seat(p);
            ensure(seat < n, || "pending seat".into())?;
            if let Pending::LossOption { slot, .. } = p {
                let ok = self
                    .loss
                    .is_some_and(|l| slot < LOSSES[usize::from(l)].slots);
                ensure(ok, || "loss slot".into())?;
            }
            if let Pending::PlaceTile { tile, .. } = p {
                ensure(tile.placeable(), || "pending tile is not placeable".into())?;
            }
            ensure(self.draw.is_none(), || {
                "a decision and a draw at once".into()
            })?;
        }
        if self.phase == Phase::Over {
            ensure(
                self.pending.is_none() && self.draw.is_none() && self.stack_len == 0,
                || "activity after the end".into(),
            )?;
            for s in 0..n {
                ensure(self.final_scores[s] == self.breakdown(s).total(), || {
                    "final score".into()
                })?;
            }
            return Ok(());
        }
        ensure(self.final_scores.iter().all(|&s| s == 0), || {
            "final scores before the end".into()
        })?;
        if let Phase::Territory { .. }
        | Phase::Tribute { .. }
        | Phase::Losses { .. }
        | Phase::Dice { .. } = self.phase
        {
            if let Some((seat, stage)) = self.turn_seat() {
                ensure(
                    !self.is_ai(seat)
                        || stage == Stage::WrapUp
                        || self.pending.is_some()
                        || self.draw.is_some(),
                    || "opponent waiting".into(),
                )?;
            }
        }
        // Whose turn it is must follow from the rest: the state is a resting point of the
        // flow, and someone has something to do.
        let mut rested = self.clone();
        rested.advance();
        ensure(rested == *self, || {
            "the state is not a resting point of the game flow".into()
        })?;
        let mut any = false;
        if self.draw.is_some() {
            self.each_outcome(&mut |_, _| any = true);
        } else {
            self.each_legal(&mut |_| any = true);
        }
        ensure(any, || "nobody can act".into())
    }
}

fn check_effect(e: &Effect, n: usize) -> Result<(), String> {
    let seat_ok = |s: u8| usize::from(s) < n;
    let ok = match *e {
        Effect::Province { seat, n: k } | Effect::Boat { seat, n: k } => seat_ok(seat) && k <= 3,
        Effect::Track { seat, .. }
        | Effect::TrackChoice { seat, .. }
        | Effect::CentralHebrew { seat }
        | Effect::BonusToken { seat }
        | Effect::CentralTile { seat }
        | Effect::Gain { seat, .. }
        | Effect::FavourOne { seat }
        | Effect::DiscardPenalty { seat }
        | Effect::LoseKind { seat, .. }
        | Effect::ToDiscard { seat, .. }
        | Effect::EdfuChoose { seat }
        | Effect::ButoChoose { seat } => seat_ok(seat),
        Effect::ProvinceBonus { seat, space } => {
            seat_ok(seat) && [PROVINCE_HEBREW, PROVINCE_TILE, PROVINCE_DEV].contains(&space)
        }
        Effect::Hebrew { seat, value } => seat_ok(seat) && (1..=3).contains(&value),
        Effect::LossSlot { seat, slot } => seat_ok(seat) && slot < 3,
        Effect::Refill => true,
        Effect::EdfuDraw { n } => n <= EDFU_DRAW,
        Effect::ButoDraw { n } => n <= 3,
    };
    ensure(ok, || format!("effect out of range: {e:?}"))
}
