// Shipped with the game (`BoardTargets::VIEW`); the browser app loads every game's view as game-views.js.
// Senet's board view (NILE_VIEWS.senet), drawn from view.observation only; helpers in
// web/site/views.js. Clickable elements carry the keys src/targets.rs gives each
// action: square:S (the pawn on square S moves) and sticks (a throw).
/* global NILE_VIEWS, svgEl, svgRoot, SEAT_COLOURS */
'use strict';

// The marked houses (crates/senet/src/board.rs HOUSES): square, name, sign drawn.
const SENET_HOUSES = { 15: ['House of Rebirth', '☥'], 26: ['House of Happiness', 'nfr'], 27: ['House of Water', '≈'],
  28: ['House of Three Truths', 'III'], 29: ['House of Re-Atoum', 'II'], 30: ['House of Horus', 'I'] };
const SENET_SEATS = ['light', 'dark'];
const senetSeat = (p) => `seat ${p} (${SENET_SEATS[p]})`;

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
  const board = svgRoot(10 * size + 4, 3 * size + 4, 'the Senet board: thirty squares in three rows');
  for (let s = 1; s <= 30; s++) {
    const [row, col] = senetCell(s);
    const x = 2 + col * size;
    const y = 2 + row * size;
    const house = SENET_HOUSES[s];
    const who = o.squares[s - 1];
    const g = svgEl('g', { 'data-target': `square:${s}`, 'data-pawn': who === null ? '' : String(who) });
    g.append(svgEl('rect', { x, y, width: size - 2, height: size - 2, rx: 3, fill: house ? '#ecd9a8' : '#f6ecd0', stroke: '#7a5c2e' }));
    g.append(svgEl('text', { x: x + 3, y: y + 11, 'font-size': 9, fill: '#7a5c2e' }, String(s)));
    if (house) g.append(svgEl('text', { x: x + size - 6, y: y + 12, 'font-size': 10, 'text-anchor': 'end', fill: '#5b3f14' }, house[1]));
    if (who !== null) {
      g.append(svgEl('circle', { cx: x + size / 2 - 1, cy: y + size / 2 + 3, r: 12, fill: who === 0 ? '#f4f1e8' : '#3b2a1a', stroke: SEAT_COLOURS[who], 'stroke-width': 3 }));
    }
    const what = who === null ? 'empty' : `a pawn of ${senetSeat(who)}`;
    g.append(svgEl('title', {}, `square ${s}${house ? ` (${house[0]})` : ''}: ${what}`));
    board.append(g);
  }
  // The sticks: the last throw's white sides (none up counts 5).
  const last = o.last_throw;
  const whites = last === null ? 0 : (last === 5 ? 0 : last);
  const sticks = svgRoot(120, 50, 'the four throwing sticks', 1.2);
  const stickGroup = svgEl('g', { 'data-target': 'sticks' });
  for (let k = 0; k < 4; k++) {
    stickGroup.append(svgEl('rect', { x: 6 + k * 28, y: 6, width: 18, height: 38, rx: 6,
      fill: last !== null && k < whites ? '#fbf8ef' : '#5a3d1e', stroke: '#3b2a1a' }));
  }
  stickGroup.append(svgEl('title', {}, last === null ? 'the sticks: not thrown yet' : `the sticks: last throw ${last}`));
  sticks.append(stickGroup);
  const throwText = o.over ? 'the game is over'
    : o.throw !== null ? `${senetSeat(o.to_move)} moves a pawn ${o.throw}`
      : `${senetSeat(o.to_move)} throws the sticks`;
  const seats = [0, 1].map((p) => el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, style: `border-left-color:${SEAT_COLOURS[p]}`, 'data-seat': p },
    el('h4', { text: `${senetSeat(p)}${p === v.viewer ? ' (you)' : ''}: ${o.off[p]} of ${o.config.pawns} pawns off the board` })));
  return el('div', {},
    el('div', { class: 'panel' }, el('h4', { text: `Senet · ${o.throws} throws · ${throwText}` }), board,
      el('div', { class: 'kv' }, el('span', { class: 'k', text: 'Sticks' }), sticks)),
    ...seats);
};
