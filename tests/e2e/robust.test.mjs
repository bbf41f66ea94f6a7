// Things a real user does that a happy path does not: clicks on nothing, double clicks, impatient
// clicks, resizing the window mid-game, a browser without WebGL 2. None of them may break the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, withGame, openGame, DESKTOP, click, settle, shot, snapshot, find, indexed, firstHighlighted,
  placeHand, playTurn, describe, assertNoErrors, sleep, TEST_TIMEOUT, WAIT_TIMEOUT, waitForSnapshot, waitInPage,
} from './lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const contentKey = (s) => JSON.stringify([s.screen, s.widgets, s.facts]);

// Points at least `margin` px away from every named widget.
function blankPoints(snap, viewport, count, margin = 25) {
  const points = [];
  for (let y = 8; y < viewport.height - 8 && points.length < count * 8; y += 23) {
    for (let x = 8; x < viewport.width - 8; x += 37) {
      const inside = snap.widgets.some((w) => x > w.x - margin && x < w.x + w.w + margin &&
                                              y > w.y - margin && y < w.y + w.h + margin);
      if (!inside) points.push({ x, y });
    }
  }
  // Spread the picks over the screen.
  const step = Math.max(1, Math.floor(points.length / count));
  return points.filter((_, i) => i % step === 0).slice(0, count);
}

async function clickAt(game, x, y, what) {
  const before = (await snapshot(game)).frame;
  await game.page.mouse.click(x, y);
  return settle(game.page, before, what);
}

async function startSolo(game) {
  const snap = await click(game, 'lobby/quick-solo');
  assert.equal(snap.screen, 'game', `quick solo starts a game; ${describe(snap)}`);
  return snap;
}

// The game goes on: a whole turn can still be played.
async function finishesATurn(game, label) {
  const before = await snapshot(game);
  assert.equal(before.screen, 'game', `${label}: still on the game screen; ${describe(before)}`);
  const { snap } = await playTurn(game, label);
  assert.ok(snap.screen === 'end' || snap.facts.round > before.facts.round,
            `${label}: the turn ended (round ${before.facts.round} -> ${snap.facts.round})`);
  assertNoErrors(game, label);
}

test('clicks on empty places change nothing', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'robust-blank-clicks', DESKTOP, async (game) => {
    const vp = game.page.viewportSize();
    let snap = await snapshot(game);
    for (const p of blankPoints(snap, vp, 4)) {
      const after = await clickAt(game, p.x, p.y, `a click on nothing at (${p.x}, ${p.y}) in the lobby`);
      assert.equal(contentKey(after), contentKey(snap), `a click at (${p.x}, ${p.y}) changed the lobby`);
      snap = after;
    }
    snap = await startSolo(game);
    snap = await click(game, firstHighlighted(snap, 'spot'));
    for (const p of blankPoints(snap, vp, 5)) {
      const after = await clickAt(game, p.x, p.y, `a click on nothing at (${p.x}, ${p.y}) in the game`);
      assert.equal(contentKey(after), contentKey(snap),
                   `a click at (${p.x}, ${p.y}) changed the game:\n before ${describe(snap)}\n after ${describe(after)}`);
      snap = after;
    }
    // Clicking somewhere outside the page's canvas area entirely (negative coordinates are clamped by
    // the browser; the window edge is the farthest we can go).
    await clickAt(game, vp.width - 1, vp.height - 1, 'a click in the bottom-right corner');
    await placeHand(game, 'after blank clicks');
    snap = await click(game, 'button/end-turn');
    assert.equal(snap.facts.round, 1, `the first turn ended; ${describe(snap)}`);
    await finishesATurn(game, 'after blank clicks');
  });
});

// The renderer sends nothing to WebGL for a frame identical to the last one drawn (wasm/platform/renderer.cpp):
// the app still builds the frames it asked for, the canvas keeps showing the last one drawn, and a change is drawn.
test('frames that change nothing are not drawn again; the canvas keeps showing the last one', { timeout: TEST_TIMEOUT },
     async () => {
  await withGame(browser, 'robust-same-frames', DESKTOP, async (game) => {
    let snap = await startSolo(game);
    const stats = async () => {
      const [built, , , , , drawn] = (await game.page.evaluate(() => Module.UTF8ToString(Module._harmonies_frame_stats())))
        .split(' ').map(Number);
      return { built, drawn };
    };
    await waitInPage(game, () => !window.harmonies.snapshot().busy, null, 'the game screen idle');
    const before = await stats();
    const picture = await game.page.screenshot();
    // The page closing an overlay that was not open asks the app for a few frames; nothing in them changes.
    await game.page.evaluate(() => Module._harmonies_set_overlay(0));
    snap = await settle(game.page, snap, 'frames asked for with nothing changed');
    const same = await stats();
    assert.ok(same.built > before.built, `the app built the frames it asked for (${before.built} -> ${same.built})`);
    assert.equal(same.drawn, before.drawn, `none of them was drawn: each was the same as the last one drawn`);
    assert.ok(picture.equals(await game.page.screenshot()), 'the canvas still shows the last frame drawn');
    snap = await click(game, firstHighlighted(snap, 'spot'));
    const changed = await stats();
    assert.equal(indexed(snap, 'hand').length, 3, `the spot's tokens in hand; ${describe(snap)}`);
    assert.ok(changed.drawn > same.drawn, `taking a spot is drawn (${same.drawn} -> ${changed.drawn} frames drawn)`);
  });
});

test('double-clicking a spot takes it once', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'robust-double-click', DESKTOP, async (game) => {
    let snap = await startSolo(game);
    const spots = indexed(snap, 'spot');
    const spot = firstHighlighted(snap, 'spot');
    const before = snap.frame;
    await game.page.mouse.dblclick(spot.x + spot.w / 2, spot.y + spot.h / 2);
    // settle() waits until both clicks are applied and drawn (input_queued 0).
    snap = await settle(game.page, before, `double-clicking ${spot.name}`);
    assert.equal(indexed(snap, 'hand').length, 3, `one spot's 3 tokens in hand; ${describe(snap)}`);
    assert.equal(snap.facts.actions, 1, `exactly one action (take spot) was recorded; ${describe(snap)}`);
    const stillTakeable = indexed(snap, 'spot').filter((w) => w.highlighted);
    assert.equal(stillTakeable.length, 0, `no other spot is takeable once one was taken; ${describe(snap)}`);
    assert.equal(indexed(snap, 'spot').length, spots.length, 'the central board keeps its spots');
    await placeHand(game, 'after a double click');
    snap = await click(game, 'button/end-turn');
    await finishesATurn(game, 'after a double click');
  });
});

test('rapid repeated clicks on End turn end exactly one turn', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'robust-rapid-end-turn', DESKTOP, async (game) => {
    let snap = await startSolo(game);
    // While tokens are in hand the button is disabled: hammering it does nothing.
    snap = await click(game, firstHighlighted(snap, 'spot'));
    let end = find(snap, 'button/end-turn');
    assert.equal(end.enabled, false, `End turn is disabled with tokens in hand; ${describe(snap)}`);
    let before = snap;
    for (let i = 0; i < 5; ++i) await game.page.mouse.click(end.x + end.w / 2, end.y + end.h / 2);
    snap = await settle(game.page, before.frame, 'hammering a disabled End turn');
    assert.equal(snap.input_queued, 0, `every click was applied; ${describe(snap)}`);
    assert.equal(snap.facts.actions, before.facts.actions, `a disabled End turn did something; ${describe(snap)}`);
    assert.equal(indexed(snap, 'hand').length, 3);

    snap = await placeHand(game, 'before rapid clicks');
    end = await (async () => { const s = await snapshot(game); return find(s, 'button/end-turn'); })();
    assert.equal(end.enabled, true, 'End turn is enabled once the hand is empty');
    before = await snapshot(game);
    for (let i = 0; i < 6; ++i) await game.page.mouse.click(end.x + end.w / 2, end.y + end.h / 2, { delay: 5 });
    snap = await settle(game.page, before.frame, 'rapid clicks on End turn');
    assert.equal(snap.input_queued, 0, `every click was applied; ${describe(snap)}`);
    assert.equal(snap.screen, 'game');
    assert.equal(snap.facts.round, before.facts.round + 1, `exactly one turn ended; ${describe(snap)}`);
    assert.equal(snap.facts.actions, before.facts.actions + 1, `exactly one End turn recorded; ${describe(snap)}`);
    assert.ok(firstHighlighted(snap, 'spot'), `the next turn starts with a takeable spot; ${describe(snap)}`);
    await finishesATurn(game, 'after rapid End turn clicks');
  });
});

// Clicks made faster than frames are drawn wait in the app's queue and are applied one button change
// a frame, in order: a press lands in the same frame as the move that brought the pointer there, and
// clicking the token already selected keeps it selected (it does not toggle).
test('clicks queued faster than frames are applied in order, none lost', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'robust-queued-clicks', DESKTOP, async (game) => {
    const { page } = game;
    let snap = await startSolo(game);
    snap = await click(game, firstHighlighted(snap, 'spot'));
    const hand = snap.facts.hand;
    assert.equal(hand.length, 3, `3 tokens in hand; ${describe(snap)}`);
    assert.ok(find(snap, 'hand/0').selected, `the first token is selected at first; ${describe(snap)}`);
    // A token of another colour than the selected first one, if the spot had one.
    const j = Math.max(1, hand.findIndex((c) => c !== hand[0]));
    const token = find(snap, `hand/${j}`);
    const space = firstHighlighted(snap, 'space');  // on an empty board every space takes any colour
    const before = snap;
    const centre = (w) => [w.x + w.w / 2, w.y + w.h / 2];
    // Two clicks on hand/j, then one on the space, with no wait in between: all queued together.
    await page.mouse.click(...centre(token));
    await page.mouse.click(...centre(token));
    await page.mouse.click(...centre(space));
    snap = await settle(page, before, `clicking hand/${j} twice, then ${space.name}`);
    assert.equal(snap.input_queued, 0, `every click was applied; ${describe(snap)}`);
    assert.equal(snap.facts.actions, before.facts.actions + 1, `one token placed; ${describe(snap)}`);
    const left = [...hand];
    left.splice(j, 1);
    assert.deepEqual(snap.facts.hand, left, `the ${hand[j]} token of hand/${j} was placed (the hand was ` +
                     `${JSON.stringify(hand)}); ${describe(snap)}`);
    assert.equal(snap.facts.empty_spaces, before.facts.empty_spaces - 1, `one space was built on; ${describe(snap)}`);
    await placeHand(game, 'after queued clicks');
    snap = await click(game, 'button/end-turn');
    assert.equal(snap.facts.round, 1, `the turn ended; ${describe(snap)}`);
  });
});

// After a resize, waits until the UI has redrawn for the new size: "End turn" ends near the right edge
// in both layouts (the resize event reaches the page at its next rendering update).
async function waitForLayout(game, size) {
  await settle(game.page, 0, `resizing to ${size.width}x${size.height}`);
  return waitForSnapshot(game, (snap) => {
    const end = find(snap, 'button/end-turn');
    return end && Math.abs(end.x + end.w - size.width) < 60;
  }, `the UI laid out for ${size.width}x${size.height}`, { every: 50 });
}

test('resizing the window mid-turn keeps the game playable', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'robust-resize', DESKTOP, async (game) => {
    const { page } = game;
    let snap = await startSolo(game);
    snap = await click(game, firstHighlighted(snap, 'spot'));
    let inHand = indexed(snap, 'hand').length;
    const sizes = [
      { width: 800, height: 600, tabs: false },
      { width: 390, height: 844, tabs: true },
      { width: 1366, height: 768, tabs: false },
    ];
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      snap = await waitForLayout(game, size);
      const label = `at ${size.width}x${size.height}`;
      await shot(game, `${size.width}x${size.height}`);
      assert.equal(snap.screen, 'game', `${label}: still in the game; ${describe(snap)}`);
      assert.equal(indexed(snap, 'hand').length, inHand, `${label}: the hand is unchanged; ${describe(snap)}`);
      assert.equal(Boolean(find(snap, 'tab/animals')), size.tabs, `${label}: phone tabs only in portrait; ${describe(snap)}`);
      for (const w of snap.widgets) {
        if (!/^(spot|hand|space)\/\d+$|^button\//.test(w.name)) continue;
        assert.ok(w.x >= -1 && w.y >= -1 && w.x + w.w <= size.width + 1 && w.y + w.h <= size.height + 1,
                  `${label}: ${w.name} is inside the viewport (${JSON.stringify(w)})`);
      }
      // Keep playing at this size: place one token if any is left.
      if (inHand > 0) {
        snap = await click(game, 'hand/0');
        const space = firstHighlighted(snap, 'space');
        assert.ok(space, `${label}: a highlighted space for the selected token; ${describe(snap)}`);
        snap = await click(game, space);
        inHand -= 1;
        assert.equal(indexed(snap, 'hand').length, inHand, `${label}: the token was placed; ${describe(snap)}`);
      }
      assertNoErrors(game, label);
    }
    await placeHand(game, 'after resizing');
    snap = await click(game, 'button/end-turn');
    assert.equal(snap.facts.round, 1, `the turn ended; ${describe(snap)}`);
    await finishesATurn(game, 'after resizing');
  });
});

test('without WebGL 2 the page says so instead of showing a blank canvas', { timeout: TEST_TIMEOUT }, async () => {
  const game = await openGame(browser, 'robust-no-webgl2', {
    ...DESKTOP,
    waitReady: false,
    initScript: () => {
      const orig = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (t, ...a) {
        return t === 'webgl2' ? null : orig.call(this, t, ...a);
      };
    },
  });
  try {
    const status = game.page.locator('#status');
    await status.waitFor({ state: 'visible', timeout: WAIT_TIMEOUT });
    await waitInPage(game, () => /WebGL\s*2/i.test(document.getElementById('status').textContent), null,
                     '#status names WebGL 2');
    await shot(game, 'no-webgl2');
    const text = (await status.textContent()).trim();
    assert.match(text, /WebGL\s*2/i, `#status mentions WebGL 2: "${text}"`);
    assert.ok(await status.isVisible(), '#status is visible');
    const box = await status.boundingBox();
    assert.ok(box && box.width > 100 && box.height > 20, `#status has a real size: ${JSON.stringify(box)}`);
  } finally {
    await game.close();
  }
});
