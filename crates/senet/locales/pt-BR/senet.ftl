# Os textos do Senet em português do Brasil. Os nomes das casas seguem a reconstrução de
# Kendall, traduzidos (docs/senet.md, "Names in Portuguese").

## O jogo e sua opção

title = Senet
summary = O antigo jogo de corrida egípcio: lance os bastões e leve seus peões pelas trinta casas e para fora do tabuleiro antes do adversário.
option-pawns-label = Peões por jogador
option-pawns-help = peões por jogador: cinco (as regras posteriores de Kendall) ou sete (as primeiras, nas casas 1 a 14; docs/senet.md S-1)
option-pawns-5 = cinco
option-pawns-7 = sete

## As casas marcadas

house-15 = Casa do Renascimento
house-15-rule = um peão afogado na Casa da Água recomeça aqui, ou na casa livre mais próxima antes dela
house-26 = Casa da Felicidade
house-26-rule = todo peão precisa parar aqui com um lance exato antes de seguir
house-27 = Casa da Água
house-27-rule = um peão que para aqui se afoga e volta à Casa do Renascimento; a vez termina
house-28 = Casa das Três Verdades
house-28-rule = um peão aqui sai do tabuleiro com um lance de exatamente 3
house-29 = Casa de Re-Atum
house-29-rule = um peão aqui sai do tabuleiro com um lance de exatamente 2
house-30 = Casa de Hórus
house-30-rule = um peão aqui sai do tabuleiro com um lance de exatamente 1

## Casas

square = casa { $square }
square-house = casa { $square } ({ $house })
off-board = fora do tabuleiro

## Ações

action-throw = lançar { $n }
action-move = mover { $square }
action-back = voltar { $square }
throws = jogador { $seat } tira { $n }
throws-no-white = jogador { $seat } tira { $n } (nenhum lado branco para cima)
throws-whites = jogador { $seat } tira { $n } ({ $whites ->
    [1] 1 lado branco
   *[other] { $whites } lados brancos
  } para cima)
moves-off = jogador { $seat } tira do tabuleiro o peão da { $from }
moves-to = jogador { $seat } move o peão da casa { $from } para a { $to }
moves-back = jogador { $seat } volta o peão da casa { $from } para a { $to } (nenhum peão pode avançar)
option-move-off = tirar do tabuleiro o peão da casa { $from }
option-move-to = mover o peão da casa { $from } para a { $to }
option-drowns = { $option }: ele se afoga e recomeça na Casa do Renascimento
option-attacks = { $option }: atacar o peão do jogador { $other }, que volta para a casa { $from }
option-back = voltar o peão da casa { $from } para a { $to }

## O que acontece sozinho

no-move = jogador { $seat } não tem movimento com { $n }: a vez passa ao jogador { $other }
attacked = o peão do jogador { $other } na casa { $to } é atacado e volta para a casa { $from }
drowned = o peão cai na Casa da Água e recomeça na { $square }; a vez termina
pawns-off = jogador { $seat } tem { $off } de { $pawns } peões fora do tabuleiro
throws-again = jogador { $seat } lança de novo
to-throw = vez do jogador { $seat } lançar
wins-home = jogador { $seat } vence: todos os seus peões saíram do tabuleiro
verdict-win = jogador { $seat } vence
verdict-draw = empate
game-ends = o jogo termina após { $throws } lances: { $off0 } fora para o jogador 0, { $off1 } para o jogador 1 (soma das casas dos peões { $squares0 } e { $squares1 }): { $verdict }

## Ajuda

sticks = Os quatro bastões de lançar: { $results }.
stick-result = { $whites ->
    [1] 1 branco
   *[other] { $whites } brancos
  }: move { $value } ({ $ways } em 16)
stick-result-again = { $whites ->
    [1] 1 branco
   *[other] { $whites } brancos
  }: move { $value }, lança de novo ({ $ways } em 16)
house-help = { $house } (casa { $square }): { $rule }.

## Por que uma ação ou uma configuração é recusada (as ações digitadas se leem em inglês)

refused-throw-first = primeiro é preciso lançar os bastões
refused-thrown-already = os bastões já foram lançados: mova um peão
refused-back-only-when-stuck = um peão só pode voltar quando nenhum pode avançar
refused-no-pawn = você não tem peão na casa { $square }
refused-cannot-move = o peão da casa { $square } não pode andar { $n }
parse-expected = esperava "throw N", "move S" ou "back S" (S: a casa do peão)
config-pawns = o Senet se joga com 5 ou 7 peões para cada jogador, não { $pawns }

## O tabuleiro

board-head = Senet, { $pawns } peões cada, { $throws ->
    [1] 1 lance
   *[other] { $throws } lances
  } até agora
board-seat = jogador { $seat } joga com { $mark }: { $off } fora do tabuleiro
board-seat-you = jogador { $seat } (você) joga com { $mark }: { $off } fora do tabuleiro
mark-0 = x
mark-1 = o
board-legend = * 15 Renascimento, 26 Felicidade, 27 Água, 28 Três Verdades, 29 Re-Atum, 30 Hórus
status-over = o jogo terminou
status-move = jogador { $seat } move um peão { $n } casas
status-throw = jogador { $seat } lança os bastões

## A vista do tabuleiro (web/view.js): títulos, rótulos e textos ao passar o mouse

view-heading = Senet · { $throws ->
    [1] 1 lance
   *[other] { $throws } lances
  } · { $status }
view-seat-0 = jogador { $seat } (peões claros)
view-seat-1 = jogador { $seat } (peões escuros)
view-pawn-0 = um peão claro do jogador { $seat }
view-pawn-1 = um peão escuro do jogador { $seat }
view-you = (você)
view-off = { $seat }: { $off } de { $pawns } peões fora do tabuleiro
view-board = o tabuleiro do Senet: trinta casas em três fileiras
view-square = casa { $square }: { $what }
view-square-house = casa { $square } ({ $house }): { $what }
view-empty = vazia
view-sticks = Bastões
view-sticks-label = os quatro bastões de lançar
view-sticks-unthrown = os bastões: ainda não lançados
view-sticks-last = os bastões: último lance { $n }
view-moves = { $seat } move um peão { $n ->
    [1] 1 casa
   *[other] { $n } casas
  }
view-throws = { $seat } lança os bastões
