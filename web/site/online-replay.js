// The replay of a finished online match: any step of it, drawn with the board code of
// live play (board.js) but not clickable, as the spectator sees it or as this browser's
// own seat saw it (a seat's view needs the seat's credential, which the page holds).
// Each step is asked of the server (`GET /api/matches/{id}/replay`), which builds it from
// the stored moves as a live `state` was built. Steps: the buttons, or the keyboard's
// arrows, Home and End.
/* global nileBoard, nileTexts */
'use strict';

(function replay() {
  const $ = (id) => document.getElementById(id);
  if (!$('online-seatlist')) return; // no online play here (a page opened from a file)
  const el = (...a) => window.nileEl(...a);
  const t = (key, args) => nileTexts.t(key, args);
  const tx = (tag, key, attrs = {}) => el(tag, { ...attrs, 'data-t': key, text: t(key) });
  // The replay shown: the match, the viewer's seat (null: the spectator) and credential,
  // the step and the match's number of steps. Read by the browser test.
  const rp = { active: false, id: null, seat: null, token: null, held: null, step: 0, steps: 0, view: null, asked: 0 };
  window.nileReplay = rp;

  const bar = el('div', { id: 'online-replay', class: 'replaybar', hidden: '' },
    tx('strong', 'replay'),
    el('button', { id: 'replay-first', title: t('replay-start'), 'data-t-title': 'replay-start', text: '|◀' }),
    el('button', { id: 'replay-prev', title: t('replay-before'), 'data-t-title': 'replay-before', text: '◀' }),
    el('span', { id: 'replay-step', 'aria-live': 'polite' }),
    el('button', { id: 'replay-next', title: t('replay-next'), 'data-t-title': 'replay-next', text: '▶' }),
    el('button', { id: 'replay-last', title: t('replay-end'), 'data-t-title': 'replay-end', text: '▶|' }),
    el('label', {}, tx('span', 'seen-by-space'), el('select', { id: 'replay-viewer' })),
    ' ', tx('button', 'close-replay', { id: 'replay-close' }),
    el('p', { id: 'replay-error', role: 'alert' }));
  $('online-seatlist').before(bar);

  // Asks the server for step `k` as the chosen viewer; a late answer to an earlier
  // question is dropped, so quick clicks end on the last step asked.
  async function go(k) {
    if (!rp.active) return;
    const step = Math.max(0, Math.min(k, rp.steps || k));
    const asked = ++rp.asked;
    const query = `step=${step}${rp.seat === null ? '' : `&seat=${rp.seat}`}&lang=${encodeURIComponent(nileTexts.lang())}`;
    const headers = rp.seat === null ? {} : { Authorization: `Bearer ${rp.token}` };
    try {
      const r = await fetch(`/api/matches/${rp.id}/replay?${query}`, { headers });
      const v = await r.json().catch(() => ({}));
      if (asked !== rp.asked || !rp.active) return;
      if (!r.ok) throw new Error(v.message || t('server-answered', { status: r.status }));
      $('replay-error').textContent = '';
      rp.view = v; rp.step = v.step; rp.steps = v.steps;
      draw(v);
    } catch (e) {
      if (asked === rp.asked) $('replay-error').textContent = t('replay-failed', { why: e.message });
    }
  }

  // The board of the step, with nothing to play: the legal actions are left out, so no
  // element is highlighted or wired, and the step's line heads the board.
  function draw(v) {
    const board = $('online-board');
    $('replay-step').textContent = ` ${t('replay-step', { step: v.step, steps: v.steps })} `;
    $('replay-first').disabled = $('replay-prev').disabled = v.step === 0;
    $('replay-last').disabled = $('replay-next').disabled = v.step >= v.steps;
    // The winner and the scores wait for the end, as they did in the match.
    $('online-outcome').hidden = v.step < v.steps;
    const status = $('online-status');
    if (status) status.textContent = v.step < v.steps ? t('replay-status', { step: v.step, steps: v.steps }) : t('replay-status-end', { steps: v.steps });
    if (!v.observation) { board.replaceChildren(el('p', { text: t('replay-nothing') })); return; }
    const view = { ...v, legal: [], viewer: v.you, observed_seat: v.you, render: v.render || '',
      glossary: v.glossary || {}, log: v.lines, seat_names: v.seats.map((s) => s.name || null) };
    nileBoard.draw(board, view, { act: () => {}, enabled: () => false });
    nileBoard.disable(board);
  }

  // Opens the replay of match `id` at its start; `held` is this browser's seat in it
  // (`{seat, token}`), offered as a viewer besides the spectator, and chosen first.
  rp.open = (id, held) => {
    Object.assign(rp, { active: true, id, held: held || null, seat: held ? held.seat : null, token: held ? held.token : null, step: 0, steps: 0 });
    viewers();
    $('replay-viewer').value = held ? String(held.seat) : '';
    bar.hidden = false;
    $('online-match').classList.add('replaying');
    go(0);
  };
  // The replay's viewers: the spectator, and this browser's seat.
  function viewers() {
    const held = rp.held;
    $('replay-viewer').replaceChildren(el('option', { value: '', text: t('replay-spectator') }),
      ...(held ? [el('option', { value: String(held.seat), text: t('replay-your-seat', { n: held.seat }) })] : []));
  }
  // Another language: the same step again, its words in the new one.
  nileTexts.onChange(() => {
    if (!rp.active) return;
    const picked = $('replay-viewer').value;
    viewers();
    $('replay-viewer').value = picked;
    go(rp.step);
  });
  rp.close = () => {
    rp.active = false;
    bar.hidden = true;
    $('online-match').classList.remove('replaying');
    if (window.nileOnline && window.nileOnline.redraw) window.nileOnline.redraw();
  };
  rp.go = go;

  $('replay-first').addEventListener('click', () => go(0));
  $('replay-prev').addEventListener('click', () => go(rp.step - 1));
  $('replay-next').addEventListener('click', () => go(rp.step + 1));
  $('replay-last').addEventListener('click', () => go(rp.steps));
  $('replay-close').addEventListener('click', rp.close);
  $('replay-viewer').addEventListener('change', () => {
    const v = $('replay-viewer').value;
    rp.seat = v === '' ? null : Number(v);
    rp.token = v === '' || !rp.held ? null : rp.held.token;
    go(rp.step);
  });
  document.addEventListener('keydown', (e) => {
    const at = e.target;
    if (!rp.active || (at && at.closest && at.closest('input, select, textarea'))) return;
    const to = { ArrowLeft: rp.step - 1, ArrowRight: rp.step + 1, Home: 0, End: rp.steps }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  });
})();
