//! `nile play` at a real terminal (a pseudo-terminal), as a person types: short numbers
//! and names, a narrowing confirmed with "y", the refusals, colour only on a terminal and
//! never with NO_COLOR or --plain; and one turn's screen of every game pinned as a snapshot.
#![cfg(unix)]

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::FromRawFd;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The `nile` binary running on a pseudo-terminal: what it printed so far, and the
/// keyboard.
struct Terminal {
    keyboard: File,
    screen: Arc<Mutex<Vec<u8>>>,
    child: Child,
}

impl Terminal {
    /// Starts `nile args…` on a new pseudo-terminal, with `NO_COLOR` unset unless `env`
    /// sets it.
    fn start(args: &[&str], env: &[(&str, &str)]) -> Terminal {
        let (mut master, mut slave) = (0, 0);
        // SAFETY: openpty writes two new descriptors into the two integers; the name,
        // termios and window size pointers may be null.
        let status = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                std::ptr::null(),
            )
        };
        assert_eq!(status, 0, "openpty failed");
        // SAFETY: both descriptors are fresh and owned by nothing else.
        let (master, slave) = unsafe { (File::from_raw_fd(master), File::from_raw_fd(slave)) };
        let child = Command::new(env!("CARGO_BIN_EXE_nile"))
            .args(args)
            .env_remove("NO_COLOR")
            .envs(env.iter().copied())
            .stdin(Stdio::from(slave.try_clone().expect("slave")))
            .stdout(Stdio::from(slave.try_clone().expect("slave")))
            .stderr(Stdio::from(slave))
            .spawn()
            .expect("the nile binary runs");
        let screen = Arc::new(Mutex::new(Vec::new()));
        let mut reader = master.try_clone().expect("master");
        let shared = Arc::clone(&screen);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            // Ends with an error (EIO) once the program has exited.
            while let Ok(n @ 1..) = reader.read(&mut buf) {
                shared.lock().expect("screen").extend_from_slice(&buf[..n]);
            }
        });
        Terminal {
            keyboard: master,
            screen,
            child,
        }
    }

    /// Everything printed so far, colour codes included.
    fn raw(&self) -> String {
        String::from_utf8_lossy(&self.screen.lock().expect("screen")).into_owned()
    }

    /// Everything printed so far as a person reads it: without colour codes, lines
    /// ending in "\n" (the terminal writes "\r\n").
    fn text(&self) -> String {
        let mut out = String::new();
        let mut chars = self.raw().replace("\r\n", "\n").chars().collect::<Vec<_>>();
        chars.reverse();
        while let Some(c) = chars.pop() {
            if c == '\x1b' {
                // An escape sequence "ESC [ … m".
                while chars.pop().is_some_and(|c| c != 'm') {}
            } else {
                out.push(c);
            }
        }
        out
    }

    /// Waits until the screen shows `wanted` `times` times in all; panics with the screen
    /// after 60 seconds.
    fn wait_for(&self, wanted: &str, times: usize) {
        let start = Instant::now();
        while self.text().matches(wanted).count() < times {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "never saw {wanted:?} {times} time(s):\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Types a line and presses Enter.
    fn type_line(&mut self, line: &str) {
        self.keyboard
            .write_all(format!("{line}\r").as_bytes())
            .expect("typing");
    }

    /// Types "quit" and waits for the program to end; what it printed, colour codes
    /// included.
    fn quit(mut self) -> String {
        self.type_line("quit");
        self.wait_for("Game left unfinished.", 1);
        let _ = self.child.wait();
        self.raw()
    }
}

/// The end of the prompt (in colour, "your move>" is painted and the space is not).
const PROMPT: &str = "move>";

/// A person plays the opening of 10 Pragas by a name and a short number, is refused
/// an action index without "#" and a code, and sees colour on the terminal.
#[test]
fn pragas_is_played_by_names_and_short_numbers_in_colour() {
    let mut t = Terminal::start(
        &[
            "play",
            "pragas",
            "--seats",
            "human,random,random",
            "--seed",
            "3",
        ],
        &[],
    );
    t.wait_for(PROMPT, 1);
    assert!(t.text().contains("[1] take tile 1 (Sphinx) with die 1"));
    t.type_line("1322");
    t.wait_for(PROMPT, 2);
    assert!(t
        .text()
        .contains("1322 is not the number of an option now: choose a number from 1 to 19"));
    t.type_line("sphinx");
    t.wait_for("play take tile 1 (Sphinx) with die 1? [Y/n] ", 1);
    t.type_line("y");
    t.wait_for("You chose: take tile 1 (Sphinx) with die 1", 1);
    t.wait_for(PROMPT, 3);
    // The same seat places the tile: only what changed on the board is shown.
    assert!(t.text().contains("Changed on the board:"));
    t.type_line("2");
    t.wait_for("You chose: place on City 2", 1);
    t.wait_for(PROMPT, 4);
    let screen = t.quit();
    // The bots' moves name their seats; colour is on at a terminal.
    assert!(screen.contains("seat 1: "), "{screen}");
    assert!(screen.contains("\x1b[36m[1]\x1b[0m"), "{screen}");
}

/// Tekhenu's opening: a Decree kept by its name, no code typed.
#[test]
fn tekhenu_is_played_by_names() {
    let mut t = Terminal::start(
        &["play", "tekhenu", "--seats", "human,random", "--seed", "4"],
        &[],
    );
    t.wait_for(PROMPT, 1);
    let screen = t.text();
    let options = &screen[screen.rfind("Your options").expect("options")..];
    assert!(options.contains("(Decree D"), "{options}");
    // The first option's name, without its code, as a person would type it.
    let first = options
        .lines()
        .find_map(|l| l.trim().strip_prefix("[1] "))
        .expect("option 1");
    let name = first.split(" (Decree").next().expect("a name");
    let name = name.strip_prefix("keep ").unwrap_or(name);
    t.type_line(name);
    // The name is one option's alone: it is asked to be confirmed.
    t.wait_for(&format!("play {first}? [Y/n] "), 1);
    t.type_line("y");
    t.wait_for("You chose: keep ", 1);
    t.quit();
}

/// NO_COLOR turns colour off at a terminal; --plain also drops the banners and puts
/// each option on its own line.
#[test]
fn no_color_and_plain_print_no_colour() {
    let t = Terminal::start(
        &["play", "pragas", "--seats", "human,random", "--seed", "3"],
        &[("NO_COLOR", "1")],
    );
    t.wait_for(PROMPT, 1);
    let screen = t.quit();
    assert!(!screen.contains('\x1b'), "{screen}");
    let t = Terminal::start(
        &[
            "play",
            "pragas",
            "--seats",
            "human,human",
            "--seed",
            "3",
            "--plain",
        ],
        &[],
    );
    t.wait_for("then press Enter.", 1);
    let mut t = t;
    t.type_line("");
    t.wait_for("seat 0's move> ", 1);
    let screen = t.raw();
    assert!(!screen.contains('\x1b'), "{screen}");
    assert!(!screen.contains("===="), "{screen}");
    // One option a line.
    assert!(screen.contains("\n    [2] "), "{screen}");
    assert!(
        !screen
            .lines()
            .any(|l| l.contains("[1]") && l.contains("[2]")),
        "{screen}"
    );
    t.type_line("quit");
    let _ = t.child.wait();
}

/// The first screen a person sees in each game (not a terminal: no colour), up to the
/// prompt, pinned: a change of its texts shows up in review.
#[test]
fn one_turn_per_game_is_pinned() {
    for (game, seats) in [
        ("ra", "human,random,random"),
        ("imhotep", "human,random"),
        ("tekhenu", "human,random"),
        ("pragas", "human,random,random"),
        ("conquistando", "human,random"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_nile"))
            .args(["play", game, "--seats", seats, "--seed", "7"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                child.stdin.take().expect("stdin").write_all(b"quit\n")?;
                child.wait_with_output()
            })
            .expect("the nile binary runs");
        let screen = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(!screen.contains('\x1b'), "{screen}");
        insta::assert_snapshot!(format!("first_turn_{game}"), screen);
    }
}
