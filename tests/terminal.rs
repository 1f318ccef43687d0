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
            // English unless a test asks for a language: the machine's locale is not
            // the test's.
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
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
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
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

/// The screen's bytes from `from` on, once it ends with a prompt or shows the final
/// scores (the program then waits for a line or has ended); panics after 60 seconds.
fn next_screen(t: &Terminal, from: usize) -> Vec<u8> {
    next_screen_in(t, from, &ENGLISH)
}

/// The words a game at the terminal is followed by, in one language.
struct Words {
    /// The end of the prompt.
    prompt: &'static str,
    /// The heading of the final scores.
    final_scores: &'static str,
    /// The heading of the list of options, up to its parenthesis.
    options: &'static str,
    /// The echo of a person's choice, before the option's text.
    chose: &'static str,
}

const ENGLISH: Words = Words {
    prompt: "move>",
    final_scores: "Final scores:",
    options: "Your options (",
    chose: "You chose: ",
};

const PORTUGUESE: Words = Words {
    prompt: "jogada>",
    final_scores: "Pontuação final:",
    options: "Suas opções (",
    chose: "Você escolheu: ",
};

/// [`next_screen`] in the language of `words`.
fn next_screen_in(t: &Terminal, from: usize, words: &Words) -> Vec<u8> {
    let start = Instant::now();
    let (painted, plain) = (
        format!("{}\x1b[0m ", words.prompt),
        format!("{} ", words.prompt),
    );
    let end = words.final_scores.as_bytes();
    loop {
        {
            let screen = t.screen.lock().expect("screen");
            let new = &screen[from.min(screen.len())..];
            let prompt = new.ends_with(painted.as_bytes()) || new.ends_with(plain.as_bytes());
            if prompt || new.windows(end.len()).any(|w| w == end) {
                return new.to_vec();
            }
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no prompt nor end in 60 seconds:\n{}",
            t.text()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Without colour codes, lines ending in "\n".
fn readable(bytes: &[u8]) -> String {
    let mut out = String::new();
    let mut chars = String::from_utf8_lossy(bytes)
        .replace("\r\n", "\n")
        .chars()
        .collect::<Vec<_>>();
    chars.reverse();
    while let Some(c) = chars.pop() {
        if c == '\x1b' {
            while chars.pop().is_some_and(|c| c != 'm') {}
        } else {
            out.push(c);
        }
    }
    out
}

/// The options of the last list on `screen`, as shown after their numbers `[1]`…`[N]`
/// (several may share a line).
fn shown_options(screen: &str) -> Vec<String> {
    shown_options_in(screen, &ENGLISH)
}

/// [`shown_options`] in the language of `words`.
fn shown_options_in(screen: &str, words: &Words) -> Vec<String> {
    let list = &screen[screen.rfind(words.options).expect("a list of options")..];
    let mut options = Vec::new();
    let mut at = 0;
    loop {
        let mark = format!("[{}] ", options.len() + 1);
        let Some(i) = list[at..].find(&mark) else {
            return options;
        };
        let text = &list[at + i + mark.len()..];
        let next = format!("[{}] ", options.len() + 2);
        let end = [text.find('\n'), text.find(&next)]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(text.len());
        options.push(text[..end].trim().to_string());
        at += i + mark.len() + end;
    }
}

/// Plays a whole game at a terminal, seat 0 a person who answers every prompt with a
/// short number or, every third prompt, an option's words as shown (never "#" and an
/// index, never a bare code); returns the whole screen, colour codes included.
fn play_to_the_end(game: &str, seats: &str, seed: u64) -> String {
    let mut t = Terminal::start(
        &["play", game, "--seats", seats, "--seed", &seed.to_string()],
        &[],
    );
    let mut from = 0;
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for turn in 0.. {
        assert!(turn < 20_000, "{game} did not end:\n{}", t.text());
        let new = next_screen(&t, from);
        from += new.len();
        let screen = readable(&new);
        if screen.contains("Final scores:") {
            let _ = t.child.wait();
            return t.raw();
        }
        let options = shown_options(&screen);
        assert!(!options.is_empty(), "{screen}");
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let k = usize::try_from(rng % options.len() as u64).expect("small");
        let answer = if turn % 3 == 2 {
            options[k].clone()
        } else {
            (k + 1).to_string()
        };
        t.type_line(&answer);
        // The choice is echoed before anything else is printed.
        let chosen = format!("You chose: {}", options[k]);
        let start = Instant::now();
        while !readable(&t.screen.lock().expect("screen")[from..]).contains(&chosen) {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{answer:?} did not play {:?}:\n{}",
                options[k],
                readable(&t.screen.lock().expect("screen")[from..])
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    unreachable!()
}

/// What a whole game's screen must not hold: an `s0`-style seat, a bit string, or a code
/// ("D06", "SA4", "P12") outside the parentheses after a name; and every other seat's move
/// (painted yellow) names the seat that made it.
fn check_whole_game(game: &str, raw: &str) {
    let text = readable(raw.as_bytes());
    assert!(text.contains("Final scores:"), "{game}: {text}");
    assert!(text.contains(" points, place 1"), "{game}: {text}");
    let mut moves = 0;
    for part in raw.split("\x1b[33m").skip(1) {
        let line = part.split("\x1b[0m").next().unwrap_or(part);
        moves += 1;
        assert!(
            (1..10).any(|p| line.contains(&format!("seat {p}"))),
            "{game}: a bot's move does not name its seat: {line:?}"
        );
    }
    assert!(moves > 0, "{game}: no bot move was shown");
    for line in text.lines() {
        let mut depth = 0i32;
        let mut word = String::new();
        for c in line.chars().chain(std::iter::once(' ')) {
            if c.is_alphanumeric() {
                word.push(c);
                continue;
            }
            let w = std::mem::take(&mut word);
            let letters = w.chars().take_while(char::is_ascii_alphabetic).count();
            let digits = &w[letters..];
            let code = (1..=2).contains(&letters)
                && !digits.is_empty()
                && digits.chars().all(|c| c.is_ascii_digit());
            assert!(
                !(code && w.starts_with('s')),
                "{game}: a seat as {w:?}: {line}"
            );
            assert!(
                !(code && depth == 0 && w.chars().all(|c| !c.is_lowercase())),
                "{game}: a bare code {w:?}: {line}"
            );
            assert!(
                !(w.len() >= 6 && w.chars().all(|c| c == '0' || c == '1')),
                "{game}: a bit string {w:?}: {line}"
            );
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
        }
    }
}

/// Whole games of every title, played at the terminal by short numbers and names only,
/// against random bots, reach the final scores.
#[test]
fn whole_games_are_played_by_short_numbers_and_names() {
    for (game, seats, seed) in [
        ("ra", "human,random", 11),
        ("imhotep", "human,random", 12),
        ("tekhenu", "human,random", 13),
        ("pragas", "human,random", 14),
        ("conquistando", "human,random", 15),
    ] {
        check_whole_game(game, &play_to_the_end(game, seats, seed));
    }
}

/// The words of the English catalogs (the game's and the terminal's) that no Portuguese
/// catalog holds: none of them may reach a Portuguese screen.
fn english_only_words(game: &str) -> std::collections::BTreeSet<String> {
    let words = |path: &str| -> std::collections::BTreeSet<String> {
        let text = std::fs::read_to_string(path).expect("a catalog");
        text.lines()
            .filter(|l| !l.starts_with('#'))
            // The message's text, after its identifier, without its placeables
            // (`{ $seat }` names a variable, not a word anyone reads).
            .map(|l| l.split_once(" = ").map_or(l, |(_, text)| text))
            .map(|l| {
                let mut depth = 0;
                l.chars()
                    .map(|c| {
                        match c {
                            '{' => depth += 1,
                            '}' => depth -= 1,
                            _ if depth > 0 => return ' ',
                            _ => {}
                        }
                        c
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .into_iter()
            .flat_map(|l| {
                l.split(|c: char| !c.is_alphabetic())
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .filter(|w| w.chars().count() >= 4 && !w.starts_with(char::is_uppercase))
            .collect()
    };
    let root = env!("CARGO_MANIFEST_DIR");
    let en: std::collections::BTreeSet<String> = [
        format!("{root}/crates/{game}/locales/en/{game}.ftl"),
        format!("{root}/crates/cli/locales/en/cli.ftl"),
        format!("{root}/crates/core/locales/en/core.ftl"),
    ]
    .iter()
    .flat_map(|p| words(p))
    .collect();
    let pt: std::collections::BTreeSet<String> = [
        format!("{root}/crates/{game}/locales/pt-BR/{game}.ftl"),
        format!("{root}/crates/cli/locales/pt-BR/cli.ftl"),
        format!("{root}/crates/core/locales/pt-BR/core.ftl"),
    ]
    .iter()
    .flat_map(|p| words(p))
    .collect();
    en.difference(&pt).cloned().collect()
}

/// A whole game of 10 Pragas at a terminal whose locale is Brazilian Portuguese
/// (`LANG=pt_BR.UTF-8`, no flag): the person types every option's whole Portuguese text
/// as shown, never a number, and the game reaches its final scores with no English word
/// of the catalogs on the screen.
#[test]
fn pragas_is_played_to_the_end_by_typing_portuguese() {
    let mut t = Terminal::start(
        &["play", "pragas", "--seats", "human,random", "--seed", "16"],
        &[("LANG", "pt_BR.UTF-8")],
    );
    let words = PORTUGUESE;
    let mut from = 0;
    let mut rng: u64 = 0x2545_F491_4F6C_DD1D;
    let mut typed = 0;
    loop {
        assert!(typed < 5_000, "the game did not end:\n{}", t.text());
        let new = next_screen_in(&t, from, &words);
        from += new.len();
        let screen = readable(&new);
        if screen.contains(words.final_scores) {
            let _ = t.child.wait();
            break;
        }
        let options = shown_options_in(&screen, &words);
        assert!(!options.is_empty(), "{screen}");
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let option = &options[usize::try_from(rng % options.len() as u64).expect("small")];
        t.type_line(option);
        typed += 1;
        let chosen = format!("{}{option}", words.chose);
        let start = Instant::now();
        while !readable(&t.screen.lock().expect("screen")[from..]).contains(&chosen) {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{option:?} was not played:\n{}",
                readable(&t.screen.lock().expect("screen")[from..])
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    let text = t.text();
    assert!(typed > 20, "only {typed} options typed:\n{text}");
    assert!(text.contains("pontos, 1º lugar"), "{text}");
    let english = english_only_words("pragas");
    assert!(english.len() > 100, "{english:?}");
    for line in text.lines() {
        for word in line.split(|c: char| !c.is_alphabetic()) {
            assert!(
                !english.contains(word),
                "an English word, {word:?}, on the Portuguese screen: {line}"
            );
        }
    }
}
