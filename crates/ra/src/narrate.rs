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

use nile_core::{Game, Lang};

use crate::action::{group_letter, RaAction};
use crate::discs;
use crate::render::describe_counts_in;
use crate::scoring::{epoch_breakdown, EPOCHS};
use crate::state::{Phase, Ra, AUCTION_SLOTS, MAX_PLAYERS};
use crate::texts::{label, tr};
use crate::tiles::{disaster_ref, tile_name};
use crate::tiles::{Category, Counts, Tile, KINDS};

mod score_lines;
use score_lines::score_line;

/// Disc values of a set as "13 6 2", highest first.
pub(crate) fn disc_list(set: discs::DiscSet) -> String {
    let mut v: Vec<String> = discs::values(set).map(|d| d.to_string()).collect();
    v.reverse();
    v.join(" ")
}

/// The action's own text in `lang` ([`Game::action_text_in`]): in English exactly its
/// `Display`, which `FromStr` reads back.
pub(crate) fn action_text(action: RaAction, lang: Lang) -> String {
    match action {
        RaAction::Deal(g) => tr!(lang, "action-deal", group = label(group_letter(g))),
        RaAction::Draw => tr!(lang, "action-draw"),
        RaAction::Reveal(t) => tr!(lang, "action-reveal", tile = tile_name(t, lang)),
        RaAction::InvokeRa => tr!(lang, "action-invoke"),
        RaAction::UseGod(t) => tr!(lang, "action-god", tile = tile_name(t, lang)),
        RaAction::EndTurn => tr!(lang, "action-end-turn"),
        RaAction::Bid(v) => tr!(lang, "action-bid", value = v),
        RaAction::Pass => tr!(lang, "action-pass"),
        RaAction::Discard(t) => tr!(lang, "action-discard", tile = tile_name(t, lang)),
    }
}

/// How `action`, about to be applied to `s`, reads in a log line, in `lang`.
pub(crate) fn describe(s: &Ra, action: RaAction, lang: Lang) -> String {
    let Some(seat) = s.phase_seat() else {
        return action_text(action, lang);
    };
    match (s.phase, action) {
        (_, RaAction::Deal(g)) => {
            let set = s.rules().group_set(usize::from(g));
            tr!(
                lang,
                "describe-deal",
                seat = seat,
                group = label(group_letter(g)),
                discs = disc_list(set)
            )
        }
        (_, RaAction::Draw) => tr!(lang, "describe-draw", seat = seat),
        (_, RaAction::Reveal(t)) => tr!(lang, "describe-reveal", tile = tile_name(t, lang)),
        (_, RaAction::InvokeRa) => tr!(lang, "describe-invoke", seat = seat),
        (_, RaAction::UseGod(t)) => {
            tr!(lang, "describe-god", seat = seat, tile = tile_name(t, lang))
        }
        (_, RaAction::EndTurn) => tr!(lang, "describe-end-turn", seat = seat),
        (_, RaAction::Bid(v)) => tr!(lang, "describe-bid", seat = seat, value = v),
        (_, RaAction::Pass) => tr!(lang, "describe-pass", seat = seat),
        (Phase::Discard { disaster, .. }, RaAction::Discard(t)) => tr!(
            lang,
            "describe-discard-to",
            seat = seat,
            tile = tile_name(t, lang),
            disaster = disaster_ref(disaster, lang)
        ),
        (_, RaAction::Discard(t)) => {
            tr!(
                lang,
                "describe-discard",
                seat = seat,
                tile = tile_name(t, lang)
            )
        }
    }
}

/// What happened by itself when `action` took `before` to `after`, one line per event,
/// in `lang`.
pub(crate) fn narrate(before: &Ra, after: &Ra, action: RaAction, lang: Lang) -> Vec<String> {
    tell(before, after, action, lang).0
}

/// [`narrate`], with the seats' tiles as the narration computed them once the automatic
/// steps were done (before an epoch's cleanup), when an auction, a disaster or an epoch
/// ended: the tests compare them with the engine's.
fn tell(
    before: &Ra,
    after: &Ra,
    action: RaAction,
    lang: Lang,
) -> (Vec<String>, Option<[Counts; MAX_PLAYERS]>) {
    let mut lines = Vec::new();
    // A state read around `from_json` may be anything: narrate only sound transitions.
    if before.check_invariants().is_err() || after.check_invariants().is_err() {
        return (lines, None);
    }
    let mut story = Story {
        before,
        after,
        lang,
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

/// The two states of one transition, the language told in and the lines told so far.
struct Story<'a> {
    before: &'a Ra,
    after: &'a Ra,
    lang: Lang,
    lines: &'a mut Vec<String>,
    /// The seats' tiles once the automatic steps were done (see [`tell`]).
    holdings: Option<[Counts; MAX_PLAYERS]>,
}

/// "seat 0", "seats 0 and 2", "seats 0, 1 and 3".
fn seats(list: &[u8], lang: Lang) -> String {
    match list {
        [one] => tr!(lang, "seats-one", seat = *one),
        [rest @ .., last] => {
            let names: Vec<String> = rest.iter().map(u8::to_string).collect();
            tr!(lang, "seats-many", list = names.join(", "), last = *last)
        }
        [] => tr!(lang, "nobody"),
    }
}

/// Tiles of a lot as "Gold, Pharaoh, War" in slot order.
fn lot_text(track: &[Option<Tile>; AUCTION_SLOTS], lang: Lang) -> Option<String> {
    let names: Vec<String> = track
        .iter()
        .flatten()
        .map(|&t| tile_name(t, lang))
        .collect();
    (!names.is_empty()).then(|| names.join(", "))
}

/// `count` tiles of the category a disaster destroys, as the rulebook names it; `more`
/// when some were discarded already ("1 more Pharaoh").
fn victims(disaster: Tile, count: u8, more: bool, lang: Lang) -> String {
    match (disaster, more) {
        (Tile::War, false) => tr!(lang, "victims-war", n = count),
        (Tile::War, true) => tr!(lang, "victims-war-more", n = count),
        (Tile::Funeral, false) => tr!(lang, "victims-funeral", n = count),
        (Tile::Funeral, true) => tr!(lang, "victims-funeral-more", n = count),
        (Tile::Drought, false) => tr!(lang, "victims-drought", n = count),
        (Tile::Drought, true) => tr!(lang, "victims-drought-more", n = count),
        (_, false) => tr!(lang, "victims-earthquake", n = count),
        (_, true) => tr!(lang, "victims-earthquake-more", n = count),
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
        self.say(tr!(
            self.lang,
            "deal-last",
            seat = last,
            group = label(group_letter(group)),
            discs = disc_list(set)
        ));
        self.epoch_starts();
    }

    /// Who holds the highest disc and starts the epoch now under way.
    fn epoch_starts(&mut self) {
        if let Phase::Turn { player } = self.after.phase {
            let top = discs::highest(self.after.discs[usize::from(player)]);
            self.say(tr!(
                self.lang,
                "epoch-starts",
                seat = player,
                disc = top,
                epoch = self.after.epoch
            ));
        }
    }

    /// A drawn tile: on the Ra track (an auction or the end of the epoch) or on the
    /// auction track (the turn passes).
    fn reveal(&mut self, player: u8, t: Tile) {
        let before = self.before;
        let lang = self.lang;
        if t == Tile::Ra {
            let k = before.ra_tiles_per_epoch();
            if before.ra_count + 1 >= k {
                self.say(tr!(lang, "ra-ends-track", k = k));
                let holdings = before.holdings;
                let why = tr!(lang, "reason-ra-track-full");
                self.epoch_ends(&why, &holdings, before.occupied());
            } else {
                self.say(tr!(
                    lang,
                    "ra-placed",
                    n = before.ra_count + 1,
                    k = k,
                    seat = player
                ));
                self.auction_opens(player, false);
            }
            return;
        }
        if let Some(slot) = before.lowest_empty_slot() {
            self.say(tr!(
                lang,
                "tile-placed",
                tile = tile_name(t, lang),
                slot = slot + 1,
                filled = before.occupied() + 1,
                slots = AUCTION_SLOTS
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
        let lang = self.lang;
        let rule = if !invoked {
            tr!(lang, "rule-drawn")
        } else if before.track_full() {
            tr!(lang, "rule-full")
        } else {
            tr!(lang, "rule-invoked")
        };
        let line = match lot_text(&before.track, lang) {
            Some(lot) => tr!(
                lang,
                "auction-begins",
                lot = lot,
                centre = before.centre,
                rule = rule
            ),
            None => tr!(
                lang,
                "auction-begins-empty",
                centre = before.centre,
                rule = rule
            ),
        };
        self.say(line);
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
            let line = if up == 0 {
                tr!(self.lang, "auto-pass-none", seat = q)
            } else {
                tr!(self.lang, "auto-pass-above", seat = q, high = high)
            };
            self.say(line);
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
                self.say(tr!(
                    self.lang,
                    "nobody-bids-full",
                    n = self.before.occupied()
                ));
            } else {
                self.say(tr!(self.lang, "nobody-bids"));
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
        let lang = self.lang;
        let line = match lot_text(&before.track, lang) {
            Some(lot) => tr!(
                lang,
                "auction-won",
                seat = winner,
                high = high,
                lot = lot,
                centre = before.centre
            ),
            None => tr!(
                lang,
                "auction-won-empty",
                seat = winner,
                high = high,
                centre = before.centre
            ),
        };
        self.say(line);
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
        let lang = self.lang;
        let held = scratch.holdings[usize::from(p)];
        let choice = scratch.discard_automatically(p, disaster, owed);
        let lost = lost_tiles(&held, &scratch.holdings[usize::from(p)]);
        let nothing = lost.iter().all(|&c| c == 0);
        let with = disaster_ref(disaster, lang);
        if let Some(remaining) = choice {
            if !nothing {
                self.say(tr!(
                    lang,
                    "disaster-costs",
                    disaster = with.as_str(),
                    seat = p,
                    lost = describe_counts_in(&lost, lang)
                ));
            }
            self.say(tr!(
                lang,
                "must-choose",
                seat = p,
                victims = victims(disaster, remaining, false, lang),
                disaster = with
            ));
            return false;
        }
        let line = if nothing {
            tr!(
                lang,
                "disaster-costs-nothing",
                disaster = with,
                seat = p,
                none = victims(disaster, 0, false, lang)
            )
        } else {
            tr!(
                lang,
                "disaster-costs",
                disaster = with,
                seat = p,
                lost = describe_counts_in(&lost, lang)
            )
        };
        self.say(line);
        true
    }

    /// After an auction: the epoch ends if every disc is face down, else the seat left
    /// of the Ra player plays (seats without a face-up disc skipped). `holdings` are the
    /// seats' tiles at that moment.
    fn after_auction(&mut self, ra_player: u8, holdings: &[Counts; MAX_PLAYERS]) {
        self.holdings = Some(*holdings);
        if self.epoch_ended() {
            let why = tr!(self.lang, "reason-discs-down");
            self.epoch_ends(&why, holdings, 0);
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
            tr!(self.lang, "why-no-god")
        } else {
            tr!(self.lang, "why-no-tile")
        };
        self.say(tr!(self.lang, "turn-ends", seat = player, why = why));
        self.next_turn(player + 1);
    }

    /// A chosen discard: the rest of that disaster and the lot's other disasters.
    fn discard(&mut self, player: u8, disaster: Tile, remaining: u8, from_god: bool, t: Tile) {
        let lang = self.lang;
        let mut scratch = self.before.clone();
        let p = usize::from(player);
        scratch.holdings[p][t.index()] = scratch.holdings[p][t.index()].saturating_sub(1);
        let held = scratch.holdings[p];
        let choice = scratch.discard_automatically(player, disaster, remaining.saturating_sub(1));
        let lost = lost_tiles(&held, &scratch.holdings[p]);
        if lost.iter().any(|&c| c > 0) {
            self.say(tr!(
                lang,
                "disaster-also-costs",
                disaster = disaster_ref(disaster, lang),
                seat = player,
                lost = describe_counts_in(&lost, lang)
            ));
        }
        if let Some(more) = choice {
            self.say(tr!(
                lang,
                "must-choose",
                seat = player,
                victims = victims(disaster, more, true, lang),
                disaster = disaster_ref(disaster, lang)
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
            self.say(tr!(
                self.lang,
                "skipped",
                seats = seats(&skipped, self.lang),
                n = skipped.len(),
                seat = player
            ));
        }
    }

    /// The end of an epoch: tracks cleared, each seat's scoring, then the next epoch or
    /// the end of the game. `why` is the reason, already in the story's language;
    /// `holdings` are the tiles scored; `track_tiles` the tiles still on the auction
    /// track.
    fn epoch_ends(&mut self, why: &str, holdings: &[Counts; MAX_PLAYERS], track_tiles: usize) {
        let (before, after, lang) = (self.before, self.after, self.lang);
        self.holdings = Some(*holdings);
        let epoch = before.epoch;
        self.say(match track_tiles {
            0 => tr!(lang, "epoch-ends", epoch = epoch, why = why),
            k => tr!(lang, "epoch-ends-cleared", epoch = epoch, why = why, n = k),
        });
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
                lang,
            );
            self.say(line);
        }
        if after.phase == Phase::Over {
            self.game_over();
            return;
        }
        self.say(tr!(lang, "discs-turned"));
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
        let who = seats(&winners, self.lang);
        let line = if tied > 1 {
            tr!(
                self.lang,
                "game-over-tie",
                seats = who,
                points = best,
                disc = discs::highest(self.after.discs[usize::from(w)])
            )
        } else {
            tr!(self.lang, "game-over", seats = who, points = best)
        };
        self.say(line);
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

/// The rulebook's text for a tile kind or a term, for `Game::explain_in`: the topic
/// named in English or Portuguese, the text in `lang`.
pub(crate) fn explain(topic: &str, lang: Lang) -> Option<String> {
    let wanted = topic.trim().to_lowercase();
    if let Some(text) = crate::tiles::TERMS
        .iter()
        .find(|(names, _)| names.iter().any(|n| *n == wanted))
        .map(|(_, text)| crate::tiles::term_text(text, lang))
    {
        return Some(text);
    }
    let info = Tile::from_name(&wanted)?.info();
    let text = tr!(
        lang,
        "explain-tile",
        name = tile_name(info.tile, lang),
        rulebook = label(info.rulebook),
        count = info.count,
        text = crate::tiles::rulebook_text(info.tile, lang)
    );
    Some(match info.category {
        Category::Ra | Category::Disaster => text,
        _ if info.kept => format!("{text} {}", tr!(lang, "scarab-kept")),
        _ => format!("{text} {}", tr!(lang, "scarab-not-kept")),
    })
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
                    let (lines, holdings) = tell(&before, &g, action, Lang::En);
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
