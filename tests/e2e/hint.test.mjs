// A hint you can follow (README "Bots", Hint): when the hint arrives, what it suggests is selected (the
// colour in hand, the held card), so a click on the outlined space does exactly the hinted action, even
// when the hinted token is not the first in hand; on a phone the tab holding what to click is shown, and a
// hidden tab holding an outlined thing is marked (hint/tab).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  CLI, launchBrowser, withGame, click, tap, snapshot, find, describe, shot, sleep, PHONE, TEST_TIMEOUT, WAIT_TIMEOUT, waitForSnapshot,
} from './lib.mjs';


// A solo game on side A from its start (a setup link). With this seed the hint's first placement is the
// gray token of red, gray, green in hand (checked below, not assumed: the hints are followed until one
// places a token that is not the first in hand).
const SEED = 'hint-follow-1';
const setupLink = () => {
  const record = JSON.parse(execFileSync(CLI, ['play', '--players', '1', '--side', 'A', '--seed', SEED, '--games', '1'],
                                         { encoding: 'utf8' })).record;
  return execFileSync(CLI, ['link', 'setup', record], { encoding: 'utf8' }).trim();
};

let browser, link;
before(async () => {
  browser = await launchBrowser();
  link = setupLink();
});
after(async () => { await browser?.close(); });

// Waits for a hint drawn whole: the frame it arrived in may have drawn some parts before it (the I key is read
// at the end of a frame, the Hint button in the middle), so its outlines show it was there from the start:
// the token in hand for a placement (drawn first), else any outline.
function waitForHint(game) {
  return waitForSnapshot(game, (snap) => {
    const hint = snap.facts.hint;
    if (typeof hint !== 'string') return false;
    return /^place /.test(hint) ? find(snap, 'hint/hand')
                                : ['hint/target', 'hint/card', 'hint/tab'].some((n) => find(snap, n));
  }, 'a hint appears');
}

// Asks for a hint (the I key) and waits for it.
async function askHint(game) {
  await game.page.keyboard.press('i');
  return waitForHint(game);
}

// Waits until the engine has applied one more action than `actions`.
function afterAction(game, actions) {
  return waitForSnapshot(game, (snap) => snap.facts.actions > actions, 'the click was applied');
}

test('following a hint by clicking the outlined space places the hinted token, not the first in hand', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'hint-follow', { hash: link }, async (game) => {
    let snap = await snapshot(game);
    assert.equal(snap.screen, 'game', describe(snap));
    const seen = [];
    let checked = false;
    // Hint by hint, each followed by a click on its outline alone.
    for (let i = 0; i < 14 && !checked; ++i) {
      snap = await askHint(game);
      const hint = snap.facts.hint;
      seen.push(hint);
      const actions = snap.facts.actions;
      const place = /^place (\w+) (\d+)$/.exec(hint);
      if (place && place[1] !== snap.facts.hand[0]) {
        const [, colour, space] = place;
        // What the hint suggests is selected: its colour in hand, outlined and selected.
        assert.equal(snap.facts.selected_colour, colour, `the hinted colour is selected; ${describe(snap)}`);
        const outlined = find(snap, 'hint/hand');
        const centre = (w) => [w.x + w.w / 2, w.y + w.h / 2];
        const [ox, oy] = centre(outlined);
        const token = snap.widgets.find((w) => /^hand\/\d$/.test(w.name) &&
                                               Math.hypot(centre(w)[0] - ox, centre(w)[1] - oy) < 2);
        assert.ok(token?.selected, `the outlined token in hand is the selected one; ${describe(snap)}`);
        assert.ok(find(snap, `space/${space}`).highlighted, `the outlined space takes the hinted token; ${describe(snap)}`);
        await shot(game, `hint-${colour}-not-first`);
        const height = snap.facts.board_stacks[Number(space)].length;
        await click(game, 'hint/target');
        snap = await afterAction(game, actions);
        const stack = snap.facts.board_stacks[Number(space)];
        assert.equal(stack.length, height + 1, `one token more on space ${space}; ${describe(snap)}`);
        assert.equal(stack.at(-1), colour, `the ${colour} token went on space ${space}, as hinted; ${describe(snap)}`);
        checked = true;
      } else {
        await click(game, 'hint/target');
        snap = await afterAction(game, actions);
      }
      assert.equal(snap.facts.hint, null, 'the hint clears once the player acts');
    }
    console.log(`# hints followed: ${seen.join(' | ')}`);
    assert.ok(checked, `a hint placed a token that was not the first in hand (seed ${SEED}): ${seen.join(' | ')}`);
  });
});

// On a phone: the tab of the hinted card is shown, and marked when the player looks at another tab.
test('on a phone, a hint on a hidden tab marks that tab', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'hint-phone-tab', { ...PHONE, touch: true, hash: link }, async (game) => {
    let snap = await snapshot(game);
    assert.equal(snap.screen, 'game', describe(snap));
    // Looking at the other tab: the tab strip's third one (the suns, solo).
    snap = await tap(game, 'tab/players');
    for (let i = 0; i < 8; ++i) {
      snap = await snapshotAfterHint(game);
      const hint = snap.facts.hint;
      const actions = snap.facts.actions;
      const onTab = /^(card|discard|whisper|tile) /.test(hint) ? 'tab/animals' : /^(spirit|cube|whisper-cube) /.test(hint) ? 'tab/cards' : null;
      if (onTab) {
        // The row's card to take: its tab was shown with the hint; looking elsewhere, the tab is marked.
        if (/^(card|discard) /.test(hint)) assert.ok(find(snap, onTab).selected, `${onTab} shown for "${hint}"; ${describe(snap)}`);
        snap = await tap(game, 'tab/players');
        const mark = find(snap, 'hint/tab');
        assert.ok(mark, `a hidden tab holding the hint is marked; ${describe(snap)}`);
        const tab = find(snap, onTab);
        assert.ok(tab.highlighted, `the mark is on ${onTab}; ${describe(snap)}`);
        assert.ok(mark.x >= tab.x && mark.x + mark.w <= tab.x + tab.w + 1, `the dot sits on ${onTab}; ${describe(snap)}`);
        await shot(game, 'tab-marked');
        snap = await tap(game, onTab);
        assert.ok(!find(snap, 'hint/tab'), `no mark once the tab is shown; ${describe(snap)}`);
        assert.ok(find(snap, 'hint/target') || find(snap, 'hint/card'), `the hinted thing shows on the tab; ${describe(snap)}`);
        return;
      }
      await tap(game, 'hint/target');
      snap = await afterAction(game, actions);
    }
    assert.fail(`no hint on a tab within the first hints; ${describe(snap)}`);
  });
});

async function snapshotAfterHint(game) {
  await tap(game, 'button/hint', { quick: true });
  return waitForHint(game);
}
