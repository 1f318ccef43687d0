# nile-pragas: os textos de 10 Pragas do Egito em português do Brasil, com os nomes do
# manual (fichas, cartas do Faraó, pragas, perdas, territórios, papiro, Ankh, tributo).

## O jogo e suas opções de preparação

game-title = 10 Pragas do Egito
game-summary = Gaste dados em fichas para sua cidade e seu campo, pague o tributo do Faraó e sobreviva às dez pragas do Egito; modo solo contra a IA.
setup-advanced-label = Lado do papiro
setup-advanced-help = jogar com o lado avançado do papiro (tributos e exigências de Ankh maiores)
setup-advanced-normal = normal
setup-advanced-advanced = avançado (tributos e exigências de Ankh maiores)
setup-rounds-label = Duração
setup-rounds-help = 10 para o jogo completo, 8 para a variante de duração reduzida (Moisés duas vezes)
setup-rounds-full = jogo completo, 10 rodadas
setup-rounds-short = duração reduzida, 8 rodadas

## Fichas, tabelas de apoio, áreas

tile-sphinx = Esfinge
tile-obelisk = Obelisco
tile-egyptian = Egípcio
tile-plantation = Plantação
tile-herd = Rebanho
tile-coin = Moeda
tile-boat = Barco
tile-province1 = Província-1
tile-province2 = Província-2
tile-province3 = Província-3
tile-pharaoh = Faraó
tile-empty = vazio
power-abydos = Abydos
power-buto = Buto
power-memphis = Memphis
power-edfu = Edfu
area-city = Cidade
area-field = Campo

## Os textos das ações

abydos-shift = { " " }(Abydos { $shift })
act-deal-power = tabela de apoio sorteada: { $power }
act-draw-tile = ficha comprada da reserva: { $tile }
act-draw-hebrew = ficha hebreu comprada da reserva: valor { $value }
act-reveal-plague = praga revelada: { $id }
act-reveal-loss = carta de perdas revelada: { $id }
act-draw-territory = carta de território comprada: { $id }
act-reveal-ai-die = carta de dado da IA revelada: { $value }
act-choose-power = escolher a tabela de apoio { $power }
act-take-tile = pegar a ficha { $slot } com o dado { $die }{ $shift }
act-take-favour = pegar o favor { $card } com o dado { $die }{ $shift }{ $sa2 ->
    [1] { " " }(SA2)
   *[0] { "" }
}
act-free-hebrew = libertar o hebreu { $token } com o dado { $die }{ $shift }
act-recover = recuperar a ficha do descarte { $slot } com o dado { $die }{ $shift }
act-edfu-search = buscar com Edfu usando o dado { $die }{ $shift }
act-forfeit = virar o dado { $die } sem efeito
act-pick-territory = escolher o território { $index }{ $peek ->
    [1] { " " }com Buto
   *[0] { "" }
}
act-pay-tribute = pagar o tributo
act-pay-tribute-favour = pagar o tributo com o favor 3
act-fail-tribute = não conseguir pagar o tributo
act-annul-none = não anular nenhuma perda
act-annul = anular a perda { $slot }
act-pharaoh-ignore = virar uma ficha do Faraó para ignorar a praga
act-pharaoh-penalty = virar uma ficha do Faraó para descartar uma penalidade
act-special-swap = ação especial SA{ $sa }: trocar os espaços { $a } e { $b }
act-special-recover = ação especial SA{ $sa }: recuperar a ficha do descarte { $a }
act-special = ação especial SA{ $sa }
act-commerce = comércio de { $card } pagando com { $pay }
commerce-development = desenvolvimento
commerce-tile = ficha
commerce-tribute = tributo
commerce-penalty = penalidade
pay-coin = uma moeda
pay-favour = o favor 3
act-end-turn = encerrar o turno
act-plague-ignore = ignorar a praga com uma ficha do Faraó
act-plague-suffer = sofrer a praga
act-boost-yes = SA7: somar 2 soldados
act-boost-no = SA7: agora não
act-place-city = colocar no espaço { $space } da Cidade
act-place-field = colocar no espaço { $space } do Campo
act-develop = avançar { $track }
track-city = Cidade +1
track-field = Campo +1
track-city2 = Cidade +2
track-field2 = Campo +2
track-split = Cidade +1 e Campo +1
act-favour-one-free = favor 1 sem pagar
act-favour-one-coin = favor 1 pagando uma moeda
act-favour-one-favour = favor 1 pagando com o favor 3
act-choose-central = escolher a ficha { $slot } do tabuleiro coletivo
act-choose-hebrew = escolher o hebreu { $token }
act-discard-slot = descartar no espaço { $slot } do descarte
act-overflow-incoming = remover do jogo a ficha perdida
act-overflow = remover do jogo a ficha do espaço { $slot } do descarte
act-edfu-none = Edfu não fica com nenhuma ficha
act-edfu-keep = Edfu fica com a ficha { $tile }
act-buto-keep = Buto fica com a carta { $card }
act-loss-option = sofrer a opção { $option }
act-lose-city = perder a ficha do espaço { $space } da Cidade
act-lose-field = perder a ficha do espaço { $space } do Campo

## As opções: a ação com o nome do que ela pega

opt-take-tile = pegar a ficha { $slot } ({ $tile }) com o dado { $die }{ $shift }
opt-choose-central = escolher a ficha { $slot } ({ $tile }) do tabuleiro coletivo
opt-take-favour = pegar o favor { $card } ({ $gives }) com o dado { $die }{ $shift }
opt-take-favour-sa2 = pegar o favor { $card } ({ $gives }) com o dado { $die }{ $shift } pela ação { $special } (SA2)
opt-soldier-boost-yes = { $special } (SA7): somar 2 soldados
opt-soldier-boost-no = { $special } (SA7): agora não
opt-free-hebrew = libertar o hebreu { $token } ({ $value }) com o dado { $die }{ $shift }
opt-choose-hebrew = escolher o hebreu { $token } ({ $value })
hebrew-value = valor { $value }
hebrew-none = nenhum
opt-recover = recuperar a ficha do descarte { $slot } ({ $tile }) com o dado { $die }{ $shift }
opt-pick-territory = escolher o território { $index } ({ $card }){ $peek ->
    [1] { " " }com Buto
   *[0] { "" }
}
opt-buto-keep = Buto fica com a carta { $card }: { $name }
opt-edfu-keep = Edfu fica com a ficha { $tile }: { $name }
opt-special-swap = ação especial { $name } (SA{ $sa }): trocar os espaços { $a } e { $b }
opt-special-recover = ação especial { $name } (SA{ $sa }): recuperar a ficha do descarte { $a }
opt-special = ação especial { $name } (SA{ $sa })
opt-annul = anular a perda { $slot }: { $loss }
opt-loss-option = sofrer a opção { $option }: { $loss }
seat-does = jogador { $seat }: { $text }

## As cartas pelo nome

territory-named = { $short } ({ $id })
territory-unknown = uma carta de território
terr-city = Cidade +1
terr-field = Campo +1
terr-both = Cidade e Campo +1
terr-province = Província +{ $n }
terr-boat = Barco +{ $n }
terr-scoring = Pontuação: { $name }
terr-commerce = Comércio: { $name }
special-egyptian-boat = Barco dos egípcios
special-favour-six = Favor 6 com um 4 ou 5
special-diamond-province = Província do diamante
special-swap-tiles = Trocar fichas
special-hebrew-income = Renda dos hebreus
special-free-recovery = Recuperação sem dado
special-soldier-boost = Reforço de soldados
special-any-tile = Ficha qualquer
scoring-flat = 4 pontos
scoring-rows = linhas de três
scoring-egyptians = egípcios
scoring-spread = Cidade e Campo
scoring-hebrew-pairs = pares de hebreus
scoring-clean-discard = descarte vazio
scoring-spots = bônus ativos
scoring-ankhs = símbolos Ankh
commerce-name-coin = moeda
commerce-name-soldier = soldado
commerce-name-development = desenvolvimento
commerce-name-tile = ficha qualquer
commerce-name-tribute = sem tributo
commerce-name-penalty = descartar penalidade
favour-named = Favor { $number } ({ $gives })
favour-gives-development = desenvolvimento
favour-gives-soldiers = +5 soldados
favour-gives-coin = uma moeda
favour-gives-province = província +3
favour-gives-ankh = um Ankh
favour-gives-boat = barco +2
favour-gives-none = carta inexistente
favours-none = nenhuma
plague-named = { $name } ({ $id })
plague-unknown = uma praga
plague-p1 = Favores Caros
plague-p2 = Hebreus Presos
plague-p3 = Soldados Parados
plague-p4 = Terras Perdidas
plague-p5 = Nilo Baixo
plague-p6 = Trevas
plague-p7 = Ankh Apagado
plague-p8 = Tributo Pesado
plague-p9 = Cofres Vazios
plague-p10 = Selos Proibidos
loss-named = { $losses } ({ $id })
loss-unknown = uma carta de perdas

## Os efeitos das cartas

loss-boat = barco recua { $n } { $n ->
    [one] espaço
   *[other] espaços
}
loss-city-track = desenvolvimento da Cidade −1
loss-field-track = desenvolvimento do Campo −1
loss-province = carta de província recua 3 espaços
loss-remove = uma ficha de { $tile } da sua Cidade ou Campo para o descarte
loss-both = uma ficha de { $a } e uma de { $b } da sua Cidade ou Campo para o descarte
loss-or = { $a } ou { $b }
loss-count = { $n ->
    [one] uma perda
   *[other] { $n } perdas
}
loss-body = { $count }: { $losses }
loss-card = carta de perdas do grupo { $group }, { $body }
imm-city = desenvolvimento da Cidade +1
imm-field = desenvolvimento do Campo +1
imm-both = desenvolvimento da Cidade e do Campo +1 cada
imm-province = carta de província +{ $n }
imm-boat = barco +{ $n }
sa-text-egyptian-boat = SA1: com 2 egípcios no seu tabuleiro, barco +1
sa-text-favour-six = SA2: um dado 4 ou 5 pode pegar a carta do Faraó 6
sa-text-diamond-province = SA3: com o barco no espaço do diamante ou à frente dele, carta de província +2
sa-text-swap-tiles = SA4: com 1 Ankh, trocar duas fichas do tabuleiro coletivo
sa-text-hebrew-income = SA5: com 4 hebreus, +2 de renda para o tributo da rodada
sa-text-free-recovery = SA6: com 2 Ankh, recuperar uma ficha do descarte sem usar dado
sa-text-soldier-boost = SA7: com a carta de província no espaço 10 ou além, +2 soldados na Fase 2
sa-text-any-tile = SA8: com 3 Ankh, pegar uma ficha qualquer do tabuleiro coletivo
scoring-text-flat = 4 pontos
scoring-text-rows = 3 pontos por linha de três fichas diferentes no seu tabuleiro (no máximo 2 linhas)
scoring-text-egyptians = 2 pontos por egípcio no seu tabuleiro (no máximo 3)
scoring-text-spread = 5 pontos com 3 ou mais fichas na sua Cidade e 3 ou mais no seu Campo
scoring-text-hebrew-pairs = 1 ponto por par de hebreus (contam no máximo 12 fichas)
scoring-text-clean-discard = 5 pontos com o descarte vazio
scoring-text-spots = 5 pontos com os bônus de Moeda, de Soldados e de Hebreus ativos
scoring-text-ankhs = 1 ponto por símbolo Ankh
commerce-text-coin = permanente: +1 moeda para o tributo
commerce-text-soldier = permanente: +1 soldado
commerce-text-development = uso único: +2 em uma trilha de desenvolvimento, ou +1 em cada
commerce-text-tile = uso único: pegar uma ficha qualquer do tabuleiro coletivo
commerce-text-tribute = uso único: não pagar o tributo da rodada
commerce-text-penalty = uso único: descartar uma carta de penalidade
favour-text-development = +1 imediato na trilha de desenvolvimento que escolher; ou pague 1 moeda (ou entregue o favor 3) para +2 em uma trilha ou +1 em cada.
favour-text-soldiers = +5 soldados na fase dos territórios desta rodada.
favour-text-coin = Vale 1 moeda para o tributo, uma carta de comércio ou o avanço duplo do favor 1; volta à reserva quando usada e é desperdiçada se não for usada até o fim da rodada.
favour-text-province = Carta de província +3 imediatamente.
favour-text-ankh = Um símbolo Ankh ativo enquanto estiver com você; volta à reserva se for preciso para anular uma perda (também conta para as exigências de Ankh e para a pontuação de Ankh se ainda estiver com você no fim).
favour-text-boat = Barco +2 imediatamente.
plague-text-p1 = pegar a carta do Faraó 1, 2, 4, 5 ou 6 custa uma ficha de moeda
plague-text-p2 = proibido usar o bônus dos hebreus
plague-text-p3 = proibido usar o bônus dos 3 soldados
plague-text-p4 = carta de província recua 2 espaços
plague-text-p5 = barco recua 1 espaço
plague-text-p6 = não há escolha de cartas de território nesta rodada; as 3 cartas são descartadas
plague-text-p7 = na Fase 3 cada jogador tem um símbolo Ankh a menos
plague-text-p8 = tributo +1 moeda
plague-text-p9 = proibido usar os bônus das moedas
plague-text-p10 = proibido usar cartas de ação especial e de comércio
terr-text-immediate = bônus imediato, recebido na hora: { $text }
terr-text-special = ação especial, uma vez por rodada: { $text }
terr-text-scoring = pontuação final: { $text }
terr-text-commerce = carta de comércio, { $text }; exige uma ficha de { $a } e uma de { $b } no seu tabuleiro ou ao lado dele a cada uso; 2 pontos
explain-favour = Carta do Faraó (favor) { $number }: { $text } Pega-se com um dado exatamente do seu número; há uma só, indisponível para todos até o fim da rodada; as seis voltam no fim da rodada.
explain-card = { $id }: { $text }
explain-plague = { $id } { $name }: { $text } ({ $immediate ->
    [1] efeito imediato
   *[0] nesta rodada
})

## O que acontece, passo a passo

draw-edfu-hidden = Edfu compra uma ficha da reserva
draw-buto-hidden = Buto compra uma carta de território
draw-territory-card = carta de território comprada: { $card }
reveal-loss-card = carta de perdas revelada, com { $card }
reveal-plague-card = praga revelada: { $name }
reveal-plague-unknown = uma praga é revelada
who-opponent = a IA
who-seat = jogador { $seat }
nar-ai-favour = a IA pega o { $card }
nar-ai-territory = a IA pega o território { $card }
nar-ai-hebrews = a IA liberta { $n ->
    [one] { $n } hebreu
   *[other] { $n } hebreus
}
nar-ai-keeps = a IA guarda uma ficha de { $tile }
nar-ai-places = a IA coloca uma ficha de { $tile }
nar-penalty = { $who } recebe a praga { $name } como carta de penalidade (-3 pontos)
nar-moses = Moisés ajuda no fim da rodada { $round }
nar-score = { $who } soma { $total } pontos: desenvolvimento { $development }, Nilo { $nile }, fichas { $tiles }, fichas do Faraó { $pharaohs }, territórios { $territories }, província { $province }, hebreus { $hebrews }, penalidades { $penalties }, descarte { $discard }

## Onde o jogo está

phase-position = posição { $n } na ordem de turnos
phase-wrap-up = , ações livres ou fim do turno
phase-setup = preparação
phase-dice = Fase 1 (dados), ação { $pass } de 3, { $position }{ $wrap }
phase-boost = Fase 2 (territórios), reforço de soldados (SA7), { $position }
phase-territory = Fase 2 (territórios), { $position }{ $wrap }
phase-tribute = Fase 3 (praga), tributo, { $position }{ $wrap }
phase-losses = Fase 3 (praga), perdas, { $position }{ $wrap }
phase-end-of-round = fim da rodada: { $step }
phase-over = fim de jogo
eor-moses = Moisés
eor-favours = verificação do fim e cartas do Faraó
eor-territories = cartas de território
eor-plague = cartas de praga e de perdas
eor-immediate = a praga de efeito imediato
eor-hebrews = hebreus
eor-tiles = fichas
eor-next = a próxima rodada
eor-cleanup = arrumação
whose-opponent = da IA
whose-seat = do jogador { $seat }
pend-choose-power = jogador 0 escolhe uma tabela de apoio
pend-ai-territory = jogador 0 escolhe a carta de território da IA
pend-place = onde colocar a ficha de { $tile } no tabuleiro { $whose }
pend-place-recovered = onde colocar a ficha de { $tile } recuperada do descarte no tabuleiro { $whose }
pend-track-double = { $who } avança nas trilhas de desenvolvimento (+2 em uma ou +1 em cada)
pend-track-single = { $who } avança nas trilhas de desenvolvimento (+1 em uma)
pend-favour-one = { $who } escolhe o bônus do favor 1
pend-central = { $who } pega uma ficha qualquer do tabuleiro coletivo
pend-hebrew = { $who } pega uma ficha hebreu
pend-discard-slot = { $who } coloca a ficha de { $tile } perdida num espaço do descarte
pend-overflow = o descarte { $whose } está cheio: com a ficha de { $tile } perdida, uma de três fichas sai do jogo
pend-edfu = { $who } (Edfu) fica com uma das fichas examinadas
pend-buto = { $who } (Buto) fica com uma das cartas examinadas
pend-loss-option = { $who } escolhe como sofrer a perda { $slot } da carta de perdas
pend-lose-tile = { $who } escolhe qual ficha de { $tile } perder

## O tabuleiro

board-round = Rodada { $round }: { $phase }; papiro: tributo { $tribute }, Ankh necessários { $ankh }
board-central = Tabuleiro coletivo: { $slots }  (reserva: { $reserve } fichas)
board-hebrews = Hebreus: { $tokens }  (reserva: { $reserve })
board-territories = Territórios: { $cards }  (pilha: { $pile })
board-plague = Praga: { $plague }; carta de perdas: { $loss }
board-favours = Cartas do Faraó disponíveis: { $favours }
board-edfu = Edfu examina: { $seen } ({ $hidden } ocultas)
board-buto = Buto examina: { $seen }
board-who-opponent = IA
board-seat = { $who } [{ $power }] trilha da Cidade { $city }, trilha do Campo { $field }, Nilo { $nile } ({ $coins } { $coins ->
    [one] moeda
   *[other] moedas
}), província { $province }, Ankh { $ankh }, soldados { $soldiers }, pontos { $score }
board-held = { $tile }x{ $count }
board-seat-detail = dados { $dice }; ao lado: { $held }; descarte { $first } { $second }; hebreus { $hebrews } (soma { $sum }); cartas do Faraó: { $favours }; territórios: { $cards }; penalidades { $penalties }; tributo { $tribute }
tribute-due = a pagar
tribute-paid = pago
tribute-failed = não pago
tribute-waived = dispensado
board-over = Fim de jogo.
board-waiting = Aguardando: { $what }

## O tabuleiro no navegador: entradas de menu e controles

target-with-die = com o seu { $die }
target-with-die-as = com o seu { $die } valendo { $shown } (Abydos)
target-take-it-with = pegá-la { $die }
target-take-favour = pegá-la { $die }{ $sa2 ->
    [1] { " " }valendo 6 (ação especial 2)
   *[0] { "" }
}
target-free-it = libertá-lo { $die }
target-recover-it = recuperá-la { $die }
target-flip-die = virar o seu { $die }
target-take-it = pegá-la
target-take-it-buto = pegá-la, com Buto examinando mais duas
target-tribute-favour = com o favor 3 valendo uma moeda
target-tribute-pay = pagar
target-annul-nothing = não anular nada
target-annul-loss = anular a perda { $n }
target-pharaoh-ignore = para ignorar a praga
target-pharaoh-penalty = para descartar uma carta de penalidade
target-special-swap = 4: trocar as fichas { $a } e { $b } do tabuleiro coletivo
target-special-recover = recuperá-la (ação especial 6)
target-special = ação especial { $n }
target-commerce = { $card } { $paying }
target-commerce-development = desenvolvimento
target-commerce-tile = uma ficha
target-commerce-tribute = o tributo
target-commerce-penalty = uma penalidade
target-commerce-other = carta
target-paying-coin = pagando uma moeda
target-paying-favour = pagando com o favor 3
target-plague-ignore = ignorá-la com uma ficha do Faraó
target-plague-suffer = sofrê-la
target-boost-yes = somar 2 soldados
target-boost-no = agora não
target-place-tile = colocar a ficha aqui
target-favour-one-free = avançar sem pagar
target-favour-one-double = avanço duplo { $paying }
target-take-tile = pegar esta ficha
target-take-token = pegar esta ficha hebreu
target-discard-slot = descartar neste espaço
target-overflow-incoming = remover do jogo a ficha perdida
target-overflow-remove = remover do jogo esta ficha
target-edfu-none = não ficar com nenhuma
target-edfu-keep = ficar com esta ficha
target-buto-keep = ficar com esta carta
target-loss-option = opção { $n }
target-lose-tile = perder esta ficha
say-choose-power = Escolher uma tabela de apoio
say-edfu-search = Buscar na reserva (Edfu)
say-forfeit = Nenhuma ação de dado: virar um dado
say-pay-tribute = Pagar o tributo
say-fail-tribute = Não conseguir pagar o tributo
say-annul = Anular uma perda
say-pharaoh = Virar uma ficha do Faraó
say-special = Ação especial
say-commerce = Carta de comércio
say-end-turn = Encerrar o turno
say-plague = A praga
say-soldier-boost = Ação especial 7
say-development = Desenvolvimento
say-favour-one = Favor 1
say-overflow = Descarte cheio
say-edfu = Edfu
say-loss = Sofrer a perda

## O tabuleiro no navegador: as palavras da vista

view-round = Rodada { $round } de { $rounds } · { $phase }
view-phase-dice = Fase 1 (dados)
view-phase-boost = Fase 2 (reforço de soldados)
view-phase-territory = Fase 2 (territórios)
view-phase-tribute = Fase 3 (tributo)
view-phase-losses = Fase 3 (perdas)
view-phase-end-of-round = fim da rodada
view-papyrus = o papiro
view-papyrus-round = rodada { $round }: tributo { $tribute }, fichas Ankh necessárias { $ankh }
view-central-board = Tabuleiro coletivo
view-central-board-aria = o tabuleiro coletivo
view-reserve-tiles = reserva: { $n } fichas
view-reserve = reserva: { $n }
view-plague-and-loss = Praga e perdas
view-no-plague = nenhuma praga
view-plague = praga
view-loss-card = Carta de perdas { $n }
view-territories = Territórios
view-favour-cards = Cartas do Faraó
view-favour = Favor { $n }
view-hebrews = Hebreus
view-edfu-examines = Edfu examina
view-edfu-aria = as fichas que Edfu examina
view-edfu-hidden = { $n } fichas que você não vê
view-buto-examines = Buto examina
view-territory = Território { $n }
view-face-down = virada para baixo
view-opponent = a IA
view-seat = Jogador { $seat }
view-you = { $who } (você)
view-no-power = sem tabela de apoio
view-facts = { $score } pontos, { $soldiers } soldados, Ankh { $ankh }
view-city-track = Trilha da Cidade
view-field-track = Trilha do Campo
view-nile = Nilo
view-province = Província
view-nile-coin = uma moeda
view-nile-vp = { $vp } pontos no fim
view-mark-hebrew = hebreu
view-mark-tile = ficha
view-mark-development = desenvolvimento
view-mark-two-actions = duas ações
view-mark-ankh = Ankh
view-beside = Moedas, ao lado do tabuleiro
view-coins = { $n } moedas
view-coins-one = { $n } moeda
view-pharaoh-used = fichas do Faraó usadas: { $n }
view-discard = Descarte
view-dice-cards = Cartas de dado
view-opponent-die = a carta de dado da IA
view-die-used = carta de dado usada nesta rodada
view-die-up = carta de dado virada para cima
view-hebrews-freed = Hebreus libertados
view-territory-cards = Cartas de território
view-rotated = girada
view-penalty-cards = Cartas de penalidade
view-penalty = penalidade
view-tribute = Tributo
view-exempt = livre da praga
view-none = nenhuma
view-tile-short-province = Prov. { $n }

# Por que uma ação ou uma configuração é recusada (o motivo depois de "… não é permitido
# agora: ", "… não é uma ação: " ou "configuração inválida: " do núcleo).
refused-waiting-for-choice = o jogo espera uma escolha: { $choice }
refused-not-open-now = não está entre as jogadas abertas agora ({ $turn })
parse-expected-action = era esperada uma ação escrita como o jogo a escreve (em inglês), por exemplo "take tile 4 with die 4"
config-players = 10 Pragas do Egito é para 1 a 4 jogadores, não { $players }
config-rounds = o número de rodadas deve ser 10 ou 8, não { $rounds }
config-rounds-typed = o número de rodadas deve ser 10 ou 8, não "{ $value }"
config-not-a-flag = { $key } deve ser true ou false, não "{ $value }"
