// Shipped with the game (`BoardTargets::VIEW`); the browser app loads every game's view as game-views.js.
// Tekhenu's board view (NILE_VIEWS.tekhenu), drawn from view.observation only; helpers in
// web/site/views.js. Clickable elements carry the keys src/targets.rs gives each
// action: die:G:COLOUR:VALUE, god:G, bag, temple:R:C, building:S, people:S, statue:god,
// section:S, card:N, district:D, start:S, destiny:A, reward:P:C, prod:P:R.
/* global NILE_VIEWS, nileTerm, svgEl, svgRoot, nileCard, SEAT_COLOURS */
'use strict';

// ---- Tekhenu: the obelisk's sections, dice, scales and the temple ---------------------
// Names in crates/tekhenu/src/pieces.rs order (GOD_NAMES, resources, PEOPLE_NAMES,
// DISTRICT_NAMES) and the card tables of crates/tekhenu/src/cards.rs (STARTING, DESTINY,
// PILLARS, MARKET_START / MARKET_ACCESS).
const TEKHENU_GODS = ['Horus', 'Ra', 'Hathor', 'Bastet', 'Thoth', 'Osiris'];
const TEKHENU_RES = ['Papyrus', 'Bread', 'Limestone', 'Granite', 'Gold'];
const TEKHENU_PEOPLE = ['temple row', 'temple column', 'workshops', 'quarries'];
const TEKHENU_STARTING = ['Osiris action as with value 5, no Happiness loss', 'Osiris action as with value 3, quarries only',
  'Osiris action as with value 3, workshops only', 'any 5 resources, Gold excluded', 'draw 2 Technologies, keep 1',
  'draw 2 Blessings, keep 1', '2 Scribes and 1 Gold', '1 Papyrus, 1 Bread, 1 Limestone, 1 Granite',
  '3 Limestone and/or Granite', '3 Bread and/or Papyrus', '+3 Population, +2 Happiness', '2 Gold'];
const TEKHENU_DESTINY = [[0, '1 Scribe'], [1, '1 Gold'], [2, '+1 Population or +1 Happiness'], [3, '1 Faith']];
const TEKHENU_PILLARS = ['sunny: +3 Population', 'dark: +1 Scribe', 'shaded: +2 Happiness', 'sunny: 1 VP per matching edge',
  'dark: 1 VP per matching edge', 'shaded: 1 VP per aligned building', 'sunny: 1 VP', 'shaded: 1 VP', 'dark: 1 VP',
  'dark: Thoth action with value 1', 'sunny: Thoth action with value 1', 'shaded: Horus action with value 1, 2 or 3',
  'sunny: draw a Decree', 'dark: draw a Decree', 'shaded: Osiris action with value 3', 'shaded: 2 Gold', 'sunny: 2 Gold',
  'dark: 2 Gold', 'sunny: the covered cell\'s reward again', 'shaded: the covered cell\'s reward again',
  'dark: the covered cell\'s reward again', 'no ability', 'no ability', 'no ability', 'no ability', 'no ability', 'no ability'];
const TEKHENU_MARKET = [[0, 3, 1], [3, 4, 5], [7, 4, 9], [11, 4, 13]]; // first slot, slots, happiness needed
const TEKHENU_NONE = 255;
const DIE_FILL = { White: '#fafafa', Yellow: '#f1c40f', Brown: '#8e5b2c', Black: '#222', Grey: '#999' };
const DIE_INK = { White: '#000', Yellow: '#000', Brown: '#fff', Black: '#fff', Grey: '#000' };

const tekhenuBits = (mask) => Array.from({ length: 32 }, (_, i) => i).filter((i) => Number(BigInt(mask || 0) >> BigInt(i) & 1n));
const tekhenuOwner = (o) => (o === TEKHENU_NONE || o === undefined ? null : o);
// A market card's rulebook id (B01-B24 Blessings, T01-T24 Technologies, D01-D24
// Decrees): the key of its rulebook text in the glossary, never shown.
const tekhenuCardId = (n) => `${'BTD'[Math.floor(n / 24)]}${String((n % 24) + 1).padStart(2, '0')}`;
const TEKHENU_KIND = { B: ['Blessing', 'market'], T: ['Technology', 'blue'], D: ['Decree', 'decree'] };

// A card: its name (a short form of its effect, crates/tekhenu's CARD_NAMES), its kind and
// printed effect under it and on hover (from the glossary, Game::explain's words).
function tekhenuCard(v, el, n, extra) {
  const id = tekhenuCardId(n);
  const [kind, css] = TEKHENU_KIND[id[0]];
  const name = nileName(v, `card:${n}`, kind);
  const text = ((v.glossary || {})[id] || '').replace(/^[^:]*:\s*/, '');
  const card = nileCard(v, el, id, { kind: css, label: name, note: text ? `${kind}: ${text}` : kind, ...extra });
  card.title = `${name} (${kind})${text ? ': ' + text : ''}`;
  card.setAttribute('data-target', `card:${n}`);
  card.classList.add('wide');
  return card;
}

function tekhenuDie(die, key) {
  const g = svgEl('g', key ? { 'data-target': key } : {});
  g.append(svgEl('rect', { width: 20, height: 20, rx: 4, fill: DIE_FILL[die.colour] || '#ccc', stroke: '#333' }));
  g.append(svgEl('text', { x: 10, y: 14, 'text-anchor': 'middle', fill: DIE_INK[die.colour] || '#000' }, String(die.value)));
  g.append(svgEl('title', {}, `${die.colour.toLowerCase()} die showing ${die.value}`));
  return g;
}

function tekhenuDiceRow(el, dice, label) {
  const svg = svgRoot(Math.max(dice.length, 1) * 24 + 4, 24, label);
  dice.forEach((d, i) => { const g = tekhenuDie(d); g.setAttribute('transform', `translate(${2 + i * 24},2)`); svg.append(g); });
  return dice.length ? svg : el('span', { text: '—' });
}

// The obelisk disc: six gods' sections (god:G) in light and shadow, the dice on each
// (die:G:COLOUR:VALUE).
function tekhenuDisc(s, at) {
  const svg = svgRoot(300, 300, 'the obelisk and the disc of gods');
  svg.append(svgEl('circle', { cx: 150, cy: 150, r: 140, fill: '#f6e7b8', stroke: '#7a6a50' }));
  for (let g = 0; g < 6; g++) {
    const a0 = (g / 6) * 2 * Math.PI - Math.PI / 2;
    const a1 = ((g + 1) / 6) * 2 * Math.PI - Math.PI / 2;
    const sunny = ((g - s.disc + 6) % 6) < 3;
    const am = (a0 + a1) / 2;
    const section = svgEl('g', { 'data-target': `god:${g}` });
    section.append(svgEl('path', { d: `M150 150 L${150 + 140 * Math.cos(a0)} ${150 + 140 * Math.sin(a0)} A140 140 0 0 1 ${150 + 140 * Math.cos(a1)} ${150 + 140 * Math.sin(a1)} Z`, fill: sunny ? '#fbe9a6' : '#d9cfb8', stroke: '#7a6a50' }));
    section.append(svgEl('text', { x: 150 + 118 * Math.cos(am), y: 150 + 118 * Math.sin(am), 'text-anchor': 'middle', style: 'font-weight:bold' }, TEKHENU_GODS[g]));
    section.append(svgEl('title', {}, `${TEKHENU_GODS[g]}'s section (${sunny ? 'in the light' : 'in the shadow'})`));
    svg.append(section);
    at('Disc', g).forEach((d, i) => {
      const r = 88 - Math.floor(i / 3) * 24;
      const aa = am + ((i % 3) - 1) * (30 / r);
      const die = tekhenuDie(d, `die:${g}:${d.colour}:${d.value}`);
      die.setAttribute('transform', `translate(${150 + r * Math.cos(aa) - 10},${150 + r * Math.sin(aa) - 10})`);
      svg.append(die);
    });
  }
  svg.append(svgEl('rect', { x: 143, y: 125, width: 14, height: 50, fill: '#c8b28a', stroke: '#6b5a3a' }));
  svg.lastChild.append(svgEl('title', {}, 'the obelisk'));
  return svg;
}

// The temple: 5×5 pillar cells (temple:R:C), the building spaces beside each row and above
// each column (building:S: rows 0-4, columns 5-9).
function tekhenuTemple(s) {
  const temple = svgRoot(6 * 26 + 4, 6 * 26 + 4, 'the temple');
  const owner = (o) => (tekhenuOwner(o) === null ? '#efe4c8' : SEAT_COLOURS[o % 5]);
  for (let k = 0; k < 10; k++) {
    const [x, y] = k < 5 ? [2, 28 + k * 26] : [28 + (k - 5) * 26, 2];
    const g = svgEl('g', { 'data-target': `building:${k}` });
    g.append(svgEl('rect', { x: x + 2, y: y + 2, width: 20, height: 20, rx: 10, fill: owner(s.temple_buildings[k]), stroke: '#7a6a50' }));
    g.append(svgEl('title', {}, `building space of ${k < 5 ? 'row ' + (k + 1) : 'column ' + (k - 4)}`));
    temple.append(g);
  }
  (s.temple || []).forEach((rowCells, r) => rowCells.forEach((c, k) => {
    const g = svgEl('g', { 'data-target': `temple:${r}:${k}` });
    g.append(svgEl('rect', { x: 28 + k * 26, y: 28 + r * 26, width: 24, height: 24, fill: c ? SEAT_COLOURS[c.owner % 5] : '#efe4c8', stroke: '#7a6a50' }));
    // A raised pillar shows the light of its ability (☀ sunny, ◐ shaded, ● dark, · none).
    const light = c ? (TEKHENU_PILLARS[c.tile] || '').split(':')[0] : '';
    if (c) g.append(svgEl('text', { x: 40 + k * 26, y: 45 + r * 26, 'text-anchor': 'middle', fill: '#fff' }, { sunny: '☀', shaded: '◐', dark: '●' }[light] || '·'));
    g.append(svgEl('title', {}, c ? `seat ${c.owner}'s pillar (${TEKHENU_PILLARS[c.tile] || 'no ability'})` : `temple row ${r + 1}, column ${k + 1}`));
    temple.append(g);
  }));
  return temple;
}

// Osiris's production districts: one column per resource (district:D), six rows of
// building spaces, each with its owner's colour.
function tekhenuDistricts(el, s) {
  return el('div', { class: 'districts' }, ...TEKHENU_RES.slice(0, 4).map((r, d) => el('div', { class: 'district', 'data-target': `district:${d}`, title: `Osiris: the ${r.toLowerCase()} district` },
    el('small', { text: r }),
    ...s.osiris.map((row, k) => {
      const o = tekhenuOwner(row[d]);
      return el('span', { class: 'cell', style: o === null ? null : `background:${SEAT_COLOURS[o % 5]}`, title: `row ${k + 1}: ${o === null ? 'free' : 'seat ' + o}` });
    }))));
}

NILE_VIEWS.tekhenu = (v, el) => {
  const o = v.observation;
  const s = o.state;
  const n = s.np;
  const dice = Array.isArray(s.dice) ? s.dice : [];
  const at = (kind, k) => dice.filter((d) => d.loc && typeof d.loc === 'object' && d.loc[kind] === k);
  const bag = dice.filter((d) => d.loc === 'Bag').length;
  const seatName = (p) => `Seat ${p}${s.solo && p === 1 ? ' (Botankhamun)' : ''}`;
  // The market: four sections (section:S, happiness needed), their cards (card:N).
  const market = el('div', { class: 'market' }, ...TEKHENU_MARKET.map(([first, len, need], k) => el('div', { class: 'section', 'data-target': `section:${k}` },
    el('small', { text: `Section ${k + 1} · Happiness ${need}+` }),
    el('div', { class: 'cards' }, ...s.market.slice(first, first + len).map((c) => (c === TEKHENU_NONE ? el('span', { class: 'card empty', text: 'empty' }) : tekhenuCard(v, el, c)))))));
  const offer = s.offer.filter((c) => c !== TEKHENU_NONE);
  // The setup's cards still in the centre: starting cards to draft, Destiny cards to take.
  const starts = tekhenuBits(s.start_pool).map((i) => el('span', { class: 'card wide market', 'data-target': `start:${i}`, title: `Starting card ${i + 1}: ${TEKHENU_STARTING[i]}` },
    el('b', { text: `Starting card ${i + 1}` }), el('small', { text: `initiative ${i + 1}: ${TEKHENU_STARTING[i]}` })));
  const destinies = tekhenuBits(s.destiny_free).map((a) => el('span', { class: 'card wide favour', 'data-target': `destiny:${a}`, title: `Destiny card ${a + 1}: ${TEKHENU_DESTINY[a][1]}` },
    el('b', { text: `Destiny card ${a + 1}` }), el('small', { text: `Ankh ${TEKHENU_DESTINY[a][0]}: ${TEKHENU_DESTINY[a][1]}` })));
  const pillars = s.display.map((t, k) => (t === TEKHENU_NONE ? el('span', { class: 'card empty', text: 'empty' })
    : el('span', { class: 'card wide', 'data-pillar': t, title: `pillar tile: ${TEKHENU_PILLARS[t] || 'no ability'}` },
      el('b', { text: `${['Left', 'Middle', 'Right'][k]} pillar` }), el('small', { text: TEKHENU_PILLARS[t] || '' }))));
  const people = TEKHENU_PEOPLE.map((name, k) => {
    const o2 = tekhenuOwner(s.people[k]);
    return el('span', { class: 'tile', 'data-target': `people:${k}`, style: o2 === null ? null : `border-color:${SEAT_COLOURS[o2 % 5]}` }, `${name}: ${o2 === null ? 'free' : 'seat ' + o2}`);
  });
  const statues = el('span', { class: 'tile', 'data-target': 'statue:god' }, 'God statues: ',
    ...TEKHENU_GODS.map((g, k) => `${g} ${s.god_statues[k].slice(0, n).join('/')}`).join(' · '));
  const seats = [];
  for (let p = 0; p < n; p++) {
    const pl = s.players[p];
    const rewards = [];
    if (pl.destiny !== TEKHENU_NONE && pl.destiny < 4) {
      rewards.push(el('span', { class: 'card wide favour', 'data-target': `reward:${p}:${pl.destiny}` }, el('b', { text: `Destiny card ${pl.destiny + 1}` }), el('small', { text: TEKHENU_DESTINY[pl.destiny][1] })));
    }
    for (const st of pl.starting) {
      if (st !== TEKHENU_NONE && st < 12) rewards.push(el('span', { class: 'card wide market', 'data-target': `reward:${p}:${4 + st}` }, el('b', { text: `Starting card ${st + 1}` }), el('small', { text: TEKHENU_STARTING[st] })));
    }
    seats.push(el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, style: `border-left-color:${SEAT_COLOURS[p]}`, 'data-seat': p },
      el('h4', { text: `${seatName(p)}${p === v.viewer ? ' (you)' : ''} — ${pl.score} points` }),
      el('div', { class: 'tiles' }, ...TEKHENU_RES.map((r, k) => el('span', { class: 'tile', 'data-target': k < 4 ? `prod:${p}:${k}` : null },
        nileTerm(v, el, r), `: ${pl.res[k]}${k < 4 ? ` (produces ${pl.prod[k]})` : ''}`)),
      el('span', { class: 'tile', text: `scribes: ${pl.scribes}` }), el('span', { class: 'tile', text: `faith: ${pl.faith}` }),
      el('span', { class: 'tile', text: `population ${pl.pop}, happiness ${pl.happy}` }),
      p === v.viewer ? null : el('span', { class: 'tile', text: `decrees in hand: ${o.hand_sizes[p]}` })),
      // Cards: Blessings and Technologies are face up; Decrees only in the viewer's own
      // hand (the observation holds no other seat's decrees, only their number).
      el('div', { class: 'cards' }, ...rewards,
        ...tekhenuBits(pl.blessings).map((i) => tekhenuCard(v, el, i)),
        ...tekhenuBits(pl.techs).map((i) => tekhenuCard(v, el, 24 + i)),
        ...(p === v.viewer || s.revealed ? tekhenuBits(pl.decrees).map((i) => tekhenuCard(v, el, 48 + i)) : [])),
      el('div', { class: 'kv' },
        el('span', { class: 'k', text: 'Scales: pure' }), tekhenuDiceRow(el, at('Left', p), 'pure pan'),
        el('span', { class: 'k', text: 'tainted' }), tekhenuDiceRow(el, at('Right', p), 'tainted pan'),
        el('span', { class: 'k', text: 'below' }), tekhenuDiceRow(el, at('Below', p), 'below the scales'))));
  }
  const setup = starts.length || destinies.length ? el('div', { class: 'panel' }, el('h4', { text: starts.length ? 'Setup: starting and Destiny cards to choose' : 'Destiny cards in the centre' }),
    el('div', { class: 'cards' }, ...starts, ...destinies)) : null;
  return el('div', {},
    setup,
    el('div', { class: 'panel' }, el('h4', { text: `The obelisk · rotations ${s.rotations} · Maat ${s.maat}` }),
      el('div', { class: 'tiles' }, el('span', { class: 'tile', 'data-target': 'bag' }, `Dice in the bag: ${bag}`), statues, ...people),
      el('div', { class: 'board-row' }, tekhenuDisc(s, at),
        el('div', {}, el('strong', { text: 'Temple' }), el('div', {}, tekhenuTemple(s)),
          el('strong', { text: 'Pillar display' }), el('div', { class: 'cards' }, ...pillars)),
        el('div', {}, el('strong', { text: 'Osiris: production districts' }), tekhenuDistricts(el, s)))),
    el('div', { class: 'panel' }, el('h4', { text: 'Market' }), market,
      offer.length ? el('div', {}, el('strong', { text: 'Offered (keep one): ' }), el('div', { class: 'cards' }, ...offer.map((c) => tekhenuCard(v, el, c)))) : null),
    ...seats);
};
