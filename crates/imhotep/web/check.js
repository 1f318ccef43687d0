// Shipped with the game, for the browser tests (web/tests/board-checks.mjs): Imhotep's
// board drawn by view.js against the view it was drawn from: every ship's space holds the
// stone (by its colour) the observation says. In scope: see crates/ra/web/check.js.
NILE_CHECKS.imhotep = ({ o, q, bad }) => {
  const fills = ['#262626', '#f7f7f2', '#8b5a2b', '#8c8c8c'];
  o.ships.forEach((ship, i) => {
    for (let k = 0; k < ship.capacity; k++) {
      const e = q('ship:' + i + ':slot:' + k);
      const fill = e && e.querySelector('rect') && e.querySelector('rect').getAttribute('fill');
      const want = ship.slots[k] ? fills[(ship.slots[k] - 1) % 4] : '#f3ead6';
      if (fill !== want) bad.push('ship ' + (i + 1) + ' space ' + (k + 1) + ': ' + fill + ' instead of ' + want);
    }
  });
};
