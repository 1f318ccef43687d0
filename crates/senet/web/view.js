// Shipped with the game (`BoardTargets::VIEW`); the browser app loads every game's view as game-views.js.
// Senet's board view (NILE_VIEWS.senet), drawn from view.observation only; helpers in
// web/site/views.js. Clickable elements carry the keys src/targets.rs gives each
// action: square:S (the pawn on square S moves) and sticks (a throw). Every word comes
// from the game's names in the page's language (nileWord; the keys are listed in
// src/targets.rs, `names`).
/* global NILE_VIEWS, svgEl, svgRoot, nileWord, SEAT_COLOURS */
'use strict';

// The marked houses (crates/senet/src/data.rs HOUSES): square and the sign drawn (the
// name is `house:<square>`).
const SENET_HOUSES = { 15: '☥', 26: 'nfr', 27: '≈', 28: 'III', 29: 'II', 30: 'I' };
// A seat with its pawns' colour: seat 0 plays the light pawns, seat 1 the dark.
const senetSeat = (v, p) => nileWord(v, `view:seat:${p}`);

// A square's place on the board: rows of ten, the middle one read right to left.
function senetCell(s) {
  const i = s - 1;
  const row = Math.floor(i / 10);
  const k = i % 10;
  return [row, row === 1 ? 9 - k : k];
}

NILE_VIEWS.senet = (v, el) => {
  const o = v.observation;
  const size = 44;
  const board = svgRoot(10 * size + 4, 3 * size + 4, nileWord(v, 'view:board'));
  for (let s = 1; s <= 30; s++) {
    const [row, col] = senetCell(s);
    const x = 2 + col * size;
    const y = 2 + row * size;
    const house = SENET_HOUSES[s];
    const who = o.squares[s - 1];
    const g = svgEl('g', { 'data-target': `square:${s}`, 'data-pawn': who === null ? '' : String(who) });
    g.append(svgEl('rect', { x, y, width: size - 2, height: size - 2, rx: 3, fill: house ? '#ecd9a8' : '#f6ecd0', stroke: '#7a5c2e' }));
    g.append(svgEl('text', { x: x + 3, y: y + 11, 'font-size': 9, fill: '#7a5c2e' }, String(s)));
    if (house) g.append(svgEl('text', { x: x + size - 6, y: y + 12, 'font-size': 10, 'text-anchor': 'end', fill: '#5b3f14' }, house));
    if (who !== null) {
      g.append(svgEl('circle', { cx: x + size / 2 - 1, cy: y + size / 2 + 3, r: 12, fill: who === 0 ? '#f4f1e8' : '#3b2a1a', stroke: SEAT_COLOURS[who], 'stroke-width': 3 }));
    }
    const what = who === null ? nileWord(v, 'view:empty') : nileWord(v, `view:pawn:${who}`);
    g.append(svgEl('title', {}, house ? nileWord(v, 'view:square-house', { square: s, house: nileWord(v, `house:${s}`), what })
      : nileWord(v, 'view:square', { square: s, what })));
    board.append(g);
  }
  // The sticks: the last throw's white sides (none up counts 5).
  const last = o.last_throw;
  const whites = last === null ? 0 : (last === 5 ? 0 : last);
  const sticks = svgRoot(120, 50, nileWord(v, 'view:sticks-label'), 1.2);
  const stickGroup = svgEl('g', { 'data-target': 'sticks' });
  for (let k = 0; k < 4; k++) {
    stickGroup.append(svgEl('rect', { x: 6 + k * 28, y: 6, width: 18, height: 38, rx: 6,
      fill: last !== null && k < whites ? '#fbf8ef' : '#5a3d1e', stroke: '#3b2a1a' }));
  }
  stickGroup.append(svgEl('title', {}, last === null ? nileWord(v, 'view:sticks-unthrown') : nileWord(v, 'view:sticks-last', { n: last })));
  sticks.append(stickGroup);
  const throwText = o.over ? nileWord(v, 'view:over')
    : o.throw !== null ? nileWord(v, o.throw === 1 ? 'view:moves:one' : 'view:moves', { seat: senetSeat(v, o.to_move), n: o.throw })
      : nileWord(v, 'view:throws', { seat: senetSeat(v, o.to_move) });
  const seats = [0, 1].map((p) => el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, style: `border-left-color:${SEAT_COLOURS[p]}`, 'data-seat': p, 'data-off': o.off[p] },
    el('h4', { text: nileWord(v, 'view:off', { seat: `${senetSeat(v, p)}${p === v.viewer ? ' ' + nileWord(v, 'view:you') : ''}`, off: o.off[p], pawns: o.config.pawns }) })));
  const heading = nileWord(v, o.throws === 1 ? 'view:heading:one' : 'view:heading', { throws: o.throws, status: throwText });
  return el('div', {},
    el('div', { class: 'panel' }, el('h4', { text: heading }), board,
      el('div', { class: 'kv' }, el('span', { class: 'k', text: nileWord(v, 'view:sticks') }), sticks)),
    ...seats);
};
