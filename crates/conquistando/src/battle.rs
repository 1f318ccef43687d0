//! The battle for an unconquered terrain ("As batalhas têm regras específicas").

use serde::{Deserialize, Serialize};

use crate::config::LossBasis;
use crate::data::{BASE_LOSS_PCT, DOCTOR_LOSS_PCT, PRIEST_BONUS_PCT};

/// Everything a battle decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Battle {
    /// Real soldiers sent.
    pub soldiers: u8,
    /// Soldiers the priests add: 5 % per priest, rounded down.
    pub bonus: u32,
    /// Defenders on the defence card.
    pub defenders: u8,
    /// The attacker wins (strength greater than the defenders).
    pub victory: bool,
    /// The loss percentage after doctors and achievements (victory only).
    pub loss_pct: u32,
    /// Soldiers lost: all of them on a defeat.
    pub losses: u8,
    /// Soldiers who move into the conquered terrain.
    pub survivors: u8,
}

impl Battle {
    /// The attack strength: soldiers plus the priests' soldiers.
    pub fn strength(&self) -> u32 {
        u32::from(self.soldiers) + self.bonus
    }
}

/// Resolves an attack of `soldiers` with `priests` and `doctors` on the origin terrain
/// (docs/conquistando.md GAP-25) against `defenders`, with `reduction` percentage points of achievement loss
/// reduction.
///
/// - "Cada sacerdote ... aumenta em 5% o número de soldados de ataque, sempre
///   arredondando esse número para baixo": 10 soldiers and 2 priests make 11.
/// - "Se o número de soldados de ataque for maior que os soldados no terreno invadido o
///   jogador ganha" (GAP-7: a tie is a defeat; GAP-8: the priests' soldiers count).
/// - The winner "perde 75% dos soldados que o terreno invadido possuía, sempre
///   arredondando esse número para baixo", 5 points less per doctor (GAP-6: of the
///   defenders by default, of the soldiers sent with `LossBasis::Attackers`; GAP-22:
///   never below 0 % nor above the soldiers sent).
/// - The loser "perde todos aqueles soldados utilizados na invasão".
pub fn resolve(
    soldiers: u8,
    priests: u8,
    doctors: u8,
    defenders: u8,
    reduction: u32,
    basis: LossBasis,
) -> Battle {
    let bonus = u32::from(soldiers) * PRIEST_BONUS_PCT * u32::from(priests) / 100;
    let victory = u32::from(soldiers) + bonus > u32::from(defenders);
    if !victory {
        return Battle {
            soldiers,
            bonus,
            defenders,
            victory,
            loss_pct: 100,
            losses: soldiers,
            survivors: 0,
        };
    }
    let loss_pct = BASE_LOSS_PCT
        .saturating_sub(DOCTOR_LOSS_PCT * u32::from(doctors))
        .saturating_sub(reduction);
    let base = match basis {
        LossBasis::Defenders => defenders,
        // "O número de soldados a ser considerados no cálculo de perda ... não inclui os
        // soldados extras gerados pelos sacerdotes".
        LossBasis::Attackers => soldiers,
    };
    let losses = (u32::from(base) * loss_pct / 100).min(u32::from(soldiers)) as u8;
    Battle {
        soldiers,
        bonus,
        defenders,
        victory,
        loss_pct,
        losses,
        survivors: soldiers - losses,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rulebook_priest_example_makes_eleven() {
        let b = resolve(10, 2, 0, 10, 0, LossBasis::Defenders);
        assert_eq!(b.strength(), 11);
        assert!(b.victory);
        assert_eq!((b.losses, b.survivors), (7, 3));
    }

    #[test]
    fn doctors_take_five_points_each() {
        let b = resolve(6, 0, 2, 5, 0, LossBasis::Defenders);
        assert_eq!((b.loss_pct, b.losses, b.survivors), (65, 3, 3));
        let b = resolve(10, 0, 16, 9, 0, LossBasis::Defenders);
        assert_eq!((b.loss_pct, b.losses), (0, 0));
    }

    #[test]
    fn losses_never_exceed_the_soldiers_sent() {
        let b = resolve(4, 20, 0, 7, 0, LossBasis::Defenders);
        assert!(b.victory);
        assert_eq!((b.losses, b.survivors), (4, 0));
    }

    #[test]
    fn the_attackers_basis_counts_only_real_soldiers() {
        let b = resolve(10, 2, 0, 10, 0, LossBasis::Attackers);
        assert_eq!((b.losses, b.survivors), (7, 3));
        let b = resolve(8, 0, 1, 3, 10, LossBasis::Attackers);
        assert_eq!((b.loss_pct, b.losses), (60, 4));
    }
}
