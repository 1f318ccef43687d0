// The page's own words in every language it speaks, and the language it speaks now.
//
// The games' words (titles, options, actions, the log, the board views' words) come from
// each game's catalog through the engine or the server, in the language asked for; the
// words here are the page's: menus, buttons, headings, status lines. One table per
// language, the same keys in each; `{name}` is filled from the arguments. A word a table
// lacks shows as its key, and web/tests/texts.test.mjs checks that every key the page
// asks for is in every table and that no table holds a key nobody asks for.
//
// The language: the one chosen with the switch in the header (kept in localStorage),
// else the browser's first language nile speaks (navigator.languages), else English.
// Adding a language: a table here under its tag, its tag in NILE_LANGS, and the same
// language in every crate's catalog (docs/architecture.md, "Languages").
'use strict';

// The languages, as the switch lists them: tag and name in the language itself.
const NILE_LANGS = [['en', 'English'], ['pt-BR', 'Português (Brasil)']];

const NILE_TEXTS = {
  en: {
    'page-title': 'nile — play in the browser',
    'lang-label': 'Language',
    loading: 'loading the engines…',
    thinking: 'thinking…',
    'seat-thinking': '{seat} thinking…',
    'new-game': 'New game',
    game: 'Game',
    players: 'Players',
    seed: 'Seed',
    start: 'Start',
    'load-log': 'Load a log…',
    undo: 'Undo',
    'undo-help': 'Take back your last decision: possible while nothing else has happened since and it showed nobody anything hidden',
    'save-log': 'Save log',
    'first-step': 'first step',
    'previous-step': 'previous step',
    'next-step': 'next step',
    'last-step': 'last step',
    'seen-by': 'Seen by',
    log: 'Log',
    'text-view': 'Text view',
    'i-am-ready': 'I am ready',
    'seat-n': 'seat {n}',
    'Seat-n': 'Seat {n}',
    you: 'you',
    'seat-you': 'You',
    'seat-person-here': 'A person at this screen',
    'seat-person-link': 'A person (joins by the share link)',
    'players-range': '{min}–{max} players',
    'players-exact': '{n} players',
    'players-solo': ' (1 = solo)',
    'one-solo': '1 (solo)',
    'bot-random': 'Bot: random moves',
    'bot-greedy': 'Bot: greedy (best move now)',
    'bot-hard': 'Bot: hard (the strongest)',
    'bot-medium': 'Bot: medium',
    'bot-easy': 'Bot: easy',
    'bot-search': 'Bot: search, {time} a move',
    'bot-other': 'Bot: {spec}',
    'level-easy': 'easy',
    'level-medium': 'medium',
    'level-hard': 'hard',
    'level-random': 'random',
    'level-greedy': 'greedy',
    'seed-line': 'seed {seed} · {seats}',
    'seat-is': '{seat}: {who}',
    person: 'person',
    'status-your-turn': '{title}: your turn',
    'status-seat-turn': '{title}: {seat}’s turn',
    'status-bot': '{title}: {seat} ({bot}) is thinking',
    'status-drawing': '{title}: drawing…',
    'status-over': '{title}: the game is over',
    'status-review': '{title}: reviewing step {step} of {steps}',
    'your-move': 'Your move',
    'game-over': 'Game over',
    'game-over-line': 'Game over.',
    'score-line': '{seat}{you}: {points} points, {place}',
    'you-mark': ' (you)',
    winner: 'winner',
    place: 'place {n}',
    'step-of': 'step {step} / {steps}',
    everyone: 'everyone (all cards)',
    'pass-screen': 'Pass the screen to {seat}.',
    'games-ready': '{n} games ready{where}',
    'through-server': ' · played through the server',
    'server-answered': 'the server answered {status}',
    'no-engine': 'no engine in this page and no server behind it ({why}): build the app with bash web/build.sh',
    'error-line': 'error: {message}',
    'engine-failed': 'the engine failed to load: {message}',
    'view-failed': 'board view failed: {message}',
    cancel: 'cancel',
    'your-decision': 'Your decision: ',
    'n-choices': '{n} choices',
    'last-move': 'Last move: ',
    draw: 'draw',
    'generic-board': 'Board (as the text view shows it)',
    'generic-spectator': 'What a spectator sees',
    'generic-seat': 'What {seat} knows',
    'n-items': '{n} items',
    // Online play.
    'play-online': 'Play online',
    'your-name': 'Your name',
    'new-match': 'New match',
    clock: 'Clock',
    'clock-none': 'None',
    'clock-realtime': 'Real time',
    'clock-turn': 'Turn-based (games across days)',
    'clock-minutes': ' minutes a player ',
    'clock-increment': ' + seconds a move ',
    'clock-hours': ' hours a move ',
    'clock-note': ' (when time runs out, a bot plays the seat until its player is back)',
    'create-match': 'Create and take the first open seat',
    'my-matches': 'My matches',
    'no-match-yet': 'No match of yours yet: the matches whose seat this browser holds are listed here, yours to play first.',
    matches: 'Matches ',
    refresh: 'Refresh',
    'back-local': 'Back to a game at this screen',
    'share-link': 'share link',
    'online-undo-help': 'Take back your last decision: possible while nobody has moved since and it showed nothing hidden',
    'leave-seat': 'Leave the seat',
    'back-lobby': 'Back to the lobby',
    'connection-lost': 'The connection to the server is lost: reconnecting… The board waits; nothing you click is sent until it is back.',
    chat: 'Chat',
    'chat-placeholder': 'Say something to the table',
    'chat-label': 'chat message',
    send: 'Send',
    'name-at-table': 'Your name at this table:',
    'take-seat': 'Take the seat',
    'a-person': 'A person',
    'your-time': 'Your time',
    'seat-time': '{seat}’s time',
    deadline: ' {who} runs out at {day}{time}; then a bot ({bot}) plays the seat.',
    'deadline-day': '{date} ',
    'a-draw': 'a draw',
    'your-turn-mark': 'Your turn · ',
    'open-seat': 'open seat',
    'status-over-short': 'over',
    'status-waiting': 'waiting for players',
    'status-running': 'running',
    'to-play': 'to play: {who}',
    'open-replay': 'Open (replay, rematch)',
    open: 'Open',
    'bot-named': 'bot {bot}',
    'list-line': '{title} · {seats} · {status} · step {step} ',
    'resume-seat': 'Resume seat {n}',
    'join-seat': 'Join seat {n}',
    watch: 'Watch',
    'no-matches': 'No matches yet: create one.',
    unreachable: 'The server cannot be reached ({why}).',
    'rematch-made': 'A rematch was made: join it from the end of the match.',
    'server-away': 'The server went away; reconnecting…',
    bot: 'bot',
    'seat-bot': '{name} (bot: {bot})',
    'title-bot': 'a bot ({bot})',
    connected: 'connected',
    away: 'away (not connected)',
    'open-nobody': 'open: nobody has taken this seat',
    'seat-tail': ' · seat {n}{you}',
    'bot-tail': ' · bot {bot}',
    'stand-in': ' · away: a bot ({bot}) plays for now',
    'let-bot': 'Let a bot play it',
    'not-sent-down': 'Not sent: the connection is down.',
    table: 'table',
    'tab-your-turn': '● Your turn · {title} · nile',
    'notify-title': 'nile: your turn in {title}',
    'notify-body': 'The table waits for your move.',
    watching: 'watching',
    'you-at-seat': '{name}, seat {n}',
    'online-title': '{title} · {who} · step {step}',
    'bot-thinking': '{seat} is thinking…',
    'waiting-person': 'Waiting for a person to take seat {n} (send the share link).',
    'waiting-for': 'Waiting for {name}{away}.',
    'who-is-away': ', who is away',
    'game-is-over': 'The game is over.{winners}',
    'your-turn': 'Your turn.',
    'join-rematch': 'Join the rematch',
    'watch-rematch': 'Watch the rematch',
    rematch: 'Rematch',
    'rematch-help': 'The same table again, with a new deal: the others are invited',
    'online-score': '{name} ({seat}{you}): {points} points{place}',
    'you-comma': ', you',
    'winner-tail': ' · winner',
    'place-tail': ' · place {n}',
    'replay-match': 'Replay the match',
    'download-log': 'Download the log',
    'the-winner': ' The winner: {name}.',
    'shared-first': ' Shared first place: {names}.',
    'watching-public': 'Watching: the public log is on the right.',
    'not-sent-retry': 'Not sent: the connection is down. Play again once it is back.',
    'move-on-way': 'Your move is on its way.',
    'no-server': 'No nile server here ({why}); the local game still works.',
    // The replay of a finished match.
    replay: 'Replay ',
    'replay-start': 'the start (Home)',
    'replay-before': 'the step before (←)',
    'replay-next': 'the next step (→)',
    'replay-end': 'the end (End)',
    'seen-by-space': ' Seen by ',
    'close-replay': 'Close the replay',
    'replay-failed': 'The replay cannot be shown: {why}',
    'replay-step': 'step {step} of {steps}',
    'replay-status': 'Replay: step {step} of {steps}.',
    'replay-status-end': 'Replay: the end, step {steps}.',
    'replay-nothing': 'Nothing to draw at this step.',
    'replay-spectator': 'a spectator (what everyone saw)',
    'replay-your-seat': 'your seat (seat {n})',
  },
  'pt-BR': {
    'page-title': 'nile — jogue no navegador',
    'lang-label': 'Idioma',
    loading: 'carregando os motores…',
    thinking: 'pensando…',
    'seat-thinking': '{seat} pensando…',
    'new-game': 'Nova partida',
    game: 'Jogo',
    players: 'Jogadores',
    seed: 'Semente',
    start: 'Começar',
    'load-log': 'Abrir um registro…',
    undo: 'Desfazer',
    'undo-help': 'Voltar atrás na sua última decisão: possível enquanto nada mais aconteceu desde então e ela não mostrou nada oculto a ninguém',
    'save-log': 'Salvar o registro',
    'first-step': 'primeiro passo',
    'previous-step': 'passo anterior',
    'next-step': 'próximo passo',
    'last-step': 'último passo',
    'seen-by': 'Visto por',
    log: 'Registro',
    'text-view': 'Em texto',
    'i-am-ready': 'Estou pronto',
    'seat-n': 'jogador {n}',
    'Seat-n': 'Jogador {n}',
    you: 'você',
    'seat-you': 'Você',
    'seat-person-here': 'Uma pessoa nesta tela',
    'seat-person-link': 'Uma pessoa (entra pelo link de convite)',
    'players-range': '{min}–{max} jogadores',
    'players-exact': '{n} jogadores',
    'players-solo': ' (1 = solo)',
    'one-solo': '1 (solo)',
    'bot-random': 'Robô: jogadas ao acaso',
    'bot-greedy': 'Robô: guloso (a melhor jogada agora)',
    'bot-hard': 'Robô: difícil (o mais forte)',
    'bot-medium': 'Robô: médio',
    'bot-easy': 'Robô: fácil',
    'bot-search': 'Robô: busca, {time} por jogada',
    'bot-other': 'Robô: {spec}',
    'level-easy': 'fácil',
    'level-medium': 'médio',
    'level-hard': 'difícil',
    'level-random': 'aleatório',
    'level-greedy': 'guloso',
    'seed-line': 'semente {seed} · {seats}',
    'seat-is': '{seat}: {who}',
    person: 'pessoa',
    'status-your-turn': '{title}: sua vez',
    'status-seat-turn': '{title}: vez do {seat}',
    'status-bot': '{title}: {seat} ({bot}) está pensando',
    'status-drawing': '{title}: sorteando…',
    'status-over': '{title}: a partida terminou',
    'status-review': '{title}: revendo o passo {step} de {steps}',
    'your-move': 'Sua jogada',
    'game-over': 'Fim de jogo',
    'game-over-line': 'Fim de jogo.',
    'score-line': '{seat}{you}: {points} pontos, {place}',
    'you-mark': ' (você)',
    winner: 'vencedor',
    place: '{n}º lugar',
    'step-of': 'passo {step} / {steps}',
    everyone: 'todos (todas as cartas)',
    'pass-screen': 'Passe a tela para o {seat}.',
    'games-ready': '{n} jogos prontos{where}',
    'through-server': ' · jogados pelo servidor',
    'server-answered': 'o servidor respondeu {status}',
    'no-engine': 'não há motor nesta página nem servidor por trás dela ({why}): monte o aplicativo com bash web/build.sh',
    'error-line': 'erro: {message}',
    'engine-failed': 'o motor não carregou: {message}',
    'view-failed': 'o tabuleiro não pôde ser desenhado: {message}',
    cancel: 'cancelar',
    'your-decision': 'Sua decisão: ',
    'n-choices': '{n} escolhas',
    'last-move': 'Última jogada: ',
    draw: 'sorteio',
    'generic-board': 'Tabuleiro (como o texto o mostra)',
    'generic-spectator': 'O que um espectador vê',
    'generic-seat': 'O que o {seat} sabe',
    'n-items': '{n} itens',
    'play-online': 'Jogar online',
    'your-name': 'Seu nome',
    'new-match': 'Nova partida',
    clock: 'Relógio',
    'clock-none': 'Nenhum',
    'clock-realtime': 'Tempo real',
    'clock-turn': 'Por turnos (partidas ao longo de dias)',
    'clock-minutes': ' minutos por jogador ',
    'clock-increment': ' + segundos por jogada ',
    'clock-hours': ' horas por jogada ',
    'clock-note': ' (quando o tempo acaba, um robô joga no lugar até o jogador voltar)',
    'create-match': 'Criar e ocupar o primeiro lugar livre',
    'my-matches': 'Minhas partidas',
    'no-match-yet': 'Nenhuma partida sua ainda: as partidas em que este navegador ocupa um lugar aparecem aqui, primeiro aquelas em que é a sua vez.',
    matches: 'Partidas ',
    refresh: 'Atualizar',
    'back-local': 'Voltar a uma partida nesta tela',
    'share-link': 'link de convite',
    'online-undo-help': 'Voltar atrás na sua última decisão: possível enquanto ninguém jogou desde então e ela não mostrou nada oculto',
    'leave-seat': 'Deixar o lugar',
    'back-lobby': 'Voltar ao saguão',
    'connection-lost': 'A conexão com o servidor caiu: reconectando… O tabuleiro espera; nada do que você clicar é enviado até ela voltar.',
    chat: 'Conversa',
    'chat-placeholder': 'Diga algo à mesa',
    'chat-label': 'mensagem da conversa',
    send: 'Enviar',
    'name-at-table': 'Seu nome nesta mesa:',
    'take-seat': 'Ocupar o lugar',
    'a-person': 'Uma pessoa',
    'your-time': 'Seu tempo',
    'seat-time': 'O tempo de {seat}',
    deadline: ' {who} acaba {day}às {time}; depois, um robô ({bot}) joga no lugar.',
    'deadline-day': 'em {date} ',
    'a-draw': 'um sorteio',
    'your-turn-mark': 'Sua vez · ',
    'open-seat': 'lugar livre',
    'status-over-short': 'terminada',
    'status-waiting': 'esperando jogadores',
    'status-running': 'em andamento',
    'to-play': 'a jogar: {who}',
    'open-replay': 'Abrir (rever, revanche)',
    open: 'Abrir',
    'bot-named': 'robô {bot}',
    'list-line': '{title} · {seats} · {status} · passo {step} ',
    'resume-seat': 'Voltar ao lugar do jogador {n}',
    'join-seat': 'Ocupar o lugar do jogador {n}',
    watch: 'Assistir',
    'no-matches': 'Nenhuma partida ainda: crie uma.',
    unreachable: 'O servidor não responde ({why}).',
    'rematch-made': 'Uma revanche foi criada: entre nela pelo fim da partida.',
    'server-away': 'O servidor saiu do ar; reconectando…',
    bot: 'robô',
    'seat-bot': '{name} (robô: {bot})',
    'title-bot': 'um robô ({bot})',
    connected: 'conectado',
    away: 'ausente (não conectado)',
    'open-nobody': 'livre: ninguém ocupou este lugar',
    'seat-tail': ' · jogador {n}{you}',
    'bot-tail': ' · robô {bot}',
    'stand-in': ' · ausente: um robô ({bot}) joga por enquanto',
    'let-bot': 'Deixar um robô jogar',
    'not-sent-down': 'Não enviado: a conexão caiu.',
    table: 'mesa',
    'tab-your-turn': '● Sua vez · {title} · nile',
    'notify-title': 'nile: sua vez em {title}',
    'notify-body': 'A mesa espera a sua jogada.',
    watching: 'assistindo',
    'you-at-seat': '{name}, jogador {n}',
    'online-title': '{title} · {who} · passo {step}',
    'bot-thinking': '{seat} está pensando…',
    'waiting-person': 'Esperando uma pessoa ocupar o lugar do jogador {n} (envie o link de convite).',
    'waiting-for': 'Esperando {name}{away}.',
    'who-is-away': ', que está ausente',
    'game-is-over': 'A partida terminou.{winners}',
    'your-turn': 'Sua vez.',
    'join-rematch': 'Entrar na revanche',
    'watch-rematch': 'Assistir à revanche',
    rematch: 'Revanche',
    'rematch-help': 'A mesma mesa de novo, com nova distribuição: os outros são convidados',
    'online-score': '{name} ({seat}{you}): {points} pontos{place}',
    'you-comma': ', você',
    'winner-tail': ' · vencedor',
    'place-tail': ' · {n}º lugar',
    'replay-match': 'Rever a partida',
    'download-log': 'Baixar o registro',
    'the-winner': ' Vencedor: {name}.',
    'shared-first': ' Primeiro lugar dividido: {names}.',
    'watching-public': 'Assistindo: o registro público está à direita.',
    'not-sent-retry': 'Não enviado: a conexão caiu. Jogue de novo quando ela voltar.',
    'move-on-way': 'Sua jogada está a caminho.',
    'no-server': 'Não há servidor nile aqui ({why}); a partida local ainda funciona.',
    replay: 'Rever ',
    'replay-start': 'o começo (Home)',
    'replay-before': 'o passo anterior (←)',
    'replay-next': 'o próximo passo (→)',
    'replay-end': 'o fim (End)',
    'seen-by-space': ' Visto por ',
    'close-replay': 'Fechar',
    'replay-failed': 'Não foi possível mostrar a partida: {why}',
    'replay-step': 'passo {step} de {steps}',
    'replay-status': 'Revendo: passo {step} de {steps}.',
    'replay-status-end': 'Revendo: o fim, passo {steps}.',
    'replay-nothing': 'Nada a desenhar neste passo.',
    'replay-spectator': 'um espectador (o que todos viram)',
    'replay-your-seat': 'o seu lugar (jogador {n})',
  },
};

(function texts() {
  const KEY = 'nile.lang';
  const spoken = (tag) => NILE_LANGS.some(([t]) => t === tag);
  // The tag nile speaks for a browser's language tag (`pt`, `pt-PT`, `pt-BR` → `pt-BR`).
  const match = (tag) => {
    const lower = String(tag || '').toLowerCase();
    if (lower.startsWith('pt')) return 'pt-BR';
    if (lower.startsWith('en')) return 'en';
    return null;
  };
  function chosen() {
    let kept = null;
    try { kept = localStorage.getItem(KEY); } catch (e) { /* storage off: the browser's language */ }
    if (spoken(kept)) return kept;
    for (const tag of navigator.languages || [navigator.language]) {
      const m = match(tag);
      if (m) return m;
    }
    return 'en';
  }
  let lang = chosen();
  const listeners = [];

  // The page's word `key` in the page's language, `{x}` filled from `args`.
  function t(key, args) {
    const table = NILE_TEXTS[lang] || NILE_TEXTS.en;
    const text = key in table ? table[key] : key;
    return args ? text.replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m)) : text;
  }

  // Every element under `root` that names its words by key: `data-t` (its text),
  // `data-t-title`, `data-t-placeholder`, `data-t-aria-label`.
  function apply(root) {
    const scope = root || document;
    for (const e of scope.querySelectorAll('[data-t]')) e.textContent = t(e.dataset.t);
    for (const [attr, data] of [['title', 'tTitle'], ['placeholder', 'tPlaceholder'], ['aria-label', 'tAriaLabel']]) {
      for (const e of scope.querySelectorAll(`[data-t-${attr}]`)) e.setAttribute(attr, t(e.dataset[data]));
    }
    document.documentElement.lang = lang;
    document.title = t('page-title');
  }

  // The switch: the languages by their own names; a choice is kept and applied at once.
  function switcher() {
    const select = document.createElement('select');
    select.id = 'lang';
    select.setAttribute('data-t-aria-label', 'lang-label');
    for (const [tag, name] of NILE_LANGS) {
      const o = document.createElement('option');
      o.value = tag;
      o.textContent = name;
      o.lang = tag;
      select.append(o);
    }
    select.value = lang;
    select.addEventListener('change', () => set(select.value));
    return select;
  }

  function set(tag) {
    if (!spoken(tag) || tag === lang) return;
    lang = tag;
    try { localStorage.setItem(KEY, tag); } catch (e) { /* kept for this page only */ }
    const s = document.getElementById('lang');
    if (s) s.value = tag;
    apply(document);
    for (const f of listeners) f(tag);
  }

  window.nileTexts = {
    t,
    apply,
    set,
    switcher,
    // The language now (a tag of NILE_LANGS).
    lang: () => lang,
    // `f(tag)` runs after every change of language.
    onChange: (f) => listeners.push(f),
  };
  const header = document.querySelector('header');
  if (header) header.append(switcher());
  apply(document);
})();
