// The game in English, French and Spanish (issue 11): the browser's languages choose on a first visit,
// the language menu of the lobby and of the game menu changes it at once (mid-game included) and keeps it,
// and links do not depend on it. Expected words come from the table of strings itself (assets/strings).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  launchBrowser, withGame, openGame, DESKTOP, PHONE, click, snapshot, find, describe, shot, waitForSnapshot, TEST_TIMEOUT,
} from './lib.mjs';
import { reload, fragmentOf, position, shareFromMenu, takeSpot, placeOne } from './saves-lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LANGUAGES = ['en', 'fr', 'es'];
// Every key of the table with its texts (a plural text by its "other" form).
const TABLE = Object.assign({}, ...fs.readdirSync(path.join(ROOT, 'assets/strings')).filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(ROOT, 'assets/strings', f), 'utf8'))));
const textOf = (key, lang) => {
  const t = TABLE[key]?.[lang];
  assert.ok(t, `the table has ${key} in ${lang}`);
  return typeof t === 'string' ? t : t.other;
};

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The page around the canvas speaks `lang`: <html lang>, the title, and the game's own fact.
async function assertPageLanguage(game, lang, label) {
  const { page } = game;
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${label}: <html lang>`);
  assert.equal(await page.title(), textOf('page.title', lang), `${label}: the page title`);
  assert.equal(await page.locator('meta[name="description"]').getAttribute('content'), textOf('page.description', lang),
               `${label}: the page description`);
  const snap = await snapshot(game);
  assert.equal(snap.facts.language, lang, `${label}: the game's language; ${describe(snap)}`);
  return snap;
}

// The widgets named `hooks` show the words the table gives their English labels in `lang`. English labels
// are read first (`english`: hook -> label, read with the game in English).
function assertLabels(snap, english, lang, label) {
  for (const [hook, en] of Object.entries(english)) {
    const w = find(snap, hook);
    assert.ok(w, `${label}: ${hook} is shown; ${describe(snap)}`);
    const keys = Object.keys(TABLE).filter((k) => textOf(k, 'en') === en);
    assert.ok(keys.length > 0, `${label}: "${en}" (${hook}) comes from the table of strings`);
    const expected = keys.map((k) => textOf(k, lang));
    assert.ok(expected.includes(w.label), `${label}: ${hook} reads "${w.label}", expected one of ${JSON.stringify(expected)}`);
  }
}

const labelsOf = (snap, hooks) => Object.fromEntries(hooks.map((h) => {
  const w = find(snap, h);
  assert.ok(w && w.label, `${h} is shown with a label; ${describe(snap)}`);
  return [h, w.label];
}));

// Picks a language in a language menu (prefix "lobby/language-" or "menu/language-"); returns the snapshot.
// French and Spanish texts are files the game fetches when chosen (issue 28): the choice applies when they are
// here (from the server or the offline cache; English is in the game).
async function choose(game, prefix, lang) {
  await click(game, `${prefix}${LANGUAGES.indexOf(lang)}`);
  return waitForSnapshot(game, (s) => s.facts.language === lang, `choosing ${lang} in ${prefix} applies it`);
}

const LOBBY_HOOKS = ['lobby/quick-solo', 'lobby/start', 'lobby/players-0'];
const GAME_HOOKS = ['button/end-turn', 'button/menu'];
const MENU_HOOKS = ['menu/share-setup', 'dialog/leave', 'dialog/stay'];

test('a French browser gets the game in French; the menu switches mid-game and keeps the game', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'language-french', { ...DESKTOP, locale: 'fr-FR' }, async (game) => {
    let snap = await assertPageLanguage(game, 'fr', 'a French browser');
    const frenchLobby = snap;
    await shot(game, 'lobby-fr');
    // The cheatsheet's chips name the terrains in French.
    await click(game, 'lobby/animals');
    await game.page.locator('#cheatsheet').waitFor({ state: 'visible' });
    for (const terrain of ['water', 'field', 'mountain', 'tree', 'building']) {
      const chip = await game.page.locator(`#cheatsheet .cs-chip[data-terrain="${terrain}"]`).textContent();
      assert.ok(chip.includes(textOf(`common.terrain.${terrain}`, 'fr')), `the ${terrain} chip reads "${chip}" in French`);
    }
    assert.equal(await game.page.locator('#cs-title').textContent(), textOf('sheet.title', 'fr'));
    await game.page.keyboard.press('Escape');
    await game.page.locator('#cheatsheet').waitFor({ state: 'hidden' });

    // English labels of the same lobby, through the lobby's menu; then back to French.
    snap = await choose(game, 'lobby/language-', 'en');
    const englishLobby = labelsOf(snap, LOBBY_HOOKS);
    assert.equal(await game.page.evaluate(() => document.documentElement.lang), 'en');
    snap = await choose(game, 'lobby/language-', 'fr');
    assertLabels(frenchLobby, englishLobby, 'fr', 'the French lobby');
    assertLabels(snap, englishLobby, 'fr', 'the lobby after switching back');

    // A game: one token placed, then the game menu switches language; the game is untouched.
    snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game');
    await takeSpot(game);
    snap = await placeOne(game);
    const before = position(snap);
    const hand = snap.facts.hand;
    const id = snap.facts.game_id;
    const frenchGame = snap;
    await shot(game, 'game-fr');
    await click(game, 'button/menu');
    const frenchMenu = await snapshot(game);
    snap = await choose(game, 'menu/language-', 'en');
    const englishGame = labelsOf(snap, [...GAME_HOOKS, ...MENU_HOOKS]);
    assert.equal(snap.facts.game_id, id, 'switching language keeps the game');
    assert.deepEqual(position(snap), before, 'switching language changes nothing in the game');
    assert.deepEqual(snap.facts.hand, hand, 'the tokens in hand stay');
    snap = await choose(game, 'menu/language-', 'es');
    await shot(game, 'menu-es');
    assertLabels(snap, englishGame, 'es', 'the game menu in Spanish');
    snap = await choose(game, 'menu/language-', 'fr');
    assertLabels(frenchMenu, Object.fromEntries(MENU_HOOKS.map((h) => [h, englishGame[h]])), 'fr', 'the French menu');
    assertLabels(frenchGame, Object.fromEntries(GAME_HOOKS.map((h) => [h, englishGame[h]])), 'fr', 'the French game');
    await click(game, 'dialog/stay');

    // Kept with the settings: a reload comes back in French, in the same game.
    snap = await reload(game);
    await assertPageLanguage(game, 'fr', 'after a reload');
    assert.equal(snap.facts.game_id, id, 'the reload resumes the game');
    assert.deepEqual(position(snap), before);
  });
});

test('a Spanish phone gets the game in Spanish; a link made in French opens in Spanish', { timeout: TEST_TIMEOUT }, async () => {
  const french = await openGame(browser, 'language-link-fr', { ...DESKTOP, locale: 'fr-FR' });
  try {
    await click(french, 'lobby/quick-solo');
    const link = await shareFromMenu(french, 'setup');
    const origin = await snapshot(french);
    await withGame(browser, 'language-spanish-phone', { ...PHONE, locale: 'es-ES', touch: true, hash: fragmentOf(link) },
      async (game) => {
        const snap = await assertPageLanguage(game, 'es', 'a Spanish phone');
        assert.equal(snap.screen, 'game', `the French setup link opens a game; ${describe(snap)}`);
        // The same game (the phone's layout shows the score on another tab: it is not compared).
        const game_of = (s) => ({ ...position(s), score: undefined });
        assert.deepEqual(game_of(snap), game_of(origin), 'the same game as the French one');
        await shot(game, 'game-es-phone');
      });
  } finally {
    await french.close();
  }
});

test('a browser speaking none of the three gets English', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'language-german', { ...DESKTOP, locale: 'de-DE' }, async (game) => {
    await assertPageLanguage(game, 'en', 'a German browser');
  });
});

// French and Spanish are files the game fetches when chosen (issue 28). When one cannot be had (offline on a
// first visit, a server error) the game keeps its language and says so; choosing it again tries again.
test('a language whose texts cannot be had: the game keeps its language, says so, and a new choice retries',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'language-unavailable', { ...DESKTOP, locale: 'en-US' }, async (game) => {
    await game.context.route('**/strings-fr.json', (route) => route.abort());
    let snap = await click(game, 'lobby/language-1');
    snap = await waitForSnapshot(game, (s) => !!find(s, 'toast'), 'a toast says the language could not be loaded');
    assert.equal(find(snap, 'toast').label, textOf('notices.language_unavailable', 'en'), describe(snap));
    assert.equal(snap.facts.language, 'en', 'the game stays in English');
    assert.equal(await game.page.evaluate(() => document.documentElement.lang), 'en');
    await shot(game, 'language-unavailable');
    // Chromium reports the failed load on the console: the only error allowed here.
    game.errors.splice(0, game.errors.length, ...game.errors.filter((e) => !e.includes('strings-fr.json') &&
                                                                           !e.includes('ERR_FAILED')));
    await game.context.unroute('**/strings-fr.json');
    await click(game, 'lobby/language-1');
    // The file is fetched again: the game speaks French once it has arrived, not at the click.
    await waitForSnapshot(game, (s) => s.facts.language === 'fr', 'the French texts arrive and apply');
    await assertPageLanguage(game, 'fr', 'chosen again with the file there');
  });
});
