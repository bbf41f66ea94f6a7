// The animal cheatsheet overlay (issue: the engine's API to JavaScript): it
// opens from the lobby and in a game, filters by each terrain with counts that
// match the engine (Module.cheatsheet), is keyboard navigable, fits a phone, and
// a card drawn into the row leaves the deck list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, withGame, DESKTOP, PHONE, click, shot, snapshot, playTurn, waitInPage } from './lib.mjs';

const TERRAINS = ['water', 'field', 'mountain', 'tree', 'building'];
let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const overlay = (page) => page.locator('#cheatsheet');
const shownCount = async (page) => Number(await page.locator('#cs-summary').getAttribute('data-count'));
const deckCards = (page) => page.locator('#cheatsheet .cs-card[data-status="deck"]');
const faceUpCards = (page) => page.locator('#cheatsheet .cs-card[data-status="face-up"]');
const engine = (page, filter) => page.evaluate((f) => {
  const r = Module.cheatsheet(f);
  return { count: r.count, slugs: r.cards.map((c) => c.slug), faceUp: r.faceUpCards.map((c) => c.slug), error: r.error };
}, filter);

// Clicks each terrain chip alone and checks the list against the engine, then clears the filter.
async function checkEveryFilter(page) {
  for (const t of TERRAINS) {
    const chip = page.locator(`#cheatsheet .cs-chip[data-terrain="${t}"]`);
    await chip.click();
    assert.equal(await chip.getAttribute('aria-pressed'), 'true', `${t} chip pressed`);
    const expected = await engine(page, [t]);
    assert.equal(await shownCount(page), expected.count, `${t}: count shown`);
    assert.deepEqual(await deckCards(page).evaluateAll((els) => els.map((e) => e.dataset.slug)), expected.slugs, `${t}: cards`);
    assert.deepEqual(await faceUpCards(page).evaluateAll((els) => els.map((e) => e.dataset.slug)), expected.faceUp);
    await chip.click();
    assert.equal(await chip.getAttribute('aria-pressed'), 'false');
  }
  // Two terrains at once: cards that need both.
  await page.locator('#cheatsheet .cs-chip[data-terrain="water"]').click();
  await page.locator('#cheatsheet .cs-chip[data-terrain="tree"]').click();
  const both = await engine(page, ['water', 'tree']);
  assert.equal(await shownCount(page), both.count);
  await page.locator('#cheatsheet .cs-clear').click();
  assert.equal(await shownCount(page), (await engine(page, [])).count);
}

test('cheatsheet from the lobby: the whole deck, every filter, keyboard', async () => {
  await withGame(browser, 'cheatsheet-lobby', DESKTOP, async (game) => {
    const { page } = game;
    assert.equal(await overlay(page).isVisible(), false);
    await click(game, 'lobby/animals');
    await overlay(page).waitFor({ state: 'visible' });
    assert.equal(await overlay(page).getAttribute('role'), 'dialog');
    assert.equal(await overlay(page).getAttribute('aria-modal'), 'true');
    const deckSize = await page.evaluate(() => Module.deck().length);
    assert.equal(await shownCount(page), deckSize, 'without a game the whole deck is listed');
    assert.equal(await deckCards(page).count(), deckSize);
    // Each card is described for screen readers and carries a habitat picture.
    const label = await deckCards(page).first().getAttribute('aria-label');
    assert.match(label, /Needs .+ Ladder .+ Cube on/);
    assert.equal(await deckCards(page).first().locator('svg[role="img"]').count(), 1);
    await shot(game, 'open');
    await checkEveryFilter(page);
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'hidden' });

    // Keyboard: the A key opens it, focus starts on the first chip, Space toggles it, Escape closes.
    await page.keyboard.press('a');
    await overlay(page).waitFor({ state: 'visible' });
    assert.equal(await page.evaluate(() => document.activeElement.dataset.terrain), 'water');
    await page.keyboard.press('Space');
    assert.equal(await page.locator('#cheatsheet .cs-chip[data-terrain="water"]').getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.terrain), 'field');
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'hidden' });
    // The game still answers after the overlay closed.
    await click(game, 'lobby/quick-solo');
    await waitInPage(page, () => window.harmonies.snapshot().screen === 'game', null, 'the game screen');
  });
});

test('cheatsheet in a game: deck and face-up cards; a card drawn into the row leaves the deck list', async () => {
  await withGame(browser, 'cheatsheet-game', DESKTOP, async (game) => {
    const { page } = game;
    await click(game, 'lobby/quick-solo');
    await click(game, 'button/animals');
    await overlay(page).waitFor({ state: 'visible' });
    let state = await page.evaluate(() => Module.gameState());
    assert.equal(await shownCount(page), state.deck, 'the count is the deck size');
    assert.equal(await faceUpCards(page).count(), state.row.filter((id) => id >= 0).length);
    await checkEveryFilter(page);
    await page.locator('#cheatsheet .cs-close').click();
    await overlay(page).waitFor({ state: 'hidden' });

    // Take a card from the row and finish the turn: its slot is refilled from the deck.
    await playTurn(game, 1, { takeCard: true });
    state = await page.evaluate(() => Module.gameState());
    const drawn = await page.evaluate((id) => Module.deck()[id].slug, state.row.find((id) => id >= 0));
    await page.keyboard.press('a');
    await overlay(page).waitFor({ state: 'visible' });
    assert.equal(await shownCount(page), state.deck);
    const deckSlugs = await deckCards(page).evaluateAll((els) => els.map((e) => e.dataset.slug));
    const rowSlugs = await page.evaluate((row) => row.filter((id) => id >= 0).map((id) => Module.deck()[id].slug), state.row);
    for (const slug of rowSlugs) assert.ok(!deckSlugs.includes(slug), `${slug} is face up, not in the deck list`);
    assert.deepEqual(await faceUpCards(page).evaluateAll((els) => els.map((e) => e.dataset.slug)), rowSlugs);
    assert.ok(rowSlugs.includes(drawn));
    await shot(game, 'after-draw');
  });
});

test('cheatsheet updates while open when the game changes', async () => {
  await withGame(browser, 'cheatsheet-live', DESKTOP, async (game) => {
    const { page } = game;
    await click(game, 'lobby/quick-solo');
    await page.keyboard.press('a');
    await overlay(page).waitFor({ state: 'visible' });
    const before = await shownCount(page);
    // Play a turn through the bindings while the overlay is open (a card taken, the turn ended).
    await page.evaluate(() => {
      const act = (pred) => { const a = Module.legalActions().find(pred); if (!a) throw new Error('no action'); return Module.applyAction(a); };
      act((a) => a.type === Module.ActionType.TakeCard);
      act((a) => a.type === Module.ActionType.TakeSpot);
      while (Module.gameState().hand.length) act((a) => a.type === Module.ActionType.PlaceToken);
      act((a) => a.type === Module.ActionType.EndTurn);
    });
    assert.equal(await shownCount(page), before - 1, 'one card left the deck for the row');
    const snap = await snapshot(game);
    assert.equal(snap.screen, 'game');
  });
});

test('cheatsheet fits a phone', async () => {
  await withGame(browser, 'cheatsheet-phone', { ...PHONE, touch: true }, async (game) => {
    const { page } = game;
    await game.act(game, 'lobby/animals');
    await overlay(page).waitFor({ state: 'visible' });
    const box = await page.locator('#cheatsheet .cs-panel').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390 + 0.5, `panel within the screen: ${JSON.stringify(box)}`);
    const card = await deckCards(page).first().boundingBox();
    assert.ok(card.width <= 390, 'cards fit the width');
    await page.locator('#cheatsheet .cs-chip[data-terrain="building"]').tap();
    assert.equal(await shownCount(page), (await engine(page, ['building'])).count);
    await shot(game, 'phone');
    await page.locator('#cheatsheet .cs-close').tap();
    await overlay(page).waitFor({ state: 'hidden' });
  });
});
