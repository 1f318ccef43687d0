// Tekhenu's board view (NILE_VIEWS.tekhenu), drawn from view.observation only; helpers in views.js.
/* global NILE_VIEWS, nileTerm, svgEl, svgRoot, nileCard, SEAT_COLOURS */
'use strict';

// ---- Tekhenu: the obelisk's sections, dice, scales and the temple ---------------------
const TEKHENU_GODS = ['Horus', 'Ra', 'Hathor', 'Bastet', 'Thoth', 'Osiris'];
const TEKHENU_RES = ['Papyrus', 'Bread', 'Limestone', 'Granite', 'Gold'];
const DIE_FILL = { White: '#fafafa', Yellow: '#f1c40f', Brown: '#8e5b2c', Black: '#222', Grey: '#999' };
const DIE_INK = { White: '#000', Yellow: '#000', Brown: '#fff', Black: '#fff', Grey: '#000' };

const tekhenuBits = (mask) => Array.from({ length: 32 }, (_, i) => i).filter((i) => Number(BigInt(mask || 0) >> BigInt(i) & 1n));

function tekhenuDie(die) {
  const g = svgEl('g', {});
  g.append(svgEl('rect', { width: 20, height: 20, rx: 4, fill: DIE_FILL[die.colour] || '#ccc', stroke: '#333' }));
  g.append(svgEl('text', { x: 10, y: 14, 'text-anchor': 'middle', fill: DIE_INK[die.colour] || '#000' }, String(die.value)));
  g.append(svgEl('title', {}, `${die.colour} die showing ${die.value}`));
  return g;
}

function tekhenuDiceRow(el, dice, label) {
  const svg = svgRoot(Math.max(dice.length, 1) * 24 + 4, 24, label);
  dice.forEach((d, i) => { const g = tekhenuDie(d); g.setAttribute('transform', `translate(${2 + i * 24},2)`); svg.append(g); });
  return dice.length ? svg : el('span', { text: '—' });
}

NILE_VIEWS.tekhenu = (v, el) => {
  const o = v.observation;
  const s = o.state;
  const n = s.np;
  const dice = Array.isArray(s.dice) ? s.dice : [];
  const at = (kind, k) => dice.filter((d) => d.loc && typeof d.loc === 'object' && d.loc[kind] === k);
  // The obelisk disc: six gods' sections round the obelisk, dice on each.
  const svg = svgRoot(300, 300, 'the obelisk and the disc of gods');
  svg.append(svgEl('circle', { cx: 150, cy: 150, r: 140, fill: '#f6e7b8', stroke: '#7a6a50' }));
  for (let g = 0; g < 6; g++) {
    const a0 = (g / 6) * 2 * Math.PI - Math.PI / 2;
    const a1 = ((g + 1) / 6) * 2 * Math.PI - Math.PI / 2;
    const sunny = ((g - s.disc + 6) % 6) < 3;
    svg.append(svgEl('path', { d: `M150 150 L${150 + 140 * Math.cos(a0)} ${150 + 140 * Math.sin(a0)} A140 140 0 0 1 ${150 + 140 * Math.cos(a1)} ${150 + 140 * Math.sin(a1)} Z`, fill: sunny ? '#fbe9a6' : '#d9cfb8', stroke: '#7a6a50' }));
    const am = (a0 + a1) / 2;
    svg.append(svgEl('text', { x: 150 + 112 * Math.cos(am), y: 150 + 112 * Math.sin(am), 'text-anchor': 'middle' }, TEKHENU_GODS[g]));
    at('Disc', g).forEach((d, i) => {
      const r = 88 - Math.floor(i / 3) * 24;
      const aa = am + ((i % 3) - 1) * (30 / r);
      const die = tekhenuDie(d);
      die.setAttribute('transform', `translate(${150 + r * Math.cos(aa) - 10},${150 + r * Math.sin(aa) - 10})`);
      svg.append(die);
    });
  }
  svg.append(svgEl('rect', { x: 143, y: 125, width: 14, height: 50, fill: '#c8b28a', stroke: '#6b5a3a' }));
  svg.lastChild.append(svgEl('title', {}, 'the obelisk'));
  const bag = dice.filter((d) => d.loc === 'Bag').length;
  // The temple: a 5×5 grid of pillar tiles by owner.
  const temple = svgRoot(5 * 26 + 4, 5 * 26 + 4, 'the temple');
  (s.temple || []).forEach((rowCells, r) => rowCells.forEach((c, k) => {
    temple.append(svgEl('rect', { x: 2 + k * 26, y: 2 + r * 26, width: 24, height: 24, fill: c ? SEAT_COLOURS[c.owner % 5] : '#efe4c8', stroke: '#7a6a50' }));
    if (c) temple.append(svgEl('text', { x: 14 + k * 26, y: 18 + r * 26, 'text-anchor': 'middle', fill: '#fff' }, `P${String(c.tile + 1).padStart(2, '0')}`));
  }));
  const seats = [];
  for (let p = 0; p < n; p++) {
    const pl = s.players[p];
    seats.push(el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, style: `border-left-color:${SEAT_COLOURS[p]}`, 'data-seat': p },
      el('h4', { text: `Seat ${p}${p === v.viewer ? ' (you)' : ''}${s.solo && p === 1 ? ' (Botankhamun)' : ''} — ${pl.score} points` }),
      el('div', { class: 'tiles' }, ...TEKHENU_RES.map((r, k) => el('span', { class: 'tile' }, nileTerm(v, el, r), `: ${pl.res[k]}`)),
        el('span', { class: 'tile', text: `scribes: ${pl.scribes}` }), el('span', { class: 'tile', text: `faith: ${pl.faith}` }),
        el('span', { class: 'tile', text: `population ${pl.pop}, happiness ${pl.happy}` }),
        p === v.viewer ? null : el('span', { class: 'tile', text: `decrees in hand: ${o.hand_sizes[p]}` })),
      // Cards: Blessings and Technologies are face up; Decrees only in the viewer's own
      // hand (the observation holds no other seat's decrees, only their number).
      el('div', { class: 'cards' },
        ...tekhenuBits(pl.blessings).map((i) => nileCard(v, el, `B${String(i + 1).padStart(2, '0')}`, { kind: 'market', note: 'blessing' })),
        ...tekhenuBits(pl.techs).map((i) => nileCard(v, el, `T${String(i + 1).padStart(2, '0')}`, { kind: 'blue', note: 'technology' })),
        ...(p === v.viewer ? tekhenuBits(pl.decrees).map((i) => nileCard(v, el, `D${String(i + 1).padStart(2, '0')}`, { kind: 'decree', note: 'decree in hand' })) : [])),
      el('div', { class: 'kv' },
        el('span', { class: 'k', text: 'Scales: pure' }), tekhenuDiceRow(el, at('Left', p), 'pure pan'),
        el('span', { class: 'k', text: 'tainted' }), tekhenuDiceRow(el, at('Right', p), 'tainted pan'),
        el('span', { class: 'k', text: 'below' }), tekhenuDiceRow(el, at('Below', p), 'below the scales'))));
  }
  return el('div', {},
    el('div', { class: 'panel' }, el('h4', { text: `The obelisk · rotations ${s.rotations} · Maat ${s.maat} · dice in the bag ${bag}` }),
      el('div', { style: 'display:flex;gap:1em;flex-wrap:wrap;align-items:flex-start' }, svg,
        el('div', {}, el('strong', { text: 'Temple' }), el('div', {}, temple)))),
    ...seats);
};
