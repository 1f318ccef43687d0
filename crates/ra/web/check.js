// Shipped with the game, for the browser tests (web/tests/board-checks.mjs): Rá's board
// drawn by view.js against the view it was drawn from. The track's tiles by name, each
// seat's sun discs by number. In scope: v (the view), o (its observation), q(key) (the
// board element of a target key), all(selector) (elements under the board), bits(mask, n)
// (the set bits of a number), names (the game's element names), bad (the problems found).
NILE_CHECKS.ra = ({ o, q, all, bits, names, bad }) => {
  const name = (t) => (names['tile:' + t] || 'no name for tile ' + t).slice(0, 10);
  o.track.forEach((t, i) => {
    const e = q('track:' + i);
    const want = t ? name(t) : String(i + 1);
    if (!e || !e.querySelector('text') || e.querySelector('text').textContent.trim() !== want) {
      bad.push('track ' + i + ': ' + (e ? e.textContent : 'missing') + ' instead of ' + want);
    }
  });
  for (let p = 0; p < o.config.players; p++) {
    const shown = [...all('.seat[data-seat="' + p + '"] .sun')].map((e) => Number(e.textContent)).sort((a, b) => a - b);
    const want = bits(o.discs[p], 32);
    if (JSON.stringify(shown) !== JSON.stringify(want)) bad.push('seat ' + p + ' discs ' + shown + ' instead of ' + want);
  }
};
