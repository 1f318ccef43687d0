//! Texts for people: how an action reads in a log ([`describe`]) and what then happened
//! by itself ([`narrate`]): the last disc group dealt, a drawn tile placed, automatic
//! passes, an auction's result, disasters resolved without a choice, skipped seats, the
//! end of an epoch with each seat's scoring. Everything in Rá is public, so every viewer
//! reads the same words (`docs/ra.md` GAP-38).
//!
//! Narration works from the states before and after the action. What the after-state no
//! longer shows (the tiles a disaster destroyed, the holdings scored at an epoch's end)
//! is recomputed on a scratch copy of the before-state with the engine's own steps
//! ([`Ra::discard_automatically`], the scoring functions), off the hot path.

use nile_core::Game;

use crate::action::{group_letter, RaAction};
use crate::discs;
use crate::render::describe_counts;
use crate::scoring::{epoch_breakdown, Breakdown, EPOCHS};
use crate::state::{Phase, Ra, AUCTION_SLOTS, MAX_PLAYERS};
use crate::tiles::{Category, Counts, Tile, KINDS, MONUMENTS};

/// Disc values of a set as "13 6 2", highest first.
pub(crate) fn disc_list(set: discs::DiscSet) -> String {
    let mut v: Vec<String> = discs::values(set).map(|d| d.to_string()).collect();
    v.reverse();
    v.join(" ")
}

/// How `action`, about to be applied to `s`, reads in a log line.
pub(crate) fn describe(s: &Ra, action: RaAction) -> String {
    let Some(seat) = s.phase_seat() else {
        return action.to_string();
    };
    match (s.phase, action) {
        (_, RaAction::Deal(g)) => {
            let set = s.rules().group_set(usize::from(g));
            format!(
                "seat {seat} is dealt sun-disc group {} ({})",
                group_letter(g),
                disc_list(set)
            )
        }
        (_, RaAction::Draw) => format!("seat {seat} draws a tile from the bag"),
        (_, RaAction::Reveal(t)) => format!("the tile drawn is {t}"),
        (_, RaAction::InvokeRa) => format!("seat {seat} invokes Ra"),
        (_, RaAction::UseGod(t)) => format!("seat {seat} spends a God to take {t}"),
        (_, RaAction::EndTurn) => format!("seat {seat} spends no more Gods"),
        (_, RaAction::Bid(v)) => format!("seat {seat} bids sun {v}"),
        (_, RaAction::Pass) => format!("seat {seat} passes"),
        (Phase::Discard { disaster, .. }, RaAction::Discard(t)) => {
            format!("seat {seat} discards {t} to the {disaster}")
        }
        (_, RaAction::Discard(t)) => format!("seat {seat} discards {t}"),
    }
}

/// What happened by itself when `action` took `before` to `after`, one line per event.
pub(crate) fn narrate(before: &Ra, after: &Ra, action: RaAction) -> Vec<String> {
    tell(before, after, action).0
}

/// [`narrate`], with the seats' tiles as the narration computed them once the automatic
/// steps were done (before an epoch's cleanup), when an auction, a disaster or an epoch
/// ended: the tests compare them with the engine's.
fn tell(before: &Ra, after: &Ra, action: RaAction) -> (Vec<String>, Option<[Counts; MAX_PLAYERS]>) {
    let mut lines = Vec::new();
    // A state read around `from_json` may be anything: narrate only sound transitions.
    if before.check_invariants().is_err() || after.check_invariants().is_err() {
        return (lines, None);
    }
    let mut story = Story {
        before,
        after,
        lines: &mut lines,
        holdings: None,
    };
    match (before.phase, action) {
        (Phase::Deal { .. }, RaAction::Deal(_)) => story.deal(),
        (Phase::Draw { player }, RaAction::Reveal(t)) => story.reveal(player, t),
        (Phase::Turn { player }, RaAction::InvokeRa) => story.invoke(player),
        (Phase::Bid { player }, RaAction::Bid(_) | RaAction::Pass) => story.bid(player, action),
        (Phase::Turn { player } | Phase::Gods { player }, RaAction::UseGod(t)) => {
            story.god(player, t)
        }
        (Phase::Gods { player }, RaAction::EndTurn) => story.next_turn(player + 1),
        (
            Phase::Discard {
                player,
                disaster,
                remaining,
                from_god,
            },
            RaAction::Discard(t),
        ) => story.discard(player, disaster, remaining, from_god, t),
        _ => {}
    }
    let holdings = story.holdings;
    (lines, holdings)
}

/// The two states of one transition and the lines told so far.
struct Story<'a> {
    before: &'a Ra,
    after: &'a Ra,
    lines: &'a mut Vec<String>,
    /// The seats' tiles once the automatic steps were done (see [`tell`]).
    holdings: Option<[Counts; MAX_PLAYERS]>,
}

/// "seat 0", "seats 0 and 2", "seats 0, 1 and 3".
fn seats(list: &[u8]) -> String {
    let names: Vec<String> = list.iter().map(u8::to_string).collect();
    match names.as_slice() {
        [one] => format!("seat {one}"),
        [rest @ .., last] => format!("seats {} and {last}", rest.join(", ")),
        [] => String::from("nobody"),
    }
}

/// Tiles of a lot as "Gold, Pharaoh, War" in slot order.
fn lot_text(track: &[Option<Tile>; AUCTION_SLOTS]) -> Option<String> {
    let names: Vec<String> = track.iter().flatten().map(Tile::to_string).collect();
    (!names.is_empty()).then(|| names.join(", "))
}

/// `count` tiles of the category a disaster destroys, as the rulebook names it.
fn victims(disaster: Tile, count: u8) -> String {
    let (one, many) = match disaster {
        Tile::War => ("civilization tile", "civilization tiles"),
        Tile::Funeral => ("Pharaoh", "Pharaohs"),
        Tile::Drought => ("river tile", "river tiles"),
        _ => ("monument tile", "monument tiles"),
    };
    match count {
        0 => format!("no {one}"),
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

impl Story<'_> {
    fn say(&mut self, line: String) {
        self.lines.push(line);
    }

    /// The last seat gets the last group; the highest disc starts epoch 1.
    fn deal(&mut self) {
        if matches!(self.after.phase, Phase::Deal { .. }) {
            return;
        }
        let n = self.after.seat_count();
        let last = n - 1;
        let set = self.after.discs[usize::from(last)];
        let group = (0..n)
            .find(|&g| self.after.rules().group_set(usize::from(g)) == set)
            .unwrap_or(0);
        self.say(format!(
            "seat {last} is dealt the last group, {} ({})",
            group_letter(group),
            disc_list(set)
        ));
        self.epoch_starts();
    }

    /// Who holds the highest disc and starts the epoch now under way.
    fn epoch_starts(&mut self) {
        if let Phase::Turn { player } = self.after.phase {
            let top = discs::highest(self.after.discs[usize::from(player)]);
            self.say(format!(
                "seat {player} holds the highest sun disc, {top}, and starts epoch {}",
                self.after.epoch
            ));
        }
    }

    /// A drawn tile: on the Ra track (an auction or the end of the epoch) or on the
    /// auction track (the turn passes).
    fn reveal(&mut self, player: u8, t: Tile) {
        let before = self.before;
        if t == Tile::Ra {
            let k = before.ra_tiles_per_epoch();
            if before.ra_count + 1 >= k {
                self.say(format!(
                    "the Ra fills the last space of the Ra track ({k} of {k}): no auction"
                ));
                let holdings = before.holdings;
                self.epoch_ends("the Ra track is full", &holdings, before.occupied());
            } else {
                self.say(format!(
                    "the Ra goes on the Ra track ({} of {k}); seat {player} is the Ra player",
                    before.ra_count + 1
                ));
                self.auction_opens(player, false);
            }
            return;
        }
        if let Some(slot) = before.lowest_empty_slot() {
            self.say(format!(
                "{t} goes on the auction track (slot {}, {} of {AUCTION_SLOTS} filled)",
                slot + 1,
                before.occupied() + 1
            ));
        }
        self.next_turn(player + 1);
    }

    /// Ra invoked: the auction opens.
    fn invoke(&mut self, player: u8) {
        self.auction_opens(player, true);
    }

    /// The lot, the rule for passing, and the seats passed before the first decision.
    fn auction_opens(&mut self, ra_player: u8, invoked: bool) {
        let before = self.before;
        let lot =
            lot_text(&before.track).map_or_else(|| "an empty track".to_string(), |l| l.to_string());
        let rule = if !invoked {
            "everyone may pass, and then the tiles stay"
        } else if before.track_full() {
            "the track is full: if everyone passes, its tiles are discarded"
        } else {
            "if everyone else passes, the Ra player must bid"
        };
        self.say(format!(
            "an auction begins for {lot} and sun disc {} ({rule})",
            before.centre
        ));
        self.auto_passes(ra_player, 0, 0);
    }

    /// Seats of the bidding order from position `from` that the engine passed because
    /// no face-up disc of theirs beats `high` (GAP-7).
    fn auto_passes(&mut self, ra_player: u8, from: u8, high: u8) {
        let n = self.before.seat_count();
        let upto = match (self.after.phase, self.after.auction) {
            (Phase::Bid { .. }, Some(a)) => a.next,
            _ => n,
        };
        for i in from..upto.min(n) {
            // Position i of the bidding order: from the Ra player's left, him last.
            let q = (ra_player + 1 + i) % n;
            let up = self.before.face_up(usize::from(q));
            let why = if up == 0 {
                "no face-up sun disc".to_string()
            } else {
                format!("no face-up sun disc above {high}")
            };
            self.say(format!("seat {q} passes ({why})"));
        }
    }

    /// A bid or a pass, the automatic passes after it, and the result if it ended the
    /// auction.
    fn bid(&mut self, player: u8, action: RaAction) {
        let Some(a) = self.before.auction else { return };
        let (high, high_bidder) = match action {
            RaAction::Bid(v) => (v, player),
            _ => (a.high, a.high_bidder),
        };
        self.auto_passes(a.ra_player, a.next + 1, high);
        if matches!(self.after.phase, Phase::Bid { .. }) {
            return;
        }
        if high == 0 {
            if a.track_full {
                self.say(format!(
                    "nobody bids: the {} tiles of the full auction track are discarded",
                    self.before.occupied()
                ));
            } else {
                self.say("nobody bids: the tiles stay on the auction track".to_string());
            }
            let before = self.before;
            self.after_auction(a.ra_player, &before.holdings);
            return;
        }
        self.lot_won(a.ra_player, high_bidder, high);
    }

    /// The winner takes the lot and the centre disc; his disasters follow.
    fn lot_won(&mut self, ra_player: u8, winner: u8, high: u8) {
        let before = self.before;
        let taken = lot_text(&before.track).map_or_else(String::new, |l| format!("{l} and "));
        self.say(format!(
            "seat {winner} wins the auction with sun {high}: takes {taken}sun disc {} \
             from the centre (face down); sun {high} goes to the centre",
            before.centre
        ));
        let mut scratch = before.clone();
        let w = usize::from(winner);
        let mut disasters = Vec::new();
        for t in before.track.iter().flatten() {
            if t.is_disaster() {
                disasters.push(*t);
            } else {
                scratch.holdings[w][t.index()] += 1;
            }
        }
        for d in disasters {
            if !self.disaster(&mut scratch, winner, d, crate::disaster::TILES_PER_DISASTER) {
                return;
            }
        }
        self.after_auction(ra_player, &scratch.holdings);
    }

    /// Resolves `disaster` for seat `p` on `scratch` as the engine does and tells what it
    /// cost. `false` when the seat must now choose.
    fn disaster(&mut self, scratch: &mut Ra, p: u8, disaster: Tile, owed: u8) -> bool {
        let held = scratch.holdings[usize::from(p)];
        let choice = scratch.discard_automatically(p, disaster, owed);
        let lost = lost_tiles(&held, &scratch.holdings[usize::from(p)]);
        let nothing = lost.iter().all(|&c| c == 0);
        if let Some(remaining) = choice {
            if !nothing {
                self.say(format!(
                    "the {disaster} costs seat {p} {}",
                    describe_counts(&lost)
                ));
            }
            self.say(format!(
                "seat {p} must choose {} to discard to the {disaster}",
                victims(disaster, remaining)
            ));
            return false;
        }
        let cost = if nothing {
            format!("nothing (seat {p} has {})", victims(disaster, 0))
        } else {
            describe_counts(&lost)
        };
        self.say(format!("the {disaster} costs seat {p} {cost}"));
        true
    }

    /// After an auction: the epoch ends if every disc is face down, else the seat left
    /// of the Ra player plays (seats without a face-up disc skipped). `holdings` are the
    /// seats' tiles at that moment.
    fn after_auction(&mut self, ra_player: u8, holdings: &[Counts; MAX_PLAYERS]) {
        self.holdings = Some(*holdings);
        if self.epoch_ended() {
            self.epoch_ends("every sun disc is face down", holdings, 0);
        } else {
            self.next_turn(ra_player + 1);
        }
    }

    /// The action ended the epoch (or the game).
    fn epoch_ended(&self) -> bool {
        self.after.epoch != self.before.epoch || self.after.phase == Phase::Over
    }

    /// A God spent: a disaster it took is resolved; the turn may end by itself.
    fn god(&mut self, player: u8, t: Tile) {
        if t.is_disaster() {
            let mut scratch = self.before.clone();
            let p = usize::from(player);
            scratch.holdings[p][Tile::God.index()] -= 1;
            if !self.disaster(&mut scratch, player, t, crate::disaster::TILES_PER_DISASTER) {
                return;
            }
        }
        self.after_god(player);
    }

    /// After a God's take: the turn goes on, or ends for want of a God or a tile.
    fn after_god(&mut self, player: u8) {
        if matches!(self.after.phase, Phase::Gods { .. }) {
            return;
        }
        let why = if self.after.held(usize::from(player), Tile::God) == 0 {
            "no God left"
        } else {
            "no tile left for a God to take"
        };
        self.say(format!("seat {player}'s turn ends ({why})"));
        self.next_turn(player + 1);
    }

    /// A chosen discard: the rest of that disaster and the lot's other disasters.
    fn discard(&mut self, player: u8, disaster: Tile, remaining: u8, from_god: bool, t: Tile) {
        let mut scratch = self.before.clone();
        let p = usize::from(player);
        scratch.holdings[p][t.index()] = scratch.holdings[p][t.index()].saturating_sub(1);
        let held = scratch.holdings[p];
        let choice = scratch.discard_automatically(player, disaster, remaining.saturating_sub(1));
        let lost = lost_tiles(&held, &scratch.holdings[p]);
        if lost.iter().any(|&c| c > 0) {
            self.say(format!(
                "the {disaster} also costs seat {player} {} (no other choice)",
                describe_counts(&lost)
            ));
        }
        if let Some(more) = choice {
            self.say(format!(
                "seat {player} must choose {} to discard to the {disaster}",
                victims(disaster, more).replacen(' ', " more ", 1)
            ));
            return;
        }
        if from_god {
            self.after_god(player);
            return;
        }
        for d in scratch
            .pending
            .iter()
            .flatten()
            .copied()
            .collect::<Vec<_>>()
        {
            if !self.disaster(&mut scratch, player, d, crate::disaster::TILES_PER_DISASTER) {
                return;
            }
        }
        if let Some(a) = self.before.auction {
            self.after_auction(a.ra_player, &scratch.holdings);
        }
    }

    /// Seats passed over from `from` because they have no face-up disc.
    fn next_turn(&mut self, from: u8) {
        let Phase::Turn { player } = self.after.phase else {
            return;
        };
        let n = self.after.seat_count();
        let mut skipped = Vec::new();
        let mut s = from % n;
        while s != player && skipped.len() < usize::from(n) {
            skipped.push(s);
            s = (s + 1) % n;
        }
        if !skipped.is_empty() {
            let verb = if skipped.len() == 1 { "has" } else { "have" };
            self.say(format!(
                "{} {verb} no face-up sun disc: seat {player} plays",
                seats(&skipped)
            ));
        }
    }

    /// The end of an epoch: tracks cleared, each seat's scoring, then the next epoch or
    /// the end of the game. `holdings` are the tiles scored; `track_tiles` the tiles
    /// still on the auction track.
    fn epoch_ends(&mut self, why: &str, holdings: &[Counts; MAX_PLAYERS], track_tiles: usize) {
        let (before, after) = (self.before, self.after);
        self.holdings = Some(*holdings);
        let epoch = before.epoch;
        let cleared = match track_tiles {
            0 => String::new(),
            1 => "; 1 tile of the auction track is discarded".to_string(),
            k => format!("; the {k} tiles of the auction track are discarded"),
        };
        self.say(format!("epoch {epoch} ends: {why}{cleared}"));
        let n = usize::from(before.seat_count());
        let final_epoch = epoch >= EPOCHS;
        let parts = epoch_breakdown(&holdings[..n], &after.discs[..n], final_epoch);
        for p in 0..n {
            let line = score_line(
                p,
                &parts[p],
                &holdings[p],
                before.scores[p],
                after.scores[p],
            );
            self.say(line);
        }
        if after.phase == Phase::Over {
            self.game_over();
            return;
        }
        self.say(
            "sun discs are turned face up; tiles without the scarab are discarded".to_string(),
        );
        self.epoch_starts();
    }

    /// The winner, with the tie-break if it decided.
    fn game_over(&mut self) {
        let Some(outcome) = self.after.outcome() else {
            return;
        };
        let winners: Vec<u8> = outcome.winners().map(|p| p as u8).collect();
        let Some(&w) = winners.first() else { return };
        let best = outcome.scores.get(usize::from(w)).copied().unwrap_or(0);
        let tied = outcome.scores.iter().filter(|&&s| s == best).count();
        let tie = if tied > 1 {
            format!(
                ", the tie broken by the highest sun disc, {}",
                discs::highest(self.after.discs[usize::from(w)])
            )
        } else {
            String::new()
        };
        self.say(format!(
            "the game is over: {} wins with {best} points{tie}",
            seats(&winners)
        ));
    }
}

/// Tiles of `before` missing from `after`, by kind.
fn lost_tiles(before: &Counts, after: &Counts) -> Counts {
    let mut lost = [0u8; KINDS];
    for (l, (b, a)) in lost.iter_mut().zip(before.iter().zip(after)) {
        *l = b.saturating_sub(*a);
    }
    lost
}

/// A signed number of points: "+5", "−2", "0".
fn points(v: i32) -> String {
    match v {
        0 => "0".to_string(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", -v),
    }
}

/// One seat's scoring line in the rulebook's categories.
fn score_line(p: usize, b: &Breakdown, held: &Counts, old: u16, new: u16) -> String {
    let mut parts = Vec::new();
    let standing = match b.pharaoh_points {
        v if v > 0 => "most, ",
        v if v < 0 => "fewest, ",
        _ => "",
    };
    parts.push(format!(
        "Pharaohs {} ({standing}{})",
        b.pharaohs,
        points(b.pharaoh_points)
    ));
    if b.gold > 0 {
        parts.push(format!("Gold {} ({})", b.gold, points(b.gold_points())));
    }
    if b.gods > 0 {
        parts.push(format!("Gods {} ({})", b.gods, points(b.god_points())));
    }
    if b.nile + b.flood > 0 {
        let note = if b.flood == 0 { ", no Flood" } else { "" };
        parts.push(format!(
            "Nile {} and Flood {} ({}{note})",
            b.nile,
            b.flood,
            points(b.river_points)
        ));
    }
    parts.push(format!(
        "civilizations {} ({})",
        kinds(usize::from(b.civilization_kinds)),
        points(b.civilization_points)
    ));
    if let Some((total, pts)) = b.sun {
        let standing = match pts {
            v if v > 0 => "highest, ",
            v if v < 0 => "lowest, ",
            _ => "",
        };
        parts.push(format!("sun discs {total} ({standing}{})", points(pts)));
    }
    if let Some(pts) = b.monument_points {
        parts.push(format!(
            "monuments {} ({})",
            monument_text(held),
            points(pts)
        ));
    }
    let floor = if i32::from(old) + b.total < 0 {
        ", no lower than 0"
    } else {
        ""
    };
    format!(
        "seat {p} scores {}: {}; {old} → {new}{floor}",
        points(b.total),
        parts.join(", ")
    )
}

/// Monuments held as "4 kinds, sets of 4 Pyramid and 3 Temple".
fn monument_text(held: &Counts) -> String {
    let variety = kinds(MONUMENTS.iter().filter(|m| held[m.index()] > 0).count());
    let sets: Vec<String> = MONUMENTS
        .iter()
        .filter(|m| held[m.index()] >= 3)
        .map(|m| format!("{} {m}", held[m.index()]))
        .collect();
    if sets.is_empty() {
        variety
    } else {
        format!("{variety}, sets of {}", sets.join(" and "))
    }
}

/// "1 kind", "3 kinds".
fn kinds(n: usize) -> String {
    if n == 1 {
        "1 kind".to_string()
    } else {
        format!("{n} kinds")
    }
}

/// The rulebook's text for a tile kind or a term, for `Game::explain`.
pub(crate) fn explain(topic: &str) -> Option<String> {
    let wanted = topic.trim().to_lowercase();
    if let Some(text) = crate::tiles::TERMS
        .iter()
        .find(|(names, _)| names.iter().any(|n| *n == wanted))
        .map(|(_, text)| text)
    {
        return Some((*text).to_string());
    }
    let info = Tile::from_name(&wanted)?.info();
    let kept = match info.category {
        Category::Ra | Category::Disaster => "",
        _ if info.kept => " Carries the scarab: kept from epoch to epoch.",
        _ => " No scarab: discarded at the end of each epoch.",
    };
    Some(format!(
        "{} ({}), {} in the bag. {}{kept}",
        info.name,
        info.rulebook,
        info.count,
        crate::tiles::rulebook_text(info.tile)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::TILES;
    use crate::state::RaConfig;
    use nile_core::{rng, GameConfig, Turn};

    /// Over random games, the tiles the narration recomputes match the engine's, and
    /// every score line ends on the seat's new score.
    #[test]
    fn narration_agrees_with_the_engine() {
        let mut checked = 0;
        for players in 2..=5 {
            for seed in 0..25 {
                let mut g = Ra::new(&RaConfig::for_players(players)).unwrap();
                let mut r = rng::seeded_stream(seed, players as u64);
                let (mut legal, mut chance) = (Vec::new(), Vec::new());
                while g.turn() != Turn::Over {
                    let before = g.clone();
                    let action = match g.turn() {
                        Turn::Chance => g.sample_chance(&mut r, &mut chance).unwrap(),
                        _ => {
                            g.legal_actions(&mut legal);
                            legal[rng::below(&mut r, legal.len() as u64) as usize]
                        }
                    };
                    g.apply(action).unwrap();
                    let (lines, holdings) = tell(&before, &g, action);
                    let ended = g.epoch != before.epoch || g.phase == Phase::Over;
                    if let Some(h) = holdings {
                        checked += 1;
                        for (p, (mine, engine)) in h.iter().zip(&g.holdings).enumerate() {
                            for (k, row) in TILES.iter().enumerate() {
                                if !ended || g.phase == Phase::Over || row.kept {
                                    assert_eq!(
                                        mine[k], engine[k],
                                        "seat {p}, {}: {lines:?}",
                                        row.name
                                    );
                                }
                            }
                        }
                    }
                    if ended {
                        for p in 0..players {
                            let prefix = format!("seat {p} scores ");
                            let line = lines.iter().find(|l| l.starts_with(&prefix));
                            let line = line.unwrap_or_else(|| panic!("{lines:?}"));
                            let tail = format!("→ {}", g.scores[p]);
                            assert!(line.contains(&tail), "{line}");
                        }
                    }
                }
            }
        }
        assert!(
            checked > 1_000,
            "only {checked} auctions and epochs checked"
        );
    }
}
