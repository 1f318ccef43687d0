# As recusas do servidor: por que um pedido ou uma mensagem não é atendido. Os valores
# chamados $detail são as palavras de outro programa (o banco de dados, o leitor de JSON,
# o sistema operacional), passadas como vieram.

## As molduras de toda recusa

error-no-match = não há partida { $id }
error-stale-step = a jogada era para o passo { $sent }, mas a partida está no passo { $current }: ela não foi aplicada
error-not-your-turn = não é a sua vez: { $why }
error-over = a partida acabou
error-storage = armazenamento: { $detail }
no-random = o sistema operacional não deu números aleatórios: { $detail }

## Lugares e credenciais

join-no-seat = não há jogador { $seat }
join-seat-not-open = o lugar do jogador { $seat } não está livre
join-no-seat-open = nenhum lugar está livre
join-seat-just-taken = o lugar do jogador { $seat } acabou de ser ocupado
leave-not-held = essa credencial não ocupa nenhum lugar aqui
seat-not-held = esta credencial não ocupa mais o lugar
credential-no-seat = essa credencial não ocupa nenhum lugar nesta partida
seat-ended = sua credencial não ocupa mais o lugar do jogador { $seat } (ele foi deixado ou tomado): esta conexão agora assiste como espectador

## Jogadas

turn-seat-to-act = é a vez do jogador { $seat }
turn-due = agora vem { $turn }
action-not-legal = a ação { $action } não está entre as ações permitidas agora
act-spectator = só um jogador age: envie hello com a credencial do lugar primeiro

## Bots

bot-pool-closed = o grupo de robôs está fechado
bot-task-failed = a tarefa de um robô falhou: { $detail }
bot-spec-unread = { $detail }
bot-thinks-too-long = "{ $spec }" pensa tempo demais para um robô do servidor ({ $what })
bot-limit-chance-depth = profundidade de sorteios no máximo { $max }
bot-limit-depth = profundidade no máximo { $max }
bot-limit-iterations = no máximo { $max } iterações
bot-limit-ms = no máximo { $max } ms
bot-limit-deep-budget = uma busca profunda precisa de um limite, por exemplo pimc:500ms ou pimc:4:nodes=20000
bot-limit-nodes = no máximo { $max } posições por jogada
stand-in-no-seat = não há jogador { $seat } nesta partida de { $seats } jogadores
stand-in-bot-seat = o jogador { $seat } já é um robô
stand-in-already = o jogador { $seat } já está sendo jogado por um robô
stand-in-connected = o jogador { $seat } está conectado: só um lugar ausente pode ser entregue a um robô
stand-in-changed = o lugar do jogador { $seat } acabou de mudar: ele não foi entregue a um robô
hand-spectator = só um jogador pode entregar um lugar ausente a um robô: envie hello com a credencial do lugar primeiro

## Desfazer

undo-bot-seat = o lugar de um robô nunca desfaz
undo-stand-in = a última decisão foi tomada pelo robô que jogou no seu lugar enquanto você estava ausente, então ela vale
undo-nothing = nada foi jogado ainda
undo-chance = o último passo foi um sorteio, que não pode ser desfeito
undo-other-seat = a última decisão foi do jogador { $seat }, não sua
undo-reveals = essa decisão mostrou algo que estava escondido, então ela vale
undo-no-log = esta partida não guarda registro, então nada pode ser desfeito
undo-replay = não foi possível refazer a partida para voltar um passo: { $detail }
undo-spectator = só um jogador desfaz a própria jogada: envie hello com a credencial do lugar primeiro

## Conversa

chat-refused-character = uma mensagem da conversa não pode conter U+{ $code } (caracteres de controle, quebras de linha e mudanças de direção são recusados: uma mensagem é uma linha de texto)
chat-length = uma mensagem da conversa tem de 1 a { $max } caracteres depois de aparada; esta tem { $count }
chat-rate = mensagens demais na conversa: no máximo { $burst } de uma vez, depois uma a cada { $every } s; esta não foi publicada
chat-spectator = só um jogador pode conversar (espectadores leem): envie hello com a credencial do lugar primeiro

## Replays e revanches

replay-not-over = esta partida não acabou: o replay abre quando ela terminar
replay-no-seat = não há jogador { $seat } nesta partida
replay-seat-view = a visão do jogador { $seat } é só para a credencial do próprio jogador { $seat } (envie-a como Authorization: Bearer …); qualquer um pode assistir à visão do espectador
replay-past-end = o passo { $step } passa do fim: a partida tem os passos 0 a { $steps }
replay-bad-lang = lang é um idioma que este servidor fala: en ou pt-BR
replay-unbuilt = não foi possível montar um replay a partir do estado da partida
replay-query = um replay aceita step=K, seat=N e render=true|false: { $detail }
rematch-not-over = esta partida não acabou: a revanche é oferecida quando ela terminar
rematch-none-yet = nenhuma revanche foi feita ainda: um jogador desta partida a faz (envie a credencial do lugar como token)
stored-clock = o relógio guardado da partida não pode ser lido: { $detail }

## Criar uma partida

lobby-no-game = não há jogo chamado "{ $game }" (os jogos: { $games })
lobby-seat-count = dê uma entrada por lugar ("open" ou a especificação de um robô), de 1 a { $max }
lobby-seats-for-players = foram dados { $seats } lugares para { $players } jogadores
name-refused-character = um nome não pode conter U+{ $code }, um caractere que não desenha nada ou reordena o texto em volta
name-length = um nome tem de 1 a { $max } caracteres
clock-needs = este relógio precisa de "{ $field }" (de { $from } a { $to })
clock-range = o "{ $field }" do relógio deve ser de { $from } a { $to } (era { $value })
clock-unused = um relógio "{ $kind }" não tem "{ $field }"
clock-kind = o tipo de um relógio é "none", "realtime" ou "turn", não "{ $kind }"
clock-on-expiry = quando um relógio se esgota o lugar é jogado por um robô ("on_expiry": "bot"); "{ $asked }" não é oferecido
clock-bot-open = o "bot" do relógio deve ser a especificação de um robô, como "medium"
clock-unwritten = o relógio não pode ser escrito: { $detail }

## Pedidos e mensagens que não podem ser lidos

lang-unknown = lang={ $tag } não é um idioma que este servidor fala: en ou pt-BR
hello-bad-lang = o lang de hello é um idioma que este servidor fala: "en" ou "pt-BR"
body-not-json = envie o corpo do pedido em JSON com Content-Type: application/json
body-too-large = o corpo de um pedido tem no máximo { $max } bytes
body-timeout = o corpo do pedido não chegou a tempo
body-unreadable = não é um corpo de pedido válido: { $detail }
bad-origin = páginas desta origem não podem usar este servidor (veja --allow-origin)
limit-matches = no máximo { $max } partidas por minuto de um endereço: tente de novo em { $wait } s
limit-replay-steps = no máximo { $max } passos de replay por minuto de um endereço: tente de novo em { $wait } s
message-too-large = uma mensagem tem no máximo { $max } bytes; esta tem { $size }
message-not-utf8 = uma mensagem deve ser texto UTF-8: { $detail }
message-unknown = não é uma mensagem que este servidor conhece ({ $detail }); envie {"{"}"type": "hello"|"act"|"undo"|"hand_to_bot"|"chat"|"ping", …{"}"}

## Fechar um WebSocket: o motivo que o quadro de fechamento leva (no máximo 123 bytes)

close-no-match = partida inexistente
close-rate = mensagens demais: no máximo { $max } por segundo
close-too-large = mensagem grande demais: no máximo { $max } bytes
close-idle = inativa: nada chegou a tempo

## Uma conexão recusada além dos limites (503)

refused-per-client = conexões demais do seu endereço ({ $open } abertas): feche algumas e tente de novo
refused-full = o servidor está cheio ({ $open } conexões abertas): tente de novo em um minuto

## nile serve: o uso, as recusas das opções, o início

serve-usage =
    nile serve: jogue online todos os jogos do nile.

    Uso: nile serve [--addr HOST:PORTA] [--db nile.db | postgres://…] [--web PASTA]
    {"                "}[--allow-origin ORIGEM]… [--bot-threads N] [--max-rate N]
    {"                "}[--bot-cpu MS] [--bot-memory MB] [--max-connections N]
    {"                "}[--max-connections-per-client N] [--max-creates N] [--max-replays N]
    {"                "}[--max-live N]
    {"                "}[--header-timeout S] [--body-timeout S] [--idle-timeout S]
    {"                "}[--behind-proxy] [--lang en|pt-BR]

      --addr          onde escutar (127.0.0.1:8080)
      --db            um arquivo SQLite, criado no primeiro início (nile.db, legível só
                      pelo dono), ou uma URL do PostgreSQL compartilhada por vários processos
                      do servidor
      --web           a pasta do aplicativo para o navegador (web/dist; feita por
                      web/build.sh, com o motor no navegador); sem ela é servido o
                      aplicativo embutido no servidor
      --allow-origin  outra origem cujas páginas podem usar o servidor (repetível), por
                      exemplo https://nile.example atrás de um proxy TLS
      --bot-threads   robôs pensando ao mesmo tempo (o número de núcleos)
      --max-rate      mensagens por segundo que uma conexão pode enviar antes de ser
                      recusada (50, em rajadas de até o dobro; pings contam)
      --bot-cpu       tempo de CPU que um robô pode pensar uma jogada, seja qual for a
                      especificação (1000 ms)
      --bot-memory    memória que a busca de um robô pode ocupar (256 MB)
      --max-connections             conexões abertas ao todo (4096, menos se o
                                    processo puder abrir menos arquivos)
      --max-connections-per-client  conexões abertas de um endereço (64)
      --max-creates   partidas que um endereço pode criar por minuto (20)
      --max-replays   passos de replay que um endereço pode pedir por minuto (3000)
      --max-live      partidas inacabadas mantidas na memória; passado o limite, a
                      partida ociosa usada há mais tempo sai da memória, e é lida de novo quando
                      pedida (2000)
      --header-timeout  segundos que um cliente tem para enviar os cabeçalhos de um
                        pedido (10)
      --body-timeout    segundos que um cliente tem para enviar o corpo de um pedido (10)
      --idle-timeout    segundos que um WebSocket pode ficar em silêncio, pings sem
                        resposta (60)
      --behind-proxy  um proxy reverso nesta máquina encaminha os clientes: conexões de
                      127.0.0.1 não têm o limite por cliente, e um cliente é reconhecido
                      pelo último endereço de X-Forwarded-For
      --lang          o idioma destes textos e dos erros ao iniciar (de LC_ALL,
                      LC_MESSAGES ou LANG, senão inglês); cada navegador e cliente é
                      respondido no seu

    Os registros vão para a saída de erro; RUST_LOG define o nível (info por padrão, por
    exemplo RUST_LOG=nile_server=debug).
error-line = erro: { $message }
flag-needs-value = { $flag } precisa de um valor
flag-addr = --addr recebe HOST:PORTA, por exemplo 127.0.0.1:8080, não "{ $value }"
flag-positive = { $flag } recebe um número positivo, não "{ $value }"
flag-whole = { $flag } recebe um número inteiro positivo de { $unit }, não "{ $value }"
flag-seconds = { $flag } recebe um número positivo de segundos, não "{ $value }"
flag-lang = --lang recebe en ou pt-BR, não "{ $value }"
flag-unknown = opção desconhecida "{ $flag }"
unit-ms = milissegundos
unit-mb = megabytes
unit-connections = conexões
unit-matches = partidas
unit-replay-steps = passos de replay
start-runtime = não foi possível iniciar o ambiente de execução: { $detail }
start-listen = não foi possível escutar em { $addr }: { $detail }
start-address = o endereço em que o servidor escuta não pôde ser lido: { $detail }
serve-listening = nile serve: http://{ $addr } (banco de dados { $db }; { $resumed ->
        [0] nenhuma partida inacabada retomada
        [one] { $resumed } partida inacabada retomada
       *[other] { $resumed } partidas inacabadas retomadas
    }; { $app })
serve-app-dir = aplicativo de { $dir }
serve-app-built-in = o aplicativo embutido, sem o motor no navegador (bash web/build.sh o constrói)
serve-app-none = sem aplicativo para o navegador, só a API
