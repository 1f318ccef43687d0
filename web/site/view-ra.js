// Rá's board view (NILE_VIEWS.ra), drawn from view.observation only; helpers in views.js.
/* global NILE_VIEWS, nileTerm, svgEl, svgRoot, nileCard, SEAT_COLOURS */
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
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const slots = o.track.length;
  svg.setAttribute('viewBox', `0 0 ${slots * 62 + 10} 80`);
  svg.setAttribute('width', '100%');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'the auction track');
  o.track.forEach((t, i) => {
    const g = document.createElementNS(ns, 'g');
    const r = document.createElementNS(ns, 'rect');
    Object.entries({ x: 6 + i * 62, y: 8, width: 56, height: 56, rx: 6, fill: t ? raColour(t) : '#eee4cc', stroke: '#7a6a50' })
      .forEach(([a, b]) => r.setAttribute(a, b));
    g.append(r);
    const tx = document.createElementNS(ns, 'text');
    Object.entries({ x: 34 + i * 62, y: 40, 'text-anchor': 'middle', fill: t ? '#fff' : '#998' }).forEach(([a, b]) => tx.setAttribute(a, b));
    tx.textContent = t ? raName(t).slice(0, 10) : String(i + 1);
    g.append(tx);
    if (t) { const ti = document.createElementNS(ns, 'title'); ti.textContent = (v.glossary || {})[t] || raName(t); g.append(ti); }
    svg.append(g);
  });
  const auction = o.auction
    ? el('p', { text: `Auction called by seat ${o.auction.ra_player}${o.auction.invoked ? ' (Rá invoked)' : ''}; high bid ${o.auction.high || '—'}${o.auction.high ? ' by seat ' + o.auction.high_bidder : ''}` })
    : null;
  const top = el('div', { class: 'panel' },
    el('h4', { text: `Epoch ${o.epoch} · Rá track ${o.ra_count} · tiles in the bag ${o.bag_total}` }),
    svg, auction,
    el('div', {}, 'Sun disc in the centre: ', el('span', { class: 'sun', title: 'the disc the auction winner takes' }, String(o.centre))));
  const seats = [];
  for (let p = 0; p < n; p++) {
    const held = [];
    (o.holdings[p] || []).forEach((c, k) => { if (c) held.push(el('span', { class: 'tile', style: `border-color:${raColour(RA_KINDS[k])}` }, raTileSvg(v, el, RA_KINDS[k]), c > 1 ? ` ×${c}` : '')); });
    seats.push(el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, 'data-seat': p },
      el('h4', { text: `Seat ${p}${p === v.viewer ? ' (you)' : ''} — ${o.scores[p]} points` }),
      el('div', {}, 'Sun discs: ', ...raDiscs(o.discs[p] & ~o.face_down[p]).map((d) => el('span', { class: 'sun' }, String(d))),
        ...raDiscs(o.face_down[p]).map((d) => el('span', { class: 'sun down', title: 'used this epoch' }, String(d)))),
      el('div', { class: 'tiles' }, ...(held.length ? held : [el('span', { class: 'tile empty', text: 'no tiles' })]))));
  }
  return el('div', {}, top, ...seats);
};
