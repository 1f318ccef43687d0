//! The Imhotep command line: `play`, `replay`, `simulate` and `arena`.
//!
//! ```sh
//! cargo run --release --example imhotep -- play --seats human,random
//! cargo run --release --example imhotep -- --help
//! ```

fn main() -> std::process::ExitCode {
    nile_cli::main::<nile_imhotep::Imhotep>()
}
