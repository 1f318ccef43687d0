//! The Tekhenu command line: `play`, `replay`, `simulate` and `arena`.
//!
//! ```sh
//! cargo run --release --example tekhenu -- play --seats human,random
//! cargo run --release --example tekhenu -- --help
//! ```

fn main() -> std::process::ExitCode {
    nile_cli::main::<nile_tekhenu::Tekhenu>()
}
