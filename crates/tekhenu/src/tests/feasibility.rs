//! The fast feasibility masks (`feasible.rs`) against the plain rule (`Board::act_ok`,
//! through `god_ok`), over every decision of random games in every configuration.

use nile_core::rng::{below, seeded};
use nile_core::{Game, GameConfig, Turn};

use crate::pieces::{God, GOLD};
use crate::state::{Origin, Tekhenu};
use crate::{Difficulty, TekhenuConfig};

/// The values 1..6 (bit v) at which the plain rule lets seat `p` start god `g`.
fn plain_values(g: &Tekhenu, p: u8, god: God, origin: Origin) -> u8 {
    (1..=6u8)
        .filter(|&v| g.board().god_ok(p, god, v, origin))
        .fold(0, |m, v| m | 1 << v)
}

/// Every seat, origin and god at one state: the masks equal the rule, and with `k`
/// units already spent (a die move paid with Gold under T10) they equal the rule on
/// the state with `k` Gold fewer.
fn check_state(g: &Tekhenu, step: usize) {
    let origins = [
        Origin::Main,
        Origin::Extra,
        Origin::Pillar,
        Origin::Happy21,
        Origin::D23,
    ];
    for p in 0..g.board().np {
        for origin in origins {
            for spent in 0..=2u8 {
                let mut probe = g.clone();
                if spent > 0 {
                    let pl = &mut probe.board_mut().players[p as usize];
                    if g.board().is_bot(p) || pl.res[GOLD as usize] < spent {
                        continue;
                    }
                    pl.res[GOLD as usize] -= spent;
                }
                let masks = g.board().god_masks_after(p, origin, spent as u16);
                for god in God::ALL {
                    let plain = plain_values(&probe, p, god, origin);
                    assert_eq!(
                        masks[god.index()],
                        plain,
                        "step {step}: seat {p}, god {god}, {origin:?}, {spent} spent"
                    );
                    assert_eq!(
                        g.board()
                            .god_values_after(p, god.id(), origin, spent as u16),
                        plain
                    );
                }
            }
        }
    }
}

#[test]
fn feasibility_masks_agree_with_the_rule() {
    let mut configs: Vec<TekhenuConfig> = (1..=4).map(TekhenuConfig::for_players).collect();
    let mut hard = TekhenuConfig::for_players(1);
    hard.difficulty = Difficulty::Hard;
    configs.push(hard);
    let mut rng = seeded(15);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for config in &configs {
        for _ in 0..nile_core::harness::cases(6) {
            let mut g = Tekhenu::new(config).unwrap();
            let mut step = 0;
            while let Some(a) = match g.turn() {
                Turn::Over => None,
                Turn::Chance => g.sample_chance(&mut rng, &mut chance),
                Turn::Player(_) => {
                    check_state(&g, step);
                    g.legal_actions(&mut legal);
                    Some(legal[below(&mut rng, legal.len() as u64) as usize])
                }
            } {
                g.apply(a).unwrap();
                step += 1;
            }
        }
    }
}
