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
