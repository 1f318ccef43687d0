//! Words written in the code given to a message: what [`super::check_catalog`] reads in
//! a message macro's call (its arguments) to find a string literal or a `format!` with
//! words passed where a catalog's text belongs.

use super::string_literals;

/// The arguments of a call, from just after its `(` to just before its `)` (or to the end
/// of `rest`, for a call the source leaves open).
pub(super) fn call_of(rest: &str) -> &str {
    let bytes = rest.as_bytes();
    let mut depth = 1;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'\'' if bytes.get(i + 1) == Some(&b'"') && bytes.get(i + 2) == Some(&b'\'') => i += 2,
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return &rest[..i];
                }
            }
            _ => {}
        }
        i += 1;
    }
    rest
}

/// The words a message call's named arguments (`key = …`) are given as written in the
/// code: a string literal with a letter, or a `format!` template with a letter outside
/// its `{…}`.
pub(super) fn written_words(call: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for (at, _) in call.match_indices('=') {
        let before = call[..at].trim_end();
        let after = &call[at + 1..];
        // `==`, `=>`, `<=`, `>=`, `!=` and `+=` compare or assign; a named argument's `=`
        // follows its name.
        if after.starts_with(['=', '>'])
            || !before.ends_with(|c: char| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let value = after.trim_start();
        let (template, is_format) = match value.strip_prefix("format!(") {
            Some(args) => (args.trim_start(), true),
            None => (value, false),
        };
        let Some(literal) = template
            .strip_prefix('"')
            .and_then(|_| string_literals(template).into_iter().next())
        else {
            continue;
        };
        let words = if is_format {
            outside_braces(literal)
        } else {
            literal.to_string()
        };
        if words.chars().any(|c| c.is_alphabetic()) {
            out.push(literal);
        }
    }
    out
}

/// A `format!` template without its `{…}` placeholders (`{{` and `}}` are braces).
fn outside_braces(template: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                out.push('{');
            }
            '}' if depth == 0 && chars.peek() == Some(&'}') => {
                chars.next();
                out.push('}');
            }
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_written_in_the_code_are_found_in_a_messages_arguments() {
        let call = |src: &'static str| written_words(call_of(src));
        assert_eq!(
            call("lang, \"id\", what = \"the tile\", n = 2) + 1"),
            ["the tile"]
        );
        assert_eq!(
            call("lang, \"id\", n = format!(\"{n} points\"))"),
            ["{n} points"]
        );
        assert!(
            call("lang, \"id\", d = format!(\"{d:+}\"), c = format!(\"{:04X}\", c))").is_empty()
        );
        assert!(call("lang, \"id\", who = name(\"x\"), ok = a == \"b\", s = \"+3\")").is_empty());
        assert!(call("lang, \"id\", n = f(\"(\"), m = 1) , x = \"after\"").is_empty());
    }
}
