//! The Ra command line: `play`, `replay`, `simulate` and `arena`.
//!
//! ```sh
//! cargo run --release --example ra -- play --seats human,random
//! cargo run --release --example ra -- --help
//! ```

fn main() -> std::process::ExitCode {
    nile_cli::main::<nile_ra::Ra>()
}
