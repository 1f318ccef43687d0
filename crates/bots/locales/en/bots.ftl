# nile-bots: what the bots write for people, in English. A seat spec's words (mcts, pimc,
# knob names such as depth or trees, a budget's ms) are what people type, so they stay
# as typed in every language.

## The levels, as a front end names them

level-easy = easy
level-medium = medium
level-hard = hard

## Why a seat spec is refused

spec-human = "{ $spec }" is a human seat, which the command line seats itself; a bot is random, greedy or mcts:N
spec-unknown = unknown agent "{ $spec }": expected random, greedy, lookahead:D, mcts:N (iterations) / mcts:Nms (time), pimc, pimc:K:units=U, pimc:500ms, anchor, or a level: easy, medium or hard; e.g. hard, mcts:2000 or pimc:500ms
spec-random-no-options = "{ $spec }": the random agent takes no options
spec-anchor-no-options = "{ $spec }": the anchor baseline takes no options (it is the fixed yardstick)
spec-level-no-options = "{ $spec }": the level { $level } takes no options (it names a measured bot)
spec-anchor-outside-ra = "{ $spec }": the anchor is the Rá baseline; in { $title } use pimc (e.g. pimc:500ms)
spec-level-no-bot = "{ $spec }": the level { $level } names no concrete bot for { $title }
spec-greedy-depth = "{ $spec }": depth must be a whole number of chance nodes, not "{ $value }"
spec-greedy-unknown = "{ $spec }": unknown greedy option "{ $knob }" (expected random or depth=D)
spec-lookahead-depth = "{ $spec }": lookahead needs a depth from 1 to { $max } decisions, e.g. lookahead:3
spec-lookahead-one = "{ $spec }": lookahead takes one depth, e.g. lookahead:3
spec-eval = "{ $spec }": eval must be learned or game, not "{ $value }"

# `pimc`: `what` is one of the two below or a knob's name (maxunits, nodes).
spec-pimc-whole = "{ $spec }": { $what } needs a positive whole number, not "{ $value }"
spec-pimc-worlds = the number of worlds
spec-pimc-horizon = the horizon
spec-pimc-win = "{ $spec }": win needs a positive number of points, not "{ $value }"
spec-pimc-unknown = "{ $spec }": unknown pimc option "{ $knob }" (expected K worlds, a time such as 500ms, nodes=N, units=U, auctions=U, rounds=U, turns=U, phases=U, maxunits=M, worlds=K, win=S, score or ab)

# `mcts`: `what` is one of the three spec-mcts-a-… below.
spec-mcts-no-budget = "{ $spec }": mcts needs a budget, e.g. mcts:2000 (iterations) or mcts:500ms
spec-mcts-budget = "{ $spec }": "{ $budget }" is not a budget; expected a positive iteration count (mcts:2000) or a time (mcts:500ms, mcts:2s)
spec-mcts-number = "{ $spec }": { $knob } needs { $what }, e.g. { $knob }=0.7
spec-mcts-a-number = a non-negative number
spec-mcts-a-weight = a weight between 0 and 1
spec-mcts-a-share = an exploration share between 0 and 1
spec-mcts-cpu = "{ $spec }": cpu needs a time budget, e.g. mcts:500ms:cpu
spec-mcts-h = "{ $spec }": h needs a number of decisions or end, e.g. h=4
spec-mcts-margin = "{ $spec }": margin needs a weight between 0 and 1
spec-mcts-trees = "{ $spec }": trees needs a whole number from 1 to { $max }
spec-mcts-mast = "{ $spec }": mast needs an exploration share between 0 and 1
spec-mcts-imm = "{ $spec }": imm needs a weight above 0 and at most 1, e.g. imm=0.3
spec-mcts-positive-weight = "{ $spec }": { $knob } needs a weight above 0, e.g. { $knob }=1
spec-mcts-pbafter = "{ $spec }": pbafter needs a whole number of visits, e.g. pbafter=4
spec-mcts-nodes = "{ $spec }": nodes needs a positive whole number
spec-mcts-unknown = "{ $spec }": unknown mcts option "{ $knob }" (expected classic, cpu, random, greedy, policy, h=D, c=X, margin, margin=W, scale=S, trees=K, reuse, fresh, mast, mast=E, imm=A, pb=W, prior=W, pbafter=V, pexp, ol or nodes=N)
spec-mcts-pbafter-alone = "{ $spec }": pbafter needs pb=W or prior=W too, e.g. mcts:500ms:pb=1:pbafter=4
spec-mcts-pb-and-prior = "{ $spec }": pb and prior both set the children's priors (the evaluation or the learned policy): choose one

## Other refusals

tuned-not-mcts = { $title }'s tuned knobs "{ $knobs }" are not mcts options
wrong-game = an agent for { $game } was asked to play { $other }
self-play-needs-mcts = "{ $spec }": self-play for a policy needs an mcts search (e.g. mcts:800), whose root visits are the targets

## Why an arena could not be played

arena-seat-count = { $given } seat specs were given for a { $seats }-seat game; give one per seat
arena-no-games = the arena needs at least one game
arena-cannot-start = cannot start { $game }: { $error }
arena-no-threads = cannot start the arena's threads: { $error }
arena-game-failed = game { $game } (seed { $seed }) failed: { $error }
