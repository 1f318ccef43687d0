// Checks of a board on the page, shared by the browser tests of the game at one screen
// (browser.test.mjs) and of the online match (online.test.mjs): both draw their boards
// with the same code, so both are held to the same checks. Each is a script body for
// WebDriver's execute/sync, returning the problems found (an empty list when all is well).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Each game's check ships with the game, as its board view does: crates/<game>/web/check.js
// sets NILE_CHECKS[name] to a function of { v, o, q, all, bits, names, bad }.
const CRATES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'crates');
const GAME_CHECKS = readdirSync(CRATES)
  .map((dir) => join(CRATES, dir, 'web', 'check.js'))
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

// The board's key elements against the state the page was sent (the JavaScript
// expression `view`: the view the board was drawn from), by the game's own check, in the
// board element `board` (a CSS selector), with the games' element names from `games` (an
// expression): a blank, garbled or stale board view fails, and so does a game that ships
// no check.
export function boardCheck(view, board, games) {
  return `
  const NILE_CHECKS = {};
  ${GAME_CHECKS}
  const v = ${view}; const o = v.observation; const bad = [];
  const q = (key) => document.querySelector('${board} [data-target="' + key + '"]');
  const all = (selector) => document.querySelectorAll('${board} ' + selector);
  const bits = (mask, n) => Array.from({ length: n }, (_, i) => i).filter((i) => Number(BigInt(mask) >> BigInt(i) & 1n));
  const names = ((${games}).find((g) => g.name === v.game) || {}).names || {};
  const check = NILE_CHECKS[v.game];
  if (check) check({ v, o, q, all, bits, names, bad });
  else bad.push('the game ' + v.game + ' ships no board check (crates/<game>/web/check.js)');
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

