//! The games a server offers: what the caller's registry lists, by name. The server
//! knows no game; the `nile` binary hands it the registry's entries.

use nile_bots::DynAgents;
use nile_core::dynamic::board::{views_script, DynBoard};
use nile_core::dynamic::DynGameType;
use nile_core::Lang;

/// One game the server offers.
#[derive(Clone, Copy)]
pub struct GameKind {
    /// The game's kind (name, seats, options, states).
    pub game: &'static dyn DynGameType,
    /// Its board: the element each action acts on and the rulebook's words, so a `state`
    /// carries what the browser's board views draw and click (the same as the in-browser
    /// engine's view).
    pub board: &'static dyn DynBoard,
    /// Its bots, by seat spec.
    pub agents: &'static dyn DynAgents,
    /// One line saying what the game is (as `nile games` prints it).
    pub summary: &'static str,
}

impl std::fmt::Debug for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameKind")
            .field("game", &self.game.name())
            .finish_non_exhaustive()
    }
}

/// The games on offer, in the caller's order.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    kinds: Vec<GameKind>,
}

impl Catalog {
    /// A catalog of `kinds`.
    pub fn new(kinds: Vec<GameKind>) -> Self {
        Catalog { kinds }
    }

    /// The game named `name` (case-insensitive).
    pub fn find(&self, name: &str) -> Option<GameKind> {
        let wanted = name.trim().to_ascii_lowercase();
        self.kinds.iter().copied().find(|k| k.game.name() == wanted)
    }

    /// Every game, as `nile games --json` lists them.
    pub fn json(&self) -> serde_json::Value {
        self.json_in(Lang::En)
    }

    /// [`Catalog::json`] with every game's title, summary and option words in `lang`.
    pub fn json_in(&self, lang: Lang) -> serde_json::Value {
        let infos: Vec<serde_json::Value> = self
            .kinds
            .iter()
            .map(|k| {
                let mut v = serde_json::to_value(k.game.info_in(lang)).unwrap_or_default();
                if lang == Lang::En {
                    v["summary"] = serde_json::Value::from(k.summary);
                }
                // The names of elements the observation holds only as numbers (cards),
                // which the board views show.
                v["names"] = k.board.names(lang);
                v
            })
            .collect();
        serde_json::Value::from(infos)
    }

    /// The games' names.
    pub fn names(&self) -> Vec<&'static str> {
        self.kinds.iter().map(|k| k.game.name()).collect()
    }

    /// The board views of these games as the page's `game-views.js`
    /// ([`nile_core::dynamic::board::views_script`]): each game ships its own.
    pub fn views_script(&self) -> String {
        views_script(self.kinds.iter().map(|k| k.board))
    }
}
