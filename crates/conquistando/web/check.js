// Shipped with the game, for the browser tests (web/tests/board-checks.mjs): Conquistando
// o Egito's board drawn by view.js against the view it was drawn from: every seat's
// terrains owned or neutral as the observation says. In scope: see crates/ra/web/check.js.
NILE_CHECKS.conquistando = ({ o, q, bad }) => {
  o.empires.slice(0, o.config.players).forEach((e, p) => {
    for (let t = 0; t < 15; t++) {
      const g = q('terrain:' + p + ':' + t);
      const owned = (e.owned >> t) & 1;
      // The view's mark, not its words: the board reads the same in every language.
      if (!g || (g.getAttribute('data-owned') === 'yes') !== Boolean(owned)) {
        bad.push('seat ' + p + ' terrain ' + t + (owned ? ' owned' : ' neutral') + ' shown as ' + (g ? g.textContent : 'missing'));
      }
    }
  });
};
