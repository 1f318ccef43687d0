# nile-imhotep: every text the engine writes for people, in English.

## The game

title = Imhotep
summary = Ship stones to five building sites; every site scores its own way, and rivals decide where your stones sail.

## Options

option-sides-label = Site boards (A or B for Market, Pyramid, Temple, Burial Chamber, Obelisks, e.g. ABABA)
option-sides-help = the side (A or B) of the Market, Pyramid, Temple, Burial Chamber and Obelisks boards, five letters in that order (AAAAA, ABABA, BBBBB...)
option-variant-label = Variant
option-variant-help = pharaohs-fury: -5 points at the end for each player who never delivered a stone to one of the four monuments
option-variant-none = standard rules
option-variant-fury = Pharaoh's Fury: -5 points for never delivering to a site

## Seats by colour, and lists

colour-black = Black
colour-white = White
colour-brown = Brown
colour-gray = Gray
colour-missing = a missing seat
letter-black = K
letter-white = W
letter-brown = B
letter-gray = G
seat-name = { $colour } (seat { $seat })
list-and = { $rest } and { $last }
list-or = { $first } or { $second }

## Sites: the name; where a ship or stone goes; where something happens

site-market = Market
site-pyramid = Pyramid
site-temple = Temple
site-burial-chamber = Burial Chamber
site-obelisks = Obelisks
site-market-dest = Market
site-pyramid-dest = Pyramid
site-temple-dest = Temple
site-burial-chamber-dest = Burial Chamber
site-obelisks-dest = Obelisks
site-market-at = Market
site-pyramid-at = Pyramid
site-temple-at = Temple
site-burial-chamber-at = Burial Chamber
site-obelisks-at = Obelisks

## The side-B pyramids

pyramid-left = left
pyramid-middle = middle
pyramid-right = right

## Market cards

card-entrance = Entrance
card-sarcophagus = Sarcophagus
card-paved-path = Paved Path
card-pyramid-decoration = Pyramid Decoration
card-temple-decoration = Temple Decoration
card-burial-chamber-decoration = Burial Chamber Decoration
card-obelisk-decoration = Obelisk Decoration
card-statue = Statue
card-lever = Lever
card-hammer = Hammer
card-sail = Sail
card-chisel = Chisel
card-entrance-text = place 1 of your stones from the quarry on the Pyramid
card-sarcophagus-text = place 1 of your stones from the quarry in the Burial Chamber
card-paved-path-text = place 1 of your stones from the quarry on the Obelisks
card-pyramid-decoration-text = 1 point for every 3 stones on the Pyramid
card-temple-decoration-text = 1 point for every 3 stones in the Temple
card-burial-chamber-decoration-text = 1 point for every 3 stones in the Burial Chamber
card-obelisk-decoration-text = 1 point for every 3 stones on the Obelisks
card-statue-text = count your statues: 1, 2, 3, 4 and 5 statues score 1, 3, 6, 10 and 15 points, each further statue 2 more
card-lever-text = sail 1 ship to a site (both conditions for sailing must be met); you decide the order in which its stones are unloaded
card-hammer-text = take 3 stones from the quarry onto your sled, then place 1 stone from your sled on 1 ship
card-sail-text = place 1 stone on a ship and sail that ship to a site (both conditions for sailing must be met)
card-chisel-text = place 2 stones on 1 ship, or 1 stone on each of 2 different ships
card-red = red
card-green = green
card-purple = purple
card-blue = blue
explain-red = When you receive it, immediately { $text }, on the next free space by that site's normal rules; then the card goes to the discard pile (with your quarry empty, nothing is placed).
explain-green = When you receive it, it stays face up in front of you until the end of the game. At the end: { $text } (stones of every colour count).
explain-purple = When you receive it, it stays face up in front of you until the end of the game. At the end: { $text }.
explain-blue = It stays in front of you until you use it. On a later turn, instead of a turn action (at most 1 blue card a turn): { $text }. After use it goes to the discard pile; unused at the end of the game, it is worth 1 point.
explain-card = { $name } ({ $rulebook }; { $colour } market card, { $count } in the deck). { $rule }

## Actions (as typed and listed)

action-round-card = round card { $n }
action-draw = draw { $card }
action-take-stones = take stones
action-place = place on ship { $ship } slot { $slot }
action-sail = sail ship { $ship } to { $site }
action-play = play { $card }
action-pass = pass
action-take-card = take { $card }
action-take-face-down = take the face-down cards
action-no-card = take no card
action-keep = keep { $card }
action-build = build the { $pyramid } pyramid
action-build-number = build pyramid { $n }
action-draw-top-card = draw the top card
action-skip-bonus = skip the bonus
action-one-point = score 1 point
action-two-stones = take 2 stones
action-unload = unload slot { $slot }

## What a seat does, after its name

does-take-stones = takes stones from the quarry
does-place = places a stone on ship { $ship } slot { $slot }
does-sail = sails ship { $ship } to the { $site }
does-play = plays { $card }
does-pass = passes
does-take-card = takes { $card }
does-take-face-down = takes the face-down cards
does-no-card = takes no card
does-keep = keeps { $card }
does-build = builds the { $pyramid } pyramid
does-draw-top-card = draws the top market card
does-skip-bonus = skips the bonus
does-one-point = scores 1 point
does-two-stones = takes 2 stones
does-unload = unloads slot { $slot } next

## How an action reads

describe-round-card = round card { $n }: ships of { $ships } spaces
describe-deal = { $card } is dealt to the market
describe-bonus-draw = { $who } draws the top card of the pile: { $card }
describe-reveal = { $who } turns a face-down card: { $card }
describe-reveal-hidden = { $who } turns a face-down card
describe-leftover = a face-down card left in the market is turned and discarded: { $card }
describe-keep-hidden = { $who } keeps one of the two face-down cards
describe-seat-acts = { $who } (seat { $seat }) { $what }
describe-same-result = { $options } (the same result)

## What happened by itself

narrate-all-passed = Every player has passed: the round ends, and the stones on ships still in port go back to their quarries.
narrate-round-ends = Round { $round } ends.
narrate-round-begins = Round { $round } begins: { $who } starts.
narrate-unload = Ship { $ship } unloads { $n ->
    [one] 1 stone
   *[other] { $n } stones
} at the { $site } ({ $owners }).
narrate-unload-market = Ship { $ship } unloads { $n ->
    [one] 1 stone
   *[other] { $n } stones
} at the { $site } ({ $owners }): each goes back to its quarry and its owner may pick a card.
narrate-pyramid-a = Pyramid: { $who }'s stone on a space worth { $points ->
    [one] 1 point
   *[other] { $points } points
}.
narrate-pyramid-b-level1 = Pyramid: { $who } builds the { $pyramid } pyramid, level 1, { $points ->
    [one] 1 point
   *[other] { $points } points
} and the bonus: { $bonus }.
narrate-pyramid-b-top = Pyramid: { $who } builds the { $pyramid } pyramid, the top, { $points ->
    [one] 1 point
   *[other] { $points } points
}.
narrate-pyramid-overflow = Pyramid: { $who }'s stone beside the finished pyramid: { $points ->
    [one] 1 point
   *[other] { $points } points
}.
narrate-temple-stone = Temple: { $who }'s stone on column { $column }.
narrate-burial-stone = Burial Chamber: { $who }'s stone in row { $row }.
narrate-obelisk-tower = Obelisks: { $who } completes a tower on the space worth { $points ->
    [one] 1 point
   *[other] { $points } points
}.
narrate-obelisk-a = Obelisks: { $who }'s tower grows to { $n ->
    [one] 1 stone
   *[other] { $n } stones
}.
narrate-obelisk-b = Obelisks: { $who } has { $n ->
    [one] 1 stone
   *[other] { $n } stones
} waiting for a tower.
narrate-gains = { $who } gains { $card }.
narrate-red-placed = { $card } is played: its owner's stone from the quarry goes to the { $site }.
narrate-red-empty = { $card } is played, but its owner's quarry is empty: no stone is placed.
narrate-reshuffle = The draw pile is empty: the discard pile is shuffled into a new draw pile.
narrate-display-discarded = The market display goes to the discard pile: { $cards }.
narrate-red-discarded = { $card } has been played: it goes to the discard pile.
narrate-blue-discarded = { $card } has been used: it goes to the discard pile.
narrate-discarded = { $card } goes to the discard pile.
narrate-temple-top = { $who } (column { $column })
narrate-temple-a = Temple: each visible stone scores 1 point: { $stones }.
narrate-temple-two-points = Temple column { $column }: { $who } scores 2 points.
narrate-temple-choice = Temple column { $column }: { $who } takes 1 point or 2 stones.
narrate-temple-top-card = Temple column { $column }: { $who } takes the top market card.
narrate-points-seat = { $who } { $change } ({ $score })
narrate-points = Points: { $list }.
narrate-game-over = Game over. Final scoring:
narrate-final-part = { $part } { $change }
narrate-final-nothing = nothing more
narrate-final-seat = { $who }: { $during } during the game; { $items }; final score { $total }.
part-burial-chamber = Burial Chamber
part-obelisks = Obelisks
part-statues = statues
part-decorations = decorations
part-unused-blue-cards = unused blue cards
part-pharaohs-fury = Pharaoh's Fury

## The decision a step leaves to a seat

decision-market-pick = { $who } may pick a market card for the stone.
decision-pair-keep = { $who } looks at the two face-down cards and keeps one.
decision-pyramid = { $who } chooses a pyramid for the stone.
decision-card-bonus = { $who } may take the top market card.
decision-stones-bonus = { $who } may take up to 3 stones onto the sled.
decision-ship-bonus = { $who } may put a stone from the sled on a ship in port.
decision-lever-unload = { $who } chooses the next stone to unload.

## The board

render-header = Imhotep, { $players } players, round { $round } of { $rounds }; sides { $sides } (Market, Pyramid, Temple, Burial Chamber, Obelisks){ $fury }
render-fury = ; Pharaoh's Fury
render-you-are = You are { $who }.
render-players = Players (start player this round: { $who }):
render-statues = { $n ->
    [one] 1 statue
   *[other] { $n } statues
}
render-card-count = { $n }x { $card }
render-no-cards = none
render-player = score { $score }  sled { $sled }/5  quarry { $quarry }  cards: { $cards }
render-ships = Ships (slot 1 is the bow and unloads first; K black, W white, B brown, G gray):
render-ship = ship { $ship }: { $slots } { $state }
render-ship-sailed = sailed to the { $site }
render-ship-can-sail = in port, can sail (holds { $load }, needs { $needs })
render-ship-needs = in port, needs { $n ->
    [one] 1 stone
   *[other] { $n } stones
} to sail
render-face-down-card = (face-down card)
render-market = Market ({ $side }): { $cards }
render-face-down = { $n ->
    [one] 1 card
   *[other] { $n } cards
} face down
render-piles = draw pile { $deck ->
    [one] 1 card
   *[other] { $deck } cards
}, discard pile { $discard ->
    [one] 1 card
   *[other] { $discard } cards
}; { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} to go after this one
render-in-play = being played: { $cards }
render-pair = face-down pair being looked at: { $cards }
render-pyramid = Pyramid ({ $side }):
render-pyramid-a = level 1 { $first } { $second } { $third } | level 2 { $fourth } { $fifth } | top { $top }  (next space worth { $next })
render-pyramid-b = { $pyramid }: level 1 { $level } ({ $points ->
    [one] 1 point
   *[other] { $points } points
} and { $bonus } each), top { $top } ({ $top_points ->
    [one] 1 point
   *[other] { $top_points } points
})
render-stone-count = { $letter }x{ $n }
render-beside = beside: { $stones }
render-temple = Temple ({ $side }): visible { $tops }  ({ $n ->
    [one] 1 stone
   *[other] { $n } stones
} in all)
render-burial = Burial Chamber ({ $side }):
render-burial-row = row { $row }: { $stones }
render-obelisks = Obelisks ({ $side }):
render-obelisks-a = heights { $heights }
render-obelisks-b = single stones { $stones }; towers { $towers }; free tower spaces worth { $free }
render-none = none
bonus-card = the top market card
bonus-stones = up to 3 stones onto the sled
bonus-ship = a stone from the sled onto a ship
temple-point-or-stones = 1 point or 2 stones
temple-two-points = 2 points
temple-top-card = top card

## Whose turn it is

turn-over = Game over. Final scores:
turn-act = { $who } to act: take stones, place a stone, sail a ship or play a blue card.
turn-market-pick = { $who } picks a market card for a stone.
turn-pair-keep = { $who } keeps one of the two face-down cards.
turn-pyramid = { $who } chooses a pyramid for a stone.
turn-card-bonus = { $who } may draw the top market card.
turn-stones-bonus = { $who } may take up to 3 stones onto the sled.
turn-ship-bonus = { $who } may load a stone from the sled.
turn-temple-choice = { $who } takes 1 point or 2 stones.
turn-lever-sail = { $who } plays Lever: choose a ship and a site.
turn-lever-unload = { $who } plays Lever: choose the next stone to unload.
turn-hammer = { $who } plays Hammer: place a stone.
turn-sail-place = { $who } plays Sail: place a stone on the ship to sail.
turn-sail-sail = { $who } plays Sail: sail ship { $ship }.
turn-chisel-first = { $who } plays Chisel: place the first of 2 stones.
turn-chisel-second = { $who } plays Chisel: place the second stone.
turn-chance = A chance draw is due.

## The board in the browser: menu entries and controls

target-take-stones = take stones from the quarry
target-sail = sail to the { $site }
target-play = play { $card }
target-take-card = take { $card }
target-take-face-down = take the two face-down cards
target-build = build the { $pyramid } pyramid
target-build-next = build the next pyramid
target-draw-top-card = draw the top card
target-one-point = score 1 point
target-two-stones = take 2 stones
target-unload-next = unload this stone next
target-unload-slot = slot { $slot }
say-pass = Pass
say-no-card = Take no card
say-keep = Keep one face-down card
say-skip-bonus = Skip the bonus
say-unload = Unload

## The board in the browser: the view's words

view-round = Round { $round }
view-ships = the ships of this round
view-ship = ship { $ship }
view-ship-spaces = ship { $ship } ({ $n } spaces)
view-ship-space-one = ship { $ship } (1 space)
view-ship-space-empty = ship { $ship }, space { $space }: empty
view-stone = a { $colour } stone
view-sites = Sites
view-empty = empty
view-face-down = { $n } face down
view-card = card { $n }
view-you = { $who } (you)
view-points = { $n } points
view-points-one = { $n } point
view-sled-title = the sled: stones ready to place
view-sled = Sled { $n }
view-quarry = quarry { $n }
view-statues = statues { $n }
view-decoration = decoration
view-blue-card = blue card

## Why an action is refused: the phase's own choice, then what is wrong with the action

refused-place-and = { $problem }; { $why }
refused-chisel-both = you are placing the Chisel's two stones, each on a free space of a ship in port
refused-chisel-second = you are still placing the Chisel's second stone: put it on a free space of a ship in port
refused-hammer-place = you are placing the Hammer's stone: put it on a free space of a ship in port
refused-sail-place = you are placing the Sail card's stone: put it on a ship that then holds enough stones to sail
refused-sail-sail = you are sailing ship { $ship } with the Sail card: name a site no ship has sailed to this round
refused-lever-sail = you are playing Lever: sail a ship that holds enough stones to a site no ship has sailed to this round
refused-lever-unload = you are playing Lever: choose the next stone to unload (unload slot K)
refused-market-pick = { $who } picks a market card for a stone: take a face-up card, the face-down cards (side B), or no card
refused-pair-keep = { $who } keeps one of the two face-down cards
refused-pyramid = { $who } chooses a pyramid with a free space for a stone
refused-card-bonus = { $who } may draw the top card or skip the bonus
refused-stones-bonus = { $who } may take up to 3 stones or skip the bonus
refused-ship-bonus = { $who } may put a stone on a free space of a ship in port or skip the bonus
refused-temple-choice = { $who } scores 1 point or takes 2 stones
refused-over = the game is over
refused-chance = a chance draw is due
refused-chance-not-that = a chance draw is due, not that
refused-no-seat = no seat is to act
refused-sled-full = your sled is full ({ $n } stones)
refused-quarry-empty = your quarry is empty
refused-sled-empty = your sled is empty
refused-ships = there are only { $n } ships
refused-ship-sailed = ship { $ship } has sailed
refused-ship-load = ship { $ship } holds { $load ->
    [1] 1 stone
   *[other] { $load } stones
} and needs { $need } to sail
refused-ship-spaces = ship { $ship } has only { $spaces ->
    [1] 1 space
   *[other] { $spaces } spaces
}
refused-slot-taken = slot { $slot } of ship { $ship } is taken
refused-site-taken = a ship has already sailed to the { $site } this round
refused-not-blue = only blue cards are played
refused-no-card = you hold no { $card }
refused-lever-play = Lever needs a ship that holds enough stones to sail
refused-hammer-play = Hammer needs a free space on a ship in port
refused-sail-play = Sail needs a stone on your sled and a ship that one more stone lets sail
refused-chisel-play = Chisel needs 2 stones on your sled and 2 free spaces on ships in port
refused-pass = you can still take stones, place a stone, sail a ship or play a card (pass only when nothing else is possible)
refused-turn = it is { $who }'s turn: take stones, place a stone, sail a ship or play a blue card

## Why a typed text is no action (the action texts are read in English)

parse-round-card = expected "round card N" with N from 1 to 7
parse-draw = expected "draw <card>" or "draw the top card"
parse-take = expected "take stones", "take <card>", "take no card", "take the face-down cards" or "take 2 stones"
parse-keep = expected "keep <card>"
parse-play = expected "play Lever|Hammer|Sail|Chisel"
parse-place = expected "place on ship N slot M" (ships and slots 1-4)
parse-sail = expected "sail ship N to <site>"
parse-build = expected "build the left|middle|right pyramid"
parse-unload = expected "unload slot N"
parse-unknown = not an Imhotep action

## Why a configuration is refused

config-bad-sides = sides must be 5 letters A or B for Market, Pyramid, Temple, Burial Chamber and Obelisks (like AAAAA or ABABA), not "{ $value }"
