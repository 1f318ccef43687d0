// Shipped with the game (`BoardTargets::VIEW`); the browser app loads every game's view as game-views.js.
// Tekhenu's board view (NILE_VIEWS.tekhenu), drawn from view.observation only; helpers in
// web/site/views.js. Clickable elements carry the keys src/targets.rs gives each
// action: die:G:COLOUR:VALUE, god:G, bag, temple:R:C, building:S, people:S, statue:god,
// section:S, card:N, district:D, start:S, destiny:A, reward:P:C, prod:P:R.
/* global NILE_VIEWS, nileTerm, nileName, nileWord, svgEl, svgRoot, nileCard, SEAT_COLOURS */
'use strict';

// ---- Tekhenu: the obelisk's sections, dice, scales and the temple ---------------------
// Every word comes from the game's names (src/targets.rs, `BoardTargets::names`):
// god:G, resource:R, people:K, district:D, start:S, destiny:A, pillar:T, colour:C,
// kind:B/T/D, card:N and the view's own view:* phrases. The tables below hold numbers and
// marks only, in the order of crates/tekhenu/src/cards.rs (DESTINY's Ankh values, PILLARS'
// lights, MARKET_START / MARKET_ACCESS).
const TEKHENU_ANKH = [0, 1, 2, 3];
// A raised pillar shows the light of its ability (☀ sunny, ◐ shaded, ● dark, · none).
const TEKHENU_PILLAR_MARK = ['☀', '●', '◐', '☀', '●', '◐', '☀', '◐', '●', '●', '☀', '◐', '☀', '●', '◐', '◐', '☀', '●', '☀', '◐', '●', '·', '·', '·', '·', '·', '·'];
const TEKHENU_MARKET = [[0, 3, 1], [3, 4, 5], [7, 4, 9], [11, 4, 13]]; // first slot, slots, happiness needed
const TEKHENU_NONE = 255;
const DIE_FILL = { White: '#fafafa', Yellow: '#f1c40f', Brown: '#8e5b2c', Black: '#222', Grey: '#999' };
const DIE_INK = { White: '#000', Yellow: '#000', Brown: '#fff', Black: '#fff', Grey: '#000' };

const tekhenuBits = (mask) => Array.from({ length: 32 }, (_, i) => i).filter((i) => Number(BigInt(mask || 0) >> BigInt(i) & 1n));
const tekhenuOwner = (o) => (o === TEKHENU_NONE || o === undefined ? null : o);
// A market card's rulebook id (B01-B24 Blessings, T01-T24 Technologies, D01-D24
// Decrees): the key of its rulebook text in the glossary, never shown.
const tekhenuCardId = (n) => `${'BTD'[Math.floor(n / 24)]}${String((n % 24) + 1).padStart(2, '0')}`;
const TEKHENU_KIND_CLASS = { B: 'market', T: 'blue', D: 'decree' };

// A card: its name (a short form of its effect, crates/tekhenu's CARD_NAMES), its kind and
// printed effect under it and on hover (from the glossary, Game::explain's words).
function tekhenuCard(v, el, n, extra) {
  const id = tekhenuCardId(n);
  const kind = nileWord(v, `kind:${id[0]}`);
  const name = nileName(v, `card:${n}`, kind);
  const text = ((v.glossary || {})[id] || '').replace(/^[^:]*:\s*/, '');
  const card = nileCard(v, el, id, { kind: TEKHENU_KIND_CLASS[id[0]], label: name, note: text ? nileWord(v, 'view:card-note', { kind, text }) : kind, ...extra });
  card.title = text ? nileWord(v, 'view:card-title-text', { name, kind, text }) : nileWord(v, 'view:card-title', { name, kind });
  card.setAttribute('data-target', `card:${n}`);
  card.classList.add('wide');
  return card;
}

function tekhenuDie(v, die, key) {
  const g = svgEl('g', key ? { 'data-target': key } : {});
  g.append(svgEl('rect', { width: 20, height: 20, rx: 4, fill: DIE_FILL[die.colour] || '#ccc', stroke: '#333' }));
  g.append(svgEl('text', { x: 10, y: 14, 'text-anchor': 'middle', fill: DIE_INK[die.colour] || '#000' }, String(die.value)));
  g.append(svgEl('title', {}, nileWord(v, 'view:die', { colour: nileWord(v, `colour:${die.colour}`), value: die.value })));
  return g;
}

function tekhenuDiceRow(v, el, dice, label) {
  const svg = svgRoot(Math.max(dice.length, 1) * 24 + 4, 24, label);
  dice.forEach((d, i) => { const g = tekhenuDie(v, d); g.setAttribute('transform', `translate(${2 + i * 24},2)`); svg.append(g); });
  return dice.length ? svg : el('span', { text: '—' });
}

// The obelisk disc: six gods' sections (god:G) in light and shadow, the dice on each
// (die:G:COLOUR:VALUE).
function tekhenuDisc(v, s, at) {
  const svg = svgRoot(300, 300, nileWord(v, 'view:disc'));
  svg.append(svgEl('circle', { cx: 150, cy: 150, r: 140, fill: '#f6e7b8', stroke: '#7a6a50' }));
  for (let g = 0; g < 6; g++) {
    const a0 = (g / 6) * 2 * Math.PI - Math.PI / 2;
    const a1 = ((g + 1) / 6) * 2 * Math.PI - Math.PI / 2;
    const sunny = ((g - s.disc + 6) % 6) < 3;
    const am = (a0 + a1) / 2;
    const section = svgEl('g', { 'data-target': `god:${g}` });
    section.append(svgEl('path', { d: `M150 150 L${150 + 140 * Math.cos(a0)} ${150 + 140 * Math.sin(a0)} A140 140 0 0 1 ${150 + 140 * Math.cos(a1)} ${150 + 140 * Math.sin(a1)} Z`, fill: sunny ? '#fbe9a6' : '#d9cfb8', stroke: '#7a6a50' }));
    section.append(svgEl('text', { x: 150 + 118 * Math.cos(am), y: 150 + 118 * Math.sin(am), 'text-anchor': 'middle', style: 'font-weight:bold' }, nileWord(v, `god:${g}`)));
    section.append(svgEl('title', {}, nileWord(v, sunny ? 'view:section-light' : 'view:section-shadow', { god: nileWord(v, `god:${g}`) })));
    svg.append(section);
    at('Disc', g).forEach((d, i) => {
      const r = 88 - Math.floor(i / 3) * 24;
      const aa = am + ((i % 3) - 1) * (30 / r);
      const die = tekhenuDie(v, d, `die:${g}:${d.colour}:${d.value}`);
      die.setAttribute('transform', `translate(${150 + r * Math.cos(aa) - 10},${150 + r * Math.sin(aa) - 10})`);
      svg.append(die);
    });
  }
  svg.append(svgEl('rect', { x: 143, y: 125, width: 14, height: 50, fill: '#c8b28a', stroke: '#6b5a3a' }));
  svg.lastChild.append(svgEl('title', {}, nileWord(v, 'view:obelisk')));
  return svg;
}

// The temple: 5×5 pillar cells (temple:R:C), the building spaces beside each row and above
// each column (building:S: rows 0-4, columns 5-9).
function tekhenuTemple(v, s) {
  const temple = svgRoot(6 * 26 + 4, 6 * 26 + 4, nileWord(v, 'view:temple-label'));
  const owner = (o) => (tekhenuOwner(o) === null ? '#efe4c8' : SEAT_COLOURS[o % 5]);
  for (let k = 0; k < 10; k++) {
    const [x, y] = k < 5 ? [2, 28 + k * 26] : [28 + (k - 5) * 26, 2];
    const g = svgEl('g', { 'data-target': `building:${k}` });
    g.append(svgEl('rect', { x: x + 2, y: y + 2, width: 20, height: 20, rx: 10, fill: owner(s.temple_buildings[k]), stroke: '#7a6a50' }));
    g.append(svgEl('title', {}, k < 5 ? nileWord(v, 'view:building-row', { n: k + 1 }) : nileWord(v, 'view:building-column', { n: k - 4 })));
    temple.append(g);
  }
  (s.temple || []).forEach((rowCells, r) => rowCells.forEach((c, k) => {
    const g = svgEl('g', { 'data-target': `temple:${r}:${k}` });
    g.append(svgEl('rect', { x: 28 + k * 26, y: 28 + r * 26, width: 24, height: 24, fill: c ? SEAT_COLOURS[c.owner % 5] : '#efe4c8', stroke: '#7a6a50' }));
    if (c) g.append(svgEl('text', { x: 40 + k * 26, y: 45 + r * 26, 'text-anchor': 'middle', fill: '#fff' }, TEKHENU_PILLAR_MARK[c.tile] || '·'));
    g.append(svgEl('title', {}, c ? nileWord(v, 'view:pillar-of', { seat: c.owner, tile: nileWord(v, `pillar:${c.tile}`) }) : nileWord(v, 'view:temple-cell', { row: r + 1, column: k + 1 })));
    temple.append(g);
  }));
  return temple;
}

// Osiris's production districts: one column per resource (district:D), six rows of
// building spaces, each with its owner's colour.
function tekhenuDistricts(v, el, s) {
  return el('div', { class: 'districts' }, ...[0, 1, 2, 3].map((d) => el('div', { class: 'district', 'data-target': `district:${d}`, title: nileWord(v, 'view:district', { district: nileWord(v, `district:${d}`) }) },
    el('small', { text: nileWord(v, `resource:${d}`) }),
    ...s.osiris.map((row, k) => {
      const o = tekhenuOwner(row[d]);
      return el('span', { class: 'cell', style: o === null ? null : `background:${SEAT_COLOURS[o % 5]}`, title: o === null ? nileWord(v, 'view:osiris-row-free', { row: k + 1 }) : nileWord(v, 'view:osiris-row-seat', { row: k + 1, seat: o }) });
    }))));
}

NILE_VIEWS.tekhenu = (v, el) => {
  const o = v.observation;
  const s = o.state;
  const n = s.np;
  const dice = Array.isArray(s.dice) ? s.dice : [];
  const at = (kind, k) => dice.filter((d) => d.loc && typeof d.loc === 'object' && d.loc[kind] === k);
  const bag = dice.filter((d) => d.loc === 'Bag').length;
  const seatName = (p) => nileWord(v, s.solo && p === 1 ? 'view:seat-bot' : 'view:seat', { seat: p });
  const empty = () => el('span', { class: 'card empty', text: nileWord(v, 'view:empty') });
  // The market: four sections (section:S, happiness needed), their cards (card:N).
  const market = el('div', { class: 'market' }, ...TEKHENU_MARKET.map(([first, len, need], k) => el('div', { class: 'section', 'data-target': `section:${k}` },
    el('small', { text: nileWord(v, 'view:section', { n: k + 1, need }) }),
    el('div', { class: 'cards' }, ...s.market.slice(first, first + len).map((c) => (c === TEKHENU_NONE ? empty() : tekhenuCard(v, el, c)))))));
  const offer = s.offer.filter((c) => c !== TEKHENU_NONE);
  // The setup's cards still in the centre: starting cards to draft, Destiny cards to take.
  const startReward = (i) => nileWord(v, `start:${i}`);
  const destinyReward = (a) => nileWord(v, `destiny:${a}`);
  const starts = tekhenuBits(s.start_pool).map((i) => el('span', { class: 'card wide market', 'data-target': `start:${i}`, title: nileWord(v, 'view:starting-title', { n: i + 1, reward: startReward(i) }) },
    el('b', { text: nileWord(v, 'view:starting', { n: i + 1 }) }), el('small', { text: nileWord(v, 'view:initiative', { n: i + 1, reward: startReward(i) }) })));
  const destinies = tekhenuBits(s.destiny_free).map((a) => el('span', { class: 'card wide favour', 'data-target': `destiny:${a}`, title: nileWord(v, 'view:destiny-title', { n: a + 1, reward: destinyReward(a) }) },
    el('b', { text: nileWord(v, 'view:destiny', { n: a + 1 }) }), el('small', { text: nileWord(v, 'view:ankh', { ankh: TEKHENU_ANKH[a], reward: destinyReward(a) }) })));
  const slot = ['view:pillar-left', 'view:pillar-middle', 'view:pillar-right'];
  const pillars = s.display.map((t, k) => (t === TEKHENU_NONE ? empty()
    : el('span', { class: 'card wide', 'data-pillar': t, title: nileWord(v, 'view:pillar-tile', { tile: nileWord(v, `pillar:${t}`) }) },
      el('b', { text: nileWord(v, slot[k]) }), el('small', { text: nileWord(v, `pillar:${t}`) }))));
  const people = [0, 1, 2, 3].map((k) => {
    const o2 = tekhenuOwner(s.people[k]);
    const space = nileWord(v, `people:${k}`);
    return el('span', { class: 'tile', 'data-target': `people:${k}`, style: o2 === null ? null : `border-color:${SEAT_COLOURS[o2 % 5]}` },
      o2 === null ? nileWord(v, 'view:people-free', { space }) : nileWord(v, 'view:people-seat', { space, seat: o2 }));
  });
  const statues = el('span', { class: 'tile', 'data-target': 'statue:god' }, nileWord(v, 'view:god-statues', {
    statues: [0, 1, 2, 3, 4, 5].map((k) => `${nileWord(v, `god:${k}`)} ${s.god_statues[k].slice(0, n).join('/')}`).join(' · '),
  }));
  const seats = [];
  for (let p = 0; p < n; p++) {
    const pl = s.players[p];
    const rewards = [];
    if (pl.destiny !== TEKHENU_NONE && pl.destiny < 4) {
      rewards.push(el('span', { class: 'card wide favour', 'data-target': `reward:${p}:${pl.destiny}` }, el('b', { text: nileWord(v, 'view:destiny', { n: pl.destiny + 1 }) }), el('small', { text: destinyReward(pl.destiny) })));
    }
    for (const st of pl.starting) {
      if (st !== TEKHENU_NONE && st < 12) rewards.push(el('span', { class: 'card wide market', 'data-target': `reward:${p}:${4 + st}` }, el('b', { text: nileWord(v, 'view:starting', { n: st + 1 }) }), el('small', { text: startReward(st) })));
    }
    seats.push(el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, style: `border-left-color:${SEAT_COLOURS[p]}`, 'data-seat': p },
      el('h4', { text: nileWord(v, p === v.viewer ? 'view:heading-you' : 'view:heading', { seat: seatName(p), points: pl.score }) }),
      el('div', { class: 'tiles' }, ...[0, 1, 2, 3, 4].map((k) => el('span', { class: 'tile', 'data-target': k < 4 ? `prod:${p}:${k}` : null },
        nileTerm(v, el, nileWord(v, `resource:${k}`)), k < 4 ? nileWord(v, 'view:amount-produces', { n: pl.res[k], prod: pl.prod[k] }) : `: ${pl.res[k]}`)),
      el('span', { class: 'tile', text: nileWord(v, 'view:scribes', { n: pl.scribes }) }), el('span', { class: 'tile', text: nileWord(v, 'view:faith', { n: pl.faith }) }),
      el('span', { class: 'tile', text: nileWord(v, 'view:pop-happy', { pop: pl.pop, happy: pl.happy }) }),
      p === v.viewer ? null : el('span', { class: 'tile', text: nileWord(v, 'view:decrees-in-hand', { n: o.hand_sizes[p] }) })),
      // Cards: Blessings and Technologies are face up; Decrees only in the viewer's own
      // hand (the observation holds no other seat's decrees, only their number).
      el('div', { class: 'cards' }, ...rewards,
        ...tekhenuBits(pl.blessings).map((i) => tekhenuCard(v, el, i)),
        ...tekhenuBits(pl.techs).map((i) => tekhenuCard(v, el, 24 + i)),
        ...(p === v.viewer || s.revealed ? tekhenuBits(pl.decrees).map((i) => tekhenuCard(v, el, 48 + i)) : [])),
      el('div', { class: 'kv' },
        el('span', { class: 'k', text: nileWord(v, 'view:scales-pure') }), tekhenuDiceRow(v, el, at('Left', p), nileWord(v, 'view:pan-pure')),
        el('span', { class: 'k', text: nileWord(v, 'view:scales-tainted') }), tekhenuDiceRow(v, el, at('Right', p), nileWord(v, 'view:pan-tainted')),
        el('span', { class: 'k', text: nileWord(v, 'view:scales-below') }), tekhenuDiceRow(v, el, at('Below', p), nileWord(v, 'view:below-scales')))));
  }
  const setup = starts.length || destinies.length ? el('div', { class: 'panel' }, el('h4', { text: nileWord(v, starts.length ? 'view:setup' : 'view:destiny-centre') }),
    el('div', { class: 'cards' }, ...starts, ...destinies)) : null;
  return el('div', {},
    setup,
    el('div', { class: 'panel' }, el('h4', { text: nileWord(v, 'view:obelisk-heading', { rotations: s.rotations, maat: s.maat }) }),
      el('div', { class: 'tiles' }, el('span', { class: 'tile', 'data-target': 'bag' }, nileWord(v, 'view:bag', { n: bag })), statues, ...people),
      el('div', { class: 'board-row' }, tekhenuDisc(v, s, at),
        el('div', {}, el('strong', { text: nileWord(v, 'view:temple') }), el('div', {}, tekhenuTemple(v, s)),
          el('strong', { text: nileWord(v, 'view:pillar-display') }), el('div', { class: 'cards' }, ...pillars)),
        el('div', {}, el('strong', { text: nileWord(v, 'view:osiris') }), tekhenuDistricts(v, el, s)))),
    el('div', { class: 'panel' }, el('h4', { text: nileWord(v, 'view:market') }), market,
      offer.length ? el('div', {}, el('strong', { text: `${nileWord(v, 'view:offered')} ` }), el('div', { class: 'cards' }, ...offer.map((c) => tekhenuCard(v, el, c)))) : null),
    ...seats);
};
