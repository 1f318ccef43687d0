# nile-core: os textos que todos os jogos compartilham.

# A ação de um jogador, como o `describe` padrão a escreve.
seat-acts = jogador { $seat }: { $action }

# Uma entrada digitada que não é o texto de nenhuma ação.
no-such-action = nenhuma ação permitida agora se lê assim (digite o texto de uma opção como listada)

# Why an action, a configuration or a state was refused (`GameError`).
error-game-over = a partida acabou: nenhuma ação pode mais ser feita
error-not-your-turn = não é a vez do jogador { $seat } ({ $expected })
error-illegal-action = "{ $action }" não é permitido agora: { $reason }
error-invalid-config = configuração inválida: { $reason }
error-invalid-state = estado de jogo inválido: { $reason }
error-parse-action = "{ $input }" não é uma ação: { $reason }

# Who is to act (`Turn`).
turn-seat = vez do jogador { $seat }
turn-chance = um sorteio
turn-over = a partida acabou

# A configuration, a seat or a flag that cannot start or show a game.
config-no-agent = nenhum agente ocupa o assento { $seat }
config-agents-for-seats = { $agents } agentes para { $seats } assentos
config-not-json = não é uma configuração de { $game }: { $error }
config-no-seat = não há assento { $seat }: esta partida tem os assentos 0 a { $last }
config-no-options = este jogo não tem opções, então "{ $key }" não é uma
config-unknown-option = este jogo não tem opção chamada "{ $key }" (suas opções: { $options })
config-bad-value = "{ $value }" não é um valor válido de { $key }: { $help }
config-bad-value-of = "{ $value }" não é um valor válido de { $key } (um de: { $values })
config-player-count = { $title } se joga com { $lo } a { $hi } jogadores, não { $n }
config-no-such-lang = "{ $text }" não é um idioma que o nile fala: escreva en ou pt-BR
config-no-such-viewer = "{ $text }" não é um observador: escreva all, spectator ou o número de um assento
config-no-such-game = não há jogo chamado "{ $name }" (os jogos: { $games })
parse-not-an-index = não é o índice de uma ação deste jogo
parse-no-such-index = nenhuma partida com esta configuração tem esta ação
parse-index-below = um índice de ação de { $game } é menor que { $count }
parse-not-an-index-of = não é o índice de uma ação de { $game }

# An action refused by the match driver.
refused-chance-first = um sorteio deve ser resolvido antes que qualquer jogador aja
refused-not-legal-now = não está entre as ações permitidas agora

# Why a saved log could not be read or replayed (`ReplayError`).
replay-malformed = o registro não é um JSON válido para este jogo: { $error }
replay-newer-format = o registro está no formato { $found }, escrito por um nile mais novo; esta versão lê formatos até { $supported }: atualize o nile para abri-lo
replay-wrong-game = o registro é do jogo "{ $found }", não de "{ $expected }"
replay-config = a configuração do registro é inválida: { $error }
replay-action = a ação { $number } ("{ $action }") não pôde ser aplicada: { $reason }
