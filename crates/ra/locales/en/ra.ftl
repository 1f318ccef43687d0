# nile-ra: every text Rá writes for people, in English.

## The game

game-title = Rá
game-summary = Reiner Knizia's auction game: bid sun discs for rows of tiles across three epochs of Egyptian history.

## Tile kinds (the English names of the tile table)

tile-ra = Ra
tile-god = God
tile-gold = Gold
tile-pharaoh = Pharaoh
tile-nile = Nile
tile-flood = Flood
tile-agriculture = Agriculture
tile-art = Art
tile-astronomy = Astronomy
tile-religion = Religion
tile-writing = Writing
tile-fortress = Fortress
tile-obelisk = Obelisk
tile-palace = Palace
tile-pyramid = Pyramid
tile-sphinx = Sphinx
tile-statue = Statue
tile-step-pyramid = Step Pyramid
tile-temple = Temple
tile-war = War
tile-funeral = Funeral
tile-drought = Drought
tile-earthquake = Earthquake

# A disaster as the sentences about its discards name it ("discards Art to the War").
disaster-war = the { tile-war }
disaster-funeral = the { tile-funeral }
disaster-drought = the { tile-drought }
disaster-earthquake = the { tile-earthquake }

# Tiles a disaster still destroys.
victims-war = { $n ->
    [0] no civilization tile
    [one] 1 civilization tile
   *[other] { $n } civilization tiles
}
victims-war-more = { $n ->
    [0] no more civilization tile
    [one] 1 more civilization tile
   *[other] { $n } more civilization tiles
}
victims-funeral = { $n ->
    [0] no Pharaoh
    [one] 1 Pharaoh
   *[other] { $n } Pharaohs
}
victims-funeral-more = { $n ->
    [0] no more Pharaoh
    [one] 1 more Pharaoh
   *[other] { $n } more Pharaohs
}
victims-drought = { $n ->
    [0] no river tile
    [one] 1 river tile
   *[other] { $n } river tiles
}
victims-drought-more = { $n ->
    [0] no more river tile
    [one] 1 more river tile
   *[other] { $n } more river tiles
}
victims-earthquake = { $n ->
    [0] no monument tile
    [one] 1 monument tile
   *[other] { $n } monument tiles
}
victims-earthquake-more = { $n ->
    [0] no more monument tile
    [one] 1 more monument tile
   *[other] { $n } more monument tiles
}

## Lists

# Tiles of one kind in a list: "Pharaoh ×2".
count-item = { $tile } ×{ $n }
nothing = nothing
seats-one = seat { $seat }
seats-many = seats { $list } and { $last }
nobody = nobody
and-join = { $a } and { $b }

## Actions, as typed and listed (the action's Display)

action-deal = deal group { $group }
action-draw = draw
action-reveal = draw { $tile }
action-invoke = invoke ra
action-god = god takes { $tile }
action-end-turn = end turn
action-bid = bid sun { $value }
action-pass = pass
action-discard = discard { $tile }

## Actions, as a log line reads them

describe-deal = seat { $seat } is dealt sun-disc group { $group } ({ $discs })
describe-draw = seat { $seat } draws a tile from the bag
describe-reveal = the tile drawn is { $tile }
describe-invoke = seat { $seat } invokes Ra
describe-god = seat { $seat } spends a God to take { $tile }
describe-end-turn = seat { $seat } spends no more Gods
describe-bid = seat { $seat } bids sun { $value }
describe-pass = seat { $seat } passes
describe-discard-to = seat { $seat } discards { $tile } to { $disaster }
describe-discard = seat { $seat } discards { $tile }

## What happened by itself

deal-last = seat { $seat } is dealt the last group, { $group } ({ $discs })
epoch-starts = seat { $seat } holds the highest sun disc, { $disc }, and starts epoch { $epoch }
ra-ends-track = the Ra fills the last space of the Ra track ({ $k } of { $k }): no auction
reason-ra-track-full = the Ra track is full
reason-discs-down = every sun disc is face down
ra-placed = the Ra goes on the Ra track ({ $n } of { $k }); seat { $seat } is the Ra player
tile-placed = { $tile } goes on the auction track (slot { $slot }, { $filled } of { $slots } filled)
auction-begins = an auction begins for { $lot } and sun disc { $centre } ({ $rule })
auction-begins-empty = an auction begins for an empty track and sun disc { $centre } ({ $rule })
rule-drawn = everyone may pass, and then the tiles stay
rule-full = the track is full: if everyone passes, its tiles are discarded
rule-invoked = if everyone else passes, the Ra player must bid
auto-pass-none = seat { $seat } passes (no face-up sun disc)
auto-pass-above = seat { $seat } passes (no face-up sun disc above { $high })
nobody-bids-full = nobody bids: the { $n } tiles of the full auction track are discarded
nobody-bids = nobody bids: the tiles stay on the auction track
auction-won = seat { $seat } wins the auction with sun { $high }: takes { $lot } and sun disc { $centre } from the centre (face down); sun { $high } goes to the centre
auction-won-empty = seat { $seat } wins the auction with sun { $high }: takes sun disc { $centre } from the centre (face down); sun { $high } goes to the centre
disaster-costs = { $disaster } costs seat { $seat } { $lost }
disaster-costs-nothing = { $disaster } costs seat { $seat } nothing (seat { $seat } has { $none })
disaster-also-costs = { $disaster } also costs seat { $seat } { $lost } (no other choice)
must-choose = seat { $seat } must choose { $victims } to discard to { $disaster }
turn-ends = seat { $seat }'s turn ends ({ $why })
why-no-god = no God left
why-no-tile = no tile left for a God to take
skipped = { $seats } { $n ->
    [one] has
   *[other] have
} no face-up sun disc: seat { $seat } plays
epoch-ends = epoch { $epoch } ends: { $why }
epoch-ends-cleared = epoch { $epoch } ends: { $why }; { $n ->
    [one] 1 tile of the auction track is discarded
   *[other] the { $n } tiles of the auction track are discarded
}
discs-turned = sun discs are turned face up; tiles without the scarab are discarded
game-over = the game is over: { $seats } wins with { $points } points
game-over-tie = the game is over: { $seats } wins with { $points } points, the tie broken by the highest sun disc, { $disc }

## A seat's scoring at the end of an epoch

score-line = seat { $seat } scores { $points }: { $parts }; { $old } → { $new }
score-floor = no lower than 0
score-pharaohs = Pharaohs { $n } ({ $points })
score-pharaohs-most = Pharaohs { $n } (most, { $points })
score-pharaohs-fewest = Pharaohs { $n } (fewest, { $points })
score-gold = Gold { $n } ({ $points })
score-gods = Gods { $n } ({ $points })
score-river = Nile { $nile } and Flood { $flood } ({ $points })
score-river-no-flood = Nile { $nile } and Flood { $flood } ({ $points }, no Flood)
score-civilizations = civilizations { $kinds } ({ $points })
score-sun = sun discs { $total } ({ $points })
score-sun-highest = sun discs { $total } (highest, { $points })
score-sun-lowest = sun discs { $total } (lowest, { $points })
score-monuments = monuments { $monuments } ({ $points })
kinds = { $n ->
    [one] 1 kind
   *[other] { $n } kinds
}
monument-sets = { $variety }, sets of { $sets }
monument-set = { $n } { $tile }

## The board

render-head = Ra, { $players } players: epoch { $epoch }/3. Ra track { $count }/{ $k } (the { $k }th Ra tile ends the epoch).
render-bag = Bag ({ $n } tiles): { $tiles }
render-track = Auction track ({ $filled }/8): [{ $tiles }]
render-centre = Sun disc in the centre: { $disc }
render-auction-invoked = Auction: Ra invoked by seat { $seat }; { $high }.
render-auction-drawn = Auction: Ra drawn by seat { $seat }; { $high }.
render-no-bid = no bid yet
render-high-bid = high bid sun { $value } by seat { $seat }
render-forced = The Ra player must bid if everyone else passes.
render-seat = Seat { $seat }: score { $score }; sun up [{ $up }] down [{ $down }]
render-seat-you = Seat { $seat } (you): score { $score }; sun up [{ $up }] down [{ $down }]
render-not-dealt = (not dealt yet)
render-tiles = tiles: { $tiles }
render-deal = Dealing sun-disc groups: seat { $seat } is next.
render-turn = Seat { $seat } to play: draw a tile, invoke Ra or spend a God.
render-draw = Seat { $seat } draws a tile from the bag.
render-bid = Seat { $seat } to bid or pass.
render-gods = Seat { $seat } may spend another God or end the turn.
render-discard = Seat { $seat } must discard { $n } more to { $disaster }.
render-over = Game over: seat { $seat } wins.

## The rulebook's texts (explain)

explain-tile = { $name } ({ $rulebook }), { $count } in the bag. { $text }
scarab-kept = Carries the scarab: kept from epoch to epoch.
scarab-not-kept = No scarab: discarded at the end of each epoch.
rules-ra = A Ra drawn from the bag goes on the Ra track, on the next empty space, and the player who drew it becomes the Ra player of an auction; in that auction everyone may pass, and then the tiles stay on the auction track. A Ra placed on the last space of the Ra track starts no auction: the epoch ends.
rules-god = On his turn a player may spend a God to take one tile that is not a God from the auction track and place it face up in front of him; a disaster taken this way must be resolved at once. He may spend one or more Gods in one action, one tile for each. A spent God is out of the game until its end. At the end of each epoch a player gains 2 points for each God he holds and has not spent.
rules-gold = At the end of each epoch a player gains 3 points for each Gold tile.
rules-pharaoh = At the end of each epoch the player with the most Pharaoh tiles gains 5 points (all tied for the most gain 5), and the player with the fewest loses 2 points (all tied for the fewest lose 2). If everyone has the same number, nobody gains or loses points.
rules-river = There are two kinds of river tile, Nile and Flood. At the end of each epoch a player with at least one Flood gains 1 point for each river tile he has; a player with no Flood scores nothing for his Nile tiles.
rules-civilization = There are five kinds of civilization tile: Agriculture, Art, Astronomy, Religion and Writing. At the end of each epoch a player with no civilization tile loses 5 points; one with three different kinds gains 5 points, four kinds 10 points, five kinds 15 points. Several tiles of the same kind earn nothing more.
rules-monument = There are eight kinds of monument tile. Only at the end of the third epoch: each group of three identical monuments is worth 5 points, four 10 points, five 15 points; a player with up to six different kinds gains 1 point per kind, with seven kinds 10 points, with all eight kinds 15 points.
rules-war = A disaster (a tile with cracks). Whoever takes a War discards 2 civilization tiles of his choice with it, or as many as he has if fewer.
rules-funeral = A disaster (a tile with cracks). Whoever takes a Funeral discards 2 Pharaoh tiles with it, or as many as he has if fewer.
rules-drought = A disaster (a tile with cracks). Whoever takes a Drought discards 2 river tiles with it, or as many as he has if fewer, and must discard all his Floods before any Nile.
rules-earthquake = A disaster (a tile with cracks). Whoever takes an Earthquake discards 2 monument tiles of his choice with it, or as many as he has if fewer.
term-sun-disc = Sun discs are a player's bids. The first bid of an auction may be any disc; each later one must be higher. The winner takes every tile of the auction track and the disc in the centre, which he places face down (it cannot be used again this epoch), and puts the disc he won with in the centre for the next auction. A player with no face-up disc does not play until the epoch ends. At the end of the third epoch the player with the highest sum of discs gains 5 points and the lowest loses 5.
term-scarab = Tiles with the scarab symbol (Pharaoh, Nile and the monuments) stay with their player for the whole game; every other tile is discarded at the end of each epoch.
term-epoch = Rá is played in three epochs. An epoch ends when every player's sun discs are face down, or when a Ra is placed on the last space of the Ra track. Then both tracks are cleared, everyone scores, turns his discs face up and discards his tiles without the scarab; the player with the highest disc starts the next epoch.
term-auction = An auction starts when a Ra is drawn or a player invokes Ra; that player is the Ra player. Starting at his left, each player bids one sun disc or passes, once; the Ra player bids last. If Ra was invoked, the track is not full and everyone else passed, the Ra player must bid. If the track was full and everyone passed, its tiles are discarded. Play then continues with the player to the Ra player's left.

## The board in the browser: its controls and menu entries (src/targets.rs)

say-end-turn = End the turn (keep the God tiles)
say-pass = Pass
target-god-takes = a God tile takes it

## The board in the browser: the view's own words (web/view.js)

view-track = the auction track
view-place = place { $n } of the auction track
view-auction = Auction called by seat { $seat }; { $high }
view-auction-invoked = Auction called by seat { $seat } (Rá invoked); { $high }
view-high-bid = high bid { $value } by seat { $bidder }
view-no-bid = high bid —
view-epoch = Epoch { $epoch }
view-bag = Bag: { $n } tiles
view-bag-title = draw a tile from the bag
view-ra-track = Rá track: { $n }
view-ra-track-title = invoke Rá: an auction of the track
view-centre = Sun disc in the centre:
view-centre-title = the disc the auction winner takes
view-heading = Seat { $seat } — { $points } points
view-heading-you = Seat { $seat } (you) — { $points } points
view-sun-discs = Sun discs:
view-sun-disc = sun disc { $n }
view-used = used this epoch
view-no-tiles = no tiles

## Why an action is refused (src/legal.rs)

refused-chance-now = a chance outcome must be applied now
refused-not-now = that is not an action for this moment
refused-no-auction = no auction is running
refused-no-such-disc = you have no such face-up sun disc
refused-bid-too-low = a bid must be higher than the highest bid
refused-must-bid = you invoked Ra, the track is not full and everyone passed: you must bid
refused-track-full = the auction track is full, so no tile may be drawn
refused-bag-empty = the bag is empty
refused-not-in-bag = no such tile is left in the bag
refused-cannot-discard = that tile cannot be discarded to this disaster
refused-no-such-group = that disc group does not exist or was dealt already
refused-game-over = the game is over
refused-no-god = you hold no God
refused-god-takes-god = a God cannot take a God
refused-not-on-track = no such tile is on the auction track

## Why a typed action cannot be read (src/action.rs); the commands stay as typed

parse-not-a-tile = "{ $text }" is not a tile
parse-no-disc-number = expected a sun disc number after "bid sun"
parse-no-group-letter = expected a group letter A to E
parse-expected = expected one of: draw, invoke ra, god takes <tile>, end turn, bid sun <n>, pass, discard <tile>, draw <tile>, deal group <letter>
