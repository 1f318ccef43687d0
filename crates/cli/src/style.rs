//! How `play` decorates what it prints: colour only on a terminal (and never with
//! `NO_COLOR` set, <https://no-color.org>), and in `--plain` mode nothing but words, one
//! option a line, for screen readers and logs.

/// The decorations in force for one game at the terminal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Style {
    /// ANSI colour and bold.
    pub(crate) colour: bool,
    /// No colour, no rules of `=` or arrows, one option a line.
    pub(crate) plain: bool,
}

impl Style {
    /// The style for an output that is a terminal or not, with `--plain` or not, and the
    /// value of `NO_COLOR` (set and not empty: no colour).
    pub(crate) fn new(terminal: bool, plain: bool, no_color: Option<&std::ffi::OsStr>) -> Self {
        let no_color = no_color.is_some_and(|v| !v.is_empty());
        Style {
            colour: terminal && !plain && !no_color,
            plain,
        }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.colour {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    /// A heading: bold.
    pub(crate) fn heading(&self, text: &str) -> String {
        self.paint("1", text)
    }

    /// An option's number: cyan.
    pub(crate) fn number(&self, text: &str) -> String {
        self.paint("36", text)
    }

    /// The prompt and the echo of a choice: bold green.
    pub(crate) fn prompt(&self, text: &str) -> String {
        self.paint("1;32", text)
    }

    /// What another seat did: yellow, so a bot's move stands out from the board.
    pub(crate) fn other(&self, text: &str) -> String {
        self.paint("33", text)
    }

    /// A banner line: framed by `====` unless plain.
    pub(crate) fn banner(&self, text: &str) -> String {
        if self.plain {
            text.to_string()
        } else {
            self.heading(&format!("==== {text} ===="))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsStr;

    #[test]
    fn colour_only_on_a_terminal_without_no_color_or_plain() {
        assert!(Style::new(true, false, None).colour);
        assert!(!Style::new(false, false, None).colour);
        assert!(!Style::new(true, true, None).colour);
        assert!(!Style::new(true, false, Some(OsStr::new("1"))).colour);
        // An empty NO_COLOR does not count (no-color.org).
        assert!(Style::new(true, false, Some(OsStr::new(""))).colour);
        let plain = Style::new(true, true, None);
        assert_eq!(plain.banner("Seat 1's turn"), "Seat 1's turn");
        assert_eq!(plain.heading("x"), "x");
    }
}
