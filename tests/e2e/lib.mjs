// Shared helpers of the browser end-to-end tests (run by tests/e2e/run.sh).
//
// The page exposes `window.harmonies.snapshot()` (DESIGN.md "A test hook"): the UI's last completed
// frame, with every named widget's rectangle in CSS pixels of the full-viewport canvas. The helpers
// here find widgets by name and click (or tap) the real pixels at their centre, then wait until the
// UI has drawn the result.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE_URL = (process.env.E2E_BASE_URL || 'http://127.0.0.1:8000').replace(/\/+$/, '');
export const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

// The native command-line tool (records, links, saved positions: README "Command line"); HARMONIES_CLI overrides it.
export const CLI = process.env.HARMONIES_CLI ||
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../build/native/harmonies-cli');

export const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';
// WebGL is drawn in software, and a browser test's time is mostly frames drawn (each click draws 2 to 4). Mesa's
// llvmpipe (ANGLE over EGL: Debian's libegl-mesa0 and libgl1-mesa-dri) draws a 1366x768 game frame with about half
// the CPU of Chromium's own SwiftShader (E2E_GL=swiftshader picks that one; README "Browser tests").
const GL_ARGS = {
  llvmpipe: ['--use-angle=gl-egl'],
  swiftshader: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
};
export const GL = process.env.E2E_GL || 'llvmpipe';
if (!GL_ARGS[GL]) throw new Error(`E2E_GL=${GL}: expected one of ${Object.keys(GL_ARGS).join(', ')}`);
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', ...GL_ARGS[GL], '--ignore-gpu-blocklist',
];

export const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

// Per-test timeout (ms): a guard against a hung test, not a speed check. A whole phone game drawn in software GL
// at DPR 3 took over 120 s with two other CPU-heavy processes running; nothing asserts on how long a test takes.
export const TEST_TIMEOUT = Number(process.env.E2E_TEST_TIMEOUT) || 300000;
// The one bound of every wait on the app or the browser (a frame, a widget, a fact, a stored write, a launch): the
// test's own, less a twentieth, so a wait fails only when the test itself would (never because the machine is
// slow), and says what it waited for before node's runner cancels the test.
export const WAIT_TIMEOUT = Math.round(TEST_TIMEOUT * 0.95);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- Browser, context, page -----------------------------------------------------------------------

export async function launchBrowser() {
  // Playwright launches with a fresh temporary profile (its own --user-data-dir) every time.
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: WAIT_TIMEOUT });
}

// Opens the game in a fresh browser context. Returns a game handle:
//   { page, context, errors, name, act, close() }
// `errors` collects console errors and uncaught page errors; assertNoErrors() checks it.
// Options: viewport/deviceScaleFactor/hasTouch/isMobile/serviceWorkers/reducedMotion (the context), query (added to
// ?noanim=1), animations (true: without ?noanim=1, the app moving and pacing its bots as for a player), initScript (run before the page's own scripts), waitReady (default true), touch (act = tap),
// allowErrors (withGame: do not fail on browser errors), hash (a link: the address's fragment, with or without '#').
export async function openGame(browser, name, options = {}) {
  const { query = '', hash = '', initScript, waitReady = true, touch = false, allowErrors, animations = false,
          ...contextOptions } = options;
  // The service worker only keeps the site for offline visits (tests/e2e/offline.test.mjs, which passes
  // serviceWorkers: 'allow'); elsewhere its install, fetching and caching every file again in each fresh
  // profile, was a third of the CPU of opening the page. Without it the page plays as in a browser without one.
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block', ...contextOptions });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_TIMEOUT);
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url || '';
    errors.push(`console.error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('crash', () => errors.push('page crashed'));
  if (initScript) await page.addInitScript(initScript);
  const game = {
    page, context, errors, name, touch, shots: 0, spread: false, used: new Map(),
    act: touch ? tap : click,
    async close() { await context.close().catch(() => {}); },
  };
  const search = [animations ? '' : 'noanim=1', query].filter(Boolean).join('&');
  const url = `${BASE_URL}/${search ? `?${search}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
  await page.goto(url, { waitUntil: 'load' });
  if (waitReady) await waitForApp(game);
  return game;
}

// Waits until the wasm runtime is up and the UI has completed a frame.
export async function waitForApp(game) {
  const timeout = WAIT_TIMEOUT;
  try {
    await game.page.waitForFunction(() => {
      try {
        return !!window.harmonies && window.harmonies.snapshot().frame > 0;
      } catch (e) {
        return false;  // the runtime is not initialised yet
      }
    }, null, { timeout, polling: 50 });
  } catch (e) {
    const status = await game.page.locator('#status').textContent().catch(() => '?');
    throw new Error(`the app did not draw its first frame within ${timeout} ms (page status: "${status?.trim()}"; ` +
                    `errors: ${JSON.stringify(game.errors)})`);
  }
}

// Runs `body(game)` on a freshly opened page; on failure saves a screenshot and the last snapshot into
// artifacts/ (named after the test) before rethrowing. Always closes the context.
export async function withGame(browser, name, options, body) {
  const game = await openGame(browser, name, options);
  try {
    await body(game);
    if (!options.allowErrors) assertNoErrors(game);
  } catch (err) {
    await saveFailure(game, err).catch(() => {});
    if (game.errors.length && !options.allowErrors) err.message += `\nbrowser errors: ${JSON.stringify(game.errors)}`;
    throw err;
  } finally {
    await game.close();
  }
}

async function saveFailure(game, err) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const base = path.join(ARTIFACTS, `${slug(game.name)}-FAILED`);
  await game.page.screenshot({ path: `${base}.png`, timeout: WAIT_TIMEOUT }).catch(() => {});
  const snap = await snapshot(game.page).catch((e) => ({ error: String(e) }));
  fs.writeFileSync(`${base}.json`, JSON.stringify({ failure: String(err?.stack || err), snapshot: snap, errors: game.errors }, null, 1));
}

export function assertNoErrors(game, when = '') {
  if (game.errors.length) {
    throw new Error(`browser reported errors${when ? ` ${when}` : ''}:\n  ${game.errors.join('\n  ')}`);
  }
}

const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

// Screenshot into tests/e2e/artifacts/<test>-<nn>-<label>.png.
export async function shot(game, label) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  game.shots += 1;
  const file = path.join(ARTIFACTS, `${slug(game.name)}-${String(game.shots).padStart(2, '0')}-${slug(label)}.png`);
  await game.page.screenshot({ path: file });
  return file;
}

// --- The test hook ---------------------------------------------------------------------------------

export async function snapshot(pageOrGame) {
  const page = pageOrGame.page || pageOrGame;
  return page.evaluate(() => window.harmonies.snapshot());
}

export const find = (snap, name) => snap.widgets.find((w) => w.name === name);

// Widgets named `<prefix>/<N>` (exactly), in index order.
export function indexed(snap, prefix) {
  const re = new RegExp(`^${prefix}/(\\d+)$`);
  return snap.widgets
    .map((w) => ({ w, m: re.exec(w.name) }))
    .filter((x) => x.m)
    .sort((a, b) => Number(a.m[1]) - Number(b.m[1]))
    .map((x) => x.w);
}

export const firstHighlighted = (snap, prefix) => indexed(snap, prefix).find((w) => w.highlighted);

export function describe(snap) {
  const names = snap.widgets.map((w) => `${w.name}${w.enabled ? '' : '(disabled)'}${w.highlighted ? '*' : ''}`);
  return `screen=${snap.screen} frame=${snap.frame} input_queued=${snap.input_queued} ` +
         `input_frame=${snap.input_frame} facts=${JSON.stringify(snap.facts)} widgets=[${names.join(', ')}]`;
}

// Waits (at most WAIT_TIMEOUT) until `ready(snap)` holds for a snapshot of the app; returns that snapshot, or
// fails saying `what` (a string, or a function of the last snapshot) and the snapshot. A snapshot changes only
// with a frame (the hook publishes at the end of each), so between two tries the page itself watches for the
// next frame, every `every` ms: a bot thinking for seconds costs no round trips (each ~5 ms of node's CPU).
export async function waitForSnapshot(pageOrGame, ready, what, { every = 30 } = {}) {
  const page = pageOrGame.page || pageOrGame;
  const deadline = Date.now() + WAIT_TIMEOUT;
  for (;;) {
    const snap = await snapshot(page);
    if (ready(snap)) return snap;
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new Error(`${typeof what === 'function' ? what(snap) : what}: not so after ${WAIT_TIMEOUT} ms; ${describe(snap)}`);
    }
    // A timeout here is not a failure: the deadline above says what was awaited.
    await page.waitForFunction((frame) => window.harmonies.snapshot().frame !== frame, snap.frame,
                               { polling: every, timeout: left }).catch(() => {});
  }
}

// Waits (at most WAIT_TIMEOUT) until `fn(arg)` is truthy in the page, polled every `polling` ms (or 'raf');
// returns its value, or fails saying `what`.
export async function waitInPage(pageOrGame, fn, arg, what, { polling = 50 } = {}) {
  const page = pageOrGame.page || pageOrGame;
  try {
    return await (await page.waitForFunction(fn, arg, { polling, timeout: WAIT_TIMEOUT })).jsonValue();
  } catch (err) {
    throw new Error(`${what}: not so after ${WAIT_TIMEOUT} ms (${err.message.split('\n')[0]})`);
  }
}

// Waits until the widget exists (and, unless enabled:false is passed, is enabled); returns it.
export async function widget(pageOrGame, name, { enabled = true } = {}) {
  const snap = await waitForSnapshot(pageOrGame, (s) => { const w = find(s, name); return w && (!enabled || w.enabled); },
                                     (s) => `widget "${name}" ${find(s, name) ? 'enabled' : 'exists'}`);
  return find(snap, name);
}

// After an input, waits (inside the page, on animation frames) until the UI has processed it, and
// returns the snapshot then. Facts this relies on (wasm/platform/platform.cpp, wasm/platform/test_hook.cpp):
//  - input events are queued by the page's handlers, which have run when Playwright's mouse/touch
//    call returns (the browser acknowledges the event), so they are queued when this evaluate starts;
//  - the main loop runs once per animation frame and draws while input is queued or redraws are
//    pending (an action asks for a few more frames); it applies at most one mouse-button change per
//    frame, so a click is a press frame, then a release frame in which the widget acts, and clicks
//    made quickly one after another wait in the queue, one button change a frame;
//  - the snapshot tells the events still queued (input_queued) and the last frame that applied
//    input (input_frame); each frame's snapshot is published at the end of the frame.
// So nothing returns while input is queued: a click queued behind others (five clicks on a disabled
// button) is not drawn yet, and a snapshot read then would show the screen before it. Every input
// has been applied and its result drawn once the queue is empty and a frame after input_frame is
// drawn (the action a widget takes in the release frame is drawn whole in the next one). From then:
// the UI is settled once a whole animation frame passes without a new frame (idle: nothing queued,
// nothing pending); an engine action (the `actions` fact, the current player or the screen changed)
// is returned without waiting for the app's remaining redraws (cheaper; later input just queues
// behind them); while something keeps redrawing (a toast fading), once the content stops changing
// for 3 frames.
// quick: true returns as soon as the last input's frame is drawn (the queue empty): enough when the
// next step reads what that frame drew after the clicked widget (e.g. the spaces highlighted for a
// token just selected in hand: the board is drawn after the hand), and cheaper (software GL draws a
// DPR-3 phone frame in ~100 ms). minFrames: frames that must be drawn before idle counts (a resize
// event is only dispatched at the next rendering update). `before` (snapshot, frame number or null) is
// for messages only.
export async function settle(page, before, what, { minFrames = 0, quick = false } = {}) {
  const timeout = WAIT_TIMEOUT;
  const result = await page.evaluate(async ({ minFrames, timeout, quick }) => {
    const deadline = performance.now() + timeout;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const read = () => window.harmonies.snapshot();
    const content = (s) => JSON.stringify([s.screen, s.widgets, s.facts]);
    const stamp = (s) => JSON.stringify([s.screen, s.facts.actions, s.facts.current_player]);
    let prev = read();
    const start = prev.frame;
    const stamp0 = stamp(prev);
    // Every queued input applied and the frame after the last one drawn (quick: that frame itself).
    const applied = (s) => s.input_queued === 0 && s.frame >= s.input_frame + (quick ? 0 : 1) &&
                           s.frame >= start + minFrames;
    let changedAt = -1;
    let quiet = 0;
    while (performance.now() < deadline) {
      await nextFrame();
      const s = read();
      const done = applied(s);
      // Idle: no new frame, and no input or frame still pending in the app.
      if (done && !s.busy && s.frame === prev.frame) return { snap: s };
      if (quick && done) return { snap: s };
      if (changedAt < 0 && stamp(s) !== stamp0) changedAt = s.frame;
      if (done && changedAt >= 0 && s.frame > changedAt) return { snap: s };  // an action, drawn
      quiet = done && s.frame !== prev.frame && content(s) === content(prev) ? quiet + 1 : 0;
      prev = s;
      if (quiet >= 3) return { snap: s };  // still redrawing (a toast fading) but nothing changes
    }
    return { timeout: true, snap: prev, start };
  }, { minFrames, timeout, quick });
  if (result.timeout) {
    const from = typeof before === 'number' ? before : before?.frame;
    throw new Error(`the UI did not settle within ${timeout} ms after ${what} (` +
                    `${from === undefined || from === null ? '' : `frame ${from} before the input, `}` +
                    `${result.start} when waiting began, ${result.snap.frame} at the end, ` +
                    `${result.snap.input_queued} input event(s) still queued)`);
  }
  return result.snap;
}

export function isOnScreen(page, w) {
  const x = w.x + w.w / 2;
  const y = w.y + w.h / 2;
  const vp = page.viewportSize();
  return w.w > 0 && w.h > 0 && x >= 0 && y >= 0 && x < vp.width && y < vp.height;
}

function centreOf(page, w, name) {
  const x = w.x + w.w / 2;
  const y = w.y + w.h / 2;
  const vp = page.viewportSize();
  if (!(w.w > 0 && w.h > 0) || x < 0 || y < 0 || x >= vp.width || y >= vp.height) {
    throw new Error(`widget "${name}" is not on screen: rect (${w.x}, ${w.y}, ${w.w} x ${w.h}), ` +
                    `viewport ${vp.width} x ${vp.height}`);
  }
  return { x, y };
}

// Mouse click at the centre of a widget (a name, or a widget object from a snapshot). Returns the
// settled snapshot after the UI has processed it.
export async function click(pageOrGame, target, opts = {}) {
  const page = pageOrGame.page || pageOrGame;
  const w = typeof target === 'string' ? await widget(page, target, opts) : target;
  const { x, y } = centreOf(page, w, w.name);
  // No snapshot before the input: settle() needs none, and each costs a round trip (~5 ms of node's CPU).
  await page.mouse.click(x, y);
  return settle(page, null, `clicking "${w.name}"`, { quick: opts.quick });
}

// The keyboard on the page's mirror of the canvas (web/access.js): focuses the element whose data-widget is
// `name` (once the widget is on screen, and enabled unless enabled:false is passed), presses `key` (Enter by
// default) and waits as click() does. The mirror turns Enter or Space into a click at the widget's centre,
// queued before the key press returns, so settle() sees it.
export async function press(pageOrGame, name, key = 'Enter', opts = {}) {
  const page = pageOrGame.page || pageOrGame;
  await widget(page, name, opts);
  await waitInPage(page, (n) => !!window.harmoniesAccess.element(n), name, `the mirror's element for "${name}"`);
  await page.focus(`#access-mirror [data-widget="${name}"]`);
  await page.keyboard.press(key);
  return settle(page, null, `pressing ${key} on "${name}"`, { quick: opts.quick });
}

// The mirror's element that has the keyboard's focus: its data-widget ("" when the focus is elsewhere).
export async function focusedWidget(pageOrGame) {
  const page = pageOrGame.page || pageOrGame;
  return page.evaluate(() => (document.activeElement && document.activeElement.dataset.widget) || '');
}

// Touchscreen tap at the centre of a widget (the phone test); same contract as click().
// The app treats a touch held longer than 0.45 s as a long press (a tooltip, no click), timed by the
// events' own timestamps (wasm/platform/platform.cpp on_touch). Playwright's touchscreen.tap stamps
// each event when the browser gets it, and sends touchend only once the page has handled touchstart:
// behind a slow software-GL frame (DPR 3, a busy machine) that gap passes 0.45 s and a quick tap
// becomes a long press. A finger's events carry the times they happened at, so the tap is sent the
// same way through the DevTools protocol: touchstart and touchend 50 ms apart, whenever the page
// handles them.
export async function tap(pageOrGame, target, opts = {}) {
  const page = pageOrGame.page || pageOrGame;
  const w = typeof target === 'string' ? await widget(page, target, opts) : target;
  const { x, y } = centreOf(page, w, w.name);
  await touchTap(page, x, y);
  return settle(page, null, `tapping "${w.name}"`, { quick: opts.quick });
}

// A tap of `heldMs` (timestamps of the events, not waits) at (x, y) in CSS pixels.
export async function touchTap(page, x, y, heldMs = 50) {
  if (!page.__cdp) page.__cdp = await page.context().newCDPSession(page);
  const at = Date.now() / 1000;
  await page.__cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: at });
  await page.__cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at + heldMs / 1000 });
}

// --- Playing ---------------------------------------------------------------------------------------

// On the phone layout some parts live behind bottom tabs: shows `tab` if the layout has it.
async function showTab(game, tab) {
  const snap = await snapshot(game.page);
  const w = find(snap, `tab/${tab}`);
  if (!w || w.selected) return snap;
  const after = await game.act(game, w);
  const now = find(after, `tab/${tab}`);
  if (!now || !now.selected) throw new Error(`tab/${tab} did not become selected; ${describe(after)}`);
  return after;
}

function handCount(snap) {
  return indexed(snap, 'hand').length;
}

// The spaces a player has built on (game.spread, below).
function usedSpaces(game, player) {
  if (!game.used.has(player)) game.used.set(player, new Set());
  return game.used.get(player);
}

// The space for a token: the first highlighted one; with game.spread set, the first highlighted one
// this player has not built on yet, if any (boards fill faster, so games are shorter: software GL
// makes every click cost a few frames of 30-100 ms).
function pickSpace(game, snap) {
  const targets = indexed(snap, 'space').filter((w) => w.highlighted);
  if (game.spread) {
    const used = usedSpaces(game, snap.facts.current_player);
    const fresh = targets.find((w) => !used.has(w.name));
    if (fresh) return fresh;
  }
  return targets[0];
}

// Places every token in hand: selects a token (hand/0 first), then the first highlighted space.
export async function placeHand(game, label) {
  const { page } = game;
  for (let guard = 0; guard < 6; ++guard) {
    let snap = await snapshot(page);
    const hand = indexed(snap, 'hand');
    if (hand.length === 0) return snap;
    const end = find(snap, 'button/end-turn');
    if (!end || end.enabled) {
      throw new Error(`${label}: button/end-turn should be disabled while ${hand.length} token(s) are in hand; ` +
                      describe(snap));
    }
    let placed = false;
    for (let i = 0; i < hand.length && !placed; ++i) {
      // Selecting a token: the release frame draws the board (after the hand) with its targets.
      snap = await game.act(game, `hand/${i}`, { quick: true });
      const space = pickSpace(game, snap);
      if (!space) continue;
      snap = await game.act(game, space);
      usedSpaces(game, snap.facts.current_player).add(space.name);
      if (handCount(snap) !== hand.length - 1) {
        throw new Error(`${label}: placing a token on ${space.name} left ${handCount(snap)} token(s) in hand ` +
                        `(expected ${hand.length - 1}); ${describe(snap)}`);
      }
      placed = true;
    }
    if (!placed) throw new Error(`${label}: no token in hand has a highlighted space/N; ${describe(snap)}`);
  }
  throw new Error(`${label}: tokens are still in hand after 6 placements`);
}

// Takes the first highlighted face-up card (row/N) if any; returns true if one was taken.
export async function takeCard(game, label) {
  let snap = await showTab(game, 'animals');
  const card = firstHighlighted(snap, 'row');
  if (!card) return false;
  // On the desktop the held cards are visible at the same time: check one more is held afterwards.
  const heldBefore = find(snap, 'tab/cards') ? -1 : indexed(snap, 'held').length;
  snap = await game.act(game, card);
  const takeable = indexed(snap, 'row').filter((w) => w.highlighted);
  if (takeable.length) {
    throw new Error(`${label}: after taking ${card.name}, ${takeable.map((w) => w.name).join(', ')} ` +
                    `should no longer be takeable (one card per turn); ${describe(snap)}`);
  }
  if (heldBefore >= 0 && indexed(snap, 'held').length !== heldBefore + 1) {
    throw new Error(`${label}: taking ${card.name} should add a held/N card (${heldBefore} -> ` +
                    `${indexed(snap, 'held').length}); ${describe(snap)}`);
  }
  return true;
}

// Places cubes while a held card is highlighted (has a legal target); returns how many were placed.
export async function placeCubes(game, label) {
  let placed = 0;
  for (let guard = 0; guard < 12; ++guard) {
    let snap = await showTab(game, 'cards');
    const held = firstHighlighted(snap, 'held');
    if (!held) return placed;
    // A card stays selected after its cube while it has more targets; clicking it again would unselect it.
    if (!held.selected) snap = await game.act(game, held);
    const selected = find(snap, held.name);
    if (!selected || !selected.selected) {
      throw new Error(`${label}: clicking ${held.name} did not select it; ${describe(snap)}`);
    }
    const space = firstHighlighted(snap, 'space');
    if (!space) throw new Error(`${label}: ${held.name} is selected but no space/N is highlighted; ${describe(snap)}`);
    snap = await game.act(game, space);
    const after = find(snap, space.name);
    if (after && after.highlighted) throw new Error(`${label}: ${space.name} still highlighted after the cube; ${describe(snap)}`);
    placed += 1;
  }
  throw new Error(`${label}: still placing cubes after 12 placements`);
}

// Keeps the first spirit when the game asks for one (games with Nature's Spirits).
async function chooseSpirit(game) {
  let snap = await snapshot(game.page);
  if (!find(snap, 'spirit-option/0') && find(snap, 'tab/cards')) snap = await showTab(game, 'cards');
  const option = find(snap, 'spirit-option/0');
  if (option && option.enabled) await game.act(game, option);
}

// Plays one whole turn of the current player. Options:
//   takeCard: take a face-up card this turn (if one is takeable)
//   restart:  after the first token, press "Start my turn over" and check the turn rewinds, then redo it
//   onMidTurn(snap): called with tokens in hand (screenshots)
// Returns { snap, cubes, tookCard } with the snapshot after "End turn".
export async function playTurn(game, turn, opts = {}) {
  const { page } = game;
  const label = `turn ${turn}`;
  let snap = await snapshot(page);
  if (snap.screen !== 'game') throw new Error(`${label}: expected the game screen; ${describe(snap)}`);
  const start = snap.facts;
  await chooseSpirit(game);
  snap = await snapshot(page);
  const spot = firstHighlighted(snap, 'spot');
  if (!spot) throw new Error(`${label}: no spot/N is highlighted at the start of the turn; ${describe(snap)}`);
  snap = await game.act(game, spot);
  const hand = indexed(snap, 'hand').length;
  if (hand < 1 || hand > 3) throw new Error(`${label}: taking ${spot.name} gave ${hand} token(s) in hand; ${describe(snap)}`);
  if (opts.onMidTurn) await opts.onMidTurn(snap);

  if (opts.restart) {
    // Place one token, then start the turn over: everything the turn did is undone.
    let s = await game.act(game, 'hand/0');
    const space = firstHighlighted(s, 'space');
    if (!space) throw new Error(`${label}: no highlighted space for hand/0; ${describe(s)}`);
    s = await game.act(game, space);
    s = await game.act(game, 'button/restart-turn');
    const spotAgain = find(s, spot.name);
    if (indexed(s, 'hand').length !== 0 || !spotAgain || !spotAgain.highlighted ||
        s.facts.empty_spaces !== start.empty_spaces) {
      throw new Error(`${label}: "Start my turn over" did not rewind the turn (expected an empty hand, ` +
                      `${spot.name} highlighted again, ${start.empty_spaces} empty spaces); ${describe(s)}`);
    }
    if (find(s, 'button/end-turn')?.enabled) throw new Error(`${label}: end turn enabled right after a restart`);
    s = await game.act(game, spotAgain);
    if (indexed(s, 'hand').length !== hand) {
      throw new Error(`${label}: taking ${spot.name} again gave ${indexed(s, 'hand').length} tokens, ` +
                      `expected the same ${hand} as before the restart; ${describe(s)}`);
    }
  }

  await placeHand(game, label);
  let tookCard = false;
  if (opts.takeCard) tookCard = await takeCard(game, label);
  const cubes = await placeCubes(game, label);

  await chooseSpirit(game);
  snap = await game.act(game, 'button/end-turn');
  if (snap.screen === 'game' && snap.facts.actions === start.actions && snap.facts.round === start.round) {
    throw new Error(`${label}: "End turn" changed nothing; ${describe(snap)}`);
  }
  return { snap, cubes, tookCard };
}

// Plays turns until the end screen (at most maxTurns). Returns { snap, turns, cubes, cards }.
export async function playToEnd(game, opts = {}) {
  const { maxTurns = 60, takeCardEvery = 2, restartOnTurn = -1, onTurn } = opts;
  let cubes = 0;
  let cards = 0;
  const turnsOf = new Map();  // player -> turns played (each player takes a card every Nth own turn)
  for (let turn = 1; turn <= maxTurns; ++turn) {
    const snap = await snapshot(game.page);
    if (snap.screen === 'end') return { snap, turns: turn - 1, cubes, cards };
    const player = snap.facts.current_player;
    const own = (turnsOf.get(player) || 0) + 1;
    turnsOf.set(player, own);
    const r = await playTurn(game, turn, {
      takeCard: takeCardEvery > 0 && own % takeCardEvery === 0,
      restart: turn === restartOnTurn,
      onMidTurn: onTurn ? (s) => onTurn(turn, s) : undefined,
    });
    cubes += r.cubes;
    cards += r.tookCard ? 1 : 0;
    assertNoErrors(game, `during turn ${turn}`);
    if (r.snap.screen === 'end') return { snap: r.snap, turns: turn, cubes, cards };
  }
  const snap = await snapshot(game.page);
  throw new Error(`the game did not reach the end screen within ${maxTurns} turns; ${describe(snap)}`);
}
