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

use crate::action::{pyramid_in, ImhotepAction as A};
use crate::cards::{Card, CardColour, BLUE_CARDS, DECORATIONS};
use crate::data::{OVERFLOW_POINTS, PYRAMID_B_LEVEL2_POINTS, ROUND_CARDS_PER_COUNT};
use crate::legal::FILLER;
use crate::render::bonus_text;
use crate::site::{Side, Site};
use crate::sites::BURIAL_ROWS;
use crate::standins::{
    TempleBonus, OBELISK_B_TOWER_POINTS, PYRAMID_A_POINTS, PYRAMID_B_BONUSES, PYRAMID_B_LEVEL1,
    PYRAMID_B_LEVEL1_POINTS, PYRAMID_B_SPACES, ROUND_CARDS, TEMPLE_B_LAYOUT,
};
use crate::state::{Builder, Ctx, Imhotep, Phase};
use crate::text::{and_list_in, colour_in, or_list_in};
use crate::texts::{tr, TEXTS};
use nile_core::{message, Game, Lang, Viewer};

/// The messages of the parts of the final scoring, in the order of
/// [`crate::scoring::FINAL_SCORING_PARTS`].
const FINAL_SCORING_PART_IDS: [&str; 6] = [
    message!("part-burial-chamber"),
    message!("part-obelisks"),
    message!("part-statues"),
    message!("part-decorations"),
    message!("part-unused-blue-cards"),
    message!("part-pharaohs-fury"),
];

impl Imhotep {
    /// The lines of `Game::narrate` for the step from `before` to `self` by `action`.
    pub(crate) fn narrate_step(
        &self,
        before: &Imhotep,
        action: A,
        viewer: Viewer,
        lang: Lang,
    ) -> Vec<String> {
        let (b, a) = (before.seen_by(viewer), self.seen_by(viewer));
        let mut out = Vec::new();
        let round_ends = round_ends(&b, &a);
        let card_first = matches!(
            action,
            A::TakeCard(_) | A::Keep(_) | A::Draw(_) | A::DrawTopCard
        );
        if card_first {
            gains(&b, &a, action, lang, &mut out);
            boards(&b, &a, lang, &mut out);
        }
        if round_ends && action == A::Pass && b.phase == Phase::Turn {
            out.push(tr!(lang, "narrate-all-passed"));
        } else {
            unloading(&b, &a, action, lang, &mut out);
        }
        if !card_first {
            boards(&b, &a, lang, &mut out);
        }
        if round_ends {
            out.push(tr!(lang, "narrate-round-ends", round = b.round));
        }
        temple(&b, &a, lang, &mut out);
        if !card_first {
            gains(&b, &a, action, lang, &mut out);
        }
        discards(&b, &a, action, lang, &mut out);
        let game_ends = a.phase == Phase::Over && b.phase != Phase::Over;
        if !game_ends {
            points(&b, &a, lang, &mut out);
        }
        if a.round > b.round {
            out.push(tr!(
                lang,
                "narrate-round-begins",
                round = a.round,
                who = colour_in(a.start_player, lang)
            ));
        }
        if game_ends {
            final_scoring(&a, lang, &mut out);
        }
        if a.phase != b.phase {
            out.extend(decision(&a, lang));
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
fn unloading(b: &Imhotep, a: &Imhotep, action: A, lang: Lang, out: &mut Vec<String>) {
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
            .map(|k| colour_in(usize::from(before.slots[k]) - 1, lang))
            .collect();
        if gone.is_empty() || (same_round && after.sailed_to != Some(site)) {
            continue;
        }
        let (ship, n, owners) = (i + 1, gone.len(), gone.join(", "));
        out.push(if site == Site::Market {
            tr!(
                lang,
                "narrate-unload-market",
                ship = ship,
                n = n,
                site = site.at_in(lang),
                owners = owners
            )
        } else {
            tr!(
                lang,
                "narrate-unload",
                ship = ship,
                n = n,
                site = site.at_in(lang),
                owners = owners
            )
        });
    }
}

/// What each new stone on a site brought, in the order it was placed.
fn boards(b: &Imhotep, a: &Imhotep, lang: Lang, out: &mut Vec<String>) {
    match a.side(Site::Pyramid) {
        Side::A => {
            for k in b.pyramid.a_filled()..a.pyramid.a_filled() {
                let points = PYRAMID_A_POINTS.get(k).copied().unwrap_or(0);
                out.push(tr!(
                    lang,
                    "narrate-pyramid-a",
                    who = seat_at(a.pyramid.cells[k], lang),
                    points = points
                ));
            }
        }
        Side::B => {
            for (p, &bonus) in PYRAMID_B_BONUSES.iter().enumerate() {
                let name = pyramid_in(p as u8, lang).unwrap_or_default();
                for k in b.pyramid.b_filled(p)..a.pyramid.b_filled(p) {
                    let cell = a.pyramid.cells.get(p * PYRAMID_B_SPACES + k).copied();
                    let who = seat_at(cell.unwrap_or(0), lang);
                    out.push(if k < PYRAMID_B_LEVEL1 {
                        tr!(
                            lang,
                            "narrate-pyramid-b-level1",
                            who = who,
                            pyramid = &name,
                            points = PYRAMID_B_LEVEL1_POINTS,
                            bonus = bonus_text(bonus, lang)
                        )
                    } else {
                        tr!(
                            lang,
                            "narrate-pyramid-b-top",
                            who = who,
                            pyramid = &name,
                            points = PYRAMID_B_LEVEL2_POINTS
                        )
                    });
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
            out.push(tr!(
                lang,
                "narrate-pyramid-overflow",
                who = colour_in(p, lang),
                points = OVERFLOW_POINTS
            ));
        }
    }
    let width = a.temple_width();
    let new = usize::from(a.temple.placed.saturating_sub(b.temple.placed));
    if new <= width {
        for i in 0..new {
            let col = (usize::from(b.temple.placed) + i) % width;
            out.push(tr!(
                lang,
                "narrate-temple-stone",
                who = seat_at(a.temple.top[col], lang),
                column = col + 1
            ));
        }
    }
    for k in usize::from(b.burial.len)..usize::from(a.burial.len) {
        out.push(tr!(
            lang,
            "narrate-burial-stone",
            who = colour_in(a.burial.seat_at(k), lang),
            row = k % BURIAL_ROWS + 1
        ));
    }
    obelisks(b, a, lang, out);
}

fn obelisks(b: &Imhotep, a: &Imhotep, lang: Lang, out: &mut Vec<String>) {
    let towers = b.obelisks.towers.iter().zip(&a.obelisks.towers);
    for ((&was, &now), value) in towers.zip(OBELISK_B_TOWER_POINTS) {
        if was == 0 && now != 0 {
            out.push(tr!(
                lang,
                "narrate-obelisk-tower",
                who = seat_at(now, lang),
                points = value
            ));
        }
    }
    for p in 0..a.seat_count() {
        let (was, now) = (b.obelisks.stones[p], a.obelisks.stones[p]);
        if was == now {
            continue;
        }
        let who = colour_in(p, lang);
        out.push(match a.side(Site::Obelisks) {
            Side::A => tr!(lang, "narrate-obelisk-a", who = who, n = now),
            Side::B => tr!(lang, "narrate-obelisk-b", who = who, n = now),
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
fn gains(b: &Imhotep, a: &Imhotep, action: A, lang: Lang, out: &mut Vec<String>) {
    for p in 0..a.seat_count() {
        let (was, now) = (held(&b.builders[p]), held(&a.builders[p]));
        for card in Card::ALL {
            for _ in was[card.index()]..now[card.index()] {
                out.push(tr!(
                    lang,
                    "narrate-gains",
                    who = colour_in(p, lang),
                    card = card.name_in(lang)
                ));
            }
        }
    }
    let gained_red = gained_red(b, action);
    if let Some((card, site)) = gained_red.and_then(|c| Some((c, c.red_target()?))) {
        // On Pyramid B the stone waits in its owner's hand for the choice of a pyramid.
        let placed =
            stones_on(a, site) > stones_on(b, site) || matches!(a.phase, Phase::PyramidChoice(_));
        let card = card.name_in(lang);
        out.push(if placed {
            tr!(
                lang,
                "narrate-red-placed",
                card = card,
                site = site.dest_in(lang)
            )
        } else {
            tr!(lang, "narrate-red-empty", card = card)
        });
    }
    if a.market.discard.iter().sum::<u8>() < b.market.discard.iter().sum::<u8>() {
        out.push(tr!(lang, "narrate-reshuffle"));
    }
}

/// Cards going to the discard pile: the display at round end, cards whose effect is
/// over, the face-down card not kept, leftovers.
fn discards(b: &Imhotep, a: &Imhotep, action: A, lang: Lang, out: &mut Vec<String>) {
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
            names.push(card.name_in(lang));
        }
        if !names.is_empty() {
            out.push(tr!(
                lang,
                "narrate-display-discarded",
                cards = and_list_in(&names, lang)
            ));
        }
    }
    for card in Card::ALL {
        let k = card.index();
        let finished = b.market.in_play[k].saturating_sub(a.market.in_play[k])
            + u8::from(gained_red == Some(card) && a.market.in_play[k] == b.market.in_play[k]);
        for i in 0..discarded[k] {
            let name = card.name_in(lang);
            out.push(match card.colour() {
                CardColour::Red if i < finished => tr!(lang, "narrate-red-discarded", card = name),
                CardColour::Blue if i < finished => {
                    tr!(lang, "narrate-blue-discarded", card = name)
                }
                _ => tr!(lang, "narrate-discarded", card = name),
            });
        }
    }
}

/// Temple B columns scored in this step, and the Temple A scoring at round end.
fn temple(b: &Imhotep, a: &Imhotep, lang: Lang, out: &mut Vec<String>) {
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
            .map(|c| {
                tr!(
                    lang,
                    "narrate-temple-top",
                    who = seat_at(a.temple.top[c], lang),
                    column = c + 1
                )
            })
            .collect();
        if !tops.is_empty() {
            out.push(tr!(
                lang,
                "narrate-temple-a",
                stones = and_list_in(&tops, lang)
            ));
        }
        return;
    }
    let columns = a.temple.top.iter().zip(TEMPLE_B_LAYOUT).enumerate();
    for (c, (&top, bonus)) in columns.take(to).skip(from) {
        let Some(seat) = top.checked_sub(1) else {
            continue;
        };
        let (who, column) = (colour_in(seat, lang), c + 1);
        out.push(match bonus {
            TempleBonus::TwoPoints => {
                tr!(
                    lang,
                    "narrate-temple-two-points",
                    column = column,
                    who = who
                )
            }
            TempleBonus::PointOrStones => {
                tr!(lang, "narrate-temple-choice", column = column, who = who)
            }
            TempleBonus::TopCard => {
                tr!(lang, "narrate-temple-top-card", column = column, who = who)
            }
        });
    }
}

/// Points scored in this step by each seat.
fn points(b: &Imhotep, a: &Imhotep, lang: Lang, out: &mut Vec<String>) {
    let gains: Vec<String> = (0..a.seat_count())
        .filter_map(|p| {
            let d = a.builders[p].score - b.builders[p].score;
            (d != 0).then(|| {
                tr!(
                    lang,
                    "narrate-points-seat",
                    who = colour_in(p, lang),
                    change = format!("{d:+}"),
                    score = a.builders[p].score
                )
            })
        })
        .collect();
    if !gains.is_empty() {
        out.push(tr!(
            lang,
            "narrate-points",
            list = and_list_in(&gains, lang)
        ));
    }
}

/// Game over: each seat's final scoring, part by part, and the final scores.
fn final_scoring(a: &Imhotep, lang: Lang, out: &mut Vec<String>) {
    out.push(tr!(lang, "narrate-game-over"));
    let parts = a.final_scoring_parts();
    for (p, part) in parts.iter().enumerate().take(a.seat_count()) {
        let total = a.builders[p].score;
        let during = total - part.iter().sum::<i32>();
        let items: Vec<String> = FINAL_SCORING_PART_IDS
            .iter()
            .zip(part)
            .filter(|(_, v)| **v != 0)
            .map(|(id, v)| {
                tr!(
                    lang,
                    "narrate-final-part",
                    part = TEXTS.text(lang, id, &[]),
                    change = format!("{v:+}")
                )
            })
            .collect();
        let items = if items.is_empty() {
            tr!(lang, "narrate-final-nothing")
        } else {
            items.join(", ")
        };
        out.push(tr!(
            lang,
            "narrate-final-seat",
            who = colour_in(p, lang),
            during = during,
            items = items,
            total = total
        ));
    }
}

/// The decision the step leaves to a seat other than in its own turn.
fn decision(a: &Imhotep, lang: Lang) -> Option<String> {
    let who = |p: u8| colour_in(p, lang);
    Some(match a.phase {
        Phase::MarketPick(p) => tr!(lang, "decision-market-pick", who = who(p)),
        Phase::PairKeep(p) => tr!(lang, "decision-pair-keep", who = who(p)),
        Phase::PyramidChoice(p) => tr!(lang, "decision-pyramid", who = who(p)),
        Phase::CardBonus(p) => tr!(lang, "decision-card-bonus", who = who(p)),
        Phase::StonesBonus(p) => tr!(lang, "decision-stones-bonus", who = who(p)),
        Phase::ShipBonus(p) => tr!(lang, "decision-ship-bonus", who = who(p)),
        Phase::LeverUnload => tr!(lang, "decision-lever-unload", who = who(a.current)),
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
fn seat_at(code: u8, lang: Lang) -> String {
    colour_in(usize::from(code.wrapping_sub(1)), lang)
}

/// What a seat does, as the rest of a sentence naming it: "places a stone on ship 2 slot 1".
fn predicate(action: A, lang: Lang) -> String {
    match action {
        A::TakeStones => tr!(lang, "does-take-stones"),
        A::Place { ship, slot } => tr!(
            lang,
            "does-place",
            ship = u32::from(ship) + 1,
            slot = u32::from(slot) + 1
        ),
        A::Sail { ship, site } => tr!(
            lang,
            "does-sail",
            ship = u32::from(ship) + 1,
            site = site.dest_in(lang)
        ),
        A::Play(card) => tr!(lang, "does-play", card = card.name_in(lang)),
        A::Pass => tr!(lang, "does-pass"),
        A::TakeCard(card) => tr!(lang, "does-take-card", card = card.name_in(lang)),
        A::TakeFaceDown => tr!(lang, "does-take-face-down"),
        A::NoCard => tr!(lang, "does-no-card"),
        A::Keep(card) => tr!(lang, "does-keep", card = card.name_in(lang)),
        A::ChoosePyramid(p) => match pyramid_in(p, lang) {
            Some(name) => tr!(lang, "does-build", pyramid = name),
            None => action.text_in(lang),
        },
        A::DrawTopCard => tr!(lang, "does-draw-top-card"),
        A::SkipBonus => tr!(lang, "does-skip-bonus"),
        A::OnePoint => tr!(lang, "does-one-point"),
        A::TwoStones => tr!(lang, "does-two-stones"),
        A::Unload { slot } => tr!(lang, "does-unload", slot = u32::from(slot) + 1),
        A::RoundCard(_) | A::Draw(_) => action.text_in(lang),
    }
}

impl Imhotep {
    /// How `action`, about to be applied, reads to `viewer`: a sentence naming who
    /// acts.
    pub(crate) fn describe_action(&self, action: A, viewer: Viewer, lang: Lang) -> String {
        let sees_pair = |taker: u8| viewer.sees(usize::from(taker));
        let who = |p: u8| colour_in(p, lang);
        match (self.phase, action) {
            (Phase::RoundCard, A::RoundCard(i)) => self.describe_round_card(i, lang),
            (Phase::DealCard, A::Draw(card)) => {
                tr!(lang, "describe-deal", card = card.name_in(lang))
            }
            (Phase::BonusDraw(p), A::Draw(card)) => tr!(
                lang,
                "describe-bonus-draw",
                who = who(p),
                card = card.name_in(lang)
            ),
            (Phase::RevealPair(p), A::Draw(card)) if sees_pair(p) => tr!(
                lang,
                "describe-reveal",
                who = who(p),
                card = card.name_in(lang)
            ),
            (Phase::RevealPair(p), A::Draw(_)) => {
                tr!(lang, "describe-reveal-hidden", who = who(p))
            }
            (Phase::RevealLeftover, A::Draw(card)) => {
                tr!(lang, "describe-leftover", card = card.name_in(lang))
            }
            (Phase::PairKeep(p), A::Keep(_)) if !sees_pair(p) => {
                tr!(lang, "describe-keep-hidden", who = who(p))
            }
            _ => {
                let Some(seat) = self.turn().player() else {
                    return action.text_in(lang);
                };
                let what = self
                    .same_result_text(action, viewer, lang)
                    .unwrap_or_else(|| predicate(action, lang));
                tr!(
                    lang,
                    "describe-seat-acts",
                    who = colour_in(seat, lang),
                    seat = seat,
                    what = what
                )
            }
        }
    }

    /// When other choices open now lead to exactly what `action` leads to (as `viewer`
    /// sees it), all of them in one text: "build the left pyramid or build the right
    /// pyramid (the same result)". Two choices nobody can tell apart afterwards must read
    /// alike. Only the stone-by-stone decisions of an unloading can coincide: a pyramid
    /// filled by the next stone anyway, a red card that places nothing and leaves the
    /// table as declining would, stones of one colour in another order.
    fn same_result_text(&self, action: A, viewer: Viewer, lang: Lang) -> Option<String> {
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
            .map(|&b| predicate(b, lang))
            .collect();
        (same.len() > 1).then(|| {
            tr!(
                lang,
                "describe-same-result",
                options = or_list_in(&same, lang)
            )
        })
    }

    /// "round card 3: ships of 4, 3, 2 and 2 spaces".
    fn describe_round_card(&self, i: u8, lang: Lang) -> String {
        let ships = self
            .seat_count()
            .checked_sub(2)
            .and_then(|row| ROUND_CARDS.get(row))
            .and_then(|cards| cards.get(usize::from(i)));
        match ships {
            Some(caps) if usize::from(i) < ROUND_CARDS_PER_COUNT => {
                let caps: Vec<String> = caps.iter().map(u8::to_string).collect();
                tr!(
                    lang,
                    "describe-round-card",
                    n = u32::from(i) + 1,
                    ships = and_list_in(&caps, lang)
                )
            }
            _ => A::RoundCard(i).text_in(lang),
        }
    }
}
