// Playable without a mouse (issue "Playable without sight and without a mouse"): whole games played by the
// keyboard alone through the page's mirror of the canvas (web/access.js): each step focuses the element whose
// data-widget names the widget and presses Enter, never the pointer. A solo game in English, a game against an
// easy bot set up in the lobby in French; then Tab, Shift+Tab, the arrows, Escape and the focus ring. The live
// region (#access-live) tells the hint, a step taken back, the bot's turns, the last round and the result. Every wait is
// on the app's state.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, withGame, DESKTOP, press, focusedWidget, snapshot, waitForSnapshot, waitInPage, find, firstHighlighted,
  indexed, describe, shot, TEST_TIMEOUT,
} from './lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const said = (game) => game.page.evaluate(() => window.harmoniesAccess.said.slice());

// A lit space, an empty one first: the board fills and the game ends sooner (lib.mjs pickSpace's "spread").
function litSpace(snap) {
  const lit = indexed(snap, 'space').filter((w) => w.highlighted);
  const empty = (w) => (snap.facts.board_stacks?.[Number(w.name.split('/')[1])] || []).length === 0;
  return lit.find(empty) || lit[0];
}

// One step of the player's turn, chosen from what the hook says is legal: take a spot, place the tokens
// (the token in hand, then a lit space), take a card and place its cubes when they fit, then end the turn.
async function playStep(game, snap, cardTaken) {
  const spot = firstHighlighted(snap, 'spot');
  if (spot) return press(game, spot.name);
  const hand = indexed(snap, 'hand');
  if (hand.length) {
    for (const token of hand) {
      const picked = await press(game, token.name, 'Enter', { quick: true });
      const space = litSpace(picked);
      if (space) return press(game, space.name);
    }
    throw new Error(`no space takes a token in hand; ${describe(snap)}`);
  }
  const held = snap.widgets.find((w) => /^held\/\d+$/.test(w.name) && w.highlighted);
  if (held) {
    const picked = await press(game, held.name, 'Enter', { quick: true });
    const space = firstHighlighted(picked, 'space');
    if (space) return press(game, space.name);
  }
  const card = firstHighlighted(snap, 'row');
  if (card && !cardTaken.value) {
    cardTaken.value = true;
    return press(game, card.name);
  }
  cardTaken.value = false;
  return press(game, 'button/end-turn');
}

// Plays seat 0's turns until the end screen; a bot's turns are waited for (on the hook's facts).
async function playToTheEnd(game) {
  let snap = await snapshot(game);
  const cardTaken = { value: false };
  for (let steps = 0; snap.screen === 'game'; ++steps) {
    assert.ok(steps < 600, `the game ends; ${describe(snap)}`);
    if (snap.facts.current_player !== 0 || snap.facts.bot_turn) {
      snap = await waitForSnapshot(game, (s) => s.screen !== 'game' || (s.facts.current_player === 0 && !s.facts.bot_turn),
                                   'the bot played its turn');
      continue;
    }
    snap = await playStep(game, snap, cardTaken);
  }
  return snap;
}

test('a whole solo game by the keyboard alone, in English; the live region tells the last round and the result',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'keyboard-solo', { ...DESKTOP, locale: 'en-US' }, async (game) => {
    let snap = await press(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', describe(snap));
    assert.equal(await focusedWidget(game), 'title/turn', 'the new screen\'s first line has the focus');
    assert.equal(await game.page.getAttribute('[data-widget="button/menu"]', 'aria-expanded'), 'false', 'the menu is closed');
    // The menu opens as a dialog holding the focus; Escape closes it and gives the focus back.
    await press(game, 'button/menu');
    await waitInPage(game, () => document.activeElement?.closest('[role="dialog"]') !== null, null, 'the focus in the menu');
    assert.equal(await game.page.getAttribute('[data-widget="button/menu"]', 'aria-expanded'), 'true', 'the menu is open');
    await game.page.keyboard.press('Escape');
    await waitInPage(game, () => document.activeElement?.dataset.widget === 'button/menu', null, 'Escape closes the menu');
    // A hint (I) is said in words; so is a step taken back (Ctrl+Z).
    await game.page.keyboard.press('i');
    await waitInPage(game, () => window.harmoniesAccess.said.some((t) => /^Hint: take Spot \d: /.test(t)), null, 'the hint said');
    snap = await press(game, firstHighlighted(snap, 'spot').name);
    await game.page.keyboard.press('Control+z');
    // The shortcut acts after the frame's widgets are drawn: the next frame shows the hand empty again.
    await waitForSnapshot(game, (s) => s.facts.actions === snap.facts.actions + 1 && s.facts.hand.length === 0 &&
                                       s.frame > s.input_frame, 'the spot taken back, drawn');
    await waitInPage(game, () => window.harmoniesAccess.said.includes('Step taken back.'), null, 'the step back said');
    snap = await playToTheEnd(game);
    assert.equal(snap.screen, 'end', describe(snap));
    const heard = await said(game);
    assert.ok(heard.includes('Last round!'), `the last round is told; heard ${JSON.stringify(heard)}`);
    assert.ok(heard.some((t) => /^Final score: \d+/.test(t)), `the result is told; heard ${JSON.stringify(heard)}`);
    assert.ok(!heard.some((t) => /^Alex (took|placed)/.test(t)), 'a solo player is not told their own turns');
    await shot(game, 'end');
  });
});

test('a game against an easy bot set up and played by the keyboard alone, in French', { timeout: TEST_TIMEOUT },
     async () => {
  await withGame(browser, 'keyboard-bot-fr', { ...DESKTOP, locale: 'en-US' }, async (game) => {
    // The lobby by keyboard: French, two players, the second seat an easy bot, start.
    await press(game, 'lobby/language-1');
    // French texts are a file fetched when chosen (issue 28): the choice applies once they are here.
    let snap = await waitForSnapshot(game, (s) => s.facts.language === 'fr', 'French applies');
    assert.equal(await game.page.getAttribute('html', 'lang'), 'fr');
    snap = await press(game, 'lobby/players-1');
    snap = await press(game, 'lobby/seat-1/kind-1');
    assert.equal(find(snap, 'lobby/seat-1/kind-1')?.selected, true, `seat 2 is an easy bot; ${describe(snap)}`);
    const start = await game.page.$eval('#access-mirror [data-widget="lobby/start"]', (e) => e.textContent);
    assert.equal(start, 'Commencer la partie', 'the mirror speaks French');
    snap = await press(game, 'lobby/start');
    assert.equal(snap.screen, 'game', describe(snap));
    snap = await playToTheEnd(game);
    assert.equal(snap.screen, 'end', describe(snap));
    const heard = await said(game);
    const botTurns = heard.filter((t) => / a pris .* à l’emplacement \d/.test(t));
    assert.ok(botTurns.length >= 5, `the bot's turns are told in French; heard ${JSON.stringify(heard.slice(0, 6))}`);
    assert.ok(heard.some((t) => /^Dernière manche\s!$/.test(t)), `the last round is told; heard ${JSON.stringify(heard.slice(-4))}`);
    assert.ok(heard.some((t) => /Scores/.test(t)), `the result is told; heard ${JSON.stringify(heard.slice(-2))}`);
    await shot(game, 'end');
  });
});

test('Tab and Shift+Tab go between groups, the arrows within one; Escape closes a dialog; the canvas rings the focus',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'keyboard-moves', { ...DESKTOP, locale: 'en-US' }, async (game) => {
    const { page } = game;
    // A first visit: the guided game, offered first, is the first button.
    const first = 'lobby/tutorial';
    await waitInPage(page, () => !!window.harmoniesAccess.element('lobby/quick-solo'), null, 'the lobby mirrored');
    await page.keyboard.press('Tab');
    assert.equal(await focusedWidget(game), first, 'Tab from the page reaches the first button');
    let snap = await waitForSnapshot(game, (s) => s.facts.focus === first, 'the canvas rings it');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    assert.equal(await focusedWidget(game), first, 'Shift+Tab goes back');
    // The players' choices are one stop: Tab lands on the chosen one; the arrows move within.
    const stops = [];
    for (let i = 0; i < 40 && !stops.includes('lobby/players-0'); ++i) {
      await page.keyboard.press('Tab');
      stops.push(await focusedWidget(game));
    }
    assert.ok(stops.includes('lobby/players-0'), `Tab reaches the players' choice; went ${stops.join(', ')}`);
    assert.ok(!stops.includes('lobby/players-1'), 'one stop for the whole group');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedWidget(game), 'lobby/players-1', 'the right arrow moves within the group');
    snap = await waitForSnapshot(game, (s) => s.facts.focus === 'lobby/players-1', 'the ring follows');
    assert.equal(find(snap, 'lobby/players-1').selected, false, 'an arrow only moves the focus');
    await page.keyboard.press('Space');
    snap = await waitForSnapshot(game, (s) => find(s, 'lobby/players-1')?.selected, 'Space chooses');
    assert.equal(await page.getAttribute('[data-widget="lobby/players-1"]', 'aria-checked'), 'true');
    // No trap: Tab goes on past the last element and comes round to the first.
    const seen = new Set();
    for (let i = 0; i < 80 && !(seen.size > 3 && (await focusedWidget(game)) === first); ++i) {
      await page.keyboard.press('Tab');
      seen.add(await focusedWidget(game));
    }
    assert.equal(await focusedWidget(game), first, `Tab comes round; visited ${[...seen].join(', ')}`);
    await shot(game, 'focus-ring');

    // How to play is a modal dialog: it takes the focus, the rest is inert, Escape closes it and the focus
    // goes back to the button that opened it.
    snap = await press(game, 'lobby/rules');
    assert.ok(find(snap, 'rules/window'), describe(snap));
    await waitInPage(page, () => document.activeElement?.closest('[role="dialog"]') !== null, null, 'focus in the dialog');
    assert.equal(await page.$eval('[data-widget="lobby/quick-solo"]', (e) => !!e.closest('[inert]')), true,
                 'the lobby behind is inert');
    await page.keyboard.press('Escape');
    snap = await waitForSnapshot(game, (s) => !find(s, 'rules/window'), 'Escape closes How to play');
    await waitInPage(page, () => document.activeElement?.dataset.widget === 'lobby/rules', null, 'the focus is back');
    assert.equal(await page.$eval('[data-widget="lobby/quick-solo"]', (e) => !!e.closest('[inert]')), false);
  });
});
