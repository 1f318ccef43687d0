//! Each match's chat: what a seat may post, how fast, and how a message reaches every
//! connection of the match in one order.
//!
//! A message is stored before anyone is told of it, then told to the match's
//! connections in the order of its number: the match's chat lock is held from the store's
//! insert until every message up to the new one has been sent on the match's channel. A
//! connection that says `hello` first gets the newest [`HISTORY`] messages, and from
//! then on every message numbered after the last it was sent. The text is the poster's,
//! trimmed, never interpreted: clients show it as text (the browser with `textContent`).

use nile_core::sentence;
use serde_json::json;

use crate::error::ServerError;
use crate::store::ChatRecord;
use crate::texts::TEXTS;

/// Longest chat message, in characters (Unicode scalar values) after trimming.
pub const MAX_CHAT: usize = 500;

/// Messages a connection is sent when it says `hello`: the newest of the match.
pub const HISTORY: usize = 200;

/// Messages the store keeps of a match (the oldest beyond are dropped).
pub const STORED: u64 = 1000;

/// Messages a connection may post at once, and then one every
/// [`CHAT_REFILL_SECONDS`]: a person typing never meets it, a script flooding the table
/// does.
pub const CHAT_BURST: f64 = 5.0;

/// Seconds for the allowance to regain one message (5 per 10 s, sustained).
pub const CHAT_REFILL_SECONDS: f64 = 2.0;

/// A chat message as sent to the connections: its number, and its `chat` message
/// written once for all of them.
#[derive(Debug)]
pub struct ChatLine {
    /// The message's number in its match.
    pub id: u64,
    /// `{"type": "chat", …}`.
    pub json: String,
}

impl ChatLine {
    /// The `chat` message for a stored message.
    pub fn new(r: &ChatRecord) -> ChatLine {
        let mut v = entry(r);
        v["type"] = json!("chat");
        ChatLine {
            id: r.id,
            json: v.to_string(),
        }
    }
}

/// One message as the `chat` and `chat_history` messages show it.
fn entry(r: &ChatRecord) -> serde_json::Value {
    json!({"id": r.id, "seat": r.seat, "name": r.name, "text": r.text, "at": r.at})
}

/// The `chat_history` message for `messages` (oldest first), and the number of the
/// newest (0 for none).
pub fn history_json(messages: &[ChatRecord]) -> (String, u64) {
    let list: Vec<serde_json::Value> = messages.iter().map(entry).collect();
    let last = messages.last().map_or(0, |m| m.id);
    (
        json!({"type": "chat_history", "messages": list}).to_string(),
        last,
    )
}

/// The text as it is stored: trimmed, 1 to [`MAX_CHAT`] characters, with no control
/// character (line breaks and tabs included: a message is one line) and no character
/// that reorders the text around it (bidirectional embeddings, overrides and isolates),
/// so a line cannot pass for another; or why it is refused.
///
/// ```
/// use nile_server::chat::check_text;
/// assert_eq!(check_text("  gg  ").unwrap(), "gg");
/// assert!(check_text("   ").is_err());
/// assert!(check_text("a\nb").is_err());
/// assert_eq!(check_text("<b>hi</b>").unwrap(), "<b>hi</b>"); // text, not HTML
/// ```
pub fn check_text(raw: &str) -> Result<String, ServerError> {
    let text = raw.trim();
    if let Some(c) = text.chars().find(|&c| refused(c)) {
        return Err(ServerError::BadChat(sentence!(
            TEXTS,
            "chat-refused-character",
            code = format!("{:04X}", u32::from(c))
        )));
    }
    let count = text.chars().count();
    if count == 0 || count > MAX_CHAT {
        return Err(ServerError::BadChat(sentence!(
            TEXTS,
            "chat-length",
            max = MAX_CHAT,
            count = count
        )));
    }
    Ok(text.to_string())
}

/// Characters a message may not hold: controls, the line and paragraph separators, and
/// the bidirectional controls that reorder what follows them. Joiners and variation
/// selectors stay: emoji are made of them.
fn refused(c: char) -> bool {
    c.is_control()
        || matches!(u32::from(c),
            0x2028..=0x202E // line/paragraph separators, embeddings and overrides
            | 0x2066..=0x2069 // isolates
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_trimmed_bounded_and_one_line() {
        assert_eq!(check_text(" hi ").unwrap(), "hi");
        assert_eq!(
            check_text(&"é".repeat(MAX_CHAT)).unwrap().chars().count(),
            MAX_CHAT
        );
        for bad in [
            String::new(),
            " \t ".into(),
            "x".repeat(MAX_CHAT + 1),
            "a\u{0}b".into(),
            "a\rb".into(),
            "a\u{202e}b".into(),
            "a\u{2068}b".into(),
            "a\u{2028}b".into(),
        ] {
            let err = check_text(&bad).expect_err(&bad);
            assert_eq!(err.code(), "bad_chat", "{bad:?}");
        }
        // An emoji made with a zero-width joiner and a variation selector is text.
        assert!(check_text("👩\u{200d}🚀 ❤\u{fe0f}").is_ok());
    }

    #[test]
    fn a_message_is_json_text_whatever_it_holds() {
        let r = ChatRecord {
            id: 3,
            seat: Some(1),
            name: "Ana".into(),
            text: "<script>alert(\"x\")</script>".into(),
            at: 5,
        };
        let line = ChatLine::new(&r);
        let v: serde_json::Value = serde_json::from_str(&line.json).unwrap();
        assert_eq!(v["type"], "chat");
        assert_eq!(v["text"], r.text);
        assert_eq!(v["seat"], 1);
        let (history, last) = history_json(&[r]);
        assert_eq!(last, 3);
        let v: serde_json::Value = serde_json::from_str(&history).unwrap();
        assert_eq!(v["messages"][0]["name"], "Ana");
    }
}
