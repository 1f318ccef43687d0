//! The Conquistando o Egito command line: `play`, `replay`, `simulate` and `arena`.
//!
//! ```sh
//! cargo run --release --example conquistando -- play --seats human,random
//! cargo run --release --example conquistando -- simulate --players 4 --games 10000 --seed 1
//! ```

fn main() -> std::process::ExitCode {
    nile_cli::main::<nile_conquistando::Conquistando>()
}
