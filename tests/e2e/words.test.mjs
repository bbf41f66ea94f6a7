// Words and layout (issue 25, point 5): How to play lists every key and explains Nature's Spirits with
// pictures, in English and in French on a phone; no tooltip stays up behind the cheatsheet or How to play;
// side B's opening water points say why; the cheatsheet's summary leaves the terrain chips their room on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, withGame, DESKTOP, PHONE, click, shot, snapshot, settle, find, describe, TEST_TIMEOUT } from './lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// The keys the game answers (wasm/screens/game/screen.cpp shortcuts, replay_controls.cpp), by their rows' ids.
const KEYS = ['focus', 'spots', 'token', 'enter', 'backspace', 'undo', 'hint', 'animals', 'rules', 'describe', 'escape',
              'replay-step', 'replay-turn', 'replay-play'];

for (const [size, options, caps] of [
  ['desktop, English', DESKTOP, { hint: 'I', animals: 'A', rules: 'H', enter: 'Enter', backspace: 'Backspace', undo: 'Ctrl+Z / Cmd+Z' }],
  ['phone, French', { ...PHONE, touch: true, locale: 'fr-FR' }, { hint: 'I', enter: 'Entrée', escape: 'Échap' }],
]) {
  test(`How to play lists every key and explains Nature's Spirits with pictures (${size})`, { timeout: TEST_TIMEOUT },
       async () => {
    await withGame(browser, `words-rules-${size.replace(/\W+/g, '-')}`, options, async (game) => {
      const snap = await game.act(game, 'lobby/rules');
      const win = find(snap, 'rules/window');
      assert.ok(win, `How to play is open; ${describe(snap)}`);
      assert.deepEqual(snap.facts.rules_keys, KEYS, 'every key has its row');
      for (const id of KEYS) {
        const row = find(snap, `rules/key/${id}`);
        assert.ok(row && row.h > 10 && row.label, `the ${id} key's row is drawn with its key; ${describe(snap)}`);
        assert.ok(row.x >= win.x && row.x + row.w <= win.x + win.w, `the ${id} row inside the window`);
      }
      for (const [id, cap] of Object.entries(caps)) assert.equal(find(snap, `rules/key/${id}`).label, cap, `${id} key`);
      // The spirits' pictures: a group spirit, a count spirit and a spirit cube, side by side inside the window.
      const names = ['rules/spirit-group', 'rules/spirit-count', 'rules/spirit-cube'];
      const pictures = names.map((name) => find(snap, name));
      for (const [i, w] of pictures.entries()) {
        assert.ok(w && w.w >= 90 && w.h >= 90, `${names[i]} is drawn large enough to read; ${describe(snap)}`);
        assert.ok(w.x >= win.x && w.x + w.w <= win.x + win.w, `${names[i]} inside the window`);
      }
      for (let i = 1; i < pictures.length; ++i) assert.equal(pictures[i].y, pictures[0].y, `${names[i]} on one row`);
      // The section comes before the keys, after the animal cards.
      assert.ok(pictures[0].y < find(snap, 'rules/key/spots').y);
      await shot(game, 'rules');
    });
  });
}

// Hovers a widget and returns the snapshot once its tooltip shows.
async function hoverTooltip(game, name) {
  const w = find(await snapshot(game), name);
  assert.ok(w, `${name} is on screen`);
  await game.page.mouse.move(w.x + w.w / 2, w.y + w.h / 2);
  const snap = await settle(game.page, null, `hovering ${name}`);
  assert.ok(snap.facts.tooltip, `hovering ${name} shows its tooltip; ${describe(snap)}`);
  return snap;
}

test('no tooltip stays up behind the cheatsheet or How to play; side B says why its water starts at 5',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'words-tooltips', { ...DESKTOP, query: 'seed=e2e-words' }, async (game) => {
    await click(game, 'lobby/side-1');
    let snap = await click(game, 'lobby/start');
    assert.equal(snap.facts.side, 'B', describe(snap));
    // Side B: a board with no blue is one island, so the water line starts at 5 and its tooltip says why.
    snap = await hoverTooltip(game, 'score/Water');
    assert.match(snap.facts.tooltip, /no blue is one island, so it starts at 5/);
    assert.match(snap.facts.tooltip, /Now 1 island\./);
    await shot(game, 'islands-tooltip');

    // The cheatsheet opens over the game (A) with the pointer still on the score line: no tooltip behind it.
    await game.page.keyboard.press('a');
    await game.page.locator('#cheatsheet').waitFor({ state: 'visible' });
    snap = await settle(game.page, snap, 'opening the cheatsheet');
    assert.equal(snap.facts.tooltip, undefined, `no tooltip behind the cheatsheet; ${describe(snap)}`);
    await shot(game, 'cheatsheet-over-game');
    await game.page.keyboard.press('Escape');
    await game.page.locator('#cheatsheet').waitFor({ state: 'hidden' });

    // How to play (H) over a hovered score line: its tooltip goes.
    snap = await hoverTooltip(game, 'score/Trees');
    await game.page.keyboard.press('h');
    snap = await settle(game.page, snap, 'opening How to play');
    assert.ok(find(snap, 'rules/window'), describe(snap));
    assert.equal(snap.facts.tooltip, undefined, `no tooltip behind How to play; ${describe(snap)}`);
  });
});

test('the phone cheatsheet: the summary gets its own line, the terrain chips their room', { timeout: TEST_TIMEOUT },
     async () => {
  for (const locale of ['en-US', 'fr-FR', 'es-ES']) {
    await withGame(browser, `words-cheatsheet-${locale}`, { ...PHONE, touch: true, locale }, async (game) => {
      await game.act(game, 'lobby/animals');
      const { page } = game;
      await page.locator('#cheatsheet').waitFor({ state: 'visible' });
      const box = (selector) => page.locator(selector).first().boundingBox();
      const [title, summary, close, chips] = await Promise.all(
        ['#cs-title', '#cs-summary', '#cheatsheet .cs-close', '#cheatsheet .cs-chips'].map(box));
      const width = page.viewportSize().width;
      assert.ok(summary.width >= width - 40, `${locale}: the summary spans the panel (${summary.width} of ${width})`);
      assert.ok(summary.y >= title.y + title.height - 2 && summary.y >= close.y + close.height - 2,
                `${locale}: the summary sits under the title and the close button`);
      assert.ok(summary.height <= 3 * 24, `${locale}: the summary takes at most 3 lines (${summary.height} px)`);
      assert.ok(chips.y >= summary.y + summary.height - 1, `${locale}: the chips come after it`);
      // Every chip keeps its words on one line.
      const chipHeights = await page.locator('#cheatsheet .cs-chip:not(.cs-clear)').evaluateAll(
        (els) => els.map((e) => e.getBoundingClientRect().height));
      for (const h of chipHeights) assert.ok(h < 44, `${locale}: a chip stays one line high (${h} px)`);
      await shot(game, `cheatsheet-${locale}`);
    });
  }
});

test('a held spirit reads in full on hover at 1366x768: name, rule, habitat, and that its cube is still to place',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'words-spirit', { ...DESKTOP, query: 'seed=e2e-words-spirit' }, async (game) => {
    await click(game, 'lobby/spirits');
    let snap = await click(game, 'lobby/start');
    assert.equal(snap.facts.spirits, true, describe(snap));
    snap = await click(game, 'spirit-option/0');
    const spirits = await game.page.evaluate(() => Module.spirits().map((s) => ({ name: s.label, text: s.description })));
    snap = await hoverTooltip(game, 'held/0');
    const shown = spirits.find((s) => snap.facts.tooltip.startsWith(`${s.name}\n`));
    assert.ok(shown, `the tooltip starts with a spirit's name: ${snap.facts.tooltip}`);
    assert.ok(snap.facts.tooltip.includes(shown.text), 'and gives its rule in full');
    assert.match(snap.facts.tooltip, /Habitat: .+\n/);
    assert.match(snap.facts.tooltip, /counts in your 4-card limit/);
    await shot(game, 'spirit-tooltip');
  });
});
