# nile-imhotep: todos os textos que o motor escreve para pessoas, em português do
# Brasil, com os nomes do manual.

## O jogo

title = Imhotep
summary = Leve pedras de navio a cinco locais de construção; cada local pontua à sua maneira, e os rivais decidem para onde as suas pedras navegam.

## Opções

option-sides-label = Tabuleiros dos locais (A ou B para Mercado, Pirâmide, Templo, Câmara Mortuária e Obeliscos, p. ex. ABABA)
option-sides-help = o lado (A ou B) dos tabuleiros de Mercado, Pirâmide, Templo, Câmara Mortuária e Obeliscos, cinco letras nessa ordem (AAAAA, ABABA, BBBBB...)
option-variant-label = Variante
option-variant-help = pharaohs-fury (A Fúria do Faraó): -5 pontos no final para cada jogador que não entregou ao menos 1 pedra a cada um dos quatro monumentos
option-variant-none = regras padrão
option-variant-fury = A Fúria do Faraó: -5 pontos para quem não entregar pedras a todos os monumentos

## Os jogadores pelas cores, e listas

colour-black = Preto
colour-white = Branco
colour-brown = Marrom
colour-gray = Cinza
colour-missing = um jogador inexistente
letter-black = P
letter-white = B
letter-brown = M
letter-gray = C
seat-name = { $colour } (jogador { $seat })
list-and = { $rest } e { $last }
list-or = { $first } ou { $second }

## Locais: o nome; para onde vai um navio ou uma pedra; onde algo acontece

site-market = Mercado
site-pyramid = Pirâmide
site-temple = Templo
site-burial-chamber = Câmara Mortuária
site-obelisks = Obeliscos
site-market-dest = o Mercado
site-pyramid-dest = a Pirâmide
site-temple-dest = o Templo
site-burial-chamber-dest = a Câmara Mortuária
site-obelisks-dest = os Obeliscos
site-market-at = no Mercado
site-pyramid-at = na Pirâmide
site-temple-at = no Templo
site-burial-chamber-at = na Câmara Mortuária
site-obelisks-at = nos Obeliscos

## As pirâmides do lado B

pyramid-left = esquerda
pyramid-middle = do meio
pyramid-right = direita

## Cartas de mercado

card-entrance = Entrada
card-sarcophagus = Sarcófago
card-paved-path = Caminho Pavimentado
card-pyramid-decoration = Decoração da Pirâmide
card-temple-decoration = Decoração do Templo
card-burial-chamber-decoration = Decoração da Câmara Mortuária
card-obelisk-decoration = Decoração do Obelisco
card-statue = Estátua
card-lever = Alavanca
card-hammer = Marreta
card-sail = Navegar
card-chisel = Cinzel
card-entrance-text = coloque 1 das suas pedras da pedreira na Pirâmide
card-sarcophagus-text = coloque 1 das suas pedras da pedreira na Câmara Mortuária
card-paved-path-text = coloque 1 das suas pedras da pedreira nos Obeliscos
card-pyramid-decoration-text = 1 ponto por cada 3 pedras na Pirâmide
card-temple-decoration-text = 1 ponto por cada 3 pedras no Templo
card-burial-chamber-decoration-text = 1 ponto por cada 3 pedras na Câmara Mortuária
card-obelisk-decoration-text = 1 ponto por cada 3 pedras nos Obeliscos
card-statue-text = some as suas estátuas: 1, 2, 3, 4 e 5 estátuas valem 1, 3, 6, 10 e 15 pontos, e cada estátua adicional vale mais 2
card-lever-text = navegue 1 navio para um local (ambas as condições para navegar devem ser atendidas); você decide a sequência em que as pedras são descarregadas
card-hammer-text = pegue 3 pedras da pedreira para o seu trenó e então coloque 1 pedra do seu trenó em 1 navio
card-sail-text = coloque 1 pedra em um navio e navegue com esse navio para um local (ambas as condições para navegar devem ser atendidas)
card-chisel-text = coloque 2 pedras em 1 navio ou 1 pedra em 2 navios diferentes
card-red = vermelha
card-green = verde
card-purple = roxa
card-blue = azul
explain-red = Quando você a recebe, imediatamente { $text }, no próximo espaço livre, seguindo as regras normais do local; então a carta vai para a pilha de descarte (se a sua pedreira estiver vazia, nada é colocado).
explain-green = Quando você a recebe, ela fica virada para cima na sua frente até o final do jogo. No final: { $text } (pedras de todas as cores contam).
explain-purple = Quando você a recebe, ela fica virada para cima na sua frente até o final do jogo. No final: { $text }.
explain-blue = Ela fica na sua frente até ser usada. Em um turno seguinte, em vez de uma ação (no máximo 1 carta azul por turno): { $text }. Depois de usada, ela vai para a pilha de descarte; se não for usada até o final do jogo, vale 1 ponto.
explain-card = { $name } (carta de mercado { $colour }, { $count } no baralho). { $rule }

## Ações (como se digitam e se listam)

action-round-card = carta de rodada { $n }
action-draw = comprar { $card }
action-take-stones = pegar novas pedras
action-place = colocar no navio { $ship }, espaço { $slot }
action-sail = navegar o navio { $ship } para { $site }
action-play = baixar { $card }
action-pass = passar
action-take-card = pegar { $card }
action-take-face-down = pegar as cartas viradas para baixo
action-no-card = não pegar nenhuma carta
action-keep = manter { $card }
action-build = construir na pirâmide { $pyramid }
action-build-number = construir na pirâmide { $n }
action-draw-top-card = comprar a carta do topo
action-skip-bonus = dispensar o bônus
action-one-point = receber 1 ponto
action-two-stones = pegar 2 pedras
action-unload = descarregar o espaço { $slot }

## O que um jogador faz, depois do seu nome

does-take-stones = pega novas pedras da pedreira
does-place = coloca uma pedra no navio { $ship }, espaço { $slot }
does-sail = navega o navio { $ship } para { $site }
does-play = baixa a carta { $card }
does-pass = passa a vez
does-take-card = pega a carta { $card }
does-take-face-down = pega as cartas viradas para baixo
does-no-card = não pega nenhuma carta
does-keep = mantém a carta { $card }
does-build = constrói na pirâmide { $pyramid }
does-draw-top-card = compra a carta de mercado do topo da pilha
does-skip-bonus = dispensa o bônus
does-one-point = recebe 1 ponto
does-two-stones = pega 2 pedras
does-unload = descarrega o espaço { $slot } em seguida

## Como uma ação se lê

describe-round-card = carta de rodada { $n }: navios de { $ships } espaços
describe-deal = a carta { $card } é revelada no mercado
describe-bonus-draw = { $who } compra a carta do topo da pilha: { $card }
describe-reveal = { $who } olha uma carta virada para baixo: { $card }
describe-reveal-hidden = { $who } olha uma carta virada para baixo
describe-leftover = uma carta virada para baixo que sobrou no mercado é revelada e descartada: { $card }
describe-keep-hidden = { $who } mantém uma das duas cartas viradas para baixo
describe-seat-acts = { $who } (jogador { $seat }) { $what }
describe-same-result = { $options } (o mesmo resultado)

## O que aconteceu por si só

narrate-all-passed = Todos os jogadores passaram: a rodada termina, e as pedras dos navios ainda no porto voltam para a pedreira.
narrate-round-ends = Fim da rodada { $round }.
narrate-round-begins = Começa a rodada { $round }: { $who } é o jogador inicial.
narrate-unload = O navio { $ship } descarrega { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
} { $site } ({ $owners }).
narrate-unload-market = O navio { $ship } descarrega { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
} { $site } ({ $owners }): cada pedra volta para a pedreira e o seu dono pode pegar uma carta.
narrate-pyramid-a = Pirâmide: pedra de { $who } em um espaço que vale { $points ->
    [1] 1 ponto
   *[other] { $points } pontos
}.
narrate-pyramid-b-level1 = Pirâmides: { $who } constrói na pirâmide { $pyramid }, nível 1, { $points ->
    [1] 1 ponto
   *[other] { $points } pontos
} e o bônus: { $bonus }.
narrate-pyramid-b-top = Pirâmides: { $who } constrói na pirâmide { $pyramid }, no topo, { $points ->
    [1] 1 ponto
   *[other] { $points } pontos
}.
narrate-pyramid-overflow = Pirâmide: pedra de { $who } ao lado da pirâmide completa: { $points ->
    [1] 1 ponto
   *[other] { $points } pontos
}.
narrate-temple-stone = Templo: pedra de { $who } na coluna { $column }.
narrate-burial-stone = Câmara Mortuária: pedra de { $who } na linha { $row }.
narrate-obelisk-tower = Obeliscos: { $who } completa uma torre no espaço que vale { $points ->
    [1] 1 ponto
   *[other] { $points } pontos
}.
narrate-obelisk-a = Obeliscos: o obelisco de { $who } chega a { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
}.
narrate-obelisk-b = { $n ->
    [0] Obeliscos: { $who } não tem mais pedras esperando por uma torre.
    [1] Obeliscos: { $who } tem 1 pedra esperando por uma torre.
   *[other] Obeliscos: { $who } tem { $n } pedras esperando por uma torre.
}
narrate-gains = { $who } ganha a carta { $card }.
narrate-red-placed = A carta { $card } é baixada: uma pedra do seu dono sai da pedreira para { $site }.
narrate-red-empty = A carta { $card } é baixada, mas a pedreira do seu dono está vazia: nenhuma pedra é colocada.
narrate-reshuffle = A pilha de compra acabou: a pilha de descarte é embaralhada e forma uma nova pilha de compra.
narrate-display-discarded = As cartas que sobraram no mercado vão para a pilha de descarte: { $cards }.
narrate-red-discarded = A carta { $card } foi baixada: ela vai para a pilha de descarte.
narrate-blue-discarded = A carta { $card } foi usada: ela vai para a pilha de descarte.
narrate-discarded = A carta { $card } vai para a pilha de descarte.
narrate-temple-top = { $who } (coluna { $column })
narrate-temple-a = Templo: cada pedra visível de cima vale 1 ponto: { $stones }.
narrate-temple-two-points = Coluna { $column } do templo: { $who } recebe 2 pontos.
narrate-temple-choice = Coluna { $column } do templo: { $who } recebe 1 ponto ou 2 pedras.
narrate-temple-top-card = Coluna { $column } do templo: { $who } recebe a carta de mercado do topo da pilha.
narrate-points-seat = { $who } { $change } ({ $score })
narrate-points = Pontos: { $list }.
narrate-game-over = Fim do jogo. Pontuação final:
narrate-final-part = { $part } { $change }
narrate-final-nothing = nada mais
narrate-final-seat = { $who }: { $during } durante o jogo; { $items }; pontuação final { $total }.
part-burial-chamber = Câmara Mortuária
part-obelisks = Obeliscos
part-statues = estátuas
part-decorations = decorações
part-unused-blue-cards = cartas azuis não usadas
part-pharaohs-fury = A Fúria do Faraó

## A decisão que um passo deixa a um jogador

decision-market-pick = { $who } pode pegar uma carta de mercado pela pedra.
decision-pair-keep = { $who } olha as duas cartas viradas para baixo e mantém uma.
decision-pyramid = { $who } escolhe uma pirâmide para a pedra.
decision-card-bonus = { $who } pode pegar a carta de mercado do topo da pilha.
decision-stones-bonus = { $who } pode pegar até 3 pedras para o trenó.
decision-ship-bonus = { $who } pode colocar uma pedra do trenó em um navio no porto.
decision-lever-unload = { $who } escolhe a próxima pedra a descarregar.

## O tabuleiro

render-header = Imhotep, { $players } jogadores, rodada { $round } de { $rounds }; lados { $sides } (Mercado, Pirâmide, Templo, Câmara Mortuária, Obeliscos){ $fury }
render-fury = ; A Fúria do Faraó
render-you-are = Você é { $who }.
render-players = Jogadores (jogador inicial desta rodada: { $who }):
render-statues = { $n ->
    [1] 1 estátua
   *[other] { $n } estátuas
}
render-card-count = { $n }x { $card }
render-no-cards = nenhuma
render-player = pontos { $score }  trenó { $sled }/5  pedreira { $quarry }  cartas: { $cards }
render-ships = Navios (o espaço 1 é a proa e descarrega primeiro; P preto, B branco, M marrom, C cinza):
render-ship = navio { $ship }: { $slots } { $state }
render-ship-sailed = navegou para { $site }
render-ship-can-sail = no porto, pode navegar (leva { $load }, precisa de { $needs })
render-ship-needs = no porto, precisa de { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
} para navegar
render-face-down-card = (carta virada para baixo)
render-market = Mercado ({ $side }): { $cards }
render-face-down = { $n ->
    [1] 1 carta virada
   *[other] { $n } cartas viradas
} para baixo
render-piles = pilha de compra: { $deck ->
    [1] 1 carta
   *[other] { $deck } cartas
}, pilha de descarte: { $discard ->
    [1] 1 carta
   *[other] { $discard } cartas
}; { $rounds ->
    [0] esta é a última rodada
    [1] falta 1 rodada depois desta
   *[other] faltam { $rounds } rodadas depois desta
}
render-in-play = em jogo: { $cards }
render-pair = cartas viradas para baixo sendo olhadas: { $cards }
render-pyramid = Pirâmide ({ $side }):
render-pyramid-a = nível 1 { $first } { $second } { $third } | nível 2 { $fourth } { $fifth } | topo { $top }  (o próximo espaço vale { $next })
render-pyramid-b = pirâmide { $pyramid }: nível 1 { $level } ({ $points ->
    [1] 1 ponto
   *[other] { $points } pontos
} e { $bonus } cada), topo { $top } ({ $top_points ->
    [1] 1 ponto
   *[other] { $top_points } pontos
})
render-stone-count = { $letter }x{ $n }
render-beside = ao lado: { $stones }
render-temple = Templo ({ $side }): visíveis { $tops }  ({ $n ->
    [1] 1 pedra
   *[other] { $n } pedras
} ao todo)
render-burial = Câmara Mortuária ({ $side }):
render-burial-row = linha { $row }: { $stones }
render-obelisks = Obeliscos ({ $side }):
render-obelisks-a = alturas { $heights }
render-obelisks-b = pedras avulsas: { $stones }; torres: { $towers }; espaços de torre livres valendo: { $free }
render-none = —
bonus-card = a carta de mercado do topo
bonus-stones = até 3 pedras para o trenó
bonus-ship = uma pedra do trenó para um navio
temple-point-or-stones = 1 ponto ou 2 pedras
temple-two-points = 2 pontos
temple-top-card = carta do topo

## De quem é a vez

turn-over = Fim do jogo. Pontuação final:
turn-act = Vez de { $who }: pegar novas pedras, colocar uma pedra, navegar um navio ou baixar uma carta azul.
turn-market-pick = { $who } escolhe uma carta de mercado por uma pedra.
turn-pair-keep = { $who } mantém uma das duas cartas viradas para baixo.
turn-pyramid = { $who } escolhe uma pirâmide para uma pedra.
turn-card-bonus = { $who } pode comprar a carta de mercado do topo.
turn-stones-bonus = { $who } pode pegar até 3 pedras para o trenó.
turn-ship-bonus = { $who } pode colocar uma pedra do trenó em um navio.
turn-temple-choice = { $who } recebe 1 ponto ou 2 pedras.
turn-lever-sail = { $who } baixa a Alavanca: escolha um navio e um local.
turn-lever-unload = { $who } baixa a Alavanca: escolha a próxima pedra a descarregar.
turn-hammer = { $who } baixa a Marreta: coloque uma pedra.
turn-sail-place = { $who } baixa Navegar: coloque uma pedra no navio que vai navegar.
turn-sail-sail = { $who } baixa Navegar: navegue com o navio { $ship }.
turn-chisel-first = { $who } baixa o Cinzel: coloque a primeira de 2 pedras.
turn-chisel-second = { $who } baixa o Cinzel: coloque a segunda pedra.
turn-chance = Aguardando um sorteio.

## O tabuleiro no navegador: entradas de menu e controles

target-take-stones = pegar novas pedras da pedreira
target-sail = navegar para { $site }
target-play = baixar { $card }
target-take-card = pegar { $card }
target-take-face-down = pegar as duas cartas viradas para baixo
target-build = construir na pirâmide { $pyramid }
target-build-next = construir na próxima pirâmide
target-draw-top-card = comprar a carta do topo
target-one-point = receber 1 ponto
target-two-stones = pegar 2 pedras
target-unload-next = descarregar esta pedra em seguida
target-unload-slot = espaço { $slot }
say-pass = Passar
say-no-card = Não pegar nenhuma carta
say-keep = Manter uma das cartas viradas para baixo
say-skip-bonus = Dispensar o bônus
say-unload = Descarregar

## O tabuleiro no navegador: as palavras da vista

view-round = Rodada { $round }
view-ships = os navios desta rodada
view-ship = navio { $ship }
view-ship-spaces = navio { $ship } ({ $n } espaços)
view-ship-space-one = navio { $ship } (1 espaço)
view-ship-space-empty = navio { $ship }, espaço { $space }: vazio
view-stone = uma pedra de { $colour }
view-sites = Locais
view-empty = vazio
view-face-down = { $n } viradas para baixo
view-card = carta { $n }
view-you = { $who } (você)
view-points = { $n } pontos
view-points-one = { $n } ponto
view-sled-title = o trenó: pedras prontas para colocar
view-sled = Trenó { $n }
view-quarry = pedreira { $n }
view-statues = estátuas { $n }
view-decoration = decoração
view-blue-card = carta azul

## Por que uma ação é recusada: a escolha da fase, e então o que há de errado com a ação

refused-place-and = { $problem }; { $why }
refused-chisel-both = você está colocando as duas pedras do Cinzel, cada uma em um espaço livre de um navio no porto
refused-chisel-second = você ainda está colocando a segunda pedra do Cinzel: coloque-a em um espaço livre de um navio no porto
refused-hammer-place = você está colocando a pedra da Marreta: coloque-a em um espaço livre de um navio no porto
refused-sail-place = você está colocando a pedra da carta Navegar: coloque-a em um navio que então tenha pedras suficientes para navegar
refused-sail-sail = você está navegando o navio { $ship } com a carta Navegar: escolha um local para o qual nenhum navio navegou nesta rodada
refused-lever-sail = você está baixando a Alavanca: navegue um navio com pedras suficientes para um local para o qual nenhum navio navegou nesta rodada
refused-lever-unload = você está baixando a Alavanca: escolha a próxima pedra a descarregar (descarregar o espaço K)
refused-market-pick = { $who } escolhe uma carta de mercado por uma pedra: pegue uma carta virada para cima, as cartas viradas para baixo (lado B) ou nenhuma carta
refused-pair-keep = { $who } mantém uma das duas cartas viradas para baixo
refused-pyramid = { $who } escolhe uma pirâmide com um espaço livre para uma pedra
refused-card-bonus = { $who } pode comprar a carta do topo ou dispensar o bônus
refused-stones-bonus = { $who } pode pegar até 3 pedras ou dispensar o bônus
refused-ship-bonus = { $who } pode colocar uma pedra em um espaço livre de um navio no porto ou dispensar o bônus
refused-temple-choice = { $who } recebe 1 ponto ou pega 2 pedras
refused-over = a partida acabou
refused-chance = um sorteio está pendente
refused-chance-not-that = um sorteio está pendente, não isso
refused-no-seat = nenhum jogador está na vez
refused-sled-full = o seu trenó está cheio ({ $n } pedras)
refused-quarry-empty = a sua pedreira está vazia
refused-sled-empty = o seu trenó está vazio
refused-ships = há apenas { $n } navios
refused-ship-sailed = o navio { $ship } já navegou
refused-ship-load = o navio { $ship } tem { $load ->
    [1] 1 pedra
   *[other] { $load } pedras
} e precisa de { $need } para navegar
refused-ship-spaces = o navio { $ship } tem apenas { $spaces ->
    [1] 1 espaço
   *[other] { $spaces } espaços
}
refused-slot-taken = o espaço { $slot } do navio { $ship } está ocupado
refused-site-taken = um navio já navegou para { $site } nesta rodada
refused-not-blue = só as cartas azuis são baixadas
refused-no-card = você não tem a carta { $card }
refused-lever-play = a Alavanca precisa de um navio com pedras suficientes para navegar
refused-hammer-play = a Marreta precisa de um espaço livre em um navio no porto
refused-sail-play = Navegar precisa de uma pedra no seu trenó e de um navio que navegue com mais uma pedra
refused-chisel-play = o Cinzel precisa de 2 pedras no seu trenó e de 2 espaços livres em navios no porto
refused-pass = você ainda pode pegar pedras, colocar uma pedra, navegar um navio ou baixar uma carta (passe só quando nada mais for possível)
refused-turn = é a vez de { $who }: pegar novas pedras, colocar uma pedra, navegar um navio ou baixar uma carta azul

## Por que um texto digitado não é uma ação (os textos das ações se leem em inglês)

parse-round-card = esperava "round card N", com N de 1 a 7
parse-draw = esperava "draw <carta>" ou "draw the top card"
parse-take = esperava "take stones", "take <carta>", "take no card", "take the face-down cards" ou "take 2 stones"
parse-keep = esperava "keep <carta>"
parse-play = esperava "play Lever|Hammer|Sail|Chisel"
parse-place = esperava "place on ship N slot M" (navios e espaços de 1 a 4)
parse-sail = esperava "sail ship N to <local>"
parse-build = esperava "build the left|middle|right pyramid"
parse-unload = esperava "unload slot N"
parse-unknown = não é uma ação de Imhotep

## Por que uma configuração é recusada

config-bad-sides = os lados devem ser 5 letras A ou B para Mercado, Pirâmide, Templo, Câmara Mortuária e Obeliscos (como AAAAA ou ABABA), não "{ $value }"
