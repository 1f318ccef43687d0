# The terminal's own texts (`nile play`, `nile replay`) in English.

play-header = { $title } with { $players } seats, seed { $seed }:
seat-spec = seat { $seat }: { $spec }
play-shared = { $count } people share this terminal (seats { $seats }): before each turn the screen is handed to the seat to act, who is shown only what that seat may see.
left-unfinished = Game left unfinished.
taken-back = Taken back: { $text }
took-back = seat { $seat } took back: { $text }
cannot-take-back = Cannot take that back: { $why }.
game-over-look = The game is over: everyone may look at the screen.
hand-over = Seat { $seat }'s turn: hand the screen to seat { $seat }, then press Enter.
prompt-yours = your move>
prompt-seat = seat { $seat }'s move>
nothing-known = Nothing is known about "{ $topic }".
confirm = play { $option }? [Y/n]
not-played = Not played: choose again.
chose-you = You chose: { $option }
chose-seat = Seat { $seat } chose: { $option }
changed = Changed on the board:
not-utf8 = That line is not readable text (it holds a byte that is not UTF-8); type it again.
human-help = Type the number of an option (1 to the last one shown) or its text as shown; a few words of an option's text ("die 3", "ship 2") list just the options that hold them, and when only one does you are asked to confirm it. "#" and an action index ("#2494", the same every turn) plays that action, for scripts. "help D05" (or "card D05") for a card's or tile's rulebook text, "board" to see the position again, "undo" to take back your last decision (while it is the last step and showed nobody anything hidden: not past a draw or another seat's move), or "quit" to stop (the log is still saved).
log-saved = Log saved to { $path }.
final-scores = Final scores:
final-row = seat { $seat } { $name } { $score } points, place { $place }
winner-mark = <- winner
not-over = The game is not over. Scores so far:
score-so-far = seat { $seat }: { $score } points
options-heading = Your options (type a number, an option's text, or a few words of it to narrow the list):
not-an-index = { $entry } is not the action index of an option now (the index follows "#"; the options' own numbers need none): choose { $numbers }.
not-a-number = { $number } is not the number of an option now: choose { $numbers } (or type a few words of an option).
narrowed = { $count } of your options read "{ $entry }" (type its number, or more words):
not-allowed = "{ $action }" is not allowed now{ $why } choose { $numbers }.
not-allowed-why = : { $reason };
not-allowed-error = { " " }({ $error }):
not-allowed-plain = :
no-option-reads = { $error }. No option reads "{ $entry }" either: type { $numbers }, a few words of an option, or "help".
numbers-none = nothing (there is no option)
numbers-one = the number 1
numbers-range = a number from 1 to { $count }
replayed = Replayed { $count } actions of { $title } (seed { $seed }).
replayed-as-seat = Replayed { $count } actions of { $title } (seed { $seed }), as seat { $seat } saw it.
replayed-as-spectator = Replayed { $count } actions of { $title } (seed { $seed }), as a spectator saw it.

# How a seat's spec reads (a bot's full spec, `mcts:2000`, reads as it is).
spec-human = human
spec-easy = easy
spec-medium = medium
spec-hard = hard
spec-random = random
spec-greedy = greedy

# A flag's value that cannot be read.
flag-players-negative = --players { $n }: a number of players cannot be negative
flag-players-too-many = --players { $n } is far too many
flag-players-not-a-number = --players "{ $text }" is not a whole number
flag-opt-not-a-pair = --opt expects key=value, not "{ $pair }"

# `nile`, every game behind one command.
facade-usage =
    nile: play, replay, simulate and pit bots in every nile game.

    Usage:
      nile games [--json]              list the games, their player counts and options
      nile <command> <game> [flags]    run a game's command (play, replay, simulate, arena, train)
      nile <game> <command> [flags]    the same, game first
      nile replay <log.json> [flags]   replay a saved log (the log names its game)
      nile serve [--addr A] [--db D]   play online: lobby, seats, matches (docs/server.md)
      nile <game> --help               every flag of a game's commands and its options
      --lang en|pt-BR                  the language (else LC_ALL, LC_MESSAGES, LANG)

    Examples:
      nile play ra --seats human,mcts:2000
      nile simulate imhotep --players 4 --games 10000 --opt sides=BBBBB
      nile play tekhenu --players 1 --opt difficulty=hard
facade-games-heading = The games (nile play <game> --seats human,mcts:2000):
facade-players = { $lo }–{ $hi } players
facade-players-exactly = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
facade-option = { $key }: { $help } [default: { $default }]
facade-option-values = { $key }: { $help } (one of: { $values }) [default: { $default }]
facade-command-usage =
    Usage: { $usage }   (the games: { $games })
    Every game takes the flags below; `nile { $command } <game> --help` adds that game's options.
facade-needs-game = nile { $command } needs a game name, e.g. nile { $command } ra (nile games lists them)
facade-no-game-or-command = { $error }; or a command: games, { $commands }
facade-not-a-log = { $path } is not a nile log (no "game" field); give the game: nile replay <game> { $path }
facade-unreadable = { $path }: { $error }
error-line = error: { $message }
play-seats-count = --seats names { $given } seats but the game has { $players }
simulate-no-games = --games must be at least 1

# A command line clap refuses (an unknown flag, a value it cannot read), written again
# in the reader's language; English prints clap's own words, which these mirror.
args-unknown = unexpected argument '{ $arg }' found
args-value-required = a value is required for '{ $arg }' but none was supplied
args-invalid-value = invalid value '{ $value }' for '{ $arg }'
args-invalid-value-because = invalid value '{ $value }' for '{ $arg }': { $reason }
args-possible-values = [possible values: { $values }]
args-not-a-whole-number = not a whole number
args-not-a-number = not a number
args-unknown-command = unrecognized subcommand '{ $command }'
args-missing-command = a command is needed: { $commands }
args-missing = the following required arguments were not provided: { $args }
args-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
args-twice = the argument '{ $arg }' cannot be used multiple times
args-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
args-number-of-values = wrong number of values for '{ $arg }'
args-no-equals = equal sign is needed when assigning values to '{ $arg }'
args-unreadable = the command line could not be read
args-suggestion = tip: a similar one exists: '{ $guess }'
args-usage = Usage: { $usage }
args-more = For more information, try '--help'.

# The placeholders of the flags' values in `--help` and usage lines (`--games <GAMES>`).
value-options = OPTIONS
value-command = COMMAND
value-seats = SEATS
value-seed = SEED
value-log = LOG
value-file = FILE
value-seat-or-spectator = SEAT|spectator
value-games = GAMES
value-threads = THREADS
value-stride = STRIDE
value-epochs = EPOCHS
value-agent = AGENT
value-hidden = HIDDEN
value-batch = BATCH
value-lr = LR
value-key-value = KEY=VALUE

# `--help`: the game's options, the commands and their flags (English flags' help is
# their doc comment; these are the same words for the other languages).
options-players = { $title } is played by { $lo } to { $hi } players (--players N).
options-none = { $title } has no game options.
help-options-heading = Game options (--opt key=value):
about-game = { $title }: play in the terminal, replay logs, simulate random games, run bot arenas
about-play = Play a game in the terminal: people and bots, one seat each
about-replay = Replay a saved log and print the final position and scores
about-simulate = Play many games between random bots and report speed, wins and scores
about-arena = Pit bots against each other over many games and rate them
about-train = Learn an evaluation (or, with --policy, a move prior) from self-play: a small network over the observation tensor
help-template-game =
    {"{"}about-with-newline{"}"}
    Usage: {"{"}usage{"}"}

    Commands:
    {"{"}subcommands{"}"}

    Options:
    {"{"}options{"}"}{"{"}after-help{"}"}
help-template =
    {"{"}about-with-newline{"}"}
    Usage: {"{"}usage{"}"}

    Options:
    {"{"}options{"}"}{"{"}after-help{"}"}
help-template-with-arguments =
    {"{"}about-with-newline{"}"}
    Usage: {"{"}usage{"}"}

    Arguments:
    {"{"}positionals{"}"}

    Options:
    {"{"}options{"}"}{"{"}after-help{"}"}
flag-help = Print help
flag-version = Print version
flag-play-seats = Who sits where, comma-separated: human, a level (easy, medium, hard) or a bot spec (random, greedy, mcts:2000, pimc:500ms). Defaults to one human against the game's hard bot in every other seat
flag-play-seed = Seed of the chance draws and the bots (printed when not given, so a game can be played again)
flag-play-log = Save the game's log to this file (JSON), for `replay`; written when the game ends, is left with "quit", or stops on an error
flag-play-plain = Words only, for screen readers and logs: no colour, no rules or banners, one option a line. (Colour is on by default only on a terminal, and off whenever NO_COLOR is set.)
flag-play-lang = The language of every text: en or pt-BR (default: from LC_ALL, LC_MESSAGES or LANG, else English). Options may be typed in it or in English
flag-replay-file = The log file written by `play --log`
flag-replay-steps = Print every action as it is replayed, and what followed from it
flag-replay-seat = Show the game as this seat saw it (its view of every action and of the final position), or as a spectator at no seat (`spectator`); implies --steps
flag-replay-lang = The language of the texts: en or pt-BR (default: from LC_ALL, LC_MESSAGES or LANG, else English)
flag-simulate-games = Number of games to play
flag-simulate-seed = Seed of the whole batch (game `g` uses stream `g` of this seed)
flag-json = Print exactly one JSON object instead of the table
flag-simulate-threads = Worker threads (1 measures single-core speed; results do not depend on it). At most the machine's parallelism: more is refused down to that, and said
flag-simulate-cpu-time = Also report games per second of CPU time (the process's threads' CPU time, so the figure is not skewed by other programs sharing the machine)
flag-simulate-check = A soak test: check the game's invariants after every step and catch any panic, reporting the game's seed stream and the step at which it happened
flag-arena-seats = The agents, one per seat, comma-separated: random, greedy, mcts:2000, mcts:500ms
flag-arena-games = Number of games (seats rotate from game to game)
flag-arena-seed = Seed of the whole arena; results do not depend on the thread count
flag-arena-threads = Worker threads (0 = one per core)
flag-train-games = Self-play games to learn from (every tenth is held out for validation)
flag-train-stride = Record every N-th decision of a game (positions of one game share a label, so many games sampled sparsely generalise better)
flag-train-epochs = Passes over the training positions (in all, counting those already in a checkpoint when resuming)
flag-train-seed = Seed of the self-play games, the initial weights and every epoch's order
flag-train-out = The weights file to write: the epoch with the lowest validation loss. The checkpoint (the last epoch), the loss CSV and the loss plot go beside it (`.ckpt`, `.csv`, `.svg`)
flag-train-data = The self-play positions: read from this file when it holds the positions of the same game, seats, agent, games, stride and seed, else played and written there (default: beside --out, `.positions`), so a resumed or repeated run skips the self-play
flag-train-resume = Continue from the checkpoint beside --out (same seed, games and agent)
flag-train-agent = The self-play agent at every seat (a seat spec: strong but cheap); default `greedy`, or `mcts:800` with --policy (which needs an mcts search)
flag-train-policy = Train a policy prior (one output per action, learned from the search's root visit shares; the MCTS reads it with `prior=W`) instead of a value
flag-train-hidden = Hidden layer widths, comma-separated
flag-train-batch = Positions per Adam step
flag-train-lr = Adam's step size
flag-players = Number of seats (defaults to the seat list's length, or the game's smallest count)
flag-opt = A game option as key=value (repeatable); the game's options are listed below
default-value = [default: { $value }]
flag-simulate-lang = The language of the texts: en or pt-BR (default: from LC_ALL, LC_MESSAGES or LANG, else English). The JSON report is the same in every language

# `simulate`'s table.
simulate-heading = { $games } random games of { $game } with { $players } players (seed { $seed }):
simulate-decisions = decisions per game
simulate-seconds = seconds
simulate-rate = games per second
simulate-rate-value = { $rate } ({ $threads } thread(s))
simulate-cpu-seconds = CPU seconds
simulate-cpu-rate = games per CPU sec
simulate-checked = checked
simulate-checked-value = invariants after every step: all held, no panic
simulate-value = { $value }
simulate-seat = seat
simulate-wins = wins
simulate-mean-score = mean score
simulate-threads-capped = (--threads { $asked } is more than this machine's { $cores } cores: using { $threads })

# `arena`'s table and refusals.
arena-heading = { $game }: { $games } games, { $players } seats, seed { $seed }, { $decisions } decisions per game (seats rotate every game)
arena-column-rank = #
arena-column-agent = agent
arena-column-games = games
arena-column-wins = wins
arena-column-win-rate = win rate
arena-column-interval = 95% interval
arena-column-mean-score = mean score
arena-column-mean-margin = mean margin
arena-column-elo = elo
arena-bots-only = the arena is for bots only: use `play` to sit at a seat yourself
arena-seats-players = --seats names { $agents } agents but --players is { $players }
flag-train-lang = The language of the texts: en or pt-BR (default: from LC_ALL, LC_MESSAGES or LANG, else English). The files written are the same in every language

# `train`'s lines and refusals.
train-too-few-games = --games { $games }: at least 10 games are needed (every tenth is held out for validation)
train-bad-hidden = --hidden takes widths from 1 to 4096, e.g. --hidden 64
train-bad-lr = --lr { $lr } must be a positive number
train-bar-self-play = self-play
train-bar-epoch = epoch { $epoch }/{ $epochs }
train-positions-read = read from { $file }
train-positions-played = played and written to { $file }
train-self-play = { $game }: { $games } self-play games ({ $agent }) at { $players } seats, every { $stride } decision(s): { $positions } positions of { $features } features { $whence } in { $seconds } s
train-checkpoint-other-game = { $file }: the checkpoint is for { $game } at { $players } seats
train-checkpoint-policy = { $file }: the checkpoint trains a policy network; add --policy to resume it
train-checkpoint-value = { $file }: the checkpoint trains a value network; drop --policy to resume it
train-resuming = resuming after epoch { $epoch }
train-epoch = epoch { $epoch }/{ $epochs }: training loss { $train }, validation loss { $validation }
train-wrote = wrote { $file } (epoch { $epoch }, the lowest validation loss; { $bytes } bytes, { $parameters } parameters, target scale { $scale } points) after { $training } s of training; { $total } s in all
