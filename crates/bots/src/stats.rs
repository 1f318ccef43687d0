//! Small statistics for arena reports: Wilson intervals and Bradley–Terry (Elo) ratings.

/// The normal quantile for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval at 95% for `wins` successes out of `n` trials (fractional
/// wins from split ties are allowed). `(0, 1)` when `n == 0`.
///
/// ```
/// let (lo, hi) = nile_bots::stats::wilson95(90.0, 100);
/// assert!((lo - 0.8256).abs() < 1e-3 && (hi - 0.9448).abs() < 1e-3);
/// ```
pub fn wilson95(wins: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let p = (wins / n).clamp(0.0, 1.0);
    let z2 = Z95 * Z95;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = Z95 / denominator * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    // The interval always contains p; the min/max only absorb rounding at 0 and 1.
    ((centre - half).clamp(0.0, p), (centre + half).clamp(p, 1.0))
}

/// The mean Elo rating the fit is anchored to.
pub const ELO_MEAN: f64 = 1500.0;

/// Elo ratings fitted to pairwise results by the Bradley–Terry model.
///
/// `score[i][j]` is what entry `i` scored against entry `j` over `games[i][j]` meetings
/// (1 per game it finished ahead, ½ per tie). Every pair that met gets one virtual draw
/// added (a weak prior), so a 100% record gives a large finite rating instead of
/// infinity. The fit uses Hunter's MM iterations; ratings are `1500 + 400·log10(γ)`
/// with the geometric mean of `γ` fixed at 1, so the mean rating is exactly 1500.
///
/// ```
/// // A beat B in 3 of 4 games: A is rated above B, the mean is 1500.
/// let r = nile_bots::stats::bradley_terry_elo(&[vec![0.0, 3.0], vec![1.0, 0.0]],
///                                              &[vec![0, 4], vec![4, 0]]);
/// assert!(r[0] > r[1] && ((r[0] + r[1]) / 2.0 - 1500.0).abs() < 1e-9);
/// ```
pub fn bradley_terry_elo(score: &[Vec<f64>], games: &[Vec<usize>]) -> Vec<f64> {
    let n = score.len();
    let met = |i: usize, j: usize| -> f64 {
        let g = games.get(i).and_then(|r| r.get(j)).copied().unwrap_or(0);
        if i != j && g > 0 {
            g as f64 + 1.0
        } else {
            0.0
        }
    };
    let won = |i: usize, j: usize| -> f64 {
        if met(i, j) > 0.0 {
            score.get(i).and_then(|r| r.get(j)).copied().unwrap_or(0.0) + 0.5
        } else {
            0.0
        }
    };
    let mut gamma = vec![1.0f64; n];
    for _ in 0..1000 {
        let mut next = gamma.clone();
        for i in 0..n {
            let wins: f64 = (0..n).map(|j| won(i, j)).sum();
            let denominator: f64 = (0..n)
                .filter(|&j| met(i, j) > 0.0)
                .map(|j| met(i, j) / (gamma[i] + gamma[j]))
                .sum();
            if denominator > 0.0 && wins > 0.0 {
                next[i] = wins / denominator;
            }
        }
        let log_mean = next.iter().map(|g| g.ln()).sum::<f64>() / n.max(1) as f64;
        for g in &mut next {
            *g /= log_mean.exp();
        }
        let change = next
            .iter()
            .zip(&gamma)
            .map(|(a, b)| (a.ln() - b.ln()).abs())
            .fold(0.0, f64::max);
        gamma = next;
        if change < 1e-12 {
            break;
        }
    }
    gamma.iter().map(|g| ELO_MEAN + 400.0 * g.log10()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_is_inside_zero_one_and_contains_the_rate() {
        for (wins, n) in [(0.0, 10), (10.0, 10), (5.5, 11), (1.0, 1), (150.0, 200)] {
            let (lo, hi) = wilson95(wins, n);
            let p = wins / n as f64;
            assert!(
                (0.0..=p).contains(&lo) && (p..=1.0).contains(&hi),
                "{wins}/{n}"
            );
        }
        assert_eq!(wilson95(0.0, 0), (0.0, 1.0));
        // A clean sweep of 200 games still leaves room below 100%.
        let (lo, hi) = wilson95(200.0, 200);
        assert!(lo > 0.98 && lo < 1.0 && hi == 1.0);
    }

    #[test]
    fn elo_is_finite_for_a_clean_sweep_and_averages_1500() {
        let r = bradley_terry_elo(
            &[vec![0.0, 50.0], vec![0.0, 0.0]],
            &[vec![0, 50], vec![50, 0]],
        );
        assert!(r.iter().all(|x| x.is_finite()));
        assert!(r[0] - r[1] > 400.0, "{r:?}");
        assert!(((r[0] + r[1]) / 2.0 - ELO_MEAN).abs() < 1e-9);
    }

    #[test]
    fn elo_of_even_results_is_1500_each() {
        let score = vec![
            vec![0.0, 5.0, 5.0],
            vec![5.0, 0.0, 5.0],
            vec![5.0, 5.0, 0.0],
        ];
        let games = vec![vec![0, 10, 10], vec![10, 0, 10], vec![10, 10, 0]];
        for r in bradley_terry_elo(&score, &games) {
            assert!((r - ELO_MEAN).abs() < 1e-6);
        }
    }

    #[test]
    fn elo_orders_a_transitive_ladder() {
        // a beats b 8-2, b beats c 8-2, a beats c 9-1.
        let score = vec![
            vec![0.0, 8.0, 9.0],
            vec![2.0, 0.0, 8.0],
            vec![1.0, 2.0, 0.0],
        ];
        let games = vec![vec![0, 10, 10], vec![10, 0, 10], vec![10, 10, 0]];
        let r = bradley_terry_elo(&score, &games);
        assert!(r[0] > r[1] && r[1] > r[2], "{r:?}");
    }

    #[test]
    fn a_lone_entry_is_rated_1500() {
        assert_eq!(bradley_terry_elo(&[vec![0.0]], &[vec![0]]), vec![ELO_MEAN]);
    }
}
