// Shipped with the game (`BoardTargets::VIEW`); the browser app loads every game's view as game-views.js.
// Imhotep's board view (NILE_VIEWS.imhotep), drawn from view.observation only; helpers in
// web/site/views.js. Clickable elements carry the keys src/targets.rs gives each
// action: ship:S:slot:K, ship:S, site:NAME, market:CARD, market:face-down, sled:P, blue:P:CARD.
// Every word it shows comes from the game's names (src/targets.rs) through nileWord.
/* global NILE_VIEWS, svgEl, svgRoot, nileCard, nileWord */
'use strict';

// ---- Imhotep: ships, the five sites, sleds ------------------------------------------
// Cards in crates/imhotep/src/cards.rs `Card` order (the observation's codes are 1-based):
// the ids the glossary and data-card read; the names shown are `card:<index>`.
const IMHOTEP_CARDS = ['Entrance', 'Sarcophagus', 'Paved Path', 'Pyramid Decoration', 'Temple Decoration',
  'Burial Chamber Decoration', 'Obelisk Decoration', 'Statue', 'Lever', 'Hammer', 'Sail', 'Chisel'];
const IMHOTEP_BLUE = ['Lever', 'Hammer', 'Sail', 'Chisel'];
// The seats' stone colours, as the engine's texts name them (crates/imhotep render::COLOURS,
// the data-stone attribute); the names shown are `colour:<seat>`.
const IMHOTEP_COLOURS = [['Black', '#262626', '#fff'], ['White', '#f7f7f2', '#000'], ['Brown', '#8b5a2b', '#fff'], ['Gray', '#8c8c8c', '#000']];
const imhotepColour = (v, p) => nileWord(v, `colour:${p}`);
const imhotepSeat = (v, p) => nileWord(v, 'view:seat', { colour: imhotepColour(v, p), seat: p });
const imhotepCard = (v, k) => nileWord(v, `card:${k}`);

NILE_VIEWS.imhotep = (v, el) => {
  const o = v.observation;
  const n = o.config.players;
  const stone = (code) => (code ? IMHOTEP_COLOURS[(code - 1) % 4][1] : '#f3ead6');
  // Ships: the hull sails (ship:S), each space on it takes a stone (ship:S:slot:K).
  const ships = svgRoot(360, o.ships.length * 38 + 8, nileWord(v, 'view:ships'));
  o.ships.forEach((s, i) => {
    const y = 6 + i * 38;
    const len = Math.max(s.capacity, 1) * 30;
    const hull = svgEl('g', { 'data-target': `ship:${i}` });
    hull.append(svgEl('path', { d: `M4 ${y + 4} h${len + 20} l-12 28 h${-(len - 4)} z`, fill: '#b08850', stroke: '#6b4f2a' }));
    const where = s.sailed_to ? ` → ${nileWord(v, `site:${s.sailed_to}`)}` : '';
    const spaces = s.capacity === 1 ? nileWord(v, 'view:ship-space-one', { ship: i + 1 }) : nileWord(v, 'view:ship-spaces', { ship: i + 1, n: s.capacity });
    ships.append(svgEl('text', { x: len + 34, y: y + 22 }, `${spaces}${where}`));
    hull.append(svgEl('title', {}, nileWord(v, 'view:ship', { ship: i + 1 })));
    ships.append(hull);
    // The spaces lie on the hull: a click on a space that takes no stone now reaches the
    // ship (to sail it).
    for (let k = 0; k < s.capacity; k++) {
      const g = svgEl('g', { 'data-target': `ship:${i}:slot:${k}`, 'data-stone': s.slots[k] ? IMHOTEP_COLOURS[(s.slots[k] - 1) % 4][0] : '' });
      g.append(svgEl('rect', { x: 16 + k * 30, y: y + 7, width: 24, height: 20, rx: 3, fill: stone(s.slots[k]), stroke: '#4a3a20' }));
      g.append(svgEl('title', {}, s.slots[k] ? nileWord(v, 'view:stone', { colour: imhotepColour(v, (s.slots[k] - 1) % 4) }) : nileWord(v, 'view:ship-space-empty', { ship: i + 1, space: k + 1 })));
      hull.append(g);
    }
  });
  // Sites
  const display = o.market.display.map((c) => (c ? nileCard(v, el, IMHOTEP_CARDS[c - 1] || String(c), { label: IMHOTEP_CARDS[c - 1] ? imhotepCard(v, c - 1) : nileWord(v, 'view:card', { n: c }), kind: IMHOTEP_BLUE.includes(IMHOTEP_CARDS[c - 1]) ? 'blue' : 'market' }) : null))
    .map((card, k) => { if (card) card.setAttribute('data-target', `market:${o.market.display[k] - 1}`); return card; }).filter((c) => c);
  const row = (cells, label) => {
    const g = svgRoot(Math.max(cells.length, 1) * 18 + 4, 20, label);
    cells.forEach((c, k) => g.append(svgEl('rect', { x: 2 + k * 18, y: 2, width: 16, height: 16, fill: stone(c), stroke: '#4a3a20' })));
    return g;
  };
  const burial = [];
  for (let k = 0; k < o.burial.len; k++) burial.push(((Number(BigInt(o.burial.cells[Math.floor(k / 32)]) >> BigInt((k % 32) * 2)) & 3)) + 1);
  const siteName = (key) => nileWord(v, `site:${key}`);
  const site = (key) => el('span', { class: 'k site', 'data-target': `site:${key}` }, siteName(key));
  const sites = el('div', { class: 'panel' }, el('h4', { text: nileWord(v, 'view:sites') }),
    el('div', { class: 'kv' },
      site('Market'), el('span', { class: 'cards' }, ...(display.length ? display : [el('span', { class: 'card empty', text: nileWord(v, 'view:empty') })]),
        o.market.blind ? el('span', { class: 'card', 'data-target': 'market:face-down' }, el('b', { text: nileWord(v, 'view:face-down', { n: o.market.blind }) })) : null),
      site('Pyramid'), row(o.pyramid.cells, siteName('Pyramid')),
      site('Temple'), row(o.temple.top, siteName('Temple')),
      site('BurialChamber'), row(burial, siteName('BurialChamber')),
      site('Obelisks'), el('span', {}, ...o.obelisks.stones.slice(0, n).map((s, p) => el('span', { class: 'tile', style: `border-color:${IMHOTEP_COLOURS[p][1]}` }, `${imhotepColour(v, p)}: ${s}`)))));
  const seats = o.builders.slice(0, n).map((b, p) => el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, style: `border-left-color:${IMHOTEP_COLOURS[p][1]}`, 'data-seat': p },
    el('h4', {}, el('span', { class: 'stone', style: `background:${IMHOTEP_COLOURS[p][1]}` }), ` ${p === v.viewer ? nileWord(v, 'view:you', { who: imhotepSeat(v, p) }) : imhotepSeat(v, p)} — ${b.score === 1 ? nileWord(v, 'view:points-one', { n: b.score }) : nileWord(v, 'view:points', { n: b.score })}`),
    el('div', {}, el('span', { class: 'tile', 'data-target': `sled:${p}`, title: nileWord(v, 'view:sled-title') }, nileWord(v, 'view:sled', { n: b.sled })), ` · ${nileWord(v, 'view:quarry', { n: b.quarry })} · ${nileWord(v, 'view:statues', { n: b.statues })}`),
    // Market cards held: decorations (scored at the end) and blue tools (played later).
    el('div', { class: 'cards' },
      ...b.decorations.map((d, k) => (d ? nileCard(v, el, IMHOTEP_CARDS[3 + k], { kind: 'market', label: imhotepCard(v, 3 + k), note: d > 1 ? `×${d}` : nileWord(v, 'view:decoration') }) : null)),
      ...b.blue.map((d, k) => {
        if (!d) return null;
        const card = nileCard(v, el, IMHOTEP_BLUE[k], { kind: 'blue', label: imhotepCard(v, 8 + k), note: d > 1 ? `×${d}` : nileWord(v, 'view:blue-card') });
        card.setAttribute('data-target', `blue:${p}:${8 + k}`);
        return card;
      }))));
  return el('div', {},
    el('div', { class: 'panel' }, el('h4', { text: nileWord(v, 'view:round', { round: o.round }) }), ships),
    sites, ...seats);
};
