//! clap's refusals of a command line (an unknown flag, a value it cannot read, a missing
//! argument) in the reader's language. English is clap's own text, untouched; in another
//! language the refusal is written again from its kind and the words clap kept with it
//! (the flag, the value, the usage line), one message per kind.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use nile_core::{GameError, Lang};

use crate::texts::{name, tr};

/// Whether `e` is no refusal but a text the person asked for (`--help`, `--version`),
/// which clap prints to standard output with status 0.
pub(crate) fn is_asked_for(e: &clap::Error) -> bool {
    matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            | ErrorKind::DisplayVersion
    )
}

/// What clap's `e` says in `lang`, as it is printed: the refusal, a suggestion if clap
/// has one, the usage line and where to read more. Help and version texts are clap's
/// rendering (their words are already in `lang`, see [`crate::help`]).
pub(crate) fn text(e: &clap::Error, lang: Lang) -> String {
    if lang == Lang::En || is_asked_for(e) {
        return e.render().to_string();
    }
    let mut text = tr!(lang, "error-line", message = name(refusal(e, lang)));
    if let Some(tip) = suggestion(e, lang) {
        text.push_str("\n\n  ");
        text.push_str(&tip);
    }
    if let Some(ContextValue::StyledStr(usage)) = e.get(ContextKind::Usage) {
        let usage = usage.to_string();
        // clap heads the usage line with its own English word; the line itself is the
        // command's usage in `lang` (`help::in_lang` overrides it).
        let line = usage.strip_prefix("Usage:").unwrap_or(&usage).trim();
        text.push_str("\n\n");
        text.push_str(&tr!(lang, "args-usage", usage = name(line)));
    }
    text.push_str("\n\n");
    text.push_str(&tr!(lang, "args-more"));
    text.push('\n');
    text
}

/// The text clap keeps under `kind`, if it is one.
fn word(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    }
}

/// The texts clap keeps under `kind` (one or several), joined by commas.
fn words(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(all)) if !all.is_empty() => Some(all.join(", ")),
        _ => None,
    }
}

/// The refusal itself, by kind.
fn refusal(e: &clap::Error, lang: Lang) -> String {
    let arg = || name(word(e, ContextKind::InvalidArg).unwrap_or_default());
    let value = word(e, ContextKind::InvalidValue).unwrap_or_default();
    match e.kind() {
        ErrorKind::UnknownArgument => tr!(lang, "args-unknown", arg = arg()),
        ErrorKind::InvalidValue if value.is_empty() => {
            tr!(lang, "args-value-required", arg = arg())
        }
        ErrorKind::InvalidValue => {
            let refused = tr!(lang, "args-invalid-value", value = name(value), arg = arg());
            match words(e, ContextKind::ValidValue) {
                Some(values) => {
                    let values = tr!(lang, "args-possible-values", values = name(values));
                    format!("{refused}\n  {values}")
                }
                None => refused,
            }
        }
        ErrorKind::ValueValidation => match reason(e, lang) {
            Some(reason) => tr!(
                lang,
                "args-invalid-value-because",
                value = name(value),
                arg = arg(),
                reason = name(reason)
            ),
            None => tr!(lang, "args-invalid-value", value = name(value), arg = arg()),
        },
        ErrorKind::InvalidSubcommand => tr!(
            lang,
            "args-unknown-command",
            command = name(word(e, ContextKind::InvalidSubcommand).unwrap_or_default())
        ),
        ErrorKind::MissingSubcommand => tr!(
            lang,
            "args-missing-command",
            commands = name(words(e, ContextKind::ValidSubcommand).unwrap_or_default())
        ),
        ErrorKind::MissingRequiredArgument => tr!(
            lang,
            "args-missing",
            args = name(words(e, ContextKind::InvalidArg).unwrap_or_default())
        ),
        ErrorKind::ArgumentConflict => {
            let prior = words(e, ContextKind::PriorArg);
            match prior {
                Some(prior) if Some(&prior) != word(e, ContextKind::InvalidArg).as_ref() => {
                    tr!(lang, "args-conflict", arg = arg(), other = name(prior))
                }
                _ => tr!(lang, "args-twice", arg = arg()),
            }
        }
        ErrorKind::TooManyValues => tr!(
            lang,
            "args-too-many-values",
            value = name(value),
            arg = arg()
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            tr!(lang, "args-number-of-values", arg = arg())
        }
        ErrorKind::NoEquals => tr!(lang, "args-no-equals", arg = arg()),
        _ => tr!(lang, "args-unreadable"),
    }
}

/// Why a value was refused, in `lang`: a game's own refusal (`--lang klingon`), or a
/// number that is none; `None` for a reason that exists only in English.
fn reason(e: &clap::Error, lang: Lang) -> Option<String> {
    let source = std::error::Error::source(e)?;
    if let Some(refused) = source.downcast_ref::<GameError>() {
        return Some(refused.text(lang));
    }
    if source.downcast_ref::<std::num::ParseIntError>().is_some() {
        return Some(tr!(lang, "args-not-a-whole-number"));
    }
    if source.downcast_ref::<std::num::ParseFloatError>().is_some() {
        return Some(tr!(lang, "args-not-a-number"));
    }
    None
}

/// clap's guess at what was meant, if it has one.
fn suggestion(e: &clap::Error, lang: Lang) -> Option<String> {
    [
        ContextKind::SuggestedArg,
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .find_map(|kind| words(e, kind))
    .map(|guess| tr!(lang, "args-suggestion", guess = name(guess)))
}
