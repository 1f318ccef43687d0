// Shipped with the game, for the browser tests (web/tests/board-checks.mjs): 10 Pragas
// do Egito's board drawn by view.js against the view it was drawn from: every central
// slot shows the tile the observation holds. In scope: see crates/ra/web/check.js.
NILE_CHECKS.pragas = ({ o, q, bad }) => {
  o.slots.forEach((t, i) => {
    const e = q('slot:' + (i + 1));
    const want = t ? t.replace(/^Province(\d)$/, 'Prov. $1') : '';
    if (!e || (e.getAttribute('data-tile') || '') !== (t || '') || !e.textContent.includes(want)) {
      bad.push('central slot ' + (i + 1) + ': ' + (e ? e.textContent : 'missing') + ' instead of ' + t);
    }
  });
};
