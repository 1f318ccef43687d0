# Senet's texts in English. Message ids are the code's; `docs/senet.md` explains the rules.

## The game and its option

title = Senet
summary = The ancient Egyptian race game: throw the sticks and bring your pawns along the thirty houses and off the board before your opponent does.
option-pawns-label = Pawns per player
option-pawns-help = pawns per player: five (Kendall's later rules) or seven (his first, on squares 1 to 14; docs/senet.md S-1)
option-pawns-5 = five
option-pawns-7 = seven

## The marked houses (data.rs HOUSES)

house-15 = House of Rebirth
house-15-rule = a pawn drowned in the House of Water starts again here, or on the nearest free square before it
house-26 = House of Happiness
house-26-rule = every pawn must stop here with an exact throw before it goes on
house-27 = House of Water
house-27-rule = a pawn that lands here drowns and goes back to the House of Rebirth; the turn ends
house-28 = House of Three Truths
house-28-rule = a pawn here leaves the board with a throw of exactly 3
house-29 = House of Re-Atoum
house-29-rule = a pawn here leaves the board with a throw of exactly 2
house-30 = House of Horus
house-30-rule = a pawn here leaves the board with a throw of exactly 1

## Squares

square = square { $square }
square-house = square { $square } ({ $house })
off-board = off the board

## Actions

action-throw = throw { $n }
action-move = move { $square }
action-back = back { $square }
throws = seat { $seat } throws { $n }
throws-no-white = seat { $seat } throws { $n } (no white side up)
throws-whites = seat { $seat } throws { $n } ({ $whites } white { $whites ->
    [one] side
   *[other] sides
  } up)
moves-off = seat { $seat } moves the pawn on { $from } off the board
moves-to = seat { $seat } moves the pawn on { $from } to { $to }
moves-back = seat { $seat } moves the pawn on { $from } back to { $to } (no pawn can go forward)
option-move-off = move the pawn on { $from } off the board
option-move-to = move the pawn on { $from } to { $to }
option-drowns = { $option }: it drowns and starts again at the House of Rebirth
option-attacks = { $option }: attack seat { $other }'s pawn, which goes back to { $from }
option-back = move the pawn on { $from } back to { $to }

## What happens by itself

no-move = seat { $seat } has no move with a { $n }: the turn passes to seat { $other }
attacked = seat { $other }'s pawn on { $to } is attacked and goes back to { $from }
drowned = the pawn falls into the House of Water and starts again on { $square }; the turn ends
pawns-off = seat { $seat } has { $off } of { $pawns } pawns off the board
throws-again = seat { $seat } throws again
to-throw = seat { $seat } to throw
wins-home = seat { $seat } wins: every pawn is off the board
verdict-win = seat { $seat } wins
verdict-draw = a draw
game-ends = the game ends after { $throws } throws: { $off0 } off for seat 0, { $off1 } for seat 1 (pawns' squares { $squares0 } and { $squares1 }): { $verdict }

## Help

sticks = The four throwing sticks: { $results }.
stick-result = { $whites } { $whites ->
    [one] white
   *[other] whites
  }: move { $value } ({ $ways } in 16)
stick-result-again = { $whites } { $whites ->
    [one] white
   *[other] whites
  }: move { $value }, throw again ({ $ways } in 16)
house-help = { $house } (square { $square }): { $rule }.

## Why an action or a configuration is refused

refused-throw-first = the sticks are to be thrown first
refused-thrown-already = the sticks are thrown already: move a pawn
refused-back-only-when-stuck = a pawn may go back only when none can go forward
refused-no-pawn = you have no pawn on square { $square }
refused-cannot-move = the pawn on square { $square } cannot move { $n }
parse-expected = expected "throw N", "move S" or "back S" (S: the pawn's square)
config-pawns = Senet is played with 5 or 7 pawns each, not { $pawns }

## The board

board-head = Senet, { $pawns } pawns each, { $throws } throws so far
board-seat = seat { $seat } plays { $mark }: { $off } off the board
board-seat-you = seat { $seat } (you) plays { $mark }: { $off } off the board
mark-0 = x
mark-1 = o
board-legend = * 15 Rebirth, 26 Happiness, 27 Water, 28 Three Truths, 29 Re-Atoum, 30 Horus
status-over = the game is over
status-move = seat { $seat } moves a pawn { $n }
status-throw = seat { $seat } throws the sticks

## The board view (web/view.js): its headings, labels and hover texts

view-heading = Senet · { $throws ->
    [one] 1 throw
   *[other] { $throws } throws
  } · { $status }
view-seat-0 = seat { $seat } (light)
view-seat-1 = seat { $seat } (dark)
view-pawn-0 = a pawn of seat { $seat } (light)
view-pawn-1 = a pawn of seat { $seat } (dark)
view-you = (you)
view-off = { $seat }: { $off } of { $pawns } pawns off the board
view-board = the Senet board: thirty squares in three rows
view-square = square { $square }: { $what }
view-square-house = square { $square } ({ $house }): { $what }
view-empty = empty
view-sticks = Sticks
view-sticks-label = the four throwing sticks
view-sticks-unthrown = the sticks: not thrown yet
view-sticks-last = the sticks: last throw { $n }
view-moves = { $seat } moves a pawn { $n }
view-throws = { $seat } throws the sticks
