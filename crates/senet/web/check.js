// Shipped with the game, for the browser tests (web/tests/board-checks.mjs): Senet's
// board drawn by view.js against the view it was drawn from: every square's pawn, and
// each seat's pawns borne off. In scope: see crates/ra/web/check.js.
NILE_CHECKS.senet = ({ o, q, all, bad }) => {
  o.squares.forEach((who, i) => {
    const e = q('square:' + (i + 1));
    const want = who === null ? '' : String(who);
    if (!e || (e.getAttribute('data-pawn') || '') !== want) {
      bad.push('square ' + (i + 1) + ': ' + (e ? e.getAttribute('data-pawn') : 'missing') + ' instead of ' + want);
    }
  });
  [0, 1].forEach((p) => {
    const panel = all('.seat[data-seat="' + p + '"]')[0];
    // The panel's mark, not its words: the board reads the same in every language.
    if (!panel || panel.getAttribute('data-off') !== String(o.off[p]) || !panel.textContent.includes(String(o.config.pawns))) {
      bad.push('seat ' + p + ' pawns off: ' + (panel ? panel.textContent : 'missing'));
    }
  });
};
