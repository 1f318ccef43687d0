//! The reward a search backs up for each seat: its rank among the seats mixed with a
//! score-margin term.

use super::MctsConfig;

/// The reward of seat `p`: its rank term mixed with the margin term of `scores`.
pub(super) fn mix(config: &MctsConfig, rank: f64, scores: &[f64], p: usize) -> f64 {
    let w = config.margin_weight.clamp(0.0, 1.0);
    if w == 0.0 {
        return rank;
    }
    (1.0 - w) * rank + w * margin_reward(scores, p, config.margin_scale)
}

/// The fraction of the other seats `scores[p]` beats, ties counting half (1 or 0 alone
/// by the sign of the score).
pub(super) fn rank_reward(scores: &[f64], p: usize) -> f64 {
    let Some(&mine) = scores.get(p) else {
        return 0.0;
    };
    if scores.len() <= 1 {
        return if mine >= 0.0 { 1.0 } else { 0.0 };
    }
    let beaten: f64 = scores
        .iter()
        .enumerate()
        .filter(|&(q, _)| q != p)
        .map(|(_, &s)| {
            if mine > s {
                1.0
            } else if mine == s {
                0.5
            } else {
                0.0
            }
        })
        .sum();
    beaten / (scores.len() - 1) as f64
}

/// A reward in `(0, 1)` growing with seat `p`'s margin over the best other seat:
/// logistic in `margin / scale` for a positive scale, else the scale-free
/// `0.5 + 0.5 * (own - best) / (|own| + |best| + 1)`.
fn margin_reward(scores: &[f64], p: usize, scale: f64) -> f64 {
    let own = scores.get(p).copied().unwrap_or(0.0);
    let best = scores
        .iter()
        .enumerate()
        .filter(|&(q, _)| q != p)
        .map(|(_, &s)| s)
        .fold(None, |acc: Option<f64>, s| {
            Some(acc.map_or(s, |a| a.max(s)))
        });
    if scale > 0.0 {
        let margin = own - best.unwrap_or(0.0);
        return 1.0 / (1.0 + (-margin / scale).exp());
    }
    match best {
        Some(best) => 0.5 + 0.5 * (own - best) / (own.abs() + best.abs() + 1.0),
        None => 0.5 + 0.5 * own / (own.abs() + 1.0),
    }
}
