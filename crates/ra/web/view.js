// Shipped with the game (`BoardTargets::VIEW`); the browser app loads every game's view as game-views.js.
// Rá's board view (NILE_VIEWS.ra), drawn from view.observation only; helpers in web/site/views.js.
/* global NILE_VIEWS, nileTerm, svgEl, svgRoot, SEAT_COLOURS */
'use strict';

// ---- Rá: the auction track, the Rá track, sun discs and holdings -------------------
const RA_KINDS = ['Ra', 'God', 'Gold', 'Pharaoh', 'Nile', 'Flood', 'Agriculture', 'Art', 'Astronomy',
  'Religion', 'Writing', 'Fortress', 'Obelisk', 'Palace', 'Pyramid', 'Sphinx', 'Statue', 'StepPyramid',
  'Temple', 'War', 'Funeral', 'Drought', 'Earthquake'];
const RA_COLOURS = { Ra: '#d33', God: '#c9982f', Gold: '#e6c04a', Pharaoh: '#7a4fa0', Nile: '#2a7ab8', Flood: '#5ab0e0',
  War: '#333', Funeral: '#333', Drought: '#333', Earthquake: '#333' };
const raName = (k) => (k === 'StepPyramid' ? 'Step Pyramid' : k);
const raColour = (k) => RA_COLOURS[k] || (RA_KINDS.indexOf(k) >= 12 && RA_KINDS.indexOf(k) <= 18 ? '#9a7b4f' : '#4d8a4d');

function raDiscs(mask) {
  const out = [];
  for (let v = 1; v < 32; v++) if (mask & (1 << v)) out.push(v);
  return out;
}

function raTileSvg(v, el, kind) {
  return nileTerm(v, el, raName(kind));
}

NILE_VIEWS.ra = (v, el) => {
  const o = v.observation;
  const n = o.config.players;
  // The auction track: one place per slot (data-target track:i), the bag to draw from
  // and the Rá track to invoke Rá (the board's clickable elements, keys from web/wasm).
  const slots = o.track.length;
  const svg = svgRoot(slots * 62 + 10, 72, 'the auction track');
  o.track.forEach((t, i) => {
    const g = svgEl('g', { 'data-target': `track:${i}`, 'data-tile': t || '' });
    g.append(svgEl('rect', { x: 6 + i * 62, y: 8, width: 56, height: 56, rx: 6, fill: t ? raColour(t) : '#eee4cc', stroke: '#7a6a50' }));
    g.append(svgEl('text', { x: 34 + i * 62, y: 40, 'text-anchor': 'middle', fill: t ? '#fff' : '#998' }, t ? raName(t).slice(0, 10) : String(i + 1)));
    g.append(svgEl('title', {}, t ? ((v.glossary || {})[t] || raName(t)) : `place ${i + 1} of the auction track`));
    svg.append(g);
  });
  const auction = o.auction
    ? el('p', { text: `Auction called by seat ${o.auction.ra_player}${o.auction.invoked ? ' (Rá invoked)' : ''}; high bid ${o.auction.high || '—'}${o.auction.high ? ' by seat ' + o.auction.high_bidder : ''}` })
    : null;
  const top = el('div', { class: 'panel' },
    el('h4', { text: `Epoch ${o.epoch}` }),
    el('div', { class: 'tiles' },
      el('span', { class: 'tile big', 'data-target': 'bag', title: 'draw a tile from the bag' }, `Bag: ${o.bag_total} tiles`),
      el('span', { class: 'tile big', 'data-target': 'ra-track', title: 'invoke Rá: an auction of the track' }, `Rá track: ${o.ra_count}`),
      el('span', {}, 'Sun disc in the centre: ', el('span', { class: 'sun', title: 'the disc the auction winner takes', 'data-disc': o.centre }, String(o.centre)))),
    svg, auction);
  const seats = [];
  for (let p = 0; p < n; p++) {
    const held = [];
    (o.holdings[p] || []).forEach((c, k) => {
      if (c) held.push(el('span', { class: 'tile', 'data-target': `held:${p}:${RA_KINDS[k]}`, style: `border-color:${raColour(RA_KINDS[k])}` }, raTileSvg(v, el, RA_KINDS[k]), c > 1 ? ` ×${c}` : ''));
    });
    seats.push(el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, 'data-seat': p, style: `border-left-color:${SEAT_COLOURS[p]}` },
      el('h4', { text: `Seat ${p}${p === v.viewer ? ' (you)' : ''} — ${o.scores[p]} points` }),
      el('div', { class: 'discs' }, 'Sun discs: ', ...raDiscs(o.discs[p] & ~o.face_down[p]).map((d) => el('span', { class: 'sun', 'data-target': `disc:${p}:${d}`, 'data-disc': d, title: `sun disc ${d}` }, String(d))),
        ...raDiscs(o.face_down[p]).map((d) => el('span', { class: 'sun down', title: 'used this epoch', 'data-disc': d }, String(d)))),
      el('div', { class: 'tiles' }, ...(held.length ? held : [el('span', { class: 'tile empty', text: 'no tiles' })]))));
  }
  return el('div', {}, top, ...seats);
};
