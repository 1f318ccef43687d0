// "Play online": the lobby of a `nile serve` server and its matches, over its HTTP API and
// a WebSocket per match (docs/server.md). The page never holds a game state: the server
// sends the seat's own view (observation, legal actions, the lines it may read) and the
// board views draw it. A seat's credential stays in localStorage, so a reload keeps the
// seat; a lost connection is retried until the server is back.
/* global nileBoard, nileTexts */
'use strict';

(function online() {
  if (location.protocol === 'file:') return; // no server behind a file
  // Seats are kept in localStorage under this tab's id (kept in sessionStorage, which a
  // reload keeps): a reload resumes the seat, and a second window is a second player.
  const tab = sessionStorage.getItem('nile.online.tab') || Math.random().toString(36).slice(2);
  sessionStorage.setItem('nile.online.tab', tab);
  const KEY = `nile.online.seats.${tab}`;
  // The bots a lobby offers: the game's levels first.
  const BOTS = ['easy', 'medium', 'hard', 'random', 'greedy'];
  const $ = (id) => document.getElementById(id);
  const t = (key, args) => nileTexts.t(key, args);
  const seatN = (p) => t('seat-n', { n: p });
  // An element whose words are the page's word `key`, in whatever language is chosen.
  const tx = (tag, key, attrs = {}) => window.nileEl(tag, { ...attrs, 'data-t': key, text: t(key) });
  const el = (...a) => window.nileEl(...a);
  const st = { games: [], match: null, ws: null, view: null, lines: [], step: 0, retry: 0, closing: false, sent: -1 };
  window.nileOnline = st; // read by the browser test (the seat's own view only)
  st.redraw = () => { if (st.view) { drawBoard(st.view); actions(st.view); } };

  const seats = () => { try { return JSON.parse(localStorage.getItem(KEY)) || {}; } catch (e) { return {}; } };
  const keep = (id, held) => { const s = seats(); if (held) s[id] = held; else delete s[id]; localStorage.setItem(KEY, JSON.stringify(s)); };

  async function api(method, path, body) {
    const r = await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    const data = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(data.message || t('server-answered', { status: r.status }));
    return data;
  }

  // ---- the panel -------------------------------------------------------------------
  const section = el('section', { id: 'online', hidden: '' },
    tx('h2', 'play-online'),
    el('p', { id: 'online-status', role: 'status', 'aria-live': 'polite' }),
    el('div', { id: 'online-lobby' },
      el('label', {}, tx('span', 'your-name'), ' ', el('input', { id: 'online-name', maxlength: '40' })),
      tx('h3', 'new-match'),
      el('label', {}, tx('span', 'game'), ' ', el('select', { id: 'online-game' })),
      el('label', {}, ' ', tx('span', 'players'), ' ', el('select', { id: 'online-players' })),
      el('div', { id: 'online-options' }),
      el('div', { id: 'online-seats' }),
      el('div', { id: 'online-clock' },
        el('label', {}, tx('span', 'clock'), ' ', el('select', { id: 'online-clock-kind' },
          tx('option', 'clock-none', { value: 'none' }),
          tx('option', 'clock-realtime', { value: 'realtime' }),
          tx('option', 'clock-turn', { value: 'turn' }))),
        el('label', { 'data-clock': 'realtime', hidden: '' }, tx('span', 'clock-minutes'),
          el('input', { id: 'online-clock-minutes', type: 'number', min: '0.02', max: '600', step: 'any', value: '10' })),
        el('label', { 'data-clock': 'realtime', hidden: '' }, tx('span', 'clock-increment'),
          el('input', { id: 'online-clock-increment', type: 'number', min: '0', max: '600', step: 'any', value: '5' })),
        el('label', { 'data-clock': 'turn', hidden: '' }, tx('span', 'clock-hours'),
          el('input', { id: 'online-clock-hours', type: 'number', min: '0.0005', max: '720', step: 'any', value: '24' })),
        tx('span', 'clock-note')),
      tx('button', 'create-match', { id: 'online-create' }),
      tx('h3', 'my-matches'),
      tx('p', 'no-match-yet', { id: 'online-mine-none' }),
      el('ul', { id: 'online-mine' }),
      el('h3', {}, tx('span', 'matches'), tx('button', 'refresh', { id: 'online-refresh' })),
      el('p', {}, tx('button', 'back-local', { id: 'online-local' })),
      el('ul', { id: 'online-list' })),
    el('div', { id: 'online-match', hidden: '' },
      el('div', { class: 'row' }, el('strong', { id: 'online-title' }), ' ',
        el('a', { id: 'online-link', text: t('share-link') }), ' ',
        tx('button', 'undo', { id: 'online-undo', hidden: '', title: t('online-undo-help'), 'data-t-title': 'online-undo-help' }), ' ',
        tx('button', 'leave-seat', { id: 'online-leave' }), ' ',
        tx('button', 'back-lobby', { id: 'online-back' })),
      tx('div', 'connection-lost', { id: 'online-banner', class: 'banner', role: 'alert', hidden: '' }),
      el('div', { id: 'online-seatlist', class: 'seatlist' }),
      el('div', { id: 'online-outcome', hidden: '' }),
      el('div', { id: 'layout-online', class: 'layout' },
        el('div', { id: 'online-board' }),
        el('aside', {}, el('h3', { id: 'online-prompt' }), el('div', { id: 'online-actions' }),
          tx('h3', 'chat'), el('ol', { id: 'online-chat', class: 'chat' }),
          el('form', { id: 'online-chatform' }, el('input', { id: 'online-chattext', maxlength: '500', placeholder: t('chat-placeholder'),
            'data-t-placeholder': 'chat-placeholder', 'aria-label': t('chat-label'), 'data-t-aria-label': 'chat-label' }),
          tx('button', 'send', { id: 'online-chatsend', type: 'submit' })),
          tx('h3', 'log'), el('ol', { id: 'online-log' })))),
    el('div', { id: 'online-askname', class: 'dialog', hidden: '' },
      el('form', { id: 'online-nameform' }, tx('p', 'name-at-table'),
        el('input', { id: 'online-newname', maxlength: '40', required: '' }), ' ',
        tx('button', 'take-seat', { type: 'submit' }))));
  (document.querySelector('main') || document.body).append(section);
  const entry = tx('button', 'play-online', { id: 'online-open' });
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
    const old = [...$('online-seats').querySelectorAll('select')].map((s) => s.value);
    $('online-seats').replaceChildren(...Array.from({ length: n }, (_, p) => el('label', {}, `${t('Seat-n', { n: p })} `,
      el('select', { 'data-seat': p }, el('option', { value: 'open', text: t('a-person') }),
        ...BOTS.map((spec) => el('option', { value: spec, text: t(`bot-${spec}`) }))))));
    $('online-seats').querySelectorAll('select').forEach((s, p) => { if (old[p]) s.value = old[p]; });
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
    // Dates and times as the page's language writes them.
    const at = new Date(c.deadline);
    const lang = nileTexts.lang();
    const day = at.toDateString() === new Date().toDateString() ? '' : t('deadline-day', { date: at.toLocaleDateString(lang) });
    const who = c.deadline_seat === v.you ? t('your-time') : t('seat-time', { seat: seatName(v, c.deadline_seat) });
    return t('deadline', { who, day, time: at.toLocaleTimeString(lang), bot: botWords(c.bot) });
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
  const toActText = (m, seat) => (m.to_act || []).map((p) => (p === seat ? t('you') : (m.seats[p] || {}).name || seatN(p))).join(', ') || t('a-draw');
  // A bot's level by its short name in the page's language ("hard", "difícil"), a spec
  // the page does not know as it is.
  const botWords = (spec) => (BOTS.includes(spec) ? t(`level-${spec}`) : spec);
  const statusWords = (s) => ({ over: t('status-over-short'), waiting: t('status-waiting'), running: t('status-running') }[s] || s);
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
      turn ? el('strong', { text: t('your-turn-mark') }) : null,
      `${m.title || m.game} · ${m.seats.map((x, p) => `${x.name || t('open-seat')}${p === held.seat ? t('you-mark') : ''}`).join(', ')} · `,
      m.status === 'over' || m.status === 'waiting' ? statusWords(m.status) : t('to-play', { who: toActText(m, held.seat) }), ' ',
      el('button', { text: m.status === 'over' ? t('open-replay') : t('open'), onclick: () => { keep(id, held); open(id); } }))));
    $('online-mine-none').hidden = list.length > 0;
  }
  async function refresh() {
    mine().catch(() => {});
    try {
      const list = await api('GET', `/api/matches?lang=${encodeURIComponent(nileTexts.lang())}`);
      const held = seats();
      $('online-list').replaceChildren(...list.map((m) => el('li', { 'data-match': m.id },
        t('list-line', { title: m.title || m.game, step: m.step, status: statusWords(m.status),
          seats: m.seats.map((x) => x.name || (x.kind === 'open' ? t('open-seat') : t('bot-named', { bot: botWords(x.bot || x.kind) }))).join(', ') }),
        held[m.id] ? el('button', { text: t('resume-seat', { n: held[m.id].seat }), onclick: () => open(m.id) }) : null,
        !held[m.id] && m.open_seats.length ? el('button', { text: t('join-seat', { n: m.open_seats[0] }), onclick: () => join(m.id, m.open_seats[0]) }) : null,
        el('button', { text: t('watch'), onclick: () => open(m.id) }))));
      status(list.length ? '' : t('no-matches'));
    } catch (e) { status(t('unreachable', { why: e.message })); }
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
      ws.send(JSON.stringify({ type: 'hello', token: held ? held.token : undefined, since: st.step, lang: nileTexts.lang() }));
    };
    ws.onmessage = (ev) => {
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      if (m.type === 'state') draw(m);
      else if (m.type === 'chat_history') { st.chat = []; $('online-chat').replaceChildren(); m.messages.forEach(chatLine); }
      else if (m.type === 'chat') chatLine(m);
      else if (m.type === 'rematch' && st.view) { st.view.rematch = m.match; outcome(st.view); status(t('rematch-made')); }
      else if (m.type === 'presence' && st.view) {
        m.connected.forEach((c, k) => { if (st.view.seats[k]) st.view.seats[k].connected = c; });
        seatList(st.view);
      } else if (m.type === 'error') {
        status(m.message);
        if (m.code === 'forbidden' && !st.view) { keep(id, null); ws.send(JSON.stringify({ type: 'hello', since: st.step, lang: nileTexts.lang() })); }
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
      status(t('server-away'));
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
    if (p === v.you) return t('you');
    if (s.bot) return t('seat-bot', { name: s.name || t('bot'), bot: botWords(s.bot) });
    return s.name || seatN(p);
  };
  function seatList(v) {
    $('online-seatlist').replaceChildren(...v.seats.map((s, p) => el('span', {
      class: `seat${v.turn.kind === 'player' && v.turn.player === p ? ' to-act' : ''}${s.bot ? ' bot' : s.connected ? ' here' : ' away'}`,
      'data-seat': p,
      title: s.bot ? t('title-bot', { bot: botWords(s.bot) }) : s.connected ? t('connected') : s.held ? t('away') : t('open-nobody'),
    }, `${s.bot ? '⚙' : s.connected ? '●' : '○'} `, el('strong', { text: s.name || (s.bot ? t('bot') : t('open-seat')) }),
      t('seat-tail', { n: p, you: p === v.you ? t('you-mark') : '' }) + (s.bot ? t('bot-tail', { bot: botWords(s.bot) }) : ''),
      s.stand_in ? t('stand-in', { bot: botWords(s.stand_in) }) : '',
      el('span', { class: 'seat-clock', 'data-clock-seat': p }),
      // Another person's seat nobody holds open now: the table need not wait.
      !s.bot && !s.stand_in && !s.connected && s.held && p !== v.you && v.you !== null && !v.over
        ? el('button', { class: 'handover-bot', text: t('let-bot'), onclick: () => send({ type: 'hand_to_bot', seat: p }) }) : null)));
  }
  function send(msg) {
    if (st.ws && st.ws.readyState === 1) st.ws.send(JSON.stringify(msg));
    else status(t('not-sent-down'));
  }
  function chatLine(m) {
    if (st.chat.includes(m.id)) return;
    st.chat.push(m.id);
    const when = new Date(m.at).toLocaleTimeString(nileTexts.lang(), { hour: '2-digit', minute: '2-digit' });
    // Text only: a message is never read as HTML.
    $('online-chat').append(el('li', { 'data-id': m.id, title: when },
      el('strong', { text: `${m.name || (m.seat === null ? t('table') : seatN(m.seat))}: ` }), el('span', { text: m.text })));
    $('online-chat').scrollTop = $('online-chat').scrollHeight;
  }
  // "Your turn": a badge in the title, and a notification when the page is hidden.
  const baseTitle = document.title;
  function yourTurn(v) {
    const mine = !v.over && v.turn.kind === 'player' && v.turn.player === v.you && v.you !== null;
    document.title = mine ? t('tab-your-turn', { title: v.title }) : t('page-title');
    if (mine && !st.toldTurn && document.hidden && 'Notification' in window && Notification.permission === 'granted') {
      try { new Notification(t('notify-title', { title: v.title }), { body: t('notify-body'), tag: `nile-${v.match}` }); } catch (e) { /* not allowed here */ }
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
    const you = v.you === null ? t('watching') : t('you-at-seat', { name: (v.seats[v.you] || {}).name || t('you'), n: v.you });
    $('online-title').textContent = t('online-title', { title: v.title, who: you, step: v.step });
    $('online-leave').hidden = v.you === null || v.over;
    seatList(v);
    tickClocks();
    yourTurn(v);
    const waiting = (p) => {
      const s = v.seats[p] || {};
      if (s.bot) return t('bot-thinking', { seat: seatName(v, p) });
      if (!s.held) return t('waiting-person', { n: p });
      return t('waiting-for', { name: s.name || seatN(p), away: s.connected === false ? t('who-is-away') : '' });
    };
    status((v.over ? t('game-is-over', { winners: winners(v) }) : v.turn.kind === 'player'
      ? (v.turn.player === v.you ? t('your-turn') : waiting(v.turn.player)) : '') + deadlineText(v));
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
      ? el('button', { id: 'online-rematch-join', text: held ? t('join-rematch') : t('watch-rematch'), onclick: () => { if (held) keep(v.rematch, held); open(v.rematch); } })
      : held ? el('button', { id: 'online-rematch', text: t('rematch'), title: t('rematch-help'), onclick: () => rematch(v.match, held) }) : null;
    out.replaceChildren(el('strong', { text: `${t('game-over-line')}${winners(v)}` }),
      el('ol', { class: 'scores' }, ...(v.scores || []).map((s, p) => el('li', { text: t('online-score', {
        name: (v.seats[p] || {}).name || seatN(p), seat: seatN(p), you: p === v.you ? t('you-comma') : '', points: s,
        place: ranks[p] === 0 ? t('winner-tail') : ranks[p] !== undefined ? t('place-tail', { n: ranks[p] + 1 }) : '' }) }))), ' ',
      el('button', { id: 'online-replay-open', text: t('replay-match'), onclick: () => window.nileReplay.open(v.match, seats()[v.match]) }), ' ',
      ...(again ? [again, ' '] : []),
      el('a', { href: blob, download: `nile-${v.game}-${v.match}.json`, text: t('download-log') }));
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
    const names = first.map((p) => (p === v.you ? t('you') : (v.seats[p] || {}).name || seatN(p)));
    return first.length === 1 ? t('the-winner', { name: names[0] }) : t('shared-first', { names: names.join(', ') });
  }
  // The board as at this screen (board.js): the state carries what the board view
  // draws (observation, legal actions with their elements, glossary, marks), the seats'
  // names go on their panels, and a click plays through the WebSocket.
  function drawBoard(v) {
    const board = $('online-board');
    if (replaying()) return;
    if (!v.observation) { board.replaceChildren(el('p', { text: t('watching-public') })); return; }
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
    if (st.offline || !st.ws || st.ws.readyState !== 1) status(t('not-sent-retry'));
    else if (st.sent === v.step) status(t('move-on-way'));
  }
  function play(v, index) {
    if (!playable(v)) { refused(v); return; }
    st.sent = v.step;
    for (const b of $('online-actions').querySelectorAll('button')) b.disabled = true;
    nileBoard.disable($('online-board'));
    st.ws.send(JSON.stringify({ type: 'act', step: v.step, action: index }));
  }
  function actions(v) {
    $('online-prompt').textContent = v.legal.length ? t('your-move') : '';
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
        await listGames();
      } catch (e) { status(t('no-server', { why: e.message })); return; }
    }
    refresh();
  }
  // The server's games, their words in the page's language.
  async function listGames() {
    const picked = $('online-game').value;
    st.games = await api('GET', `/api/games?lang=${encodeURIComponent(nileTexts.lang())}`);
    $('online-game').replaceChildren(...st.games.map((g) => el('option', { value: g.name, text: g.title })));
    if (picked) $('online-game').value = picked;
    fillPlayers();
  }
  // Another language: the games' words again, and the match's texts as the server says
  // them in it (a new connection, whose `hello` names the language).
  nileTexts.onChange(() => {
    if (st.games.length) listGames().catch(() => {});
    if (st.match && !replaying()) open(st.match);
    else if (!$('online-lobby').hidden && !section.hidden) refresh();
  });
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
    listGames().catch(() => {});
    api('GET', `/api/matches/${shared}`).then((m) => {
      if (!seats()[shared] && m.open_seats.length) join(shared, m.open_seats[0]); else open(shared);
    }).catch((e) => status(e.message));
  }
})();
