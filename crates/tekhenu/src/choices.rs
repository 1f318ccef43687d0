//! The options of a decision: the sink every listing writes legal actions into (`Out`),
//! the probe that looks for one action without a buffer, and `Choices`, the options kept
//! at the decision the engine stopped at. Apart from the rules that list them, so that
//! every part of the game (and the state, which keeps `Choices`) can name them without
//! depending on the listing itself.

use crate::action::TekhenuAction;

/// Where legal actions are written.
pub(crate) trait Out {
    fn put(&mut self, a: TekhenuAction);
    /// Puts `a` if `keep`: sinks that can do it without a branch do.
    #[inline]
    fn put_if(&mut self, a: TekhenuAction, keep: bool) {
        if keep {
            self.put(a);
        }
    }
    /// The generator may stop early: the sink knows all it needs.
    fn satisfied(&self) -> bool {
        false
    }
}

impl Out for Vec<TekhenuAction> {
    fn put(&mut self, a: TekhenuAction) {
        self.push(a);
    }
}

/// A sink that looks for one action (validation of a decision whose options were not
/// kept, without any buffer); generation stops once it is found.
pub(crate) struct Probe {
    pub target: TekhenuAction,
    pub found: bool,
}

impl Out for Probe {
    #[inline]
    fn put(&mut self, a: TekhenuAction) {
        if self.target == a {
            self.found = true;
        }
    }
    fn satisfied(&self) -> bool {
        self.found
    }
}

/// Most legal actions a decision keeps listed; larger sets are generated on demand.
pub(crate) const CHOICES: usize = 48;

/// Lists up to this long are copied out as a fixed-size block (see [`Choices::append_to`]).
const SHORT_CHOICES: usize = 16;

/// The legal actions of the pending decision, in order, as listed when the engine
/// stopped there: `legal_actions` copies them and `apply` validates against them instead
/// of generating the set again. Empty means "not known" (a deserialized or resampled
/// state, a chance node, or a set larger than [`CHOICES`]): the engine then generates.
#[derive(Clone, Copy)]
pub(crate) struct Choices {
    n: u8,
    acts: [TekhenuAction; CHOICES],
}

impl Choices {
    /// An unknown set.
    pub const UNKNOWN: Choices = Choices {
        n: 0,
        acts: [TekhenuAction::Done; CHOICES],
    };

    /// The listed actions, if known.
    pub fn known(&self) -> Option<&[TekhenuAction]> {
        match self.n as usize {
            0 => None,
            n => self.acts.get(..n),
        }
    }

    /// Appends the listed actions (if known) to `out`. A short list is copied as a block
    /// of [`SHORT_CHOICES`] and cut back when `out` has the room: a few register moves,
    /// where a copy of a variable length is a `memcpy` call with its own size switch.
    pub fn append_to(&self, out: &mut Vec<TekhenuAction>) {
        let n = self.n as usize;
        let room = out.capacity() - out.len();
        match self.acts.first_chunk::<SHORT_CHOICES>() {
            Some(block) if n <= SHORT_CHOICES && room >= SHORT_CHOICES => {
                let len = out.len();
                out.extend_from_slice(block);
                out.truncate(len + n);
            }
            _ => out.extend_from_slice(self.known().unwrap_or(&[])),
        }
    }

    /// Forgets the set.
    pub fn clear(&mut self) {
        self.n = 0;
    }
}

impl Out for Choices {
    #[inline]
    fn put(&mut self, a: TekhenuAction) {
        match self.acts.get_mut(self.n as usize) {
            Some(slot) => {
                *slot = a;
                self.n += 1;
            }
            // Too many to keep: more than one, and unknown once stored.
            None => self.n = u8::MAX,
        }
    }

    /// Writes `a` in the next slot either way and counts it only if kept.
    #[inline]
    fn put_if(&mut self, a: TekhenuAction, keep: bool) {
        match self.acts.get_mut(self.n as usize) {
            Some(slot) => {
                *slot = a;
                self.n += keep as u8;
            }
            None if keep => self.n = u8::MAX,
            None => {}
        }
    }
}

impl Default for Choices {
    fn default() -> Self {
        Choices::UNKNOWN
    }
}

/// Derived data: two states are equal whatever they have listed.
impl PartialEq for Choices {
    fn eq(&self, _: &Choices) -> bool {
        true
    }
}

impl Eq for Choices {}

impl std::fmt::Debug for Choices {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Choices({})", self.n)
    }
}
