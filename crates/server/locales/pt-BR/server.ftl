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
