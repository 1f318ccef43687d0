//! One test per rule family: card tables, powers, variants.

use super::*;
use crate::action::Power;
use crate::cards::*;
use crate::data::*;

#[test]
fn placeholder_families_compile() {
    let g = start(2);
    let _ = (Power::ALL, TERRITORIES.len(), TRACK_MAX, g.round);
}
