// The page's own words (web/site/texts.js), checked as the crates' catalogs are: every
// language has the same keys, a translation fills no placeholder its English lacks, every
// key the page asks for is there, and none is there that nothing asks for. And the page
// picks its language as it says: the one chosen, else the browser's, else English.
// Runs in Node alone (no browser, no build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

const site = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'site');
const source = fs.readFileSync(path.join(site, 'texts.js'), 'utf8');

// texts.js run as the page runs it, with the browser's languages and a stored choice.
function load(languages = [], stored = null) {
  const kept = new Map(stored ? [['nile.lang', stored]] : []);
  const stub = { querySelector: () => null, querySelectorAll: () => [], getElementById: () => null, documentElement: {} };
  const window = {};
  const { NILE_TEXTS, NILE_LANGS } = vm.runInNewContext(`${source}\n;({ NILE_TEXTS, NILE_LANGS })`, {
    document: stub, window, navigator: { languages },
    localStorage: { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => kept.set(k, v) },
  });
  // As plain values of this realm (the script's own arrays compare unequal to ours).
  return { ...JSON.parse(JSON.stringify({ NILE_TEXTS, NILE_LANGS })), texts: window.nileTexts, kept };
}

const placeholders = (text) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

test('every language has the same keys and no placeholder its English lacks', () => {
  const { NILE_TEXTS, NILE_LANGS } = load();
  const en = NILE_TEXTS.en;
  assert.deepEqual(Object.keys(NILE_TEXTS).sort(), NILE_LANGS.map(([tag]) => tag).sort());
  for (const [tag] of NILE_LANGS) {
    const table = NILE_TEXTS[tag];
    assert.deepEqual(Object.keys(table).sort(), Object.keys(en).sort(), `${tag}: the keys differ from English`);
    for (const [key, text] of Object.entries(table)) {
      for (const p of placeholders(text)) assert.ok(placeholders(en[key]).has(p), `${tag} ${key}: {${p}} is not given`);
    }
  }
});

test('every key the page asks for exists, and every key is asked for', () => {
  const { NILE_TEXTS } = load();
  const keys = new Set(Object.keys(NILE_TEXTS.en));
  const asked = new Set();
  const prefixes = [];
  for (const file of fs.readdirSync(site).filter((f) => /\.(js|html)$/.test(f) && f !== 'texts.js')) {
    const text = fs.readFileSync(path.join(site, file), 'utf8');
    const patterns = [/\bt\('([\w-]+)'/g, /\btx\('\w+', '([\w-]+)'/g, /data-t(?:-[\w-]+)?="([\w-]+)"/g,
      /'data-t(?:-[\w-]+)?': '([\w-]+)'/g, /\bt\(([\w-]+)\)/g, /\bt\(p === 0 \? '([\w-]+)' : worker \? '([\w-]+)' : '([\w-]+)'\)/g];
    for (const re of patterns) for (const m of text.matchAll(re)) for (const k of m.slice(1)) if (k && keys.has(k)) asked.add(k);
    for (const re of patterns) for (const m of text.matchAll(re)) for (const k of m.slice(1)) if (k && /^[a-z][\w-]*$/.test(k) && /['"]/.test(m[0])) assert.ok(keys.has(k), `${file} asks for "${k}", which texts.js lacks`);
    // Keys built from a value: t(`bot-${spec}`) asks for every `bot-` key.
    for (const m of text.matchAll(/\bt\(`([\w-]+)\$\{/g)) prefixes.push(m[1]);
    // Keys handed over by name (the page's `where`, gamesReady's argument).
    for (const m of text.matchAll(/'(through-server)'/g)) asked.add(m[1]);
  }
  // The texts.js's own: the page's title and the switch's label.
  for (const k of ['page-title', 'lang-label']) asked.add(k);
  const unused = [...keys].filter((k) => !asked.has(k) && !prefixes.some((p) => k.startsWith(p)));
  assert.deepEqual(unused, [], 'keys nothing asks for');
});

test('the language is the one chosen, else the browser\'s, else English', () => {
  assert.equal(load(['pt-BR', 'en']).texts.lang(), 'pt-BR');
  assert.equal(load(['pt-PT']).texts.lang(), 'pt-BR', 'any Portuguese reads Brazilian Portuguese');
  assert.equal(load(['de-DE', 'pt']).texts.lang(), 'pt-BR', 'the first language nile speaks');
  assert.equal(load(['de-DE']).texts.lang(), 'en');
  assert.equal(load([]).texts.lang(), 'en');
  assert.equal(load(['pt-BR'], 'en').texts.lang(), 'en', 'a choice made with the switch wins');
  assert.equal(load(['en'], 'xx').texts.lang(), 'en', 'a stored choice nile does not speak is ignored');
  const { texts, kept } = load(['en']);
  texts.set('pt-BR');
  assert.equal(texts.lang(), 'pt-BR');
  assert.equal(kept.get('nile.lang'), 'pt-BR', 'the choice is kept');
  assert.equal(texts.t('seat-n', { n: 2 }), 'jogador 2');
  texts.set('xx');
  assert.equal(texts.lang(), 'pt-BR', 'a language nile does not speak changes nothing');
  assert.equal(texts.t('no-such-key'), 'no-such-key');
});
