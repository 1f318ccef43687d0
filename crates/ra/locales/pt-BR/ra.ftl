# nile-ra: todos os textos que o Rá escreve para as pessoas, em português do Brasil, com
# os nomes do livro de regras.

## O jogo

game-title = Rá
game-summary = O jogo de leilões de Reiner Knizia: dê lances com discos de Sol por fileiras de peças ao longo de três eras da história egípcia.

## Tipos de peça (os nomes do livro de regras, "COMPONENTES")

tile-ra = Rá
tile-god = Deus
tile-gold = Ouro
tile-pharaoh = Faraó
tile-nile = Nilo
tile-flood = Inundação
tile-agriculture = Agricultura
tile-art = Arte
tile-astronomy = Astronomia
tile-religion = Religião
tile-writing = Escrita
tile-fortress = Fortaleza
tile-obelisk = Obelisco
tile-palace = Palácio
tile-pyramid = Pirâmide
tile-sphinx = Esfinge
tile-statue = Estátua
tile-step-pyramid = Pirâmide de Degraus
tile-temple = Templo
tile-war = Guerra
tile-funeral = Funeral
tile-drought = Seca
tile-earthquake = Terremoto

# Um desastre como as frases sobre seus descartes o nomeiam: o livro de regras descarta
# as peças "junto ao terremoto".
disaster-war = junto à { tile-war }
disaster-funeral = junto ao { tile-funeral }
disaster-drought = junto à { tile-drought }
disaster-earthquake = junto ao { tile-earthquake }

# As peças que um desastre ainda destrói.
victims-war = { $n ->
    [0] nenhuma peça de civilização
    [1] 1 peça de civilização
   *[other] { $n } peças de civilização
}
victims-war-more = { $n ->
    [0] nenhuma outra peça de civilização
    [1] mais 1 peça de civilização
   *[other] mais { $n } peças de civilização
}
victims-funeral = { $n ->
    [0] nenhum Faraó
    [1] 1 Faraó
   *[other] { $n } Faraós
}
victims-funeral-more = { $n ->
    [0] nenhum outro Faraó
    [1] mais 1 Faraó
   *[other] mais { $n } Faraós
}
victims-drought = { $n ->
    [0] nenhuma peça de rio
    [1] 1 peça de rio
   *[other] { $n } peças de rio
}
victims-drought-more = { $n ->
    [0] nenhuma outra peça de rio
    [1] mais 1 peça de rio
   *[other] mais { $n } peças de rio
}
victims-earthquake = { $n ->
    [0] nenhuma peça de monumento
    [1] 1 peça de monumento
   *[other] { $n } peças de monumento
}
victims-earthquake-more = { $n ->
    [0] nenhuma outra peça de monumento
    [1] mais 1 peça de monumento
   *[other] mais { $n } peças de monumento
}

## Listas

# Peças de um tipo numa lista: "Faraó ×2".
count-item = { $tile } ×{ $n }
nothing = nada
seats-one = jogador { $seat }
seats-many = jogadores { $list } e { $last }
nobody = ninguém
and-join = { $a } e { $b }

## Ações, como se digitam e se listam

action-deal = distribuir grupo { $group }
action-draw = retirar uma peça
action-reveal = retirar { $tile }
action-invoke = invocar Rá
action-god = pegar { $tile } com um Deus
action-end-turn = encerrar o turno
action-bid = dar lance com o Sol { $value }
action-pass = passar
action-discard = descartar { $tile }

## Ações, como uma linha do registro as lê

describe-deal = jogador { $seat } recebe o grupo { $group } de discos de Sol ({ $discs })
describe-draw = jogador { $seat } retira uma peça da bolsa
describe-reveal = a peça retirada é { $tile }
describe-invoke = jogador { $seat } invoca Rá
describe-god = jogador { $seat } gasta um Deus para pegar { $tile }
describe-end-turn = jogador { $seat } não gasta mais Deuses
describe-bid = jogador { $seat } dá um lance com o disco de Sol { $value }
describe-pass = jogador { $seat } passa
describe-discard-to = jogador { $seat } descarta { $tile } { $disaster }
describe-discard = jogador { $seat } descarta { $tile }

## O que aconteceu por si

deal-last = jogador { $seat } recebe o último grupo, { $group } ({ $discs })
epoch-starts = jogador { $seat } tem o disco de Sol mais alto, { $disc }, e começa a era { $epoch }
ra-ends-track = o Rá ocupa o último espaço da faixa de Rá ({ $k } de { $k }): não há leilão
reason-ra-track-full = a faixa de Rá está cheia
reason-discs-down = todos os discos de Sol estão virados para baixo
ra-placed = o Rá vai para a faixa de Rá ({ $n } de { $k }); jogador { $seat } é o Jogador Rá
tile-placed = { $tile } vai para a faixa de leilão (espaço { $slot }, { $filled } de { $slots } ocupados)
auction-begins = começa um leilão por { $lot } e pelo disco de Sol { $centre } ({ $rule })
auction-begins-empty = começa um leilão só pelo disco de Sol { $centre }, com a faixa de leilão vazia ({ $rule })
rule-drawn = todos podem passar, e então as peças permanecem na faixa
rule-full = a faixa de leilão está cheia: se todos passarem, suas peças são descartadas
rule-invoked = se todos os outros passarem, o Jogador Rá deve dar um lance
auto-pass-none = jogador { $seat } passa (nenhum disco de Sol virado para cima)
auto-pass-above = jogador { $seat } passa (nenhum disco de Sol virado para cima maior que { $high })
nobody-bids-full = ninguém dá lance: as { $n } peças da faixa de leilão cheia são descartadas
nobody-bids = ninguém dá lance: as peças permanecem na faixa de leilão
auction-won = jogador { $seat } vence o leilão com o Sol { $high }: pega { $lot } e o disco de Sol { $centre } do espaço do Sol (virado para baixo); o Sol { $high } vai para o espaço do Sol
auction-won-empty = jogador { $seat } vence o leilão com o Sol { $high }: pega o disco de Sol { $centre } do espaço do Sol (virado para baixo); o Sol { $high } vai para o espaço do Sol
disaster-costs = jogador { $seat } descarta { $lost } { $disaster }
disaster-costs-nothing = jogador { $seat } não descarta nada { $disaster } (não tem { $none })
disaster-also-costs = jogador { $seat } também descarta { $lost } { $disaster } (sem outra escolha)
must-choose = jogador { $seat } deve escolher { $victims } para descartar { $disaster }
turn-ends = o turno do jogador { $seat } termina ({ $why })
why-no-god = não lhe resta nenhum Deus
why-no-tile = não resta peça para um Deus pegar
skipped = { $seats } não { $n ->
    [1] tem
   *[other] têm
} nenhum disco de Sol virado para cima: jogador { $seat } joga
epoch-ends = a era { $epoch } termina: { $why }
epoch-ends-cleared = a era { $epoch } termina: { $why }; { $n ->
    [1] 1 peça da faixa de leilão é descartada
   *[other] as { $n } peças da faixa de leilão são descartadas
}
discs-turned = os discos de Sol são virados para cima; as peças sem o escaravelho são descartadas
game-over = o jogo terminou: { $seats } vence com { $points } pontos
game-over-tie = o jogo terminou: { $seats } vence com { $points } pontos, o empate decidido pelo disco de Sol mais alto, { $disc }

## A pontuação de um jogador no fim de uma era

score-line = jogador { $seat } pontua { $points }: { $parts }; { $old } → { $new }
score-floor = sem ficar abaixo de 0
score-pharaohs = Faraós { $n } ({ $points })
score-pharaohs-most = Faraós { $n } (maior número, { $points })
score-pharaohs-fewest = Faraós { $n } (menor número, { $points })
score-gold = Ouro { $n } ({ $points })
score-gods = Deuses { $n } ({ $points })
score-river = Nilo { $nile } e Inundação { $flood } ({ $points })
score-river-no-flood = Nilo { $nile } e Inundação { $flood } ({ $points }, sem Inundação)
score-civilizations = civilizações de { $kinds } ({ $points })
score-sun = discos de Sol { $total } ({ $points })
score-sun-highest = discos de Sol { $total } (maior soma, { $points })
score-sun-lowest = discos de Sol { $total } (menor soma, { $points })
score-monuments = monumentos de { $monuments } ({ $points })
kinds = { $n ->
    [1] 1 tipo
   *[other] { $n } tipos
}
monument-sets = { $variety }, grupos de { $sets }
monument-set = { $tile } ×{ $n }

## O tabuleiro

render-head = Rá, { $players } jogadores: era { $epoch }/3. Faixa de Rá { $count }/{ $k } (a { $k }ª peça de Rá termina a era).
render-bag = Bolsa ({ $n } peças): { $tiles }
render-track = Faixa de leilão ({ $filled }/8): [{ $tiles }]
render-centre = Disco de Sol no espaço do Sol: { $disc }
render-auction-invoked = Leilão: Rá invocado pelo jogador { $seat }; { $high }.
render-auction-drawn = Leilão: Rá retirado pelo jogador { $seat }; { $high }.
render-no-bid = nenhum lance ainda
render-high-bid = maior lance: Sol { $value }, do jogador { $seat }
render-forced = O Jogador Rá deve dar um lance se todos os outros passarem.
render-seat = Jogador { $seat }: { $score } pontos; Sol para cima [{ $up }], para baixo [{ $down }]
render-seat-you = Jogador { $seat } (você): { $score } pontos; Sol para cima [{ $up }], para baixo [{ $down }]
render-not-dealt = (ainda sem discos de Sol)
render-tiles = peças: { $tiles }
render-deal = Distribuindo os grupos de discos de Sol: o próximo é o jogador { $seat }.
render-turn = Vez do jogador { $seat }: retirar uma peça, invocar Rá ou gastar um Deus.
render-draw = Jogador { $seat } retira uma peça da bolsa.
render-bid = Vez do jogador { $seat }: dar um lance ou passar.
render-gods = Jogador { $seat } pode gastar outro Deus ou encerrar o turno.
render-discard = Jogador { $seat } deve descartar mais { $n } { $disaster }.
render-over = Fim de jogo: jogador { $seat } vence.

## Os textos do livro de regras (explain)

explain-tile = { $name }: { $count } na bolsa. { $text }
scarab-kept = Tem o escaravelho: fica com o jogador de uma era para a outra.
scarab-not-kept = Sem escaravelho: descartada no fim de cada era.
rules-ra = Um Rá retirado da bolsa vai para a faixa de Rá, no próximo espaço vazio, e o jogador que o retirou é o Jogador Rá de um leilão; nesse leilão todos podem passar, e então as peças permanecem na faixa de leilão. Um Rá colocado no último espaço da faixa de Rá não inicia leilão: a era termina.
rules-god = Na sua vez, um jogador pode gastar uma peça de Deus para pegar uma peça que não seja de Deus na faixa de leilão e colocá-la com a face voltada para cima em sua frente; um desastre pego assim deve ser resolvido imediatamente. Ele pode gastar um ou mais Deuses numa ação, uma peça por Deus. Um Deus gasto fica fora do jogo até o final da partida. No fim de cada era, o jogador ganha 2 pontos por peça de Deus que possuir e não tiver utilizado.
rules-gold = No fim de cada era, o jogador ganha 3 pontos por peça de Ouro que possuir.
rules-pharaoh = No fim de cada era, o jogador com o maior número de peças de Faraó ganha 5 pontos (todos os empatados ganham 5), e o jogador com o menor número perde 2 pontos (todos os empatados com a menor quantidade perdem 2). Se todos tiverem o mesmo número, ninguém ganha ou perde pontos.
rules-river = Há dois tipos de peças de rio, Nilo e Inundação. No fim de cada era, o jogador com ao menos uma peça de Inundação ganha 1 ponto por peça de rio que possuir; sem nenhuma Inundação, suas peças de Nilo não valem nenhum ponto.
rules-civilization = Há cinco tipos de peças de civilização: Agricultura, Arte, Astronomia, Religião e Escrita. No fim de cada era, o jogador sem peças de civilização perde 5 pontos; com três tipos diferentes ganha 5 pontos, com quatro 10 pontos, com cinco 15 pontos. Várias peças do mesmo tipo não valem nenhum ponto adicional.
rules-monument = Há oito tipos de peças de monumento. Só no fim da terceira era: cada grupo de três monumentos idênticos vale 5 pontos, de quatro 10 pontos, de cinco 15 pontos; o jogador com até seis tipos diferentes ganha 1 ponto por tipo, com sete tipos 10 pontos, com os oito tipos 15 pontos.
rules-war = Um desastre (uma peça com rachaduras). Quem pega uma Guerra descarta com ela 2 peças de civilização à sua escolha, ou quantas tiver, se tiver menos.
rules-funeral = Um desastre (uma peça com rachaduras). Quem pega um Funeral descarta com ele 2 peças de Faraó, ou quantas tiver, se tiver menos.
rules-drought = Um desastre (uma peça com rachaduras). Quem pega uma Seca descarta com ela 2 peças de rio, ou quantas tiver, se tiver menos, e precisa primeiro descartar suas peças de Inundação antes de qualquer peça de Nilo.
rules-earthquake = Um desastre (uma peça com rachaduras). Quem pega um Terremoto descarta com ele 2 peças de monumento à sua escolha, ou quantas tiver, se tiver menos.
term-sun-disc = Os discos de Sol são os lances dos jogadores. O primeiro lance de um leilão pode ser qualquer disco; cada lance seguinte deve ser maior. O vencedor pega todas as peças da faixa de leilão e o disco do espaço do Sol, que coloca virado para baixo (não pode ser usado no restante desta era), e põe no espaço do Sol o disco com que venceu, para o próximo leilão. Um jogador sem disco virado para cima não joga até o fim da era. No fim da terceira era, o jogador com a maior soma de discos ganha 5 pontos e o de menor soma perde 5.
term-scarab = As peças com o símbolo do escaravelho (Faraó, Nilo e os monumentos) ficam com o jogador durante toda a partida; todas as outras são descartadas no fim de cada era.
term-epoch = O Rá é jogado em três eras. Uma era termina quando os discos de Sol de todos os jogadores estão virados para baixo, ou quando um Rá é colocado no último espaço da faixa de Rá. Então as duas faixas são esvaziadas, todos contam seus pontos, viram seus discos para cima e descartam as peças sem o escaravelho; o jogador com o disco de Sol mais alto começa a era seguinte.
term-auction = Um leilão começa quando um Rá é retirado da bolsa ou quando um jogador invoca Rá; esse jogador é o Jogador Rá. Começando pelo jogador à sua esquerda, cada um dá um lance com um disco de Sol ou passa, uma só vez; o Jogador Rá dá o último lance. Se o Rá foi invocado, a faixa não está cheia e todos os outros passaram, o Jogador Rá deve dar um lance. Se a faixa estava cheia e todos passaram, suas peças são descartadas. O jogo segue então com o jogador à esquerda do Jogador Rá.

## O tabuleiro no navegador: seus controles e entradas de menu (src/targets.rs)

say-end-turn = Encerrar o turno (ficar com as peças de Deus)
say-pass = Passar
target-god-takes = pegá-la com uma peça de Deus

## O tabuleiro no navegador: as palavras da própria vista (web/view.js)

view-track = a faixa de leilão
view-place = espaço { $n } da faixa de leilão
view-auction = Leilão aberto pelo jogador { $seat }; { $high }
view-auction-invoked = Leilão aberto pelo jogador { $seat } (Rá invocado); { $high }
view-high-bid = maior lance: { $value }, do jogador { $bidder }
view-no-bid = maior lance: —
view-epoch = Era { $epoch }
view-bag = Bolsa: { $n } peças
view-bag-title = retirar uma peça da bolsa
view-ra-track = Faixa de Rá: { $n }
view-ra-track-title = invocar Rá: um leilão da faixa
view-centre = Disco de Sol no espaço do Sol:
view-centre-title = o disco que o vencedor do leilão pega
view-heading = Jogador { $seat } — { $points } pontos
view-heading-you = Jogador { $seat } (você) — { $points } pontos
view-sun-discs = Discos de Sol:
view-sun-disc = disco de Sol { $n }
view-used = usado nesta era
view-no-tiles = nenhuma peça

## Por que uma ação é recusada (src/legal.rs)

refused-chance-now = agora deve ser aplicado um resultado do acaso
refused-not-now = essa não é uma ação para este momento
refused-no-auction = não há leilão em andamento
refused-no-such-disc = você não tem esse disco de Sol virado para cima
refused-bid-too-low = um lance deve ser maior que o lance mais alto
refused-must-bid = você invocou Rá, a faixa de leilão não está cheia e todos passaram: você deve dar um lance
refused-track-full = a faixa de leilão está cheia, então nenhuma peça pode ser retirada
refused-bag-empty = a bolsa está vazia
refused-not-in-bag = não resta nenhuma peça desse tipo na bolsa
refused-cannot-discard = essa peça não pode ser descartada por este desastre
refused-no-such-group = esse grupo de discos de Sol não existe ou já foi distribuído
refused-game-over = o jogo terminou
refused-no-god = você não tem nenhum { tile-god }
refused-god-takes-god = um { tile-god } não pode pegar outro { tile-god }
refused-not-on-track = não há peça desse tipo na faixa de leilão

## Por que uma ação digitada não pode ser lida (src/action.rs); os comandos ficam como se digitam

parse-not-a-tile = "{ $text }" não é uma peça
parse-no-disc-number = esperava o número de um disco de Sol depois de "bid sun"
parse-no-group-letter = esperava a letra de um grupo, de A a E
parse-expected = esperava um destes: draw, invoke ra, god takes <peça>, end turn, bid sun <n>, pass, discard <peça>, draw <peça>, deal group <letra>
