//! Senet: the thirty squares (each move acts on the pawn's square) and the sticks (each
//! throw).

use nile_core::lang::Lang;
use nile_core::{BoardTargets, Target};
use serde_json::Value;

use crate::action::SenetAction;
use crate::state::Senet;

impl BoardTargets for Senet {
    const VIEW: &'static str = include_str!("../web/view.js");

    fn target(
        _observation: &Value,
        action: SenetAction,
        _actor: Option<usize>,
        _lang: Lang,
    ) -> Option<Target> {
        Some(match action {
            SenetAction::Throw(_) => Target::at("sticks"),
            SenetAction::Move(s) | SenetAction::Back(s) => Target::at(format!("square:{s}")),
        })
    }
}
