//! One skeleton for every game: each registered game's crate answers the shared questions
//! in the same files (`docs/architecture.md`, "The module map"), ships its browser board
//! view and the browser tests' check of it, and has its guide, so a reader who knows one
//! engine finds their way in the next.

use std::path::{Path, PathBuf};

use nile::registry;

/// The files every game crate has, one per shared concept (`src/<name>.rs`, or a folder
/// `src/<name>/mod.rs` when the concept has parts).
const SHARED: [&str; 21] = [
    "lib",        // the crate's front page and re-exports
    "config",     // the configuration and its options
    "action",     // the action value and its text
    "state",      // the state: plain data
    "game",       // `impl Game`, in the trait's order, and nothing else
    "legal",      // which actions are legal now, and why one is refused
    "apply",      // applying one action, the transactional step
    "flow",       // whose turn, the pending chance node, the ends of turns, rounds, game
    "scoring",    // scores, the final scoring, the outcome
    "view",       // what a seat may see: observations, determinization
    "data",       // the rulebook's tables, one row per item
    "index",      // the fixed action index
    "tensor",     // the observation tensor
    "narrate",    // how steps read to each viewer
    "render",     // the position as text
    "texts",      // the catalog: every text in every language (`locales/*/<game>.ftl`)
    "invariants", // `check_invariants`
    "eval",       // the evaluation bots stop on
    "hints",      // `impl BotHints`
    "targets",    // `impl BoardTargets`
    "scenario",   // the builder of mid-game positions for tests
];

/// What else every game crate ships, relative to the crate.
const SHIPPED: [&str; 5] = [
    "web/view.js",          // the browser app's board view
    "web/check.js",         // the browser tests' check of that board
    "tests/conformance.rs", // the shared harness over every seat count and variant
    "tests/targets.rs",     // every action's board element
    "tests/lang.rs",        // the catalog whole, no text outside it, a game in Portuguese
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

/// Names no game crate uses for a file, because they meant a different concept in each
/// (legality in one, derived quantities in another, costs in a third): the code goes to
/// the concept's file, or to a file named for what it is.
const AMBIGUOUS: [&str; 1] = ["rules"];

/// What `crate_dir` lacks of the skeleton, and the ambiguous files it has.
fn missing(crate_dir: &Path) -> Vec<String> {
    let module = |m: &str| {
        crate_dir.join(format!("src/{m}.rs")).is_file()
            || crate_dir.join(format!("src/{m}/mod.rs")).is_file()
    };
    let sources = SHARED
        .iter()
        .filter(|m| !module(m))
        .map(|m| format!("src/{m}.rs"));
    let shipped = SHIPPED.iter().filter(|f| !crate_dir.join(f).is_file());
    let ambiguous = AMBIGUOUS
        .iter()
        .filter(|m| module(m))
        .map(|m| format!("no src/{m}.rs (an ambiguous name; name the file for what it holds)"));
    sources
        .chain(shipped.map(|f| f.to_string()))
        .chain(ambiguous)
        .collect()
}

/// The names of the functions declared at the first level of the block that starts at
/// `header` in `source` (a trait or an impl), in order.
fn methods(source: &str, header: &str) -> Vec<String> {
    let Some(start) = source.find(header) else {
        return Vec::new();
    };
    let mut names = Vec::new();
    for line in source[start..].lines().skip(1) {
        if line.starts_with('}') {
            break;
        }
        let Some(rest) = line.strip_prefix("    ") else {
            continue;
        };
        let rest = rest.strip_prefix("pub ").unwrap_or(rest);
        if let Some(sig) = rest.strip_prefix("fn ") {
            let name: String = sig
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            names.push(name);
        }
    }
    names
}

/// Where `game_rs` breaks "`impl Game` in the trait's order, and nothing else": methods
/// out of the trait's order, methods the trait lacks, other items at the top level.
fn game_rs_faults(game_rs: &str, trait_order: &[String]) -> Vec<String> {
    let mut faults = Vec::new();
    let mut last = 0;
    for name in methods(game_rs, "impl Game for ") {
        match trait_order.iter().position(|t| *t == name) {
            None => faults.push(format!("`{name}` is not a method of `Game`")),
            Some(i) if i < last => faults.push(format!(
                "`{name}` comes after `{}` (the trait's order puts it before)",
                trait_order[last]
            )),
            Some(i) => last = i,
        }
    }
    for line in game_rs.lines() {
        let item = line.strip_prefix("pub ").unwrap_or(line);
        let foreign_impl = item.starts_with("impl ") && !item.starts_with("impl Game for ");
        let other = [
            "fn ",
            "struct ",
            "enum ",
            "trait ",
            "mod ",
            "pub(crate) fn ",
        ]
        .iter()
        .any(|k| item.starts_with(k));
        if foreign_impl || other {
            faults.push(format!("`{line}`: game.rs holds only `impl Game`"));
        }
    }
    faults
}

/// The methods of `nile_core::Game` in the trait's order.
fn trait_order() -> Vec<String> {
    let core = std::fs::read_to_string(root().join("crates/core/src/game.rs")).unwrap();
    let order = methods(&core, "pub trait Game:");
    assert!(
        order.len() > 20,
        "the trait's methods were not found in crates/core/src/game.rs"
    );
    order
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
        let game_rs = std::fs::read_to_string(crate_dir.join("src/game.rs")).unwrap_or_default();
        let faults = game_rs_faults(&game_rs, &trait_order());
        assert!(
            faults.is_empty(),
            "crates/{name}/src/game.rs: {}",
            faults.join("; ")
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

#[test]
fn a_game_rs_out_of_the_trait_order_or_with_helpers_is_caught() {
    let order = trait_order();
    let good =
        "impl Game for G {\n    fn setup() {}\n    fn turn(&self) {}\n    fn render(&self) {}\n}\n";
    assert_eq!(game_rs_faults(good, &order), Vec::<String>::new());
    let swapped = "impl Game for G {\n    fn render(&self) {}\n    fn turn(&self) {}\n}\n";
    let faults = game_rs_faults(swapped, &order);
    assert!(
        faults
            .iter()
            .any(|f| f.contains("`turn` comes after `render`")),
        "{faults:?}"
    );
    let helpers = format!("impl G {{\n    fn helper() {{}}\n}}\n\nfn free() {{}}\n{good}");
    assert_eq!(game_rs_faults(&helpers, &order).len(), 2, "{helpers}");
}

#[test]
fn a_crate_with_a_rules_file_is_caught() {
    let dir = std::env::temp_dir().join(format!("nile-skeleton-rules-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("src/flow")).unwrap();
    std::fs::write(dir.join("src/rules.rs"), "").unwrap();
    std::fs::write(dir.join("src/flow/mod.rs"), "").unwrap();
    let lacks = missing(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(
        lacks.iter().any(|l| l.starts_with("no src/rules.rs")),
        "{lacks:?}"
    );
    assert!(
        !lacks.contains(&"src/flow.rs".to_string()),
        "a folder module counts: {lacks:?}"
    );
}
