// A solo game on a 390x844 phone (DPR 3, touch), every interaction a tap: started from the lobby, then played to
// the end screen from a saved position three turns from the end (the whole solo game is solo.test.mjs's, on a
// desktop: a DPR-3 software-GL frame costs three desktop ones); on the way, the held cards on the "Cards & score"
// tab are checked to be reachable, and a swipe over that tab to be no tap.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  CLI, launchBrowser, withGame, PHONE, tap, touchTap, shot, snapshot, find, indexed, firstHighlighted, isOnScreen, settle,
  playToEnd, describe, sleep, TEST_TIMEOUT,
} from './lib.mjs';
import { openSaved } from './saves-lib.mjs';
import { recordAfterTurns, turnsOf } from '../../scripts/record-text.mjs';

// A solo game of the medium bot (harmonies-cli), stopped three turns before its end: a card taken and held
// (turn 9 takes one and places no cube), and cards still takeable.
const played = JSON.parse(execFileSync(CLI, ['play', '--players', '1', '--side', 'A', '--seed', 'e2e-phone-1',
                                             '--bots', 'medium', '--games', '1'], { encoding: 'utf8' })).record;
const NEAR_END = recordAfterTurns(played, turnsOf(played) - 3);

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// A swipe: touchStart, a few touchMoves, touchEnd (Playwright's touchscreen only taps).
async function swipe(page, from, to, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= steps; ++i) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await sleep(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// With a card held and tokens in hand: the card is on screen on the Cards tab, and a swipe up over the
// tab (beside the card) makes no move and selects nothing, and scrolls the panel.
async function checkCardsTab(t, game) {
  let snap = await snapshot(game);
  if (!find(snap, 'tab/cards').selected) snap = await tap(game, 'tab/cards');
  await shot(game, 'cards-tab');
  const held = find(snap, 'held/0');
  assert.ok(held, `a taken card shows as held/0 on the Cards tab; ${describe(snap)}`);
  assert.ok(isOnScreen(game.page, held), `held/0 is on screen on the Cards tab: ${JSON.stringify(held)}`);

  const before = snap;
  const vp = game.page.viewportSize();
  const from = { x: vp.width - 60, y: Math.min(held.y + held.h / 2, vp.height - 10) };
  const tabs = find(snap, 'tab/cards');
  await swipe(game.page, from, { x: from.x, y: tabs.y + tabs.h + 10 });
  snap = await settle(game.page, before, 'a swipe up on the Cards tab');
  await shot(game, 'after-swipe');
  assert.equal(snap.screen, 'game');
  assert.equal(snap.facts.actions, before.facts.actions, `a swipe made no move; ${describe(snap)}`);
  assert.deepEqual(indexed(snap, 'hand').map((w) => w.name), indexed(before, 'hand').map((w) => w.name),
                   'the hand is unchanged by a swipe');
  assert.ok(!indexed(snap, 'held').some((w) => w.selected), `a swipe selected no card; ${describe(snap)}`);
  const line = (s) => find(s, 'score/Trees');
  await t.test('a swipe up scrolls the Cards tab', () => {
    assert.ok(line(snap) && line(before) && line(snap).y < line(before).y - 20,
              `score/Trees moved up (y ${line(before)?.y} -> ${line(snap)?.y})`);
  });
}

// DPR-3 software-GL frames cost about three desktop ones: its bound against hangs is two tests' worth.
test('solo game on a phone with taps only (390x844, DPR 3)', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  await withGame(browser, 'phone', { ...PHONE, touch: true }, async (game) => {
    game.spread = true;  // build on fresh spaces first: shorter games (see lib.mjs pickSpace)
    let snap = await snapshot(game);
    assert.equal(snap.screen, 'lobby', `the page should open on the lobby; ${describe(snap)}`);
    await shot(game, 'lobby');

    snap = await tap(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', `tapping "Play solo now" should start a game; ${describe(snap)}`);
    for (const tab of ['tab/animals', 'tab/cards', 'tab/players']) {
      assert.ok(find(snap, tab), `the phone layout has ${tab}; ${describe(snap)}`);
    }
    for (const w of snap.widgets) {
      if (/^(spot|space)\/\d+$|^button\/|^tab\//.test(w.name)) {
        assert.ok(isOnScreen(game.page, w), `${w.name} is on screen: ${JSON.stringify(w)}`);
      }
    }
    await shot(game, 'first-turn');
    // A long press (the finger held 0.6 s by the events' timestamps) only shows a tooltip: no move.
    const spot = firstHighlighted(snap, 'spot');
    const beforePress = snap;
    await touchTap(game.page, spot.x + spot.w / 2, spot.y + spot.h / 2, 600);
    snap = await settle(game.page, beforePress, `a long press on ${spot.name}`);
    assert.equal(snap.facts.actions, beforePress.facts.actions, `a long press made no move; ${describe(snap)}`);
    assert.ok(find(snap, spot.name).highlighted, `${spot.name} is still to take; ${describe(snap)}`);
    // The third tab (solo: the suns to aim for) opens by a tap too; the game then switches tabs itself.
    snap = await tap(game, 'tab/players');
    assert.ok(find(snap, 'tab/players').selected, `tab/players becomes selected; ${describe(snap)}`);
    assert.ok(!find(snap, 'row/0'), `the animal row is not shown on another tab; ${describe(snap)}`);

    // Three turns from the end of a game with a card held.
    snap = await openSaved(game, 'e2e-phone', NEAR_END);
    assert.equal(snap.screen, 'game', `the saved position opens on the game screen; ${describe(snap)}`);
    let checkedCards = false;
    const result = await playToEnd(game, {
      takeCardEvery: 2,
      onTurn: async (turn) => {
        if (turn === 2) await shot(game, `turn-${turn}`);
        if (turn === 1) {  // a card is held
          await checkCardsTab(t, game);
          checkedCards = true;
        }
      },
    });
    snap = result.snap;
    await shot(game, 'end');
    console.log(`# phone: ${result.turns} turns, ${result.cards} cards taken, ${result.cubes} cubes placed, ` +
                `facts ${JSON.stringify(snap.facts)}`);

    assert.ok(checkedCards, 'the Cards tab was checked with a card held');
    assert.equal(snap.screen, 'end');
    assert.ok(find(snap, 'end/winner'), `the end screen shows end/winner; ${describe(snap)}`);
    assert.ok(Number.isInteger(snap.facts.suns), `facts.suns: ${JSON.stringify(snap.facts)}`);
    assert.equal(snap.facts.totals?.length, 1, `facts.totals has one entry: ${JSON.stringify(snap.facts)}`);
    assert.ok(result.cards >= 1, 'at least one animal card was taken by tapping');
  });
});
