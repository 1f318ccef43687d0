// Shipped with the game, for the browser tests (web/tests/board-checks.mjs): Tekhenu's
// board drawn by view.js against the view it was drawn from: the market's cards by name,
// as many dice on the disc as the observation has. In scope: see crates/ra/web/check.js.
NILE_CHECKS.tekhenu = ({ o, all, names, bad }) => {
  const want = o.state.market.filter((c) => c !== 255).map((c) => names['card:' + c] || 'no name for card ' + c);
  const shown = [...all('.market .card:not(.empty) b')].map((e) => e.textContent);
  if (JSON.stringify(shown) !== JSON.stringify(want)) bad.push('market ' + shown + ' instead of ' + want);
  const onDisc = o.state.dice.filter((d) => d.loc && d.loc.Disc !== undefined).length;
  const dice = all('[data-target^="die:"]').length;
  if (dice !== onDisc) bad.push(dice + ' dice on the disc instead of ' + onDisc);
};
