//! 10 Pragas do Egito: the central slots, the Favour cards, the hebrew tokens, the open
//! territories, each seat's City, Field and discard area; the rest are labelled controls.
//! Keys are the same in every language; menu entries, control labels and the view's words
//! come from the catalog in the reader's language.

use crate::texts::{tr, TEXTS};
use crate::{Action, Area, Pay, PharaohUse, Power, Pragas, Tile, TrackChoice};
use nile_core::lang::Lang;
use nile_core::message;
use serde_json::Value;

use nile_core::board::{saved_name, view_words, BoardTargets, Target, ViewWord};

/// "with your 4" or "with your 4 as a 5 (Abydos)".
fn die_choice(die: u8, shift: i8, lang: Lang) -> String {
    if shift == 0 {
        tr!(lang, "target-with-die", die = die)
    } else {
        tr!(
            lang,
            "target-with-die-as",
            die = die,
            shown = i16::from(die) + i16::from(shift)
        )
    }
}

fn area(a: Area) -> &'static str {
    match a {
        Area::City => "city",
        Area::Field => "field",
    }
}

fn paying(pay: Pay, lang: Lang) -> String {
    match pay {
        Pay::Coin => tr!(lang, "target-paying-coin"),
        Pay::Favour => tr!(lang, "target-paying-favour"),
    }
}

fn commerce_card(card: u8, lang: Lang) -> String {
    match card {
        0 => tr!(lang, "target-commerce-development"),
        1 => tr!(lang, "target-commerce-tile"),
        2 => tr!(lang, "target-commerce-tribute"),
        3 => tr!(lang, "target-commerce-penalty"),
        _ => tr!(lang, "target-commerce-other"),
    }
}

/// The view's words: its key, the message and the placeholders the view fills in
/// (passed through as `{name}` so the script receives them).
const VIEW_WORDS: &[ViewWord] = &[
    (
        "view:round",
        message!("view-round"),
        &["round", "rounds", "phase"],
    ),
    ("phase:Setup", message!("phase-setup"), &[]),
    ("phase:Dice", message!("view-phase-dice"), &[]),
    ("phase:Boost", message!("view-phase-boost"), &[]),
    ("phase:Territory", message!("view-phase-territory"), &[]),
    ("phase:Tribute", message!("view-phase-tribute"), &[]),
    ("phase:Losses", message!("view-phase-losses"), &[]),
    ("phase:EndOfRound", message!("view-phase-end-of-round"), &[]),
    ("phase:Over", message!("phase-over"), &[]),
    ("view:papyrus", message!("view-papyrus"), &[]),
    (
        "view:papyrus-round",
        message!("view-papyrus-round"),
        &["round", "tribute", "ankh"],
    ),
    ("view:central-board", message!("view-central-board"), &[]),
    (
        "view:central-board-aria",
        message!("view-central-board-aria"),
        &[],
    ),
    ("view:reserve-tiles", message!("view-reserve-tiles"), &["n"]),
    ("view:reserve", message!("view-reserve"), &["n"]),
    (
        "view:plague-and-loss",
        message!("view-plague-and-loss"),
        &[],
    ),
    ("view:no-plague", message!("view-no-plague"), &[]),
    ("view:plague", message!("view-plague"), &[]),
    ("view:loss-card", message!("view-loss-card"), &["n"]),
    ("view:territories", message!("view-territories"), &[]),
    ("view:favour-cards", message!("view-favour-cards"), &[]),
    ("view:favour", message!("view-favour"), &["n"]),
    ("view:hebrews", message!("view-hebrews"), &[]),
    ("view:edfu-examines", message!("view-edfu-examines"), &[]),
    ("view:edfu-aria", message!("view-edfu-aria"), &[]),
    ("view:edfu-hidden", message!("view-edfu-hidden"), &["n"]),
    ("view:buto-examines", message!("view-buto-examines"), &[]),
    ("view:territory", message!("view-territory"), &["n"]),
    ("view:face-down", message!("view-face-down"), &[]),
    ("view:opponent", message!("view-opponent"), &[]),
    ("view:seat", message!("view-seat"), &["seat"]),
    ("view:you", message!("view-you"), &["who"]),
    ("view:no-power", message!("view-no-power"), &[]),
    (
        "view:facts",
        message!("view-facts"),
        &["score", "soldiers", "ankh"],
    ),
    ("view:city", message!("area-city"), &[]),
    ("view:field", message!("area-field"), &[]),
    ("view:city-track", message!("view-city-track"), &[]),
    ("view:field-track", message!("view-field-track"), &[]),
    ("view:nile", message!("view-nile"), &[]),
    ("view:province", message!("view-province"), &[]),
    ("view:nile-coin", message!("view-nile-coin"), &[]),
    ("view:nile-vp", message!("view-nile-vp"), &["vp"]),
    ("view:mark-hebrew", message!("view-mark-hebrew"), &[]),
    ("view:mark-tile", message!("view-mark-tile"), &[]),
    (
        "view:mark-development",
        message!("view-mark-development"),
        &[],
    ),
    (
        "view:mark-two-actions",
        message!("view-mark-two-actions"),
        &[],
    ),
    ("view:mark-ankh", message!("view-mark-ankh"), &[]),
    ("view:beside", message!("view-beside"), &[]),
    ("view:coins", message!("view-coins"), &["n"]),
    ("view:coins-one", message!("view-coins-one"), &["n"]),
    ("view:pharaoh-used", message!("view-pharaoh-used"), &["n"]),
    ("view:discard", message!("view-discard"), &[]),
    ("view:empty", message!("tile-empty"), &[]),
    ("view:dice-cards", message!("view-dice-cards"), &[]),
    ("view:opponent-die", message!("view-opponent-die"), &[]),
    ("view:die-used", message!("view-die-used"), &[]),
    ("view:die-up", message!("view-die-up"), &[]),
    ("view:hebrews-freed", message!("view-hebrews-freed"), &[]),
    (
        "view:territory-cards",
        message!("view-territory-cards"),
        &[],
    ),
    ("view:rotated", message!("view-rotated"), &[]),
    ("view:penalty-cards", message!("view-penalty-cards"), &[]),
    ("view:penalty", message!("view-penalty"), &[]),
    ("view:tribute", message!("view-tribute"), &[]),
    ("view:exempt", message!("view-exempt"), &[]),
    ("view:none", message!("view-none"), &[]),
    (
        "view:tile-short-province",
        message!("view-tile-short-province"),
        &["n"],
    ),
    ("tribute:Due", message!("tribute-due"), &[]),
    ("tribute:Paid", message!("tribute-paid"), &[]),
    ("tribute:Failed", message!("tribute-failed"), &[]),
    ("tribute:Waived", message!("tribute-waived"), &[]),
    ("plague:0", message!("plague-p1"), &[]),
    ("plague:1", message!("plague-p2"), &[]),
    ("plague:2", message!("plague-p3"), &[]),
    ("plague:3", message!("plague-p4"), &[]),
    ("plague:4", message!("plague-p5"), &[]),
    ("plague:5", message!("plague-p6"), &[]),
    ("plague:6", message!("plague-p7"), &[]),
    ("plague:7", message!("plague-p8"), &[]),
    ("plague:8", message!("plague-p9"), &[]),
    ("plague:9", message!("plague-p10"), &[]),
    ("favour-gives:1", message!("favour-gives-development"), &[]),
    ("favour-gives:2", message!("favour-gives-soldiers"), &[]),
    ("favour-gives:3", message!("favour-gives-coin"), &[]),
    ("favour-gives:4", message!("favour-gives-province"), &[]),
    ("favour-gives:5", message!("favour-gives-ankh"), &[]),
    ("favour-gives:6", message!("favour-gives-boat"), &[]),
];

impl BoardTargets for Pragas {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn names(lang: Lang) -> Value {
        let mut names = view_words(&TEXTS, lang, VIEW_WORDS);
        // The observation writes tiles and support tables by their variant names.
        for t in Tile::ALL {
            names.insert(format!("tile:{}", saved_name(t)), t.name_in(lang).into());
        }
        for p in Power::ALL {
            names.insert(format!("power:{}", saved_name(p)), p.name_in(lang).into());
        }
        names.into()
    }

    fn target(_obs: &Value, action: Action, actor: Option<usize>, lang: Lang) -> Option<Target> {
        use Action::*;
        let seat = actor.unwrap_or(0);
        let say = |key: &str, words: String| Target::say(key).labelled(words);
        let say_with = |key: &str, words: String, choice: String| {
            Target::say_with(key, choice).labelled(words)
        };
        Some(match action {
            DealPower(_) | DrawTile(_) | DrawHebrew(_) | RevealPlague(_) | RevealLoss(_)
            | DrawTerritory(_) | RevealAiDie(_) => return None,
            ChoosePower(p) => say_with(
                "Choose a support table",
                tr!(lang, "say-choose-power"),
                p.name_in(lang),
            ),
            TakeTile { die, shift, slot } => Target::with(
                format!("slot:{slot}"),
                tr!(
                    lang,
                    "target-take-it-with",
                    die = die_choice(die, shift, lang)
                ),
            ),
            TakeFavour {
                die,
                shift,
                card,
                sa2,
            } => Target::with(
                format!("favour:{card}"),
                tr!(
                    lang,
                    "target-take-favour",
                    die = die_choice(die, shift, lang),
                    sa2 = u8::from(sa2)
                ),
            ),
            FreeHebrew { die, shift, token } => Target::with(
                format!("hebrew:{token}"),
                tr!(lang, "target-free-it", die = die_choice(die, shift, lang)),
            ),
            Recover { die, shift, slot } => Target::with(
                format!("discard:{seat}:{slot}"),
                tr!(
                    lang,
                    "target-recover-it",
                    die = die_choice(die, shift, lang)
                ),
            ),
            EdfuSearch { die, shift } => say_with(
                "Search the reserve (Edfu)",
                tr!(lang, "say-edfu-search"),
                die_choice(die, shift, lang),
            ),
            Forfeit { die } => say_with(
                "No dice action: flip a die",
                tr!(lang, "say-forfeit"),
                tr!(lang, "target-flip-die", die = die),
            ),
            PickTerritory { index, peek } => Target::with(
                format!("territory:{index}"),
                if peek {
                    tr!(lang, "target-take-it-buto")
                } else {
                    tr!(lang, "target-take-it")
                },
            ),
            PayTribute { favour } => say_with(
                "Pay the tribute",
                tr!(lang, "say-pay-tribute"),
                if favour {
                    tr!(lang, "target-tribute-favour")
                } else {
                    tr!(lang, "target-tribute-pay")
                },
            ),
            FailTribute => say("Cannot pay the tribute", tr!(lang, "say-fail-tribute")),
            Annul(None) => say_with(
                "Annul a loss",
                tr!(lang, "say-annul"),
                tr!(lang, "target-annul-nothing"),
            ),
            Annul(Some(i)) => say_with(
                "Annul a loss",
                tr!(lang, "say-annul"),
                tr!(lang, "target-annul-loss", n = u16::from(i) + 1),
            ),
            UsePharaoh(PharaohUse::IgnorePlague) => say_with(
                "Flip a Pharaoh tile",
                tr!(lang, "say-pharaoh"),
                tr!(lang, "target-pharaoh-ignore"),
            ),
            UsePharaoh(PharaohUse::DiscardPenalty) => say_with(
                "Flip a Pharaoh tile",
                tr!(lang, "say-pharaoh"),
                tr!(lang, "target-pharaoh-penalty"),
            ),
            Special { sa: 3, a, b } => say_with(
                "Special action",
                tr!(lang, "say-special"),
                tr!(lang, "target-special-swap", a = a, b = b),
            ),
            Special { sa: 5, a, .. } => Target::with(
                format!("discard:{seat}:{a}"),
                tr!(lang, "target-special-recover"),
            ),
            Special { sa, .. } => say_with(
                "Special action",
                tr!(lang, "say-special"),
                tr!(lang, "target-special", n = u16::from(sa) + 1),
            ),
            Commerce { card, pay } => say_with(
                "Commerce card",
                tr!(lang, "say-commerce"),
                tr!(
                    lang,
                    "target-commerce",
                    card = commerce_card(card, lang),
                    paying = paying(pay, lang)
                ),
            ),
            EndTurn => say("End the turn", tr!(lang, "say-end-turn")),
            RespondToPlague(true) => say_with(
                "The plague",
                tr!(lang, "say-plague"),
                tr!(lang, "target-plague-ignore"),
            ),
            RespondToPlague(false) => say_with(
                "The plague",
                tr!(lang, "say-plague"),
                tr!(lang, "target-plague-suffer"),
            ),
            SoldierBoost(true) => say_with(
                "Special action 7",
                tr!(lang, "say-soldier-boost"),
                tr!(lang, "target-boost-yes"),
            ),
            SoldierBoost(false) => say_with(
                "Special action 7",
                tr!(lang, "say-soldier-boost"),
                tr!(lang, "target-boost-no"),
            ),
            PlaceTile { area: a, space } => Target::with(
                format!("{}:{seat}:{space}", area(a)),
                tr!(lang, "target-place-tile"),
            ),
            ChooseTrack(t) => say_with(
                "Development",
                tr!(lang, "say-development"),
                match t {
                    TrackChoice::City => tr!(lang, "track-city"),
                    TrackChoice::Field => tr!(lang, "track-field"),
                    TrackChoice::City2 => tr!(lang, "track-city2"),
                    TrackChoice::Field2 => tr!(lang, "track-field2"),
                    TrackChoice::Split => tr!(lang, "track-split"),
                },
            ),
            FavourOne(None) => say_with(
                "Favour card 1",
                tr!(lang, "say-favour-one"),
                tr!(lang, "target-favour-one-free"),
            ),
            FavourOne(Some(pay)) => say_with(
                "Favour card 1",
                tr!(lang, "say-favour-one"),
                tr!(lang, "target-favour-one-double", paying = paying(pay, lang)),
            ),
            ChooseCentralTile(s) => {
                Target::with(format!("slot:{s}"), tr!(lang, "target-take-tile"))
            }
            ChooseHebrew(i) => Target::with(format!("hebrew:{i}"), tr!(lang, "target-take-token")),
            ChooseDiscardSlot(s) => Target::with(
                format!("discard:{seat}:{s}"),
                tr!(lang, "target-discard-slot"),
            ),
            Overflow(0) => say_with(
                "Discard area full",
                tr!(lang, "say-overflow"),
                tr!(lang, "target-overflow-incoming"),
            ),
            Overflow(s) => Target::with(
                format!("discard:{seat}:{s}"),
                tr!(lang, "target-overflow-remove"),
            ),
            EdfuPick(None) => {
                say_with("Edfu", tr!(lang, "say-edfu"), tr!(lang, "target-edfu-none"))
            }
            EdfuPick(Some(i)) => Target::with(format!("edfu:{i}"), tr!(lang, "target-edfu-keep")),
            ButoPick(i) => Target::with(format!("buto:{i}"), tr!(lang, "target-buto-keep")),
            LossOption(i) => say_with(
                "Suffer the loss",
                tr!(lang, "say-loss"),
                tr!(lang, "target-loss-option", n = u16::from(i) + 1),
            ),
            LoseTile { area: a, space } => Target::with(
                format!("{}:{seat}:{space}", area(a)),
                tr!(lang, "target-lose-tile"),
            ),
        })
    }
}
