//! The messages a client may send over a match's WebSocket (docs/server.md lists them
//! with the server's answers).

use nile_core::lang::Sentence;
use nile_core::sentence;
use serde::Deserialize;

use crate::texts::TEXTS;

/// Largest message a client may send, in bytes: the biggest real one is a `hello` with a
/// 64-character credential, so this is generous and still bounds what a client can make
/// the server parse.
pub const MAX_MESSAGE: usize = 4096;

/// One message from a client.
#[derive(Debug, Deserialize, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Opens the session: with a seat's credential, or without one to watch. `since`:
    /// the steps whose lines the client already holds (a reconnect gets only the rest).
    Hello {
        /// The seat's credential, from joining.
        #[serde(default)]
        token: Option<String>,
        /// Steps already seen.
        #[serde(default)]
        since: Option<u64>,
        /// Whether each `state` carries `render`, the board as text (default true); a
        /// client that draws from the observation sends false and is spared the text.
        #[serde(default)]
        render: Option<bool>,
        /// The language of every text this connection is sent (`"en"`, the default, or
        /// `"pt-BR"`): the board as text, the actions' labels, the log, the glossary,
        /// the title.
        #[serde(default)]
        lang: Option<String>,
    },
    /// A move: the action's index, and the step the client saw when choosing it.
    Act {
        /// The match's step counter as the client last saw it.
        step: u64,
        /// The action's index in the game's fixed action index.
        action: usize,
    },
    /// Takes back the seat's last move, if it may (its own decision, the last step, and
    /// one that showed nobody anything hidden).
    Undo {
        /// The match's step counter as the client last saw it.
        step: u64,
    },
    /// Hands seat `seat`, a person's seat whose person is away (no connection), to a
    /// bot (the stand-in) until its person comes back with a `hello`.
    HandToBot {
        /// The away seat.
        seat: usize,
    },
    /// A chat message to the match's table, from a seat (spectators read the chat but
    /// may not post).
    Chat {
        /// The text: trimmed, 1 to 500 characters, one line.
        text: String,
    },
    /// Asks for a `pong` (a keep-alive). No fields, like the others' unknown ones are
    /// refused.
    Ping {},
}

/// The message, or why it could not be read, in a sentence (the reader's parser's own
/// words, in English, inside it).
pub fn parse(bytes: &[u8]) -> Result<ClientMessage, Sentence> {
    if bytes.len() > MAX_MESSAGE {
        return Err(sentence!(
            TEXTS,
            "message-too-large",
            max = MAX_MESSAGE,
            size = bytes.len()
        ));
    }
    let text = std::str::from_utf8(bytes)
        .map_err(|e| sentence!(TEXTS, "message-not-utf8", detail = e.to_string()))?;
    serde_json::from_str(text)
        .map_err(|e| sentence!(TEXTS, "message-unknown", detail = e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_each_message_and_refuses_the_rest() {
        assert_eq!(
            parse(br#"{"type":"act","step":3,"action":7}"#),
            Ok(ClientMessage::Act { step: 3, action: 7 })
        );
        assert_eq!(
            parse(br#"{"type":"hello"}"#),
            Ok(ClientMessage::Hello {
                token: None,
                since: None,
                render: None,
                lang: None
            })
        );
        assert_eq!(
            parse(br#"{"type":"hello","render":false,"lang":"pt-BR"}"#),
            Ok(ClientMessage::Hello {
                token: None,
                since: None,
                render: Some(false),
                lang: Some("pt-BR".into())
            })
        );
        assert!(parse(br#"{"type":"hello","render":"no"}"#).is_err());
        assert!(parse(b"\xff\xfe")
            .unwrap_err()
            .to_string()
            .contains("UTF-8"));
        assert!(parse(b"{").is_err());
        assert!(parse(br#"{"type":"act","step":-1,"action":0}"#).is_err());
        assert!(parse(br#"{"type":"teleport"}"#)
            .unwrap_err()
            .to_string()
            .ends_with(r#"; send {"type": "hello"|"act"|"undo"|"hand_to_bot"|"chat"|"ping", …}"#));
        assert_eq!(parse(br#"{"type":"ping"}"#), Ok(ClientMessage::Ping {}));
        assert_eq!(
            parse(br#"{"type":"undo","step":4}"#),
            Ok(ClientMessage::Undo { step: 4 })
        );
        assert!(parse(br#"{"type":"undo"}"#).is_err());
        assert_eq!(
            parse(br#"{"type":"hand_to_bot","seat":1}"#),
            Ok(ClientMessage::HandToBot { seat: 1 })
        );
        assert!(parse(br#"{"type":"hand_to_bot","seat":-1}"#).is_err());
        assert!(parse(br#"{"type":"undo","step":4,"seat":0}"#).is_err());
        assert_eq!(
            parse(br#"{"type":"chat","text":"<b>gg</b>"}"#),
            Ok(ClientMessage::Chat {
                text: "<b>gg</b>".into()
            })
        );
        assert!(parse(br#"{"type":"chat"}"#).is_err());
        assert!(parse(br#"{"type":"chat","text":"x","seat":1}"#).is_err());
        assert!(parse(br#"{"type":"ping","pad":"x"}"#).is_err());
        assert!(parse(&vec![b' '; MAX_MESSAGE + 1])
            .unwrap_err()
            .to_string()
            .contains("at most"));
    }
}
