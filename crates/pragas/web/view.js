// Shipped with the game (`BoardTargets::VIEW`); the browser app loads every game's view as game-views.js.
// 10 Pragas do Egito's board view (NILE_VIEWS.pragas), drawn from view.observation only
// (the observed state of crates/pragas: Edfu's tiles and Buto's cards already hidden from
// other seats); helpers in web/site/views.js.
// Every word it shows comes from the game's names (src/targets.rs) through nileWord.
/* global NILE_VIEWS, svgEl, svgRoot, nileCard, nileWord, SEAT_COLOURS */
'use strict';

// The tile entries in crates/pragas/src/data.rs `Tile` order, with a colour each.
const PRAGAS_TILES = {
  Sphinx: '#c9982f', Obelisk: '#8e6e3a', Egyptian: '#b55a3c', Plantation: '#5c9a3c', Herd: '#9a7b4f',
  Coin: '#e6c04a', Boat: '#2a7ab8', Province1: '#7a4fa0', Province2: '#7a4fa0', Province3: '#7a4fa0', Pharaoh: '#333',
};
const PRAGAS_TILE_ORDER = Object.keys(PRAGAS_TILES);
const pragasTileName = (v, t) => (t ? nileWord(v, `tile:${t}`) : '—');
const pragasTileShort = (v, t) => {
  const province = /^Province(\d)$/.exec(t);
  return province ? nileWord(v, 'view:tile-short-province', { n: province[1] }) : pragasTileName(v, t);
};
// The papyrus (crates/pragas/src/data.rs TRIBUTE_* and ANKH_*): tribute and Ankh tiles
// needed per round, normal and advanced.
const PRAGAS_PAPYRUS = {
  normal: { tribute: [1, 2, 3, 4, 5, 5, 6, 7, 8, 9], ankh: [1, 1, 1, 1, 2, 2, 2, 2, 3, 3] },
  advanced: { tribute: [2, 3, 4, 5, 6, 6, 7, 8, 9, 10], ankh: [1, 1, 2, 2, 2, 2, 3, 3, 3, 3] },
};
// Card codes (crates/pragas/src/cards.rs): plague P1..P10, loss K01..K10, territory
// T01..T30, Favour 1..6 (docs/pragas.md GAP-12); their names are `plague:<index>` and
// `favour-gives:<number>`.
const PRAGAS_HIDDEN = 255; // crates/pragas HIDDEN_CARD: a card the viewer may not see
const pragasTerritory = (i) => (i === PRAGAS_HIDDEN ? '?' : `T${String(i + 1).padStart(2, '0')}`);
const pragasTerritoryLabel = (v, i) => (i === PRAGAS_HIDDEN ? nileWord(v, 'view:face-down') : nileWord(v, 'view:territory', { n: i + 1 }));
const pragasBits = (mask, n) => Array.from({ length: n }, (_, i) => i).filter((i) => Number(BigInt(mask) >> BigInt(i) & 1n));
// Nile track (data.rs NILE_MAX, NILE_COINS, NILE_VP) and province spaces that do something
// (PROVINCE_HEBREW, _TILE, _DEV, _TWO_ACTIONS, _ANKH).
const PRAGAS_NILE = { max: 12, coins: [2, 4, 7, 10], vp: { 10: 4, 11: 6, 12: 8 } };
const PRAGAS_PROVINCE = { max: 24, marks: { 6: 'view:mark-hebrew', 9: 'view:mark-tile', 12: 'view:mark-development', 13: 'view:mark-two-actions', 21: 'view:mark-ankh' } };

function pragasTile(v, t, x, y, size, key) {
  const g = svgEl('g', key ? { 'data-target': key, 'data-tile': t || '' } : {});
  g.append(svgEl('rect', { x, y, width: size, height: size, rx: 4, fill: t ? PRAGAS_TILES[t] || '#999' : '#efe4c8', stroke: '#6b5a3a' }));
  if (t) {
    g.append(svgEl('text', { x: x + size / 2, y: y + size / 2 + 4, 'text-anchor': 'middle', fill: '#fff', style: `font-size:${size < 50 ? 9 : 11}px` }, pragasTileShort(v, t).slice(0, 10)));
    g.append(svgEl('title', {}, pragasTileName(v, t)));
  }
  return g;
}

// A row of tiles (central slots, Edfu's look), each with a caption under it.
// `key(i)` names a tile's element (the board's clickable keys, web/wasm targets/pragas.rs).
function pragasTileRow(v, tiles, captions, label, key) {
  const svg = svgRoot(tiles.length * 66 + 6, 82, label, 1.2);
  tiles.forEach((t, i) => {
    svg.append(pragasTile(v, t, 4 + i * 66, 4, 60, key ? key(i) : null));
    if (captions) svg.append(svgEl('text', { x: 34 + i * 66, y: 78, 'text-anchor': 'middle' }, captions[i]));
  });
  return svg;
}

// City or Field (`area` is the key's word, `city` or `field`): rows `0 1 2 / 3 4 5`.
function pragasGrid(v, cells, area, seat) {
  const label = nileWord(v, `view:${area}`);
  const svg = svgRoot(3 * 50 + 6, 2 * 50 + 20, label);
  svg.append(svgEl('text', { x: 4, y: 12 }, label));
  cells.forEach((t, i) => svg.append(pragasTile(v, t, 3 + (i % 3) * 50, 16 + Math.floor(i / 3) * 50, 46, `${area}:${seat}:${i}`)));
  return svg;
}

// A numbered track with a marker at `at` and notes under some spaces.
function pragasTrack(label, from, to, at, notes, colour) {
  const n = to - from + 1;
  const w = 22;
  const svg = svgRoot(n * w + 96, 28, label, 1.1);
  svg.append(svgEl('text', { x: 2, y: 20 }, label));
  for (let k = 0; k < n; k++) {
    const value = from + k;
    const x = 92 + k * w;
    const note = notes && notes[value];
    svg.append(svgEl('rect', { x, y: 4, width: w - 2, height: 20, rx: 3, fill: value === at ? colour : note ? '#f6e7b8' : '#fffaf0', stroke: '#8a7a5a' }));
    svg.append(svgEl('text', { x: x + w / 2 - 1, y: 18, 'text-anchor': 'middle', fill: value === at ? '#fff' : '#5a4a36' }, String(value)));
    if (note) svg.append(svgEl('title', {}, `${value}: ${note}`));
  }
  return svg;
}

function pragasSeat(v, el, o, seat, pos, facts) {
  const s = o.seats[seat];
  const ai = o.config.players === 1 && seat === 1;
  const me = seat === v.viewer;
  const held = PRAGAS_TILE_ORDER.map((t, k) => [t, s.held[k]]).filter(([, c]) => c > 0);
  const coins = s.held[PRAGAS_TILE_ORDER.indexOf('Coin')];
  const nileNotes = {};
  PRAGAS_NILE.coins.forEach((c) => { nileNotes[c] = nileWord(v, 'view:nile-coin'); });
  Object.entries(PRAGAS_NILE.vp).forEach(([k, vp]) => { nileNotes[k] = nileWord(v, 'view:nile-vp', { vp }); });
  const provinceNotes = Object.fromEntries(Object.entries(PRAGAS_PROVINCE.marks).map(([k, key]) => [k, nileWord(v, key)]));
  const dice = ai
    ? o.ai_row.map((d, i) => nileCard(v, el, i < o.ai_revealed ? String(d) : '?', { kind: 'die', faded: i >= o.ai_revealed, title: nileWord(v, 'view:opponent-die') }))
    : [1, 2, 3, 4, 5, 6].map((d) => nileCard(v, el, String(d), { kind: 'die', faded: (s.dice_used >> (d - 1)) & 1, title: (s.dice_used >> (d - 1)) & 1 ? nileWord(v, 'view:die-used') : nileWord(v, 'view:die-up') }));
  const favours = pragasBits(s.favours, 6).map((i) => nileCard(v, el, `Favour ${i + 1}`, { kind: 'favour', label: nileWord(v, 'view:favour', { n: i + 1 }), note: nileWord(v, `favour-gives:${i + 1}`) }));
  const territories = pragasBits(s.territories, 30).map((i) => nileCard(v, el, pragasTerritory(i), { kind: 'territory', label: pragasTerritoryLabel(v, i), faded: (s.rotated >> i) & 1, note: (s.rotated >> i) & 1 ? nileWord(v, 'view:rotated') : null }));
  const penalties = pragasBits(s.penalties, 10).map((i) => nileCard(v, el, `P${i + 1}`, { kind: 'plague', label: nileWord(v, `plague:${i}`), note: nileWord(v, 'view:penalty') }));
  const hebrews = [1, 2, 3].flatMap((value, k) => Array(s.hebrews[k]).fill(value)).map((value) => el('span', { class: 'token', text: String(value) }));
  const who = ai ? nileWord(v, 'view:opponent') : nileWord(v, 'view:seat', { seat });
  const none = (list) => (list.length ? list : [el('span', { class: 'tile empty', text: nileWord(v, 'view:none') })]);
  return el('div', { class: `panel seat${me ? ' me' : ''}`, style: `border-left-color:${SEAT_COLOURS[seat % 5]}`, 'data-seat': seat },
    el('h4', { text: `${pos + 1}. ${me ? nileWord(v, 'view:you', { who }) : who} · ${s.power ? nileWord(v, `power:${s.power}`) : nileWord(v, 'view:no-power')}${facts ? ` — ${nileWord(v, 'view:facts', facts)}` : ''}` }),
    el('div', { class: 'pragas-boards' }, pragasGrid(v, s.city, 'city', seat), pragasGrid(v, s.field, 'field', seat)),
    pragasTrack(nileWord(v, 'view:city-track'), 1, 15, s.city_track, null, SEAT_COLOURS[seat % 5]),
    pragasTrack(nileWord(v, 'view:field-track'), 1, 15, s.field_track, null, SEAT_COLOURS[seat % 5]),
    pragasTrack(nileWord(v, 'view:nile'), 0, PRAGAS_NILE.max, s.boat, nileNotes, SEAT_COLOURS[seat % 5]),
    pragasTrack(nileWord(v, 'view:province'), 0, PRAGAS_PROVINCE.max, s.province, provinceNotes, SEAT_COLOURS[seat % 5]),
    el('div', { class: 'kv' },
      el('span', { class: 'k', text: nileWord(v, 'view:beside') }), el('span', { class: 'tiles' }, el('span', { class: 'tile', text: coins === 1 ? nileWord(v, 'view:coins-one', { n: coins }) : nileWord(v, 'view:coins', { n: coins }) }),
        ...held.filter(([t]) => t !== 'Coin').map(([t, c]) => el('span', { class: 'tile', style: `border-color:${PRAGAS_TILES[t]}` }, `${pragasTileName(v, t)}${c > 1 ? ' ×' + c : ''}`)),
        s.pharaoh_used ? el('span', { class: 'tile', text: nileWord(v, 'view:pharaoh-used', { n: s.pharaoh_used }) }) : null),
      el('span', { class: 'k', text: nileWord(v, 'view:discard') }), el('span', { class: 'tiles' }, ...s.discard.map((t, k) => el('span', { class: `tile${t ? '' : ' empty'}`, 'data-target': `discard:${seat}:${k + 1}`, text: `${k + 1}: ${t ? pragasTileName(v, t) : nileWord(v, 'view:empty')}` }))),
      el('span', { class: 'k', text: nileWord(v, 'view:dice-cards') }), el('span', { class: 'cards' }, ...dice),
      el('span', { class: 'k', text: nileWord(v, 'view:hebrews-freed') }), el('span', { class: 'tiles' }, ...none(hebrews)),
      el('span', { class: 'k', text: nileWord(v, 'view:favour-cards') }), el('span', { class: 'cards' }, ...none(favours)),
      el('span', { class: 'k', text: nileWord(v, 'view:territory-cards') }), el('span', { class: 'cards' }, ...none(territories)),
      el('span', { class: 'k', text: nileWord(v, 'view:penalty-cards') }), el('span', { class: 'cards' }, ...none(penalties)),
      el('span', { class: 'k', text: nileWord(v, 'view:tribute') }), el('span', { text: nileWord(v, `tribute:${s.tribute}`) + (s.exempt ? ` · ${nileWord(v, 'view:exempt')}` : '') })));
}

// Score, soldiers and Ankh are the engine's sums over many rules; the seat lines of the
// text view (the same seat's view) carry them, so the board reads them there rather than
// redo the rules in JavaScript. The text view is in the page's language, so the pattern
// reads only its shape: `1. <seat word> 0 [<table>] … Ankh 2, <word> 3, <word> 5` (the
// opponent's line has no seat number; it is seat 1).
function pragasFacts(render) {
  const facts = {};
  for (const m of render.matchAll(/^\d+\. (?:\S+ (\d+)|\S+) \[.*Ankh (\d+), \S+ (\d+), \S+ (-?\d+)$/gm)) {
    facts[m[1] !== undefined ? Number(m[1]) : 1] = { ankh: m[2], soldiers: m[3], score: m[4] };
  }
  return facts;
}

NILE_VIEWS.pragas = (v, el) => {
  const o = v.observation;
  const n = o.config.players === 1 ? 2 : o.config.players;
  const round = Math.min(Math.max(o.round, 1), 10);
  const papyrus = PRAGAS_PAPYRUS[o.config.advanced ? 'advanced' : 'normal'];
  const phase = nileWord(v, `phase:${typeof o.phase === 'string' ? o.phase : Object.keys(o.phase)[0]}`);
  // The papyrus: every round's tribute and Ankh requirement, this round marked.
  const pap = svgRoot(10 * 46 + 6, 50, nileWord(v, 'view:papyrus'), 1.2);
  for (let r = 0; r < 10; r++) {
    const now = r + 1 === round;
    pap.append(svgEl('rect', { x: 3 + r * 46, y: 3, width: 42, height: 44, rx: 4, fill: now ? '#c9982f' : r + 1 < round ? '#e8dcc0' : '#fbf3dc', stroke: '#8a7a5a' }));
    pap.append(svgEl('text', { x: 24 + r * 46, y: 16, 'text-anchor': 'middle' }, `${r + 1}`));
    pap.append(svgEl('text', { x: 24 + r * 46, y: 30, 'text-anchor': 'middle' }, `◈ ${papyrus.tribute[r]}`));
    pap.append(svgEl('text', { x: 24 + r * 46, y: 43, 'text-anchor': 'middle' }, `☥ ${papyrus.ankh[r]}`));
    pap.append(svgEl('title', {}, nileWord(v, 'view:papyrus-round', { round: r + 1, tribute: papyrus.tribute[r], ankh: papyrus.ankh[r] })));
  }
  const reserve = o.reserve.reduce((a, b) => a + b, 0);
  const plague = o.plague === null ? null : nileCard(v, el, `P${o.plague + 1}`, { kind: 'plague', label: nileWord(v, `plague:${o.plague}`), note: nileWord(v, 'view:plague') });
  const loss = o.loss === null ? null : nileCard(v, el, `K${String(o.loss + 1).padStart(2, '0')}`, { kind: 'loss', label: nileWord(v, 'view:loss-card', { n: o.loss + 1 }) });
  const display = o.display.map((c, i) => {
    const card = c === null ? el('span', { class: 'card empty', text: nileWord(v, 'view:empty') }) : nileCard(v, el, pragasTerritory(c), { kind: 'territory', label: pragasTerritoryLabel(v, c) });
    card.setAttribute('data-target', `territory:${i}`);
    return card;
  });
  const favours = [1, 2, 3, 4, 5, 6].map((k) => {
    const card = nileCard(v, el, `Favour ${k}`, { kind: 'favour', label: nileWord(v, 'view:favour', { n: k }), note: nileWord(v, `favour-gives:${k}`), faded: (o.favours_taken >> (k - 1)) & 1 });
    card.setAttribute('data-target', `favour:${k}`);
    return card;
  });
  const hebrews = o.hebrew_area.map((h, i) => el('span', { class: `token${h === null ? ' empty' : ''}`, 'data-target': `hebrew:${i}`, text: h === null ? '·' : String(h) }));
  // Kept with their places: EdfuPick and ButoPick name a place in the full arrays.
  const edfuAt = o.edfu.map((t, i) => [t, i]).filter(([t]) => t);
  const edfu = edfuAt.map(([t]) => t);
  const butoAt = o.buto.map((c, i) => [c, i]).filter(([c]) => c !== null);
  const buto = butoAt.map(([c]) => c);
  const facts = pragasFacts(v.render || '');
  const centre = el('div', { class: 'panel' },
    el('h4', { text: nileWord(v, 'view:round', { round: o.round, rounds: o.config.rounds, phase }) }), pap,
    el('div', { class: 'kv' },
      el('span', { class: 'k', text: nileWord(v, 'view:central-board') }), el('span', {}, pragasTileRow(v, o.slots, [1, 2, 3, 4, 5, 6].map(String), nileWord(v, 'view:central-board-aria'), (i) => `slot:${i + 1}`),
        el('small', { text: ` ${nileWord(v, 'view:reserve-tiles', { n: reserve })}` })),
      el('span', { class: 'k', text: nileWord(v, 'view:plague-and-loss') }), el('span', { class: 'cards' }, plague || el('span', { class: 'card empty', text: nileWord(v, 'view:no-plague') }), loss),
      el('span', { class: 'k', text: nileWord(v, 'view:territories') }), el('span', { class: 'cards' }, ...display),
      el('span', { class: 'k', text: nileWord(v, 'view:favour-cards') }), el('span', { class: 'cards' }, ...favours),
      el('span', { class: 'k', text: nileWord(v, 'view:hebrews') }), el('span', { class: 'tiles' }, ...hebrews, el('small', { text: ` ${nileWord(v, 'view:reserve', { n: o.hebrew_reserve.reduce((a, b) => a + b, 0) })}` })),
      edfu.length || o.edfu_hidden ? el('span', { class: 'k', text: nileWord(v, 'view:edfu-examines') }) : null,
      edfu.length || o.edfu_hidden ? el('span', {}, edfu.length ? pragasTileRow(v, edfu, null, nileWord(v, 'view:edfu-aria'), (i) => `edfu:${edfuAt[i][1]}`) : null, o.edfu_hidden ? el('small', { text: ` ${nileWord(v, 'view:edfu-hidden', { n: o.edfu_hidden })}` }) : null) : null,
      buto.length ? el('span', { class: 'k', text: nileWord(v, 'view:buto-examines') }) : null,
      buto.length ? el('span', { class: 'cards' }, ...buto.map((c, i) => { const card = nileCard(v, el, pragasTerritory(c), { kind: 'territory', label: pragasTerritoryLabel(v, c) }); card.setAttribute('data-target', `buto:${butoAt[i][1]}`); return card; })) : null));
  const seats = [];
  for (let pos = 0; pos < n; pos++) seats.push(pragasSeat(v, el, o, o.order[pos], pos, facts[o.order[pos]]));
  return el('div', {}, centre, ...seats);
};
