# nile-pragas: the texts of 10 Pragas do Egito in English (the logs' language: the
# action texts here are exactly what `Display` writes).

## The game and its setup options

game-title = 10 Pragas do Egito
game-summary = Spend dice on tiles for your city and fields, pay the Pharaoh's tribute and survive the ten plagues of Egypt; solo against an automated opponent.
setup-advanced-label = Papyrus side
setup-advanced-help = play with the advanced papyrus side (higher tributes and Ankh requirements)
setup-advanced-normal = normal
setup-advanced-advanced = advanced (higher tributes and Ankh needs)
setup-rounds-label = Length
setup-rounds-help = 10 for the full game, 8 for the reduced-duration variant (Moses twice)
setup-rounds-full = full game, 10 rounds
setup-rounds-short = short game, 8 rounds

## Tiles, support tables, areas

tile-sphinx = Sphinx
tile-obelisk = Obelisk
tile-egyptian = Egyptian
tile-plantation = Plantation
tile-herd = Herd
tile-coin = Coin
tile-boat = Boat
tile-province1 = Province-1
tile-province2 = Province-2
tile-province3 = Province-3
tile-pharaoh = Pharaoh
tile-empty = empty
power-abydos = Abydos
power-buto = Buto
power-memphis = Memphis
power-edfu = Edfu
area-city = City
area-field = Field

## Action texts

abydos-shift = { " " }(Abydos { $shift })
act-deal-power = deal support table { $power }
act-draw-tile = draw tile { $tile }
act-draw-hebrew = draw hebrew { $value }
act-reveal-plague = reveal plague { $id }
act-reveal-loss = reveal loss { $id }
act-draw-territory = draw territory { $id }
act-reveal-ai-die = reveal opponent die { $value }
act-choose-power = choose support table { $power }
act-take-tile = take tile { $slot } with die { $die }{ $shift }
act-take-favour = take favour { $card } with die { $die }{ $shift }{ $sa2 ->
    [1] { " " }(SA2)
   *[0] { "" }
}
act-free-hebrew = free hebrew { $token } with die { $die }{ $shift }
act-recover = recover discard { $slot } with die { $die }{ $shift }
act-edfu-search = Edfu search with die { $die }{ $shift }
act-forfeit = forfeit die { $die }
act-pick-territory = pick territory { $index }{ $peek ->
    [1] { " " }with Buto
   *[0] { "" }
}
act-pay-tribute = pay tribute
act-pay-tribute-favour = pay tribute with favour 3
act-fail-tribute = cannot pay tribute
act-annul-none = annul no loss
act-annul = annul loss { $slot }
act-pharaoh-ignore = flip Pharaoh tile to ignore the plague
act-pharaoh-penalty = flip Pharaoh tile to discard a penalty
act-special-swap = special SA{ $sa } swap slots { $a } and { $b }
act-special-recover = special SA{ $sa } recover discard { $a }
act-special = special SA{ $sa }
act-commerce = commerce { $card } paying { $pay }
commerce-development = development
commerce-tile = tile
commerce-tribute = tribute
commerce-penalty = penalty
pay-coin = a coin
pay-favour = favour 3
act-end-turn = end turn
act-plague-ignore = ignore the plague with a Pharaoh tile
act-plague-suffer = suffer the plague
act-boost-yes = SA7 add 2 soldiers
act-boost-no = SA7 not now
act-place-city = place on City { $space }
act-place-field = place on Field { $space }
act-develop = develop { $track }
track-city = City +1
track-field = Field +1
track-city2 = City +2
track-field2 = Field +2
track-split = City +1 and Field +1
act-favour-one-free = favour 1 without paying
act-favour-one-coin = favour 1 paying a coin
act-favour-one-favour = favour 1 paying favour 3
act-choose-central = choose central tile { $slot }
act-choose-hebrew = choose hebrew { $token }
act-discard-slot = discard into slot { $slot }
act-overflow-incoming = remove the incoming tile
act-overflow = remove the tile in discard slot { $slot }
act-edfu-none = Edfu keeps nothing
act-edfu-keep = Edfu keeps tile { $tile }
act-buto-keep = Buto keeps card { $card }
act-loss-option = suffer option { $option }
act-lose-city = lose the tile on City { $space }
act-lose-field = lose the tile on Field { $space }

## Option texts: the action with what it takes named

opt-take-tile = take tile { $slot } ({ $tile }) with die { $die }{ $shift }
opt-choose-central = choose central tile { $slot } ({ $tile })
opt-take-favour = take favour { $card } ({ $gives }) with die { $die }{ $shift }
opt-take-favour-sa2 = take favour { $card } ({ $gives }) with die { $die }{ $shift } by { $special } (SA2)
opt-soldier-boost-yes = { $special } (SA7): add 2 soldiers
opt-soldier-boost-no = { $special } (SA7): not now
opt-free-hebrew = free hebrew { $token } ({ $value }) with die { $die }{ $shift }
opt-choose-hebrew = choose hebrew { $token } ({ $value })
hebrew-value = value { $value }
hebrew-none = none
opt-recover = recover discard { $slot } ({ $tile }) with die { $die }{ $shift }
opt-pick-territory = pick territory { $index } ({ $card }){ $peek ->
    [1] { " " }with Buto
   *[0] { "" }
}
opt-buto-keep = Buto keeps card { $card }: { $name }
opt-edfu-keep = Edfu keeps tile { $tile }: { $name }
opt-special-swap = special { $name } (SA{ $sa }) swap slots { $a } and { $b }
opt-special-recover = special { $name } (SA{ $sa }) recover discard { $a }
opt-special = special { $name } (SA{ $sa })
opt-annul = annul loss { $slot }: { $loss }
opt-loss-option = suffer option { $option }: { $loss }
seat-does = seat { $seat }: { $text }

## Cards by name

territory-named = { $short } ({ $id })
territory-unknown = a territory card
terr-city = City +1
terr-field = Field +1
terr-both = City and Field +1
terr-province = Province +{ $n }
terr-boat = Boat +{ $n }
terr-scoring = Scoring: { $name }
terr-commerce = Commerce: { $name }
special-egyptian-boat = Egyptian boat
special-favour-six = Favour 6 with a 4 or 5
special-diamond-province = Diamond province
special-swap-tiles = Swap tiles
special-hebrew-income = Hebrew income
special-free-recovery = Free recovery
special-soldier-boost = Soldier boost
special-any-tile = Any tile
scoring-flat = 4 VP
scoring-rows = rows of three
scoring-egyptians = Egyptians
scoring-spread = City and Field
scoring-hebrew-pairs = hebrew pairs
scoring-clean-discard = empty discard
scoring-spots = bonus spots
scoring-ankhs = Ankh symbols
commerce-name-coin = coin
commerce-name-soldier = soldier
commerce-name-development = development
commerce-name-tile = any tile
commerce-name-tribute = skip tribute
commerce-name-penalty = remove penalty
favour-named = Favour { $number } ({ $gives })
favour-gives-development = development
favour-gives-soldiers = +5 soldiers
favour-gives-coin = a coin
favour-gives-province = province +3
favour-gives-ankh = an Ankh
favour-gives-boat = boat +2
favour-gives-none = no such card
favours-none = none
plague-named = { $name } ({ $id })
plague-unknown = a plague
plague-p1 = Costly Favours
plague-p2 = Bound Hebrews
plague-p3 = Idle Soldiers
plague-p4 = Lost Lands
plague-p5 = Low Nile
plague-p6 = Trevas
plague-p7 = Faded Ankh
plague-p8 = Heavy Tribute
plague-p9 = Empty Coffers
plague-p10 = Forbidden Seals
loss-named = { $losses } ({ $id })
loss-unknown = a loss card

## Card effects

loss-boat = boat back { $n } { $n ->
    [one] space
   *[other] spaces
}
loss-city-track = City development −1
loss-field-track = Field development −1
loss-province = province card back 3 spaces
loss-remove = one { $tile } tile from your City or Field to the discard area
loss-both = one { $a } and one { $b } tile from your City or Field to the discard area
loss-or = { $a }, or { $b }
loss-count = { $n ->
    [one] one loss
   *[other] { $n } losses
}
loss-body = { $count }: { $losses }
loss-card = loss card of group { $group }, { $body }
imm-city = City development +1
imm-field = Field development +1
imm-both = City and Field development +1 each
imm-province = province card +{ $n }
imm-boat = boat +{ $n }
sa-text-egyptian-boat = SA1: with 2 Egyptians on your board, boat +1
sa-text-favour-six = SA2: a die 4 or 5 may take Favour card 6
sa-text-diamond-province = SA3: with the boat on the diamond space or beyond, province card +2
sa-text-swap-tiles = SA4: with 1 Ankh, swap two tiles of the central board
sa-text-hebrew-income = SA5: with 4 hebrews, +2 income for this round's tribute
sa-text-free-recovery = SA6: with 2 Ankh, recover a tile from the discard area without a die
sa-text-soldier-boost = SA7: with the province card on 10 or more, +2 soldiers in Phase 2
sa-text-any-tile = SA8: with 3 Ankh, take any tile of the central board
scoring-text-flat = 4 VP
scoring-text-rows = 3 VP per row of three different tiles on your board (at most 2 rows)
scoring-text-egyptians = 2 VP per Egyptian on your board (at most 3)
scoring-text-spread = 5 VP with 3 or more tiles in your City and 3 or more in your Field
scoring-text-hebrew-pairs = 1 VP per pair of hebrews (at most 12 tokens count)
scoring-text-clean-discard = 5 VP with an empty discard area
scoring-text-spots = 5 VP with the Coin, Soldiers and Hebrew bonus spots active
scoring-text-ankhs = 1 VP per Ankh symbol
commerce-text-coin = permanent: +1 coin for the tribute
commerce-text-soldier = permanent: +1 soldier
commerce-text-development = single use: +2 on one development track, or +1 on each
commerce-text-tile = single use: take any tile of the central board
commerce-text-tribute = single use: skip this round's tribute
commerce-text-penalty = single use: remove a penalty card
favour-text-development = +1 on a development track of your choice at once; or pay 1 coin (or hand in Favour 3) for +2 on one track or +1 on each.
favour-text-soldiers = +5 soldiers in this round's territory phase.
favour-text-coin = Counts as 1 coin for the tribute, a Commerce card or Favour 1's upgrade; returned when used, wasted if unused by the round's end.
favour-text-province = Province card +3 at once.
favour-text-ankh = One active Ankh symbol while held; returned if it is needed to annul a loss (it also counts for Ankh conditions and the Ankh scoring if still held at the end).
favour-text-boat = Boat +2 at once.
plague-text-p1 = taking Favour card 1, 2, 4, 5 or 6 costs a coin token
plague-text-p2 = the Hebrew bonus spot may not be used
plague-text-p3 = the 3-soldier bonus spot may not be used
plague-text-p4 = province card back 2 spaces
plague-text-p5 = boat back 1 space
plague-text-p6 = no territory cards this round; the 3 cards are discarded
plague-text-p7 = in Phase 3 each player has one Ankh symbol fewer
plague-text-p8 = tribute +1 coin
plague-text-p9 = the coin bonus spots may not be used
plague-text-p10 = Special Action and Commerce cards may not be used
terr-text-immediate = immediate bonus, taken at once: { $text }
terr-text-special = Special Action, once per round: { $text }
terr-text-scoring = final scoring: { $text }
terr-text-commerce = Commerce card, { $text }; needs a { $a } and a { $b } tile on or beside your board at each use; 2 VP
explain-favour = Favour (Pharaoh) card { $number }: { $text } Taken with a die of exactly its number; one copy, gone for everyone for the rest of the round; all six return at the round's end.
explain-card = { $id }: { $text }
explain-plague = { $id } { $name }: { $text } ({ $immediate ->
    [1] immediate
   *[0] this round
})

## What happens, step by step

draw-edfu-hidden = Edfu draws a tile from the reserve
draw-buto-hidden = Buto draws a territory card
draw-territory-card = draw the territory card { $card }
reveal-loss-card = reveal the loss card { $card }
reveal-plague-card = reveal the plague { $name }
reveal-plague-unknown = reveal a plague
who-opponent = the opponent
who-seat = seat { $seat }
nar-ai-favour = the opponent takes { $card }
nar-ai-territory = the opponent takes { $card }
nar-ai-hebrews = the opponent frees { $n } hebrew(s)
nar-ai-keeps = the opponent keeps a { $tile } tile
nar-ai-places = the opponent places a { $tile } tile
nar-penalty = { $who } receives the plague { $name } as a penalty card (-3 VP)
nar-moses = Moses helps at the end of round { $round }
nar-score = { $who } scores { $total }: development { $development }, Nile { $nile }, tiles { $tiles }, Pharaoh tiles { $pharaohs }, territories { $territories }, province { $province }, hebrews { $hebrews }, penalties { $penalties }, discard { $discard }

## Where the game stands

phase-position = turn-order position { $n }
phase-wrap-up = , free actions or the end of the turn
phase-setup = setup
phase-dice = Phase 1 (dice), pass { $pass } of 3, { $position }{ $wrap }
phase-boost = Phase 2 (territories), soldier boosts (SA7), { $position }
phase-territory = Phase 2 (territories), { $position }{ $wrap }
phase-tribute = Phase 3 (plague), tribute, { $position }{ $wrap }
phase-losses = Phase 3 (plague), losses, { $position }{ $wrap }
phase-end-of-round = end of the round: { $step }
phase-over = game over
eor-moses = Moses
eor-favours = end check and Favour cards
eor-territories = territory cards
eor-plague = plague and loss cards
eor-immediate = the immediate plague
eor-hebrews = hebrews
eor-tiles = tiles
eor-next = the next round
eor-cleanup = clean-up
whose-opponent = the opponent
whose-seat = seat { $seat }
pend-choose-power = seat 0 chooses a support table
pend-ai-territory = seat 0 picks the opponent's territory card
pend-place = where to place the { $tile } tile on { $whose }'s board
pend-place-recovered = where to place the { $tile } tile recovered from the discard area on { $whose }'s board
pend-track-double = { $who } advances the development tracks (+2 on one or +1 on each)
pend-track-single = { $who } advances the development tracks (+1 on one)
pend-favour-one = { $who } chooses Favour card 1's bonus
pend-central = { $who } takes any tile of the central board
pend-hebrew = { $who } takes a hebrew token
pend-discard-slot = { $who } puts the lost { $tile } tile on a discard space
pend-overflow = { $whose }'s discard area is full: with the lost { $tile } tile, one of three tiles leaves the game
pend-edfu = { $who } (Edfu) keeps one of the tiles examined
pend-buto = { $who } (Buto) keeps one of the cards examined
pend-loss-option = { $who } chooses how to suffer loss { $slot } of the loss card
pend-lose-tile = { $who } chooses which { $tile } tile to lose

## The board

board-round = Round { $round }: { $phase }; papyrus: tribute { $tribute }, Ankh needed { $ankh }
board-central = Central board: { $slots }  (reserve { $reserve } tiles)
board-hebrews = Hebrews: { $tokens }  (reserve { $reserve })
board-territories = Territories: { $cards }  (pile { $pile })
board-plague = Plague: { $plague }; loss card: { $loss }
board-favours = Favours available: { $favours }
board-edfu = Edfu examines: { $seen } ({ $hidden } hidden)
board-buto = Buto examines: { $seen }
board-who-opponent = opponent
board-seat = { $who } [{ $power }] City track { $city }, Field track { $field }, Nile { $nile } ({ $coins } coins), province { $province }, Ankh { $ankh }, soldiers { $soldiers }, score { $score }
board-held = { $tile }x{ $count }
board-seat-detail = dice { $dice }; beside: { $held }; discard { $first } { $second }; hebrews { $hebrews } (sum { $sum }); favours: { $favours }; cards: { $cards }; penalties { $penalties }; tribute { $tribute }
tribute-due = due
tribute-paid = paid
tribute-failed = failed
tribute-waived = waived
board-over = Game over.
board-waiting = Waiting for: { $what }

## The board in the browser: menu entries and controls

target-with-die = with your { $die }
target-with-die-as = with your { $die } as a { $shown } (Abydos)
target-take-it-with = take it { $die }
target-take-favour = take it { $die }{ $sa2 ->
    [1] { " " }as a 6 (special action 2)
   *[0] { "" }
}
target-free-it = free it { $die }
target-recover-it = recover it { $die }
target-flip-die = flip your { $die }
target-take-it = take it
target-take-it-buto = take it, Buto examining two more
target-tribute-favour = with Favour card 3 as a coin
target-tribute-pay = pay
target-annul-nothing = annul nothing
target-annul-loss = annul loss { $n }
target-pharaoh-ignore = to ignore the plague
target-pharaoh-penalty = to discard a penalty card
target-special-swap = 4: swap central tiles { $a } and { $b }
target-special-recover = recover it (special action 6)
target-special = special action { $n }
target-commerce = { $card } { $paying }
target-commerce-development = development
target-commerce-tile = a tile
target-commerce-tribute = the tribute
target-commerce-penalty = a penalty
target-commerce-other = card
target-paying-coin = paying a coin
target-paying-favour = paying with Favour card 3
target-plague-ignore = ignore it with a Pharaoh tile
target-plague-suffer = suffer it
target-boost-yes = add 2 soldiers
target-boost-no = not now
target-place-tile = place the tile here
target-favour-one-free = advance without paying
target-favour-one-double = double advance { $paying }
target-take-tile = take this tile
target-take-token = take this token
target-discard-slot = discard into this slot
target-overflow-incoming = remove the incoming tile
target-overflow-remove = remove this tile
target-edfu-none = keep nothing
target-edfu-keep = keep this tile
target-buto-keep = keep this card
target-loss-option = option { $n }
target-lose-tile = lose this tile
say-choose-power = Choose a support table
say-edfu-search = Search the reserve (Edfu)
say-forfeit = No dice action: flip a die
say-pay-tribute = Pay the tribute
say-fail-tribute = Cannot pay the tribute
say-annul = Annul a loss
say-pharaoh = Flip a Pharaoh tile
say-special = Special action
say-commerce = Commerce card
say-end-turn = End the turn
say-plague = The plague
say-soldier-boost = Special action 7
say-development = Development
say-favour-one = Favour card 1
say-overflow = Discard area full
say-edfu = Edfu
say-loss = Suffer the loss

## The board in the browser: the view's words

view-round = Round { $round } of { $rounds } · { $phase }
view-phase-dice = Phase 1 (dice)
view-phase-boost = Phase 2 (soldier boosts)
view-phase-territory = Phase 2 (territories)
view-phase-tribute = Phase 3 (tribute)
view-phase-losses = Phase 3 (losses)
view-phase-end-of-round = end of the round
view-papyrus = the papyrus
view-papyrus-round = round { $round }: tribute { $tribute }, Ankh tiles needed { $ankh }
view-central-board = Central board
view-central-board-aria = the central board
view-reserve-tiles = reserve { $n } tiles
view-reserve = reserve { $n }
view-plague-and-loss = Plague and loss
view-no-plague = no plague
view-plague = plague
view-loss-card = Loss card { $n }
view-territories = Territories
view-favour-cards = Favour cards
view-favour = Favour { $n }
view-hebrews = Hebrews
view-edfu-examines = Edfu examines
view-edfu-aria = the tiles Edfu examines
view-edfu-hidden = { $n } tiles you cannot see
view-buto-examines = Buto examines
view-territory = Territory { $n }
view-face-down = face down
view-opponent = the opponent
view-seat = Seat { $seat }
view-you = { $who } (you)
view-no-power = no support table
view-facts = { $score } points, { $soldiers } soldiers, Ankh { $ankh }
view-city-track = City track
view-field-track = Field track
view-nile = Nile
view-province = Province
view-nile-coin = a coin
view-nile-vp = { $vp } VP at the end
view-mark-hebrew = hebrew
view-mark-tile = tile
view-mark-development = development
view-mark-two-actions = two actions
view-mark-ankh = Ankh
view-beside = Coins, beside the board
view-coins = { $n } coins
view-coins-one = { $n } coin
view-pharaoh-used = { $n } Pharaoh used
view-discard = Discard
view-dice-cards = Dice cards
view-opponent-die = the opponent's dice card
view-die-used = dice card used this round
view-die-up = dice card face up
view-hebrews-freed = Hebrews freed
view-territory-cards = Territory cards
view-rotated = rotated
view-penalty-cards = Penalty cards
view-penalty = penalty
view-tribute = Tribute
view-exempt = exempt from the plague
view-none = none
view-tile-short-province = Prov. { $n }

# Why an action or a configuration is refused (the reason after the core's "… is not
# allowed now: ", "… is not an action: " or "invalid configuration: ").
refused-waiting-for-choice = the game waits for a choice: { $choice }
refused-not-open-now = it is not among the moves open now ({ $turn })
parse-expected-action = expected an action as the game writes it, such as "take tile 4 with die 4"
config-players = 10 Pragas do Egito is for 1 to 4 players, not { $players }
config-rounds = rounds must be 10 or 8, not { $rounds }
config-rounds-typed = rounds must be 10 or 8, not "{ $value }"
config-not-a-flag = { $key } must be true or false, not "{ $value }"
