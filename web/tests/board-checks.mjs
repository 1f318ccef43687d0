// Checks of a board on the page, shared by the browser tests of the game at one screen
// (browser.test.mjs) and of the online match (online.test.mjs): both draw their boards
// with the same code, so both are held to the same checks. Each is a script body for
// WebDriver's execute/sync, returning the problems found (an empty list when all is well).

// The board's key elements against the state the page was sent (the JavaScript
// expression `view`: the view the board was drawn from), per game, in the board element
// `board` (a CSS selector), with the games' element names from `games` (an expression):
// a blank, garbled or stale board view fails.
export function boardCheck(view, board, games) {
  return `
  const v = ${view}; const o = v.observation; const bad = [];
  const q = (key) => document.querySelector('${board} [data-target="' + key + '"]');
  const bits = (mask, n) => Array.from({ length: n }, (_, i) => i).filter((i) => Number(BigInt(mask) >> BigInt(i) & 1n));
  if (v.game === 'ra') {
    const name = (t) => (t === 'StepPyramid' ? 'Step Pyramid' : t).slice(0, 10);
    o.track.forEach((t, i) => { const e = q('track:' + i); const want = t ? name(t) : String(i + 1);
      if (!e || !e.querySelector('text') || e.querySelector('text').textContent.trim() !== want) bad.push('track ' + i + ': ' + (e ? e.textContent : 'missing') + ' instead of ' + want); });
    for (let p = 0; p < o.config.players; p++) {
      const shown = [...document.querySelectorAll('${board} .seat[data-seat="' + p + '"] .sun')].map((e) => Number(e.textContent)).sort((a, b) => a - b);
      const want = bits(o.discs[p], 32);
      if (JSON.stringify(shown) !== JSON.stringify(want)) bad.push('seat ' + p + ' discs ' + shown + ' instead of ' + want);
    }
  } else if (v.game === 'imhotep') {
    const fills = ['#262626', '#f7f7f2', '#8b5a2b', '#8c8c8c'];
    o.ships.forEach((ship, i) => { for (let k = 0; k < ship.capacity; k++) {
      const e = q('ship:' + i + ':slot:' + k); const fill = e && e.querySelector('rect') && e.querySelector('rect').getAttribute('fill');
      const want = ship.slots[k] ? fills[(ship.slots[k] - 1) % 4] : '#f3ead6';
      if (fill !== want) bad.push('ship ' + (i + 1) + ' space ' + (k + 1) + ': ' + fill + ' instead of ' + want);
    } });
  } else if (v.game === 'tekhenu') {
    const names = ((${games}).find((g) => g.name === 'tekhenu') || {}).names || {};
    const want = o.state.market.filter((c) => c !== 255).map((c) => names['card:' + c] || 'no name for card ' + c);
    const shown = [...document.querySelectorAll('${board} .market .card:not(.empty) b')].map((e) => e.textContent);
    if (JSON.stringify(shown) !== JSON.stringify(want)) bad.push('market ' + shown + ' instead of ' + want);
    const onDisc = o.state.dice.filter((d) => d.loc && d.loc.Disc !== undefined).length;
    const dice = document.querySelectorAll('${board} [data-target^="die:"]').length;
    if (dice !== onDisc) bad.push(dice + ' dice on the disc instead of ' + onDisc);
  } else if (v.game === 'pragas') {
    o.slots.forEach((t, i) => { const e = q('slot:' + (i + 1)); const want = t ? t.replace(/^Province(\\d)$/, 'Prov. $1') : '';
      if (!e || (e.getAttribute('data-tile') || '') !== (t || '') || !e.textContent.includes(want)) bad.push('central slot ' + (i + 1) + ': ' + (e ? e.textContent : 'missing') + ' instead of ' + t); });
  } else if (v.game === 'conquistando') {
    o.empires.slice(0, o.config.players).forEach((e, p) => { for (let t = 0; t < 15; t++) {
      const g = q('terrain:' + p + ':' + t); const owned = (e.owned >> t) & 1;
      if (!g || g.textContent.includes('neutral') === Boolean(owned)) bad.push('seat ' + p + ' terrain ' + t + (owned ? ' owned' : ' neutral') + ' shown as ' + (g ? g.textContent : 'missing'));
    } });
  } else if (v.game === 'senet') {
    o.squares.forEach((who, i) => { const e = q('square:' + (i + 1)); const want = who === null ? '' : String(who);
      if (!e || (e.getAttribute('data-pawn') || '') !== want) bad.push('square ' + (i + 1) + ': ' + (e ? e.getAttribute('data-pawn') : 'missing') + ' instead of ' + want); });
    [0, 1].forEach((p) => { const panel = document.querySelector('${board} .seat[data-seat="' + p + '"]');
      if (!panel || !panel.textContent.includes(o.off[p] + ' of ' + o.config.pawns)) bad.push('seat ' + p + ' pawns off: ' + (panel ? panel.textContent : 'missing')); });
  }
  return bad;`;
}

// Every text a person can see on the page (rendered text nodes, the entries of visible
// menus and drop-downs, the board's SVG text, the tooltips of what is shown) that reads like code instead of words: a
// card or tile code in place of its name (B07, T13, D22, P05, S04, P5, K2), a Rust value (Some(…), None, a::b, {…},
// true/false, a CamelCase variant), a snake_case key, or a JavaScript leftover.
export const SCREEN_CODES = `
  const seen = (e) => e && (e.checkVisibility ? e.checkVisibility() : e.getClientRects().length > 0);
  const texts = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const t = n.textContent.replace(/\\s+/g, ' ').trim();
    const p = n.parentElement;
    if (t && p && !p.closest('script, style, title, option') && seen(p)) texts.push(t);
  }
  for (const s of document.querySelectorAll('select')) if (seen(s)) for (const o of s.options) texts.push(o.textContent.trim());
  // The tooltips of what is on screen (a card's rulebook text on hover).
  for (const e of document.querySelectorAll('[title]')) if (e.title && seen(e)) texts.push(e.title.replace(/\\s+/g, ' ').trim());
  for (const e of document.querySelectorAll('svg title')) if (seen(e.parentElement)) texts.push(e.textContent.replace(/\\s+/g, ' ').trim());
  const codes = [
    [/\\b(Some|Ok|Err)\\(|\\bNone\\b/, 'a Rust Option'], [/::/, 'a Rust path'], [/[{}]/, 'a brace'],
    [/\\b[A-Z]{1,2}\\d{1,2}\\b/, 'a code'], [/\\b[a-z]+_[a-z0-9_]+\\b/, 'a snake_case key'],
    [/\\b(true|false|undefined|null|NaN)\\b|\\[object /, 'a raw value'], [/\\b[A-Z][a-z]+[A-Z][A-Za-z]*\\b/, 'a CamelCase variant'],
  ];
  const bad = [];
  // A rulebook's code after a name, as the rulebook prints it ("Happiness lead (Decree
  // D06)", "Egyptian boat (T08)"), is a reference beside words, not a code in their place.
  const referenced = (t) => t.replace(/\\s\\((?:[A-Z][a-z]+ )?[A-Z]{1,2}\\d{1,2}\\)/g, '');
  for (const t of texts) for (const [re, what] of codes) if (re.test(referenced(t))) bad.push(what + ': "' + t.slice(0, 140) + '"');
  return [...new Set(bad)].slice(0, 12);`;

