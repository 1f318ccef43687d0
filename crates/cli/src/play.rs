//! `play`: people and bots at one terminal.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use clap::Args;
use nile_core::{Agent, Game, Match, Turn};

use crate::config::ConfigArgs;
use crate::{write_final_standing, CliError};

/// Flags of `play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Who sits where, comma-separated: human, random, greedy, mcts:2000, mcts:500ms.
    /// Defaults to one human against random bots.
    #[arg(long, value_delimiter = ',')]
    seats: Option<Vec<String>>,
    /// Seed of the chance draws and the bots (printed when not given, so a game can be
    /// played again).
    #[arg(long)]
    seed: Option<u64>,
    /// Save the game's log to this file (JSON), for `replay`.
    #[arg(long)]
    log: Option<PathBuf>,
    #[command(flatten)]
    config: ConfigArgs,
}

/// One seat: a person at the terminal or a bot.
enum Seat<G: Game> {
    Human,
    Bot(Box<dyn Agent<G>>),
}

/// Parses a seat list into seats; `seed` seeds each bot differently.
fn seats_from_specs<G: Game>(specs: &[String], seed: u64) -> Result<Vec<Seat<G>>, CliError> {
    specs
        .iter()
        .enumerate()
        .map(|(i, spec)| {
            if spec.trim().eq_ignore_ascii_case("human") {
                Ok(Seat::Human)
            } else {
                let bot_seed =
                    seed.wrapping_add(0x9E37_79B9_7F4A_7C15u64.wrapping_mul(i as u64 + 1));
                nile_bots::agent_from_spec::<G>(spec.trim(), bot_seed)
                    .map(Seat::Bot)
                    .map_err(CliError::Message)
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

pub(crate) fn run<G: Game>(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let config = args.config.build::<G>(args.seats.as_ref().map(Vec::len))?;
    let players = nile_core::GameConfig::players(&config);
    let specs: Vec<String> = match &args.seats {
        Some(s) => s.iter().map(|x| x.trim().to_string()).collect(),
        None => std::iter::once("human".to_string())
            .chain(std::iter::repeat_n(
                "random".to_string(),
                players.saturating_sub(1),
            ))
            .collect(),
    };
    if specs.len() != players {
        return Err(CliError::Message(format!(
            "--seats names {} seats but the game has {players}",
            specs.len()
        )));
    }
    let seed = args.seed.unwrap_or_else(default_seed);
    let mut seats = seats_from_specs::<G>(&specs, seed)?;
    let mut m = Match::<G>::new(config, seed)?;
    m.set_seats(specs.clone());
    writeln!(out, "{} with {players} seats, seed {seed}:", G::NAME)?;
    for (p, spec) in specs.iter().enumerate() {
        writeln!(out, "  seat {p}: {spec}")?;
    }
    let solo_human = specs
        .iter()
        .filter(|s| s.eq_ignore_ascii_case("human"))
        .count()
        == 1;

    loop {
        let before = m.log().actions.len();
        let turn = m.resolve_chance()?;
        for a in &m.log().actions[before..] {
            writeln!(out, "  chance: {a}")?;
        }
        let Turn::Player(p) = turn else { break };
        let legal = m.legal_actions()?.to_vec();
        let action = match &mut seats[p] {
            Seat::Human => match ask_human(&m, p, &legal, solo_human, input, out)? {
                Some(a) => a,
                None => {
                    writeln!(out, "Game left unfinished.")?;
                    save_log(args, &m, out)?;
                    return Ok(());
                }
            },
            Seat::Bot(agent) => {
                let a = agent.choose(m.state(), p, &legal);
                writeln!(out, "seat {p} ({}): {a}", specs[p])?;
                a
            }
        };
        m.apply(action)?;
    }
    writeln!(out)?;
    writeln!(out, "{}", m.state().render(None))?;
    write_final_standing(m.state(), &specs, out)?;
    save_log(args, &m, out)
}

fn save_log<G: Game>(args: &PlayArgs, m: &Match<G>, out: &mut dyn Write) -> Result<(), CliError> {
    if let Some(path) = &args.log {
        std::fs::write(path, m.log().to_json()).map_err(|source| CliError::Io {
            path: path.display().to_string(),
            source,
        })?;
        writeln!(out, "Log saved to {}.", path.display())?;
    }
    Ok(())
}

const HUMAN_HELP: &str = "Type the number of an action or its text as shown, \
\"board\" to see the position again, or \"quit\" to stop.";

/// Shows the position to seat `p` and asks until a legal action is chosen.
/// `None` when the person quits or input ends.
fn ask_human<G: Game>(
    m: &Match<G>,
    p: usize,
    legal: &[G::Action],
    solo_human: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<G::Action>, CliError> {
    let who = if solo_human {
        "your".to_string()
    } else {
        format!("seat {p}'s")
    };
    writeln!(out)?;
    writeln!(out, "{}", m.state().render(Some(p)))?;
    write_actions(legal, out)?;
    loop {
        write!(out, "{who} move> ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(None);
        }
        let entry = line.trim();
        match entry.to_ascii_lowercase().as_str() {
            "" => continue,
            "quit" | "q" | "exit" => return Ok(None),
            "help" | "?" | "h" => {
                writeln!(out, "{HUMAN_HELP}")?;
                continue;
            }
            "board" | "b" | "show" => {
                writeln!(out, "{}", m.state().render(Some(p)))?;
                write_actions(legal, out)?;
                continue;
            }
            _ => {}
        }
        match pick_action::<G>(entry, legal) {
            Ok(a) => return Ok(Some(a)),
            Err(message) => writeln!(out, "{message}")?,
        }
    }
}

fn write_actions<A: std::fmt::Display>(legal: &[A], out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "Your options:")?;
    for (i, a) in legal.iter().enumerate() {
        writeln!(out, "  {:>2}) {a}", i + 1)?;
    }
    Ok(())
}

/// Reads an entry as a 1-based number or an action's text; `Err` is a sentence.
pub(crate) fn pick_action<G: Game>(entry: &str, legal: &[G::Action]) -> Result<G::Action, String> {
    let n = legal.len();
    if let Ok(k) = entry.parse::<usize>() {
        return match k.checked_sub(1).and_then(|i| legal.get(i)) {
            Some(&a) => Ok(a),
            None => Err(format!(
                "There is no option {k}: choose a number from 1 to {n}."
            )),
        };
    }
    match entry.parse::<G::Action>() {
        Ok(a) if legal.contains(&a) => Ok(a),
        Ok(a) => Err(format!(
            "\"{a}\" is not allowed now: choose one of the {n} options listed (a number from 1 to {n})."
        )),
        Err(e) => Err(format!(
            "{e}. Type a number from 1 to {n}, an action as listed, or \"help\"."
        )),
    }
}
