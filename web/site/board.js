// The board as a controller, shared by the game at this screen (app.js, views from the
// in-browser engine) and the online match (online.js, views from `nile serve`): one code
// path draws a board view (NILE_VIEWS, views.js), highlights the elements a legal action
// names, opens a menu where one element carries several actions, marks the steps played
// since the viewer last looked, and gives terms their rulebook text on hover. What is
// played is handed to the caller's `act(index)`: the worker or the WebSocket.
/* global NILE_VIEWS, nileGenericView, nileTexts */
'use strict';

(function board() {
  const t = (key, args) => nileTexts.t(key, args);
  // How the engines' lines name a seat, in every language: "seat 2", "jogador 2".
  const SEAT = '(?:seat|[Jj]ogador)';
  // A DOM element: attributes (`class`, `text`, `on…` listeners, others as is), children.
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null) continue;
      if (k === 'class') e.className = v; else if (k === 'text') e.textContent = v;
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c);
    return e;
  }
  window.nileEl = el;

  // Rulebook texts of cards the glossary does not cover (a card held only as a number),
  // asked of the engine where there is one, kept per game.
  const explained = { game: null, texts: {} };

  // The hover text of a term: the view's glossary, the engine's explanation, or the
  // glossary's words inside a longer text.
  function termTitle(v, text) {
    const g = v.glossary || {};
    if (g[text]) return g[text];
    if (explained.game === v.game && explained.texts[text]) return explained.texts[text];
    const words = text.split(/[^\p{L}\p{N}'-]+/u).filter((w) => g[w]);
    // A rulebook id (D06, T12) is not shown as the heading of its text: the page names things in words.
    return words.length ? words.map((w) => (/^[A-Z]{1,3}\d{1,2}$/.test(w) ? g[w] : `${w}: ${g[w]}`)).join('\n') : null;
  }
  window.nileTermTitle = termTitle;

  // Cards drawn without a hover text; `ask(terms)` fetches their rulebook texts (the
  // engine answers with `setCardTitles`).
  function explainCards(box, v, ask) {
    if (explained.game !== v.game) { explained.game = v.game; explained.texts = {}; }
    const missing = [...new Set([...box.querySelectorAll('[data-card]:not([title])')].map((e) => e.dataset.card))]
      .filter((t) => !(t in explained.texts));
    if (missing.length && ask) ask(missing);
  }
  function setCardTitles(box, game, texts) {
    if (game !== explained.game) return;
    Object.assign(explained.texts, texts);
    for (const e of box.querySelectorAll('[data-card]:not([title])')) {
      const text = explained.texts[e.dataset.card];
      if (text) { e.title = text; e.classList.add('term'); }
    }
  }

  // Every legal action names the board element it acts on (`target.key`, drawn by the
  // view as `data-target`) and, where one element carries several actions, its menu
  // entry (`target.choice`); a decision no element stands for (`say:` keys: pass, end
  // the turn) is a labelled control on the board.
  function targetGroups(v) {
    const groups = new Map();
    for (const a of v.legal || []) {
      const key = a.target ? a.target.key : `say:${a.kind}`;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(a);
    }
    return groups;
  }

  function cssKey(key) { return key.replace(/["\\]/g, '\\$&'); }

  function closeMenu() { const m = document.getElementById('choices'); if (m) m.remove(); }

  // Nothing on the board can be played any more (a move is on its way).
  function disable(box) {
    closeMenu();
    box.querySelectorAll('.can, button.say, button.choice').forEach((b) => { b.disabled = true; b.classList.remove('can'); });
  }

  // A small menu next to the element: one entry per action it carries.
  function openMenu(box, target, list, play) {
    closeMenu();
    const r = target.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const menu = el('div', { id: 'choices', class: 'menu', role: 'menu' },
      ...list.map((a) => el('button', { class: 'choice', role: 'menuitem', 'data-index': a.index, title: a.label,
        onclick: (e) => { e.stopPropagation(); play(a.index); } }, (a.target && a.target.choice) || a.label)),
      el('button', { class: 'close', onclick: (e) => { e.stopPropagation(); closeMenu(); } }, t('cancel')));
    menu.style.left = `${Math.max(0, Math.min(r.left - b.left, b.width - 240))}px`;
    menu.style.top = `${r.bottom - b.top + 4}px`;
    box.append(menu);
    menu.querySelector('button').focus();
  }

  // Draws `v` into `box` and wires it. `opts.act(index)` plays an action; `opts.enabled()`
  // (optional) is asked at each click, and a click it refuses plays nothing and calls
  // `opts.refused()` (which tells the person why).
  function draw(box, v, opts) {
    box.replaceChildren();
    const custom = NILE_VIEWS[v.game];
    try {
      box.append(custom ? custom(v, el) : nileGenericView(v, el));
    } catch (err) {
      box.append(el('p', { class: 'error', text: t('view-failed', { message: err.message }) }), nileGenericView(v, el));
    }
    nameSeats(box, v);
    wire(box, v, opts);
  }

  // The seat panels carry the seats' names where the view has them (`seat_names`), and
  // every text of the board (hover texts included) says a seat's name for "seat N".
  function nameSeats(box, v) {
    if (!v.seat_names) return;
    for (const panel of box.querySelectorAll('.panel.seat[data-seat]')) {
      const name = v.seat_names[Number(panel.dataset.seat)];
      const head = panel.querySelector('h4');
      if (name && head) head.prepend(el('span', { class: 'seatname', text: `${name} · ` }));
    }
    const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let n = texts.nextNode(); n; n = texts.nextNode()) {
      const named = withNames(v, n.nodeValue);
      if (named !== n.nodeValue) n.nodeValue = named;
    }
    for (const e of box.querySelectorAll('[title], [aria-label]')) {
      for (const a of ['title', 'aria-label']) {
        const t = e.getAttribute(a);
        if (t && withNames(v, t) !== t) e.setAttribute(a, withNames(v, t));
      }
    }
  }

  // The engines' lines call a seat "seat N" ("jogador N"); where the view has the seats'
  // names (online), a line says the name instead: "Ana passes". "(seat N)" after a name
  // stays.
  function withNames(v, line) {
    const names = v.seat_names;
    if (!names) return line;
    return line.replace(new RegExp(`(\\(?)\\b${SEAT} (\\d+)\\b`, 'g'), (m, paren, n) => (paren || !names[Number(n)] ? m : names[Number(n)]));
  }

  // Whether `line` begins by naming seat `p` ("seat 2 bids", "jogador 2 dá um lance").
  function namesSeat(line, p) {
    return new RegExp(`^${SEAT} ${p}\\b`, 'i').test(line);
  }

  function wire(box, v, opts) {
    const play = (index) => {
      if (opts.enabled && !opts.enabled()) { if (opts.refused) opts.refused(); return; }
      disable(box);
      opts.act(index);
    };
    const groups = targetGroups(v);
    // Decisions without an element of their own, and (never expected: the browser test
    // checks) an element the view did not draw.
    const strip = el('div', { class: 'decisions' });
    for (const [key, list] of groups) {
      if (box.querySelector(`[data-target="${cssKey(key)}"]`)) continue;
      const say = key.startsWith('say:');
      strip.append(el('button', { class: `say${say ? '' : ' fallback'}`, 'data-target': key, type: 'button' },
        say ? sayWords(list[0]) + (list.length > 1 ? ' …' : '') : (list[0].target && list[0].target.choice) || list[0].label));
    }
    if (strip.childNodes.length) box.prepend(el('div', { class: 'panel decisions-panel' }, el('strong', { text: t('your-decision') }), strip));
    for (const [key, list] of groups) {
      for (const e of box.querySelectorAll(`[data-target="${cssKey(key)}"]`)) {
        e.classList.add('can');
        e.setAttribute('tabindex', '0');
        e.setAttribute('role', 'button');
        const words = list.length === 1 ? ((list[0].target && list[0].target.choice) || list[0].label) : t('n-choices', { n: list.length });
        if (!e.querySelector(':scope > title') && !e.getAttribute('title')) e.setAttribute('aria-label', words);
        const go = (ev) => {
          ev.stopPropagation();
          if (!e.classList.contains('can')) return;
          if (list.length === 1) play(list[0].index); else openMenu(box, e, list, play);
        };
        e.addEventListener('click', go);
        e.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); go(ev); } });
      }
    }
    markSteps(box, v);
  }

  // The elements of every step since the viewer last looked (`marks`) and of the last
  // step (`last`), whoever played them; and the last step's line above the board.
  function markSteps(box, v) {
    const keys = (v.marks || []).map((m) => m.key);
    if (v.last && v.last.key) keys.push(v.last.key);
    for (const key of new Set(keys.filter(Boolean))) {
      for (const e of box.querySelectorAll(`[data-target="${cssKey(key)}"]`)) e.classList.add('last');
    }
    const log = v.log || [];
    const lastLine = log.length ? log[log.length - 1] : null;
    if (lastLine && lastLine.lines.length) {
      const who = lastLine.actor === null ? t('draw') : lastLine.actor === v.viewer ? t('you') : withNames(v, t('seat-n', { n: lastLine.actor }));
      // A line that names its actor already ("seat 1: …", "Botankhamun …") is shown as is.
      const line = lastLine.lines[0];
      const named = new RegExp(`^(${SEAT} \\d+\\b|botankhamun\\b|botancâmon\\b|the opponent\\b|o adversário\\b|[A-Z][a-z]+ \\(${SEAT} \\d+\\))`, 'iu').test(line);
      box.prepend(el('div', { class: 'lastmove', 'aria-live': 'polite' }, el('strong', { text: t('last-move') }), withNames(v, named ? line : `${who}: ${line}`)));
    }
  }

  // A `say:` control's words: its label in the reader's language (the key's English
  // words for a game that gives none).
  function sayWords(a) {
    return (a.target && a.target.label) || a.target.key.slice(4);
  }

  // A move button's words: the element's menu entry with the control's label, or the
  // engine's description of the action for the seat (its "seat N:" prefix dropped).
  function actionWords(a) {
    const target = a.target;
    if (target && target.key.startsWith('say:')) return target.choice ? `${sayWords(a)}: ${target.choice}` : sayWords(a);
    return a.label.replace(new RegExp(`^(${SEAT} \\d+|[A-Z][a-z]+ \\(${SEAT} \\d+\\)):\\s*`), '');
  }

  document.addEventListener('keydown', (e) => { if (e.key === 'Escape') closeMenu(); });
  document.addEventListener('click', (e) => { if (!e.target.closest('#choices')) closeMenu(); });

  window.nileBoard = { draw, disable, closeMenu, termTitle, actionWords, explainCards, setCardTitles, withNames, namesSeat };
})();
