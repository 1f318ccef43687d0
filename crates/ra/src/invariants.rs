//! The game's invariants (`docs/ra.md`, "Invariants"): conservation of tiles and discs, bounds, and a
//! phase consistent with the rest of the state. A deserialized state that breaks any of
//! them is refused by `Game::from_json`, so no later call can panic on it.

use crate::data::TILES;
use crate::discs::{self, PlayerCountRules};
use crate::scoring::EPOCHS;
use crate::state::{Auction, Phase, Ra, MAX_PLAYERS, STARTING_SCORE};
use crate::tiles::{Category, Tile, KINDS};

/// Scores cannot exceed this (a generous bound: 276 points of tokens exist, GAP-13).
const MAX_SCORE: u16 = 2_000;

macro_rules! ensure {
    ($cond:expr, $($msg:tt)*) => {
        if !$cond {
            return Err(format!($($msg)*));
        }
    };
}

/// Checks every invariant; `Err` names the first one broken.
pub fn check(s: &Ra) -> Result<(), String> {
    let n = s.config.players;
    let rules = PlayerCountRules::for_players(n)
        .ok_or_else(|| format!("{n} players: Ra is played by 2 to 5"))?;
    ensure!(
        (1..=EPOCHS).contains(&s.epoch),
        "epoch {} is not 1..=3",
        s.epoch
    );
    check_tiles(s, n, rules)?;
    check_discs(s, n, rules)?;
    for p in 0..MAX_PLAYERS {
        ensure!(
            s.scores[p] <= MAX_SCORE,
            "seat {p}'s score {} is out of range",
            s.scores[p]
        );
        if p >= n {
            ensure!(s.scores[p] == 0, "unused seat {p} has a score");
        }
    }
    check_phase(s, n)
}

fn check_tiles(s: &Ra, n: usize, rules: &PlayerCountRules) -> Result<(), String> {
    let bag_total: u32 = s.bag.iter().map(|&c| u32::from(c)).sum();
    ensure!(
        bag_total == u32::from(s.bag_total),
        "the bag holds {bag_total}, not {}",
        s.bag_total
    );
    ensure!(
        s.ra_count < rules.ra_tiles_per_epoch(),
        "{} Ra tiles on the track reach the end of the epoch",
        s.ra_count
    );
    for k in 0..KINDS {
        let info = &TILES[k];
        let on_track = s
            .track
            .iter()
            .filter(|t| t.map(Tile::index) == Some(k))
            .count();
        let pending = s
            .pending
            .iter()
            .filter(|t| t.map(Tile::index) == Some(k))
            .count();
        let held: u32 = s.holdings.iter().map(|h| u32::from(h[k])).sum();
        let ra = if info.tile == Tile::Ra {
            u32::from(s.ra_count)
        } else {
            0
        };
        let total = u32::from(s.bag[k])
            + on_track as u32
            + pending as u32
            + held
            + u32::from(s.discard[k])
            + ra;
        ensure!(
            total == u32::from(info.count),
            "{} {} tiles exist, not {}",
            total,
            info.name,
            info.count
        );
        if !info.tile.is_collectable() {
            ensure!(held == 0, "a player holds a {} tile", info.name);
        }
        if info.category == Category::Ra {
            ensure!(on_track == 0, "a Ra tile is on the auction track");
        }
        if info.category != Category::Disaster {
            ensure!(pending == 0, "a {} is pending as a disaster", info.name);
        }
    }
    // Ra tiles leave the game only when an epoch ends, at most one track's worth each.
    let past_epochs = u32::from(s.epoch - 1) + u32::from(s.phase == Phase::Over);
    ensure!(
        u32::from(s.discard[Tile::Ra.index()])
            <= past_epochs * u32::from(rules.ra_tiles_per_epoch()),
        "{} Ra tiles were discarded in {past_epochs} finished epochs",
        s.discard[Tile::Ra.index()]
    );
    for (p, h) in s.holdings.iter().enumerate().skip(n) {
        ensure!(h.iter().all(|&c| c == 0), "unused seat {p} holds tiles");
    }
    // Pending disasters are packed at the front.
    if let Some(gap) = s.pending.iter().position(Option::is_none) {
        ensure!(
            s.pending[gap..].iter().all(Option::is_none),
            "pending disasters have a gap"
        );
    }
    Ok(())
}

fn check_discs(s: &Ra, n: usize, rules: &PlayerCountRules) -> Result<(), String> {
    let all = rules.all_discs();
    ensure!(
        s.centre < 32 && all & discs::bit(s.centre) != 0,
        "the centre disc {} is not in play",
        s.centre
    );
    let dealt = match s.phase {
        Phase::Deal { seat } => usize::from(seat),
        _ => n,
    };
    let mut seen = discs::bit(s.centre);
    for p in 0..MAX_PLAYERS {
        let d = s.discs[p];
        ensure!(
            s.face_down[p] & !d == 0,
            "seat {p} has a face-down disc it does not own"
        );
        if p >= dealt {
            ensure!(d == 0, "seat {p} owns discs before being dealt");
            continue;
        }
        ensure!(d & !all == 0, "seat {p} owns a disc not in play");
        ensure!(d & seen == 0, "a disc of seat {p} is also elsewhere");
        ensure!(
            d.count_ones() == rules.discs_per_player(),
            "seat {p} owns {} discs, not {}",
            d.count_ones(),
            rules.discs_per_player()
        );
        seen |= d;
    }
    ensure!(
        s.top_face_up == s.face_up_tops(),
        "the cached top face-up discs {:#x} do not match the discs",
        s.top_face_up
    );
    if dealt == n {
        ensure!(seen == all, "some disc is missing");
    } else {
        // Undealt groups hold the rest.
        let undealt = (0..n as u8)
            .filter(|&g| {
                s.discs
                    .iter()
                    .all(|&d| d & rules.group_set(usize::from(g)) == 0)
            })
            .fold(0, |acc, g| acc | rules.group_set(usize::from(g)));
        ensure!(
            seen | undealt == all && seen & undealt == 0,
            "discs are not conserved in the deal"
        );
        ensure!(
            s.centre == discs::STARTING_CENTRE_DISC,
            "the deal has a moved centre disc"
        );
    }
    Ok(())
}

fn check_phase(s: &Ra, n: usize) -> Result<(), String> {
    let seat_ok = |p: u8| usize::from(p) < n;
    let pending_empty = s.pending[0].is_none();
    let needs_auction = matches!(
        s.phase,
        Phase::Bid { .. }
            | Phase::Discard {
                from_god: false,
                ..
            }
    );
    ensure!(
        s.auction.is_some() == needs_auction,
        "an auction record in phase {:?}",
        s.phase
    );
    if let Some(a) = s.auction {
        check_auction(s, n, &a)?;
    }
    match s.phase {
        Phase::Deal { seat } => {
            ensure!(
                usize::from(seat) + 1 < n,
                "seat {seat} cannot be dealt by chance"
            );
            ensure!(
                s.bag_total == crate::data::TOTAL_TILES,
                "tiles were drawn before the deal"
            );
            ensure!(s.epoch == 1, "the deal happens in epoch 1");
            ensure!(
                s.face_down.iter().all(|&d| d == 0),
                "a disc is face down during the deal"
            );
            ensure!(
                s.scores[..n].iter().all(|&v| v == STARTING_SCORE),
                "a score changed before the game began"
            );
        }
        Phase::Turn { player } | Phase::Draw { player } => {
            ensure!(seat_ok(player), "seat {player} does not exist");
            ensure!(
                s.face_up(usize::from(player)) != 0,
                "seat {player} acts with no face-up disc"
            );
            ensure!(pending_empty, "disasters pending outside an auction");
            if matches!(s.phase, Phase::Draw { .. }) {
                ensure!(s.bag_total > 0, "a draw from an empty bag");
                ensure!(
                    s.occupied() < crate::state::AUCTION_SLOTS,
                    "a draw onto a full track"
                );
            }
        }
        Phase::Gods { player } => {
            ensure!(seat_ok(player), "seat {player} does not exist");
            ensure!(
                s.face_up(usize::from(player)) != 0,
                "seat {player} spends Gods in a turn it could not take"
            );
            ensure!(
                s.held(usize::from(player), Tile::God) > 0,
                "seat {player} has no God to spend"
            );
            ensure!(s.track_has_non_god(), "no tile for a God to take");
            ensure!(pending_empty, "disasters pending outside an auction");
        }
        Phase::Bid { player } => {
            ensure!(seat_ok(player), "seat {player} does not exist");
            let Some(a) = s.auction else {
                return Err("bidding without an auction".into());
            };
            ensure!(usize::from(a.next) < n, "the bidding order overran");
            ensure!(
                a.bidder(a.next, n as u8) == player,
                "seat {player} bids out of order"
            );
            ensure!(
                a.track_full == s.track_full(),
                "the auction's full-track flag does not match the track"
            );
            ensure!(
                s.legal_bids(player, &a) != 0,
                "seat {player} bids with no legal bid"
            );
            if a.high > 0 {
                ensure!(
                    s.face_up(usize::from(a.high_bidder)) & discs::bit(a.high) != 0,
                    "the high bid is not a face-up disc of its bidder"
                );
            }
            ensure!(pending_empty, "disasters pending during bidding");
        }
        Phase::Discard {
            player,
            disaster,
            remaining,
            from_god,
        } => {
            ensure!(seat_ok(player), "seat {player} does not exist");
            ensure!(disaster.is_disaster(), "{disaster} is not a disaster");
            ensure!(
                (1..=2).contains(&remaining),
                "{remaining} tiles owed to a disaster"
            );
            let h = s.holdings(usize::from(player));
            let kinds = crate::disaster::eligible_kinds(disaster, h[Tile::Flood.index()]);
            let held: Vec<u8> = kinds
                .iter()
                .map(|k| h[k.index()])
                .filter(|&c| c > 0)
                .collect();
            let total: u32 = held.iter().map(|&c| u32::from(c)).sum();
            ensure!(
                held.len() > 1 && total > u32::from(remaining),
                "a discard decision with no real choice"
            );
            if from_god {
                ensure!(pending_empty, "disasters pending after a God's take");
                ensure!(
                    s.face_up(usize::from(player)) != 0,
                    "seat {player} took a disaster with a God in a turn it could not take"
                );
            } else if let Some(a) = s.auction {
                // The lot was won: its winner resolves it, his disc is in the centre.
                ensure!(
                    a.high > 0 && a.high_bidder == player && s.centre == a.high,
                    "seat {player} resolves a disaster of a lot it did not win"
                );
                ensure!(
                    s.occupied() == 0,
                    "the auction track holds tiles after its lot was taken"
                );
            }
        }
        Phase::Over => {
            ensure!(s.epoch == EPOCHS, "the game ended in epoch {}", s.epoch);
            ensure!(s.ra_count == 0, "Ra tiles left on the track at the end");
            ensure!(
                s.occupied() == 0 && pending_empty,
                "tiles left on the auction track at the end"
            );
        }
    }
    Ok(())
}

/// The auction record on its own: seats that exist, a high bid by a seat that has bid
/// already (the bidding order runs from the Ra player's left), and a drawn Ra that is on
/// the Ra track.
fn check_auction(s: &Ra, n: usize, a: &Auction) -> Result<(), String> {
    ensure!(
        usize::from(a.ra_player) < n,
        "the Ra player {} is no seat",
        a.ra_player
    );
    ensure!(usize::from(a.next) <= n, "the bidding order overran");
    ensure!(
        a.high == 0 || (a.high < 32 && s.rules().all_discs() & discs::bit(a.high) != 0),
        "the high bid {} is no disc in play",
        a.high
    );
    ensure!(
        a.invoked || s.ra_count > 0,
        "an auction for a drawn Ra with no Ra on the Ra track"
    );
    if a.high == 0 {
        ensure!(a.high_bidder == 0, "a high bidder without a bid");
        return Ok(());
    }
    ensure!(usize::from(a.high_bidder) < n, "the high bidder is no seat");
    // Position of the high bidder in the bidding order.
    let position = (usize::from(a.high_bidder) + 2 * n - usize::from(a.ra_player) - 1) % n;
    ensure!(
        position < usize::from(a.next),
        "seat {} holds the high bid before its turn to bid",
        a.high_bidder
    );
    Ok(())
}
