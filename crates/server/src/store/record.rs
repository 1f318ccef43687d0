//! What the store holds of a match: its record, its seats, and a commit's guard.

/// The spec of a seat a person takes (any other spec is a bot's).
pub const OPEN: &str = "open";

/// A seat as stored: [`OPEN`] for a person's seat, otherwise a bot spec.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRecord {
    /// `"open"` or a bot's seat spec (`"mcts:500ms"`).
    pub spec: String,
    /// The display name of the person holding it.
    pub name: Option<String>,
    /// The SHA-256 of its credential, while someone holds it.
    pub token_hash: Option<String>,
    /// The bot spec that plays this person's seat while its person is away (handed over
    /// with `hand_to_bot`); `None` while the person plays it.
    pub stand_in: Option<String>,
    /// A real-time clock's time left to this seat at the start of its next turn, in
    /// milliseconds (`None` without a real-time clock, and for a bot's seat).
    pub clock_ms: Option<i64>,
}

/// A match as stored, without its actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchRecord {
    /// Its identifier.
    pub id: String,
    /// The game's machine name.
    pub game: String,
    /// The configuration, as the dynamic layer writes it.
    pub config_json: String,
    /// The seed of its chance draws and bots.
    pub seed: u64,
    /// Whether the seed was chosen by the match's creator, and so is shown to every
    /// seat (a random seed is told only at the end, in the log).
    pub seed_public: bool,
    /// The seats.
    pub seats: Vec<SeatRecord>,
    /// Actions committed so far (chance draws included).
    pub step: u64,
    /// Whether the game is over.
    pub over: bool,
    /// Seconds since the epoch when it was created.
    pub created: i64,
    /// Steps taken back so far: bumped by every undo, so a process that reads the same
    /// step counter as before still knows the log changed.
    pub undos: u64,
    /// The match's clock as its creator chose it (JSON, see `crate::clock`), `None`
    /// for a match without one.
    pub clock: Option<String>,
    /// When the running clock runs out, in milliseconds since the Unix epoch: the
    /// seat to act's deadline, `None` while no clock runs.
    pub deadline: Option<i64>,
    /// The seat whose clock runs (the one `deadline` is for).
    pub deadline_seat: Option<usize>,
}

/// A commit's condition on who moves: the seat and its credential's hash, checked in the
/// same statement as the step counter (so a seat left in another process cannot act).
#[derive(Debug, Clone, Copy)]
pub struct Guard<'a> {
    /// The seat.
    pub seat: usize,
    /// The credential's hash.
    pub token_hash: &'a str,
}

/// A change of the running clock, written in the same transaction as the change that
/// causes it (a move, a seat handed to its stand-in when its time ran out).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClockWrite {
    /// The new deadline (milliseconds since the Unix epoch), `None` to stop the clock.
    pub deadline: Option<i64>,
    /// The seat the new deadline is for.
    pub deadline_seat: Option<usize>,
    /// A seat whose real-time clock stopped, with the time it has left.
    pub seat_ms: Option<(usize, i64)>,
}

/// A chat message as stored: numbered from 1 within its match, in the order it was
/// posted, with the name its seat had then (a seat may change hands later).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatRecord {
    /// Its number within the match (increasing in the order of posting).
    pub id: u64,
    /// The seat that posted it (`None` is kept for messages not from a seat).
    pub seat: Option<usize>,
    /// The poster's display name when it was posted.
    pub name: String,
    /// The text, as the poster sent it (trimmed).
    pub text: String,
    /// When it was posted, in milliseconds since the Unix epoch.
    pub at: i64,
}
