//! Texts for people: how an action reads in a log ([`describe`]). Everything in Rá is
//! public, so every viewer reads the same words.

use crate::action::{group_letter, RaAction};
use crate::discs;
use crate::state::{Phase, Ra};

/// Disc values of a set as "13 6 2", highest first.
pub(crate) fn disc_list(set: discs::DiscSet) -> String {
    let mut v: Vec<String> = discs::values(set).map(|d| d.to_string()).collect();
    v.reverse();
    v.join(" ")
}

/// How `action`, about to be applied to `s`, reads in a log line.
pub(crate) fn describe(s: &Ra, action: RaAction) -> String {
    let seat = match s.phase {
        Phase::Turn { player }
        | Phase::Draw { player }
        | Phase::Bid { player }
        | Phase::Gods { player }
        | Phase::Discard { player, .. } => player,
        Phase::Deal { seat } => seat,
        Phase::Over => return action.to_string(),
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
