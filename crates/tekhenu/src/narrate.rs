//! Viewer texts: how an action reads to each seat (`Game::describe`). Decrees in hand
//! are the only hidden cards, so a Decree dealt to a seat or kept by it reads "seat 1
//! draws a decree" / "seat 1 keeps a decree" to every other seat until the hands are
//! revealed; every other action reads as its own text.

use crate::action::TekhenuAction;
use crate::cards::{Card, CardKind};
use crate::pieces::{Light, Loc, GOD_NAMES, TOKEN_NAMES};
use crate::scoring::{maat_penalty, SCORING_PARTS};
use crate::state::{Board, Node, Step, Tekhenu, STACK};
use nile_core::Viewer;

impl Board {
    /// "seat 2", or "Botankhamun" for the solo bot's seat.
    pub(crate) fn seat_name(&self, q: u8) -> String {
        if self.is_bot(q) {
            "Botankhamun".into()
        } else {
            format!("seat {q}")
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
    pub(crate) fn describe_action(&self, a: TekhenuAction, viewer: Viewer) -> String {
        self.describe_seeing(a, |q| self.sees_hand_of(viewer, q))
    }

    /// How `a` reads to a reader who sees the hands `sees_hand` says it sees.
    fn describe_seeing(&self, a: TekhenuAction, sees_hand: impl Fn(u8) -> bool) -> String {
        let hidden = |q: u8, verb: &str, c: Card| {
            let who = self.seat_name(q);
            if sees_hand(q) {
                format!("{who} {verb} {}", crate::words::card(c))
            } else {
                format!("{who} {verb} a decree")
            }
        };
        match (self.top(), a) {
            (Some(Node::ChDecree(q)), TekhenuAction::Draw(c)) => hidden(q, "draws", c),
            (Some(Node::KeepDecree(q)), TekhenuAction::Keep(c)) => hidden(q, "keeps", c),
            (Some(n), _) if !n.is_chance() => format!(
                "{}: {}",
                self.seat_name(self.actor(n)),
                crate::words::words(a).unwrap_or_else(|| a.to_string())
            ),
            _ => crate::words::words(a).unwrap_or_else(|| a.to_string()),
        }
    }
}

/// The hand sizes of every seat (what every seat may count).
pub(crate) fn hand_sizes(b: &Board) -> [u8; 4] {
    b.players.map(|pl| pl.decrees.len() as u8)
}

fn signed(n: i32, what: &str) -> Option<String> {
    (n != 0).then(|| format!("{n:+} {what}"))
}

impl Board {
    fn has_step(&self, s: Step) -> bool {
        self.stack[..(self.depth as usize).min(STACK)].contains(&Node::Step(s))
    }

    /// What changed for seat `q` from `b` to `self`, as a list ("+3 VP, +1 Gold").
    fn seat_changes(&self, b: &Board, q: u8, hands: ([u8; 4], [u8; 4])) -> Vec<String> {
        let (x, y) = (&b.players[q as usize], &self.players[q as usize]);
        let d = |a: u16, b: u16| i32::from(b) - i32::from(a);
        let mut out = Vec::new();
        out.extend(signed(d(x.score, y.score), "VP"));
        for ((&was, &now), name) in x.res.iter().zip(&y.res).zip(TOKEN_NAMES) {
            out.extend(signed(d(was.into(), now.into()), name));
        }
        out.extend(signed(d(x.scribes.into(), y.scribes.into()), "scribe"));
        out.extend(signed(d(x.faith.into(), y.faith.into()), "faith"));
        out.extend(signed(d(x.pop.into(), y.pop.into()), "population"));
        out.extend(signed(d(x.happy.into(), y.happy.into()), "happiness"));
        let built = |n: u8, what: &str| (n > 0).then(|| format!("builds {n} {what}"));
        out.extend(built(x.statues.saturating_sub(y.statues), "statue(s)"));
        out.extend(built(
            x.buildings.saturating_sub(y.buildings),
            "building(s)",
        ));
        out.extend(built(x.pillars.saturating_sub(y.pillars), "pillar(s)"));
        for c in (y.blessings - x.blessings).cards(CardKind::Blessing) {
            out.push(format!("takes {}", crate::words::card(c)));
        }
        for c in (y.techs - x.techs).cards(CardKind::Technology) {
            out.push(format!("takes {}", crate::words::card(c)));
        }
        let drawn = hands.1[q as usize].saturating_sub(hands.0[q as usize]);
        if drawn > 0 {
            out.push(format!("draws {drawn} decree(s)"));
        }
        out
    }

    /// Botankhamun's turn, if it took its die in this step: which die, from which god
    /// (the action it performs), with which pyramid tile, and what it and the others
    /// gained.
    fn narrate_bot(&self, b: &Board, hands: ([u8; 4], [u8; 4]), out: &mut Vec<String>) {
        let id = self.bot.die as usize;
        let (Some(was), Some(now)) = (b.dice.get(id), self.dice.get(id)) else {
            return;
        };
        let Loc::Disc(g) = was.loc else { return };
        if matches!(now.loc, Loc::Disc(_)) || !self.solo {
            return;
        }
        let tile = match self.bot.tile {
            t @ 0..=5 => format!("the {} tile", GOD_NAMES[t as usize]),
            t @ 6..=9 => format!("resource tile {}", t - 5),
            _ => "no tile".into(),
        };
        let god = GOD_NAMES.get(g as usize).copied().unwrap_or("a god");
        let gains = self.seat_changes(b, 1, hands);
        let mut line = format!(
            "Botankhamun ({tile}) takes the {} {} from {god} and performs {god}",
            was.colour.name(),
            self.bot.value
        );
        if !gains.is_empty() {
            line.push_str(": ");
            line.push_str(&gains.join(", "));
        }
        out.push(line);
        // The seat's statue bonuses, when the step was not the seat's own decision
        // (whose effects would be mixed in).
        if !b.top().is_some_and(|n| n.is_chance()) {
            return;
        }
        for q in (0..self.np).filter(|&q| !self.is_bot(q)) {
            let got = self.seat_changes(b, q, hands);
            if !got.is_empty() {
                out.push(format!("{}: {}", self.seat_name(q), got.join(", ")));
            }
        }
    }

    fn narrate_maat(&self, b: &Board, out: &mut Vec<String>) {
        if self.rotations > b.rotations {
            let lit = |l: Light| {
                (0..6u8)
                    .filter(|&s| self.light(s) == l)
                    .map(|s| GOD_NAMES[s as usize])
                    .collect::<Vec<_>>()
                    .join(" and ")
            };
            out.push(format!(
                "Rotation {} of 8: the disc turns; sunny: {}; dark: {}",
                self.rotations,
                lit(Light::Sunny),
                lit(Light::Dark)
            ));
        }
        if self.maat > b.maat {
            out.push(format!("Maat phase {} begins", self.maat));
        }
        let balanced = (b.has_step(Step::Maat(1)) || self.maat > b.maat)
            && !self.has_step(Step::Maat(1))
            && self.maat > 0;
        if balanced {
            let seats: Vec<String> = (0..self.np)
                .map(|q| {
                    let bal = i32::from(self.balances[q as usize]);
                    let loss = if self.is_bot(q) { 0 } else { maat_penalty(bal) };
                    let mut t = format!("{} {bal:+}", self.seat_name(q));
                    if loss > 0 {
                        t.push_str(&format!(" (loses {loss} VP)"));
                    }
                    t
                })
                .collect();
            out.push(format!("Maat {}: balances {}", self.maat, seats.join(", ")));
            let order: Vec<String> = self.order[..self.np as usize]
                .iter()
                .map(|&q| self.seat_name(q))
                .collect();
            out.push(format!("New turn order: {}", order.join(", ")));
        }
        let scored = (b.has_step(Step::Scoring(0)) || balanced && matches!(self.maat, 2 | 4))
            && !self.has_step(Step::Scoring(0));
        if scored {
            out.push(format!("Scoring phase {}:", self.maat / 2));
            for q in 0..self.np {
                let parts = self.scored[q as usize];
                let list: Vec<String> = SCORING_PARTS
                    .iter()
                    .zip(parts)
                    .filter(|(_, vp)| *vp > 0)
                    .map(|(name, vp)| format!("{name} {vp}"))
                    .collect();
                let total: u16 = parts.iter().sum();
                let list = if list.is_empty() {
                    "nothing".to_string()
                } else {
                    list.join(", ")
                };
                out.push(format!("  {}: {list} = {total} VP", self.seat_name(q)));
            }
        }
    }

    fn narrate_final(&self, b: &Board, action: TekhenuAction, out: &mut Vec<String>) {
        for q in 0..self.np {
            let chose = b.top() == Some(Node::SelectDecree(q)) && action == TekhenuAction::Done;
            let pending = Step::ScoreDecrees(q);
            if (chose || b.has_step(pending)) && !self.has_step(pending) {
                let list: Vec<String> = self
                    .decree_scores(q)
                    .iter()
                    .filter_map(|&(c, vp)| {
                        Some(format!("“{}” {vp} VP", crate::cards::card_name(c?)))
                    })
                    .collect();
                let list = if list.is_empty() {
                    "none".to_string()
                } else {
                    list.join(", ")
                };
                out.push(format!("{} scores its Decrees: {list}", self.seat_name(q)));
            }
        }
        if !self.over || b.over {
            return;
        }
        let mut bonus = vec![format!("{} +3 VP", self.seat_name(self.order[0]))];
        if self.np >= 3 {
            bonus.push(format!("{} +2 VP", self.seat_name(self.order[1])));
        }
        out.push(format!("Final scoring: turn order {}", bonus.join(", ")));
        if self.solo {
            let per = if self.config.bot_decree_8 { 8 } else { 4 };
            let bot = &self.players[1];
            let n = bot.decrees.len();
            out.push(format!(
                "Botankhamun: {n} Decree(s) × {per} VP and {} VP for its Scribes",
                bot.scribes / 2
            ));
        }
        let scores: Vec<String> = (0..self.np)
            .map(|q| format!("{} {}", self.seat_name(q), self.players[q as usize].score))
            .collect();
        // Not "Final scores:", which front ends print with the outcome.
        out.push(format!("Final VP: {}", scores.join(", ")));
    }

    /// The events between `b` (before the action) and this state, as seen on these two
    /// boards (both already redacted for the viewer when there is one).
    pub(crate) fn narration(
        &self,
        b: &Board,
        action: TekhenuAction,
        hands: ([u8; 4], [u8; 4]),
    ) -> Vec<String> {
        let mut out = Vec::new();
        self.narrate_bot(b, hands, &mut out);
        self.narrate_maat(b, &mut out);
        self.narrate_final(b, action, &mut out);
        out
    }
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
    ) -> Vec<String> {
        let (b, a) = match viewer {
            Viewer::All => {
                let hands = (hand_sizes(&before.board), hand_sizes(&self.board));
                return self.board.narration(&before.board, action, hands);
            }
            Viewer::Seat(v) => (before.view(v as u8), self.view(v as u8)),
            Viewer::Spectator => (before.public_view(), self.public_view()),
        };
        let hands = (b.hand_sizes, a.hand_sizes);
        a.state.board.narration(&b.state.board, action, hands)
    }
}
