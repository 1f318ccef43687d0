// Shipped with the game (`BoardTargets::VIEW`); the browser app loads every game's view as game-views.js.
// Conquistando o Egito's board view (NILE_VIEWS.conquistando), drawn from view.observation
// only (nothing in this game is hidden: every seat observes the whole state); helpers in
// web/site/views.js.
/* global NILE_VIEWS, svgEl, svgRoot, nileCard, nileWord, SEAT_COLOURS */
'use strict';

// Every word comes from the game's names in the page's language (nileWord; the keys are
// listed in crates/conquistando/src/targets.rs, `names`).
// The map (crates/conquistando/src/standins.rs MAP, docs/conquistando.md GAP-2): a 5 × 3
// grid from the Delta (north) to Nubia (south), terrain id = 3 × row + column (its name
// `terrain:<id>`), each bordering its orthogonal neighbours; the same map for every empire.
const CQ_TERRAINS = 15;
const CQ_BORDERS = [[1, 3], [0, 2, 4], [1, 5], [0, 4, 6], [1, 3, 5, 7], [2, 4, 8], [3, 7, 9], [4, 6, 8, 10], [5, 7, 11],
  [6, 10, 12], [7, 9, 11, 13], [8, 10, 14], [9, 13], [10, 12, 14], [11, 13]];
// Buildings in data.rs BUILDINGS order (`building:<k>`, and the short name a terrain shows,
// `building-short:<k>`), resources and people in their orders (`stock:<k>`, `person:<k>`,
// `letter:<k>`), the eras' lengths (ERA_ROUNDS; names `era:<n>`), the defence deck's
// defenders (standins.rs GAP-3).
const CQ_ERAS = [6, 6, 8, 5];
const CQ_DEFENDERS = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 10];
const CQ_NO_CARD = 255;

function cqEra(round) {
  let end = 0;
  for (let e = 0; e < CQ_ERAS.length; e++) {
    end += CQ_ERAS[e];
    if (round <= end) return { era: e + 1, end };
  }
  return { era: CQ_ERAS.length, end };
}

// The terrains the step in progress points at (a move's or an attack's from and to).
function cqMarked(step) {
  if (!step || typeof step !== 'object') return [];
  const body = Object.values(step)[0] || {};
  return ['from', 'to'].filter((k) => typeof body[k] === 'number').map((k) => body[k]);
}

// An SVG text's attributes that keep `text` within `max` pixels: a text whose estimated
// width (`charWidth` a character) is wider is squeezed to fit, since SVG text does not
// wrap (a Portuguese terrain's name, "Colinas do Mar Vermelho", is longer than its box).
function cqFit(attrs, text, max, charWidth) {
  return text.length * charWidth > max ? { ...attrs, textLength: max, lengthAdjust: 'spacingAndGlyphs' } : attrs;
}

// One empire's map: terrains as boxes on the grid, borders as lines, each terrain with its
// owner's colour, buildings (short ids), people, and its face-up cards.
function cqMap(v, empire, seat, marked) {
  const W = 150;
  const H = 80;
  const svg = svgRoot(3 * W + 12, 5 * H + 12, nileWord(v, 'view:map', { seat }), 1.2);
  const centre = (t) => [8 + (t % 3) * W + (W - 12) / 2, 8 + Math.floor(t / 3) * H + (H - 12) / 2];
  // The Nile down the middle column (the valley), from Nubia (south) to the Delta.
  svg.append(svgEl('path', { d: `M${8 + W + (W - 12) / 2} ${5 * H + 12} C ${W + 40} ${4 * H}, ${2 * W - 30} ${2 * H}, ${8 + W + (W - 12) / 2} 0`,
    fill: 'none', stroke: '#5ab0e0', 'stroke-width': 14, opacity: 0.6 }));
  CQ_BORDERS.forEach((list, t) => list.filter((u) => u > t).forEach((u) => {
    const [x1, y1] = centre(t);
    const [x2, y2] = centre(u);
    svg.append(svgEl('line', { x1, y1, x2, y2, stroke: '#7a6a50', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.35 }));
  }));
  for (let t = 0; t < CQ_TERRAINS; t++) {
    const name = nileWord(v, `terrain:${t}`);
    const x = 8 + (t % 3) * W;
    const y = 8 + Math.floor(t / 3) * H;
    const owned = (empire.owned >> t) & 1;
    const terrain = empire.terrains[t];
    const g = svgEl('g', { 'data-terrain': t, 'data-target': `terrain:${seat}:${t}`, 'data-owned': owned ? 'yes' : 'no' });
    g.append(svgEl('rect', { x, y, width: W - 12, height: H - 12, rx: 8, fill: owned ? '#fff6dc' : '#e3dccb',
      stroke: marked.includes(t) ? '#d33' : owned ? SEAT_COLOURS[seat % 5] : '#9a8f78', 'stroke-width': owned || marked.includes(t) ? 3 : 1,
      'stroke-dasharray': owned ? null : '5 3' }));
    const inside = W - 12 - 12;
    g.append(svgEl('text', cqFit({ x: x + 6, y: y + 14, style: 'font-weight:bold' }, name, inside, 6.2), name));
    const lines = [];
    if (owned) {
      const built = terrain.buildings.map((c, k) => [c, k]).filter(([c]) => c > 0).map(([c, k]) => `${c > 1 ? c + '× ' : ''}${nileWord(v, `building-short:${k}`)}`);
      for (let i = 0; i < built.length; i += 2) lines.push(built.slice(i, i + 2).join(', '));
      const people = terrain.people.map((c, k) => (c ? `${c}${nileWord(v, `letter:${k}`)}` : null)).filter((x) => x);
      lines.push(people.length ? nileWord(v, 'view:people', { people: people.join(' ') }) : nileWord(v, 'view:nobody'));
      if (empire.resources[t] !== CQ_NO_CARD) lines.push(nileWord(v, 'view:resource-card', { card: empire.resources[t] }));
    } else {
      lines.push(nileWord(v, 'view:neutral'));
      const d = empire.defence[t];
      const defenders = CQ_DEFENDERS[d] ?? '?';
      lines.push(d === CQ_NO_CARD ? nileWord(v, 'view:defence-down')
        : defenders === 1 ? nileWord(v, 'view:defence-up:one') : nileWord(v, 'view:defence-up', { n: defenders }));
    }
    lines.slice(0, 4).forEach((line, i) => g.append(svgEl('text',
      cqFit({ x: x + 6, y: y + 28 + i * 12, style: 'font-size:10px' }, line, inside, 5.2), line)));
    const detail = owned
      ? terrain.buildings.map((c, k) => (c ? `${c} × ${nileWord(v, `building:${k}`)}` : null)).filter((x) => x)
        .concat(terrain.people.map((c, k) => (c ? nileWord(v, c === 1 ? `person:${k}:one` : `person:${k}`, { n: c }) : null)).filter((x) => x))
      : lines;
    const heading = owned ? nileWord(v, 'view:owned-by', { terrain: name, seat }) : name;
    g.append(svgEl('title', {}, `${heading}\n${detail.join('\n') || nileWord(v, 'view:empty')}`));
    svg.append(g);
  }
  return svg;
}

NILE_VIEWS.conquistando = (v, el) => {
  const o = v.observation;
  const n = o.config.players;
  const era = cqEra(o.round);
  const stepName = typeof o.step === 'string' ? o.step : Object.keys(o.step)[0];
  const marked = cqMarked(o.step);
  const top = el('div', { class: 'panel' },
    el('h4', { text: [nileWord(v, 'view:round', { round: o.round }),
      nileWord(v, 'view:era', { era: era.era, name: nileWord(v, `era:${era.era}`), end: era.end }),
      nileWord(v, 'view:acting', { seat: o.current, empire: o.empire }), nileWord(v, `step:${stepName}`)].join(' · ') }),
    el('div', { class: 'tiles' }, el('span', { class: 'tile', text: nileWord(v, 'view:legend-buildings') }),
      el('span', { class: 'tile', text: nileWord(v, 'view:legend-people') })));
  const empires = [];
  for (let p = 0; p < n; p++) {
    const e = o.empires[p];
    const l = e.ledger;
    const points = l.city_buildings + l.conquests + l.helps - l.penalties;
    const acting = p === o.empire;
    const cards = [];
    e.terrains.forEach((t, k) => t.buildings.forEach((c, b) => {
      if (c && (e.owned >> k) & 1) cards[b] = (cards[b] || 0) + c;
    }));
    empires.push(el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}${acting ? ' acting' : ''}`, style: `border-left-color:${SEAT_COLOURS[p % 5]}`, 'data-seat': p },
      el('h4', { 'data-target': `empire:${p}`, text: `${nileWord(v, 'view:seat', { seat: p })}${p === v.viewer ? ' ' + nileWord(v, 'view:you') : ''}${acting ? ' · ' + nileWord(v, 'view:acted-on') : ''} — ${nileWord(v, 'view:vp', { vp: points })}` }),
      el('div', { class: 'tiles' },
        ...e.stock.map((n, k) => el('span', { class: 'tile', text: nileWord(v, `stock:${k}`, { n }) })),
        el('span', { class: 'tile', text: nileWord(v, 'view:vp-sources', { city: l.city_buildings, conquests: l.conquests, helps: l.helps, penalties: l.penalties }) }),
        el('span', { class: 'tile', text: nileWord(v, 'view:achievements', { n: e.achievements.toString(2).split('').filter((b) => b === '1').length }) })),
      el('div', { class: 'cards' }, ...cards.map((c, b) => (c ? nileCard(v, el, nileWord(v, `building:${b}`), { kind: 'building', note: c > 1 ? `×${c}` : null }) : null))),
      cqMap(v, e, p, acting ? marked : [])));
  }
  return el('div', {}, top, el('div', { class: 'empires' }, ...empires));
};
