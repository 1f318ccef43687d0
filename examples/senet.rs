//! The Senet command line: `play`, `replay`, `simulate` and `arena`.
//!
//! ```sh
//! cargo run --release --example senet -- play --seats human,random
//! cargo run --release --example senet -- simulate --games 10000 --seed 1
//! ```

fn main() -> std::process::ExitCode {
    nile_cli::main::<nile_senet::Senet>()
}
