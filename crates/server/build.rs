//! Embeds the browser app's static files (`web/site/` of the repository) in the server, so
//! `nile serve` serves the app with no build step: `OUT_DIR/site.rs` lists each file with
//! its bytes. The WebAssembly engine is not among them (it is built by `web/build.sh`); a
//! packaged copy of this crate, which has no `web/site/` beside it, embeds nothing.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let site = manifest.join("../../web/site");
    let mut table = String::from("&[\n");
    if site.is_dir() {
        println!("cargo::rerun-if-changed={}", site.display());
        for (name, path) in site_files(&site) {
            writeln!(
                table,
                "    ({name:?}, include_bytes!({:?})),",
                path.display()
            )
            .expect("writing to a String");
        }
    }
    table.push(']');
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets it")).join("site.rs");
    fs::write(out, table).expect("OUT_DIR is writable");
}

/// The files the page loads, by name, sorted (deterministic output). `worker.js` is left
/// out: `web/build.sh` bundles it into `engine.js` with the engine.
fn site_files(site: &Path) -> Vec<(String, PathBuf)> {
    let mut files: Vec<(String, PathBuf)> = fs::read_dir(site)
        .expect("web/site is readable")
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let served = [".html", ".js", ".css"].iter().any(|x| name.ends_with(x));
            let path = e.path().canonicalize().ok()?;
            (served && name != "worker.js").then_some((name, path))
        })
        .collect();
    files.sort();
    files
}
