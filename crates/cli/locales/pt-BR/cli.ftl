# Os textos do próprio terminal (`nile play`, `nile replay`) em português do Brasil.

play-header = { $title } com { $players } jogadores, semente { $seed }:
seat-spec = jogador { $seat }: { $spec }
play-shared = { $count } pessoas dividem este terminal (jogadores { $seats }): antes de cada vez a tela passa ao jogador da vez, que vê só o que esse jogador pode ver.
left-unfinished = Partida deixada sem terminar.
taken-back = Desfeito: { $text }
took-back = jogador { $seat } desfez: { $text }
cannot-take-back = Não é possível desfazer isso: { $why }.
game-over-look = O jogo terminou: todos podem olhar a tela.
hand-over = Vez do jogador { $seat }: passe a tela ao jogador { $seat } e tecle Enter.
prompt-yours = sua jogada>
prompt-seat = jogada do jogador { $seat }>
nothing-known = Nada se sabe sobre "{ $topic }".
confirm = jogar { $option }? [S/n]
not-played = Não jogado: escolha de novo.
chose-you = Você escolheu: { $option }
chose-seat = Jogador { $seat } escolheu: { $option }
changed = Mudou no tabuleiro:
not-utf8 = Essa linha não é texto legível (tem um byte que não é UTF-8); digite de novo.
human-help = Digite o número de uma opção (de 1 à última mostrada) ou o seu texto como mostrado; algumas palavras do texto de uma opção ("dado 3", "barco 2") listam só as opções que as contêm, e quando só uma as contém você confirma. "#" e um índice de ação ("#2494", o mesmo em toda vez) jogam essa ação, para roteiros. "ajuda D05" (ou "carta D05") mostra o texto do livro de regras de uma carta ou peça, "tabuleiro" mostra a posição de novo, "desfazer" desfaz sua última decisão (enquanto for o último passo e não tiver mostrado nada oculto a ninguém: não depois de um sorteio ou da jogada de outro jogador), e "sair" para (o registro ainda é salvo). Os comandos em inglês (help, board, undo, quit) também valem.
log-saved = Registro salvo em { $path }.
final-scores = Pontuação final:
final-row = jogador { $seat } { $name } { $score } pontos, { $place }º lugar
winner-mark = <- vencedor
not-over = O jogo não terminou. Pontos até agora:
score-so-far = jogador { $seat }: { $score } pontos
options-heading = Suas opções (digite um número, o texto de uma opção ou algumas palavras dele para filtrar a lista):
not-an-index = { $entry } não é o índice de ação de nenhuma opção agora (o índice vem depois de "#"; os números das opções não precisam dele): escolha { $numbers }.
not-a-number = { $number } não é o número de nenhuma opção agora: escolha { $numbers } (ou digite algumas palavras de uma opção).
narrowed = { $count } das suas opções contêm "{ $entry }" (digite o número, ou mais palavras):
not-allowed = "{ $action }" não é permitido agora{ $why } escolha { $numbers }.
not-allowed-why = : { $reason };
not-allowed-error = { " " }({ $error }):
not-allowed-plain = :
no-option-reads = { $error }. Nenhuma opção se lê "{ $entry }": digite { $numbers }, algumas palavras de uma opção ou "ajuda".
numbers-none = nada (não há opção)
numbers-one = o número 1
numbers-range = um número de 1 a { $count }
replayed = { $count } ações de { $title } reproduzidas (semente { $seed }).
replayed-as-seat = { $count } ações de { $title } reproduzidas (semente { $seed }), como o jogador { $seat } as viu.
replayed-as-spectator = { $count } ações de { $title } reproduzidas (semente { $seed }), como um espectador as viu.

# Como a especificação de um lugar se lê (a de um robô completa, `mcts:2000`, fica como está).
spec-human = pessoa
spec-easy = fácil
spec-medium = médio
spec-hard = difícil
spec-random = aleatório
spec-greedy = guloso

# A flag's value that cannot be read.
flag-players-negative = --players { $n }: um número de jogadores não pode ser negativo
flag-players-too-many = --players { $n } são jogadores demais
flag-players-not-a-number = --players "{ $text }" não é um número inteiro
flag-opt-not-a-pair = --opt espera chave=valor, não "{ $pair }"

# `nile`, every game behind one command.
facade-usage =
    nile: jogue, reveja, simule e ponha robôs para disputar todos os jogos do nile.

    Uso:
      nile games [--json]              lista os jogos, quantos jogadores e suas opções
      nile <comando> <jogo> [opções]   roda um comando de um jogo (play, replay, simulate, arena, train)
      nile <jogo> <comando> [opções]   o mesmo, com o jogo primeiro
      nile replay <log.json> [opções]  revê um registro salvo (o registro diz o jogo)
      nile serve [--addr A] [--db D]   jogue online: salão, assentos, partidas (docs/server.md)
      nile <jogo> --help               todas as opções dos comandos de um jogo
      --lang en|pt-BR                  o idioma (senão LC_ALL, LC_MESSAGES, LANG)

    Exemplos:
      nile play ra --seats human,mcts:2000
      nile simulate imhotep --players 4 --games 10000 --opt sides=BBBBB
      nile play tekhenu --players 1 --opt difficulty=hard
facade-games-heading = Os jogos (nile play <jogo> --seats human,mcts:2000):
facade-players = { $lo } a { $hi } jogadores
facade-players-exactly = { $n ->
    [0] { $n } jogadores
    [1] { $n } jogador
   *[other] { $n } jogadores
}
facade-option = { $key }: { $help } [padrão: { $default }]
facade-option-values = { $key }: { $help } (um de: { $values }) [padrão: { $default }]
facade-command-usage =
    Uso: { $usage }   (os jogos: { $games })
    Todo jogo aceita as opções abaixo; `nile { $command } <jogo> --help` mostra também as opções do jogo.
facade-needs-game = nile { $command } precisa do nome de um jogo, por exemplo nile { $command } ra (nile games lista os jogos)
facade-no-game-or-command = { $error }; ou um comando: games, { $commands }
facade-not-a-log = { $path } não é um registro do nile (sem o campo "game"); diga o jogo: nile replay <jogo> { $path }
facade-unreadable = { $path }: { $error }
error-line = erro: { $message }
play-seats-count = --seats nomeia { $given } assentos, mas o jogo tem { $players }
simulate-no-games = --games precisa ser ao menos 1

# A command line clap refuses (an unknown flag, a value it cannot read), written again
# in the reader's language; English prints clap's own words, which these mirror.
args-unknown = argumento inesperado '{ $arg }'
args-value-required = '{ $arg }' precisa de um valor, mas nenhum foi dado
args-invalid-value = valor inválido '{ $value }' para '{ $arg }'
args-invalid-value-because = valor inválido '{ $value }' para '{ $arg }': { $reason }
args-possible-values = [valores possíveis: { $values }]
args-not-a-whole-number = não é um número inteiro
args-not-a-number = não é um número
args-unknown-command = comando desconhecido '{ $command }'
args-missing-command = falta um comando: { $commands }
args-missing = faltam argumentos obrigatórios: { $args }
args-conflict = o argumento '{ $arg }' não pode ser usado com '{ $other }'
args-twice = o argumento '{ $arg }' não pode ser dado mais de uma vez
args-too-many-values = valor inesperado '{ $value }' para '{ $arg }'; nenhum outro era esperado
args-number-of-values = número errado de valores para '{ $arg }'
args-no-equals = '{ $arg }' recebe seu valor depois de um sinal de igual (=)
args-unreadable = a linha de comando não pôde ser lida
args-suggestion = dica: existe um parecido: '{ $guess }'
args-usage = Uso: { $usage }
args-more = Para mais informações, use '--help'.

# The placeholders of the flags' values in `--help` and usage lines (`--games <GAMES>`).
value-options = OPÇÕES
value-command = COMANDO
value-seats = ASSENTOS
value-seed = SEMENTE
value-log = REGISTRO
value-file = ARQUIVO
value-seat-or-spectator = ASSENTO|spectator
value-games = PARTIDAS
value-threads = FIOS
value-stride = PASSO
value-epochs = ÉPOCAS
value-agent = ROBÔ
value-hidden = CAMADAS
value-batch = LOTE
value-lr = TAXA
value-key-value = CHAVE=VALOR

# `--help`: the game's options, the commands and their flags (English flags' help is
# their doc comment; these are the same words for the other languages).
options-players = { $title } se joga com { $lo } a { $hi } jogadores (--players N).
options-none = { $title } não tem opções de jogo.
help-options-heading = Opções do jogo (--opt chave=valor):
about-game = { $title }: jogue no terminal, reveja registros, simule partidas ao acaso, faça robôs disputarem
about-play = Jogue uma partida no terminal: pessoas e robôs, um assento cada
about-replay = Reveja um registro salvo e mostre a posição final e a pontuação
about-simulate = Jogue muitas partidas entre robôs aleatórios e informe velocidade, vitórias e pontos
about-arena = Ponha robôs para disputar entre si muitas partidas e avalie-os
about-train = Aprenda uma avaliação (ou, com --policy, uma preferência de jogadas) jogando contra si mesmo: uma pequena rede sobre o tensor de observação
help-template-game =
    {"{"}about-with-newline{"}"}
    Uso: {"{"}usage{"}"}

    Comandos:
    {"{"}subcommands{"}"}

    Opções:
    {"{"}options{"}"}{"{"}after-help{"}"}
help-template =
    {"{"}about-with-newline{"}"}
    Uso: {"{"}usage{"}"}

    Opções:
    {"{"}options{"}"}{"{"}after-help{"}"}
help-template-with-arguments =
    {"{"}about-with-newline{"}"}
    Uso: {"{"}usage{"}"}

    Argumentos:
    {"{"}positionals{"}"}

    Opções:
    {"{"}options{"}"}{"{"}after-help{"}"}
flag-help = Mostra a ajuda
flag-version = Mostra a versão
flag-play-seats = Quem senta onde, separado por vírgulas: human (humano), um nível (easy, medium, hard ou fácil, médio, difícil) ou a especificação de um robô (random, greedy, mcts:2000, pimc:500ms). Por padrão, uma pessoa contra o robô difícil do jogo em cada outro assento
flag-play-seed = Semente dos sorteios e dos robôs (mostrada quando não é dada, para que a partida possa ser jogada de novo)
flag-play-log = Salva o registro da partida neste arquivo (JSON), para o `replay`; escrito quando a partida termina, é deixada com "sair" ou para com um erro
flag-play-plain = Só palavras, para leitores de tela e registros: sem cores, sem linhas nem faixas, uma opção por linha. (As cores só aparecem por padrão num terminal, e nunca com NO_COLOR definido.)
flag-play-lang = O idioma de todos os textos: en ou pt-BR (padrão: de LC_ALL, LC_MESSAGES ou LANG, senão inglês). As opções podem ser digitadas nele ou em inglês
flag-replay-file = O arquivo de registro escrito por `play --log`
flag-replay-steps = Mostra cada ação ao revê-la, e o que dela decorreu
flag-replay-seat = Mostra a partida como este assento a viu (o que ele soube de cada ação e da posição final), ou como um espectador sem assento (`spectator`); implica --steps
flag-replay-lang = O idioma dos textos: en ou pt-BR (padrão: de LC_ALL, LC_MESSAGES ou LANG, senão inglês)
flag-simulate-games = Número de partidas a jogar
flag-simulate-seed = Semente de todo o lote (a partida `g` usa o fluxo `g` desta semente)
flag-json = Mostra exatamente um objeto JSON em vez da tabela
flag-simulate-threads = Threads de trabalho (1 mede a velocidade de um só núcleo; os resultados não dependem disso). No máximo o paralelismo da máquina: um número maior é reduzido a ele, e isso é dito
flag-simulate-cpu-time = Informa também partidas por segundo de tempo de CPU (o tempo de CPU das threads do processo, para que o número não seja distorcido por outros programas na máquina)
flag-simulate-check = Um teste de resistência: verifica os invariantes do jogo após cada passo e captura qualquer pânico, informando o fluxo de semente da partida e o passo em que aconteceu
flag-arena-seats = Os agentes, um por assento, separados por vírgulas: random, greedy, mcts:2000, mcts:500ms
flag-arena-games = Número de partidas (os assentos se revezam de uma partida para outra)
flag-arena-seed = Semente de toda a arena; os resultados não dependem do número de threads
flag-arena-threads = Threads de trabalho (0 = uma por núcleo)
flag-train-games = Partidas contra si mesmo de que aprender (uma em cada dez fica de fora, para validação)
flag-train-stride = Registra a cada N decisões de uma partida (as posições de uma partida têm o mesmo rótulo, então muitas partidas amostradas de longe em longe generalizam melhor)
flag-train-epochs = Passagens sobre as posições de treino (no total, contando as que já estão num ponto de controle ao retomar)
flag-train-seed = Semente das partidas contra si mesmo, dos pesos iniciais e da ordem de cada época
flag-train-out = O arquivo de pesos a escrever: a época com a menor perda de validação. O ponto de controle (a última época), o CSV das perdas e o gráfico das perdas ficam ao lado (`.ckpt`, `.csv`, `.svg`)
flag-train-data = As posições das partidas contra si mesmo: lidas deste arquivo quando ele guarda as posições do mesmo jogo, assentos, agente, partidas, intervalo e semente, senão jogadas e escritas nele (padrão: ao lado de --out, `.positions`), para que uma execução retomada ou repetida pule essas partidas
flag-train-resume = Continua do ponto de controle ao lado de --out (mesma semente, partidas e agente)
flag-train-agent = O agente que joga em todos os assentos (a especificação de um assento: forte mas barato); padrão `greedy`, ou `mcts:800` com --policy (que precisa de uma busca mcts)
flag-train-policy = Treina uma preferência de jogadas (uma saída por ação, aprendida das proporções de visitas na raiz da busca; o MCTS a lê com `prior=W`) em vez de um valor
flag-train-hidden = Larguras das camadas ocultas, separadas por vírgulas
flag-train-batch = Posições por passo do Adam
flag-train-lr = O tamanho do passo do Adam
flag-players = Número de assentos (padrão: o tamanho da lista de assentos, ou o menor número do jogo)
flag-opt = Uma opção do jogo como chave=valor (pode se repetir); as opções do jogo estão listadas abaixo
default-value = [padrão: { $value }]
flag-simulate-lang = O idioma dos textos: en ou pt-BR (padrão: de LC_ALL, LC_MESSAGES ou LANG, senão inglês). O relatório JSON é o mesmo em todos os idiomas

# `simulate`'s table.
simulate-heading = { $games } partidas ao acaso de { $game } com { $players } jogadores (semente { $seed }):
simulate-decisions = decisões por partida
simulate-seconds = segundos
simulate-rate = partidas por segundo
simulate-rate-value = { $rate } ({ $threads ->
    [0] { $threads } threads
    [1] { $threads } thread
   *[other] { $threads } threads
})
simulate-cpu-seconds = segundos de CPU
simulate-cpu-rate = partidas por s de CPU
simulate-checked = verificado
simulate-checked-value = invariantes após cada passo: todos valeram, nenhum pânico
simulate-value = { $value }
simulate-seat = jogador
simulate-wins = vitórias
simulate-mean-score = pontos em média
simulate-threads-capped = (--threads { $asked } é mais que os { $cores } núcleos desta máquina: usando { $threads })

# `arena`'s table and refusals.
arena-heading = { $game }: { $games } partidas, { $players } assentos, semente { $seed }, { $decisions } decisões por partida (os assentos se revezam a cada partida)
arena-column-rank = #
arena-column-agent = agente
arena-column-games = partidas
arena-column-wins = vitórias
arena-column-win-rate = aproveitamento
arena-column-interval = intervalo de 95%
arena-column-mean-score = pontos em média
arena-column-mean-margin = margem média
arena-column-elo = elo
arena-bots-only = a arena é só para robôs: use `play` para sentar-se você mesmo em um assento
arena-seats-players = --seats nomeia { $agents } agentes, mas --players é { $players }
flag-train-lang = O idioma dos textos: en ou pt-BR (padrão: de LC_ALL, LC_MESSAGES ou LANG, senão inglês). Os arquivos escritos são os mesmos em todos os idiomas

# `train`'s lines and refusals.
train-too-few-games = --games { $games }: são precisas ao menos 10 partidas (uma em cada dez fica de fora, para validação)
train-bad-hidden = --hidden aceita larguras de 1 a 4096, por exemplo --hidden 64
train-bad-lr = --lr { $lr } deve ser um número positivo
train-bar-self-play = partidas
train-bar-epoch = época { $epoch }/{ $epochs }
train-positions-read = lidas de { $file }
train-positions-played = jogadas e escritas em { $file }
train-self-play = { $game }: { $games } partidas contra si mesmo ({ $agent }) com { $players } assentos, a cada { $stride } decisões: { $positions } posições de { $features } atributos { $whence } em { $seconds } s
train-checkpoint-other-game = { $file }: o ponto de controle é de { $game } com { $players } assentos
train-checkpoint-policy = { $file }: o ponto de controle treina uma rede de preferências; acrescente --policy para retomá-lo
train-checkpoint-value = { $file }: o ponto de controle treina uma rede de valor; retire --policy para retomá-lo
train-resuming = retomando após a época { $epoch }
train-epoch = época { $epoch }/{ $epochs }: perda de treino { $train }, perda de validação { $validation }
train-wrote = escrito { $file } (época { $epoch }, a menor perda de validação; { $bytes } bytes, { $parameters } parâmetros, escala do alvo { $scale } pontos) após { $training } s de treino; { $total } s no total
