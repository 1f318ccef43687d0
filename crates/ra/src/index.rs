//! The fixed action index (`docs/ra.md`, "Action index"): arithmetic on the tables,
//! never a lookup table, depending on the configuration only through the seat count (the
//! highest sun disc and the number of disc groups).

use crate::action::RaAction;
use crate::discs::PlayerCountRules;
use crate::state::RaConfig;
use crate::tiles::{Tile, KINDS};

/// The first kind a God may take (Ra and God come before it): Gold.
const GOD_FIRST: usize = Tile::Gold.index();
/// Kinds a God may take: Gold to Earthquake (a God never takes a God, and Ra tiles never
/// reach the auction track).
const GOD_TARGETS: usize = KINDS - GOD_FIRST;
/// The first kind a player may be asked to discard: Agriculture (War takes
/// civilisations, Earthquake monuments; Funeral and Drought never leave a choice).
const DISCARD_FIRST: usize = Tile::Agriculture.index();
/// Kinds a player may be asked to discard: the five civilisations and eight monuments.
const DISCARD_KINDS: usize = Tile::Temple.index() + 1 - DISCARD_FIRST;

/// Where each block of the index starts: the four single actions, then God takes,
/// discards and draws (the same for every seat count), then bids and deals.
const GOD_START: usize = 4;
const DISCARD_START: usize = GOD_START + GOD_TARGETS;
const REVEAL_START: usize = DISCARD_START + DISCARD_KINDS;
const BID_START: usize = REVEAL_START + KINDS;

/// The setup row for a configuration; `None` for a seat count Rá does not support.
fn rules_for(config: &RaConfig) -> Option<&'static PlayerCountRules> {
    PlayerCountRules::for_players(config.players)
}

/// Discs in play for the configuration (`bid sun 1` to `bid sun D`).
pub(crate) fn highest_disc(config: &RaConfig) -> usize {
    rules_for(config).map_or(0, |r| usize::from(r.highest_disc))
}

/// Where the `deal group` block starts.
fn deal_start(config: &RaConfig) -> usize {
    BID_START + highest_disc(config)
}

/// The size of the index: 61 + the highest disc + the seat count.
pub(crate) fn num_distinct_actions(config: &RaConfig) -> usize {
    if rules_for(config).is_none() {
        return 0;
    }
    deal_start(config) + config.players
}

/// The kind's place in `first..first + len`, if it is there.
pub(crate) fn kind_offset(t: Tile, first: usize, len: usize) -> Option<usize> {
    t.index().checked_sub(first).filter(|&i| i < len)
}

/// The action's index, or `None` for a value no game of this configuration can hold.
pub(crate) fn action_to_index(config: &RaConfig, action: RaAction) -> Option<usize> {
    rules_for(config)?;
    match action {
        RaAction::Pass => Some(0),
        RaAction::Draw => Some(1),
        RaAction::InvokeRa => Some(2),
        RaAction::EndTurn => Some(3),
        RaAction::UseGod(t) => kind_offset(t, GOD_FIRST, GOD_TARGETS).map(|i| GOD_START + i),
        RaAction::Discard(t) => {
            kind_offset(t, DISCARD_FIRST, DISCARD_KINDS).map(|i| DISCARD_START + i)
        }
        RaAction::Reveal(t) => Some(REVEAL_START + t.index()),
        RaAction::Bid(v) => {
            let v = usize::from(v);
            (1..=highest_disc(config))
                .contains(&v)
                .then(|| BID_START + v - 1)
        }
        RaAction::Deal(g) => {
            let g = usize::from(g);
            (g < config.players).then(|| deal_start(config) + g)
        }
    }
}

/// The action at `index`; `None` past [`num_distinct_actions`].
pub(crate) fn action_from_index(config: &RaConfig, index: usize) -> Option<RaAction> {
    let deals = deal_start(config);
    let tile = |k: usize| Tile::from_index(k);
    match index {
        _ if index >= num_distinct_actions(config) => None,
        0 => Some(RaAction::Pass),
        1 => Some(RaAction::Draw),
        2 => Some(RaAction::InvokeRa),
        3 => Some(RaAction::EndTurn),
        i if i < DISCARD_START => tile(GOD_FIRST + i - GOD_START).map(RaAction::UseGod),
        i if i < REVEAL_START => tile(DISCARD_FIRST + i - DISCARD_START).map(RaAction::Discard),
        i if i < BID_START => tile(i - REVEAL_START).map(RaAction::Reveal),
        i if i < deals => u8::try_from(i - BID_START + 1).ok().map(RaAction::Bid),
        i => u8::try_from(i - deals).ok().map(RaAction::Deal),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nile_core::GameConfig;

    #[test]
    fn blocks_have_the_documented_sizes() {
        assert_eq!(GOD_TARGETS, 21);
        assert_eq!(DISCARD_KINDS, 13);
        assert_eq!(BID_START, 61);
        let sizes: Vec<usize> = (2..=5)
            .map(|n| num_distinct_actions(&RaConfig::for_players(n)))
            .collect();
        assert_eq!(sizes, vec![72, 77, 78, 82]);
    }

    #[test]
    fn the_index_is_a_bijection_for_every_seat_count() {
        for n in 2..=5 {
            let config = RaConfig::for_players(n);
            for i in 0..num_distinct_actions(&config) {
                let a = action_from_index(&config, i).unwrap();
                assert_eq!(action_to_index(&config, a), Some(i), "{a}");
            }
            assert_eq!(
                action_from_index(&config, num_distinct_actions(&config)),
                None
            );
        }
    }

    #[test]
    fn values_no_game_holds_have_no_index() {
        let two = RaConfig::for_players(2);
        for a in [
            RaAction::Bid(0),
            RaAction::Bid(10),
            RaAction::Bid(255),
            RaAction::Deal(2),
            RaAction::UseGod(Tile::God),
            RaAction::UseGod(Tile::Ra),
            RaAction::Discard(Tile::Flood),
            RaAction::Discard(Tile::War),
        ] {
            assert_eq!(action_to_index(&two, a), None, "{a}");
        }
    }
}
