// "Play online": the lobby of a `nile serve` server and its matches, over its HTTP API and
// a WebSocket per match (docs/server.md). The page never holds a game state: the server
// sends the seat's own view (observation, legal actions, the lines it may read) and the
// board views draw it. A seat's credential stays in localStorage, so a reload keeps the
// seat; a lost connection is retried until the server is back.
/* global nileBoard */
'use strict';

(function online() {
  if (location.protocol === 'file:') return; // no server behind a file
  // Seats are kept in localStorage under this tab's id (kept in sessionStorage, which a
  // reload keeps): a reload resumes the seat, and a second window is a second player.
  const tab = sessionStorage.getItem('nile.online.tab') || Math.random().toString(36).slice(2);
  sessionStorage.setItem('nile.online.tab', tab);
  const KEY = `nile.online.seats.${tab}`;
  // The bots a lobby offers, in words: the game's levels first.
  const BOTS = [['easy', 'Bot: easy'], ['medium', 'Bot: medium'], ['hard', 'Bot: hard (the strongest)'],
    ['random', 'Bot: random moves'], ['greedy', 'Bot: greedy (best move now)']];
  const $ = (id) => document.getElementById(id);
  const el = (...a) => window.nileEl(...a);
  const st = { games: [], match: null, ws: null, view: null, lines: [], step: 0, retry: 0, closing: false, sent: -1 };
  window.nileOnline = st; // read by the browser test (the seat's own view only)
  st.redraw = () => { if (st.view) { drawBoard(st.view); actions(st.view); } };

  const seats = () => { try { return JSON.parse(localStorage.getItem(KEY)) || {}; } catch (e) { return {}; } };
  const keep = (id, held) => { const s = seats(); if (held) s[id] = held; else delete s[id]; localStorage.setItem(KEY, JSON.stringify(s)); };

  async function api(method, path, body) {
    const r = await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    const data = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(data.message || `the server answered ${r.status}`);
    return data;
  }

  // ---- the panel -------------------------------------------------------------------
  const section = el('section', { id: 'online', hidden: '' },
    el('h2', { text: 'Play online' }),
    el('p', { id: 'online-status', role: 'status', 'aria-live': 'polite' }),
    el('div', { id: 'online-lobby' },
      el('label', {}, 'Your name ', el('input', { id: 'online-name', maxlength: '40' })),
      el('h3', { text: 'New match' }),
      el('label', {}, 'Game ', el('select', { id: 'online-game' })),
      el('label', {}, ' Players ', el('select', { id: 'online-players' })),
      el('div', { id: 'online-options' }),
      el('div', { id: 'online-seats' }),
      el('div', { id: 'online-clock' },
        el('label', {}, 'Clock ', el('select', { id: 'online-clock-kind' },
          el('option', { value: 'none', text: 'None' }),
          el('option', { value: 'realtime', text: 'Real time' }),
          el('option', { value: 'turn', text: 'Turn-based (games across days)' }))),
        el('label', { 'data-clock': 'realtime', hidden: '' }, ' minutes a player ',
          el('input', { id: 'online-clock-minutes', type: 'number', min: '0.02', max: '600', step: 'any', value: '10' })),
        el('label', { 'data-clock': 'realtime', hidden: '' }, ' + seconds a move ',
          el('input', { id: 'online-clock-increment', type: 'number', min: '0', max: '600', step: 'any', value: '5' })),
        el('label', { 'data-clock': 'turn', hidden: '' }, ' hours a move ',
          el('input', { id: 'online-clock-hours', type: 'number', min: '0.0005', max: '720', step: 'any', value: '24' })),
        el('span', { text: ' (when time runs out, a bot plays the seat until its player is back)' })),
      el('button', { id: 'online-create', text: 'Create and take the first open seat' }),
      el('h3', { text: 'My matches' }),
      el('p', { id: 'online-mine-none', text: 'No match of yours yet: the matches whose seat this browser holds are listed here, yours to play first.' }),
      el('ul', { id: 'online-mine' }),
      el('h3', {}, 'Matches ', el('button', { id: 'online-refresh', text: 'Refresh' })),
      el('p', {}, el('button', { id: 'online-local', text: 'Back to a game at this screen' })),
      el('ul', { id: 'online-list' })),
    el('div', { id: 'online-match', hidden: '' },
      el('div', { class: 'row' }, el('strong', { id: 'online-title' }), ' ',
        el('a', { id: 'online-link', text: 'share link' }), ' ',
        el('button', { id: 'online-undo', hidden: '', title: 'Take back your last decision: possible while nobody has moved since and it showed nothing hidden', text: 'Undo' }), ' ',
        el('button', { id: 'online-leave', text: 'Leave the seat' }), ' ',
        el('button', { id: 'online-back', text: 'Back to the lobby' })),
      el('div', { id: 'online-banner', class: 'banner', role: 'alert', hidden: '' },
        'The connection to the server is lost: reconnecting… The board waits; nothing you click is sent until it is back.'),
      el('div', { id: 'online-seatlist', class: 'seatlist' }),
      el('div', { id: 'online-outcome', hidden: '' }),
      el('div', { id: 'layout-online', class: 'layout' },
        el('div', { id: 'online-board' }),
        el('aside', {}, el('h3', { id: 'online-prompt' }), el('div', { id: 'online-actions' }),
          el('h3', { text: 'Chat' }), el('ol', { id: 'online-chat', class: 'chat' }),
          el('form', { id: 'online-chatform' }, el('input', { id: 'online-chattext', maxlength: '500', placeholder: 'Say something to the table', 'aria-label': 'chat message' }),
            el('button', { id: 'online-chatsend', type: 'submit', text: 'Send' })),
          el('h3', { text: 'Log' }), el('ol', { id: 'online-log' })))),
    el('div', { id: 'online-askname', class: 'dialog', hidden: '' },
      el('form', { id: 'online-nameform' }, el('p', { text: 'Your name at this table:' }),
        el('input', { id: 'online-newname', maxlength: '40', required: '' }), ' ',
        el('button', { type: 'submit', text: 'Take the seat' }))));
  (document.querySelector('main') || document.body).append(section);
  const entry = el('button', { id: 'online-open', text: 'Play online' });
  (document.querySelector('header') || document.body).append(entry);
  const status = (text) => { $('online-status').textContent = text; };

  function show(on) {
    section.hidden = !on;
    for (const id of ['setup', 'table']) { const s = $(id); if (s && on) s.hidden = true; }
    if (!on && $('setup')) $('setup').hidden = false;
  }

  // ---- lobby -----------------------------------------------------------------------
  function fillPlayers() {
    const g = st.games.find((x) => x.name === $('online-game').value);
    if (!g) return;
    $('online-players').replaceChildren(...Array.from({ length: g.max_players - g.min_players + 1 },
      (_, k) => el('option', { text: String(g.min_players + k) })));
    $('online-players').value = String(Math.max(g.min_players, 2));
    $('online-options').replaceChildren(...(g.options || []).map((o) => {
      const names = o.value_names || o.values;
      const input = o.values.length
        ? el('select', { 'data-key': o.key }, ...o.values.map((v, k) => el('option', { value: v, text: names[k] })))
        : el('input', { 'data-key': o.key });
      input.value = o.default;
      return el('label', { title: o.help, 'data-solo-only': o.solo_only ? 'yes' : null }, (o.label || o.key) + ' ', input);
    }));
    fillSeats();
  }
  function fillSeats() {
    const n = Number($('online-players').value);
    for (const l of $('online-options').querySelectorAll('[data-solo-only]')) l.hidden = n !== 1;
    $('online-seats').replaceChildren(...Array.from({ length: n }, (_, p) => el('label', {}, `Seat ${p} `,
      el('select', { 'data-seat': p }, el('option', { value: 'open', text: 'A person' }),
        ...BOTS.map(([spec, words]) => el('option', { value: spec, text: words }))))));
  }
  // The clock the lobby's choice asks for, as `POST /api/matches` takes it.
  function chosenClock() {
    const kind = $('online-clock-kind').value;
    if (kind === 'realtime') return { kind, minutes: Number($('online-clock-minutes').value), increment_seconds: Number($('online-clock-increment').value) };
    if (kind === 'turn') return { kind, hours: Number($('online-clock-hours').value) };
    return { kind: 'none' };
  }
  function showClockFields() {
    const kind = $('online-clock-kind').value;
    for (const l of $('online-clock').querySelectorAll('[data-clock]')) l.hidden = l.dataset.clock !== kind;
  }
  // A duration in milliseconds as h:mm:ss or m:ss.
  function clockText(ms) {
    const t = Math.max(0, Math.ceil(ms / 1000));
    const h = Math.floor(t / 3600); const m = Math.floor((t % 3600) / 60); const s = String(t % 60).padStart(2, '0');
    return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
  }
  // A seat's time left now: the running one counts down to its deadline, the others show
  // their real-time clock; null for a seat without one (a bot's, or a turn-based clock's
  // seats not to act).
  function timeLeft(v, p) {
    const c = v.clock;
    if (!c) return null;
    if (c.deadline !== null && c.deadline_seat === p) return c.deadline - Date.now();
    const ms = (c.remaining_ms || [])[p];
    return ms === null || ms === undefined ? null : ms;
  }
  function tickClocks() {
    const v = st.view;
    if (!v || !v.clock) return;
    for (const span of $('online-seatlist').querySelectorAll('[data-clock-seat]')) {
      const left = timeLeft(v, Number(span.dataset.clockSeat));
      span.textContent = left === null ? '' : ` · ⏱ ${clockText(left)}`;
    }
  }
  setInterval(tickClocks, 250);
  // The status line's words on the running clock: when the seat to act runs out.
  function deadlineText(v) {
    const c = v.clock;
    if (!c || c.deadline === null || v.over) return '';
    const at = new Date(c.deadline);
    const day = at.toDateString() === new Date().toDateString() ? '' : `${at.toLocaleDateString()} `;
    const who = c.deadline_seat === v.you ? 'Your time' : `${seatName(v, c.deadline_seat)}'s time`;
    return ` ${who} runs out at ${day}${at.toLocaleTimeString()}; then a bot (${c.bot}) plays the seat.`;
  }
  function chosenOptions() {
    const options = {};
    for (const i of $('online-options').querySelectorAll('[data-key]')) if (!i.closest('[hidden]')) options[i.dataset.key] = i.value;
    return options;
  }
  // Every seat this browser holds, in any of its tabs (each keeps its own): match id →
  // `{seat, token}`; this tab's own where both hold one.
  function allSeats() {
    const all = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (!k || !k.startsWith('nile.online.seats.')) continue;
      try { Object.assign(all, JSON.parse(localStorage.getItem(k)) || {}); } catch (e) { /* not ours */ }
    }
    return Object.assign(all, seats());
  }
  const toActText = (m, seat) => (m.to_act || []).map((p) => (p === seat ? 'you' : (m.seats[p] || {}).name || `seat ${p}`)).join(', ') || 'a draw';
  // "My matches": the matches this browser holds a seat in, the ones where it is this
  // seat's turn first, then the running ones, then the finished ones.
  async function mine() {
    const rows = await Promise.all(Object.entries(allSeats()).map(async ([id, held]) => {
      try { return { id, held, m: await api('GET', `/api/matches/${id}`) }; } catch (e) { return null; } // gone from the server
    }));
    const list = rows.filter(Boolean).map((r) => ({ ...r, turn: r.m.status !== 'over' && (r.m.to_act || []).includes(r.held.seat) }));
    const rank = (r) => (r.turn ? 0 : r.m.status === 'over' ? 2 : 1);
    list.sort((a, b) => rank(a) - rank(b));
    $('online-mine').replaceChildren(...list.map(({ id, held, m, turn }) => el('li', { 'data-match': id, class: turn ? 'your-turn' : null },
      turn ? el('strong', { text: 'Your turn · ' }) : null,
      `${m.title || m.game} · ${m.seats.map((x, p) => `${x.name || 'open seat'}${p === held.seat ? ' (you)' : ''}`).join(', ')} · `,
      m.status === 'over' ? 'over' : m.status === 'waiting' ? 'waiting for players' : `to play: ${toActText(m, held.seat)}`, ' ',
      el('button', { text: m.status === 'over' ? 'Open (replay, rematch)' : 'Open', onclick: () => { keep(id, held); open(id); } }))));
    $('online-mine-none').hidden = list.length > 0;
  }
  async function refresh() {
    mine().catch(() => {});
    try {
      const list = await api('GET', '/api/matches');
      const held = seats();
      $('online-list').replaceChildren(...list.map((m) => el('li', { 'data-match': m.id },
        `${m.title || m.game} · ${m.seats.map((x) => x.name || (x.kind === 'open' ? 'open seat' : `bot ${x.bot || x.kind}`)).join(', ')} · ${m.status} · step ${m.step} `,
        held[m.id] ? el('button', { text: `Resume seat ${held[m.id].seat}`, onclick: () => open(m.id) }) : null,
        !held[m.id] && m.open_seats.length ? el('button', { text: `Join seat ${m.open_seats[0]}`, onclick: () => join(m.id, m.open_seats[0]) }) : null,
        el('button', { text: 'Watch', onclick: () => open(m.id) }))));
      status(list.length ? '' : 'No matches yet: create one.');
    } catch (e) { status(`The server cannot be reached (${e.message}).`); }
  }
  // The player's name: the lobby's field, or asked for before a seat is taken.
  function name() {
    const typed = $('online-name').value.trim() || localStorage.getItem('nile.online.name') || '';
    if (typed) {
      localStorage.setItem('nile.online.name', typed);
      return Promise.resolve(typed);
    }
    return new Promise((resolve) => {
      $('online-askname').hidden = false;
      $('online-newname').focus();
      $('online-nameform').onsubmit = (e) => {
        e.preventDefault();
        const n = $('online-newname').value.trim();
        if (!n) return;
        $('online-askname').hidden = true;
        $('online-name').value = n;
        localStorage.setItem('nile.online.name', n);
        resolve(n);
      };
    });
  }
  // Asked on a click (browsers allow the question only then): a notification when it
  // becomes this seat's turn while the page is in the background.
  function askToNotify() {
    if ('Notification' in window && Notification.permission === 'default') Notification.requestPermission().catch(() => {});
  }
  async function create() {
    try {
      const seatSpecs = [...$('online-seats').querySelectorAll('select')].map((s) => s.value);
      askToNotify();
      const m = await api('POST', '/api/matches', { game: $('online-game').value, seats: seatSpecs, options: chosenOptions(), clock: chosenClock() });
      if (m.open_seats.length) await join(m.id, m.open_seats[0]); else open(m.id);
    } catch (e) { status(e.message); }
  }
  // A game started from the local setup when the page has no engine: the match is
  // created, its first open seat taken here.
  st.play = async (spec) => {
    show(true);
    $('online-lobby').hidden = true;
    const m = await api('POST', '/api/matches', spec);
    if (m.open_seats.length) await join(m.id, m.open_seats[0]); else open(m.id);
  };
  async function join(id, seat) {
    try {
      const r = await api('POST', `/api/matches/${id}/join`, { name: await name(), seat });
      keep(id, { seat: r.seat, token: r.token });
      open(id);
    } catch (e) { status(e.message); }
  }

  // ---- a match -----------------------------------------------------------------------
  function open(id) {
    close();
    if (replaying()) window.nileReplay.close();
    st.match = id; st.lines = []; st.step = 0; st.view = null; st.retry = 0; st.closing = false; st.chat = [];
    $('online-chat').replaceChildren();
    history.replaceState(null, '', `?match=${id}`);
    $('online-lobby').hidden = true; $('online-match').hidden = false;
    $('online-log').replaceChildren();
    $('online-link').href = `${location.origin}/?match=${id}`;
    $('online-link').textContent = `${location.origin}/?match=${id}`;
    connect();
  }
  function close() {
    st.closing = true;
    if (st.ws) st.ws.close();
    st.ws = null;
  }
  function connect() {
    const id = st.match;
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/matches/${id}/ws`);
    st.ws = ws;
    st.closing = false;
    ws.onopen = () => {
      st.retry = 0;
      // A move sent just before the drop may not have arrived: the fresh state says, and
      // the board may be played again (a stale move is refused by its step).
      st.sent = -1;
      offline(false);
      const held = seats()[id];
      ws.send(JSON.stringify({ type: 'hello', token: held ? held.token : undefined, since: st.step }));
    };
    ws.onmessage = (ev) => {
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      if (m.type === 'state') draw(m);
      else if (m.type === 'chat_history') { st.chat = []; $('online-chat').replaceChildren(); m.messages.forEach(chatLine); }
      else if (m.type === 'chat') chatLine(m);
      else if (m.type === 'rematch' && st.view) { st.view.rematch = m.match; outcome(st.view); status('A rematch was made: join it from the end of the match.'); }
      else if (m.type === 'presence' && st.view) {
        m.connected.forEach((c, k) => { if (st.view.seats[k]) st.view.seats[k].connected = c; });
        seatList(st.view);
      } else if (m.type === 'error') {
        status(m.message);
        if (m.code === 'forbidden' && !st.view) { keep(id, null); ws.send(JSON.stringify({ type: 'hello', since: st.step })); }
        // A move refused and not applied (no new state follows) is said in the status
        // line, and the board plays again; a stale one waits for the state that is due.
        if (['illegal', 'not_your_turn', 'storage'].includes(m.code)) st.sent = -1;
        if (st.view) { drawBoard(st.view); actions(st.view); }
      }
    };
    ws.onclose = () => {
      if (st.closing || st.match !== id || st.ws !== ws) return;
      st.retry = Math.min(st.retry + 1, 8);
      offline(true);
      status('The server went away; reconnecting…');
      setTimeout(() => { if (st.match === id && st.ws === ws) connect(); }, Math.min(250 * 2 ** st.retry, 5000));
    };
  }
  // While the connection is down the board and the buttons are disabled under a banner:
  // a click then sends nothing (the socket is closed), and the fresh state that follows
  // the reconnection says whether the last move was applied.
  function offline(down) {
    st.offline = down;
    $('online-banner').hidden = !down;
    $('online-match').classList.toggle('offline', down);
    for (const b of $('online-actions').querySelectorAll('button')) b.disabled = down || st.sent === (st.view && st.view.step);
    if (down) nileBoard.disable($('online-board'));
  }
  const seatName = (v, p) => {
    const s = v.seats[p] || {};
    if (p === v.you) return 'you';
    if (s.bot) return `${s.name || 'bot'} (bot: ${s.bot})`;
    return s.name || `seat ${p}`;
  };
  function seatList(v) {
    $('online-seatlist').replaceChildren(...v.seats.map((s, p) => el('span', {
      class: `seat${v.turn.kind === 'player' && v.turn.player === p ? ' to-act' : ''}${s.bot ? ' bot' : s.connected ? ' here' : ' away'}`,
      'data-seat': p,
      title: s.bot ? `a bot (${s.bot})` : s.connected ? 'connected' : s.held ? 'away (not connected)' : 'open: nobody has taken this seat',
    }, `${s.bot ? '⚙' : s.connected ? '●' : '○'} `, el('strong', { text: s.name || (s.bot ? 'bot' : 'open seat') }),
      ` · seat ${p}${p === v.you ? ' (you)' : ''}${s.bot ? ` · bot ${s.bot}` : ''}`,
      s.stand_in ? ` · away: a bot (${s.stand_in}) plays for now` : '',
      el('span', { class: 'seat-clock', 'data-clock-seat': p }),
      // Another person's seat nobody holds open now: the table need not wait.
      !s.bot && !s.stand_in && !s.connected && s.held && p !== v.you && v.you !== null && !v.over
        ? el('button', { class: 'handover-bot', text: 'Let a bot play it', onclick: () => send({ type: 'hand_to_bot', seat: p }) }) : null)));
  }
  function send(msg) {
    if (st.ws && st.ws.readyState === 1) st.ws.send(JSON.stringify(msg));
    else status('Not sent: the connection is down.');
  }
  function chatLine(m) {
    if (st.chat.includes(m.id)) return;
    st.chat.push(m.id);
    const when = new Date(m.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    // Text only: a message is never read as HTML.
    $('online-chat').append(el('li', { 'data-id': m.id, title: when },
      el('strong', { text: `${m.name || (m.seat === null ? 'table' : `seat ${m.seat}`)}: ` }), el('span', { text: m.text })));
    $('online-chat').scrollTop = $('online-chat').scrollHeight;
  }
  // "Your turn": a badge in the title, and a notification when the page is hidden.
  const baseTitle = document.title;
  function yourTurn(v) {
    const mine = !v.over && v.turn.kind === 'player' && v.turn.player === v.you && v.you !== null;
    document.title = mine ? `● Your turn · ${v.title} · nile` : baseTitle;
    if (mine && !st.toldTurn && document.hidden && 'Notification' in window && Notification.permission === 'granted') {
      try { new Notification(`nile: your turn in ${v.title}`, { body: 'The table waits for your move.', tag: `nile-${v.match}` }); } catch (e) { /* not allowed here */ }
    }
    st.toldTurn = mine;
  }
  // The view's seats' names, for the log's lines (nileBoard.withNames).
  const named = (v) => ({ seat_names: v.seats.map((s) => s.name || null) });
  function draw(v) {
    st.view = v;
    if (v.reset) { st.lines = []; st.sent = -1; $('online-log').replaceChildren(); } // steps were taken back
    $('online-undo').hidden = !v.undo;
    $('online-undo').disabled = false;
    // A seat taken since the last state renames its earlier lines too.
    const names = named(v);
    const line = (s) => el('li', { 'data-actor': s.actor === null ? 'chance' : s.actor, text: nileBoard.withNames(names, s.lines.join(' — ')) });
    const renamed = JSON.stringify(names) !== st.names;
    st.names = JSON.stringify(names);
    st.lines.push(...v.lines);
    if (renamed) $('online-log').replaceChildren(...st.lines.map(line));
    else $('online-log').append(...v.lines.map(line));
    st.step = v.step;
    const you = v.you === null ? 'watching' : `${(v.seats[v.you] || {}).name || 'you'}, seat ${v.you}`;
    $('online-title').textContent = `${v.title} · ${you} · step ${v.step}`;
    $('online-leave').hidden = v.you === null || v.over;
    seatList(v);
    tickClocks();
    yourTurn(v);
    const waiting = (p) => {
      const s = v.seats[p] || {};
      if (s.bot) return `${seatName(v, p)} is thinking…`;
      if (!s.held) return `Waiting for a person to take seat ${p} (send the share link).`;
      return `Waiting for ${s.name || `seat ${p}`}${s.connected === false ? ', who is away' : ''}.`;
    };
    status((v.over ? `The game is over.${winners(v)}` : v.turn.kind === 'player'
      ? (v.turn.player === v.you ? 'Your turn.' : waiting(v.turn.player)) : '') + deadlineText(v));
    if (!replaying()) { drawBoard(v); actions(v); }
    outcome(v);
    if (v.over && st.wantReplay === v.match) { st.wantReplay = null; window.nileReplay.open(v.match, seats()[v.match]); }
  }
  const replaying = () => window.nileReplay && window.nileReplay.active;
  // The end: the winner and scores, the log, the replay, and the rematch (made by a
  // seat, joined by the others: each keeps its seat with the credential it holds).
  function outcome(v) {
    const out = $('online-outcome');
    // A replay short of its last step keeps the end unsaid (online-replay.js).
    out.hidden = !v.over || (replaying() && window.nileReplay.step < window.nileReplay.steps);
    if (!v.over) return;
    const blob = URL.createObjectURL(new Blob([v.log], { type: 'application/json' }));
    const ranks = (v.outcome && v.outcome.ranks) || [];
    const held = seats()[v.match];
    const again = v.rematch
      ? el('button', { id: 'online-rematch-join', text: held ? 'Join the rematch' : 'Watch the rematch', onclick: () => { if (held) keep(v.rematch, held); open(v.rematch); } })
      : held ? el('button', { id: 'online-rematch', text: 'Rematch', title: 'The same table again, with a new deal: the others are invited', onclick: () => rematch(v.match, held) }) : null;
    out.replaceChildren(el('strong', { text: `Game over.${winners(v)}` }),
      el('ol', { class: 'scores' }, ...(v.scores || []).map((s, p) => el('li', { text:
        `${(v.seats[p] || {}).name || `seat ${p}`} (seat ${p}${p === v.you ? ', you' : ''}): ${s} points${ranks[p] === 0 ? ' · winner' : ranks[p] !== undefined ? ` · place ${ranks[p] + 1}` : ''}` }))), ' ',
      el('button', { id: 'online-replay-open', text: 'Replay the match', onclick: () => window.nileReplay.open(v.match, seats()[v.match]) }), ' ',
      ...(again ? [again, ' '] : []),
      el('a', { href: blob, download: `nile-${v.game}-${v.match}.json`, text: 'Download the log' }));
  }
  async function rematch(id, held) {
    try {
      const m = await api('POST', `/api/matches/${id}/rematch`, { token: held.token });
      keep(m.id, held);
      open(m.id);
    } catch (e) { status(e.message); }
  }
  function winners(v) {
    const ranks = (v.outcome && v.outcome.ranks) || [];
    const first = ranks.map((r, p) => (r === 0 ? p : -1)).filter((p) => p >= 0);
    if (!first.length) return '';
    const names = first.map((p) => (p === v.you ? 'you' : (v.seats[p] || {}).name || `seat ${p}`));
    return first.length === 1 ? ` The winner: ${names[0]}.` : ` Shared first place: ${names.join(', ')}.`;
  }
  // The board as at this screen (board.js): the state carries what the board view
  // draws (observation, legal actions with their elements, glossary, marks), the seats'
  // names go on their panels, and a click plays through the WebSocket.
  function drawBoard(v) {
    const board = $('online-board');
    if (replaying()) return;
    if (!v.observation) { board.replaceChildren(el('p', { text: 'Watching: the public log is on the right.' })); return; }
    const view = { ...v, viewer: v.you, observed_seat: v.you, render: v.render || '', glossary: v.glossary || {},
      log: st.lines, seat_names: v.seats.map((s) => s.name || null) };
    nileBoard.draw(board, view, { act: (index) => play(v, index), enabled: () => playable(v), refused: () => refused(v) });
    if (st.offline) nileBoard.disable(board);
  }
  // Whether a move may be sent now: the connection is up, this is the state shown, and
  // no move was sent for it yet (a click is never sent twice).
  const playable = (v) => !st.offline && st.view === v && st.sent !== v.step && st.ws && st.ws.readyState === 1;
  // A click that cannot be sent is said, never dropped in silence.
  function refused(v) {
    if (st.offline || !st.ws || st.ws.readyState !== 1) status('Not sent: the connection is down. Play again once it is back.');
    else if (st.sent === v.step) status('Your move is on its way.');
  }
  function play(v, index) {
    if (!playable(v)) { refused(v); return; }
    st.sent = v.step;
    for (const b of $('online-actions').querySelectorAll('button')) b.disabled = true;
    nileBoard.disable($('online-board'));
    st.ws.send(JSON.stringify({ type: 'act', step: v.step, action: index }));
  }
  function actions(v) {
    $('online-prompt').textContent = v.legal.length ? 'Your move' : '';
    $('online-actions').replaceChildren(...v.legal.map((a) => el('button', {
      // Worded as at this screen: the rulebook's words on hover, never a code.
      class: 'action', 'data-index': a.index, title: nileBoard.termTitle(v, a.text) || a.label, text: nileBoard.actionWords(a),
      disabled: st.offline ? '' : null,
      onclick: () => play(v, a.index),
    })));
  }

  // ---- wiring ----------------------------------------------------------------------
  async function lobby() {
    close(); st.match = null;
    history.replaceState(null, '', location.pathname);
    $('online-lobby').hidden = false; $('online-match').hidden = true;
    show(true);
    if (!st.games.length) {
      try {
        st.games = await api('GET', '/api/games');
        $('online-game').replaceChildren(...st.games.map((g) => el('option', { value: g.name, text: g.title })));
        fillPlayers();
      } catch (e) { status(`No nile server here (${e.message}); the local game still works.`); return; }
    }
    refresh();
  }
  $('online-name').value = localStorage.getItem('nile.online.name') || '';
  entry.addEventListener('click', lobby);
  $('online-game').addEventListener('change', fillPlayers);
  $('online-players').addEventListener('change', fillSeats);
  $('online-clock-kind').addEventListener('change', showClockFields);
  $('online-create').addEventListener('click', create);
  $('online-refresh').addEventListener('click', refresh);
  $('online-undo').addEventListener('click', () => {
    if (!st.view || !st.view.undo) return;
    $('online-undo').disabled = true;
    send({ type: 'undo', step: st.view.step });
  });
  $('online-chatform').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('online-chattext').value.trim();
    if (!text || !st.ws || st.ws.readyState !== 1) return;
    st.ws.send(JSON.stringify({ type: 'chat', text }));
    $('online-chattext').value = '';
  });
  $('online-local').addEventListener('click', () => { close(); st.match = null; history.replaceState(null, '', location.pathname); show(false); });
  $('online-back').addEventListener('click', lobby);
  $('online-leave').addEventListener('click', async () => {
    const held = seats()[st.match];
    if (!held) return;
    try { await api('POST', `/api/matches/${st.match}/leave`, { token: held.token }); } catch (e) { status(e.message); }
    keep(st.match, null);
    open(st.match);
  });
  const params = new URLSearchParams(location.search);
  const shared = params.get('match');
  // `?match=ID&replay`: the finished match opens as a replay.
  if (shared && params.has('replay')) st.wantReplay = shared;
  if (shared) {
    show(true);
    api('GET', '/api/games').then((g) => {
      st.games = g;
      $('online-game').replaceChildren(...g.map((x) => el('option', { value: x.name, text: x.title })));
      fillPlayers();
    }).catch(() => {});
    api('GET', `/api/matches/${shared}`).then((m) => {
      if (!seats()[shared] && m.open_seats.length) join(shared, m.open_seats[0]); else open(shared);
    }).catch((e) => status(e.message));
  }
})();
