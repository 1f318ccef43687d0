//! The 10 Pragas do Egito command line: `play`, `replay`, `simulate` and `arena`.
//!
//! ```sh
//! cargo run --release --example pragas -- play --seats human,random
//! cargo run --release --example pragas -- simulate --players 4 --games 20000 --seed 1
//! ```

fn main() -> std::process::ExitCode {
    nile_cli::main::<nile_pragas::Pragas>()
}
