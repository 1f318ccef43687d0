//! Game configuration from command-line flags.

use clap::Args;
use nile_core::{Game, GameConfig, GameError};

/// Flags every command accepts to configure the game.
#[derive(Debug, Clone, Default, Args)]
pub struct ConfigArgs {
    /// Number of seats (defaults to the seat list's length, or the game's smallest count).
    #[arg(long)]
    pub players: Option<usize>,
    /// Site sides, for games that have them (Imhotep: five letters A/B, e.g. ABABA).
    #[arg(long)]
    pub sides: Option<String>,
    /// Difficulty of an automated opponent, for games that have one (Tekhenu solo).
    #[arg(long)]
    pub difficulty: Option<String>,
    /// A variant to switch on, for games that have them (e.g. pharaohs-fury).
    #[arg(long)]
    pub variant: Option<String>,
    /// Any other game option as key=value (repeatable).
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

impl ConfigArgs {
    /// Builds and validates `G`'s configuration. `default_players` is used when
    /// `--players` is absent.
    pub fn build<G: Game>(&self, default_players: Option<usize>) -> Result<G::Config, GameError> {
        let players = self
            .players
            .or(default_players)
            .unwrap_or_else(|| (*G::PLAYERS.start()).max(2).min(*G::PLAYERS.end()));
        let mut config = G::Config::for_players(players);
        if let Some(sides) = &self.sides {
            config.set_option("sides", sides)?;
        }
        if let Some(level) = &self.difficulty {
            config.set_option("difficulty", level)?;
        }
        if let Some(variant) = &self.variant {
            config.set_option("variant", variant)?;
        }
        for pair in &self.options {
            let (key, value) = pair.split_once('=').ok_or_else(|| {
                GameError::InvalidConfig(format!("--opt expects key=value, not \"{pair}\""))
            })?;
            config.set_option(key.trim(), value.trim())?;
        }
        G::new(&config)?;
        Ok(config)
    }
}
