# nile-conquistando: os textos de Conquistando o Egito, em português do Brasil.
# Os nomes são os do livro de regras; o mapa, as cartas de recursos e as conquistas das
# eras são substitutos do projeto (docs/conquistando.md).

## O jogo e suas opções

game-title = Conquistando o Egito
game-summary = Faça crescer um império ao longo de quatro eras: construa, gere trabalhadores, treine soldados, ordene sacerdotes, forme médicos e conquiste terrenos de defesas ocultas.
option-achievements = Conquistas das eras
option-achievements-help = conquistas ao final das eras 1 a 3 (a tabela substituta do projeto, docs/conquistando.md GAP-1)
option-achievements-on = em jogo
option-achievements-off = fora do jogo
option-loss-basis = As perdas de uma batalha ganha contam-se sobre
option-loss-basis-help = sobre o que se calculam os 75% de perda do vencedor: os defensores (a regra como está escrita) ou os soldados enviados (docs/conquistando.md GAP-6)
option-loss-basis-defenders = os defensores (como está escrito)
option-loss-basis-attackers = os atacantes

## Construções: o nome, com artigo indefinido, com artigo definido e contadas (duas ou mais)

building-m1 = Pirâmide Grande
building-m1-a = uma { building-m1 }
building-m1-the = a { building-m1 }
building-m1-count = { $n } Pirâmides Grandes
building-m2 = Pirâmide Média
building-m2-a = uma { building-m2 }
building-m2-the = a { building-m2 }
building-m2-count = { $n } Pirâmides Médias
building-m3 = Pirâmide Pequena
building-m3-a = uma { building-m3 }
building-m3-the = a { building-m3 }
building-m3-count = { $n } Pirâmides Pequenas
building-m4 = Esfinge
building-m4-a = uma { building-m4 }
building-m4-the = a { building-m4 }
building-m4-count = { $n } Esfinges
building-m5 = Obelisco
building-m5-a = um { building-m5 }
building-m5-the = o { building-m5 }
building-m5-count = { $n } Obeliscos
building-m6 = Estátua
building-m6-a = uma { building-m6 }
building-m6-the = a { building-m6 }
building-m6-count = { $n } Estátuas
building-c01 = Poço Pequeno
building-c01-a = um { building-c01 }
building-c01-the = o { building-c01 }
building-c01-count = { $n } Poços Pequenos
building-c02 = Poço Grande
building-c02-a = um { building-c02 }
building-c02-the = o { building-c02 }
building-c02-count = { $n } Poços Grandes
building-c03 = Extratora de Madeira Pequena
building-c03-a = uma { building-c03 }
building-c03-the = a { building-c03 }
building-c03-count = { $n } Extratoras de Madeira Pequenas
building-c04 = Extratora de Madeira Grande
building-c04-a = uma { building-c04 }
building-c04-the = a { building-c04 }
building-c04-count = { $n } Extratoras de Madeira Grandes
building-c05 = Templo Pequeno
building-c05-a = um { building-c05 }
building-c05-the = o { building-c05 }
building-c05-count = { $n } Templos Pequenos
building-c06 = Templo Grande
building-c06-a = um { building-c06 }
building-c06-the = o { building-c06 }
building-c06-count = { $n } Templos Grandes
building-c07 = Fazenda Pequena
building-c07-a = uma { building-c07 }
building-c07-the = a { building-c07 }
building-c07-count = { $n } Fazendas Pequenas
building-c08 = Fazenda Grande
building-c08-a = uma { building-c08 }
building-c08-the = a { building-c08 }
building-c08-count = { $n } Fazendas Grandes
building-c09 = Pedreira Pequena
building-c09-a = uma { building-c09 }
building-c09-the = a { building-c09 }
building-c09-count = { $n } Pedreiras Pequenas
building-c10 = Pedreira Grande
building-c10-a = uma { building-c10 }
building-c10-the = a { building-c10 }
building-c10-count = { $n } Pedreiras Grandes
building-c11 = Centro de Treinamento Pequeno
building-c11-a = um { building-c11 }
building-c11-the = o { building-c11 }
building-c11-count = { $n } Centros de Treinamento Pequenos
building-c12 = Centro de Treinamento Grande
building-c12-a = um { building-c12 }
building-c12-the = o { building-c12 }
building-c12-count = { $n } Centros de Treinamento Grandes
building-c13 = Casa da Vida
building-c13-a = uma { building-c13 }
building-c13-the = a { building-c13 }
building-c13-count = { $n } Casas da Vida

## Pessoas: com artigo, no tabuleiro, contadas, no plural, o verbo e a ação

unit-worker-a = um trabalhador
unit-worker-many = { $n ->
    [1] 1 trabalhador
   *[other] { $n } trabalhadores
}
unit-worker-count = { $n ->
    [1] 1 trabalhador
   *[other] { $n } trabalhadores
}
unit-worker-plural = trabalhadores
unit-worker-verb = gerar
make-worker = gerar trabalhador
unit-soldier-a = um soldado
unit-soldier-many = { $n ->
    [1] 1 soldado
   *[other] { $n } soldados
}
unit-soldier-count = { $n ->
    [1] 1 soldado
   *[other] { $n } soldados
}
unit-soldier-plural = soldados
unit-soldier-verb = treinar
make-soldier = treinar soldado
unit-priest-a = um sacerdote
unit-priest-many = { $n ->
    [1] 1 sacerdote
   *[other] { $n } sacerdotes
}
unit-priest-count = { $n ->
    [1] 1 sacerdote
   *[other] { $n } sacerdotes
}
unit-priest-plural = sacerdotes
unit-priest-verb = ordenar
make-priest = ordenar sacerdote
unit-doctor-a = um médico
unit-doctor-many = { $n ->
    [1] 1 médico
   *[other] { $n } médicos
}
unit-doctor-count = { $n ->
    [1] 1 médico
   *[other] { $n } médicos
}
unit-doctor-plural = médicos
unit-doctor-verb = formar
make-doctor = formar médico
soldiers = { $n ->
    [1] 1 soldado
   *[other] { $n } soldados
}

## Recursos: o nome e uma quantidade

resource-water = água
amount-water = { $n ->
    [1] 1 água
   *[other] { $n } águas
}
resource-wood = madeira
amount-wood = { $n ->
    [1] 1 madeira
   *[other] { $n } madeiras
}
resource-food = comida
amount-food = { $n ->
    [1] 1 comida
   *[other] { $n } comidas
}
resource-stone = pedra
amount-stone = { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
}
resource-coin = moeda
amount-coin = { $n ->
    [1] 1 moeda
   *[other] { $n } moedas
}
resource-happiness = felicidade
amount-happiness = { $n ->
    [1] 1 ponto de felicidade
   *[other] { $n } pontos de felicidade
}
nothing = nada

## As eras (nomes do livro de regras)

era-1 = Pré-dinástica
era-2 = Império Antigo
era-3 = Império Médio
era-4 = Império Novo
unknown = ?

## O mapa (nomes substitutos): o nome, como objeto, com "em" e com "de"

terrain-unknown = T{ $t }
terrain-t0 = Delta Ocidental
terrain-t0-the = o { terrain-t0 }
terrain-t0-on = no { terrain-t0 }
terrain-t0-from = do { terrain-t0 }
terrain-t1 = Delta
terrain-t1-the = o { terrain-t1 }
terrain-t1-on = no { terrain-t1 }
terrain-t1-from = do { terrain-t1 }
terrain-t2 = Delta Oriental
terrain-t2-the = o { terrain-t2 }
terrain-t2-on = no { terrain-t2 }
terrain-t2-from = do { terrain-t2 }
terrain-t3 = Faium
terrain-t3-the = o { terrain-t3 }
terrain-t3-on = no { terrain-t3 }
terrain-t3-from = do { terrain-t3 }
terrain-t4 = Mênfis
terrain-t4-the = { terrain-t4 }
terrain-t4-on = em { terrain-t4 }
terrain-t4-from = de { terrain-t4 }
terrain-t5 = Colinas do Mar Vermelho
terrain-t5-the = as { terrain-t5 }
terrain-t5-on = nas { terrain-t5 }
terrain-t5-from = das { terrain-t5 }
terrain-t6 = Oásis de Bahariya
terrain-t6-the = o { terrain-t6 }
terrain-t6-on = no { terrain-t6 }
terrain-t6-from = do { terrain-t6 }
terrain-t7 = Tínis
terrain-t7-the = { terrain-t7 }
terrain-t7-on = em { terrain-t7 }
terrain-t7-from = de { terrain-t7 }
terrain-t8 = Deserto Oriental
terrain-t8-the = o { terrain-t8 }
terrain-t8-on = no { terrain-t8 }
terrain-t8-from = do { terrain-t8 }
terrain-t9 = Oásis de Kharga
terrain-t9-the = o { terrain-t9 }
terrain-t9-on = no { terrain-t9 }
terrain-t9-from = do { terrain-t9 }
terrain-t10 = Tebas
terrain-t10-the = { terrain-t10 }
terrain-t10-on = em { terrain-t10 }
terrain-t10-from = de { terrain-t10 }
terrain-t11 = Uádi Hammamat
terrain-t11-the = o { terrain-t11 }
terrain-t11-on = no { terrain-t11 }
terrain-t11-from = do { terrain-t11 }
terrain-t12 = Núbia Ocidental
terrain-t12-the = a { terrain-t12 }
terrain-t12-on = na { terrain-t12 }
terrain-t12-from = da { terrain-t12 }
terrain-t13 = Assuã
terrain-t13-the = { terrain-t13 }
terrain-t13-on = em { terrain-t13 }
terrain-t13-from = de { terrain-t13 }
terrain-t14 = Núbia Oriental
terrain-t14-the = a { terrain-t14 }
terrain-t14-on = na { terrain-t14 }
terrain-t14-from = da { terrain-t14 }

## Conquistas das eras (nomes substitutos)

achievement-e1-monuments = Construtores Sagrados
achievement-e1-unification = Unificação
achievement-e1-people = Povo em Crescimento
achievement-e2-pyramid = Era das Pirâmides
achievement-e2-army = Exército Real
achievement-e2-nomes = Nomos
achievement-e3-empire = Império
achievement-e3-clergy = Clero de Amon
achievement-e3-healers = Curandeiros
list-and = { $a } e { $b }

## O texto próprio das ações e o texto das opções

action-build = construir { $building }
action-move-army = mover exército
action-attack = atacar
action-end = encerrar ações
action-on = em T{ $t }
action-from = de T{ $t }
action-to = para T{ $t }
action-soldiers = com { $n ->
    [1] 1 soldado
   *[other] { $n } soldados
}
action-help = ação para o jogador { $seat }
action-defence = carta de defesa mostra { $defenders }
action-resources = carta de recursos RC{ $card }
option-on = { $place }
option-from = { $place }
option-to = para { $place }

## Como uma ação se lê

behalf = { " " }no império do jogador { $seat } (Ação para o Adversário)
describe-build = jogador { $seat } vai construir { $building }{ $behalf }
describe-make = jogador { $seat } vai { $verb } { $person }{ $behalf }
describe-move-army = jogador { $seat } move um exército
describe-attack = jogador { $seat } ataca um terreno neutro
describe-end = jogador { $seat } encerra suas Ações Próprias
describe-help = jogador { $seat } escolhe o jogador { $other } para a Ação para o Adversário
describe-place-building = jogador { $seat } constrói { $building } { $place }{ $behalf }
describe-place-worker = jogador { $seat } gera um trabalhador { $place }{ $behalf }
describe-place-unit = jogador { $seat } transforma um trabalhador { $place } em { $person }{ $behalf }
describe-leave = o exército do jogador { $seat } sai { $from }
describe-move-to = o exército do jogador { $seat } vai { $from } para { $to }
describe-attack-to = o exército do jogador { $seat } ataca { $to } partindo { $from }
describe-move-count = jogador { $seat } move { $soldiers } { $from } para { $to }
describe-attack-count = jogador { $seat } ataca { $to } partindo { $from } com { $soldiers }
describe-defence = a carta de defesa { $place }, no império do jogador { $seat }, é virada: { $defenders ->
    [1] 1 defensor
   *[other] { $defenders } defensores
}
describe-conquer = jogador { $seat } conquista { $place }: carta de recursos { $card }{ $installs }
installs = , que instala { $buildings }
installs-none = , sem construções
describe-other = jogador { $seat }: { $action }

## O que aconteceu por si

narrate-help = jogador { $seat } ganha 1 PV pela ajuda
narrate-penalty = jogador { $seat } não tem nenhuma ação possível e perde 1 PV
narrate-achievement = jogador { $seat } desbloqueia a conquista { $name }
narrate-round = começa a rodada { $round } (era { $era }, { $name })
narrate-collect = jogador { $seat } coleta { $gain }
winner = o jogador { $seat }
narrate-over-one = fim de jogo: vence { $winners }, com { $vp } PV
narrate-over-many = fim de jogo: empatam em primeiro lugar { $winners }, com { $vp } PV
force = { $soldiers ->
    [1] 1 soldado
   *[other] { $soldiers } soldados
}{ $priests ->
    [0] { "" }
    [1] { " " }e 1 sacerdote
   *[other] { " " }e { $priests } sacerdotes
}
battle-won = jogador { $seat } vence a batalha { $place } ({ $force }, contra { $defenders }): { $lost ->
    [1] 1 soldado perdido
   *[other] { $lost } soldados perdidos
}, { $survivors ->
    [1] 1 sobrevivente ocupa
   *[other] { $survivors } sobreviventes ocupam
} o terreno, +1 PV
battle-lost = jogador { $seat } perde a batalha { $place } ({ $force }, contra { $defenders }): { $sent ->
    [1] o soldado é perdido
   *[other] os { $sent } soldados são perdidos
}; a carta de defesa fica virada para cima

## Explicações

class-monument = monumento
class-city = construção de cidade, +1 PV ao ser construída
explain-era = { " " }(a partir da era Império Antigo)
explain-makes = ; transforma até { $n ->
    [1] 1 trabalhador
   *[other] { $n } trabalhadores
} por rodada em { $unit }
explain-building = { $name } ({ $id }): { $class }{ $era }; custa { $cost }; gera { $yields } a cada Coleta{ $makes }
explain-card = carta de recursos { $id } (substituta, docs/conquistando.md GAP-4): instala { $buildings } no terreno conquistado
explain-achievement = conquista { $id } "{ $name }" (substituta, docs/conquistando.md GAP-1), verificada ao final da era { $era }: { $condition }; { $bonus }
bonus-collection = +{ $amounts } a cada Coleta
bonus-losses = perdas em batalha { $points } pontos percentuais menores
condition-monuments = pelo menos { $n ->
    [1] 1 monumento
   *[other] { $n } monumentos
}
condition-terrains = pelo menos { $n ->
    [1] 1 terreno
   *[other] { $n } terrenos
} sob seu poder, incluindo o terreno inicial
condition-people = pelo menos { $people }
condition-buildings = pelo menos { $n } { $building }

## O tabuleiro

render-head = Conquistando o Egito: rodada { $round } de { $rounds }, era { $era } ({ $name })
stage-help = jogador { $seat }, Ação para o Adversário no império do jogador { $target }
stage-own = jogador { $seat }, ação própria { $action } de 3
pending-over = o jogo terminou
pending-choose-opponent = jogador { $seat } escolhe o adversário da Ação para o Adversário
pending-choose = { $stage }: escolha a ação
pending-place-building = { $stage }: onde construir { $building }
pending-place-unit = { $stage }: onde { $verb }
pending-move-from = { $stage }: mover exército, de onde
pending-move-to = { $stage }: mover exército { $from }, para onde
pending-move-count = { $stage }: mover exército { $from } para { $to }, quantos soldados
pending-attack-from = { $stage }: atacar, de onde
pending-attack-target = { $stage }: atacar partindo { $from }, qual terreno
pending-attack-count = { $stage }: atacar { $to } partindo { $from }, com quantos soldados
pending-defence = acaso: o jogador { $seat } ataca { $to } partindo { $from } com { $soldiers ->
    [1] 1 soldado
   *[other] { $soldiers } soldados
}; vira-se a carta de defesa do terreno
pending-resource = acaso: o jogador { $seat } conquistou { $to }; vira-se a carta de recursos do terreno
seat-line = Jogador { $seat }{ $oldest }{ $you }: { $total } PV (construções de cidade { $city }, terras conquistadas { $conquests }, ajudas { $helps }, penalidades -{ $penalties })
seat-oldest = { " " }(o mais velho)
seat-you = { " " }[você]
stock = estoque: { $items }
stock-item = { $resource } { $n }
achievements = conquistas: { $names }
terrain-shown = neutro, carta de defesa virada para cima: { $defenders ->
    [1] 1 defensor
   *[other] { $defenders } defensores
}
terrain-face-down = neutro, cartas viradas para baixo
terrain-card = { " " }(carta { $card })
terrain-owned = sob seu poder{ $card }: { $buildings } | { $people }
no-buildings = nenhuma construção
nobody = ninguém

## Os controles do tabuleiro: as palavras de um controle e as entradas do seu menu

say-build = Construir
say-make = Nova pessoa
say-move = Mover Exército
say-end = Encerrar ações
say-soldiers = Quantos soldados vão
target-make-worker = gerar um trabalhador
target-make-soldier = treinar um soldado
target-make-priest = ordenar um sacerdote
target-make-doctor = formar um médico
target-move = entre seus terrenos
target-attack = atacar um terreno neutro
target-here = aqui
target-from = o exército sai daqui
target-to = o exército vem para cá
target-help = fazer aqui a Ação para o Adversário

## A vista do tabuleiro: o nome curto de uma construção num terreno, a letra de uma pessoa, as etapas

short-m1 = Pir. Grande
short-m2 = Pir. Média
short-m3 = Pir. Pequena
short-m4 = Esfinge
short-m5 = Obelisco
short-m6 = Estátua
short-c01 = Poço P
short-c02 = Poço G
short-c03 = Extr. Mad. P
short-c04 = Extr. Mad. G
short-c05 = Templo P
short-c06 = Templo G
short-c07 = Fazenda P
short-c08 = Fazenda G
short-c09 = Pedreira P
short-c10 = Pedreira G
short-c11 = C. Trein. P
short-c12 = C. Trein. G
short-c13 = Casa da Vida
letter-worker = T
letter-soldier = S
letter-priest = Sa
letter-doctor = M
step-choose = escolher a ação
step-choose-opponent = escolher o adversário
step-place-building = onde construir
step-place-unit = onde pôr a pessoa
step-move-from = mover exército: de onde
step-move-to = mover exército: para onde
step-move-count = mover exército: quantos soldados
step-attack-from = atacar: de onde
step-attack-target = atacar: qual terreno
step-attack-count = atacar: com quantos soldados
step-defence-draw = acaso: carta de defesa
step-resource-draw = acaso: carta de recursos
step-over = fim de jogo

## Os títulos e rótulos da vista do tabuleiro

view-round = Rodada { $round }
view-era = era { $era } ({ $name }, até a rodada { $end })
view-acting = jogador { $seat } age no império do jogador { $empire }
view-legend-buildings = construções: P pequena(o), G grande, Pir. pirâmide, Extr. Mad. extratora de madeira, C. Trein. centro de treinamento (passe o mouse sobre um terreno para ver os nomes completos)
view-legend-people = pessoas: T trabalhadores, S soldados, Sa sacerdotes, M médicos
view-seat = Jogador { $seat }
view-you = (você)
view-acted-on = o império em que se age
view-vp = { $vp } PV
view-vp-sources = PV: construções de cidade { $city }, terras conquistadas { $conquests }, ajudas { $helps }, penalidades −{ $penalties }
view-achievements = conquistas { $n }
view-map = império do jogador { $seat }: o mapa
view-people = pessoas { $people }
view-resource-card = carta de recursos { $card }
view-neutral = neutro
view-defence-down = defesa virada
view-defence-up = carta de defesa virada para cima: { $n ->
    [1] 1 soldado
   *[other] { $n } soldados
}
view-owned-by = { $terrain } (do jogador { $seat })
view-empty = vazio

## Por que uma ação é recusada (src/legal.rs) e por que uma configuração é (src/state.rs)

refused-game-over = o jogo terminou
refused-nothing-placed = nada está sendo colocado
refused-no-army-moving = nenhum exército está se movendo
refused-no-action-taken = é preciso fazer ao menos uma ação própria antes
refused-choose-action = escolha uma ação primeiro
refused-opponent-no-army = a Ação para o Adversário não pode mover um exército
refused-task-impossible = essa ação não é possível agora (custo, limite, era ou espaço)
refused-choose-opponent = escolha um adversário para a Ação para o Adversário
refused-not-opponent = esse jogador não é um adversário
refused-choose-terrain = escolha o terreno
refused-no-room-building = não é um terreno seu com espaço para uma construção
refused-no-free-space = não é um terreno seu com um espaço livre
refused-no-conversion = não é um terreno seu cujas construções ainda possam transformar um trabalhador nesta rodada
refused-choose-origin = escolha o terreno de onde o exército sai
refused-army-stuck = nenhum exército ali pode ir a lugar algum
refused-choose-destination = escolha o terreno em que o exército entra
refused-not-attackable = não é um terreno não conquistado vizinho ao exército
refused-not-reachable = não é um terreno seu vizinho ao exército e com espaço
refused-choose-count = escolha quantos soldados vão
refused-too-many-move = essa quantidade de soldados não pode se mover para lá
refused-too-many-attack = essa quantidade de soldados não está no terreno
refused-defence-now = uma carta de defesa deve ser virada agora
refused-no-defence-card = nenhuma carta de defesa virada para baixo mostra esse número
refused-resources-now = uma carta de recursos deve ser virada agora
refused-no-resource-card = essa carta de recursos não está virada para baixo
config-players = Conquistando o Egito é jogado por 2 a 4 jogadores, não { $players }

## Por que uma ação digitada não pode ser lida (src/action.rs); os comandos ficam como se digitam

parse-not-a-number = "{ $text }" não é um número
parse-no-terrain = esperava T<n> ou o nome de um terreno
parse-not-a-building = não é uma construção
parse-no-card-id = esperava o código de uma carta, como RC05
parse-expected = esperava um destes: build <construção>, generate worker, train soldier, ordain priest, form doctor, move army, attack, end actions, on T<n> (ou on o nome de um terreno), from T<n>, to T<n>, with <n> soldiers, act for seat <n>, defence card shows <n>, resource card RC<nn>
