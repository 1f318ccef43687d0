//! Text rendering for a terminal: the obelisk with each section's light and every die's
//! purity, the boards, the market and each seat's tableau.

use nile_core::Viewer;
use std::fmt::Write;

use crate::cards::{CardKind, MARKET_SLOTS, MARKET_START, PILLARS};
use crate::cardset::CardSet;
use crate::pieces::{
    status, Light, Loc, Status, COLOURS, DISTRICT_NAMES, GOD_NAMES, NONE, PEOPLE_NAMES, TOKEN_NAMES,
};
use crate::state::{Board, Node};
use crate::words::{card_label, destiny, pillar_label, starting};

/// A seat's cards of one kind by name and id ("Produce twice (B21), Free Anubis (B23)").
fn cards(set: CardSet, kind: CardKind) -> String {
    let v: Vec<String> = set.cards(kind).map(card_label).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(", ")
    }
}

fn light_mark(l: Light) -> &'static str {
    match l {
        Light::Sunny => "SUNNY ☀",
        Light::Shaded => "SHADED ◐",
        Light::Dark => "DARK ●",
    }
}

impl Board {
    /// A seat in words: "seat 1", or "Botankhamun" for the solo opponent.
    pub(crate) fn seat_word(&self, p: u8) -> String {
        if self.is_bot(p) {
            "Botankhamun".into()
        } else {
            format!("seat {p}")
        }
    }

    pub(crate) fn text(&self, viewer: Viewer) -> String {
        let mut s = String::new();
        // The width of a seat's word in the grids ("seat 0", "Botankhamun").
        let w = if self.solo { 11 } else { 6 };
        let round = self.rotations as u32 * 2 + 1;
        let _ = writeln!(
            s,
            "TEKHENU  rotation {}/8  Maat phases done {}/4  round ~{}  {}",
            self.rotations,
            self.maat,
            round.min(16),
            if self.solo {
                "(solo vs Botankhamun)"
            } else {
                ""
            }
        );
        let _ = writeln!(
            s,
            "Obelisk (die: colour+value, + pure / ~ tainted / x forbidden):"
        );
        for g in 0..6u8 {
            let l = self.light(g);
            let _ = write!(s, "  {:<7} {:<9}|", GOD_NAMES[g as usize], light_mark(l));
            for d in &self.dice {
                if d.loc == Loc::Disc(g) {
                    let mark = match status(l, d.colour) {
                        Status::Pure => '+',
                        Status::Tainted => '~',
                        Status::Forbidden => 'x',
                    };
                    let _ = write!(s, " {}{}{}", d.colour.name(), d.value, mark);
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
                format!("{} {n}", c.name())
            })
            .collect();
        let _ = writeln!(s, "  bag: {}", bag.join(", "));
        // Horus slots and statues.
        let _ = write!(s, "Horus slots:");
        for (v, &g) in self.horus.iter().enumerate() {
            let name = GOD_NAMES.get(g as usize).copied().unwrap_or("?");
            let _ = write!(s, " {}={}", v + 1, name);
        }
        s.push('\n');
        let _ = write!(s, "God statues:");
        for (g, counts) in self.god_statues.iter().enumerate() {
            let owners: Vec<String> = (0..self.np as usize)
                .flat_map(|p| std::iter::repeat_n(p, counts[p] as usize))
                .map(|p| self.seat_word(p as u8))
                .collect();
            if !owners.is_empty() {
                let _ = write!(s, " {} ({});", GOD_NAMES[g], owners.join(", "));
            }
        }
        s.push('\n');
        let _ = write!(s, "People statues:");
        for (i, &o) in self.people.iter().enumerate() {
            let who = if o == NONE {
                "nobody".to_string()
            } else {
                self.seat_word(o)
            };
            let gold = if self.board_gold & (1 << i) != 0 {
                " +gold"
            } else {
                ""
            };
            let _ = write!(s, " {}: {}{};", PEOPLE_NAMES[i], who, gold);
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
                    pillar_label(t)
                }
            })
            .collect();
        let _ = writeln!(
            s,
            "Pillar display L/M/R (values 5-6/3-4/1-2): {}   stack {}",
            disp.join(" | "),
            self.pillar_stack.count_ones()
        );
        let _ = writeln!(
            s,
            "Temple (pillars by owner, their tiles listed below; buildings at the rows' left and \
             below the columns):"
        );
        let mut tiles = Vec::new();
        for r in 0..5 {
            let b = self.temple_buildings[r];
            let row = if b == NONE {
                String::new()
            } else {
                self.seat_word(b)
            };
            let _ = write!(s, "  {row:>w$} |");
            for c in 0..5 {
                match self.temple[r][c] {
                    Some(x) => {
                        let _ = write!(s, " {:^w$}", self.seat_word(x.owner));
                        tiles.push(format!(
                            "  row {} column {}: {}",
                            r + 1,
                            c + 1,
                            pillar_label(x.tile)
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
                self.seat_word(b)
            };
            let _ = write!(s, " {col:^w$}");
        }
        s.truncate(s.trim_end().len());
        s.push('\n');
        for line in tiles {
            let _ = writeln!(s, "{line}");
        }
        let _ = writeln!(
            s,
            "Osiris (rows 1-6; districts {}):",
            DISTRICT_NAMES.join("/")
        );
        for (r, row) in self.osiris.iter().enumerate() {
            let cells: Vec<String> = row
                .iter()
                .map(|&o| {
                    if o == NONE {
                        format!("{:<w$}", "..")
                    } else {
                        format!("{:<w$}", self.seat_word(o))
                    }
                })
                .collect();
            let _ = writeln!(s, "  {} {}", r + 1, cells.join(" ").trim_end());
        }
        // Market.
        let _ = writeln!(s, "Market:");
        for (sec, slots) in MARKET_SLOTS.iter().enumerate() {
            let filled = self.market_filled & (1 << sec) != 0;
            let names: Vec<String> = (0..slots.len())
                .map(|j| {
                    let c = self.market[MARKET_START[sec] + j];
                    c.map_or("--".into(), card_label)
                })
                .collect();
            let _ = writeln!(
                s,
                "  section {} (happiness {}+): {}",
                sec + 1,
                crate::cards::MARKET_ACCESS[sec],
                if filled {
                    names.join(" | ")
                } else {
                    "(not open)".into()
                }
            );
        }
        // Players.
        let order: Vec<String> = self.order[..self.np as usize]
            .iter()
            .map(|&p| self.seat_word(p))
            .collect();
        let _ = writeln!(s, "Turn order: {}", order.join(", then "));
        for p in 0..self.np {
            let pl = &self.players[p as usize];
            let name = if self.is_bot(p) {
                "Botankhamun".to_string()
            } else {
                format!("seat {p}")
            };
            let _ = writeln!(
                s,
                "{name}: {} VP  population {} happiness {}  scribes {}  faith {}",
                pl.score, pl.pop, pl.happy, pl.scribes, pl.faith
            );
            if !self.is_bot(p) {
                let res: Vec<String> = (0..5)
                    .map(|i| format!("{} {}", TOKEN_NAMES[i], pl.res[i]))
                    .collect();
                let prod: Vec<String> = (0..4)
                    .map(|i| format!("{} {}", TOKEN_NAMES[i], pl.prod[i]))
                    .collect();
                let _ = writeln!(s, "  {}  production: {}", res.join(", "), prod.join(", "));
            }
            let mut left = Vec::new();
            let mut right = Vec::new();
            let mut below = Vec::new();
            for d in &self.dice {
                let t = format!("{}{}", d.colour.name(), d.value);
                match d.loc {
                    Loc::Left(q) if q == p => left.push(t),
                    Loc::Right(q) if q == p => right.push(t),
                    Loc::Below(q) if q == p => below.push(t),
                    _ => {}
                }
            }
            let _ = writeln!(
                s,
                "  scales: pure [{}] tainted [{}] excess {} {} [{}]  balance {:+}",
                left.join(" "),
                right.join(" "),
                pl.excess,
                // Botankhamun keeps the dice it takes below its board: not by Anubis.
                if self.is_bot(p) {
                    "dice taken"
                } else {
                    "anubis"
                },
                below.join(" "),
                self.balance(p)
            );
            let dest = if pl.destiny < 4 {
                destiny(pl.destiny)
            } else {
                "-".into()
            };
            let _ = writeln!(
                s,
                "  pieces left: buildings {} statues {} pillars {}  destiny {}",
                pl.buildings, pl.statues, pl.pillars, dest
            );
            let hidden = !viewer.sees(usize::from(p)) && !self.revealed && !self.is_bot(p);
            let decrees = if hidden {
                let public = self.public_decrees(p);
                let n = (pl.decrees - public).len();
                if public.is_empty() {
                    format!("{n} hidden")
                } else {
                    let shown = cards(public, CardKind::Decree);
                    format!("{shown} and {n} hidden")
                }
            } else {
                cards(pl.decrees, CardKind::Decree)
            };
            let _ = writeln!(
                s,
                "  blessings {}  technologies {}  decrees {}",
                cards(pl.blessings, CardKind::Blessing),
                cards(pl.techs, CardKind::Technology),
                decrees
            );
            if pl.starting[0] != NONE && self.rotations == 0 && self.maat == 0 {
                let st: Vec<String> = pl
                    .starting
                    .iter()
                    .filter(|&&x| x != NONE)
                    .map(|&x| starting(x))
                    .collect();
                let _ = writeln!(s, "  starting cards: {}", st.join("; "));
            }
        }
        if self.solo {
            let pyr: Vec<String> = self
                .bot
                .pyramid
                .iter()
                .map(|&t| match t {
                    0..=5 => GOD_NAMES[t as usize].to_string(),
                    6..=9 => format!("resource tile {}", t - 5),
                    _ => "?".into(),
                })
                .collect();
            let prog = if self.bot.progress == NONE {
                "start".to_string()
            } else {
                self.bot.progress.to_string()
            };
            let _ = writeln!(
                s,
                "Pyramid (bottom row first): {}  progress {}",
                pyr.join(" "),
                prog
            );
        }
        match self.top() {
            None => {
                let _ = writeln!(s, "Game over.");
            }
            Some(n) if n.is_chance() => {
                let _ = writeln!(s, "Next: a chance draw ({}).", chance_text(n));
            }
            Some(n) => {
                let _ = writeln!(
                    s,
                    "Next: seat {} decides ({}).",
                    self.actor(n),
                    self.prompt(n)
                );
            }
        }
        s
    }
}

/// What a chance node draws, in words.
fn chance_text(n: Node) -> String {
    use Node::*;
    match n {
        ChDisc => "the obelisk disc's starting position".to_string(),
        ChPillar(i) => format!("a pillar tile for display slot {}", u32::from(i) + 1),
        ChHorus(i) => format!("a god tile for Horus slot {}", u32::from(i) + 1),
        ChCard(i) => format!("a card for market slot {}", u32::from(i) + 1),
        ChDie(_) => "a die from the bag onto the disc".to_string(),
        ChDecree(p) => format!("a Decree for seat {p}'s hand"),
        ChOffer(kind, i) => {
            let kind = match kind {
                CardKind::Blessing => "Blessing",
                CardKind::Technology => "Technology",
                CardKind::Decree => "Decree",
            };
            format!("a {kind} card for offer slot {}", u32::from(i) + 1)
        }
        ChStart => "a starting card".to_string(),
        ChFirst => "the first player".to_string(),
        ChBotDestiny => "Botankhamun's Destiny coin".to_string(),
        ChPyramid(i) => format!("Botankhamun's pyramid position {}", u32::from(i) + 1),
        ChCoin => "the deben coin flip".to_string(),
        ChTie(k) => format!("Botankhamun's tie-break among {k} options"),
        ChMediumPillar => "the pillar tile under Botankhamun's central pillar".to_string(),
        _ => "a card, tile or die".to_string(),
    }
}

/// What each Osiris row gives the builder (rulebook; docs/tekhenu.md GAP-11).
const OSIRIS_ROW_REWARD: [&str; 6] = [
    "+1 production and 1 token of the district's resource",
    "+1 production and 1 token of the district's resource, and the row's Gold if still there",
    "+1 production of the district's resource and of a second one, 1 token",
    "+1 production of the district's resource and of a second one, 1 token and 1 Gold",
    "+2 production and 2 tokens of the district's resource",
    "+2 production and 2 tokens of the district's resource, then +1 production of your choice",
];

impl Board {
    /// What the decision `n` chooses, naming its object (which god's statue, which
    /// Osiris row and its reward, what is paid).
    fn prompt(&self, n: Node) -> String {
        use Node::*;
        let god = |g: u8| GOD_NAMES.get(g as usize).copied().unwrap_or("?");
        match n {
            Horus(a) => {
                let g = self
                    .horus
                    .get((a.v as usize).wrapping_sub(1))
                    .copied()
                    .unwrap_or(NONE);
                format!(
                    "Horus {}: a god statue on {} (Horus slot {}) or a people statue",
                    a.v,
                    god(g),
                    a.v
                )
            }
            RaCell(a) => {
                let slot = match a.v {
                    5..=6 => 0,
                    3..=4 => 1,
                    _ => 2,
                };
                let tile = self.display[slot];
                let name = if PILLARS.get(usize::from(tile)).is_some() {
                    pillar_label(tile)
                } else {
                    "no tile".into()
                };
                format!("Ra {}: where to raise the pillar tile {name}", a.v)
            }
            RaRot(a, cell) => format!(
                "Ra {}: rotate the tile at row {} column {}",
                a.v,
                cell / 5,
                cell % 5
            ),
            HathorSpace(a) => format!("Hathor {}: which temple building space", a.v),
            Osiris(a) => {
                let row = a.v.clamp(1, 6);
                format!(
                    "Osiris {row}: which district of row {row} ({})",
                    OSIRIS_ROW_REWARD[row as usize - 1]
                )
            }
            Thoth(a, _) => format!(
                "Thoth {}: refresh a section or draw {} cards from one",
                a.v, a.v
            ),
            ThothPick(a, sec, left) => format!(
                "Thoth {}: pick a card from section {} ({left} to pick)",
                a.v,
                sec + 1
            ),
            Bastet(a) => format!("Bastet {}: hold the festival", a.v),
            Pay(_, res, left) => {
                let what = TOKEN_NAMES
                    .get(res as usize)
                    .copied()
                    .unwrap_or("any resource");
                format!("pay {left} {what}")
            }
            Feed(_, left) => format!("feed the people: {left} Bread still due"),
            GainPick(_, _, left) => format!("choose a resource ({left} to take)"),
            PopHappy(_, k) => format!("+{k} Population or +{k} Happiness"),
            Faith(p) => format!(
                "place faith (holds {})",
                self.players.get(p as usize).map_or(0, |pl| pl.faith)
            ),
            _ => node_name(n).to_string(),
        }
    }
}

fn node_name(n: Node) -> &'static str {
    use Node::*;
    match n {
        KeepDecree(_) => "keep one Decree",
        Draft(_) => "draft a starting card",
        Destiny(_) => "choose a Destiny card",
        GainPick(..) => "choose a resource",
        KeepOffer(_) => "keep one card",
        PopHappy(..) => "population or happiness",
        RewardOrder(..) => "which setup reward next",
        TakeDie => "take a die",
        RecolourValue => "B11/B12 value change",
        Main => "god action or production",
        Modify => "adjust the die, then done",
        SetValue => "set the die's value",
        ExtraAdjacent => "adjacent god for the extra action",
        T19 => "use T19?",
        ResolveNext => "which action next",
        TurnEnd => "end the turn (or play a blessing first)",
        Horus(_) => "where to build the statue",
        RaCell(_) => "where to raise the pillar",
        RaRot(..) => "rotate the pillar tile",
        HathorSpace(_) => "where to build next to the temple",
        HathorPick(..) => "which token of the cell",
        Bastet(_) => "hold the festival",
        Thoth(..) => "refresh or draw",
        ThothPick(..) => "pick a card",
        Osiris(_) => "which district",
        Row6(_) => "extra production",
        P12Value(_) => "Horus value",
        ProdWindow(_) => "produce (or play a blessing)",
        Pay(..) => "pay",
        FreeAction(..) => "free action",
        Faith(_) => "place faith",
        Feed(..) => "feed the people",
        SelectDecree(_) => "select decrees to score",
        D03Target(_) => "D03 target",
        D04Count(..) => "D04 triangles",
        _ => "",
    }
}
