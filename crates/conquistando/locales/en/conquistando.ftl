# nile-conquistando: the texts of Conquistando o Egito, in English.
# Every text the engine writes for people is here; the code names messages only.

## The game and its options

game-title = Conquistando o Egito
game-summary = Grow an empire over four eras: build, raise workers, soldiers, priests and doctors, and conquer terrains with hidden defences.
option-achievements = Era achievements
option-achievements-help = era achievements at the end of eras 1-3 (the project's stand-in table, docs/conquistando.md GAP-1)
option-achievements-on = played
option-achievements-off = left out
option-loss-basis = A won battle's losses are counted from
option-loss-basis-help = what the winner's 75% battle loss is taken from: the defenders (the rule as written) or the soldiers sent (docs/conquistando.md GAP-6)
option-loss-basis-defenders = the defenders (as written)
option-loss-basis-attackers = the attackers

## Buildings: the name, with "a", with "the", and counted (two or more)

building-m1 = Great Pyramid
building-m1-a = a { building-m1 }
building-m1-the = the { building-m1 }
building-m1-count = { $n } { building-m1 }
building-m2 = Medium Pyramid
building-m2-a = a { building-m2 }
building-m2-the = the { building-m2 }
building-m2-count = { $n } { building-m2 }
building-m3 = Small Pyramid
building-m3-a = a { building-m3 }
building-m3-the = the { building-m3 }
building-m3-count = { $n } { building-m3 }
building-m4 = Sphinx
building-m4-a = a { building-m4 }
building-m4-the = the { building-m4 }
building-m4-count = { $n } { building-m4 }
building-m5 = Obelisk
building-m5-a = a { building-m5 }
building-m5-the = the { building-m5 }
building-m5-count = { $n } { building-m5 }
building-m6 = Statue
building-m6-a = a { building-m6 }
building-m6-the = the { building-m6 }
building-m6-count = { $n } { building-m6 }
building-c01 = Small Well
building-c01-a = a { building-c01 }
building-c01-the = the { building-c01 }
building-c01-count = { $n } { building-c01 }
building-c02 = Large Well
building-c02-a = a { building-c02 }
building-c02-the = the { building-c02 }
building-c02-count = { $n } { building-c02 }
building-c03 = Small Wood Extractor
building-c03-a = a { building-c03 }
building-c03-the = the { building-c03 }
building-c03-count = { $n } { building-c03 }
building-c04 = Large Wood Extractor
building-c04-a = a { building-c04 }
building-c04-the = the { building-c04 }
building-c04-count = { $n } { building-c04 }
building-c05 = Small Temple
building-c05-a = a { building-c05 }
building-c05-the = the { building-c05 }
building-c05-count = { $n } { building-c05 }
building-c06 = Large Temple
building-c06-a = a { building-c06 }
building-c06-the = the { building-c06 }
building-c06-count = { $n } { building-c06 }
building-c07 = Small Farm
building-c07-a = a { building-c07 }
building-c07-the = the { building-c07 }
building-c07-count = { $n } { building-c07 }
building-c08 = Large Farm
building-c08-a = a { building-c08 }
building-c08-the = the { building-c08 }
building-c08-count = { $n } { building-c08 }
building-c09 = Small Quarry
building-c09-a = a { building-c09 }
building-c09-the = the { building-c09 }
building-c09-count = { $n } { building-c09 }
building-c10 = Large Quarry
building-c10-a = a { building-c10 }
building-c10-the = the { building-c10 }
building-c10-count = { $n } { building-c10 }
building-c11 = Small Training Centre
building-c11-a = a { building-c11 }
building-c11-the = the { building-c11 }
building-c11-count = { $n } { building-c11 }
building-c12 = Large Training Centre
building-c12-a = a { building-c12 }
building-c12-the = the { building-c12 }
building-c12-count = { $n } { building-c12 }
building-c13 = House of Life
building-c13-a = a { building-c13 }
building-c13-the = the { building-c13 }
building-c13-count = { $n } { building-c13 }

## People: with "a", on the board, counted, plural, the verb and the action

unit-worker-a = a worker
unit-worker-many = { $n } workers
unit-worker-count = { $n ->
    [one] { $n } worker
   *[other] { $n } workers
}
unit-worker-plural = workers
unit-worker-verb = generate
make-worker = generate worker
unit-soldier-a = a soldier
unit-soldier-many = { $n } soldiers
unit-soldier-count = { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}
unit-soldier-plural = soldiers
unit-soldier-verb = train
make-soldier = train soldier
unit-priest-a = a priest
unit-priest-many = { $n } priests
unit-priest-count = { $n ->
    [one] { $n } priest
   *[other] { $n } priests
}
unit-priest-plural = priests
unit-priest-verb = ordain
make-priest = ordain priest
unit-doctor-a = a doctor
unit-doctor-many = { $n } doctors
unit-doctor-count = { $n ->
    [one] { $n } doctor
   *[other] { $n } doctors
}
unit-doctor-plural = doctors
unit-doctor-verb = form
make-doctor = form doctor
soldiers = { $n ->
    [one] 1 soldier
   *[other] { $n } soldiers
}

## Resources: the name and an amount

resource-water = water
amount-water = { $n } water
resource-wood = wood
amount-wood = { $n } wood
resource-food = food
amount-food = { $n } food
resource-stone = stone
amount-stone = { $n } stone
resource-coin = coin
amount-coin = { $n } coin
resource-happiness = happiness
amount-happiness = { $n } happiness
nothing = nothing

## Eras (the rulebook's names)

era-1 = Pré-dinástica
era-2 = Império Antigo
era-3 = Império Médio
era-4 = Império Novo
unknown = ?

## The map (stand-in names): the name, as an object, after "on", after "from"

terrain-unknown = T{ $t }
terrain-t0 = Western Delta
terrain-t0-the = { terrain-t0 }
terrain-t0-on = { terrain-t0 }
terrain-t0-from = { terrain-t0 }
terrain-t1 = Delta
terrain-t1-the = { terrain-t1 }
terrain-t1-on = { terrain-t1 }
terrain-t1-from = { terrain-t1 }
terrain-t2 = Eastern Delta
terrain-t2-the = { terrain-t2 }
terrain-t2-on = { terrain-t2 }
terrain-t2-from = { terrain-t2 }
terrain-t3 = Faiyum
terrain-t3-the = { terrain-t3 }
terrain-t3-on = { terrain-t3 }
terrain-t3-from = { terrain-t3 }
terrain-t4 = Memphis
terrain-t4-the = { terrain-t4 }
terrain-t4-on = { terrain-t4 }
terrain-t4-from = { terrain-t4 }
terrain-t5 = Red Sea Hills
terrain-t5-the = { terrain-t5 }
terrain-t5-on = { terrain-t5 }
terrain-t5-from = { terrain-t5 }
terrain-t6 = Bahariya Oasis
terrain-t6-the = { terrain-t6 }
terrain-t6-on = { terrain-t6 }
terrain-t6-from = { terrain-t6 }
terrain-t7 = Thinis
terrain-t7-the = { terrain-t7 }
terrain-t7-on = { terrain-t7 }
terrain-t7-from = { terrain-t7 }
terrain-t8 = Eastern Desert
terrain-t8-the = { terrain-t8 }
terrain-t8-on = { terrain-t8 }
terrain-t8-from = { terrain-t8 }
terrain-t9 = Kharga Oasis
terrain-t9-the = { terrain-t9 }
terrain-t9-on = { terrain-t9 }
terrain-t9-from = { terrain-t9 }
terrain-t10 = Thebes
terrain-t10-the = { terrain-t10 }
terrain-t10-on = { terrain-t10 }
terrain-t10-from = { terrain-t10 }
terrain-t11 = Wadi Hammamat
terrain-t11-the = { terrain-t11 }
terrain-t11-on = { terrain-t11 }
terrain-t11-from = { terrain-t11 }
terrain-t12 = Western Nubia
terrain-t12-the = { terrain-t12 }
terrain-t12-on = { terrain-t12 }
terrain-t12-from = { terrain-t12 }
terrain-t13 = Aswan
terrain-t13-the = { terrain-t13 }
terrain-t13-on = { terrain-t13 }
terrain-t13-from = { terrain-t13 }
terrain-t14 = Eastern Nubia
terrain-t14-the = { terrain-t14 }
terrain-t14-on = { terrain-t14 }
terrain-t14-from = { terrain-t14 }

## Era achievements (stand-in names)

achievement-e1-monuments = Sacred Builders
achievement-e1-unification = Unification
achievement-e1-people = Growing People
achievement-e2-pyramid = Age of the Pyramids
achievement-e2-army = Royal Army
achievement-e2-nomes = Nomes
achievement-e3-empire = Empire
achievement-e3-clergy = Clergy of Amun
achievement-e3-healers = Healers
list-and = { $a } and { $b }

## The actions' own texts (the Display form) and the options' texts

action-build = build { $building }
action-move-army = move army
action-attack = attack
action-end = end actions
action-on = on T{ $t }
action-from = from T{ $t }
action-to = to T{ $t }
action-soldiers = with { $n ->
    [one] 1 soldier
   *[other] { $n } soldiers
}
action-help = act for seat { $seat }
action-defence = defence card shows { $defenders }
action-resources = resource card RC{ $card }
option-on = on { $place }
option-from = from { $place }
option-to = to { $place }

## How an action reads

behalf = { " " }in seat { $seat }'s empire (Opponent Action)
describe-build = seat { $seat } will build { $building }{ $behalf }
describe-make = seat { $seat } will { $verb } { $person }{ $behalf }
describe-move-army = seat { $seat } moves an army
describe-attack = seat { $seat } attacks a neutral terrain
describe-end = seat { $seat } ends their own actions
describe-help = seat { $seat } performs the Opponent Action for seat { $other }
describe-place-building = seat { $seat } builds { $building } on { $place }{ $behalf }
describe-place-worker = seat { $seat } generates a worker on { $place }{ $behalf }
describe-place-unit = seat { $seat } turns a worker on { $place } into { $person }{ $behalf }
describe-leave = seat { $seat }'s army leaves { $from }
describe-move-to = seat { $seat }'s army moves from { $from } to { $to }
describe-attack-to = seat { $seat }'s army attacks { $to } from { $from }
describe-move-count = seat { $seat } moves { $soldiers } from { $from } to { $to }
describe-attack-count = seat { $seat } attacks { $to } from { $from } with { $soldiers }
describe-defence = the defence card of seat { $seat }'s { $place } is turned: { $defenders } defenders
describe-conquer = seat { $seat } conquers { $place }: resource card { $card }{ $installs }
installs = , installing { $buildings }
installs-none = , no buildings
describe-other = seat { $seat }: { $action }

## What happened by itself

narrate-help = seat { $seat } gains 1 VP for the help
narrate-penalty = seat { $seat } has no possible action and loses 1 VP
narrate-achievement = seat { $seat } takes the achievement { $name }
narrate-round = round { $round } begins (era { $era }, { $name })
narrate-collect = seat { $seat } collects { $gain }
winner = seat { $seat }
narrate-over-one = the game is over: { $winners } with { $vp } VP
narrate-over-many = the game is over: { $winners } with { $vp } VP
force = { $soldiers ->
    [one] 1 soldier
   *[other] { $soldiers } soldiers
}{ $priests ->
    [0] { "" }
    [one] { " " }and 1 priest
   *[other] { " " }and { $priests } priests
}
battle-won = seat { $seat } wins the battle for { $place } ({ $force }, against { $defenders }): { $lost } lost, { $survivors } move in, +1 VP
battle-lost = seat { $seat } loses the battle for { $place } ({ $force }, against { $defenders }): { $sent ->
    [one] the soldier
   *[other] all { $sent }
} lost; the defence card stays face up

## Explanations

class-monument = monument
class-city = city building, +1 VP when built
explain-era = { " " }(from the Império Antigo on)
explain-makes = ; turns up to { $n } worker(s) per round into { $unit }
explain-building = { $name } ({ $id }, { $pt }): { $class }{ $era }; costs { $cost }; yields { $yields } at each Collection{ $makes }
explain-card = resource card { $id } (a stand-in, docs/conquistando.md GAP-4): installs { $buildings } on the terrain conquered
explain-achievement = achievement { $id } "{ $name }" (a stand-in, docs/conquistando.md GAP-1), checked at the end of era { $era }: { $condition }; { $bonus }
bonus-collection = +{ $amounts } at every Collection
bonus-losses = battle losses { $points } points lower
condition-monuments = at least { $n ->
    [one] { $n } monument
   *[other] { $n } monuments
}
condition-terrains = at least { $n ->
    [one] { $n } terrain
   *[other] { $n } terrains
} owned, the start terrain included
condition-people = at least { $people }
condition-buildings = at least { $n } { $building }

## The board

render-head = Conquistando o Egito: round { $round } of { $rounds }, era { $era } ({ $name })
stage-help = seat { $seat }, Opponent Action on seat { $target }'s empire
stage-own = seat { $seat }, own action { $action } of 3
pending-over = the game is over
pending-choose-opponent = seat { $seat } chooses the opponent for the Opponent Action
pending-choose = { $stage }: choose the action
pending-place-building = { $stage }: where to build { $building }
pending-place-unit = { $stage }: where to { $verb }
pending-move-from = { $stage }: move army, from where
pending-move-to = { $stage }: move army from { $from }, to where
pending-move-count = { $stage }: move army from { $from } to { $to }, how many soldiers
pending-attack-from = { $stage }: attack, from where
pending-attack-target = { $stage }: attack from { $from }, which terrain
pending-attack-count = { $stage }: attack { $to } from { $from }, with how many soldiers
pending-defence = chance: seat { $seat }'s { $to } is attacked from { $from } by { $soldiers } soldiers; its defence card is turned
pending-resource = chance: seat { $seat } conquered { $to }; its resource card is turned
seat-line = Seat { $seat }{ $oldest }{ $you }: { $total } VP (city buildings { $city }, conquests { $conquests }, helps { $helps }, penalties -{ $penalties })
seat-oldest = { " " }(oldest)
seat-you = { " " }[you]
stock = stock: { $items }
stock-item = { $resource } { $n }
achievements = achievements: { $names }
terrain-shown = neutral, defence card face up: { $defenders } defenders
terrain-face-down = neutral, cards face down
terrain-card = { " " }(card { $card })
terrain-owned = owned{ $card }: { $buildings } | { $people }
no-buildings = no buildings
nobody = nobody

## The board's controls: a control's words and its menu entries

say-build = Build
say-make = Make a person
say-move = Move the army
say-end = End your actions
say-soldiers = How many soldiers go
target-make-worker = generate a worker
target-make-soldier = train a soldier
target-make-priest = ordain a priest
target-make-doctor = form a doctor
target-move = between your terrains
target-attack = attack a neutral terrain
target-here = here
target-from = the army leaves from here
target-to = the army goes here
target-help = perform the opponent action here

## The board view: a building's short name on a terrain, a person's letter, the steps

short-m1 = Great Pyr.
short-m2 = Med. Pyr.
short-m3 = Small Pyr.
short-m4 = Sphinx
short-m5 = Obelisk
short-m6 = Statue
short-c01 = S. Well
short-c02 = L. Well
short-c03 = S. Wood
short-c04 = L. Wood
short-c05 = S. Temple
short-c06 = L. Temple
short-c07 = S. Farm
short-c08 = L. Farm
short-c09 = S. Quarry
short-c10 = L. Quarry
short-c11 = S. Training
short-c12 = L. Training
short-c13 = House of Life
letter-worker = W
letter-soldier = S
letter-priest = P
letter-doctor = D
step-choose = choose
step-choose-opponent = choose opponent
step-place-building = place building
step-place-unit = place unit
step-move-from = move from
step-move-to = move to
step-move-count = move count
step-attack-from = attack from
step-attack-target = attack target
step-attack-count = attack count
step-defence-draw = defence draw
step-resource-draw = resource draw
step-over = over

## The board view's headings and labels

view-round = Round { $round }
view-era = era { $era } ({ $name }, to round { $end })
view-acting = seat { $seat } to act on seat { $empire }'s empire
view-legend-buildings = buildings: S. small, L. large, Pyr. pyramid (hover a terrain for full names)
view-legend-people = people: W workers, S soldiers, P priests, D doctors
view-seat = Seat { $seat }
view-you = (you)
view-acted-on = the empire acted on
view-vp = { $vp } VP
view-vp-sources = VP: city buildings { $city }, conquests { $conquests }, helps { $helps }, penalties −{ $penalties }
view-achievements = achievements { $n }
view-map = seat { $seat }'s empire: the map
view-people = people { $people }
view-resource-card = resource card { $card }
view-neutral = neutral
view-defence-down = defence face down
view-defence-up = defence up: { $n ->
    [one] 1 soldier
   *[other] { $n } soldiers
}
view-owned-by = { $terrain } (seat { $seat }'s)
view-empty = empty

## Why an action is refused (src/legal.rs) and why a configuration is (src/state.rs)

refused-game-over = the game is over
refused-nothing-placed = nothing is being placed
refused-no-army-moving = no army is moving
refused-no-action-taken = at least one own action must be taken first
refused-choose-action = choose an action first
refused-opponent-no-army = the Opponent Action cannot move an army
refused-task-impossible = that action is not possible now (cost, limit, era or room)
refused-choose-opponent = choose an opponent for the Opponent Action
refused-not-opponent = that seat is not an opponent
refused-choose-terrain = choose the terrain
refused-no-room-building = not an owned terrain with room for a building
refused-no-free-space = not an owned terrain with a free space
refused-no-conversion = not an owned terrain whose buildings can still convert a worker this round
refused-choose-origin = choose the terrain the army leaves
refused-army-stuck = no army there can go anywhere
refused-choose-destination = choose the terrain the army enters
refused-not-attackable = not an unconquered terrain bordering the army
refused-not-reachable = not an owned terrain bordering the army with room
refused-choose-count = choose how many soldiers go
refused-too-many-move = that many soldiers cannot move there
refused-too-many-attack = that many soldiers are not on the terrain
refused-defence-now = a defence card must be turned now
refused-no-defence-card = no face-down defence card shows that number
refused-resources-now = a resource card must be turned now
refused-no-resource-card = that resource card is not face down
config-players = Conquistando o Egito is played by 2 to 4 players, not { $players }

## Why a typed action cannot be read (src/action.rs); the commands stay as typed

parse-not-a-number = "{ $text }" is not a number
parse-no-terrain = expected T<n> or a terrain's name
parse-not-a-building = not a building
parse-no-card-id = expected a card id like RC05
parse-expected = expected one of: build <building>, generate worker, train soldier, ordain priest, form doctor, move army, attack, end actions, on T<n> (or on a terrain's name), from T<n>, to T<n>, with <n> soldiers, act for seat <n>, defence card shows <n>, resource card RC<nn>
