# nile-core: the texts every game shares.

# A seat's action, as the default `describe` writes it.
seat-acts = seat { $seat }: { $action }

# A typed entry that is no action's text.
no-such-action = no legal action reads so now (type an option's text as listed)

# Why an action, a configuration or a state was refused (`GameError`).
error-game-over = the game is over, so no more actions can be taken
error-not-your-turn = it is not seat { $seat }'s turn ({ $expected })
error-illegal-action = "{ $action }" is not allowed now: { $reason }
error-invalid-config = invalid configuration: { $reason }
error-invalid-state = invalid game state: { $reason }
error-parse-action = "{ $input }" is not an action: { $reason }

# Who is to act (`Turn`).
turn-seat = seat { $seat }'s turn
turn-chance = a chance draw
turn-over = the game is over

# A configuration, a seat or a flag that cannot start or show a game.
config-no-agent = no agent sits at seat { $seat }
config-agents-for-seats = { $agents } agents for { $seats } seats
config-not-json = not a { $game } configuration: { $error }
config-no-seat = there is no seat { $seat }: this game has seats 0 to { $last }
config-no-options = this game has no options, so "{ $key }" is not one
config-unknown-option = this game has no option named "{ $key }" (its options: { $options })
config-bad-value = "{ $value }" is not a valid { $key }: { $help }
config-bad-value-of = "{ $value }" is not a valid { $key } (one of: { $values })
config-player-count = { $title } is played by { $lo } to { $hi } players, not { $n }
config-no-such-lang = "{ $text }" is not a language nile speaks: write en or pt-BR
config-no-such-viewer = "{ $text }" is not a viewer: write all, spectator or a seat number
config-no-such-game = there is no game named "{ $name }" (the games: { $games })

# An action index or log entry that names no action.
parse-not-an-index = not an action index of this game
parse-no-such-index = no game with this configuration has this action
parse-index-below = an action index of { $game } is below { $count }
parse-not-an-index-of = not an action index of { $game }

# An action refused by the match driver.
refused-chance-first = a chance draw must be resolved before any player acts
refused-not-legal-now = it is not among the legal actions now

# Why a saved log could not be read or replayed (`ReplayError`).
replay-malformed = the log is not valid JSON for this game: { $error }
replay-newer-format = the log is in format { $found }, written by a newer nile; this build reads formats up to { $supported }: update nile to open it
replay-wrong-game = the log is for the game "{ $found }", not "{ $expected }"
replay-config = the log's configuration is invalid: { $error }
replay-action = action { $number } ("{ $action }") could not be applied: { $reason }
