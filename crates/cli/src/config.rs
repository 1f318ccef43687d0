//! Game configuration from command-line flags. The CLI knows no game's options: it
//! passes `--opt key=value` (and the older spellings `--sides`, `--difficulty`,
//! `--variant`, kept as aliases of `--opt sides=…` and so on) to the game's own
//! [`GameConfig::set_option`], which refuses what it does not declare.

use crate::texts::{tr, TEXTS};
use clap::Args;
use nile_core::{Game, GameConfig, GameError, Lang};

/// Flags every command accepts to configure the game.
#[derive(Debug, Clone, Default, Args)]
pub struct ConfigArgs {
    /// Number of seats (defaults to the seat list's length, or the game's smallest count).
    #[arg(long, allow_negative_numbers = true, value_name = "N")]
    pub players: Option<String>,
    /// A game option as key=value (repeatable); the game's options are listed below.
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Alias of --opt sides=VALUE.
    #[arg(long, hide = true)]
    pub sides: Option<String>,
    /// Alias of --opt difficulty=VALUE.
    #[arg(long, hide = true)]
    pub difficulty: Option<String>,
    /// Alias of --opt variant=VALUE.
    #[arg(long, hide = true)]
    pub variant: Option<String>,
}

impl ConfigArgs {
    /// The seat count given with `--players`, checked to be a whole number.
    pub fn players(&self) -> Result<Option<usize>, GameError> {
        let Some(text) = &self.players else {
            return Ok(None);
        };
        match text.trim().parse::<i64>() {
            Ok(n) if n < 0 => Err(GameError::InvalidConfig(nile_core::sentence!(
                TEXTS,
                "flag-players-negative",
                n = n
            ))),
            Ok(n) => usize::try_from(n).map(Some).map_err(|_| {
                GameError::InvalidConfig(nile_core::sentence!(
                    TEXTS,
                    "flag-players-too-many",
                    n = n
                ))
            }),
            Err(_) => Err(GameError::InvalidConfig(nile_core::sentence!(
                TEXTS,
                "flag-players-not-a-number",
                text = text
            ))),
        }
    }

    /// Every option given, aliases first, as (key, value) pairs.
    pub fn pairs(&self) -> Result<Vec<(String, String)>, GameError> {
        let mut pairs = Vec::new();
        for (key, value) in [
            ("sides", &self.sides),
            ("difficulty", &self.difficulty),
            ("variant", &self.variant),
        ] {
            if let Some(v) = value {
                pairs.push((key.to_string(), v.clone()));
            }
        }
        for pair in &self.options {
            let (key, value) = pair.split_once('=').ok_or_else(|| {
                GameError::InvalidConfig(nile_core::sentence!(
                    TEXTS,
                    "flag-opt-not-a-pair",
                    pair = pair
                ))
            })?;
            pairs.push((key.trim().to_string(), value.trim().to_string()));
        }
        Ok(pairs)
    }

    /// Builds and validates `G`'s configuration. `default_players` is used when
    /// `--players` is absent.
    pub fn build<G: Game>(&self, default_players: Option<usize>) -> Result<G::Config, GameError> {
        let players = self
            .players()?
            .or(default_players)
            .unwrap_or_else(|| (*G::PLAYERS.start()).max(2).min(*G::PLAYERS.end()));
        let mut config = G::Config::for_players(players);
        for (key, value) in self.pairs()? {
            config.set_option(&key, &value)?;
        }
        G::new(&config)?;
        Ok(config)
    }
}

/// The seat counts and options of `G` for `--help`, in `lang`: the options' help in the
/// game's own words.
pub fn options_help_in<G: Game>(lang: Lang) -> String {
    let title = G::title_in(lang);
    let range = tr!(
        lang,
        "options-players",
        title = title.clone(),
        lo = *G::PLAYERS.start(),
        hi = *G::PLAYERS.end()
    );
    let options = G::Config::options();
    if options.is_empty() {
        return format!("{range}\n{}", tr!(lang, "options-none", title = title));
    }
    let mut text = format!("{range}\n{}\n", tr!(lang, "help-options-heading"));
    for o in options {
        let help = G::option_words_in(o.key, lang).map_or_else(|| o.help.to_string(), |w| w.help);
        let line = crate::facade::option_line(o.key, help, o.values, o.default, lang);
        text.push_str(&format!("  {line}\n"));
    }
    text
}
