//! Every input the fuzz targets ever failed on (`fuzz/regressions/<target>/`) runs again
//! here through the same dispatch and checks, so a fixed defect stays fixed.

#[path = "../fuzz/src/lib.rs"]
mod dispatch;

use dispatch::{config, on_game, Check};
use nile::core::Game;

struct Target(&'static str);

impl Check for Target {
    fn run<G: Game>(&self, players: usize, data: &[u8]) {
        match self.0 {
            "state_json" => nile_testkit::fuzz::state_json::<G>(data),
            "log_json" => nile_testkit::fuzz::log_json::<G>(data),
            "action_text" => nile_testkit::fuzz::action_text::<G>(&config::<G>(players), data),
            _ => nile_testkit::fuzz::dynamic_index::<G>(players, data),
        }
    }
}

#[test]
fn every_input_the_fuzzers_failed_on_now_passes() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions");
    let mut checked = 0;
    for target in ["state_json", "log_json", "action_text", "dynamic_index"] {
        let Ok(files) = std::fs::read_dir(root.join(target)) else {
            continue;
        };
        for file in files {
            let path = file.expect("a directory entry").path();
            let data = std::fs::read(&path).expect("a readable input");
            let name: &'static str = match target {
                "state_json" => "state_json",
                "log_json" => "log_json",
                "action_text" => "action_text",
                _ => "dynamic_index",
            };
            on_game(&data, &Target(name));
            checked += 1;
        }
    }
    assert!(
        checked > 0,
        "no regression input found under {}",
        root.display()
    );
}
