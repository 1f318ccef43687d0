# The server's refusals: why a request or a message is not done. Values named $detail
# are another program's own words (the database's, the JSON reader's, the operating
# system's), passed as they are.

## The frames of every refusal

error-no-match = there is no match { $id }
error-stale-step = the move was for step { $sent }, but the match is at step { $current }: it was not applied
error-not-your-turn = it is not your turn: { $why }
error-over = the game is over
error-storage = storage: { $detail }
no-random = { $detail }

## Seats and credentials

join-no-seat = there is no seat { $seat }
join-seat-not-open = seat { $seat } is not open
join-no-seat-open = no seat is open
join-seat-just-taken = seat { $seat } was just taken
leave-not-held = that credential holds no seat here
seat-not-held = this credential no longer holds the seat
credential-no-seat = that credential holds no seat in this match
seat-ended = your credential no longer holds seat { $seat } (it was left or taken over): this connection now watches as a spectator

## Moves

turn-seat-to-act = seat { $seat } is to act
turn-due = { $turn } is due
action-not-legal = action { $action } is not among the legal actions now
act-spectator = only a seat acts: send hello with the seat's credential first

## Bots

bot-pool-closed = the bot pool is closed
bot-task-failed = a bot task failed: { $detail }
bot-spec-unread = { $detail }
bot-thinks-too-long = "{ $spec }" thinks too long for a server bot ({ $what })
bot-limit-chance-depth = chance depth at most { $max }
bot-limit-depth = depth at most { $max }
bot-limit-iterations = at most { $max } iterations
bot-limit-ms = at most { $max } ms
bot-limit-deep-budget = a deep search needs a budget, e.g. pimc:500ms or pimc:4:nodes=20000
bot-limit-nodes = at most { $max } positions a move
stand-in-no-seat = there is no seat { $seat } in this { $seats }-seat match
stand-in-bot-seat = seat { $seat } is a bot's already
stand-in-already = seat { $seat } is already played by a bot
stand-in-connected = seat { $seat } is connected: only an away seat may be handed to a bot
stand-in-changed = seat { $seat } just changed: it was not handed to a bot
hand-spectator = only a seat may hand an away seat to a bot: send hello with the seat's credential first

## Undo

undo-bot-seat = a bot's seat never undoes
undo-stand-in = the last decision was made by the bot that played your seat while you were away, so it stands
undo-nothing = nothing has been played yet
undo-chance = the last step was a draw, which cannot be taken back
undo-other-seat = the last decision was seat { $seat }'s, not yours
undo-reveals = that decision showed something that was hidden, so it stands
undo-no-log = this match keeps no log, so nothing can be taken back
undo-replay = the match could not be replayed to take a step back: { $detail }
undo-spectator = only a seat undoes its own move: send hello with the seat's credential first

## Chat

chat-refused-character = a chat message may not hold U+{ $code } (control characters, line breaks and direction overrides are refused: a message is one line of text)
chat-length = a chat message has 1 to { $max } characters after trimming; this one has { $count }
chat-rate = too many chat messages: at most { $burst } at once, then one every { $every } s; this one was not posted
chat-spectator = only a seat may chat (spectators read it): send hello with the seat's credential first

## Replays and rematches

replay-not-over = this match is not over: a replay opens once it has ended
replay-no-seat = there is no seat { $seat } in this match
replay-seat-view = seat { $seat }'s view is only for seat { $seat }'s own credential (send it as Authorization: Bearer …); anyone may watch the spectator's view
replay-past-end = step { $step } is past the end: the match has steps 0 to { $steps }
replay-bad-lang = lang is a language this server speaks: en or pt-BR
replay-unbuilt = a replay could not be built from the match's state
replay-query = a replay takes step=K, seat=N and render=true|false: { $detail }
rematch-not-over = this match is not over: a rematch is offered once it has ended
rematch-none-yet = no rematch was made yet: a seat of this match makes it (send the seat's credential as token)
stored-clock = { $detail }

## Creating a match

lobby-no-game = there is no game named "{ $game }" (the games: { $games })
lobby-seat-count = give one entry per seat ("open" or a bot spec), 1 to { $max }
lobby-seats-for-players = { $seats } seats were given for { $players } players
name-refused-character = a display name may not hold U+{ $code }, a character that draws nothing or reorders the text around it
name-length = a display name has 1 to { $max } characters
clock-needs = this clock needs "{ $field }" (from { $from } to { $to })
clock-range = the clock's "{ $field }" must be from { $from } to { $to } (it was { $value })
clock-unused = a "{ $kind }" clock has no "{ $field }"
clock-kind = a clock's kind is "none", "realtime" or "turn", not "{ $kind }"
clock-on-expiry = when a clock runs out its seat is played by a bot ("on_expiry": "bot"); "{ $asked }" is not offered
clock-bot-open = the clock's "bot" must be a bot spec, such as "medium"
clock-unwritten = the clock cannot be written: { $detail }

## Requests and messages that do not read

lang-unknown = lang={ $tag } is not a language this server speaks: en or pt-BR
hello-bad-lang = hello's lang is a language this server speaks: "en" or "pt-BR"
body-not-json = send the request body as JSON with Content-Type: application/json
body-too-large = a request body has at most { $max } bytes
body-timeout = the request body did not arrive in time
body-unreadable = not a valid request body: { $detail }
bad-origin = pages from this origin may not use this server (see --allow-origin)
limit-matches = at most { $max } matches a minute from one address: try again in { $wait } s
limit-replay-steps = at most { $max } replay steps a minute from one address: try again in { $wait } s
message-too-large = a message may have at most { $max } bytes; this one has { $size }
message-not-utf8 = a message must be UTF-8 text: { $detail }
message-unknown = not a message this server knows ({ $detail }); send {"{"}"type": "hello"|"act"|"undo"|"hand_to_bot"|"chat"|"ping", …{"}"}

## Closing a WebSocket: the reason its close frame carries (at most 123 bytes)

close-no-match = no such match
close-rate = too many messages: at most { $max } a second
close-too-large = message too large: at most { $max } bytes
close-idle = idle: nothing arrived in time

## A connection refused past the limits (503)

refused-per-client = too many connections from your address ({ $open } open): close some and try again
refused-full = the server is full ({ $open } connections open): try again in a minute

## nile serve: its usage, its flags' refusals, starting

serve-usage =
    nile serve: play every nile game online.

    Usage: nile serve [--addr HOST:PORT] [--db nile.db | postgres://…] [--web DIR]
    {"                  "}[--allow-origin ORIGIN]… [--bot-threads N] [--max-rate N]
    {"                  "}[--bot-cpu MS] [--bot-memory MB] [--max-connections N]
    {"                  "}[--max-connections-per-client N] [--max-creates N] [--max-replays N]
    {"                  "}[--max-live N]
    {"                  "}[--header-timeout S] [--body-timeout S] [--idle-timeout S]
    {"                  "}[--behind-proxy] [--lang en|pt-BR]

      --addr          where to listen (127.0.0.1:8080)
      --db            a SQLite file, created on first start (nile.db, readable by its
                      owner only), or a PostgreSQL URL shared by several server processes
      --web           the browser app's folder (web/dist; built by web/build.sh, with the
                      in-browser engine); without it the app built into the server is served
      --allow-origin  another origin whose pages may use the server (repeatable), e.g.
                      https://nile.example behind a TLS proxy
      --bot-threads   bots thinking at once (the number of cores)
      --max-rate      messages a second one connection may send before it is refused (50,
                      in bursts of twice that; pings count)
      --bot-cpu       CPU time a bot may think a move, whatever its spec (1000 ms)
      --bot-memory    memory a bot's search may hold (256 MB)
      --max-connections             open connections in all (4096, less if the
                                    process may open fewer files)
      --max-connections-per-client  open connections from one address (64)
      --max-creates   matches one address may create a minute (20)
      --max-replays   replay steps one address may ask for a minute (3000)
      --max-live      unfinished matches held in memory; the least recently used idle
                      one is dropped from memory past it, and read again when asked for (2000)
      --header-timeout  seconds a client has to send a request's headers (10)
      --body-timeout    seconds a client has to send a request's body (10)
      --idle-timeout    seconds a WebSocket may stay silent, pings unanswered (60)
      --behind-proxy  a reverse proxy on this machine forwards the clients: connections
                      from 127.0.0.1 are not held to the per-client limit, and a client
                      is known by the last address of X-Forwarded-For
      --lang          the language of these texts and of the start-up errors (from
                      LC_ALL, LC_MESSAGES or LANG, else English); each browser and client
                      is answered in its own

    Logs go to standard error; RUST_LOG sets their level (info by default, e.g.
    RUST_LOG=nile_server=debug).
error-line = error: { $message }
flag-needs-value = { $flag } needs a value
flag-addr = --addr takes HOST:PORT, e.g. 127.0.0.1:8080, not "{ $value }"
flag-positive = { $flag } takes a positive number, not "{ $value }"
flag-whole = { $flag } takes a positive whole number of { $unit }, not "{ $value }"
flag-seconds = { $flag } takes a positive number of seconds, not "{ $value }"
flag-lang = --lang takes en or pt-BR, not "{ $value }"
flag-unknown = unknown flag "{ $flag }"
unit-ms = milliseconds
unit-mb = megabytes
unit-connections = connections
unit-matches = matches
unit-replay-steps = replay steps
start-runtime = cannot start the runtime: { $detail }
start-listen = cannot listen on { $addr }: { $detail }
start-address = { $detail }
serve-listening = nile serve: http://{ $addr } (database { $db }; { $resumed } unfinished match(es) resumed; { $app })
serve-app-dir = app from { $dir }
serve-app-built-in = the built-in app, no in-browser engine (bash web/build.sh builds it)
serve-app-none = no browser app, API only
