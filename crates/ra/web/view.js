// Shipped with the game (`BoardTargets::VIEW`); the browser app loads every game's view as game-views.js.
// Rá's board view (NILE_VIEWS.ra), drawn from view.observation only; helpers in web/site/views.js.
/* global NILE_VIEWS, nileTerm, nileWord, svgEl, svgRoot, SEAT_COLOURS */
'use strict';

// ---- Rá: the auction track, the Rá track, sun discs and holdings -------------------
// Every word comes from the game's names (src/targets.rs, `BoardTargets::names`): a tile
// kind as tile:KIND (the observation's kind, `tile:StepPyramid`), the view's own phrases
// as view:*. RA_KINDS are the observation's kinds in holdings order, never shown.
const RA_KINDS = ['Ra', 'God', 'Gold', 'Pharaoh', 'Nile', 'Flood', 'Agriculture', 'Art', 'Astronomy',
  'Religion', 'Writing', 'Fortress', 'Obelisk', 'Palace', 'Pyramid', 'Sphinx', 'Statue', 'StepPyramid',
  'Temple', 'War', 'Funeral', 'Drought', 'Earthquake'];
const RA_COLOURS = { Ra: '#d33', God: '#c9982f', Gold: '#e6c04a', Pharaoh: '#7a4fa0', Nile: '#2a7ab8', Flood: '#5ab0e0',
  War: '#333', Funeral: '#333', Drought: '#333', Earthquake: '#333' };
const raName = (v, k) => nileWord(v, `tile:${k}`);
const raColour = (k) => RA_COLOURS[k] || (RA_KINDS.indexOf(k) >= 12 && RA_KINDS.indexOf(k) <= 18 ? '#9a7b4f' : '#4d8a4d');

function raDiscs(mask) {
  const out = [];
  for (let v = 1; v < 32; v++) if (mask & (1 << v)) out.push(v);
  return out;
}

function raTileSvg(v, el, kind) {
  return nileTerm(v, el, raName(v, kind));
}

NILE_VIEWS.ra = (v, el) => {
  const o = v.observation;
  const n = o.config.players;
  // The auction track: one place per slot (data-target track:i), the bag to draw from
  // and the Rá track to invoke Rá (the board's clickable elements, keys from web/wasm).
  const slots = o.track.length;
  const svg = svgRoot(slots * 62 + 10, 72, nileWord(v, 'view:track'));
  o.track.forEach((t, i) => {
    const g = svgEl('g', { 'data-target': `track:${i}`, 'data-tile': t || '' });
    g.append(svgEl('rect', { x: 6 + i * 62, y: 8, width: 56, height: 56, rx: 6, fill: t ? raColour(t) : '#eee4cc', stroke: '#7a6a50' }));
    g.append(svgEl('text', { x: 34 + i * 62, y: 40, 'text-anchor': 'middle', fill: t ? '#fff' : '#998' }, t ? raName(v, t).slice(0, 10) : String(i + 1)));
    g.append(svgEl('title', {}, t ? ((v.glossary || {})[t] || raName(v, t)) : nileWord(v, 'view:place', { n: i + 1 })));
    svg.append(g);
  });
  const high = (a) => (a.high ? nileWord(v, 'view:high-bid', { value: a.high, bidder: a.high_bidder }) : nileWord(v, 'view:no-bid'));
  const auction = o.auction
    ? el('p', { text: nileWord(v, o.auction.invoked ? 'view:auction-invoked' : 'view:auction', { seat: o.auction.ra_player, high: high(o.auction) }) })
    : null;
  const top = el('div', { class: 'panel' },
    el('h4', { text: nileWord(v, 'view:epoch', { epoch: o.epoch }) }),
    el('div', { class: 'tiles' },
      el('span', { class: 'tile big', 'data-target': 'bag', title: nileWord(v, 'view:bag-title') }, nileWord(v, 'view:bag', { n: o.bag_total })),
      el('span', { class: 'tile big', 'data-target': 'ra-track', title: nileWord(v, 'view:ra-track-title') }, nileWord(v, 'view:ra-track', { n: o.ra_count })),
      el('span', {}, `${nileWord(v, 'view:centre')} `, el('span', { class: 'sun', title: nileWord(v, 'view:centre-title'), 'data-disc': o.centre }, String(o.centre)))),
    svg, auction);
  const seats = [];
  for (let p = 0; p < n; p++) {
    const held = [];
    (o.holdings[p] || []).forEach((c, k) => {
      if (c) held.push(el('span', { class: 'tile', 'data-target': `held:${p}:${RA_KINDS[k]}`, style: `border-color:${raColour(RA_KINDS[k])}` }, raTileSvg(v, el, RA_KINDS[k]), c > 1 ? ` ×${c}` : ''));
    });
    seats.push(el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, 'data-seat': p, style: `border-left-color:${SEAT_COLOURS[p]}` },
      el('h4', { text: nileWord(v, p === v.viewer ? 'view:heading-you' : 'view:heading', { seat: p, points: o.scores[p] }) }),
      el('div', { class: 'discs' }, `${nileWord(v, 'view:sun-discs')} `, ...raDiscs(o.discs[p] & ~o.face_down[p]).map((d) => el('span', { class: 'sun', 'data-target': `disc:${p}:${d}`, 'data-disc': d, title: nileWord(v, 'view:sun-disc', { n: d }) }, String(d))),
        ...raDiscs(o.face_down[p]).map((d) => el('span', { class: 'sun down', title: nileWord(v, 'view:used'), 'data-disc': d }, String(d)))),
      el('div', { class: 'tiles' }, ...(held.length ? held : [el('span', { class: 'tile empty', text: nileWord(v, 'view:no-tiles') })]))));
  }
  return el('div', {}, top, ...seats);
};
