// The guided first game (wasm/model/tutorial.hpp, wasm/screens/tutorial_coach.cpp), played as a newcomer
// would: offered on a first visit, each step's outline followed (a reading step read with its "Next"), a
// wrong spot answered with the lesson's word and not played, left and resumed where it was, the last turns
// played freely, the final scores' steps read, and the lobby afterwards. In English and French on a
// desktop, in Spanish on a phone. It prints the clicks and the time each guided game took.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, withGame, snapshot, find, describe, waitForSnapshot, waitForApp, waitInPage, shot, playTurn, TEST_TIMEOUT,
  DESKTOP, PHONE,
} from './lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// A change of the game (one more action) or of the step: what a click on the card or an outline brings.
function afterStep(game, before) {
  return waitForSnapshot(game, (snap) => snap.facts.actions !== before.facts.actions ||
                                          snap.facts.tutorial_step !== before.facts.tutorial_step ||
                                          snap.screen !== before.screen,
                         'the step or the game moved on');
}

// The outline the step shows, drawn whole: the target to click (a token to place also outlines its colour
// in hand, selected for the player).
function waitForOutline(game) {
  return waitForSnapshot(game, (snap) => snap.screen !== 'game' || !!find(snap, 'tutorial/next') ||
                                         snap.facts.tutorial_lesson === LESSON_FINISH ||
                                         (typeof snap.facts.hint === 'string' && !!find(snap, 'hint/target')),
                         'the step shows its outline or its Next');
}

// A newcomer's pace, for the estimate printed: reading at 200 words a minute (a step's words once, the
// repeated "end your turn" step once too), and 1.5 s to find and make each click.
const READING_WORDS_PER_MINUTE = 200;
const SECONDS_PER_CLICK = 1.5;

const LESSON_FINISH = 'finish';  // the last turns, played freely
const LESSON_TAKE_FOR_TREE = 'take-for-tree';

// Plays the guided game from the lobby to the lobby again. `checks` runs once at given lessons.
async function playGuidedGame(game, { checks = {} } = {}) {
  const started = Date.now();
  let clicks = 0;
  let snap = await game.act(game, 'lobby/tutorial');
  ++clicks;
  assert.equal(snap.screen, 'game', describe(snap));
  assert.equal(snap.facts.tutorial_step, 0, `the guided game starts at its first step; ${describe(snap)}`);
  assert.equal(snap.facts.tutorial_steps, 23, describe(snap));
  assert.equal(snap.facts.players, 1, 'a solo game');
  const shotsAt = new Set([2, 17, 20]);  // a lesson on the board, the cube, the final scores
  const seenSteps = new Set();
  const wordsRead = new Set();  // each text once
  let words = 0;
  for (let guard = 0; guard < 400; ++guard) {
    snap = await waitForOutline(game);
    if (snap.screen === 'lobby') break;
    const step = snap.facts.tutorial_step;
    if (!seenSteps.has(step)) {
      seenSteps.add(step);
      const card = find(snap, 'tutorial/card');
      assert.ok(card?.label, `the step's card says what to do; ${describe(snap)}`);
      // What a screen reader reads: the step, what to do and why, in the page's mirror of the canvas.
      const said = await waitInPage(game, (say) => {
        const el = window.harmoniesAccess.element('tutorial/card');
        const text = el && (el.getAttribute('aria-label') || el.textContent);
        return text && text.includes(say) ? text : null;
      }, card.label, `the step's card in the page's mirror`);
      const reading = said.replace(/^[^.]*\. /, '');  // without "Guided game · Step n of 23. "
      if (!wordsRead.has(reading)) {
        wordsRead.add(reading);
        words += reading.split(/\s+/).length;
      }
      if (shotsAt.has(step)) await shot(game, `step-${step}`);
      const check = checks[snap.facts.tutorial_lesson];
      if (check) {
        snap = await check(snap);
        continue;
      }
    }
    if (find(snap, 'tutorial/next')) {
      snap = await game.act(game, 'tutorial/next');
    } else if (snap.facts.tutorial_lesson === LESSON_FINISH) {
      // Free play to the end: a turn as a player would (a spot, its tokens, the end of the turn).
      const turn = snap.facts.round + 1;
      ({ snap } = await playTurn(game, turn));
      clicks += 8;
      continue;
    } else {
      const before = snap;
      await game.act(game, 'hint/target');
      snap = await afterStep(game, before);
    }
    ++clicks;
  }
  assert.equal(snap.screen, 'lobby', `the last step's Finish goes back to the lobby; ${describe(snap)}`);
  assert.equal(snap.facts.tutorial_done, true, `the guided game is done; ${describe(snap)}`);
  assert.equal(snap.facts.tutorial_offered, false, 'no longer offered');
  assert.equal(seenSteps.size, 23, `every step was shown: ${[...seenSteps].join(',')}`);
  const seconds = (Date.now() - started) / 1000;
  const newcomer = words / READING_WORDS_PER_MINUTE * 60 + clicks * SECONDS_PER_CLICK;
  console.log(`# ${game.name}: the guided game took ${clicks} clicks and taps and ${words} words to read ` +
              `(${seconds.toFixed(1)} s of the test's clock); at a newcomer's pace ` +
              `(${READING_WORDS_PER_MINUTE} words a minute, ${SECONDS_PER_CLICK} s a click): ` +
              `${(newcomer / 60).toFixed(1)} min`);
  return snap;
}

test('English, desktop: offered on a first visit, a wrong spot gets a word, left and resumed, played to the end', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'tutorial-en', { ...DESKTOP, locale: 'en-US' }, async (game) => {
    let snap = await snapshot(game);
    assert.equal(snap.screen, 'lobby');
    assert.equal(snap.facts.tutorial_offered, true, `a first visit is offered the guided game; ${describe(snap)}`);
    assert.ok(find(snap, 'lobby/tutorial-offer'), describe(snap));
    await shot(game, 'lobby-offer');
    await playGuidedGame(game, {
      checks: {
        [LESSON_TAKE_FOR_TREE]: async (s) => {
          // A spot without a brown and a green cannot build the lesson's tree: the lesson's word, nothing taken.
          assert.match(s.facts.hint, /^spot \d$/, `the spot to take is outlined; ${describe(s)}`);
          const index = s.facts.spots.findIndex((tokens) => !(tokens.includes('brown') && tokens.includes('green')));
          assert.ok(index >= 0, `the fixed setup offers a spot without a tree; ${describe(s)}`);
          const wrong = `spot/${index}`;
          s = await game.act(game, wrong);
          s = await waitForSnapshot(game, (x) => !!find(x, 'tutorial/word'), 'the lesson says its word');
          assert.equal(s.facts.actions, 0, `the wrong spot was not taken; ${describe(s)}`);
          assert.match(find(s, 'tutorial/word').label, /outlined/, describe(s));
          await shot(game, 'word');
          // Left mid-lesson (a reload) and resumed at the same step.
          const step = s.facts.tutorial_step;
          await game.page.reload({ waitUntil: 'load' });
          await waitForApp(game);
          s = await waitForSnapshot(game, (x) => x.screen === 'game' && x.facts.tutorial_step === step,
                                    'the guided game resumes at its step');
          assert.equal(s.facts.tutorial_steps, 23);
          return s;
        },
      },
    });
  });
});

test('French, desktop: the whole guided game', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'tutorial-fr', { ...DESKTOP, locale: 'fr-FR' }, async (game) => {
    const snap = await snapshot(game);
    assert.equal(snap.facts.language, 'fr');
    assert.equal(find(snap, 'lobby/tutorial').label, 'Commencer la partie guidée', describe(snap));
    await shot(game, 'lobby-offer');
    await playGuidedGame(game);
  });
});

test('Spanish, phone: the whole guided game by touch', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'tutorial-es-phone', { ...PHONE, locale: 'es-ES', touch: true }, async (game) => {
    const snap = await snapshot(game);
    assert.equal(snap.facts.language, 'es');
    await shot(game, 'lobby-offer');
    await playGuidedGame(game);
  });
});
