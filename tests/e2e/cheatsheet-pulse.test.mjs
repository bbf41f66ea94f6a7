// The animal cheatsheet with the Pulse module (RULES.md "Pulse"): a Pulse game lists the Pulse animals
// still in its deck, each with a "Pulse" badge, and a card whose mirror image is a different shape
// carries the mirror mark and shows both shapes side by side with a caption; a base game lists none;
// without a game ("All animals", from the lobby) all 42 are listed with the module named; the terrain
// filter keeps a Pulse card that needs the chosen terrains; the two-shape cards fit a phone.
// The games come from setup links made by the CLI (build/native/harmonies-cli play --pulse, link setup).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI, launchBrowser, withGame, DESKTOP, PHONE, click, shot, snapshot, describe, TEST_TIMEOUT } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const strings = JSON.parse(fs.readFileSync(path.join(ROOT, 'assets/strings/sheet.json'), 'utf8'));
const animals = JSON.parse(fs.readFileSync(path.join(ROOT, 'assets/animals.json'), 'utf8')).animals;
const PULSE_COUNT = animals.filter((a) => a.module === 'pulse').length;

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// A setup link's fragment (HS1...) for a 2-player game on side A, made by the CLI from a played record.
function setupLink(seed, pulse) {
  assert.ok(fs.existsSync(CLI), `${CLI} is missing: build the native preset first`);
  const args = ['play', '--players', '2', '--side', 'A', '--seed', seed, '--games', '1', ...(pulse ? ['--pulse'] : [])];
  const record = JSON.parse(execFileSync(CLI, args, { encoding: 'utf8' }).split('\n')[0]).record;
  return execFileSync(CLI, ['link', 'setup', record], { encoding: 'utf8' }).trim();
}

const overlay = (page) => page.locator('#cheatsheet');
const shownCount = async (page) => Number(await page.locator('#cs-summary').getAttribute('data-count'));
const listed = (page) => page.locator('#cheatsheet .cs-card');
const engine = (page, filter) => page.evaluate((f) => {
  const r = Module.cheatsheet(f);
  const brief = (c) => ({ slug: c.slug, module: c.module, mirrorDiffers: c.mirrorDiffers, terrains: [...c.terrains] });
  return { count: r.count, pulse: r.pulse, cards: r.cards.map(brief), faceUp: r.faceUpCards.map(brief) };
}, filter);
// What the page shows of each listed card.
const shownCards = (page) => listed(page).evaluateAll((els) => els.map((e) => ({
  slug: e.dataset.slug, status: e.dataset.status, module: e.dataset.module, label: e.getAttribute('aria-label'),
  badge: e.querySelector('.cs-module')?.textContent ?? null,
  mark: e.querySelector('svg.cs-mirror-mark')?.getAttribute('aria-label') ?? null,
  markRole: e.querySelector('svg.cs-mirror-mark')?.getAttribute('role') ?? null,
  shapes: e.querySelectorAll('svg[role="img"]:not(.cs-mirror-mark)').length,
  caption: e.querySelector('.cs-mirror-caption')?.textContent ?? null,
})));

async function openSheet(game) {
  await game.page.keyboard.press('a');
  await overlay(game.page).waitFor({ state: 'visible' });
}

// Every card the page lists agrees with the engine on its module, badge, mark and number of shapes.
function checkMarks(shown, expected, lang = 'en') {
  const bySlug = new Map(expected.map((c) => [c.slug, c]));
  for (const card of shown) {
    const c = bySlug.get(card.slug);
    assert.ok(c, `${card.slug} is listed by the engine`);
    assert.equal(card.module, c.module, `${card.slug}: data-module`);
    if (c.module === 'pulse') {
      assert.equal(card.badge, strings['sheet.module.pulse'][lang], `${card.slug}: the module is named`);
      assert.ok(card.label.includes(strings['sheet.card_label.pulse'][lang]), `${card.slug}: the label names the module`);
    } else {
      assert.equal(card.badge, null, `${card.slug}: a base card has no badge`);
    }
    if (c.mirrorDiffers) {
      assert.equal(card.markRole, 'img', `${card.slug}: the mirror mark is an image`);
      assert.equal(card.mark, strings['sheet.mirror_mark'][lang], `${card.slug}: the mark's text alternative`);
      assert.equal(card.shapes, 2, `${card.slug}: both shapes`);
      assert.equal(card.caption, strings['sheet.mirror_caption'][lang], `${card.slug}: the caption`);
      assert.ok(card.label.includes(strings['sheet.card_label.mirror'][lang]), `${card.slug}: the label says it mirrors`);
    } else {
      assert.equal(card.mark, null, `${card.slug}: no mirror mark`);
      assert.equal(card.shapes, 1, `${card.slug}: one shape`);
      assert.equal(card.caption, null, `${card.slug}: no caption`);
    }
  }
}

// The two shapes of each marked card sit side by side inside their card, and nothing in the card overflows it.
async function checkTwoShapeLayout(page, label) {
  const boxes = await page.locator('#cheatsheet .cs-card.cs-two-shapes').evaluateAll((els) => els.map((e) => {
    const r = (el) => { const b = el.getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height }; };
    const shapes = [...e.querySelectorAll('svg.cs-shape')].map(r);
    return { slug: e.dataset.slug, card: r(e), shapes, overflow: e.scrollWidth - e.clientWidth,
             caption: r(e.querySelector('.cs-mirror-caption')),
             captionOverflow: e.querySelector('.cs-mirror-caption').scrollWidth - e.querySelector('.cs-mirror-caption').clientWidth };
  }));
  assert.ok(boxes.length > 0, `${label}: some card shows two shapes`);
  for (const b of boxes) {
    const [a, m] = b.shapes;
    assert.ok(Math.abs(a.y - m.y) < 1 && m.x >= a.x + a.w - 1, `${label} ${b.slug}: the mirror image beside the pattern ${JSON.stringify(b)}`);
    assert.ok(a.w >= 60 && a.h >= 60, `${label} ${b.slug}: shapes big enough to read ${JSON.stringify(b)}`);
    for (const s of [a, m, b.caption]) {
      assert.ok(s.x >= b.card.x - 0.5 && s.x + s.w <= b.card.x + b.card.w + 0.5, `${label} ${b.slug}: inside the card ${JSON.stringify(b)}`);
    }
    assert.ok(b.overflow <= 0 && b.captionOverflow <= 0, `${label} ${b.slug}: nothing overflows ${JSON.stringify(b)}`);
  }
  return boxes;
}

test('a Pulse game lists its Pulse animals, marked, with both shapes; the filter keeps them', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'cheatsheet-pulse-game', { ...DESKTOP, hash: setupLink('sheet-pulse', true) }, async (game) => {
    const { page } = game;
    const snap = await snapshot(game);
    assert.equal(snap.screen, 'game', `the setup link opens a game; ${describe(snap)}`);
    assert.equal(await page.evaluate(() => Module.gameState().pulse), true, 'the link plays Pulse');
    await openSheet(game);
    const sheet = await engine(page, []);
    assert.equal(sheet.pulse, true);
    assert.equal(await shownCount(page), sheet.count);
    const shown = await shownCards(page);
    const deck = shown.filter((c) => c.status === 'deck');
    assert.deepEqual(deck.map((c) => c.slug), sheet.cards.map((c) => c.slug), 'every animal still in the deck');
    const pulseInDeck = sheet.cards.filter((c) => c.module === 'pulse');
    assert.ok(pulseInDeck.length > 0, 'Pulse animals are still in the deck');
    assert.equal(deck.filter((c) => c.module === 'pulse').length, pulseInDeck.length);
    assert.ok(pulseInDeck.some((c) => c.mirrorDiffers), 'a Pulse card whose mirror image differs is in the deck');
    // A new game: the ten Pulse cards are in the deck or face up; one whose habitat is its own mirror image
    // (the Natterjack Toad's straight line) carries the badge but no mark.
    const pulseShown = [...sheet.cards, ...sheet.faceUp].filter((c) => c.module === 'pulse');
    assert.equal(pulseShown.length, PULSE_COUNT);
    assert.ok(pulseShown.some((c) => !c.mirrorDiffers), 'some Pulse card is its own mirror image (no mark)');
    checkMarks(shown, [...sheet.cards, ...sheet.faceUp]);
    await checkTwoShapeLayout(page, 'desktop');
    const first = page.locator('#cheatsheet .cs-card.cs-two-shapes').first();
    await first.scrollIntoViewIfNeeded();
    await shot(game, 'pulse-list');

    // The filter: the terrains of a Pulse card keep it in the list (the one needing most terrains, and the
    // marked one needing most), marks and both shapes included.
    const most = (cards) => [...cards].sort((a, b) => b.terrains.length - a.terrains.length)[0];
    for (const target of [most(pulseInDeck), most(pulseInDeck.filter((c) => c.mirrorDiffers))]) {
      await page.locator('#cheatsheet .cs-clear').click();
      for (const t of target.terrains) await page.locator(`#cheatsheet .cs-chip[data-terrain="${t}"]`).click();
      const filtered = await engine(page, target.terrains);
      assert.equal(await shownCount(page), filtered.count, 'the count follows the filter');
      const kept = await shownCards(page);
      assert.ok(kept.some((c) => c.slug === target.slug && c.status === 'deck'), `${target.slug} needs ${target.terrains.join(' and ')}: kept`);
      assert.deepEqual(kept.filter((c) => c.status === 'deck').map((c) => c.slug), filtered.cards.map((c) => c.slug));
      for (const c of [...filtered.cards, ...filtered.faceUp])
        assert.ok(target.terrains.every((t) => c.terrains.includes(t)), `${c.slug} needs every chosen terrain`);
      checkMarks(kept, [...filtered.cards, ...filtered.faceUp]);
      await shot(game, `filtered-${target.slug}`);
    }
    await page.locator('#cheatsheet .cs-clear').click();
    assert.equal(await shownCount(page), sheet.count, '"All animals" clears the filter');
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'hidden' });
  });
});

test('a base game lists no Pulse animal', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'cheatsheet-pulse-base', { ...DESKTOP, hash: setupLink('sheet-pulse', false) }, async (game) => {
    const { page } = game;
    assert.equal((await snapshot(game)).screen, 'game');
    assert.equal(await page.evaluate(() => Module.gameState().pulse), false);
    await openSheet(game);
    const sheet = await engine(page, []);
    assert.equal(sheet.pulse, false);
    assert.equal(await shownCount(page), sheet.count);
    assert.equal(sheet.count, animals.length - PULSE_COUNT - 5, 'the base deck less the row');
    const shown = await shownCards(page);
    assert.ok(shown.length > 0);
    assert.ok(shown.every((c) => c.module === 'base' && c.badge === null && c.mark === null && c.shapes === 1),
              'no Pulse card, no badge, no mirror mark');
    assert.equal(await page.locator('#cheatsheet .cs-module, #cheatsheet .cs-mirror-mark').count(), 0);
  });
});

test('"All animals" without a game: all 42, the Pulse ones named', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'cheatsheet-pulse-all', DESKTOP, async (game) => {
    const { page } = game;
    await click(game, 'lobby/animals');
    await overlay(page).waitFor({ state: 'visible' });
    await page.locator('#cheatsheet .cs-clear').click();
    const sheet = await engine(page, []);
    assert.equal(sheet.count, animals.length);
    assert.equal(await shownCount(page), 42, 'every animal of every module');
    const shown = await shownCards(page);
    assert.equal(shown.length, 42);
    assert.deepEqual(shown.filter((c) => c.badge === 'Pulse').map((c) => c.slug),
                     animals.filter((a) => a.module === 'pulse').map((a) => a.id), 'the ten Pulse animals carry the badge');
    checkMarks(shown, sheet.cards);
    assert.equal(await page.locator('#cheatsheet .cs-meaning').textContent(), strings['sheet.meaning.no_game'].en);
    await page.locator('#cheatsheet .cs-card[data-module="pulse"]').first().scrollIntoViewIfNeeded();
    await shot(game, 'all-animals');
    // The filter over the whole deck: Pulse cards that need the chosen terrains stay.
    await page.locator('#cheatsheet .cs-chip[data-terrain="field"]').click();
    await page.locator('#cheatsheet .cs-chip[data-terrain="mountain"]').click();
    await page.locator('#cheatsheet .cs-chip[data-terrain="water"]').click();
    const three = await engine(page, ['field', 'mountain', 'water']);
    assert.ok(three.cards.some((c) => c.module === 'pulse'), 'a Pulse habitat needs field, mountain and water');
    assert.deepEqual((await shownCards(page)).map((c) => c.slug), three.cards.map((c) => c.slug));
  });
});

test('a Pulse game\'s cheatsheet on a Spanish phone: two shapes fit, words in Spanish', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'cheatsheet-pulse-phone', { ...PHONE, locale: 'es-ES', touch: true, hash: setupLink('sheet-pulse', true) },
    async (game) => {
      const { page } = game;
      assert.equal((await snapshot(game)).screen, 'game');
      await page.waitForFunction(() => Module.language() === 'es');
      await page.evaluate(() => window.harmoniesNeed('cheatsheet').then(() => window.harmoniesCheatsheet.open()));
      await overlay(page).waitFor({ state: 'visible' });
      const panel = await page.locator('#cheatsheet .cs-panel').boundingBox();
      assert.ok(panel.x >= 0 && panel.x + panel.width <= 390 + 0.5, `panel within the screen: ${JSON.stringify(panel)}`);
      const sheet = await engine(page, []);
      checkMarks(await shownCards(page), [...sheet.cards, ...sheet.faceUp], 'es');
      const boxes = await checkTwoShapeLayout(page, 'phone');
      for (const b of boxes) assert.ok(b.card.x >= 0 && b.card.x + b.card.w <= 390, `${b.slug}: the card fits the width`);
      await page.locator('#cheatsheet .cs-card.cs-two-shapes').first().scrollIntoViewIfNeeded();
      await shot(game, 'pulse-phone-es');
    });
});
