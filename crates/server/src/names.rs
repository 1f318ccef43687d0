//! Display names: what a person may call themselves at a table.
//!
//! A name is shown to everyone at the match, so it must not be able to pass for
//! another: it is normalised (Unicode NFC, runs of spaces made one, trimmed), and refused
//! if it holds a character that draws nothing or reorders what follows it (zero-width
//! spaces and joiners, direction overrides and isolates, other format and control
//! characters, line separators); a name another seat of the match already has (up to
//! case) gets a number after it.

use nile_core::sentence;
use unicode_normalization::UnicodeNormalization;

use crate::error::ServerError;
use crate::texts::TEXTS;

/// Longest display name, in characters (after normalisation).
pub const MAX_NAME: usize = 40;

/// The normalised form of `raw`, or why it is refused.
///
/// ```
/// use nile_server::names::normalise;
/// assert_eq!(normalise("  Ana   Luísa ").unwrap(), "Ana Luísa");
/// // "e" followed by a combining acute accent becomes the single letter "é".
/// assert_eq!(normalise("Jose\u{301}").unwrap(), "José");
/// assert!(normalise("ana\u{202e}").is_err()); // right-to-left override
/// assert!(normalise("a\u{200b}b").is_err()); // zero-width space
/// assert!(normalise("   ").is_err());
/// ```
pub fn normalise(raw: &str) -> Result<String, ServerError> {
    let nfc: String = raw.nfc().collect();
    if let Some(c) = nfc.chars().find(|&c| hidden(c)) {
        return Err(ServerError::BadRequest(sentence!(
            TEXTS,
            "name-refused-character",
            code = format!("{:04X}", u32::from(c))
        )));
    }
    let name = nfc.split_whitespace().collect::<Vec<_>>().join(" ");
    let count = name.chars().count();
    if count == 0 || count > MAX_NAME {
        return Err(ServerError::BadRequest(sentence!(
            TEXTS,
            "name-length",
            max = MAX_NAME
        )));
    }
    Ok(name)
}

/// The name of a seat taken without one: "Player" and the seat's number counted from 1
/// (seat 0 is "Player 1"), as people count places at a table.
///
/// ```
/// use nile_server::names::default_name;
/// assert_eq!(default_name(1), "Player 2");
/// ```
pub fn default_name(seat: usize) -> String {
    format!("Player {}", seat + 1)
}

/// Whether two names would read as the same at a table (equal up to case).
pub fn same_name(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

/// `name`, or if a name of `taken` reads the same, the first of `name (2)`,
/// `name (3)`, … that none does (shortened to fit [`MAX_NAME`]): two people who both
/// call themselves "player" can sit at one table, and neither passes for the other.
///
/// ```
/// use nile_server::names::unique;
/// assert_eq!(unique("Ana", &["bo"]), "Ana");
/// assert_eq!(unique("Ana", &["ana", "Ana (2)"]), "Ana (3)");
/// ```
pub fn unique(name: &str, taken: &[&str]) -> String {
    let free = |candidate: &str| !taken.iter().any(|t| same_name(t, candidate));
    if free(name) {
        return name.to_string();
    }
    (2..)
        .map(|k| {
            let suffix = format!(" ({k})");
            let room = MAX_NAME.saturating_sub(suffix.chars().count());
            let base: String = name.chars().take(room).collect();
            format!("{}{suffix}", base.trim_end())
        })
        .find(|candidate| free(candidate))
        .unwrap_or_else(|| name.to_string())
}

/// Characters a name may not hold: controls, and Unicode's default-ignorable and
/// bidirectional-control characters (they draw nothing, or change the order in which
/// the rest is drawn), plus the line and paragraph separators.
fn hidden(c: char) -> bool {
    if c.is_control() {
        return true;
    }
    matches!(u32::from(c),
        0x00AD            // soft hyphen
        | 0x034F          // combining grapheme joiner
        | 0x061C          // Arabic letter mark
        | 0x115F | 0x1160 // Hangul fillers
        | 0x17B4 | 0x17B5 // Khmer inherent vowels
        | 0x180B..=0x180F // Mongolian variation selectors and vowel separator
        | 0x200B..=0x200F // zero-width space, joiners, direction marks
        | 0x2028..=0x202E // line/paragraph separators, embeddings and overrides
        | 0x205F..=0x206F // word joiner, invisible operators, isolates
        | 0x3164          // Hangul filler
        | 0xFE00..=0xFE0F // variation selectors
        | 0xFEFF          // zero-width no-break space
        | 0xFFA0          // halfwidth Hangul filler
        | 0xFFF0..=0xFFFB // interlinear annotation and unassigned specials
        | 0x1BCA0..=0x1BCA3 // shorthand format controls
        | 0x1D173..=0x1D17A // musical format controls
        | 0xE0000..=0xE0FFF // tags and variation selectors supplement
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spoofing_characters_are_refused_and_look_alikes_unified() {
        for bad in [
            "ana\u{200b}",
            "\u{202e}ana",
            "a\u{2066}b",
            "a\u{feff}",
            "a\u{00ad}b",
            "a\u{0007}",
            "a\u{2028}b",
            "a\u{e0041}",
            "",
            &"x".repeat(MAX_NAME + 1),
        ] {
            assert!(normalise(bad).is_err(), "{bad:?}");
        }
        assert_eq!(normalise("Ana \u{3000} Bo").unwrap(), "Ana Bo");
        assert!(normalise("Ana\tBo").is_err());
        assert_eq!(
            normalise("Jose\u{301}").unwrap(),
            normalise("José").unwrap()
        );
        assert!(same_name("ANA", "ana"));
        assert!(!same_name("ana", "anna"));
        assert_eq!(normalise("Faraó 👑").unwrap(), "Faraó 👑");
    }
}
