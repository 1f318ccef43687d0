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
