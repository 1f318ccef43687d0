//! `play`: people and bots at one terminal.
//!
//! Everything printed goes through the viewer boundary ([`Game::describe`],
//! [`Game::narrate`], [`Game::render`]): with one person at the terminal every line is
//! what that seat may know; with several, each is shown, when its turn comes, what
//! happened since its last turn as its own seat saw it, after the screen has been handed
//! over; with bots only, everything.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use clap::Args;
use nile_core::bots::BotHints;
use nile_core::{Agent, Lang, Match, Turn, Viewer};

use crate::config::ConfigArgs;
use crate::options::{Options, Pick};
use crate::style::Style;
use crate::texts::{self, tr};
use crate::{write_final_standing, CliError};

/// Flags of `play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Who sits where, comma-separated: human, a level (easy, medium, hard) or a bot
    /// spec (random, greedy, mcts:2000, pimc:500ms). Defaults to one human against the
    /// game's hard bot in every other seat.
    #[arg(long, value_delimiter = ',')]
    seats: Option<Vec<String>>,
    /// Seed of the chance draws and the bots (printed when not given, so a game can be
    /// played again).
    #[arg(long)]
    seed: Option<u64>,
    /// Save the game's log to this file (JSON), for `replay`; written when the game ends,
    /// is left with "quit", or stops on an error.
    #[arg(long)]
    log: Option<PathBuf>,
    /// Words only, for screen readers and logs: no colour, no rules or banners, one
    /// option a line. (Colour is on by default only on a terminal, and off whenever
    /// NO_COLOR is set.)
    #[arg(long)]
    plain: bool,
    /// The language of every text: en or pt-BR (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English). Options may be typed in it or in English.
    #[arg(long, value_name = "en|pt-BR")]
    pub(crate) lang: Option<Lang>,
    #[command(flatten)]
    config: ConfigArgs,
}

/// One seat: a person at the terminal or a bot.
enum Seat<G: BotHints> {
    Human,
    Bot(Box<dyn Agent<G>>),
}

/// The Portuguese words a seat may be given in `--seats`, and the spec each stands for.
const SPEC_WORDS: [(&str, &str); 11] = [
    ("humano", "human"),
    ("pessoa", "human"),
    ("fácil", "easy"),
    ("facil", "easy"),
    ("médio", "medium"),
    ("medio", "medium"),
    ("difícil", "hard"),
    ("dificil", "hard"),
    ("aleatório", "random"),
    ("aleatorio", "random"),
    ("guloso", "greedy"),
];

/// A seat as `--seats` names it, in the words every other part reads (`humano` is
/// `human`, `difícil` is `hard`); any other spec as it is.
fn canonical_spec(spec: &str) -> String {
    let spec = spec.trim();
    let lower = spec.to_lowercase();
    SPEC_WORDS
        .iter()
        .find(|(word, _)| *word == lower)
        .map_or_else(|| spec.to_string(), |(_, canonical)| canonical.to_string())
}

/// A seat's spec as a person reads it in `lang` (`human`, `hard`… named in the
/// language; a bot's full spec, `mcts:2000`, as it is).
fn spec_name(spec: &str, lang: Lang) -> String {
    match spec {
        "human" => tr!(lang, "spec-human"),
        "easy" => tr!(lang, "spec-easy"),
        "medium" => tr!(lang, "spec-medium"),
        "hard" => tr!(lang, "spec-hard"),
        "random" => tr!(lang, "spec-random"),
        "greedy" => tr!(lang, "spec-greedy"),
        other => other.to_string(),
    }
}

/// Parses a seat list into seats; `seed` seeds each bot differently.
fn seats_from_specs<G: BotHints>(specs: &[String], seed: u64) -> Result<Vec<Seat<G>>, CliError> {
    specs
        .iter()
        .enumerate()
        .map(|(i, spec)| {
            if spec.trim().eq_ignore_ascii_case("human") {
                Ok(Seat::Human)
            } else {
                Ok(Seat::Bot(nile_bots::agent_from_spec::<G>(
                    spec.trim(),
                    nile_bots::seat_seed(seed, i),
                )?))
            }
        })
        .collect()
}

fn default_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() % 1_000_000)
        .unwrap_or(1)
}

/// What a person at the terminal asked for.
enum Answer<A> {
    /// Play this action.
    Play(A),
    /// Take the last decision back.
    Undo,
    /// Stop (the log is still saved).
    Quit,
}

/// Who reads the lines printed between turns.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Audience {
    /// Bots only: everything is shown.
    Spectator,
    /// One person, at this seat: every line as this seat may read it.
    One(usize),
    /// Several people share the terminal: each seat's lines wait for its turn.
    Several(Vec<usize>),
}

impl Audience {
    fn of(humans: Vec<usize>) -> Self {
        match humans.as_slice() {
            [] => Audience::Spectator,
            [h] => Audience::One(*h),
            _ => Audience::Several(humans),
        }
    }
}

/// A game at the terminal: the match, the seats, and what each person has yet to read.
struct Table<G: BotHints> {
    m: Match<G>,
    seats: Vec<Seat<G>>,
    specs: Vec<String>,
    audience: Audience,
    /// Lines waiting for each seat (used when several people share the terminal).
    pending: Vec<Vec<String>>,
    /// The board as each seat was last shown it: within a chain of one seat's decisions
    /// only the lines that changed are shown again.
    boards: Vec<Option<String>>,
    /// The seat of the last decision made: a seat that decides again in a row is in one
    /// chain of small decisions.
    last_actor: Option<usize>,
    style: Style,
    /// The language every line is written in.
    lang: Lang,
}

/// Plays one game; `terminal` says whether `out` is a terminal (colour is shown only there).
pub(crate) fn run<G: BotHints>(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    terminal: bool,
    lang: Lang,
) -> Result<(), CliError> {
    let lang = args.lang.unwrap_or(lang);
    let config = args.config.build::<G>(args.seats.as_ref().map(Vec::len))?;
    let players = nile_core::GameConfig::players(&config);
    let specs: Vec<String> = match &args.seats {
        Some(s) => s.iter().map(|x| canonical_spec(x)).collect(),
        None => std::iter::once("human".to_string())
            .chain(std::iter::repeat_n(
                nile_bots::DEFAULT_LEVEL.to_string(),
                players.saturating_sub(1),
            ))
            .collect(),
    };
    if specs.len() != players {
        return Err(CliError::Message(tr!(
            lang,
            "play-seats-count",
            given = specs.len(),
            players = players
        )));
    }
    if let Some(path) = &args.log {
        check_log_path(path)?;
    }
    let seed = args.seed.unwrap_or_else(default_seed);
    let seats = seats_from_specs::<G>(&specs, seed)?;
    let mut m = Match::<G>::new(config, seed)?;
    m.set_seats(specs.clone());
    let humans: Vec<usize> = seats
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s, Seat::Human))
        .map(|(p, _)| p)
        .collect();
    let mut table = Table {
        m,
        seats,
        specs,
        audience: Audience::of(humans),
        pending: vec![Vec::new(); players],
        boards: vec![None; players],
        last_actor: None,
        style: Style::new(
            terminal,
            args.plain,
            std::env::var_os("NO_COLOR").as_deref(),
        ),
        lang,
    };
    let lang = table.lang;
    let (title, seed_text) = (G::title_in(lang), texts::name(seed));
    let header = tr!(
        lang,
        "play-header",
        title = title,
        players = players,
        seed = seed_text
    );
    writeln!(out, "{header}")?;
    for (p, spec) in table.specs.iter().enumerate() {
        writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "seat-spec",
                seat = p,
                spec = texts::name(spec_name(spec, lang))
            )
        )?;
    }
    if let Audience::Several(humans) = &table.audience {
        let (count, seats) = (humans.len(), texts::name(format!("{humans:?}")));
        writeln!(
            out,
            "{}",
            tr!(lang, "play-shared", count = count, seats = seats)
        )?;
    }
    let result = table.play(input, out);
    let saved = save_log(args, &table.m, table.lang, out);
    result.and(saved)
}

impl<G: BotHints> Table<G> {
    /// Plays until the end or until a person quits.
    fn play(&mut self, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
        loop {
            self.resolve_chance(out)?;
            let Turn::Player(p) = self.m.state().turn() else {
                break;
            };
            let legal = self.m.legal_actions()?.to_vec();
            let options = Options::<G>::new(self.m.state(), &legal, self.lang);
            let action = match &mut self.seats[p] {
                Seat::Human => match self.ask_human(p, &options, input, out)? {
                    Answer::Play(a) => a,
                    Answer::Undo => {
                        self.undo(p, out)?;
                        continue;
                    }
                    Answer::Quit => {
                        writeln!(out, "{}", tr!(self.lang, "left-unfinished"))?;
                        return Ok(());
                    }
                },
                Seat::Bot(agent) => agent.choose(self.m.state(), p, &options.by_index()),
            };
            self.apply(Some(p), action, out)?;
        }
        self.flush_all(out)?;
        writeln!(out)?;
        let viewer = match &self.audience {
            Audience::One(h) => Viewer::Seat(*h),
            _ => Viewer::All,
        };
        writeln!(out, "{}", self.m.state().render_in(viewer, self.lang))?;
        let names: Vec<String> = self.specs.iter().map(|s| spec_name(s, self.lang)).collect();
        write_final_standing(self.m.state(), &names, self.lang, out)?;
        Ok(())
    }

    /// Takes back seat `p`'s last decision when the safe-undo rule allows it (it is the
    /// last step and showed nobody anything hidden), or says why not. The board is shown
    /// whole again; people sharing the terminal read that it was taken back.
    fn undo(&mut self, p: usize, out: &mut dyn Write) -> Result<(), CliError> {
        match self.m.undo(p) {
            Ok(action) => {
                let lang = self.lang;
                let text = self.m.state().describe_in(action, Viewer::Seat(p), lang);
                writeln!(
                    out,
                    "{}",
                    self.style.prompt(&tr!(lang, "taken-back", text = text))
                )?;
                self.boards[p] = None;
                if let Audience::Several(humans) = self.audience.clone() {
                    for h in humans.into_iter().filter(|&h| h != p) {
                        let seen = self.m.state().describe_in(action, Viewer::Seat(h), lang);
                        self.pending[h].push(tr!(lang, "took-back", seat = p, text = seen));
                    }
                }
            }
            Err(why) => {
                let why = texts::name(why);
                writeln!(out, "{}", tr!(self.lang, "cannot-take-back", why = why))?
            }
        }
        Ok(())
    }

    /// Samples and applies chance outcomes until a player is to act, telling each
    /// audience what it may know of each draw.
    fn resolve_chance(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        loop {
            let before = self.m.state().clone();
            let Some(action) = self.m.chance_step()? else {
                return Ok(());
            };
            self.tell(None, &before, action, out)?;
        }
    }

    /// Applies a player's action and tells everyone what they may know of it.
    fn apply(
        &mut self,
        actor: Option<usize>,
        action: G::Action,
        out: &mut dyn Write,
    ) -> Result<(), CliError> {
        let before = self.m.state().clone();
        self.m.apply(action)?;
        self.last_actor = actor;
        self.tell(actor, &before, action, out)
    }

    /// The lines `viewer` reads for `action` taken from `before`: the game's own
    /// sentence for the action, then what followed by itself, indented.
    fn lines_for(&self, before: &G, action: G::Action, viewer: Viewer) -> Vec<String> {
        let mut lines = vec![before.describe_in(action, viewer, self.lang)];
        lines.extend(
            self.m
                .state()
                .narrate_in(before, action, viewer, self.lang)
                .into_iter()
                .map(|l| format!("  {l}")),
        );
        lines
    }

    fn tell(
        &mut self,
        actor: Option<usize>,
        before: &G,
        action: G::Action,
        out: &mut dyn Write,
    ) -> Result<(), CliError> {
        match self.audience.clone() {
            Audience::Spectator => {
                for line in self.lines_for(before, action, Viewer::All) {
                    writeln!(out, "{line}")?;
                }
            }
            Audience::One(h) => {
                let lines = self.lines_for(before, action, Viewer::Seat(h));
                // A person's own choice was echoed as they chose it: only what followed.
                let mine = actor == Some(h);
                for (i, line) in lines.iter().enumerate() {
                    match (i, mine) {
                        (0, true) => {}
                        // Another seat's move stands out; a chance draw reads as the board does.
                        (0, false) if actor.is_some() => {
                            writeln!(out, "{}", self.style.other(line))?
                        }
                        _ => writeln!(out, "{line}")?,
                    }
                }
            }
            Audience::Several(humans) => {
                for h in humans {
                    let lines = self.lines_for(before, action, Viewer::Seat(h));
                    self.pending[h].extend(lines);
                }
            }
        }
        Ok(())
    }

    /// At the end with several people: the last events, as an omniscient replay would
    /// show them, since every seat now sees the final position.
    fn flush_all(&mut self, out: &mut dyn Write) -> Result<(), CliError> {
        if let Audience::Several(_) = self.audience {
            for lines in &mut self.pending {
                lines.clear();
            }
            writeln!(out, "{}", tr!(self.lang, "game-over-look"))?;
        }
        Ok(())
    }

    /// Shows the position to seat `p` and asks until a legal action is chosen.
    /// `None` when the person quits or input ends.
    fn ask_human(
        &mut self,
        p: usize,
        options: &Options<G>,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Answer<G::Action>, CliError> {
        let chained = self.last_actor == Some(p);
        let lang = self.lang;
        let who = match self.audience {
            Audience::Several(_) => {
                // The screen is handed over unless this seat already has it.
                if !chained {
                    writeln!(out)?;
                    let banner = tr!(lang, "hand-over", seat = p);
                    writeln!(out, "{}", self.style.banner(&banner))?;
                    out.flush()?;
                    if read_entry(input, out, lang)?.is_none() {
                        return Ok(Answer::Quit);
                    }
                }
                for line in std::mem::take(&mut self.pending[p]) {
                    writeln!(out, "{line}")?;
                }
                tr!(lang, "prompt-seat", seat = p)
            }
            _ => tr!(lang, "prompt-yours"),
        };
        self.show_board(p, chained, out)?;
        let style = self.style;
        options.write(&style, lang, out)?;
        let state = self.m.state();
        // An answer to "play X? [Y/n]" that is neither yes nor no is a new entry.
        let mut next_entry: Option<String> = None;
        loop {
            let line = match next_entry.take() {
                Some(line) => line,
                None => {
                    write!(out, "{} ", style.prompt(&who))?;
                    out.flush()?;
                    let Some(line) = read_entry(input, out, lang)? else {
                        writeln!(out)?;
                        return Ok(Answer::Quit);
                    };
                    line
                }
            };
            let entry = line.trim();
            let lower = entry.to_lowercase();
            match lower.as_str() {
                "" => continue,
                "quit" | "q" | "exit" | "sair" => return Ok(Answer::Quit),
                "undo" | "u" | "take back" | "desfazer" => return Ok(Answer::Undo),
                "help" | "?" | "h" | "ajuda" => {
                    writeln!(out, "{}", tr!(lang, "human-help"))?;
                    continue;
                }
                "board" | "b" | "show" | "tabuleiro" => {
                    writeln!(out, "{}", state.render_in(Viewer::Seat(p), lang))?;
                    options.write(&style, lang, out)?;
                    continue;
                }
                _ => {}
            }
            if let Some(topic) = ["help ", "card ", "ajuda ", "carta "]
                .iter()
                .find_map(|prefix| lower.strip_prefix(prefix))
            {
                match G::explain_in(topic.trim(), lang) {
                    Some(text) => writeln!(out, "{text}")?,
                    None => {
                        let topic = texts::name(topic.trim());
                        writeln!(out, "{}", tr!(lang, "nothing-known", topic = topic))?
                    }
                }
                continue;
            }
            let chosen = match options.pick(state, entry, &style, lang) {
                Pick::Play(a) => a,
                Pick::Confirm(a) => {
                    write!(
                        out,
                        "{} ",
                        tr!(lang, "confirm", option = options.text_of(a))
                    )?;
                    out.flush()?;
                    let Some(answer) = read_entry(input, out, lang)? else {
                        writeln!(out)?;
                        return Ok(Answer::Quit);
                    };
                    match answer.trim().to_lowercase().as_str() {
                        "" | "y" | "yes" | "s" | "sim" => a,
                        "n" | "no" | "não" | "nao" => {
                            writeln!(out, "{}", tr!(lang, "not-played"))?;
                            continue;
                        }
                        _ => {
                            next_entry = Some(answer);
                            continue;
                        }
                    }
                }
                Pick::Narrowed(list) | Pick::Refused(list) => {
                    writeln!(out, "{list}")?;
                    continue;
                }
            };
            let option = options.text_of(chosen);
            let echo = match self.audience {
                Audience::Several(_) => tr!(lang, "chose-seat", seat = p, option = option),
                _ => tr!(lang, "chose-you", option = option),
            };
            writeln!(out, "{}", style.prompt(&echo))?;
            return Ok(Answer::Play(chosen));
        }
    }

    /// Shows seat `p` the board: whole when the turn has come to it from another seat
    /// (or it has not seen the board yet), and within its own chain of small decisions
    /// only the lines that changed, unless most of it did (an automated opponent may
    /// have played in between, inside chance steps the driver cannot tell from a draw).
    fn show_board(&mut self, p: usize, chained: bool, out: &mut dyn Write) -> Result<(), CliError> {
        let board = self.m.state().render_in(Viewer::Seat(p), self.lang);
        let changed = match (&self.boards[p], chained) {
            (Some(old), true) => changed_lines(old, &board),
            _ => None,
        };
        match changed {
            Some(lines) if lines.is_empty() => {}
            Some(lines) => {
                let heading = tr!(self.lang, "changed");
                writeln!(out, "{}", self.style.heading(&heading))?;
                for line in lines {
                    writeln!(out, "{line}")?;
                }
            }
            None => {
                writeln!(out)?;
                writeln!(out, "{board}")?;
            }
        }
        self.boards[p] = Some(board);
        Ok(())
    }
}

/// The lines of `new` that `old` does not hold (as many times), in `new`'s order; `None`
/// when more than a third of the board changed, which is better read whole.
fn changed_lines<'a>(old: &str, new: &'a str) -> Option<Vec<&'a str>> {
    let mut before: Vec<&str> = old.lines().collect();
    let mut changed = Vec::new();
    // A blank line only moved; it tells the player nothing.
    for line in new.lines().filter(|l| !l.trim().is_empty()) {
        match before.iter().position(|l| *l == line) {
            Some(i) => {
                before.swap_remove(i);
            }
            None => changed.push(line),
        }
    }
    let total = new.lines().count();
    (changed.len() * 3 <= total).then_some(changed)
}

/// Reads one line; `None` at the end of input. A line that is not UTF-8 is refused
/// with a sentence and read again: a stray byte never ends a game.
fn read_entry(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    lang: Lang,
) -> Result<Option<String>, CliError> {
    loop {
        let mut bytes = Vec::new();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            return Ok(None);
        }
        match String::from_utf8(bytes) {
            Ok(line) => return Ok(Some(line)),
            Err(_) => {
                writeln!(out, "{}", tr!(lang, "not-utf8"))?;
                out.flush()?;
            }
        }
    }
}

/// Fails before the game starts if the log file cannot be written.
fn check_log_path(path: &Path) -> Result<(), CliError> {
    let exists = path.exists();
    std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(path)
        .map_err(|source| CliError::Io {
            path: path.display().to_string(),
            source,
        })?;
    if !exists {
        let _ = std::fs::remove_file(path);
    }
    Ok(())
}

fn save_log<G: BotHints>(
    args: &PlayArgs,
    m: &Match<G>,
    lang: Lang,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if let Some(path) = &args.log {
        std::fs::write(path, m.log().to_json()).map_err(|source| CliError::Io {
            path: path.display().to_string(),
            source,
        })?;
        let path = texts::name(path.display());
        writeln!(out, "{}", tr!(lang, "log-saved", path = path))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::changed_lines;

    #[test]
    fn only_lines_with_words_count_as_changed() {
        let old = "a\nb\nc\nd\ne\nf";
        assert_eq!(changed_lines(old, "a\nb\nc\nd\ne\nf\n\n  "), Some(vec![]));
        assert_eq!(changed_lines(old, "a\nb\nC\nd\ne\nf"), Some(vec!["C"]));
        assert_eq!(
            changed_lines(old, "A\nB\nC\nd\ne\nf"),
            None,
            "most of it changed"
        );
    }
}
