// Players who need the game to ask less of them (issue "Playable without sight and without a mouse").
// Here: the system's wish for less motion (prefers-reduced-motion) turns the game's own motion off, and the
// settings say why. axe-core (npm) on every screen (lobby, notice, Animals cheatsheet, solo game, toast, end,
// review, replay, a game against a bot): nothing serious or critical; Chromium's accessibility tree gives every
// element of the mirror (web/access.js) a role and a name; a bot's turn is told in the live region; at 200% zoom
// the lobby and the game fit (scrolled when they need more height), with buttons of 24 px or more and no text overlapped.
// Every wait is on the app's state (the test hook's facts), never on the clock.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  CLI, launchBrowser, withGame, DESKTOP, click, settle, snapshot, waitForSnapshot, waitInPage, find, indexed, describe,
  shot, playTurn, TEST_TIMEOUT,
} from './lib.mjs';
import { openSaved, setHash } from './saves-lib.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Hovers `name` and returns the snapshot once its tooltip shows.
async function hover(game, name) {
  const w = find(await snapshot(game), name);
  assert.ok(w, `${name} is on screen`);
  const before = await snapshot(game);
  await game.page.mouse.move(w.x + w.w / 2, w.y + w.h / 2);
  return settle(game.page, before, `hovering ${name}`);
}

test('prefers-reduced-motion turns animations off, followed as it changes; the setting says why', { timeout: TEST_TIMEOUT },
     async () => {
  await withGame(browser, 'reduced-motion', { ...DESKTOP, reducedMotion: 'reduce', animations: true }, async (game) => {
    let snap = await snapshot(game);
    assert.equal(snap.facts.animations, false, `the system asks for less motion: nothing animates; ${describe(snap)}`);
    assert.equal(find(snap, 'lobby/animations')?.enabled, false, 'the Animations box is disabled');
    snap = await hover(game, 'lobby/animations');
    assert.equal(snap.facts.tooltip, 'Off: your system asks for reduced motion.', `the box says why; ${describe(snap)}`);
    await shot(game, 'reduced-motion-tip');

    // The system changes its mind while the page is open: the player's own setting (on) applies again.
    // (The page hears of the change at its next rendering update: wait for the app to take it up.)
    await game.page.emulateMedia({ reducedMotion: 'no-preference' });
    snap = await waitForSnapshot(game, (s) => s.facts.animations === true, 'motion back after no-preference');
    assert.equal(find(snap, 'lobby/animations')?.enabled, true, 'the box can be changed again');
    snap = await click(game, 'lobby/animations');
    assert.equal(snap.facts.animations, false, 'the player turned animations off');
    snap = await click(game, 'lobby/animations');
    assert.equal(snap.facts.animations, true, 'and on again');

    await game.page.emulateMedia({ reducedMotion: 'reduce' });
    snap = await waitForSnapshot(game, (s) => s.facts.animations === false, 'no motion after reduce again');
    assert.equal(find(snap, 'lobby/animations')?.enabled, false, 'the box is disabled again');
    snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game');
    assert.equal(snap.facts.animations, false, `nothing animates in the game either; ${describe(snap)}`);
  });
});

// --- axe-core, Chromium's accessibility tree, the live region, 200% zoom ------------------------------
// axe-core (npm, a devDependency) is injected into the page from node_modules and run on each screen, reached
// from a saved position or a link (never by playing a whole game): no violation of impact serious or critical;
// the others are printed as figures. Chromium's own accessibility tree (the DevTools protocol) must give every
// element of the mirror (web/access.js, data-widget) a role and a name.

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const cli = (...args) => execFileSync(CLI, args, { encoding: 'utf8' }).trim();
const BLOCKING = new Set(['serious', 'critical']);

// Runs axe on the page as it stands; prints every violation (id, impact, count, first elements) and returns
// the serious and critical ones as lines.
async function axe(game, screen) {
  const { page } = game;
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const lines = violations.map((v) => `${v.id} (${v.impact}) x${v.nodes.length}: ` +
    v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ') + (v.nodes.length > 4 ? ', ...' : ''));
  console.log(`# axe ${screen}: ${violations.length ? lines.join('; ') : 'no violation'}`);
  return violations.filter((v) => BLOCKING.has(v.impact)).map((v, i) => `${screen}: ${lines[violations.indexOf(v)]}`);
}

// Every element of the mirror (data-widget) against Chromium's accessibility tree: its AX node has a role and a
// name. Inside a modal dialog of the mirror only the dialog's elements are checked (the rest is inert).
// Also: every widget of the test hook has its element. Returns the problems as lines.
async function axTree(game, screen) {
  const { page } = game;
  const snap = await settle(page, 0, `${screen}: the UI idle`);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('Accessibility.enable');
    // The elements (held by object ids: one taken away meanwhile is still described), then the tree.
    const { result } = await cdp.send('Runtime.evaluate', { expression: `(() => {
      const root = document.getElementById('access-mirror');
      const dialogs = root ? root.querySelectorAll(':scope > .access-dialog') : [];
      const scope = dialogs.length ? dialogs[dialogs.length - 1] : root;
      return scope ? Array.from(scope.querySelectorAll('[data-widget]')) : [];
    })()` });
    const { result: props } = await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
    const elements = [];
    for (const p of props.filter((q) => /^\d+$/.test(q.name))) {
      const { node } = await cdp.send('DOM.describeNode', { objectId: p.value.objectId });
      const attrs = {};
      for (let i = 0; i < node.attributes.length; i += 2) attrs[node.attributes[i]] = node.attributes[i + 1];
      elements.push({ name: attrs['data-widget'], role: attrs['data-role'], backend: node.backendNodeId });
    }
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byBackend = new Map(nodes.filter((n) => n.backendDOMNodeId).map((n) => [n.backendDOMNodeId, n]));
    const problems = [];
    const roles = new Map();
    for (const e of elements) {
      const ax = byBackend.get(e.backend);
      const role = ax?.role?.value || '';
      const name = (ax?.name?.value || '').trim();
      roles.set(role, (roles.get(role) || 0) + 1);
      if (!ax) problems.push(`${e.name} (${e.role}): no AX node`);
      else if (ax.ignored) problems.push(`${e.name} (${e.role}): ignored in the AX tree (${JSON.stringify(ax.ignoredReasons?.map((r) => r.name))})`);
      else if (e.role === 'text') {
        // A plain text (a div without a role: "generic", which takes no name in ARIA): read as its content,
        // the StaticText nodes inside it.
        const words = (ax.childIds || []).map((id) => nodes.find((n) => n.nodeId === id))
          .filter((n) => n?.role?.value === 'StaticText').map((n) => n.name?.value || '').join('').trim();
        if (!role) problems.push(`${e.name} (text): no AX role`);
        else if (!words) problems.push(`${e.name} (text): AX role ${role}, no text inside`);
      } else if (!role || role === 'none' || role === 'generic') problems.push(`${e.name} (${e.role}): AX role "${role}"`);
      else if (!name) problems.push(`${e.name} (${e.role}): AX role ${role}, no name`);
    }
    const mirrored = new Set(elements.map((e) => e.name));
    const dialogOpen = await page.evaluate(() => !!document.querySelector('#access-mirror > .access-dialog'));
    if (!dialogOpen) {
      for (const w of snap.widgets) if (!mirrored.has(w.name)) problems.push(`${w.name}: in the test hook, no mirror element`);
    }
    console.log(`# AX tree ${screen}: ${elements.length} mirror elements (${[...roles].map(([r, n]) => `${r || '-'} ${n}`).join(', ')}), ` +
                `${problems.length} problem(s)${problems.length ? `: ${problems.slice(0, 12).join('; ')}${problems.length > 12 ? '; ...' : ''}` : ''}`);
    return problems.map((p) => `${screen}: ${p}`);
  } finally {
    await cdp.detach().catch(() => {});
  }
}

function noneOf(list, what) {
  assert.deepEqual(list, [], `${what}:\n  ${list.join('\n  ')}`);
}

test('axe and the AX tree: the lobby with a notice and without, the Animals cheatsheet, a solo game, a toast',
     { timeout: TEST_TIMEOUT }, async () => {
  // A fragment that is no link: the lobby opens with a notice saying so (tests/e2e/links.test.mjs).
  await withGame(browser, 'a11y-lobby', { ...DESKTOP, hash: 'hello' }, async (game) => {
    const bad = [];
    const tree = [];
    let snap = await settle(game.page, 0, 'the lobby');
    assert.equal(snap.screen, 'lobby', describe(snap));
    assert.ok(find(snap, 'lobby/notice-0/dismiss'), `a notice about the fragment; ${describe(snap)}`);
    bad.push(...await axe(game, 'lobby with a notice'));
    tree.push(...await axTree(game, 'lobby with a notice'));
    snap = await click(game, 'lobby/notice-0/dismiss');
    assert.ok(!find(snap, 'lobby/notice-0/dismiss'), `the notice dismissed; ${describe(snap)}`);
    bad.push(...await axe(game, 'lobby'));
    tree.push(...await axTree(game, 'lobby'));

    await click(game, 'lobby/animals');
    await game.page.locator('#cheatsheet').waitFor({ state: 'visible' });
    bad.push(...await axe(game, 'Animals cheatsheet'));
    await game.page.keyboard.press('Escape');
    await game.page.locator('#cheatsheet').waitFor({ state: 'hidden' });

    snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', describe(snap));
    bad.push(...await axe(game, 'solo game'));
    tree.push(...await axTree(game, 'solo game'));
    // The same fragment pasted into the running game: the game stays, a toast says the link cannot be opened.
    snap = await setHash(game, 'hello');
    assert.ok(find(snap, 'toast'), `a toast; ${describe(snap)}`);
    bad.push(...await axe(game, 'solo game with a toast'));
    await shot(game, 'toast');
    noneOf(bad, 'axe: serious or critical violations');
    noneOf(tree, 'mirror elements without a role or a name in Chromium\'s accessibility tree');
  });
});

test('axe and the AX tree: the end screen, the review, the replay', { timeout: TEST_TIMEOUT }, async () => {
  assert.ok(fs.existsSync(CLI), `${CLI} exists (cmake --build --preset native)`);
  // A finished game of a person and a medium bot (both seats played by the CLI's medium bot), its review made by
  // the CLI (1 future: the numbers do not matter here) and kept with the saved game, so the review shows at once.
  const played = JSON.parse(cli('play', '--players', '2', '--side', 'A', '--seed', 'e2e-a11y-1', '--bots', 'medium,medium',
                                '--games', '1').split('\n')[0]);
  const review = JSON.parse(cli('review', played.record, '--futures', '1'));
  await withGame(browser, 'a11y-end', DESKTOP, async (game) => {
    const bad = [];
    const tree = [];
    let snap = await openSaved(game, 'e2e-a11y', played.record, {
      names: ['Ana', 'Heron (medium)'], bots: ['', 'medium'], reviews: [{ game_turns: played.turns, review }],
    });
    assert.equal(snap.screen, 'end', `a finished game opens on its end screen; ${describe(snap)}`);
    bad.push(...await axe(game, 'end screen'));
    tree.push(...await axTree(game, 'end screen'));

    snap = await click(game, 'end/review');
    assert.equal(snap.screen, 'review', describe(snap));
    if (snap.facts.review_state === 'running') {
      console.log('# the kept review was not taken: waiting for the worker\'s');
      snap = await waitForSnapshot(game, (s) => s.facts.review_state !== 'running', 'the review done');
    }
    assert.equal(snap.facts.review_state, 'done', describe(snap));
    bad.push(...await axe(game, 'review'));

    snap = await setHash(game, cli('link', 'game', played.record, '--names', 'Ann,Bob'));
    assert.equal(snap.screen, 'game', describe(snap));
    assert.ok(snap.facts.replay_steps > 0, `the replay viewer; ${describe(snap)}`);
    bad.push(...await axe(game, 'replay'));
    await shot(game, 'replay');
    noneOf(bad, 'axe: serious or critical violations');
    noneOf(tree, 'mirror elements without a role or a name in Chromium\'s accessibility tree');
  });
});

// The person's turn in a game against bots (or the end).
const waitForPerson = (game) => waitForSnapshot(game, (s) => s.screen === 'end' ||
  (s.screen === 'game' && s.facts.bot_turn === false && s.facts.can_play === true), 'a person\'s turn', { every: 40 });

test('a game against a bot: axe, and the bot\'s turn told in the live region', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'a11y-bot', DESKTOP, async (game) => {
    const { page } = game;
    let snap = await click(game, 'lobby/quick-bots');
    assert.deepEqual(snap.facts.seats, ['human', 'medium'], describe(snap));
    snap = await waitForPerson(game);
    await settle(page, 0, 'the person\'s turn');
    const bad = await axe(game, 'game against a bot');
    // Everything the live region holds from now on (announce() empties it, then fills it).
    await page.evaluate(() => {
      const live = document.getElementById('access-live');
      window.__liveHeld = [];
      new MutationObserver(() => { if (live.textContent) window.__liveHeld.push(live.textContent); })
        .observe(live, { childList: true, characterData: true, subtree: true });
    });
    const mark = await page.evaluate(() => window.harmoniesAccess.said.length);
    const r = await playTurn(game, 1);
    assert.equal(r.snap.facts.bot_turn, true, `the bot's turn after the person's; ${describe(r.snap)}`);
    snap = await waitForPerson(game);
    assert.ok(snap.facts.actions > r.snap.facts.actions, `the bot played; ${describe(snap)}`);
    await settle(page, 0, 'after the bot\'s turn');
    // Every announcement made since has reached the live region (announce() fills it on a 0.03 s timer).
    const { said, held } = await waitInPage(game, (from) => {
      const said = window.harmoniesAccess.said.slice(from);
      return said.every((t) => window.__liveHeld.includes(t)) && { said, held: window.__liveHeld };
    }, mark, 'every announcement in #access-live');
    console.log(`# announced since the person's turn: ${JSON.stringify(said)}`);
    // The bot of seat 1 is "Heron (medium)" (wasm/model/seat_names.cpp); its turn in one sentence
    // (wasm/model/board_words.hpp turn_summary): "Heron (medium) took ... from spot N; placed ... on space N ...".
    const summary = said.find((t) => t.includes('Heron (medium)') && /\btook\b/.test(t));
    assert.ok(summary, `the bot's turn is announced, naming the bot and what it took (said since the person's turn: ` +
                       `${JSON.stringify(said)}; all: ${JSON.stringify(await page.evaluate(() => window.harmoniesAccess.said))})`);
    assert.match(summary, /\bspace\b/, `the summary says where the bot placed: ${summary}`);
    assert.ok(held.includes(summary), `the summary was in #access-live: ${JSON.stringify(held)}`);
    noneOf(bad, 'axe: serious or critical violations');
  });
});

// --- 200% zoom ---------------------------------------------------------------------------------------
// Chromium's page zoom at 200% of a 1366x768 window: a viewport of half the CSS size at device scale 2.
const ZOOM_200 = { viewport: { width: 683, height: 384 }, deviceScaleFactor: 2 };
const BUTTONISH = new Set(['button', 'checkbox', 'radio', 'tab']);
const inside = (a, vp) => a.x >= -0.5 && a.y >= -0.5 && a.x + a.w <= vp.width + 0.5 && a.y + a.h <= vp.height + 0.5;
const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 2 &&
                          Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 2;
const contains = (a, b) => b.x >= a.x - 0.5 && b.y >= a.y - 0.5 && b.x + b.w <= a.x + a.w + 0.5 && b.y + b.h <= a.y + a.h + 0.5;

// The mirror's role and words of each widget (the snapshot has the label of buttons only).
const mirrorOf = (page) => page.evaluate(() => Object.fromEntries(
  [...document.querySelectorAll('#access-mirror [data-widget]')].map((e) => [e.dataset.widget,
    { role: e.dataset.role, words: (e.getAttribute('aria-label') || e.textContent || '').trim() }])));

// The layout problems of a screen at this size: widgets outside the viewport (those a scroll brings into view are
// fine: the caller scrolls), buttons smaller than 24x24, text overlapped by another widget.
function layoutProblems(snap, mirror, vp) {
  const problems = [];
  const ws = snap.widgets.filter((w) => w.name !== 'toast' && !w.name.startsWith('tooltip'));
  for (const w of ws) {
    const role = mirror[w.name]?.role;
    if (BUTTONISH.has(role) && (w.w < 24 - 0.05 || w.h < 24 - 0.05)) problems.push(`${w.name} (${role}) is ${w.w}x${w.h}`);
  }
  const hasText = (w) => mirror[w.name]?.role === 'text' || !!w.label;
  for (let i = 0; i < ws.length; ++i) {
    for (let j = i + 1; j < ws.length; ++j) {
      const a = ws[i], b = ws[j];
      if (!hasText(a) && !hasText(b)) continue;
      if (overlap(a, b) && !contains(a, b) && !contains(b, a)) {
        problems.push(`${a.name} (${a.x},${a.y} ${a.w}x${a.h}) and ${b.name} (${b.x},${b.y} ${b.w}x${b.h}) overlap`);
      }
    }
  }
  return problems;
}

// After a wheel event: a frame drawn after it (the page draws one for every input), then the UI idle.
async function scrolled(game, before, what) {
  await waitForSnapshot(game, (s) => s.frame > before.frame, `a frame after ${what}`);
  return settle(game.page, before, what);
}

// Scrolls with the wheel until every widget has been seen whole in the viewport (or a scroll moves nothing);
// returns the names never seen whole.
async function unreachable(game, vp) {
  const seen = new Set();
  let snap = await settle(game.page, 0, 'before scrolling');
  const all = new Set(snap.widgets.map((w) => w.name));
  for (let guard = 0; guard < 20; ++guard) {
    for (const w of snap.widgets) if (inside(w, vp)) seen.add(w.name);
    if ([...all].every((n) => seen.has(n))) break;
    const before = JSON.stringify(snap.widgets.map((w) => [w.name, w.y]));
    await game.page.mouse.move(vp.width / 2, vp.height / 2);
    await game.page.mouse.wheel(0, vp.height / 2);
    snap = await scrolled(game, snap, 'scrolling down');
    snap.widgets.forEach((w) => all.add(w.name));
    if (JSON.stringify(snap.widgets.map((w) => [w.name, w.y])) === before) break;  // the end of the scroll
  }
  return [...all].filter((n) => !seen.has(n));
}

test('200% zoom (683x384 CSS px at device scale 2): the lobby and a game fit, buttons 24 px or more, no text overlapped',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'a11y-zoom-200', ZOOM_200, async (game) => {
    const vp = ZOOM_200.viewport;
    const problems = [];
    let snap = await settle(game.page, 0, 'the lobby');
    await shot(game, 'lobby');
    problems.push(...layoutProblems(snap, await mirrorOf(game.page), vp).map((p) => `lobby: ${p}`));
    const lost = await unreachable(game, vp);
    problems.push(...lost.map((n) => `lobby: ${n} is never whole in the viewport, even scrolled`));
    await shot(game, 'lobby-scrolled');
    // Back to the top of the lobby.
    snap = await settle(game.page, 0, 'the lobby scrolled');
    for (let guard = 0; guard < 20 && !inside(find(snap, 'lobby/quick-solo'), vp); ++guard) {
      await game.page.mouse.wheel(0, -vp.height);
      snap = await scrolled(game, snap, 'scrolling up');
    }

    snap = await click(game, 'lobby/quick-solo');
    assert.equal(snap.screen, 'game', describe(snap));
    await game.page.mouse.move(0, 0);  // no tooltip over the game
    snap = await settle(game.page, 0, 'the game');
    await shot(game, 'game');
    const check = async (label) => {
      snap = await settle(game.page, 0, label);
      problems.push(...layoutProblems(snap, await mirrorOf(game.page), vp).map((p) => `${label}: ${p}`));
    };
    await check('game');
    const spots = indexed(snap, 'spot');
    if (snap.facts.spots && spots.length < snap.facts.spots.length) {
      problems.push(`game: ${spots.length} spot widgets for ${snap.facts.spots.length} spots`);
    }
    // A spot taken: tokens in hand.
    const spot = spots.find((w) => w.highlighted);
    if (spot) {
      await click(game, spot);
      await game.page.mouse.move(0, 0);
      await check('game with tokens in hand');
      await shot(game, 'game-hand');
    }
    // The game's layout needs more than 384 px of height: it scrolls, as the lobby does (a widget out of the
    // viewport is fine when a scroll brings it in whole).
    const lostInGame = await unreachable(game, vp);
    problems.push(...lostInGame.map((n) => `game: ${n} is never whole in the viewport, even scrolled`));
    await shot(game, 'game-scrolled');
    // The keyboard's focus on an element out of view scrolls it into view, as a browser does for its own.
    snap = await settle(game.page, 0, 'the game scrolled');
    const hidden = snap.widgets.find((w) => !inside(w, vp) && w.h > 0 && /^(space|button|row)\//.test(w.name));
    if (hidden) {
      await game.page.focus(`#access-mirror [data-widget="${hidden.name}"]`);
      await waitForSnapshot(game, (s) => inside(find(s, hidden.name), vp), `focusing ${hidden.name} scrolls it into view`);
    } else {
      problems.push('game: every widget in view at once, nothing to scroll to');
    }
    console.log(`# 200% zoom: ${problems.length} problem(s)${problems.length ? `:\n#   ${problems.join('\n#   ')}` : ''}`);
    noneOf(problems, 'layout at 200% zoom');
  });
});
