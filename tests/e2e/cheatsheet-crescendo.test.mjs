// The cheatsheet with Crescendo's Sanctuaries and Whispers (RULES.md "Sanctuaries", "Whispers"): a game set up
// with them lists, after its animals, the sanctuary tiles and whisper cards not yet taken (the rows first, then
// the decks by id: their order stays hidden), each tile drawn as the stack it allows and named by it ("yellow on
// blue"), each whisper card by its terrain, with the module's badge; the terrain filter keeps a tile whose
// colours top every chosen terrain and a whisper card whose terrain is the chosen one; without a game ("All
// animals", from the lobby) all 8 tiles and 8 whisper cards are listed; a base game lists none; the cards fit a
// phone, in French and Spanish. The games are set up in the lobby (side D, both switches).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, withGame, DESKTOP, PHONE, click, shot, snapshot, find, describe, TEST_TIMEOUT } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const strings = { ...read('assets/strings/sheet.json'), ...read('assets/strings/common.json') };
const crescendo = read('assets/crescendo.json');
const TERRAIN_COLOUR = { water: 'blue', field: 'yellow', mountain: 'gray', tree: 'green', building: 'red' };
const fill = (text, args) => text.replace(/\{([a-z_]+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
// "yellow on blue" as the sheet words it, in a language.
const stackWords = (tile, lang) => fill(strings['sheet.tile_stack'][lang], {
  top: strings[`common.token.${tile.top}`][lang], bottom: strings[`common.token.${tile.bottom}`][lang] });
const whisperWords = (card, lang) => fill(strings['sheet.whisper_rule'][lang], {
  cubes: 2, terrain: strings[`sheet.terrain.${card.terrain}`][lang] });

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const overlay = (page) => page.locator('#cheatsheet');
const engine = (page, filter) => page.evaluate((f) => {
  const r = Module.cheatsheet(f);
  const tile = (t) => ({ slug: t.slug, status: t.status, bottom: t.bottom, top: t.top, terrains: [...t.terrains] });
  const whisper = (w) => ({ slug: w.slug, status: w.status, terrain: w.terrain });
  return { count: r.count, inGame: r.inGame, sanctuaries: r.sanctuaries, whispers: r.whispers,
           tiles: r.tiles.map(tile), whisperCards: r.whisperCards.map(whisper) };
}, filter);
// What the page shows of each tile and whisper card.
const shownTiles = (page) => page.locator('#cheatsheet .cs-tile').evaluateAll((els) => els.map((e) => ({
  slug: e.dataset.slug, status: e.dataset.status, bottom: e.dataset.bottom, top: e.dataset.top,
  words: e.querySelector('.cs-stack-words')?.textContent, badge: e.querySelector('.cs-module')?.textContent,
  picture: e.querySelector('svg.cs-stack')?.getAttribute('aria-label'), label: e.getAttribute('aria-label'),
  name: e.querySelector('h3')?.textContent,
})));
const shownWhispers = (page) => page.locator('#cheatsheet .cs-whisper').evaluateAll((els) => els.map((e) => ({
  slug: e.dataset.slug, status: e.dataset.status, terrain: e.dataset.terrain,
  words: e.querySelector('.cs-stack-words')?.textContent, badge: e.querySelector('.cs-module')?.textContent,
  cubes: e.querySelectorAll('svg .cs-whisper-cube').length, label: e.getAttribute('aria-label'),
})));

// The page lists exactly the engine's tiles and whisper cards, in its order, each drawn and worded.
async function checkListed(page, expected, lang = 'en', label = '') {
  const tiles = await shownTiles(page);
  assert.deepEqual(tiles.map((t) => [t.slug, t.status]), expected.tiles.map((t) => [t.slug, t.status]), `${label}: tiles`);
  for (const [i, t] of tiles.entries()) {
    const e = expected.tiles[i];
    assert.deepEqual([t.bottom, t.top], [e.bottom, e.top], `${t.slug}: its two colours`);
    assert.equal(t.words, stackWords(e, lang), `${t.slug}: named by its stack`);
    assert.equal(t.picture, stackWords(e, lang), `${t.slug}: the stack's picture says it`);
    assert.equal(t.badge, strings['sheet.module.sanctuaries'][lang], `${t.slug}: the module's badge`);
    assert.ok(t.label.includes(stackWords(e, lang)), `${t.slug}: its label names the stack: ${t.label}`);
  }
  const whispers = await shownWhispers(page);
  assert.deepEqual(whispers.map((w) => [w.slug, w.status, w.terrain]),
                   expected.whisperCards.map((w) => [w.slug, w.status, w.terrain]), `${label}: whisper cards`);
  for (const w of whispers) {
    assert.equal(w.words, whisperWords(w, lang), `${w.slug}: its terrain`);
    assert.equal(w.cubes, 2, `${w.slug}: its two cubes drawn`);
    assert.equal(w.badge, strings['sheet.module.whispers'][lang], `${w.slug}: the module's badge`);
  }
  return { tiles, whispers };
}

// Nothing of a card sticks out of it, and every card fits the list's width.
async function checkFits(page, label) {
  const boxes = await page.locator('#cheatsheet .cs-mod-card').evaluateAll((els) => els.map((e) => {
    const b = e.getBoundingClientRect();
    const inner = [...e.querySelectorAll('*')].map((c) => c.getBoundingClientRect())
      .filter((r) => r.width > 0).map((r) => ({ l: r.left, r: r.right }));
    return { slug: e.dataset.slug, x: b.x, w: b.width, overflow: e.scrollWidth - e.clientWidth,
             outside: inner.filter((r) => r.l < b.left - 0.5 || r.r > b.right + 0.5).length };
  }));
  const width = page.viewportSize().width;
  assert.ok(boxes.length > 0, `${label}: cards listed`);
  for (const b of boxes) {
    assert.ok(b.overflow <= 0 && b.outside === 0, `${label} ${b.slug}: nothing overflows ${JSON.stringify(b)}`);
    assert.ok(b.x >= 0 && b.x + b.w <= width + 0.5, `${label} ${b.slug}: within the screen ${JSON.stringify(b)}`);
  }
}

// Sets up a solo game in the lobby on `side` with the modules named (Sanctuaries and Whispers by default).
async function startGame(game, { side = 3, sanctuaries = true, whispers = true } = {}) {
  let snap = await snapshot(game);
  assert.equal(snap.screen, 'lobby', describe(snap));
  snap = await click(game, `lobby/side-${side}`);
  for (const [name, on] of [['sanctuaries', sanctuaries], ['whispers', whispers]]) {
    if (Boolean(find(snap, `lobby/${name}`)?.selected) !== on) snap = await click(game, `lobby/${name}`);
    assert.equal(Boolean(find(snap, `lobby/${name}`)?.selected), on, `${name} ${on ? 'on' : 'off'}; ${describe(snap)}`);
  }
  snap = await click(game, 'lobby/start');
  assert.equal(snap.screen, 'game', `the game starts; ${describe(snap)}`);
  return snap;
}

test('a Sanctuaries and Whispers game lists its tiles and whisper cards, drawn and named; the filter keeps the right ones',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'cheatsheet-crescendo-game', { ...DESKTOP, query: 'seed=sheet-crescendo' }, async (game) => {
    const { page } = game;
    await startGame(game);
    const state = await page.evaluate(() => {
      const s = Module.gameState();
      return { side: s.side, sanctuaries: s.sanctuaries, whispers: s.whispers,
               tileRow: s.tileRow.map((t) => t.slug), whisperRow: s.whisperRow.map((w) => w.slug) };
    });
    assert.deepEqual([state.side, state.sanctuaries, state.whispers], ['D', true, true]);
    await page.keyboard.press('a');
    await overlay(page).waitFor({ state: 'visible' });
    const sheet = await engine(page, []);
    assert.deepEqual([sheet.inGame, sheet.sanctuaries, sheet.whispers], [true, true, true]);
    assert.equal(sheet.tiles.length, crescendo.sanctuaries.length, 'a new game: every tile is in the row or the deck');
    assert.equal(sheet.whisperCards.length, crescendo.whispers.length);
    // The rows first (as dealt), then the decks by id.
    assert.deepEqual(sheet.tiles.filter((t) => t.status === 'row').map((t) => t.slug), state.tileRow);
    assert.deepEqual(sheet.whisperCards.filter((w) => w.status === 'row').map((w) => w.slug), state.whisperRow);
    const deckTiles = sheet.tiles.filter((t) => t.status === 'deck').map((t) => crescendo.sanctuaries.findIndex((a) => a.id === t.slug));
    assert.deepEqual(deckTiles, [...deckTiles].sort((a, b) => a - b), 'the deck by id');
    await checkListed(page, sheet, 'en', 'game');
    // The summary counts them; the sections are headed.
    const summary = page.locator('#cs-summary');
    assert.equal(await summary.getAttribute('data-tiles'), '8');
    assert.equal(await summary.getAttribute('data-whispers'), '8');
    assert.match(await summary.textContent(), /\s· 8 tiles\s· 8 whisper cards$/);
    assert.equal(await page.locator('#cheatsheet .cs-section-tiles').textContent(), strings['sheet.tiles_heading'].en);
    assert.equal(await page.locator('#cheatsheet .cs-section-whispers').textContent(), strings['sheet.whispers_heading'].en);
    // Face-up ones are marked as the face-up animals are.
    assert.equal(await page.locator('#cheatsheet .cs-tile.cs-face-up').count(), 3);
    assert.equal(await page.locator('#cheatsheet .cs-whisper.cs-face-up').count(), 2);
    await checkFits(page, 'desktop');
    await page.locator('#cheatsheet .cs-section-tiles').scrollIntoViewIfNeeded();
    await shot(game, 'tiles-and-whispers');

    // The filter: one terrain keeps the tiles tied to its colour and the whisper cards naming it.
    for (const terrain of ['water', 'tree', 'building']) {
      await page.locator('#cheatsheet .cs-clear').click();
      await page.locator(`#cheatsheet .cs-chip[data-terrain="${terrain}"]`).click();
      const filtered = await engine(page, [terrain]);
      const colour = TERRAIN_COLOUR[terrain];
      assert.deepEqual(filtered.tiles.map((t) => t.slug), sheet.tiles.filter((t) => t.bottom === colour || t.top === colour).map((t) => t.slug),
                       `${terrain}: the tiles of its colour, ${colour}`);
      assert.deepEqual(filtered.whisperCards.map((w) => w.slug), sheet.whisperCards.filter((w) => w.terrain === terrain).map((w) => w.slug),
                       `${terrain}: the whisper cards naming it`);
      assert.ok(filtered.tiles.length > 0, `${terrain}: some tile is tied to ${colour}`);
      await checkListed(page, filtered, 'en', terrain);
      assert.equal(await page.locator('#cs-summary').getAttribute('data-tiles'), String(filtered.tiles.length));
      if (terrain === 'water') await shot(game, 'filtered-water');
    }
    // Two terrains: the tiles tied to both colours; no whisper card names two terrains (its section is gone).
    await page.locator('#cheatsheet .cs-chip[data-terrain="tree"]').click();  // building + tree
    const two = await engine(page, ['building', 'tree']);
    assert.deepEqual(two.tiles.map((t) => t.slug), ['tree-house'], 'red on green: the Tree House alone');
    assert.deepEqual(two.whisperCards, []);
    await checkListed(page, two, 'en', 'building+tree');
    assert.equal(await page.locator('#cheatsheet .cs-section-whispers').count(), 0, 'no whisper heading without whisper cards');
    await page.locator('#cheatsheet .cs-clear').click();
    await checkListed(page, sheet, 'en', 'cleared');
    // The keyboard reaches the tiles and whisper cards like the animals.
    await page.locator('#cheatsheet .cs-tile').first().focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.slug), sheet.tiles[1].slug);
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'hidden' });
  });
});

test('"All animals" without a game: every tile and whisper card after the animals', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'cheatsheet-crescendo-all', DESKTOP, async (game) => {
    const { page } = game;
    await click(game, 'lobby/animals');
    await overlay(page).waitFor({ state: 'visible' });
    await page.locator('#cheatsheet .cs-clear').click();
    const sheet = await engine(page, []);
    assert.deepEqual([sheet.inGame, sheet.sanctuaries, sheet.whispers], [false, false, false]);
    assert.deepEqual(sheet.tiles.map((t) => t.slug), crescendo.sanctuaries.map((t) => t.id));
    assert.deepEqual(sheet.whisperCards.map((w) => w.slug), crescendo.whispers.map((w) => w.id));
    assert.ok(sheet.tiles.every((t) => t.status === 'all') && sheet.whisperCards.every((w) => w.status === 'all'));
    const { tiles } = await checkListed(page, sheet, 'en', 'all');
    assert.equal(tiles.find((t) => t.slug === 'reed-bank').words, 'yellow on blue');
    assert.equal(await page.locator('#cheatsheet .cs-meaning').textContent(), strings['sheet.meaning.no_game'].en);
    assert.match(await page.locator('#cs-summary').textContent(), /\s· 8 tiles\s· 8 whisper cards$/);
    // The animals are listed as before: the tiles and whisper cards are not animal cards.
    assert.equal(await page.locator('#cheatsheet .cs-card').count(), sheet.count);
    await page.locator('#cheatsheet .cs-section-whispers').scrollIntoViewIfNeeded();
    await shot(game, 'all');
    // The filter over all of them.
    await page.locator('#cheatsheet .cs-chip[data-terrain="field"]').click();
    const field = await engine(page, ['field']);
    assert.deepEqual(field.tiles.map((t) => t.slug),
                     crescendo.sanctuaries.filter((t) => t.bottom === 'yellow' || t.top === 'yellow').map((t) => t.id));
    assert.deepEqual(field.whisperCards.map((w) => w.slug), ['whisper-meadow', 'whisper-harvest']);
    await checkListed(page, field, 'en', 'all, field');
  });
});

test('a base game lists no tile and no whisper card', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'cheatsheet-crescendo-base', { ...DESKTOP, query: 'seed=sheet-crescendo' }, async (game) => {
    const { page } = game;
    await startGame(game, { side: 2, sanctuaries: false, whispers: false });
    await page.keyboard.press('a');
    await overlay(page).waitFor({ state: 'visible' });
    const sheet = await engine(page, []);
    assert.deepEqual([sheet.sanctuaries, sheet.whispers, sheet.tiles, sheet.whisperCards], [false, false, [], []]);
    assert.equal(await page.locator('#cheatsheet .cs-mod-card, #cheatsheet .cs-section-tiles, #cheatsheet .cs-section-whispers').count(), 0);
    assert.doesNotMatch(await page.locator('#cs-summary').textContent(), /tile|whisper/);
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'hidden' });
  });
});

for (const lang of ['fr', 'es']) {
  test(`on a phone in ${lang === 'fr' ? 'French' : 'Spanish'}: the tiles and whisper cards fit, worded in the language`,
       { timeout: TEST_TIMEOUT }, async () => {
    await withGame(browser, `cheatsheet-crescendo-phone-${lang}`,
                   { ...PHONE, locale: lang === 'fr' ? 'fr-FR' : 'es-ES', touch: true, query: 'seed=sheet-crescendo-phone' },
                   async (game) => {
      const { page } = game;
      await page.waitForFunction((l) => Module.language() === l, lang);
      await page.evaluate(() => window.harmoniesNeed('cheatsheet').then(() => window.harmoniesCheatsheet.open()));
      await overlay(page).waitFor({ state: 'visible' });
      const panel = await page.locator('#cheatsheet .cs-panel').boundingBox();
      assert.ok(panel.x >= 0 && panel.x + panel.width <= 390 + 0.5, `panel within the screen: ${JSON.stringify(panel)}`);
      const sheet = await engine(page, []);
      const { tiles } = await checkListed(page, sheet, lang, `phone ${lang}`);
      assert.equal(tiles.find((t) => t.slug === 'reed-bank').words, lang === 'fr' ? 'jaune sur bleu' : 'amarilla sobre azul');
      await checkFits(page, `phone ${lang}`);
      await page.locator('#cheatsheet .cs-section-tiles').scrollIntoViewIfNeeded();
      await shot(game, `tiles-phone-${lang}`);
      await page.locator('#cheatsheet .cs-section-whispers').scrollIntoViewIfNeeded();
      await shot(game, `whispers-phone-${lang}`);
    });
  });
}
