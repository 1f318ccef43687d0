# Os textos do Tekhenu em português do Brasil, com os nomes do manual da edição
# brasileira (Mosaico Jogos); as escolhas onde o manual não dá nome estão em
# docs/tekhenu.md (PT-1 a PT-14).

## O jogo e suas opções

title = Tekhenu: Obelisco do Sol
summary = Escolha dados ao redor do Obelisco enquanto o sol o faz girar: construa o templo, produza e mantenha equilibrada a balança de Maat; no modo solo, contra Botancâmon.
option-difficulty-label = Nível de Botancâmon
option-difficulty-help = só no modo solo: o nível de dificuldade de Botancâmon (também 1, 2, 3 ou easy, medium, hard)
option-difficulty-easy = fácil
option-difficulty-medium = médio
option-difficulty-hard = difícil
option-challenge-label = Cartas Iniciais sacadas ao acaso em vez de escolhidas
option-challenge-help = só no modo solo: as duas cartas Iniciais são sacadas ao acaso em vez de escolhidas
option-bot-decrees-label = Decretos de Botancâmon valem 8 pontos em vez de 4
option-bot-decrees-help = só no modo solo: cada Decreto de Botancâmon vale 8 PV em vez de 4
option-printed-horus-label = Bônus de Hórus impressos (peças-bônus não embaralhadas)
option-printed-horus-help = usar os bônus impressos na área de Hórus em vez de embaralhar as peças-bônus
option-yes = sim
option-no = não

## Nomes

god-horus = Hórus
god-ra = Rá
god-hathor = Hátor
god-bastet = Bastet
god-thoth = Tot
god-osiris = Osíris
a-god = um deus
token-papyrus = Papiro
token-bread = Pão
token-limestone = Calcário
token-granite = Granito
token-gold = Ouro
token-scribe = Escriba
token-faith = Fé
a-token = uma ficha
district-papyrus = Papiro
district-bread = Pão
district-limestone = Calcário
district-granite = Granito
a-district = um distrito
people-temple-row = linha do Conjunto de Templos
people-temple-column = coluna do Conjunto de Templos
people-workshops = oficinas
people-quarries = pedreiras
a-space = espaço
space-unknown = espaço #{ $n }
colour-white = branco
colour-yellow = amarelo
colour-brown = marrom
colour-black = preto
colour-grey = cinza
light-sunny = iluminada
light-shaded = sombreada
light-dark = escura
kind-blessing = Bênção
kind-technology = Tecnologia
kind-decree = Decreto
a-card = uma carta
seat = jogador { $seat }
botankhamun = Botancâmon

## Cartas e peças por extenso

card-with-kind = “{ $name }” ({ $kind } { $id })
card-with-kind-no-id = “{ $name }” ({ $kind })
card-label = { $name } ({ $id })
pillar-label = { $what } ({ $id })
pillar-tile = uma peça de Coluna ({ $what })
pillar-light-does = { $light }: { $does }
a-pillar-tile = uma peça de Coluna
the-technology = a Tecnologia “{ $name }”
a-technology = uma Tecnologia
starting-card = carta Inicial { $initiative } ({ $reward })
a-starting-card = uma carta Inicial
destiny-card = carta de Destino { $n } ({ $reward })
a-destiny-card = uma carta de Destino
ability-none = sem habilidade
ability-population = +{ $n } de População
ability-scribes = +{ $n } { $n ->
    [one] Escriba
   *[other] Escribas
  }
ability-happiness = +{ $n } de Felicidade
ability-edge-vp = 1 PV por borda correspondente
ability-building-vp = 1 PV por Edifício alinhado
ability-vp = { $n } PV
ability-thoth-1 = uma Ação Divina de Tot com valor 1
ability-horus-123 = uma Ação Divina de Hórus com valor 1, 2 ou 3
ability-decree = sacar um Decreto
ability-osiris-3 = uma Ação Divina de Osíris com valor 3
ability-gold = { $n } { $n ->
    [one] Ouro
   *[other] Ouros
  }
ability-cell-again = a recompensa do espaço coberto outra vez

## As ações por extenso (opções e descrições)

how-anubis = com Anúbis (2 Escribas, abaixo da balança)
how-anubis-blessing = com Anúbis (uma Bênção, abaixo da balança)
how-as-pure = como Puro ({ $tech })
how-as-tainted = como Corrompido ({ $tech })
how-recolour = como dado { $colour } (uma Bênção)
how-fallback = como Corrompido (nenhum dado podia ser pego de outro modo)
words-disc = o Disco do Obelisco é ajustado: a seção de { $god } é a primeira iluminada
words-pillar = { $tile } é revelada
words-horus-tile = a peça-bônus de { $god } vai para o próximo espaço de Hórus
words-draw = sai do baralho { $card }
words-roll = um dado { $colour } sai da bolsa e é rolado: { $value }
words-reveal-start = { $card } é revelada
words-first = jogador { $seat } começa
words-bot-destiny = Botancâmon pega a { $card }
words-bot-god-tile = a pirâmide de Botancâmon recebe a peça de Ação de { $god }
words-bot-resource-tile = a pirâmide de Botancâmon recebe a peça de Recursos { $n }
words-tie = Botancâmon desempata: opção { $n }
words-keep = ficar com { $card }
words-draft = escolher a { $card }
words-destiny = pegar a { $card }
words-reward-destiny = receber a recompensa da { $card }
words-reward-start = receber a recompensa da { $card }
words-take = pegar o dado { $colour } { $value } de { $god }
words-take-how = pegar o dado { $colour } { $value } de { $god } { $how }
words-bless = jogar { $card }
words-pick = pegar { $card }
words-score = pontuar { $card }
words-target = dobrar { $card } (com “{ $name }”)
words-use-t19 = usar { $tech }: pagar 1 Escriba e também produzir
words-adjust-scribe = ajustar o dado em { $delta } pagando um Escriba
words-adjust-tech = ajustar o dado em { $delta } com { $tech }
words-cell = erigir a Coluna na linha { $row }, coluna { $column }
words-space-row = construir no fim da linha { $n }
words-space-column = construir no fim da coluna { $n }
words-people-statue = construir uma Estátua para o povo ({ $space })
words-gain = ganhar { $token }

## O texto de cada ação (os códigos das cartas ficam)

act-perform = realizar a ação de { $god }
act-produce = produzir { $token }
act-no-action = nenhuma ação
act-main-unknown = ação principal #{ $n }
act-disc = disco na posição { $n }
act-reveal = revelar { $code }
act-reveal-tile-unknown = revelar a peça de Coluna #{ $n }
act-reveal-start-unknown = revelar a carta Inicial #{ $n }
act-horus-tile = peça de Hórus { $god }
act-roll = rolar { $colour } { $value }
act-first = primeiro jogador { $seat }
act-bot-destiny = botancâmon pega { $code }
act-bot-destiny-unknown = botancâmon pega a carta de Destino #{ $n }
act-pyramid-god = peça da pirâmide { $god }
act-pyramid-resource = peça da pirâmide R{ $n }
act-coin-up-right = Deben: acima e à direita
act-coin-right = Deben: à direita
act-tie = desempate { $n }
act-card = { $verb } { $code }
act-card-unknown = { $verb } a carta #{ $n }
verb-draw = sacar
verb-keep = ficar com
verb-play = jogar
verb-pick = pegar
verb-score = pontuar
verb-double = dobrar
act-draft = escolher { $code }
act-draft-unknown = escolher a carta Inicial #{ $n }
act-take-code = pegar { $code }
act-take-destiny-unknown = pegar a carta de Destino #{ $n }
act-gain = ganhar { $token }
act-population = ganhar população
act-happiness = ganhar felicidade
act-take = pegar { $colour } { $value } de { $god }
act-take-how = pegar { $colour } { $value } de { $god } { $how }
act-how-anubis = por anúbis
act-how-anubis-blessing = por anúbis com bênção
act-how-as-pure = como puro
act-how-as-tainted = como corrompido
act-how-as = como { $colour }
act-how-fallback = como reserva
act-adjust-scribe = ajustar { $delta } com escriba
act-adjust-with = ajustar { $delta } com { $code }
act-adjust-unknown = ajustar { $delta } com a fonte #{ $n }
act-value = valor { $n }
act-extra = ação extra de { $god }
act-done = pronto
act-use-t19 = usar T19
act-decline = recusar
act-resolve-main = resolver a ação principal
act-resolve-extra = resolver a ação extra de { $god }
act-god-statue = construir estátua em honra a um deus
act-people-statue = construir estátua para o povo: { $space }
act-cell = erigir na linha { $row } coluna { $column }
act-rotate = girar a peça: { $n }
act-space-row = edifício na linha { $n }
act-space-column = edifício na coluna { $n }
act-pay = pagar com { $token }
act-refresh = renovar a seção { $n }
act-section = sacar da seção { $n }
act-district = construir no distrito de { $district }
act-district-unknown = construir no distrito #{ $n }
act-boost = aumentar a produção de { $token }
act-boost-unknown = aumentar a produção do recurso #{ $n }
act-produce-now = produzir
act-reward = recompensa { $code }
act-reward-destiny-unknown = recompensa da carta de Destino #{ $n }
act-reward-start-unknown = recompensa da carta Inicial #{ $n }
act-free = ação livre: { $action } com { $n }
act-no-faith = não colocar Fé
act-faith-left = colocar { $n } Fé no prato esquerdo
act-faith-right = colocar { $n } Fé no prato direito
act-unpaid = deixar sem pagar
act-count = pagar por { $n } triângulos
act-end-turn = encerrar o turno

## Como cada jogador lê uma ação

seat-does = { $seat }: { $action }
seat-draws-card = { $seat } saca { $card }
seat-draws-decree = { $seat } saca um Decreto
seat-keeps-card = { $seat } fica com { $card }
seat-keeps-decree = { $seat } fica com um Decreto

## O que acontece sozinho (narração)

change = { $delta } { $what }
vp = PV
token-count = { $token ->
    [0] { $n ->
        [one] Papiro
       *[other] Papiros
    }
    [1] { $n ->
        [one] Pão
       *[other] Pães
    }
    [2] { $n ->
        [one] Calcário
       *[other] Calcários
    }
    [3] { $n ->
        [one] Granito
       *[other] Granitos
    }
    [4] { $n ->
        [one] Ouro
       *[other] Ouros
    }
    [5] { $n ->
        [one] Escriba
       *[other] Escribas
    }
   *[6] Fé
  }
population = de População
happiness = de Felicidade
builds-statues = constrói { $n } { $n ->
    [one] Estátua
   *[other] Estátuas
  }
builds-buildings = constrói { $n } { $n ->
    [one] Edifício
   *[other] Edifícios
  }
builds-pillars = erige { $n } { $n ->
    [one] Coluna
   *[other] Colunas
  }
takes-card = pega { $card }
draws-decrees = saca { $n } { $n ->
    [one] Decreto
   *[other] Decretos
  }
bot-god-tile = peça de { $god }
bot-resource-tile = peça de Recursos { $n }
bot-no-tile = nenhuma peça
bot-takes = Botancâmon ({ $tile }) pega o dado { $colour } { $value } de { $god } e realiza a Ação Divina de { $god }
bot-takes-gains = Botancâmon ({ $tile }) pega o dado { $colour } { $value } de { $god } e realiza a Ação Divina de { $god }: { $gains }
seat-gets = { $seat }: { $gains }
and-separator = { " e " }
rotation = Giro { $n } de 8: o Disco do Obelisco gira; iluminadas: { $sunny }; escuras: { $dark }
maat-begins = Começa a fase de Maat { $n }
balance = { $seat } { $balance }
balance-loses = { $seat } { $balance } (perde { $n } PV)
maat-balances = Maat { $n }: equilíbrio das balanças: { $balances }
new-turn-order = Nova Ordem de Turnos: { $order }
scoring-phase = Pontuação { $n }:
part-districts = distritos
part-temple = Conjunto de Templos
part-statues = Estátuas
part-happiness = Felicidade
part-production = Produção
part-building-row = fileira de Edifícios
part-cards = cartas
scored-part = { $part } { $vp }
scored-nothing = nada
scored-seat = { $seat }: { $parts } = { $total } PV
decree-scored = “{ $name }” { $vp } PV
decrees-none = nenhum
scores-decrees = { $seat } pontua seus Decretos: { $decrees }
order-bonus = { $seat } +{ $vp } PV
final-order-bonus = Pontuação final: Ordem de Turnos: { $bonus }
final-bot = Botancâmon: { $n } { $n ->
    [one] Decreto
   *[other] Decretos
  } × { $per } PV e { $vp } PV por seus Escribas
final-score = { $seat } { $vp }
final-vp = PV finais: { $scores }

## O tabuleiro

render-header = TEKHENU  giro { $rotation }/8  fases de Maat feitas { $maat }/4  rodada ~{ $round }
render-solo = (solo contra Botancâmon)
render-obelisk = Obelisco (dado: cor+valor, + puro / ~ corrompido / x proibido):
mark-sunny = ILUMINADA ☀
mark-shaded = SOMBREADA ◐
mark-dark = ESCURA ●
mark-pure = +
mark-tainted = ~
mark-forbidden = x
render-bag = bolsa: { $dice }
render-horus-slots = Espaços de Hórus:
render-god-statues = Estátuas aos deuses:
render-people-statues = Estátuas para o povo:
render-nobody = ninguém
render-plus-gold = +ouro
render-display = Peças de Coluna de Rá E/C/D (valores 5-6/3-4/1-2): { $tiles }   pilha { $stack }
render-temple = Conjunto de Templos (Colunas por dono, suas peças listadas abaixo; Edifícios à esquerda das linhas e abaixo das colunas):
render-temple-tile = linha { $row } coluna { $column }: { $tile }
render-osiris = Osíris (fileiras 1-6; distritos { $districts }):
render-market = Mercado de Cartas:
render-section = seção { $n } (Felicidade { $happiness }+): { $cards }
render-not-open = (ainda fechada)
render-turn-order = Ordem de Turnos: { $order }
render-then = { ", depois " }
render-seat = { $seat }: { $vp } PV  População { $population } Felicidade { $happiness }  Escribas { $scribes }  Fé { $faith }
render-tokens = { $tokens }  produção: { $production }
render-scales = balança: puros [{ $pure }] corrompidos [{ $tainted }] excesso { $excess } { $bot ->
    [1] dados pegos
   *[0] abaixo da balança
  } [{ $below }]  equilíbrio { $balance }
render-pieces = peças restantes: Edifícios { $buildings } Estátuas { $statues } Colunas { $pillars }  Destino { $destiny }
render-hidden = { $n } { $n ->
    [one] oculto
   *[other] ocultos
  }
render-shown-and-hidden = { $shown } e { $n } { $n ->
    [one] oculto
   *[other] ocultos
  }
render-cards = Bênçãos { $blessings }  Tecnologias { $technologies }  Decretos { $decrees }
render-starting = cartas Iniciais: { $cards }
render-pyramid = Pirâmide (base primeiro): { $tiles }  progresso { $progress }
render-pyramid-separator = { " · " }
render-progress-start = início
render-game-over = Fim de jogo.
render-next-chance = A seguir: um sorteio ({ $draw }).
render-next-decision = A seguir: jogador { $seat } decide ({ $prompt }).

## O que um sorteio sorteia

chance-disc = a posição inicial do Disco do Obelisco
chance-pillar = uma peça de Coluna para o espaço { $n } de Rá
chance-horus = uma peça-bônus para o espaço { $n } de Hórus
chance-card = uma carta para o espaço { $n } do Mercado
chance-die = um dado da bolsa para o Disco do Obelisco
chance-decree = um Decreto para a mão do jogador { $seat }
chance-offer = uma carta de { $kind } para o espaço de oferta { $n }
chance-start = uma carta Inicial
chance-first = o primeiro jogador
chance-bot-destiny = a carta de Destino de Botancâmon
chance-pyramid = a posição { $n } da pirâmide de Botancâmon
chance-coin = o lançamento da ficha de Deben
chance-tie = o desempate de Botancâmon entre { $n } opções
chance-medium-pillar = a peça de Coluna sob a Coluna central de Botancâmon
chance-other = uma carta, peça ou dado

## O que uma decisão escolhe

osiris-row-1 = +1 de Produção e 1 ficha do Recurso do distrito
osiris-row-2 = +1 de Produção e 1 ficha do Recurso do distrito, e o Ouro da fileira se ainda estiver lá
osiris-row-3 = +1 de Produção do Recurso do distrito e de um segundo, 1 ficha
osiris-row-4 = +1 de Produção do Recurso do distrito e de um segundo, 1 ficha e 1 Ouro
osiris-row-5 = +2 de Produção e 2 fichas do Recurso do distrito
osiris-row-6 = +2 de Produção e 2 fichas do Recurso do distrito, depois +1 de Produção à sua escolha
prompt-horus = Hórus { $v }: uma Estátua em honra a { $god } (espaço { $v } de Hórus) ou uma Estátua para o povo
prompt-ra-cell = Rá { $v }: onde erigir a peça de Coluna { $tile }
prompt-ra-rotate = Rá { $v }: girar a peça na linha { $row } coluna { $column }
prompt-hathor = Hátor { $v }: qual espaço de Edifício do Conjunto de Templos
prompt-osiris = Osíris { $row }: qual distrito da fileira { $row } ({ $reward })
prompt-thoth = Tot { $v }: renovar uma seção ou sacar { $v } cartas de uma delas
prompt-thoth-pick = Tot { $v }: escolher uma carta da seção { $section } ({ $left } a escolher)
prompt-bastet = Bastet { $v }: organizar o festival
any-resource = Recursos quaisquer
prompt-pay = pagar { $n } { $what }
prompt-feed = alimentar o povo: { $n } { $n ->
    [one] Pão devido
   *[other] Pães devidos
  }
prompt-gain-pick = escolher um Recurso ({ $n } a receber)
prompt-pop-happy = +{ $n } de População ou +{ $n } de Felicidade
prompt-faith = colocar Fé (tem { $n })
node-keep-decree = ficar com um Decreto
node-draft = escolher uma carta Inicial
node-destiny = escolher uma carta de Destino
node-gain-pick = escolher um Recurso
node-keep-offer = ficar com uma carta
node-pop-happy = População ou Felicidade
node-reward-order = qual recompensa inicial agora
node-take-die = pegar um dado
node-recolour-value = mudança de valor de B11/B12
node-main = Ação Divina ou Produção de Recursos
node-modify = ajustar o dado, depois pronto
node-set-value = escolher o valor do dado
node-extra-adjacent = deus adjacente para a ação extra
node-t19 = usar T19?
node-resolve-next = qual ação agora
node-turn-end = encerrar o turno (ou antes jogar uma Bênção)
node-horus = onde construir a Estátua
node-ra-cell = onde erigir a Coluna
node-ra-rotate = girar a peça de Coluna
node-hathor-space = onde construir junto ao Conjunto de Templos
node-hathor-pick = qual ficha do espaço
node-bastet = organizar o festival
node-thoth = renovar ou sacar
node-thoth-pick = escolher uma carta
node-osiris = qual distrito
node-row-6 = Produção extra
node-p12-value = valor de Hórus
node-prod-window = produzir (ou jogar uma Bênção)
node-pay = pagar
node-free-action = ação livre
node-faith = colocar Fé
node-feed = alimentar o povo
node-select-decree = escolher os Decretos a pontuar
node-d03-target = alvo do D03
node-d04-count = triângulos do D04

## Ajuda: cartas, peças, deuses e Botancâmon

help-blessing = { $id } (Bênção, uso único): { $text }
help-technology = { $id } (Tecnologia, permanente): { $text }
help-decree = { $id } (Decreto, símbolo { $symbol }, pontuado no fim da partida): { $text }
help-starting = { $id } (carta Inicial, valor de Iniciativa { $initiative }): { $text }
help-destiny = { $id } (carta de Destino, valor de Ankh { $ankh }): { $text }
help-pillar = { $id } (peça de Coluna, custa { $cost } { $cost ->
    [one] Calcário
   *[other] Calcários
  }): { $when }.
help-pillar-when = { $ability } se for erigida quando a seção de Rá estiver { $light } (sempre, com a Tecnologia “{ $tech }”)
help-light-sunny = iluminada
help-light-shaded = sombreada
help-light-dark = escura
help-ability-edge-vp = +1 PV por borda correspondente
help-ability-building-vp = +1 PV por Edifício alinhado
help-ability-vp = +{ $n } PV
help-ability-thoth-1 = uma Ação Divina de Tot como se pegasse um dado de valor 1
help-ability-decree = sacar o Decreto de cima do baralho
help-ability-osiris-3 = uma Ação Divina de Osíris como se pegasse um dado de valor 3
help-ability-gold = +{ $n } { $n ->
    [one] Ouro
   *[other] Ouros
  }
help-bot-resource-tile = R{ $n } (peça de Recursos de Botancâmon): Botancâmon pega o melhor dado da primeira cor disponível que produz { $tokens } e realiza a Ação Divina da seção desse dado.
help-botankhamun = Botancâmon, o adversário do modo solo: a cada turno a ficha de Deben move seu marcador de Progresso na pirâmide de peças de Ação; uma peça de deus o faz pegar o melhor dado da seção desse deus, uma peça de Recursos (R1-R4) o melhor dado da primeira cor da sua ordem. Ele não paga custos, deixa seus dados ao lado das peças de Ação e pontua suas cartas.
help-horus = Hórus: construa uma Estátua pagando seu Granito: em honra ao deus do espaço de Hórus de número igual ao do dado (o dono recebe o bônus desse espaço sempre que outro jogador realizar a Ação Divina desse deus), ou para o povo, num espaço de Estátua para o povo livre.
help-ra = Rá: pegue a peça de Coluna do espaço indicado pelo valor do dado (5-6 à esquerda, 3-4 no centro, 1-2 à direita), pague seu Calcário e erija-a num espaço livre do Conjunto de Templos: PV pelo espaço, pelas bordas correspondentes e pelos Edifícios alinhados, a recompensa do espaço coberto e a habilidade da peça se sua iluminação for a da seção de Rá.
help-hathor = Hátor: construa um Edifício num espaço ao redor do Conjunto de Templos (pagando seus Pães); a População avança o valor do dado, e cada um dos 5 espaços do Conjunto de Templos naquela linha ou coluna dá 3 PV por uma Coluna sua (5 com a Tecnologia T05), ou 1 ficha da sua recompensa se estiver vazio.
help-bastet = Bastet: pague 2 Papiros e organize um festival: a Felicidade avança o valor do dado (nunca acima da População).
help-thoth = Tot: saque 1 carta (dado 1-2, de graça), 2 cartas (3-4, por 2 Papiros) ou 3 cartas (5-6, por 3 Papiros) de uma seção do Mercado de Cartas a que você tenha acesso (Felicidade 1/5/9/13), depois de renovar seções por 1 Papiro cada, se quiser.
help-osiris = Osíris: perca 1 de Felicidade e construa um Edifício na fileira de Osíris de número igual ao do dado, num distrito livre: a recompensa da fileira (Produção, fichas, Ouro na fileira 2).

## Cartas do Mercado: nomes (as cartas impressas só trazem o código e o efeito)

card-b01 = Ganhe 4 Calcários
card-b02 = Ganhe 4 Granitos
card-b03 = Ganhe 4 Pães
card-b04 = Ganhe 4 Papiros
card-b05 = Ganhe 3 Ouros
card-b06 = Ganhe 2 Escribas
card-b07 = +3 de População ou Felicidade
card-b08 = +3 de População ou Felicidade
card-b09 = Dado de qualquer valor
card-b10 = Dado de qualquer valor
card-b11 = Dado de outra cor
card-b12 = Dado de outra cor
card-b13 = Rá ou Hórus sem custo
card-b14 = Rá ou Hórus sem custo
card-b15 = Bastet ou Hátor sem custo
card-b16 = Bastet ou Hátor sem custo
card-b17 = Também o deus adjacente
card-b18 = Também o deus adjacente
card-b19 = Também o deus oposto
card-b20 = Também o deus oposto
card-b21 = Produzir duas vezes
card-b22 = Produzir duas vezes
card-b23 = Anúbis sem custo
card-b24 = Anúbis sem custo
card-t01 = Osíris: +2 PV
card-t02 = Rá: +2 PV
card-t03 = Tot: +2 PV
card-t04 = Hórus: +2 PV e Granito
card-t05 = Hátor: 5 PV por Coluna
card-t06 = Bastet: PV, População, Felicidade
card-t07 = Bônus de Hórus: +1 Granito
card-t08 = Dados Proibidos permitidos
card-t09 = Habilidades das Colunas sempre
card-t10 = Ouro e Escribas se substituem
card-t11 = Dados de valor 1: +2 PV
card-t12 = PV por Recurso em excesso
card-t13 = Ajuste ao produzir
card-t14 = Ajuste nas Ações Divinas
card-t15 = Fé na fase de Maat
card-t16 = Prêmios da Ordem de Turnos
card-t17 = Pão: +2 PV
card-t18 = Dados Puros: +1 PV
card-t19 = Dados Corrompidos também produzem
card-t20 = Tot: +1 Papiro
card-t21 = Hátor: +1 Pão
card-t22 = Calcário e Granito se substituem
card-t23 = Anúbis: +3 PV
card-t24 = Bênçãos dão Ouro
card-d01 = PV por Tecnologia
card-d02 = PV por símbolo de Decreto
card-d03 = Pontuar um Decreto duas vezes
card-d04 = Triângulos de População
card-d05 = Triângulos de Felicidade
card-d06 = Vantagem em Felicidade
card-d07 = PV por Escriba
card-d08 = PV por Recurso
card-d09 = PV por pedreira
card-d10 = PV por oficina
card-d11 = PV por Edifício de Osíris
card-d12 = PV por Edifício do Templo
card-d13 = PV por Coluna do Templo
card-d14 = Estátuas e Edifícios do Templo
card-d15 = Colunas e Edifícios do Templo
card-d16 = PV por Estátua aos deuses
card-d17 = Estátuas e Colunas
card-d18 = PV por Estátua
card-d19 = PV por Estátua para o povo
card-d20 = Ordem de Turnos
card-d21 = PV por Edifício
card-d22 = Soma dos dados Puros
card-d23 = Uma última ação livre
card-d24 = Conjunto de Templos outra vez

## Cartas do Mercado: textos impressos

card-b01-text = Ao produzir: ganhe 4 Calcários.
card-b02-text = Ao produzir: ganhe 4 Granitos.
card-b03-text = Ao produzir: ganhe 4 Pães.
card-b04-text = Ao produzir: ganhe 4 Papiros.
card-b05-text = Ao produzir: ganhe 3 Ouros.
card-b06-text = Ao produzir: ganhe 2 Escribas.
card-b07-text = A qualquer momento do seu turno: +3 de População ou +3 de Felicidade.
card-b08-text = A qualquer momento do seu turno: +3 de População ou +3 de Felicidade.
card-b09-text = Ao pegar um dado: vire-o para qualquer valor.
card-b10-text = Ao pegar um dado: vire-o para qualquer valor.
card-b11-text = Ao pegar um dado: trate-o como de outra cor, com valor -1/0/+1.
card-b12-text = Ao pegar um dado: trate-o como de outra cor, com valor -1/0/+1.
card-b13-text = Rá ou Hórus: sem o custo de Calcário ou Granito.
card-b14-text = Rá ou Hórus: sem o custo de Calcário ou Granito.
card-b15-text = Bastet ou Hátor: sem o custo de Papiro ou Pão.
card-b16-text = Bastet ou Hátor: sem o custo de Papiro ou Pão.
card-b17-text = Ao pegar um dado: gaste 1 Escriba e realize também a Ação Divina de uma seção adjacente.
card-b18-text = Ao pegar um dado: gaste 1 Escriba e realize também a Ação Divina de uma seção adjacente.
card-b19-text = Ao pegar um dado: -1 de Felicidade e -1 de População, e realize também a Ação Divina da seção oposta.
card-b20-text = Ao pegar um dado: -1 de Felicidade e -1 de População, e realize também a Ação Divina da seção oposta.
card-b21-text = Ao produzir: produza duas vezes.
card-b22-text = Ao produzir: produza duas vezes.
card-b23-text = No início do turno: uma Ação de Anúbis sem gastar os 2 Escribas.
card-b24-text = No início do turno: uma Ação de Anúbis sem gastar os 2 Escribas.
card-t01-text = Cada Ação Divina de Osíris: +2 PV.
card-t02-text = Cada Ação Divina de Rá: +2 PV.
card-t03-text = Cada Ação Divina de Tot: +2 PV.
card-t04-text = Cada Ação Divina de Hórus: +2 PV e +1 Granito (antes de pagar).
card-t05-text = Hátor: +5 PV em vez de +3 por Coluna sua alinhada.
card-t06-text = Cada Ação Divina de Bastet: +2 PV, +1 de População, +1 de Felicidade.
card-t07-text = Cada Bônus de Hórus que você recebe de uma Estátua: +1 Granito.
card-t08-text = Você pode pegar dados Proibidos como Puros ou Corrompidos.
card-t09-text = As habilidades das suas peças de Coluna sempre se ativam.
card-t10-text = Ouro e Escribas substituem um ao outro; +1 PV no turno em que você o fizer.
card-t11-text = Cada ação com um dado de valor 1: +2 PV.
card-t12-text = Cada Produção de Recursos: +1 PV por Recurso em excesso.
card-t13-text = Ao produzir: ajuste o dado em 1 ou 2 uma vez, +1 Recurso do mesmo tipo.
card-t14-text = Ao realizar uma Ação Divina: ajuste o dado em 1 ou 2 uma vez.
card-t15-text = Cada fase de Maat: +2 de Fé; seu valor de Ankh é 5.
card-t16-text = Após cada fase de Maat: o primeiro +2 PV, o último +1 Ouro (3 ou mais jogadores).
card-t17-text = Cada Produção de Pão: +2 PV; você não paga Pães na Pontuação.
card-t18-text = Cada dado Puro que você pegar: +1 PV.
card-t19-text = Dado Corrompido para uma Ação Divina: gaste 1 Escriba para também produzir.
card-t20-text = Cada Ação Divina de Tot: +1 Papiro (antes).
card-t21-text = Cada Ação Divina de Hátor: +1 Pão (antes).
card-t22-text = Calcário e Granito substituem um ao outro; +1 PV no turno em que você o fizer.
card-t23-text = Cada Ação de Anúbis: +3 PV.
card-t24-text = Cada Bênção que você jogar: +1 Ouro.
card-d01-text = 3 PV por Tecnologia.
card-d02-text = 4 PV por símbolo de Decreto diferente que você possui.
card-d03-text = Pague 2 Ouros: pontue outro Decreto seu pela segunda vez.
card-d04-text = 3 PV por ▲ de População atingido, pagando 1 Recurso por ▲.
card-d05-text = 4 PV por ▲ de Felicidade atingido.
card-d06-text = Sua Felicidade menos a Felicidade mais baixa.
card-d07-text = 3 PV por Escriba.
card-d08-text = 2 PV por Ouro, 1 PV por outro Recurso (no máximo 20).
card-d09-text = 3 PV por pedreira na área de Osíris.
card-d10-text = 3 PV por oficina na área de Osíris.
card-d11-text = 2 PV por Edifício na área de Osíris.
card-d12-text = 3 PV por Edifício ao redor do Conjunto de Templos.
card-d13-text = 3 PV por Coluna no Conjunto de Templos.
card-d14-text = 2 PV por Estátua, 2 PV por Edifício ao redor do Conjunto de Templos.
card-d15-text = 2 PV por Coluna, 2 PV por Edifício ao redor do Conjunto de Templos.
card-d16-text = 4 PV por Estátua em honra a um deus.
card-d17-text = 2 PV por Estátua, 2 PV por Coluna.
card-d18-text = 3 PV por Estátua.
card-d19-text = 5 PV por Estátua para o povo.
card-d20-text = 10 PV se for o primeiro na Ordem de Turnos, 5 PV se for o segundo (3 ou mais jogadores).
card-d21-text = 1 PV por Edifício que você construiu.
card-d22-text = Metade da soma dos seus dados Puros, arredondada para cima.
card-d23-text = Antes da Pontuação final: qualquer ação com qualquer valor, sem custo de Recursos.
card-d24-text = Pontue mais uma vez o Conjunto de Templos, só para você.

## Cartas Iniciais e de Destino

start-s01 = ação de Osíris com valor 5, sem perder Felicidade
start-s01-text = Ação Divina de Osíris como se pegasse um dado de valor 5, sem perder Felicidade.
start-s02 = ação de Osíris com valor 3, só pedreiras, sem perder Felicidade
start-s02-text = Ação Divina de Osíris como se pegasse um dado de valor 3, só pedreiras (Calcário ou Granito), sem perder Felicidade.
start-s03 = ação de Osíris com valor 3, só oficinas, sem perder Felicidade
start-s03-text = Ação Divina de Osíris como se pegasse um dado de valor 3, só oficinas (Papiro ou Pão), sem perder Felicidade.
start-s04 = quaisquer 5 Recursos, exceto Ouro
start-s04-text = Ganhe quaisquer 5 Recursos (exceto Ouro).
start-s05 = saque 2 Tecnologias, fique com 1
start-s05-text = Saque 2 Tecnologias, fique com 1.
start-s06 = saque 2 Bênçãos, fique com 1
start-s06-text = Saque 2 Bênçãos, fique com 1.
start-s07 = 2 Escribas e 1 Ouro
start-s07-text = Ganhe 2 Escribas e 1 Ouro.
start-s08 = 1 Papiro, 1 Pão, 1 Calcário, 1 Granito
start-s08-text = Ganhe 1 Papiro, 1 Pão, 1 Calcário e 1 Granito.
start-s09 = 3 Calcários e/ou Granitos
start-s09-text = Ganhe um total de 3 Calcários e Granitos, em qualquer combinação.
start-s10 = 3 Pães e/ou Papiros
start-s10-text = Ganhe um total de 3 Pães e Papiros, em qualquer combinação.
start-s11 = +3 de População, +2 de Felicidade
start-s11-text = Ganhe 3 de População e 2 de Felicidade.
start-s12 = 2 Ouros
start-s12-text = Ganhe 2 Ouros.
destiny-a01 = 1 Escriba
destiny-a01-text = Ganhe 1 Escriba.
destiny-a02 = 1 Ouro
destiny-a02-text = Ganhe 1 Ouro.
destiny-a03 = +1 de População ou +1 de Felicidade
destiny-a03-text = Ganhe 1 de População ou 1 de Felicidade.
destiny-a04 = 1 Fé
destiny-a04-text = Ganhe 1 Fé.

## O tabuleiro no navegador: seus controles e entradas de menu (src/targets.rs)

say-gain = Ganhar
say-no-action = Nenhuma ação
say-adjust-die = Ajustar o dado
say-set-value = Escolher o valor
say-done-adjusting = Encerrar o ajuste
say-technology-t19 = Tecnologia T19
say-decline = Recusar
say-resolve-next = Resolver a seguir
say-turn-pillar = Girar a peça de Coluna
say-pay-with = Pagar com
say-produce = Produzir
say-place-faith = Colocar Fé
say-leave-bread-unpaid = Deixar o Pão sem pagar
say-pay-triangles = Pagar por triângulos
say-end-turn = Encerrar o turno
target-keep = ficar com esta
target-draft = escolher esta
target-destiny = pegar esta
target-population = +1 de População
target-happiness = +1 de Felicidade
target-take-normal = pegá-lo (pela sua pureza)
target-take-anubis = pegá-lo com Anúbis (2 Escribas), abaixo da balança
target-take-anubis-blessing = pegá-lo com Anúbis (sua Bênção), abaixo da balança
target-take-as-pure = pegá-lo como Puro (sua Tecnologia)
target-take-as-tainted = pegá-lo como Corrompido (sua Tecnologia)
target-take-recolour = pegá-lo como dado { $colour } (sua Bênção)
target-take-fallback = pegá-lo como Corrompido (nenhum dado pode ser pego de outro modo)
target-bless = jogar esta Bênção
target-what-main = ação principal
target-what-free = ação livre com valor { $v }
target-main-god = { $what }: a ação de { $god }
target-main-produce = { $what }: produzir { $token }
target-adjust-scribe = { $delta } pagando um Escriba
target-adjust-tech = { $delta } com “{ $name }” (Tecnologia { $id })
target-adjust-tech-unknown = { $delta } com a Tecnologia { $id }
target-extra = a ação extra deste deus
target-use-t19 = pagar 1 Escriba e também produzir
target-resolve-main = a ação principal
target-resolve-extra = resolver a seguir a ação extra deste deus
target-god-statue = construir uma Estátua em honra a um deus
target-people-statue = construir aqui uma Estátua para o povo
target-cell = erigir a Coluna aqui
target-rotate = { $n ->
    [0] como está
    [1] um quarto de volta
   *[other] { $n } quartos de volta
  }
target-build-here = construir aqui
target-refresh = renovar esta seção
target-section = sacar desta seção
target-pick = pegar esta carta
target-district = construir neste distrito
target-boost = +1 de produção deste Recurso
target-reward = receber esta recompensa agora
target-faith-none = nenhuma
target-faith-pure = { $n } no prato dos Puros
target-faith-tainted = { $n } no prato dos Corrompidos
target-score = pontuar este Decreto
target-double = dobrar este Decreto

## O tabuleiro no navegador: as palavras da própria vista (web/view.js)

view-resource-papyrus = Papiro
view-resource-bread = Pão
view-resource-limestone = Calcário
view-resource-granite = Granito
view-resource-gold = Ouro
view-seat = Jogador { $seat }
view-seat-bot = Jogador { $seat } (Botancâmon)
view-heading = { $seat } — { $points } PV
view-heading-you = { $seat } (você) — { $points } PV
view-amount-produces = : { $n } (produz { $prod })
view-scribes = Escribas: { $n }
view-faith = Fé: { $n }
view-pop-happy = População { $pop }, Felicidade { $happy }
view-decrees-in-hand = Decretos na mão: { $n }
view-scales-pure = Balança: puros
view-scales-tainted = corrompidos
view-scales-below = abaixo
view-pan-pure = prato dos Puros
view-pan-tainted = prato dos Corrompidos
view-below-scales = abaixo da balança
view-setup = Preparação: cartas Iniciais e de Destino a escolher
view-destiny-centre = Cartas de Destino no centro
view-obelisk-heading = O Obelisco · giros { $rotations } · Maat { $maat }
view-bag = Dados na bolsa: { $n }
view-temple = Conjunto de Templos
view-pillar-display = Peças de Coluna de Rá
view-osiris = Osíris: distritos de produção
view-market = Mercado de Cartas
view-offered = Oferecidas (fique com uma):
view-section = Seção { $n } · Felicidade { $need }+
view-empty = vazio
view-starting-title = Carta Inicial { $n }: { $reward }
view-starting = Carta Inicial { $n }
view-initiative = iniciativa { $n }: { $reward }
view-destiny-title = Carta de Destino { $n }: { $reward }
view-destiny = Carta de Destino { $n }
view-ankh = Ankh { $ankh }: { $reward }
view-pillar-tile = peça de Coluna: { $tile }
view-pillar-left = Peça da esquerda
view-pillar-middle = Peça do centro
view-pillar-right = Peça da direita
view-people-free = { $space }: livre
view-people-seat = { $space }: jogador { $seat }
view-god-statues = Estátuas aos deuses: { $statues }
view-card-title = { $name } ({ $kind })
view-card-title-text = { $name } ({ $kind }): { $text }
view-card-note = { $kind }: { $text }
view-die = dado { $colour } mostrando { $value }
view-disc = o Obelisco e o Disco dos deuses
view-section-light = seção de { $god } (iluminada)
view-section-shadow = seção de { $god } (na sombra)
view-obelisk = o Obelisco
view-temple-label = o Conjunto de Templos
view-building-row = espaço de Edifício da linha { $n }
view-building-column = espaço de Edifício da coluna { $n }
view-pillar-of = Coluna do jogador { $seat } ({ $tile })
view-temple-cell = Conjunto de Templos, linha { $row }, coluna { $column }
view-district = Osíris: o distrito de { $district }
view-osiris-row-free = fileira { $row }: livre
view-osiris-row-seat = fileira { $row }: jogador { $seat }

# Por que uma ação ou uma configuração é recusada (o motivo depois de "… não é permitido
# agora: ", "… não é uma ação: " ou "configuração inválida: " do núcleo).
refused-not-legal-now = não é uma das ações permitidas agora
refused-not-an-outcome = não é um resultado possível deste sorteio
parse-expected-number = era esperado um número
parse-not-an-action = não é uma ação de Tekhenu
config-solo-option = a opção "{ $key }" é só para o modo solo contra Botancâmon, não para uma partida de { $players } jogadores
