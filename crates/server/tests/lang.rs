//! Each connection reads its own language: a seat that says `"lang": "pt-BR"` in its
//! `hello` is sent every text in Portuguese (the title, the board as text, its actions'
//! labels, the log), while a spectator of the same match reads English; the actions' own
//! texts (what clients send back) stay the same; a language the server does not speak is
//! refused with a sentence.

mod common;

use common::*;
use serde_json::{json, Value};

/// The next `state` after a `hello` (passing over anything else).
async fn state_after_hello(ws: &mut Ws, hello: Value) -> Value {
    send(ws, hello).await;
    loop {
        let msg = next(ws).await.expect("the server stays connected");
        assert_ne!(msg["type"], "error", "refused: {msg}");
        if msg["type"] == "state" {
            return msg;
        }
    }
}

/// Every line of a state's log, one string.
fn log_text(state: &Value) -> String {
    state["lines"]
        .as_array()
        .expect("lines")
        .iter()
        .flat_map(|s| s["lines"].as_array().expect("a step's lines").iter())
        .filter_map(Value::as_str)
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_connection_reads_the_language_its_hello_asks_for() {
    let db = temp_db("lang");
    let running = start(&db).await;
    let addr = running.addr;
    let id = create(addr, "conquistando", &["open", "random"], 7).await;
    let token = join(addr, &id, 0, "Ana").await;

    let mut seat = connect(addr, &id).await;
    let pt = state_after_hello(
        &mut seat,
        json!({"type": "hello", "token": token, "lang": "pt-BR"}),
    )
    .await;
    let mut watcher = connect(addr, &id).await;
    let en = state_after_hello(&mut watcher, json!({"type": "hello"})).await;

    assert_eq!(pt["title"], "Conquistando o Egito");
    let render = pt["render"].as_str().expect("the board as text");
    assert!(render.contains("Jogador 0"), "{render}");
    assert!(!render.contains("seat 0"), "{render}");
    let legal = pt["legal"].as_array().expect("legal");
    assert!(!legal.is_empty(), "{pt}");
    for entry in legal {
        let label = entry["label"].as_str().expect("a label");
        assert!(label.starts_with("jogador 0 "), "{label}");
    }
    // What a client sends back is the index; the action's own text stays the same.
    let en_seat = {
        let mut again = connect(addr, &id).await;
        state_after_hello(&mut again, json!({"type": "hello", "token": token})).await
    };
    let texts = |s: &Value| -> Vec<Value> {
        s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["text"].clone())
            .collect()
    };
    assert_eq!(texts(&pt), texts(&en_seat));
    assert!(en_seat["legal"][0]["label"]
        .as_str()
        .unwrap()
        .starts_with("seat 0 "));

    // One move later both connections are told of it, each in its language.
    let first = &legal[0];
    send(
        &mut seat,
        json!({"type": "act", "step": pt["step"], "action": first["index"]}),
    )
    .await;
    let pt_next = loop {
        let msg = next(&mut seat).await.expect("connected");
        if msg["type"] == "state" && msg["step"] != pt["step"] {
            break msg;
        }
    };
    let en_next = loop {
        let msg = next(&mut watcher).await.expect("connected");
        if msg["type"] == "state" && msg["step"] != en["step"] {
            break msg;
        }
    };
    let (pt_log, en_log) = (log_text(&pt_next), log_text(&en_next));
    assert!(pt_log.contains("jogador 0"), "{pt_log}");
    assert!(!pt_log.contains("seat "), "{pt_log}");
    assert!(en_log.contains("seat 0"), "{en_log}");
    assert_eq!(en_next["title"], "Conquistando o Egito");

    // A language the server does not speak: a sentence, and no session.
    let mut other = connect(addr, &id).await;
    send(&mut other, json!({"type": "hello", "lang": "klingon"})).await;
    let refused = next(&mut other).await.expect("an answer");
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(refused["code"], "bad_message", "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("pt-BR"),
        "{refused}"
    );
    running.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_lists_the_games_in_the_language_asked_for() {
    let running = start(&temp_db("lang-lobby")).await;
    let addr = running.addr;
    let (status, en) = http(addr, "GET", "/api/games", None).await;
    assert_eq!(status, 200, "{en}");
    let (status, pt) = http(addr, "GET", "/api/games?lang=pt-BR", None).await;
    assert_eq!(status, 200, "{pt}");
    let find = |list: &Value, name: &str| -> Value {
        list.as_array()
            .expect("a list")
            .iter()
            .find(|g| g["name"] == name)
            .cloned()
            .expect("the game")
    };
    let (senet_en, senet_pt) = (find(&en, "senet"), find(&pt, "senet"));
    assert_eq!(senet_en["options"][0]["label"], "Pawns per player");
    assert_eq!(senet_pt["options"][0]["label"], "Peões por jogador");
    assert_eq!(
        senet_pt["options"][0]["value_names"],
        json!(["cinco", "sete"])
    );
    assert!(senet_pt["summary"]
        .as_str()
        .unwrap()
        .starts_with("O antigo jogo"));
    let (status, refused) = http(addr, "GET", "/api/games?lang=xx", None).await;
    assert_eq!(status, 400, "{refused}");
    running.task.abort();
}

/// Two seats of a Rá match, each connection saying hello in its own language: seat 0 in
/// Portuguese, seat 1 in English. Returns the connections and their first states.
async fn seats_in_two_languages(addr: std::net::SocketAddr) -> ([Ws; 2], [Value; 2]) {
    let id = create(addr, "ra", &["open", "open"], 11).await;
    let t0 = join(addr, &id, 0, "ana").await;
    let t1 = join(addr, &id, 1, "bo").await;
    let mut ws = [connect(addr, &id).await, connect(addr, &id).await];
    send(
        &mut ws[0],
        json!({"type": "hello", "token": t0, "lang": "pt-BR"}),
    )
    .await;
    send(&mut ws[1], json!({"type": "hello", "token": t1})).await;
    let states = [
        next(&mut ws[0]).await.unwrap(),
        next(&mut ws[1]).await.unwrap(),
    ];
    (ws, states)
}

/// Sends `msg` on both connections; returns each answer (an error).
async fn refused_on_both(ws: &mut [Ws; 2], msg: [Value; 2]) -> [Value; 2] {
    let mut out = [Value::Null, Value::Null];
    for seat in 0..2 {
        send(&mut ws[seat], msg[seat].clone()).await;
        out[seat] = next(&mut ws[seat]).await.expect("an answer");
        assert_eq!(out[seat]["type"], "error", "{}", out[seat]);
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_is_written_in_the_language_of_the_connections_hello() {
    let running = start(&temp_db("lang-refusals")).await;
    let (mut ws, states) = seats_in_two_languages(running.addr).await;
    let step = states[0]["step"].clone();

    // An empty chat message: the same code, each in its reader's language.
    let chat = json!({"type": "chat", "text": "   "});
    let [pt, en] = refused_on_both(&mut ws, [chat.clone(), chat]).await;
    assert_eq!(pt["code"], "bad_chat");
    assert_eq!(en["code"], "bad_chat");
    assert_eq!(
        en["message"],
        "a chat message has 1 to 500 characters after trimming; this one has 0"
    );
    assert_eq!(
        pt["message"],
        "uma mensagem da conversa tem de 1 a 500 caracteres depois de aparada; esta tem 0"
    );

    // A move for a step the match is not at.
    let stale = json!({"type": "act", "step": 999, "action": 0});
    let [pt, en] = refused_on_both(&mut ws, [stale.clone(), stale]).await;
    assert_eq!(
        (&pt["code"], &en["code"]),
        (&json!("stale_step"), &json!("stale_step"))
    );
    assert_eq!(
        en["message"],
        format!("the move was for step 999, but the match is at step {step}: it was not applied")
            .as_str()
    );
    assert_eq!(
        pt["message"],
        format!(
            "a jogada era para o passo 999, mas a partida está no passo {step}: ela não foi \
             aplicada"
        )
        .as_str()
    );

    // A move out of turn: the seat not to act tries the mover's action.
    let p = states[0]["turn"]["player"].as_u64().unwrap() as usize;
    let action = states[p]["legal"][0]["index"].clone();
    let out_of_turn = json!({"type": "act", "step": step, "action": action});
    send(&mut ws[1 - p], out_of_turn).await;
    let refused = next(&mut ws[1 - p]).await.unwrap();
    assert_eq!(refused["code"], "not_your_turn", "{refused}");
    let expected = if 1 - p == 0 {
        format!("não é a sua vez: é a vez do jogador {p}")
    } else {
        format!("it is not your turn: seat {p} is to act")
    };
    assert_eq!(refused["message"], expected.as_str());

    // A message that does not read, after hello: in the connection's language too.
    for w in ws.iter_mut() {
        send(w, json!({"type": "teleport"})).await;
    }
    let pt = next(&mut ws[0]).await.unwrap();
    let en = next(&mut ws[1]).await.unwrap();
    assert_eq!(
        (&pt["code"], &en["code"]),
        (&json!("bad_message"), &json!("bad_message"))
    );
    assert!(
        pt["message"]
            .as_str()
            .unwrap()
            .starts_with("não é uma mensagem que este servidor conhece"),
        "{pt}"
    );
    assert!(
        en["message"]
            .as_str()
            .unwrap()
            .starts_with("not a message this server knows"),
        "{en}"
    );
    running.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_credential_refused_at_hello_is_said_in_the_hellos_language() {
    let running = start(&temp_db("lang-credential")).await;
    let addr = running.addr;
    let id = create(addr, "senet", &["open", "open"], 3).await;
    let mut pt = connect(addr, &id).await;
    send(
        &mut pt,
        json!({"type": "hello", "token": "not-a-credential", "lang": "pt-BR"}),
    )
    .await;
    let refused = next(&mut pt).await.expect("an answer");
    assert_eq!(refused["code"], "forbidden", "{refused}");
    assert_eq!(
        refused["message"],
        "essa credencial não ocupa nenhum lugar nesta partida"
    );
    let mut en = connect(addr, &id).await;
    send(
        &mut en,
        json!({"type": "hello", "token": "not-a-credential"}),
    )
    .await;
    let refused = next(&mut en).await.expect("an answer");
    assert_eq!(refused["code"], "forbidden", "{refused}");
    assert_eq!(
        refused["message"],
        "that credential holds no seat in this match"
    );
    running.task.abort();
}

/// One HTTP/1.1 GET with an `Accept-Language` header; the status and the JSON body.
async fn get_accepting(addr: std::net::SocketAddr, path: &str, accept: &str) -> (u16, Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept-Language: {accept}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.expect("read");
    let text = String::from_utf8_lossy(&raw);
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = text.split("\r\n\r\n").nth(1).unwrap_or("");
    (status, serde_json::from_str(body).expect("a JSON body"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_refuses_in_the_language_asked_for() {
    let running = start(&temp_db("lang-lobby-refusals")).await;
    let addr = running.addr;

    // A match that does not exist.
    let (status, en) = http(addr, "GET", "/api/matches/0000", None).await;
    assert_eq!((status, &en["error"]), (404, &json!("no_match")), "{en}");
    assert_eq!(en["message"], "there is no match 0000");
    let (status, pt) = http(addr, "GET", "/api/matches/0000?lang=pt-BR", None).await;
    assert_eq!((status, &pt["error"]), (404, &json!("no_match")), "{pt}");
    assert_eq!(pt["message"], "não há partida 0000");
    let (status, pt) = get_accepting(addr, "/api/matches/0000", "pt-BR,pt;q=0.9,en;q=0.5").await;
    assert_eq!((status, &pt["error"]), (404, &json!("no_match")), "{pt}");
    assert_eq!(pt["message"], "não há partida 0000");
    // `?lang=` wins over the header.
    let (_, en) = get_accepting(addr, "/api/matches/0000?lang=en", "pt-BR").await;
    assert_eq!(en["message"], "there is no match 0000");

    // A game that does not exist.
    let req = json!({"game": "chess", "seats": ["open", "open"]});
    let (status, en) = http(addr, "POST", "/api/matches", Some(&req)).await;
    assert_eq!((status, &en["error"]), (400, &json!("bad_request")), "{en}");
    assert!(
        en["message"]
            .as_str()
            .unwrap()
            .starts_with("there is no game named \"chess\" (the games: "),
        "{en}"
    );
    let (status, pt) = http(addr, "POST", "/api/matches?lang=pt-BR", Some(&req)).await;
    assert_eq!((status, &pt["error"]), (400, &json!("bad_request")), "{pt}");
    assert!(
        pt["message"]
            .as_str()
            .unwrap()
            .starts_with("não há jogo chamado \"chess\" (os jogos: "),
        "{pt}"
    );

    // A language the server does not speak is refused in the header's language.
    let (status, pt) = get_accepting(addr, "/api/games?lang=xx", "pt-BR").await;
    assert_eq!((status, &pt["error"]), (400, &json!("bad_request")), "{pt}");
    assert_eq!(
        pt["message"],
        "lang=xx não é um idioma que este servidor fala: en ou pt-BR"
    );
    let (_, en) = http(addr, "GET", "/api/games?lang=xx", None).await;
    assert_eq!(
        en["message"],
        "lang=xx is not a language this server speaks: en or pt-BR"
    );
    running.task.abort();
}

/// A WebSocket to `path` (with its query), its upgrade request carrying `Accept-Language:
/// accept` if given.
async fn ws_at(addr: std::net::SocketAddr, path: &str, accept: Option<&str>) -> Ws {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = format!("ws://{addr}{path}")
        .into_client_request()
        .expect("a request");
    if let Some(accept) = accept {
        let value = accept.parse().expect("a header value");
        request.headers_mut().insert("accept-language", value);
    }
    tokio_tungstenite::connect_async(request)
        .await
        .expect("a WebSocket")
        .0
}

/// Reads until the server's close frame: the text messages before it, its code and its
/// reason.
async fn until_closed(ws: &mut Ws) -> (Vec<Value>, u16, String) {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    let mut texts = Vec::new();
    loop {
        match tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("in time")
        {
            Some(Ok(Message::Close(Some(f)))) => {
                return (texts, f.code.into(), f.reason.to_string())
            }
            Some(Ok(Message::Text(t))) => texts.push(serde_json::from_str(&t).expect("JSON")),
            Some(Ok(_)) => continue,
            other => panic!("expected a close frame, got {other:?}"),
        }
    }
}

/// Sends pings as fast as it can until the connection is closed.
async fn flood(ws: &mut Ws) {
    use futures_util::SinkExt;
    use tokio_tungstenite::tungstenite::Message;
    for _ in 0..300 {
        if ws
            .send(Message::Text(r#"{"type":"ping"}"#.into()))
            .await
            .is_err()
        {
            break;
        }
    }
}

/// A server with `limits` and `rate`, on a loopback port.
async fn start_limited(
    name: &str,
    limits: nile_server::limits::Limits,
    rate: nile_server::hub::RateLimit,
) -> nile_server::Running {
    let options = nile_server::Options {
        addr: std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
        db: temp_db(name),
        web: None,
        bot_threads: 1,
        rate,
        limits,
        ..nile_server::Options::default()
    };
    nile_server::start(options, catalog())
        .await
        .expect("the server starts")
}

/// The most bytes a close frame's reason may have.
const MAX_REASON: usize = 123;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_websocket_is_closed_with_a_reason_in_its_language() {
    let limits = nile_server::limits::Limits {
        socket_idle: std::time::Duration::from_millis(600),
        ..nile_server::limits::Limits::relaxed()
    };
    let rate = nile_server::hub::RateLimit {
        per_second: 2.0,
        burst: 4.0,
    };
    let running = start_limited("lang-close", limits, rate).await;
    let addr = running.addr;
    let id = create(addr, "senet", &["open", "open"], 5).await;
    let mut reasons = Vec::new();

    // No such match: the URL's `lang`, or the upgrade's Accept-Language, before any hello.
    let mut ws = ws_at(addr, "/api/matches/nope/ws?lang=pt-BR", None).await;
    let (said, code, reason) = until_closed(&mut ws).await;
    assert_eq!((code, reason.as_str()), (1008, "partida inexistente"));
    assert_eq!(said[0]["message"], "não há partida nope", "{said:?}");
    let mut ws = ws_at(addr, "/api/matches/nope/ws", Some("pt-BR,pt;q=0.9")).await;
    let (_, code, reason) = until_closed(&mut ws).await;
    assert_eq!((code, reason.as_str()), (1008, "partida inexistente"));
    reasons.push(reason);
    let mut ws = ws_at(addr, "/api/matches/nope/ws", None).await;
    let (said, code, reason) = until_closed(&mut ws).await;
    assert_eq!((code, reason.as_str()), (1008, "no such match"));
    assert_eq!(said[0]["message"], "there is no match nope", "{said:?}");

    // A message too large, before any hello: the URL's language.
    let padding = "x".repeat(5_000);
    let big = json!({"type": "ping", "pad": padding});
    let mut ws = ws_at(addr, &format!("/api/matches/{id}/ws?lang=pt-BR"), None).await;
    send(&mut ws, big.clone()).await;
    let (_, code, reason) = until_closed(&mut ws).await;
    assert_eq!(
        (code, reason.as_str()),
        (1009, "mensagem grande demais: no máximo 4096 bytes")
    );
    reasons.push(reason);
    let mut ws = ws_at(addr, &format!("/api/matches/{id}/ws"), None).await;
    send(&mut ws, big).await;
    let (_, code, reason) = until_closed(&mut ws).await;
    assert_eq!(
        (code, reason.as_str()),
        (1009, "message too large: at most 4096 bytes")
    );

    // A flood after a hello in Portuguese (the URL asked for nothing): the hello's language.
    let mut ws = ws_at(addr, &format!("/api/matches/{id}/ws"), None).await;
    send(&mut ws, json!({"type": "hello", "lang": "pt-BR"})).await;
    flood(&mut ws).await;
    let (_, code, reason) = until_closed(&mut ws).await;
    assert_eq!(
        (code, reason.as_str()),
        (1008, "mensagens demais: no máximo 2 por segundo")
    );
    reasons.push(reason);
    let mut ws = ws_at(addr, &format!("/api/matches/{id}/ws"), None).await;
    flood(&mut ws).await;
    let (_, code, reason) = until_closed(&mut ws).await;
    assert_eq!(
        (code, reason.as_str()),
        (1008, "too many messages: at most 2 a second")
    );

    // Silence: a client that reads nothing answers no ping.
    let mut pt = ws_at(addr, &format!("/api/matches/{id}/ws"), Some("pt-BR")).await;
    let mut en = ws_at(addr, &format!("/api/matches/{id}/ws"), None).await;
    tokio::time::sleep(std::time::Duration::from_millis(1_500)).await;
    let (_, code, reason) = until_closed(&mut pt).await;
    assert_eq!(
        (code, reason.as_str()),
        (1001, "inativa: nada chegou a tempo")
    );
    reasons.push(reason);
    let (_, code, reason) = until_closed(&mut en).await;
    assert_eq!(
        (code, reason.as_str()),
        (1001, "idle: nothing arrived in time")
    );

    for reason in reasons {
        assert!(
            reason.len() <= MAX_REASON,
            "{reason}: {} bytes",
            reason.len()
        );
    }
    running.task.abort();
}

/// One raw HTTP/1.1 request (its bytes as given); the status, the head and the body.
async fn raw_http(addr: std::net::SocketAddr, request: &str) -> (u16, String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw).await;
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, head.to_string(), body.to_string())
}

/// A header's value in a response's head.
fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines()
        .filter_map(|l| l.split_once(':'))
        .find(|(n, _)| n.trim().eq_ignore_ascii_case(name))
        .map(|(_, v)| v.trim())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_past_the_limit_is_refused_in_its_language() {
    let limits = nile_server::limits::Limits {
        connections_per_client: 2,
        ..nile_server::limits::Limits::relaxed()
    };
    let rate = nile_server::hub::RateLimit::default();
    let running = start_limited("lang-503", limits, rate).await;
    let addr = running.addr;
    // Two connections that say nothing hold this address's share.
    let _held = [
        tokio::net::TcpStream::connect(addr).await.expect("connect"),
        tokio::net::TcpStream::connect(addr).await.expect("connect"),
    ];
    let request = |path: &str, head: &str| {
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{head}Connection: close\r\n\r\n")
    };
    let pt_text = "conexões demais do seu endereço (2 abertas): feche algumas e tente de novo";
    let en_text = "too many connections from your address (2 open): close some and try again";
    for (req, expected) in [
        (
            request("/api/games", "Accept-Language: pt-BR,pt;q=0.9\r\n"),
            pt_text,
        ),
        (request("/api/games?lang=pt-BR", ""), pt_text),
        (
            request("/api/games?lang=en", "Accept-Language: pt-BR\r\n"),
            en_text,
        ),
        (request("/api/games", ""), en_text),
    ] {
        let (status, head, body) = raw_http(addr, &req).await;
        assert_eq!(status, 503, "{head}\n{body}");
        assert_eq!(header(&head, "retry-after"), Some("10"), "{head}");
        let body: Value = serde_json::from_str(&body).expect("a JSON body");
        assert_eq!(body["error"], "too_many_connections", "{body}");
        assert_eq!(body["message"], expected, "{req}");
    }
    running.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_in_portuguese_keeps_its_headers() {
    let limits = nile_server::limits::Limits {
        creates_per_minute: 1,
        ..nile_server::limits::Limits::relaxed()
    };
    let running = start_limited("lang-429", limits, nile_server::hub::RateLimit::default()).await;
    let addr = running.addr;
    create(addr, "senet", &["open", "open"], 1).await;
    let body = json!({"game": "senet", "seats": ["open", "open"]}).to_string();
    let post = |path: &str| {
        format!(
            "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
    };
    let (status, head, pt) = raw_http(addr, &post("/api/matches?lang=pt-BR")).await;
    assert_eq!(status, 429, "{head}\n{pt}");
    let wait: u64 = header(&head, "retry-after")
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("a Retry-After: {head}"));
    assert!((1..=61).contains(&wait), "{head}");
    assert_eq!(header(&head, "content-type"), Some("application/json"));
    assert_eq!(
        header(&head, "content-length").and_then(|v| v.parse().ok()),
        Some(pt.len()),
        "{head}"
    );
    let pt: Value = serde_json::from_str(&pt).expect("a JSON body");
    assert_eq!(pt["error"], "too_many_matches", "{pt}");
    assert_eq!(
        pt["message"],
        format!("no máximo 1 partidas por minuto de um endereço: tente de novo em {wait} s")
            .as_str()
    );
    let (status, head, en) = raw_http(addr, &post("/api/matches")).await;
    assert_eq!(status, 429, "{head}\n{en}");
    let wait = header(&head, "retry-after").expect("a Retry-After");
    let en: Value = serde_json::from_str(&en).expect("a JSON body");
    assert_eq!(
        en["message"],
        format!("at most 1 matches a minute from one address: try again in {wait} s").as_str()
    );
    running.task.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_cannot_start_says_why_in_either_language() {
    let running = start(&temp_db("lang-start")).await;
    let options = nile_server::Options {
        addr: running.addr,
        db: temp_db("lang-start-2"),
        web: None,
        bot_threads: 1,
        ..nile_server::Options::default()
    };
    let Err(e) = nile_server::start(options, catalog()).await else {
        panic!("a second server on the same port started");
    };
    let (en, pt) = (e.text(nile_core::Lang::En), e.text(nile_core::Lang::PtBr));
    let port = running.addr.to_string();
    assert!(
        en.starts_with(&format!("cannot listen on {port}: ")),
        "{en}"
    );
    assert!(
        pt.starts_with(&format!("não foi possível escutar em {port}: ")),
        "{pt}"
    );
    assert_eq!(e.to_string(), en);
    // The system's own words follow, the same in both.
    assert_eq!(
        en.split_once(": ").unwrap().1,
        pt.split_once(": ").unwrap().1
    );
    running.task.abort();
}
