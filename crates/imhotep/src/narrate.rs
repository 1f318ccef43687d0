//! The texts of the steps, as each viewer may read them. `Game::describe`: how an action
//! reads, the hidden-information boundary of every front end (the only secret in
//! Imhotep is the side-B face-down pair while its taker looks at it: the other seats and
//! spectators read "Black turns a face-down card", never which). `Game::narrate`: what
//! happened by itself after an action, in the rulebook's words. Every narrated line is
//! read off the difference between what the viewer saw before and sees after
//! (`observation`), so no line can tell a seat more than its own view does: a ship
//! unloading and what each stone brought, market cards gained, played and discarded, the
//! Temple at round end and the decisions it asks for, the new round, and the final
//! scoring with each seat's breakdown.

use crate::action::{ImhotepAction as A, PYRAMID_NAMES};
use crate::cards::{Card, CardColour, BLUE_CARDS, DECORATIONS};
use crate::data::{OVERFLOW_POINTS, PYRAMID_B_LEVEL2_POINTS, ROUND_CARDS_PER_COUNT};
use crate::legal::FILLER;
use crate::render::bonus_text;
use crate::scoring::FINAL_SCORING_PARTS;
use crate::site::{Side, Site};
use crate::sites::BURIAL_ROWS;
use crate::standins::{
    TempleBonus, OBELISK_B_TOWER_POINTS, PYRAMID_A_POINTS, PYRAMID_B_BONUSES, PYRAMID_B_LEVEL1,
    PYRAMID_B_LEVEL1_POINTS, PYRAMID_B_SPACES, ROUND_CARDS, TEMPLE_B_LAYOUT,
};
use crate::state::{Builder, Ctx, Imhotep, Phase};
use crate::text::{and_list, colour, plural};
use nile_core::{Game, Viewer};

impl Imhotep {
    /// The lines of `Game::narrate` for the step from `before` to `self` by `action`.
    pub(crate) fn narrate_step(&self, before: &Imhotep, action: A, viewer: Viewer) -> Vec<String> {
        let (b, a) = (before.seen_by(viewer), self.seen_by(viewer));
        let mut out = Vec::new();
        let round_ends = round_ends(&b, &a);
        let card_first = matches!(
            action,
            A::TakeCard(_) | A::Keep(_) | A::Draw(_) | A::DrawTopCard
        );
        if card_first {
            gains(&b, &a, action, &mut out);
            boards(&b, &a, &mut out);
        }
        if round_ends && action == A::Pass && b.phase == Phase::Turn {
            out.push(
                "Every player has passed: the round ends, and the stones on ships still in \
                 port go back to their quarries."
                    .to_string(),
            );
        } else {
            unloading(&b, &a, action, &mut out);
        }
        if !card_first {
            boards(&b, &a, &mut out);
        }
        if round_ends {
            out.push(format!("Round {} ends.", b.round));
        }
        temple(&b, &a, &mut out);
        if !card_first {
            gains(&b, &a, action, &mut out);
        }
        discards(&b, &a, action, &mut out);
        let game_ends = a.phase == Phase::Over && b.phase != Phase::Over;
        if !game_ends {
            points(&b, &a, &mut out);
        }
        if a.round > b.round {
            out.push(format!(
                "Round {} begins: {} starts.",
                a.round,
                colour(a.start_player)
            ));
        }
        if game_ends {
            final_scoring(&a, &mut out);
        }
        if a.phase != b.phase {
            out.extend(decision(&a));
        }
        out
    }
}

/// The fourth ship was unloaded (or every seat passed) in this step, or the game ended.
fn round_ends(b: &Imhotep, a: &Imhotep) -> bool {
    let over = |g: &Imhotep| matches!(g.ctx, Ctx::Temple { .. } | Ctx::Leftovers);
    let finished = a.round > b.round || (a.phase == Phase::Over && b.phase != Phase::Over);
    !over(b) && (over(a) || finished) && b.phase != Phase::RoundCard && b.phase != Phase::Over
}

/// "Ship 2 unloads 3 stones at the Pyramid (Black, White, Black)."
fn unloading(b: &Imhotep, a: &Imhotep, action: A, out: &mut Vec<String>) {
    let same_round = a.round == b.round;
    for (i, (before, after)) in b.ships.iter().zip(&a.ships).enumerate() {
        let sailing = match (action, b.ctx) {
            (A::Sail { ship, .. }, _) if usize::from(ship) == i => true,
            (_, Ctx::Unload { ship, .. }) => usize::from(ship) == i,
            _ => false,
        };
        let site = before.sailed_to.or(match action {
            A::Sail { ship, site } if usize::from(ship) == i => Some(site),
            _ => None,
        });
        let (Some(site), true) = (site, sailing || after.sailed_to.is_some()) else {
            continue;
        };
        let gone: Vec<String> = (0..before.slots.len())
            .filter(|&k| before.slots[k] != 0 && (!same_round || after.slots[k] == 0))
            .map(|k| colour(usize::from(before.slots[k]) - 1).to_string())
            .collect();
        if gone.is_empty() || (same_round && after.sailed_to != Some(site)) {
            continue;
        }
        let mut line = format!(
            "Ship {} unloads {} at the {site} ({})",
            i + 1,
            plural(gone.len(), "stone"),
            gone.join(", ")
        );
        if site == Site::Market {
            line.push_str(": each goes back to its quarry and its owner may pick a card");
        }
        line.push('.');
        out.push(line);
    }
}

/// What each new stone on a site brought, in the order it was placed.
fn boards(b: &Imhotep, a: &Imhotep, out: &mut Vec<String>) {
    match a.side(Site::Pyramid) {
        Side::A => {
            for k in b.pyramid.a_filled()..a.pyramid.a_filled() {
                let points = PYRAMID_A_POINTS.get(k).copied().unwrap_or(0);
                out.push(format!(
                    "Pyramid: {}'s stone on a space worth {}.",
                    seat_at(a.pyramid.cells[k]),
                    plural(usize::from(points), "point")
                ));
            }
        }
        Side::B => {
            for (p, name) in PYRAMID_NAMES.iter().enumerate() {
                for k in b.pyramid.b_filled(p)..a.pyramid.b_filled(p) {
                    let cell = a.pyramid.cells.get(p * PYRAMID_B_SPACES + k).copied();
                    let what = if k < PYRAMID_B_LEVEL1 {
                        format!(
                            "level 1, {} and the bonus: {}",
                            plural(PYRAMID_B_LEVEL1_POINTS as usize, "point"),
                            bonus_text(PYRAMID_B_BONUSES[p])
                        )
                    } else {
                        format!(
                            "the top, {}",
                            plural(PYRAMID_B_LEVEL2_POINTS as usize, "point")
                        )
                    };
                    out.push(format!(
                        "Pyramid: {} builds the {name} pyramid, {what}.",
                        seat_at(cell.unwrap_or(0))
                    ));
                }
            }
        }
    }
    for (p, (&was, &now)) in b
        .pyramid
        .overflow
        .iter()
        .zip(&a.pyramid.overflow)
        .enumerate()
    {
        for _ in was..now {
            out.push(format!(
                "Pyramid: {}'s stone beside the finished pyramid: {}.",
                colour(p),
                plural(OVERFLOW_POINTS as usize, "point")
            ));
        }
    }
    let width = a.temple_width();
    let new = usize::from(a.temple.placed.saturating_sub(b.temple.placed));
    if new <= width {
        for i in 0..new {
            let col = (usize::from(b.temple.placed) + i) % width;
            out.push(format!(
                "Temple: {}'s stone on column {}.",
                seat_at(a.temple.top[col]),
                col + 1
            ));
        }
    }
    for k in usize::from(b.burial.len)..usize::from(a.burial.len) {
        out.push(format!(
            "Burial Chamber: {}'s stone in row {}.",
            colour(a.burial.seat_at(k)),
            k % BURIAL_ROWS + 1
        ));
    }
    obelisks(b, a, out);
}

fn obelisks(b: &Imhotep, a: &Imhotep, out: &mut Vec<String>) {
    let towers = b.obelisks.towers.iter().zip(&a.obelisks.towers);
    for ((&was, &now), value) in towers.zip(OBELISK_B_TOWER_POINTS) {
        if was == 0 && now != 0 {
            out.push(format!(
                "Obelisks: {} completes a tower on the space worth {}.",
                seat_at(now),
                plural(value as usize, "point")
            ));
        }
    }
    for p in 0..a.seat_count() {
        let (was, now) = (b.obelisks.stones[p], a.obelisks.stones[p]);
        if was == now {
            continue;
        }
        out.push(match a.side(Site::Obelisks) {
            Side::A => format!(
                "Obelisks: {}'s tower grows to {}.",
                colour(p),
                plural(usize::from(now), "stone")
            ),
            Side::B => format!(
                "Obelisks: {} has {} waiting for a tower.",
                colour(p),
                plural(usize::from(now), "stone")
            ),
        });
    }
}

/// A seat's cards by kind (statues, decorations, blue cards).
fn held(b: &Builder) -> [u8; 12] {
    let mut counts = [0u8; 12];
    counts[Card::Statue.index()] = b.statues;
    for (card, &n) in DECORATIONS.iter().zip(&b.decorations) {
        counts[card.index()] = n;
    }
    for (card, &n) in BLUE_CARDS.iter().zip(&b.blue) {
        counts[card.index()] = n;
    }
    counts
}

/// The red card `action` gains, if it gains one: it acts at once (the pick, the kept
/// face-down card, the bonus draw).
fn gained_red(b: &Imhotep, action: A) -> Option<Card> {
    match (b.phase, action) {
        (Phase::MarketPick(_), A::TakeCard(c))
        | (Phase::PairKeep(_), A::Keep(c))
        | (Phase::BonusDraw(_), A::Draw(c))
            if c.colour() == CardColour::Red =>
        {
            Some(c)
        }
        _ => None,
    }
}

/// Cards gained and red cards played, and the pile reshuffled.
fn gains(b: &Imhotep, a: &Imhotep, action: A, out: &mut Vec<String>) {
    for p in 0..a.seat_count() {
        let (was, now) = (held(&b.builders[p]), held(&a.builders[p]));
        for card in Card::ALL {
            for _ in was[card.index()]..now[card.index()] {
                out.push(format!("{} gains {card}.", colour(p)));
            }
        }
    }
    let gained_red = gained_red(b, action);
    if let Some((card, site)) = gained_red.and_then(|c| Some((c, c.red_target()?))) {
        // On Pyramid B the stone waits in its owner's hand for the choice of a pyramid.
        let placed =
            stones_on(a, site) > stones_on(b, site) || matches!(a.phase, Phase::PyramidChoice(_));
        out.push(if placed {
            format!("{card} is played: its owner's stone from the quarry goes to the {site}.")
        } else {
            format!("{card} is played, but its owner's quarry is empty: no stone is placed.")
        });
    }
    if a.market.discard.iter().sum::<u8>() < b.market.discard.iter().sum::<u8>() {
        out.push(
            "The draw pile is empty: the discard pile is shuffled into a new draw pile."
                .to_string(),
        );
    }
}

/// Cards going to the discard pile: the display at round end, cards whose effect is
/// over, the face-down card not kept, leftovers.
fn discards(b: &Imhotep, a: &Imhotep, action: A, out: &mut Vec<String>) {
    if a.market.discard.iter().sum::<u8>() < b.market.discard.iter().sum::<u8>() {
        return;
    }
    let gained_red = gained_red(b, action);
    let mut discarded = [0u8; 12];
    for (k, n) in discarded.iter_mut().enumerate() {
        *n = a.market.discard[k].saturating_sub(b.market.discard[k]);
    }
    // Round end: what is left of the display goes to the discard pile.
    let cleared = b.ctx != Ctx::Leftovers
        && (a.ctx == Ctx::Leftovers || a.round > b.round || a.phase == Phase::Over)
        && !matches!(b.phase, Phase::RoundCard | Phase::Over);
    if cleared {
        let mut left = b.market.display;
        if let A::TakeCard(taken) = action {
            if let Some(slot) = left.iter_mut().find(|c| **c == taken.index() as u8 + 1) {
                *slot = 0;
            }
        }
        let mut names = Vec::new();
        for card in left
            .iter()
            .filter_map(|&c| c.checked_sub(1).and_then(|i| Card::from_index(i.into())))
        {
            let n = &mut discarded[card.index()];
            *n = n.saturating_sub(1);
            names.push(card.to_string());
        }
        if !names.is_empty() {
            out.push(format!(
                "The market display goes to the discard pile: {}.",
                and_list(&names)
            ));
        }
    }
    for card in Card::ALL {
        let k = card.index();
        let finished = b.market.in_play[k].saturating_sub(a.market.in_play[k])
            + u8::from(gained_red == Some(card) && a.market.in_play[k] == b.market.in_play[k]);
        for i in 0..discarded[k] {
            out.push(match card.colour() {
                CardColour::Red if i < finished => {
                    format!("{card} has been played: it goes to the discard pile.")
                }
                CardColour::Blue if i < finished => {
                    format!("{card} has been used: it goes to the discard pile.")
                }
                _ => format!("{card} goes to the discard pile."),
            });
        }
    }
}

/// Temple B columns scored in this step, and the Temple A scoring at round end.
fn temple(b: &Imhotep, a: &Imhotep, out: &mut Vec<String>) {
    let width = a.temple_width();
    let column = |g: &Imhotep| match g.ctx {
        Ctx::Temple { col } => Some(usize::from(col)),
        Ctx::Leftovers => Some(width),
        _ => None,
    };
    let moved_on = a.round > b.round || a.phase == Phase::Over;
    let from = match column(b) {
        Some(c) => c,
        None if column(a).is_some() || moved_on => 0,
        None => return,
    };
    let to = if moved_on {
        width
    } else {
        column(a).unwrap_or(width)
    };
    if from >= to {
        return;
    }
    if a.side(Site::Temple) == Side::A {
        let tops: Vec<String> = (0..width)
            .filter(|&c| a.temple.top[c] != 0)
            .map(|c| format!("{} (column {})", seat_at(a.temple.top[c]), c + 1))
            .collect();
        if !tops.is_empty() {
            out.push(format!(
                "Temple: each visible stone scores 1 point: {}.",
                and_list(&tops)
            ));
        }
        return;
    }
    let columns = a.temple.top.iter().zip(TEMPLE_B_LAYOUT).enumerate();
    for (c, (&top, bonus)) in columns.take(to).skip(from) {
        let Some(seat) = top.checked_sub(1) else {
            continue;
        };
        let who = colour(seat);
        out.push(match bonus {
            TempleBonus::TwoPoints => format!("Temple column {}: {who} scores 2 points.", c + 1),
            TempleBonus::PointOrStones => {
                format!("Temple column {}: {who} takes 1 point or 2 stones.", c + 1)
            }
            TempleBonus::TopCard => {
                format!("Temple column {}: {who} takes the top market card.", c + 1)
            }
        });
    }
}

/// Points scored in this step by each seat.
fn points(b: &Imhotep, a: &Imhotep, out: &mut Vec<String>) {
    let gains: Vec<String> = (0..a.seat_count())
        .filter_map(|p| {
            let d = a.builders[p].score - b.builders[p].score;
            (d != 0).then(|| format!("{} {d:+} ({})", colour(p), a.builders[p].score))
        })
        .collect();
    if !gains.is_empty() {
        out.push(format!("Points: {}.", and_list(&gains)));
    }
}

/// Game over: each seat's final scoring, part by part, and the final scores.
fn final_scoring(a: &Imhotep, out: &mut Vec<String>) {
    out.push("Game over. Final scoring:".to_string());
    let parts = a.final_scoring_parts();
    for (p, part) in parts.iter().enumerate().take(a.seat_count()) {
        let total = a.builders[p].score;
        let during = total - part.iter().sum::<i32>();
        let items: Vec<String> = FINAL_SCORING_PARTS
            .iter()
            .zip(part)
            .filter(|(_, v)| **v != 0)
            .map(|(name, v)| format!("{name} {v:+}"))
            .collect();
        let items = if items.is_empty() {
            "nothing more".to_string()
        } else {
            items.join(", ")
        };
        out.push(format!(
            "{}: {during} during the game; {items}; final score {total}.",
            colour(p)
        ));
    }
}

/// The decision the step leaves to a seat other than in its own turn.
fn decision(a: &Imhotep) -> Option<String> {
    Some(match a.phase {
        Phase::MarketPick(p) => format!("{} may pick a market card for the stone.", colour(p)),
        Phase::PairKeep(p) => format!(
            "{} looks at the two face-down cards and keeps one.",
            colour(p)
        ),
        Phase::PyramidChoice(p) => format!("{} chooses a pyramid for the stone.", colour(p)),
        Phase::CardBonus(p) => format!("{} may take the top market card.", colour(p)),
        Phase::StonesBonus(p) => format!("{} may take up to 3 stones onto the sled.", colour(p)),
        Phase::ShipBonus(p) => format!(
            "{} may put a stone from the sled on a ship in port.",
            colour(p)
        ),
        Phase::LeverUnload => format!("{} chooses the next stone to unload.", colour(a.current)),
        _ => return None,
    })
}

/// Stones of every colour on a monument.
fn stones_on(g: &Imhotep, site: Site) -> u32 {
    match site {
        Site::Pyramid => g.pyramid.total(),
        Site::Temple => u32::from(g.temple.placed),
        Site::BurialChamber => u32::from(g.burial.len),
        Site::Obelisks => g.obelisks.total(),
        Site::Market => 0,
    }
}

/// The colour of a stone's seat code (`seat + 1`).
fn seat_at(code: u8) -> &'static str {
    colour(usize::from(code.wrapping_sub(1)))
}

/// What a seat does, as the rest of a sentence naming it: "places a stone on ship 2 slot 1".
fn predicate(action: A) -> String {
    match action {
        A::TakeStones => "takes stones from the quarry".into(),
        A::Place { ship, slot } => format!(
            "places a stone on ship {} slot {}",
            u32::from(ship) + 1,
            u32::from(slot) + 1
        ),
        A::Sail { ship, site } => format!("sails ship {} to the {site}", u32::from(ship) + 1),
        A::Play(card) => format!("plays {card}"),
        A::Pass => "passes".into(),
        A::TakeCard(card) => format!("takes {card}"),
        A::TakeFaceDown => "takes the face-down cards".into(),
        A::NoCard => "takes no card".into(),
        A::Keep(card) => format!("keeps {card}"),
        A::ChoosePyramid(p) => match crate::action::PYRAMID_NAMES.get(usize::from(p)) {
            Some(name) => format!("builds the {name} pyramid"),
            None => action.to_string(),
        },
        A::DrawTopCard => "draws the top market card".into(),
        A::SkipBonus => "skips the bonus".into(),
        A::OnePoint => "scores 1 point".into(),
        A::TwoStones => "takes 2 stones".into(),
        A::Unload { slot } => format!("unloads slot {} next", u32::from(slot) + 1),
        A::RoundCard(_) | A::Draw(_) => action.to_string(),
    }
}

impl Imhotep {
    /// How `action`, about to be applied, reads to `viewer`: a sentence naming who
    /// acts.
    pub(crate) fn describe_action(&self, action: A, viewer: Viewer) -> String {
        let sees_pair = |taker: u8| viewer.sees(usize::from(taker));
        match (self.phase, action) {
            (Phase::RoundCard, A::RoundCard(i)) => self.describe_round_card(i),
            (Phase::DealCard, A::Draw(card)) => format!("{card} is dealt to the market"),
            (Phase::BonusDraw(p), A::Draw(card)) => {
                format!("{} draws the top card of the pile: {card}", colour(p))
            }
            (Phase::RevealPair(p), A::Draw(card)) if sees_pair(p) => {
                format!("{} turns a face-down card: {card}", colour(p))
            }
            (Phase::RevealPair(p), A::Draw(_)) => {
                format!("{} turns a face-down card", colour(p))
            }
            (Phase::RevealLeftover, A::Draw(card)) => {
                format!("a face-down card left in the market is turned and discarded: {card}")
            }
            (Phase::PairKeep(p), A::Keep(_)) if !sees_pair(p) => {
                format!("{} keeps one of the two face-down cards", colour(p))
            }
            _ => {
                let Some(seat) = self.turn().player() else {
                    return action.to_string();
                };
                let what = self
                    .same_result_text(action, viewer)
                    .unwrap_or_else(|| predicate(action));
                format!("{} (seat {seat}) {what}", colour(seat))
            }
        }
    }

    /// When other choices open now lead to exactly what `action` leads to (as `viewer`
    /// sees it), all of them in one text: "build the left pyramid or build the right
    /// pyramid (the same result)". Two choices nobody can tell apart afterwards must read
    /// alike. Only the stone-by-stone decisions of an unloading can coincide: a pyramid
    /// filled by the next stone anyway, a red card that places nothing and leaves the
    /// table as declining would, stones of one colour in another order.
    fn same_result_text(&self, action: A, viewer: Viewer) -> Option<String> {
        if !matches!(
            self.phase,
            Phase::PyramidChoice(_)
                | Phase::MarketPick(_)
                | Phase::PairKeep(_)
                | Phase::LeverUnload
        ) {
            return None;
        }
        let mut items = FILLER;
        let n = self.legal(&mut items);
        let listed = &items[..n];
        let result = |a: A| {
            let mut next = self.clone();
            next.apply(a).ok()?;
            Some(next.seen_by(viewer))
        };
        let mine = result(action)?;
        let same: Vec<String> = listed
            .iter()
            .filter(|&&b| b == action || result(b).as_ref() == Some(&mine))
            .map(|&b| predicate(b))
            .collect();
        (same.len() > 1).then(|| format!("{} (the same result)", same.join(" or ")))
    }

    /// "round card 3: ships of 4, 3, 2 and 2 spaces".
    fn describe_round_card(&self, i: u8) -> String {
        let ships = self
            .seat_count()
            .checked_sub(2)
            .and_then(|row| ROUND_CARDS.get(row))
            .and_then(|cards| cards.get(usize::from(i)));
        match ships {
            Some(caps) if usize::from(i) < ROUND_CARDS_PER_COUNT => {
                let caps: Vec<String> = caps.iter().map(u8::to_string).collect();
                format!(
                    "round card {}: ships of {} spaces",
                    u32::from(i) + 1,
                    and_list(&caps)
                )
            }
            _ => A::RoundCard(i).to_string(),
        }
    }
}
