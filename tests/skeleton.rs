//! One skeleton for every game: each registered game's crate answers the shared questions
//! in the same files (`docs/architecture.md`, "The module map"), ships its browser board
//! view and the browser tests' check of it, and has its guide, so a reader who knows one
//! engine finds their way in the next.

use std::path::{Path, PathBuf};

use nile::registry;

/// The files every game crate has, one per shared concept (`src/<name>.rs`).
const SHARED: [&str; 14] = [
    "lib",        // the crate's front page and re-exports
    "config",     // the configuration and its options
    "action",     // the action value and its text
    "state",      // the state: plain data
    "game",       // `impl Game`, in the trait's order
    "index",      // the fixed action index
    "tensor",     // the observation tensor
    "narrate",    // how steps read to each viewer
    "render",     // the position as text
    "invariants", // `check_invariants`
    "eval",       // the evaluation bots stop on
    "hints",      // `impl BotHints`
    "targets",    // `impl BoardTargets`
    "scenario",   // the builder of mid-game positions for tests
];

/// What else every game crate ships, relative to the crate.
const SHIPPED: [&str; 4] = [
    "web/view.js",          // the browser app's board view
    "web/check.js",         // the browser tests' check of that board
    "tests/conformance.rs", // the shared harness over every seat count and variant
    "tests/targets.rs",     // every action's board element
];

/// The sections every game's guide has, in this order (`docs/architecture.md`, "Adding a
/// game", step 4).
const SECTIONS: [&str; 12] = [
    "## Public API",
    "## Module map",
    "## State machine and decisions",
    "## Hidden information and chance",
    "## Choices (GAP table)",
    "## Action index",
    "## Observation tensor",
    "## Texts for people",
    "## Bot hints",
    "## Invariants",
    "## Tests",
    "## Speed",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// What `crate_dir` lacks of the skeleton.
fn missing(crate_dir: &Path) -> Vec<String> {
    let sources = SHARED.iter().map(|m| format!("src/{m}.rs"));
    sources
        .chain(SHIPPED.iter().map(|f| f.to_string()))
        .filter(|f| !crate_dir.join(f).is_file())
        .collect()
}

#[test]
fn every_game_crate_follows_the_skeleton() {
    for entry in registry::games() {
        let name = entry.game.name();
        let crate_dir = root().join("crates").join(name);
        assert!(crate_dir.is_dir(), "{name}: no crate at crates/{name}");
        let lacks = missing(&crate_dir);
        assert!(
            lacks.is_empty(),
            "crates/{name} lacks {} (docs/architecture.md, \"The module map\")",
            lacks.join(", ")
        );
        let guide = root().join("docs").join(format!("{name}.md"));
        assert!(guide.is_file(), "{name}: no docs/{name}.md");
        let guide = std::fs::read_to_string(&guide).unwrap_or_default();
        let mut at = 0;
        for section in SECTIONS {
            let found = guide[at..].find(&format!("\n{section}\n"));
            let Some(offset) = found else {
                panic!("docs/{name}.md has no \"{section}\" section after the ones before it");
            };
            at += offset + 1;
        }
    }
}

#[test]
fn a_crate_without_a_shared_file_is_caught() {
    let dir = std::env::temp_dir().join(format!("nile-skeleton-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    for m in SHARED.iter().filter(|&&m| m != "tensor") {
        std::fs::write(src.join(format!("{m}.rs")), "").unwrap();
    }
    let lacks = missing(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(lacks.contains(&"src/tensor.rs".to_string()), "{lacks:?}");
    assert!(lacks.contains(&"web/check.js".to_string()), "{lacks:?}");
}
