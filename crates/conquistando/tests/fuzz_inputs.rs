//! The testkit's fuzz checks on a few thousand pseudo-random inputs (the `fuzz/` targets
//! run the same checks with coverage guidance): action texts and JSON, action indices,
//! and mutated state JSON must be refused cleanly or play to the end.

use nile_conquistando::{Conquistando, ConquistandoConfig};
use nile_core::rng::{below, seeded};
use nile_core::{Game, GameConfig};
use nile_testkit::fuzz;

/// `count` inputs of up to `len` bytes, some built from action texts.
fn inputs(seed: u64, count: usize, len: u64) -> Vec<Vec<u8>> {
    let words = [
        "build ",
        "Statue",
        "on T",
        "from T",
        "to T",
        "with ",
        " soldiers",
        "attack",
        "move army",
        "end actions",
        "act for seat ",
        "defence card shows ",
        "resource card RC",
        "train soldier",
        "\"On\"",
        "{\"Soldiers\":",
        "255",
        "7",
        "}",
        "14",
        "99",
    ];
    let mut rng = seeded(seed);
    (0..count)
        .map(|_| {
            let mut data: Vec<u8> = (0..8).map(|_| below(&mut rng, 256) as u8).collect();
            for _ in 0..below(&mut rng, len) {
                if below(&mut rng, 2) == 0 {
                    data.extend(words[below(&mut rng, words.len() as u64) as usize].bytes());
                } else {
                    data.push(below(&mut rng, 256) as u8);
                }
            }
            data
        })
        .collect()
}

#[test]
fn action_texts_and_json_are_refused_or_applied_cleanly() {
    let config = ConquistandoConfig::for_players(3);
    for data in inputs(1, nile_core::harness::cases(300), 4) {
        fuzz::action_text::<Conquistando>(&config, &data);
    }
}

#[test]
fn action_indices_are_refused_or_applied_cleanly() {
    for (i, data) in inputs(2, nile_core::harness::cases(60), 200)
        .iter()
        .enumerate()
    {
        fuzz::dynamic_index::<Conquistando>(2 + i % 3, data);
    }
}

#[test]
fn mutated_state_json_is_refused_or_plays_to_the_end() {
    let mut g = Conquistando::new(&ConquistandoConfig::for_players(2)).unwrap();
    let mut rng = seeded(3);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    for _ in 0..400 {
        if g.random_step(&mut rng, &mut legal, &mut chance).is_err() {
            break;
        }
    }
    let json = g.to_json().into_bytes();
    for _ in 0..nile_core::harness::cases(200) {
        let mut data = json.clone();
        for _ in 0..1 + below(&mut rng, 3) {
            let at = below(&mut rng, data.len() as u64) as usize;
            data[at] = b"0123456789,{}\"ab"[below(&mut rng, 16) as usize];
        }
        fuzz::state_json::<Conquistando>(&data);
    }
}
