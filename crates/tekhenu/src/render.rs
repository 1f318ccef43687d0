//! Text rendering for a terminal: the obelisk with each section's light and every die's
//! purity, the boards, the market and each seat's tableau.

use nile_core::{Lang, Viewer};
use std::fmt::Write;

use crate::cards::{CardKind, MARKET_SLOTS, MARKET_START, PILLARS};
use crate::cardset::CardSet;
use crate::pieces::{status, Light, Loc, Status, COLOURS, NONE};
use crate::state::{Board, Node};
use crate::texts::{colour, god, people, token, tr};
use crate::words::{card_label, destiny, pillar_label, starting};

/// A seat's cards of one kind by name and id ("Produce twice (B21), Free Anubis (B23)").
fn cards(set: CardSet, kind: CardKind, lang: Lang) -> String {
    let v: Vec<String> = set.cards(kind).map(|c| card_label(c, lang)).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(", ")
    }
}

fn light_mark(l: Light, lang: Lang) -> String {
    match l {
        Light::Sunny => tr!(lang, "mark-sunny"),
        Light::Shaded => tr!(lang, "mark-shaded"),
        Light::Dark => tr!(lang, "mark-dark"),
    }
}

/// The width of the widest text of `texts`, at least `min` (a column of the board).
fn width(texts: impl IntoIterator<Item = String>, min: usize) -> usize {
    texts
        .into_iter()
        .map(|t| t.chars().count())
        .fold(min, usize::max)
}

impl Board {
    /// A seat in words: "seat 1", or "Botankhamun" for the solo opponent.
    pub(crate) fn seat_word(&self, p: u8, lang: Lang) -> String {
        self.seat_name(p, lang)
    }

    pub(crate) fn text(&self, viewer: Viewer, lang: Lang) -> String {
        let mut s = String::new();
        // The width of a seat's word in the grids ("seat 0", "Botankhamun").
        let w = width((0..self.np).map(|p| self.seat_word(p, lang)), 0);
        let round = self.rotations as u32 * 2 + 1;
        let _ = writeln!(
            s,
            "{}  {}",
            tr!(
                lang,
                "render-header",
                rotation = self.rotations,
                maat = self.maat,
                round = round.min(16)
            ),
            if self.solo {
                tr!(lang, "render-solo")
            } else {
                String::new()
            }
        );
        let _ = writeln!(s, "{}", tr!(lang, "render-obelisk"));
        let god_w = width((0..6).map(|g| god(g, lang)), 7);
        let light_w = width(
            [Light::Sunny, Light::Shaded, Light::Dark].map(|l| light_mark(l, lang)),
            9,
        );
        for g in 0..6u8 {
            let l = self.light(g);
            let _ = write!(
                s,
                "  {:<god_w$} {:<light_w$}|",
                god(g, lang),
                light_mark(l, lang)
            );
            for d in &self.dice {
                if d.loc == Loc::Disc(g) {
                    let mark = match status(l, d.colour) {
                        Status::Pure => tr!(lang, "mark-pure"),
                        Status::Tainted => tr!(lang, "mark-tainted"),
                        Status::Forbidden => tr!(lang, "mark-forbidden"),
                    };
                    let _ = write!(s, " {}{}{}", colour(d.colour, lang), d.value, mark);
                }
            }
            s.push('\n');
        }
        let bag: Vec<String> = COLOURS
            .iter()
            .map(|&c| {
                let n = self
                    .dice
                    .iter()
                    .filter(|d| d.loc == Loc::Bag && d.colour == c)
                    .count();
                format!("{} {n}", colour(c, lang))
            })
            .collect();
        let _ = writeln!(s, "  {}", tr!(lang, "render-bag", dice = bag.join(", ")));
        // Horus slots and statues.
        let _ = write!(s, "{}", tr!(lang, "render-horus-slots"));
        for (v, &g) in self.horus.iter().enumerate() {
            let name = if usize::from(g) < 6 {
                god(g, lang)
            } else {
                "?".into()
            };
            let _ = write!(s, " {}={}", v + 1, name);
        }
        s.push('\n');
        let _ = write!(s, "{}", tr!(lang, "render-god-statues"));
        for (g, counts) in self.god_statues.iter().enumerate() {
            let owners: Vec<String> = (0..self.np as usize)
                .flat_map(|p| std::iter::repeat_n(p, counts[p] as usize))
                .map(|p| self.seat_word(p as u8, lang))
                .collect();
            if !owners.is_empty() {
                let _ = write!(s, " {} ({});", god(g as u8, lang), owners.join(", "));
            }
        }
        s.push('\n');
        let _ = write!(s, "{}", tr!(lang, "render-people-statues"));
        for (i, &o) in self.people.iter().enumerate() {
            let who = if o == NONE {
                tr!(lang, "render-nobody")
            } else {
                self.seat_word(o, lang)
            };
            let gold = if self.board_gold & (1 << i) != 0 {
                format!(" {}", tr!(lang, "render-plus-gold"))
            } else {
                String::new()
            };
            let _ = write!(s, " {}: {}{};", people(i as u8, lang), who, gold);
        }
        s.push('\n');
        // Pillar display and temple.
        let disp: Vec<String> = self
            .display
            .iter()
            .map(|&t| {
                if t == NONE {
                    "--".into()
                } else {
                    pillar_label(t, lang)
                }
            })
            .collect();
        let _ = writeln!(
            s,
            "{}",
            tr!(
                lang,
                "render-display",
                tiles = disp.join(" | "),
                stack = self.pillar_stack.count_ones()
            )
        );
        let _ = writeln!(s, "{}", tr!(lang, "render-temple"));
        let mut tiles = Vec::new();
        for r in 0..5 {
            let b = self.temple_buildings[r];
            let row = if b == NONE {
                String::new()
            } else {
                self.seat_word(b, lang)
            };
            let _ = write!(s, "  {row:>w$} |");
            for c in 0..5 {
                match self.temple[r][c] {
                    Some(x) => {
                        let _ = write!(s, " {:^w$}", self.seat_word(x.owner, lang));
                        tiles.push(format!(
                            "  {}",
                            tr!(
                                lang,
                                "render-temple-tile",
                                row = r + 1,
                                column = c + 1,
                                tile = pillar_label(x.tile, lang)
                            )
                        ));
                    }
                    None => {
                        let _ = write!(s, " {:^w$}", "..");
                    }
                }
            }
            s.truncate(s.trim_end().len());
            s.push('\n');
        }
        let _ = write!(s, "  {:w$}  ", "");
        for c in 0..5 {
            let b = self.temple_buildings[5 + c];
            let col = if b == NONE {
                "--".into()
            } else {
                self.seat_word(b, lang)
            };
            let _ = write!(s, " {col:^w$}");
        }
        s.truncate(s.trim_end().len());
        s.push('\n');
        for line in tiles {
            let _ = writeln!(s, "{line}");
        }
        let districts: Vec<String> = (0..4).map(|d| crate::texts::district(d, lang)).collect();
        let _ = writeln!(
            s,
            "{}",
            tr!(lang, "render-osiris", districts = districts.join("/"))
        );
        for (r, row) in self.osiris.iter().enumerate() {
            let cells: Vec<String> = row
                .iter()
                .map(|&o| {
                    if o == NONE {
                        format!("{:<w$}", "..")
                    } else {
                        format!("{:<w$}", self.seat_word(o, lang))
                    }
                })
                .collect();
            let _ = writeln!(s, "  {} {}", r + 1, cells.join(" ").trim_end());
        }
        // Market.
        let _ = writeln!(s, "{}", tr!(lang, "render-market"));
        for (sec, slots) in MARKET_SLOTS.iter().enumerate() {
            let filled = self.market_filled & (1 << sec) != 0;
            let names: Vec<String> = (0..slots.len())
                .map(|j| {
                    let c = self.market[MARKET_START[sec] + j];
                    c.map_or("--".into(), |c| card_label(c, lang))
                })
                .collect();
            let cards = if filled {
                names.join(" | ")
            } else {
                tr!(lang, "render-not-open")
            };
            let _ = writeln!(
                s,
                "  {}",
                tr!(
                    lang,
                    "render-section",
                    n = sec + 1,
                    happiness = crate::cards::MARKET_ACCESS[sec],
                    cards = cards
                )
            );
        }
        // Players.
        let order: Vec<String> = self.order[..self.np as usize]
            .iter()
            .map(|&p| self.seat_word(p, lang))
            .collect();
        let _ = writeln!(
            s,
            "{}",
            tr!(
                lang,
                "render-turn-order",
                order = order.join(&tr!(lang, "render-then"))
            )
        );
        for p in 0..self.np {
            self.render_seat(&mut s, p, viewer, lang);
        }
        if self.solo {
            let pyr: Vec<String> = self
                .bot
                .pyramid
                .iter()
                .map(|&t| match t {
                    0..=5 => god(t, lang),
                    6..=9 => tr!(lang, "bot-resource-tile", n = t - 5),
                    _ => "?".into(),
                })
                .collect();
            let prog = if self.bot.progress == NONE {
                tr!(lang, "render-progress-start")
            } else {
                self.bot.progress.to_string()
            };
            let _ = writeln!(
                s,
                "{}",
                tr!(
                    lang,
                    "render-pyramid",
                    tiles = pyr.join(&tr!(lang, "render-pyramid-separator")),
                    progress = prog
                )
            );
        }
        let next = match self.top() {
            None => tr!(lang, "render-game-over"),
            Some(n) if n.is_chance() => {
                tr!(lang, "render-next-chance", draw = chance_text(n, lang))
            }
            Some(n) => tr!(
                lang,
                "render-next-decision",
                seat = self.actor(n),
                prompt = self.prompt(n, lang)
            ),
        };
        let _ = writeln!(s, "{next}");
        s
    }

    /// Seat `p`'s tableau: track positions, tokens, scales, pieces and cards.
    fn render_seat(&self, s: &mut String, p: u8, viewer: Viewer, lang: Lang) {
        let pl = &self.players[p as usize];
        let _ = writeln!(
            s,
            "{}",
            tr!(
                lang,
                "render-seat",
                seat = self.seat_word(p, lang),
                vp = pl.score,
                population = pl.pop,
                happiness = pl.happy,
                scribes = pl.scribes,
                faith = pl.faith
            )
        );
        if !self.is_bot(p) {
            let res: Vec<String> = (0..5)
                .map(|i| format!("{} {}", token(i, lang), pl.res[usize::from(i)]))
                .collect();
            let prod: Vec<String> = (0..4)
                .map(|i| format!("{} {}", token(i, lang), pl.prod[usize::from(i)]))
                .collect();
            let _ = writeln!(
                s,
                "  {}",
                tr!(
                    lang,
                    "render-tokens",
                    tokens = res.join(", "),
                    production = prod.join(", ")
                )
            );
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        let mut below = Vec::new();
        for d in &self.dice {
            let t = format!("{}{}", colour(d.colour, lang), d.value);
            match d.loc {
                Loc::Left(q) if q == p => left.push(t),
                Loc::Right(q) if q == p => right.push(t),
                Loc::Below(q) if q == p => below.push(t),
                _ => {}
            }
        }
        let scales = tr!(
            lang,
            // Botankhamun keeps the dice it takes below its board: not by Anubis.
            "render-scales",
            pure = left.join(" "),
            tainted = right.join(" "),
            excess = pl.excess,
            bot = if self.is_bot(p) { 1 } else { 0 },
            below = below.join(" "),
            balance = crate::words::signed(self.balance(p))
        );
        let _ = writeln!(s, "  {scales}");
        let dest = if pl.destiny < 4 {
            destiny(pl.destiny, lang)
        } else {
            "-".into()
        };
        let _ = writeln!(
            s,
            "  {}",
            tr!(
                lang,
                "render-pieces",
                buildings = pl.buildings,
                statues = pl.statues,
                pillars = pl.pillars,
                destiny = dest
            )
        );
        let hidden = !viewer.sees(usize::from(p)) && !self.revealed && !self.is_bot(p);
        let decrees = if hidden {
            let public = self.public_decrees(p);
            let n = (pl.decrees - public).len();
            if public.is_empty() {
                tr!(lang, "render-hidden", n = n)
            } else {
                let shown = cards(public, CardKind::Decree, lang);
                tr!(lang, "render-shown-and-hidden", shown = shown, n = n)
            }
        } else {
            cards(pl.decrees, CardKind::Decree, lang)
        };
        let _ = writeln!(
            s,
            "  {}",
            tr!(
                lang,
                "render-cards",
                blessings = cards(pl.blessings, CardKind::Blessing, lang),
                technologies = cards(pl.techs, CardKind::Technology, lang),
                decrees = decrees
            )
        );
        if pl.starting[0] != NONE && self.rotations == 0 && self.maat == 0 {
            let st: Vec<String> = pl
                .starting
                .iter()
                .filter(|&&x| x != NONE)
                .map(|&x| starting(x, lang))
                .collect();
            let _ = writeln!(
                s,
                "  {}",
                tr!(lang, "render-starting", cards = st.join("; "))
            );
        }
    }
}

/// What a chance node draws, in words.
fn chance_text(n: Node, lang: Lang) -> String {
    use Node::*;
    match n {
        ChDisc => tr!(lang, "chance-disc"),
        ChPillar(i) => tr!(lang, "chance-pillar", n = u32::from(i) + 1),
        ChHorus(i) => tr!(lang, "chance-horus", n = u32::from(i) + 1),
        ChCard(i) => tr!(lang, "chance-card", n = u32::from(i) + 1),
        ChDie(_) => tr!(lang, "chance-die"),
        ChDecree(p) => tr!(lang, "chance-decree", seat = p),
        ChOffer(kind, i) => tr!(
            lang,
            "chance-offer",
            kind = crate::texts::kind(kind, lang),
            n = u32::from(i) + 1
        ),
        ChStart => tr!(lang, "chance-start"),
        ChFirst => tr!(lang, "chance-first"),
        ChBotDestiny => tr!(lang, "chance-bot-destiny"),
        ChPyramid(i) => tr!(lang, "chance-pyramid", n = u32::from(i) + 1),
        ChCoin => tr!(lang, "chance-coin"),
        ChTie(k) => tr!(lang, "chance-tie", n = k),
        ChMediumPillar => tr!(lang, "chance-medium-pillar"),
        _ => tr!(lang, "chance-other"),
    }
}

/// What each Osiris row gives the builder (rulebook; docs/tekhenu.md GAP-11).
const OSIRIS_ROW_REWARD: [&str; 6] = [
    nile_core::message!("osiris-row-1"),
    nile_core::message!("osiris-row-2"),
    nile_core::message!("osiris-row-3"),
    nile_core::message!("osiris-row-4"),
    nile_core::message!("osiris-row-5"),
    nile_core::message!("osiris-row-6"),
];

impl Board {
    /// What the decision `n` chooses, naming its object (which god's statue, which
    /// Osiris row and its reward, what is paid).
    fn prompt(&self, n: Node, lang: Lang) -> String {
        use Node::*;
        let god = |g: u8| {
            if usize::from(g) < 6 {
                god(g, lang)
            } else {
                "?".into()
            }
        };
        match n {
            Horus(a) => {
                let g = self
                    .horus
                    .get((a.v as usize).wrapping_sub(1))
                    .copied()
                    .unwrap_or(NONE);
                tr!(lang, "prompt-horus", v = a.v, god = god(g))
            }
            RaCell(a) => {
                let slot = match a.v {
                    5..=6 => 0,
                    3..=4 => 1,
                    _ => 2,
                };
                let tile = self.display[slot];
                let name = if PILLARS.get(usize::from(tile)).is_some() {
                    pillar_label(tile, lang)
                } else {
                    tr!(lang, "bot-no-tile")
                };
                tr!(lang, "prompt-ra-cell", v = a.v, tile = name)
            }
            RaRot(a, cell) => tr!(
                lang,
                "prompt-ra-rotate",
                v = a.v,
                row = cell / 5,
                column = cell % 5
            ),
            HathorSpace(a) => tr!(lang, "prompt-hathor", v = a.v),
            Osiris(a) => {
                let row = a.v.clamp(1, 6);
                let reward = crate::texts::msg(lang, OSIRIS_ROW_REWARD[row as usize - 1]);
                tr!(lang, "prompt-osiris", row = row, reward = reward)
            }
            Thoth(a, _) => tr!(lang, "prompt-thoth", v = a.v),
            ThothPick(a, sec, left) => tr!(
                lang,
                "prompt-thoth-pick",
                v = a.v,
                section = sec + 1,
                left = left
            ),
            Bastet(a) => tr!(lang, "prompt-bastet", v = a.v),
            Pay(_, res, left) => {
                let what = if usize::from(res) < crate::texts::TOKEN_IDS.len() {
                    tr!(lang, "token-count", token = res, n = left)
                } else {
                    tr!(lang, "any-resource")
                };
                tr!(lang, "prompt-pay", n = left, what = what)
            }
            Feed(_, left) => tr!(lang, "prompt-feed", n = left),
            GainPick(_, _, left) => tr!(lang, "prompt-gain-pick", n = left),
            PopHappy(_, k) => tr!(lang, "prompt-pop-happy", n = k),
            Faith(p) => tr!(
                lang,
                "prompt-faith",
                n = self.players.get(p as usize).map_or(0, |pl| pl.faith)
            ),
            _ => node_name(n, lang),
        }
    }
}

fn node_name(n: Node, lang: Lang) -> String {
    use Node::*;
    match n {
        KeepDecree(_) => tr!(lang, "node-keep-decree"),
        Draft(_) => tr!(lang, "node-draft"),
        Destiny(_) => tr!(lang, "node-destiny"),
        GainPick(..) => tr!(lang, "node-gain-pick"),
        KeepOffer(_) => tr!(lang, "node-keep-offer"),
        PopHappy(..) => tr!(lang, "node-pop-happy"),
        RewardOrder(..) => tr!(lang, "node-reward-order"),
        TakeDie => tr!(lang, "node-take-die"),
        RecolourValue => tr!(lang, "node-recolour-value"),
        Main => tr!(lang, "node-main"),
        Modify => tr!(lang, "node-modify"),
        SetValue => tr!(lang, "node-set-value"),
        ExtraAdjacent => tr!(lang, "node-extra-adjacent"),
        T19 => tr!(lang, "node-t19"),
        ResolveNext => tr!(lang, "node-resolve-next"),
        TurnEnd => tr!(lang, "node-turn-end"),
        Horus(_) => tr!(lang, "node-horus"),
        RaCell(_) => tr!(lang, "node-ra-cell"),
        RaRot(..) => tr!(lang, "node-ra-rotate"),
        HathorSpace(_) => tr!(lang, "node-hathor-space"),
        HathorPick(..) => tr!(lang, "node-hathor-pick"),
        Bastet(_) => tr!(lang, "node-bastet"),
        Thoth(..) => tr!(lang, "node-thoth"),
        ThothPick(..) => tr!(lang, "node-thoth-pick"),
        Osiris(_) => tr!(lang, "node-osiris"),
        Row6(_) => tr!(lang, "node-row-6"),
        P12Value(_) => tr!(lang, "node-p12-value"),
        ProdWindow(_) => tr!(lang, "node-prod-window"),
        Pay(..) => tr!(lang, "node-pay"),
        FreeAction(..) => tr!(lang, "node-free-action"),
        Faith(_) => tr!(lang, "node-faith"),
        Feed(..) => tr!(lang, "node-feed"),
        SelectDecree(_) => tr!(lang, "node-select-decree"),
        D03Target(_) => tr!(lang, "node-d03-target"),
        D04Count(..) => tr!(lang, "node-d04-count"),
        _ => String::new(),
    }
}
