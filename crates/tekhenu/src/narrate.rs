//! Viewer texts: how an action reads to each seat (`Game::describe`). Decrees in hand
//! are the only hidden cards, so a Decree dealt to a seat or kept by it reads "seat 1
//! draws a decree" / "seat 1 keeps a decree" to every other seat until the hands are
//! revealed; every other action reads as its own text.

use crate::action::TekhenuAction;
use crate::cards::CardKind;
use crate::pieces::{Light, Loc};
use crate::scoring::maat_penalty;
use crate::state::{Board, Node, Step, Tekhenu, STACK};
use crate::texts::{god, tr};
use nile_core::{Lang, Viewer};

/// The scoring parts' names, in [`crate::scoring::SCORING_PARTS`] order.
const SCORING_PART_IDS: [&str; 7] = [
    nile_core::message!("part-districts"),
    nile_core::message!("part-temple"),
    nile_core::message!("part-statues"),
    nile_core::message!("part-happiness"),
    nile_core::message!("part-production"),
    nile_core::message!("part-building-row"),
    nile_core::message!("part-cards"),
];

impl Board {
    /// "seat 2", or "Botankhamun" for the solo bot's seat.
    pub(crate) fn seat_name(&self, q: u8, lang: Lang) -> String {
        if self.is_bot(q) {
            tr!(lang, "botankhamun")
        } else {
            tr!(lang, "seat", seat = q)
        }
    }

    /// Whether `viewer` may see seat `q`'s Decrees in hand: the omniscient viewer all of
    /// them; a seat its own; everyone Botankhamun's, and everyone's once revealed.
    pub(crate) fn sees_hand_of(&self, viewer: Viewer, q: u8) -> bool {
        viewer.sees(usize::from(q)) || self.sees_hand_publicly(q)
    }

    /// Whether a spectator at no seat sees seat `q`'s Decrees: Botankhamun's, and
    /// everyone's once revealed.
    pub(crate) fn sees_hand_publicly(&self, q: u8) -> bool {
        self.is_bot(q) || self.revealed
    }

    /// Records `a`, about to be applied, as the last action.
    #[inline(always)]
    pub(crate) fn record(&mut self, a: TekhenuAction) {
        self.last = Some(a);
    }

    /// Whether the last action put a Decree into a hand `viewer` may not see (a Decree
    /// dealt or kept): judged only from what `viewer` sees (its own hand, Botankhamun's,
    /// the market, the reveal), so a determinized copy redacts it alike.
    pub(crate) fn last_hidden_from(&self, viewer: u8) -> bool {
        let c = match self.last {
            Some(TekhenuAction::Draw(c) | TekhenuAction::Keep(c))
                if c.kind() == CardKind::Decree =>
            {
                c
            }
            _ => return false,
        };
        let seen = |q: u8| {
            self.players
                .get(usize::from(q))
                .is_some_and(|pl| pl.decrees.contains(c))
        };
        let in_market = self.market.contains(&Some(c));
        let bot_holds = self.solo && seen(1);
        !(self.revealed || in_market || bot_holds || seen(viewer))
    }

    /// How `a`, about to be applied, reads to `viewer`.
    pub(crate) fn describe_action(&self, a: TekhenuAction, viewer: Viewer, lang: Lang) -> String {
        self.describe_seeing(a, |q| self.sees_hand_of(viewer, q), lang)
    }

    /// How `a` reads to a reader who sees the hands `sees_hand` says it sees.
    fn describe_seeing(
        &self,
        a: TekhenuAction,
        sees_hand: impl Fn(u8) -> bool,
        lang: Lang,
    ) -> String {
        let words =
            || crate::words::words(a, lang).unwrap_or_else(|| crate::words::action_text(a, lang));
        match (self.top(), a) {
            (Some(Node::ChDecree(q)), TekhenuAction::Draw(c)) => {
                let seat = self.seat_name(q, lang);
                if sees_hand(q) {
                    let card = crate::words::card(c, lang);
                    tr!(lang, "seat-draws-card", seat = seat, card = card)
                } else {
                    tr!(lang, "seat-draws-decree", seat = seat)
                }
            }
            (Some(Node::KeepDecree(q)), TekhenuAction::Keep(c)) => {
                let seat = self.seat_name(q, lang);
                if sees_hand(q) {
                    let card = crate::words::card(c, lang);
                    tr!(lang, "seat-keeps-card", seat = seat, card = card)
                } else {
                    tr!(lang, "seat-keeps-decree", seat = seat)
                }
            }
            (Some(n), _) if !n.is_chance() => tr!(
                lang,
                "seat-does",
                seat = self.seat_name(self.actor(n), lang),
                action = words()
            ),
            _ => words(),
        }
    }
}

/// The hand sizes of every seat (what every seat may count).
pub(crate) fn hand_sizes(b: &Board) -> [u8; 4] {
    b.players.map(|pl| pl.decrees.len() as u8)
}

/// "+3 VP": a change of `n` of what `what` names (a message that may choose its form by
/// `$n`, the change's size).
fn signed(n: i32, lang: Lang, what: impl Fn(i32) -> String) -> Option<String> {
    (n != 0).then(|| {
        tr!(
            lang,
            "change",
            delta = crate::words::signed(n),
            what = what(n.abs())
        )
    })
}

impl Board {
    fn has_step(&self, s: Step) -> bool {
        self.stack[..(self.depth as usize).min(STACK)].contains(&Node::Step(s))
    }

    /// What changed for seat `q` from `b` to `self`, as a list ("+3 VP, +1 Gold").
    fn seat_changes(&self, b: &Board, q: u8, hands: ([u8; 4], [u8; 4]), lang: Lang) -> Vec<String> {
        let (x, y) = (&b.players[q as usize], &self.players[q as usize]);
        let d = |a: u16, b: u16| i32::from(b) - i32::from(a);
        let mut out = Vec::new();
        out.extend(signed(d(x.score, y.score), lang, |n| {
            tr!(lang, "vp", n = n)
        }));
        for (t, (&was, &now)) in x.res.iter().zip(&y.res).enumerate() {
            out.extend(signed(d(was.into(), now.into()), lang, |n| {
                tr!(lang, "token-count", token = t as u8, n = n)
            }));
        }
        out.extend(signed(d(x.scribes.into(), y.scribes.into()), lang, |n| {
            tr!(lang, "token-count", token = crate::pieces::SCRIBE, n = n)
        }));
        out.extend(signed(d(x.faith.into(), y.faith.into()), lang, |n| {
            tr!(lang, "token-count", token = crate::pieces::FAITH, n = n)
        }));
        out.extend(signed(d(x.pop.into(), y.pop.into()), lang, |_| {
            tr!(lang, "population")
        }));
        out.extend(signed(d(x.happy.into(), y.happy.into()), lang, |_| {
            tr!(lang, "happiness")
        }));
        let statues = x.statues.saturating_sub(y.statues);
        if statues > 0 {
            out.push(tr!(lang, "builds-statues", n = statues));
        }
        let buildings = x.buildings.saturating_sub(y.buildings);
        if buildings > 0 {
            out.push(tr!(lang, "builds-buildings", n = buildings));
        }
        let pillars = x.pillars.saturating_sub(y.pillars);
        if pillars > 0 {
            out.push(tr!(lang, "builds-pillars", n = pillars));
        }
        for c in (y.blessings - x.blessings).cards(CardKind::Blessing) {
            out.push(tr!(lang, "takes-card", card = crate::words::card(c, lang)));
        }
        for c in (y.techs - x.techs).cards(CardKind::Technology) {
            out.push(tr!(lang, "takes-card", card = crate::words::card(c, lang)));
        }
        let drawn = hands.1[q as usize].saturating_sub(hands.0[q as usize]);
        if drawn > 0 {
            out.push(tr!(lang, "draws-decrees", n = drawn));
        }
        out
    }

    /// Botankhamun's turn, if it took its die in this step: which die, from which god
    /// (the action it performs), with which pyramid tile, and what it and the others
    /// gained.
    fn narrate_bot(&self, b: &Board, hands: ([u8; 4], [u8; 4]), lang: Lang, out: &mut Vec<String>) {
        let id = self.bot.die as usize;
        let (Some(was), Some(now)) = (b.dice.get(id), self.dice.get(id)) else {
            return;
        };
        let Loc::Disc(g) = was.loc else { return };
        if matches!(now.loc, Loc::Disc(_)) || !self.solo {
            return;
        }
        let tile = match self.bot.tile {
            t @ 0..=5 => tr!(lang, "bot-god-tile", god = god(t, lang)),
            t @ 6..=9 => tr!(lang, "bot-resource-tile", n = t - 5),
            _ => tr!(lang, "bot-no-tile"),
        };
        let gains = self.seat_changes(b, 1, hands, lang);
        let (colour, god) = (crate::texts::colour(was.colour, lang), god(g, lang));
        let value = self.bot.value;
        out.push(if gains.is_empty() {
            tr!(
                lang,
                "bot-takes",
                tile = tile,
                colour = colour,
                value = value,
                god = god
            )
        } else {
            tr!(
                lang,
                "bot-takes-gains",
                tile = tile,
                colour = colour,
                value = value,
                god = god,
                gains = list(&gains, lang)
            )
        });
        // The seat's statue bonuses, when the step was not the seat's own decision
        // (whose effects would be mixed in).
        if !b.top().is_some_and(|n| n.is_chance()) {
            return;
        }
        for q in (0..self.np).filter(|&q| !self.is_bot(q)) {
            let got = self.seat_changes(b, q, hands, lang);
            if !got.is_empty() {
                out.push(tr!(
                    lang,
                    "seat-gets",
                    seat = self.seat_name(q, lang),
                    gains = list(&got, lang)
                ));
            }
        }
    }

    fn narrate_maat(&self, b: &Board, lang: Lang, out: &mut Vec<String>) {
        if self.rotations > b.rotations {
            let lit = |l: Light| {
                let gods: Vec<String> = (0..6u8)
                    .filter(|&s| self.light(s) == l)
                    .map(|s| god(s, lang))
                    .collect();
                and_list(&gods, lang)
            };
            out.push(tr!(
                lang,
                "rotation",
                n = self.rotations,
                sunny = lit(Light::Sunny),
                dark = lit(Light::Dark)
            ));
        }
        if self.maat > b.maat {
            out.push(tr!(lang, "maat-begins", n = self.maat));
        }
        let balanced = (b.has_step(Step::Maat(1)) || self.maat > b.maat)
            && !self.has_step(Step::Maat(1))
            && self.maat > 0;
        if balanced {
            let seats: Vec<String> = (0..self.np)
                .map(|q| {
                    let bal = i32::from(self.balances[q as usize]);
                    let loss = if self.is_bot(q) { 0 } else { maat_penalty(bal) };
                    let seat = self.seat_name(q, lang);
                    let balance = crate::words::signed(bal);
                    if loss > 0 {
                        tr!(
                            lang,
                            "balance-loses",
                            seat = seat,
                            balance = balance,
                            n = loss
                        )
                    } else {
                        tr!(lang, "balance", seat = seat, balance = balance)
                    }
                })
                .collect();
            out.push(tr!(
                lang,
                "maat-balances",
                n = self.maat,
                balances = list(&seats, lang)
            ));
            let order: Vec<String> = self.order[..self.np as usize]
                .iter()
                .map(|&q| self.seat_name(q, lang))
                .collect();
            out.push(tr!(lang, "new-turn-order", order = list(&order, lang)));
        }
        let scored = (b.has_step(Step::Scoring(0)) || balanced && matches!(self.maat, 2 | 4))
            && !self.has_step(Step::Scoring(0));
        if scored {
            out.push(tr!(lang, "scoring-phase", n = self.maat / 2));
            for q in 0..self.np {
                let parts = self.scored[q as usize];
                let list: Vec<String> = SCORING_PART_IDS
                    .iter()
                    .zip(parts)
                    .filter(|(_, vp)| *vp > 0)
                    .map(|(id, vp)| {
                        tr!(
                            lang,
                            "scored-part",
                            part = crate::texts::msg(lang, id),
                            vp = vp
                        )
                    })
                    .collect();
                let total: u16 = parts.iter().sum();
                let list = if list.is_empty() {
                    tr!(lang, "scored-nothing")
                } else {
                    self::list(&list, lang)
                };
                // Indented under the phase's line.
                out.push(format!(
                    "  {}",
                    tr!(
                        lang,
                        "scored-seat",
                        seat = self.seat_name(q, lang),
                        parts = list,
                        total = total
                    )
                ));
            }
        }
    }

    fn narrate_final(&self, b: &Board, action: TekhenuAction, lang: Lang, out: &mut Vec<String>) {
        for q in 0..self.np {
            let chose = b.top() == Some(Node::SelectDecree(q)) && action == TekhenuAction::Done;
            let pending = Step::ScoreDecrees(q);
            if (chose || b.has_step(pending)) && !self.has_step(pending) {
                let list: Vec<String> = self
                    .decree_scores(q)
                    .iter()
                    .filter_map(|&(c, vp)| {
                        Some(tr!(
                            lang,
                            "decree-scored",
                            name = crate::texts::card_name(c?, lang),
                            vp = vp
                        ))
                    })
                    .collect();
                let list = if list.is_empty() {
                    tr!(lang, "decrees-none")
                } else {
                    self::list(&list, lang)
                };
                out.push(tr!(
                    lang,
                    "scores-decrees",
                    seat = self.seat_name(q, lang),
                    decrees = list
                ));
            }
        }
        if !self.over || b.over {
            return;
        }
        let mut bonus = vec![tr!(
            lang,
            "order-bonus",
            seat = self.seat_name(self.order[0], lang),
            vp = 3
        )];
        if self.np >= 3 {
            bonus.push(tr!(
                lang,
                "order-bonus",
                seat = self.seat_name(self.order[1], lang),
                vp = 2
            ));
        }
        out.push(tr!(lang, "final-order-bonus", bonus = list(&bonus, lang)));
        if self.solo {
            let per = if self.config.bot_decree_8 { 8 } else { 4 };
            let bot = &self.players[1];
            let n = bot.decrees.len();
            out.push(tr!(
                lang,
                "final-bot",
                n = n,
                per = per,
                vp = bot.scribes / 2
            ));
        }
        let scores: Vec<String> = (0..self.np)
            .map(|q| {
                tr!(
                    lang,
                    "final-score",
                    seat = self.seat_name(q, lang),
                    vp = self.players[q as usize].score
                )
            })
            .collect();
        // Not "Final scores:", which front ends print with the outcome.
        out.push(tr!(lang, "final-vp", scores = list(&scores, lang)));
    }

    /// The events between `b` (before the action) and this state, as seen on these two
    /// boards (both already redacted for the viewer when there is one).
    pub(crate) fn narration(
        &self,
        b: &Board,
        action: TekhenuAction,
        hands: ([u8; 4], [u8; 4]),
        lang: Lang,
    ) -> Vec<String> {
        let mut out = Vec::new();
        self.narrate_bot(b, hands, lang, &mut out);
        self.narrate_maat(b, lang, &mut out);
        self.narrate_final(b, action, lang, &mut out);
        out
    }
}

/// Items joined as a list reads them ("+3 VP, +1 gold").
pub(crate) fn list(items: &[String], _lang: Lang) -> String {
    items.join(", ")
}

/// Items joined by "and" ("Horus and Ra").
fn and_list(items: &[String], lang: Lang) -> String {
    items.join(&tr!(lang, "and-separator"))
}

impl Tekhenu {
    /// `Game::narrate`: Botankhamun's turns, Rotations, Maat phases (balances,
    /// penalties, the new order), scoring phases part by part, the Decrees scored and the
    /// final scores, read from what `viewer` sees before and after.
    pub(crate) fn narrate_for(
        &self,
        before: &Tekhenu,
        action: TekhenuAction,
        viewer: Viewer,
        lang: Lang,
    ) -> Vec<String> {
        let (b, a) = match viewer {
            Viewer::All => {
                let hands = (hand_sizes(&before.board), hand_sizes(&self.board));
                return self.board.narration(&before.board, action, hands, lang);
            }
            Viewer::Seat(v) => (before.view(v as u8), self.view(v as u8)),
            Viewer::Spectator => (before.public_view(), self.public_view()),
        };
        let hands = (b.hand_sizes, a.hand_sizes);
        a.state.board.narration(&b.state.board, action, hands, lang)
    }
}
