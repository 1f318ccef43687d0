# nile-core: os textos que todos os jogos compartilham.

# A ação de um jogador, como o `describe` padrão a escreve.
seat-acts = jogador { $seat }: { $action }

# Uma entrada digitada que não é o texto de nenhuma ação.
no-such-action = nenhuma ação permitida agora se lê assim (digite o texto de uma opção como listada)
