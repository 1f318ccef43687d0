# nile-bots: o que os robôs escrevem para as pessoas, em português do Brasil. As palavras
# de uma especificação de robô (mcts, pimc, os nomes das opções como depth ou trees, o ms
# de um orçamento) são o que se digita, por isso ficam como se digitam.

## Os níveis, como a interface os nomeia

level-easy = fácil
level-medium = médio
level-hard = difícil

## Por que a especificação de um lugar é recusada

spec-human = "{ $spec }" é um lugar de pessoa, que a linha de comando ocupa ela mesma; um robô é random, greedy ou mcts:N
spec-unknown = robô desconhecido "{ $spec }": esperava random, greedy, lookahead:D, mcts:N (iterações) / mcts:Nms (tempo), pimc, pimc:K:units=U, pimc:500ms, anchor ou um nível: fácil, médio ou difícil; p. ex. difícil, mcts:2000 ou pimc:500ms
spec-random-no-options = "{ $spec }": o robô aleatório não aceita opções
spec-anchor-no-options = "{ $spec }": a referência anchor não aceita opções (ela é a régua fixa)
spec-level-no-options = "{ $spec }": o nível { $level } não aceita opções (ele nomeia um robô medido)
spec-anchor-outside-ra = "{ $spec }": o anchor é a referência do Rá; em { $title } use pimc (p. ex. pimc:500ms)
spec-level-no-bot = "{ $spec }": o nível { $level } não nomeia um robô concreto para { $title }
spec-greedy-depth = "{ $spec }": depth deve ser um número inteiro de nós de acaso, não "{ $value }"
spec-greedy-unknown = "{ $spec }": opção desconhecida de greedy "{ $knob }" (esperava random ou depth=D)
spec-lookahead-depth = "{ $spec }": lookahead precisa de uma profundidade de 1 a { $max } decisões, p. ex. lookahead:3
spec-lookahead-one = "{ $spec }": lookahead aceita uma só profundidade, p. ex. lookahead:3
spec-eval = "{ $spec }": eval deve ser learned ou game, não "{ $value }"

# `pimc`: `what` é uma das duas abaixo ou o nome de uma opção (maxunits, nodes).
spec-pimc-whole = "{ $spec }": { $what } precisa de um número inteiro positivo, não "{ $value }"
spec-pimc-worlds = o número de mundos
spec-pimc-horizon = o horizonte
spec-pimc-win = "{ $spec }": win precisa de um número positivo de pontos, não "{ $value }"
spec-pimc-unknown = "{ $spec }": opção desconhecida de pimc "{ $knob }" (esperava K mundos, um tempo como 500ms, nodes=N, units=U, auctions=U, rounds=U, turns=U, phases=U, maxunits=M, worlds=K, win=S, score ou ab)

# `mcts`: `what` é uma das três spec-mcts-a-… abaixo.
spec-mcts-no-budget = "{ $spec }": mcts precisa de um orçamento, p. ex. mcts:2000 (iterações) ou mcts:500ms
spec-mcts-budget = "{ $spec }": "{ $budget }" não é um orçamento; esperava um número positivo de iterações (mcts:2000) ou um tempo (mcts:500ms, mcts:2s)
spec-mcts-number = "{ $spec }": { $knob } precisa de { $what }, p. ex. { $knob }=0.7
spec-mcts-a-number = um número não negativo
spec-mcts-a-weight = um peso entre 0 e 1
spec-mcts-a-share = uma fração de exploração entre 0 e 1
spec-mcts-cpu = "{ $spec }": cpu precisa de um orçamento de tempo, p. ex. mcts:500ms:cpu
spec-mcts-h = "{ $spec }": h precisa de um número de decisões ou end, p. ex. h=4
spec-mcts-margin = "{ $spec }": margin precisa de um peso entre 0 e 1
spec-mcts-trees = "{ $spec }": trees precisa de um número inteiro de 1 a { $max }
spec-mcts-mast = "{ $spec }": mast precisa de uma fração de exploração entre 0 e 1
spec-mcts-imm = "{ $spec }": imm precisa de um peso acima de 0 e no máximo 1, p. ex. imm=0.3
spec-mcts-positive-weight = "{ $spec }": { $knob } precisa de um peso acima de 0, p. ex. { $knob }=1
spec-mcts-pbafter = "{ $spec }": pbafter precisa de um número inteiro de visitas, p. ex. pbafter=4
spec-mcts-nodes = "{ $spec }": nodes precisa de um número inteiro positivo
spec-mcts-unknown = "{ $spec }": opção desconhecida de mcts "{ $knob }" (esperava classic, cpu, random, greedy, policy, h=D, c=X, margin, margin=W, scale=S, trees=K, reuse, fresh, mast, mast=E, imm=A, pb=W, prior=W, pbafter=V, pexp, ol ou nodes=N)
spec-mcts-pbafter-alone = "{ $spec }": pbafter precisa também de pb=W ou prior=W, p. ex. mcts:500ms:pb=1:pbafter=4
spec-mcts-pb-and-prior = "{ $spec }": pb e prior definem ambos as prioridades dos filhos (a avaliação ou a política aprendida): escolha um

## Outras recusas

tuned-not-mcts = os ajustes de { $title }, "{ $knobs }", não são opções de mcts
wrong-game = um robô de { $game } foi chamado a jogar { $other }
self-play-needs-mcts = "{ $spec }": o jogo contra si mesmo para uma política precisa de uma busca mcts (p. ex. mcts:800), cujas visitas da raiz são os alvos

## Why an arena could not be played

arena-seat-count = { $given ->
    [one] foi dada { $given } especificação de assento
   *[other] foram dadas { $given } especificações de assento
} para uma partida de { $seats } assentos; dê uma por assento
arena-no-games = a arena precisa de ao menos uma partida
arena-cannot-start = não foi possível começar { $game }: { $error }
arena-no-threads = não foi possível iniciar os fios de execução da arena: { $error }
arena-game-failed = a partida { $game } (semente { $seed }) falhou: { $error }
