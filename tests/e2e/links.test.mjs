// Share links (engine/include/harmonies/link.hpp): a setup link gives everyone the same game, a game
// link opens a replay, a turn link plays by link between devices, and a broken link never touches the
// saved games.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  CLI, launchBrowser, openGame, withGame, DESKTOP, click, settle, snapshot, find, indexed, placeHand, playTurn,
  describe, assertNoErrors, shot, widget, ARTIFACTS, TEST_TIMEOUT, WAIT_TIMEOUT,
} from './lib.mjs';
import {
  APP_URL, flushed, idbAll, gameKeys, reload, freshLoad, setHash, fragmentOf, position, names, takeSpot, placeOne,
  shareFromMenu, readShareDialog, leaveToLobby, longest,
} from './saves-lib.mjs';


let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => {
  await browser?.close();
  console.log(`# longest share link the app showed: ${longest.length} characters: ${longest.link}`);
});

// Runs the given bodies with games opened in separate fresh contexts (separate profiles), closing all
// of them and checking each for browser errors.
async function withProfiles(list, body) {
  const games = [];
  try {
    for (const [name, options] of list) games.push(await openGame(browser, name, { ...DESKTOP, ...options }));
    await body(...games);
    for (const g of games) assertNoErrors(g, `in ${g.name}`);
  } catch (err) {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    for (const g of games) {
      await g.page.screenshot({ path: path.join(ARTIFACTS, `${g.name}-FAILED.png`), timeout: WAIT_TIMEOUT }).catch(() => {});
      const snap = await snapshot(g).catch((e) => ({ error: String(e) }));
      fs.writeFileSync(path.join(ARTIFACTS, `${g.name}-FAILED.json`),
                       JSON.stringify({ failure: String(err?.stack || err), snapshot: snap, errors: g.errors }, null, 1));
      if (g.errors.length) err.message += `\nbrowser errors in ${g.name}: ${JSON.stringify(g.errors)}`;
    }
    throw err;
  } finally {
    for (const g of games) await g.close();
  }
}

// A game that is new and set up the same way everywhere: the same offer, row, counts and first player.
function assertSameSetup(a, b, label) {
  assert.equal(a.screen, 'game', `${label}: on the game screen; ${describe(a)}`);
  assert.equal(b.screen, 'game', `${label}: on the game screen; ${describe(b)}`);
  assert.equal(b.facts.actions, 0, `${label}: a new game (0 actions); ${describe(b)}`);
  assert.ok(Array.isArray(a.facts.spots) && a.facts.spots.length > 0, `${label}: fact spots lists the central board`);
  assert.ok(Array.isArray(a.facts.row) && a.facts.row.length > 0, `${label}: fact row lists the animal cards`);
  assert.deepEqual(position(b), position(a), `${label}: the same central board, row, pouch, deck and first player`);
  for (const prefix of ['spot', 'row', 'space']) {
    assert.deepEqual(names(b, prefix), names(a, prefix), `${label}: the same ${prefix}/N widgets`);
  }
}

// The rectangle around every widget of a prefix.
function around(snap, prefix) {
  const ws = indexed(snap, prefix);
  const x0 = Math.floor(Math.min(...ws.map((w) => w.x))), y0 = Math.floor(Math.min(...ws.map((w) => w.y)));
  const x1 = Math.ceil(Math.max(...ws.map((w) => w.x + w.w))), y1 = Math.ceil(Math.max(...ws.map((w) => w.y + w.h)));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

async function leaveMouse(game) {
  await game.page.mouse.move(1, 1);
  await settle(game.page, 0, 'moving the mouse away');
}

test('two profiles opening the same setup link get the same game', { timeout: TEST_TIMEOUT }, async () => {
  await withProfiles([['links-setup-origin', {}]], async (origin) => {
    let snap = await click(origin, 'lobby/players-1');
    snap = await click(origin, 'lobby/start');
    assert.equal(snap.screen, 'game', `a 2-player game starts; ${describe(snap)}`);
    const start = snap;
    const link = await shareFromMenu(origin, 'setup');
    assert.match(fragmentOf(link), /^HS1\.2A0\.[^.]+\.[A-Za-z0-9_-]{4}$/, `a setup link: ${link}`);
    await withProfiles([['links-setup-b', { hash: fragmentOf(link) }], ['links-setup-c', { hash: fragmentOf(link) }]],
                       async (b, c) => {
      const sb = await snapshot(b);
      const sc = await snapshot(c);
      assertSameSetup(start, sb, 'profile B vs the sharing profile');
      assertSameSetup(sb, sc, 'profile C vs profile B');
      assert.equal(typeof sb.facts.game_id, 'string', `the setup link started a saved game; ${describe(sb)}`);
      // The same pixels: the central board and the animal row of B and C.
      await leaveMouse(b);
      await leaveMouse(c);
      for (const prefix of ['spot', 'row']) {
        const clip = around(sb, prefix);
        assert.deepEqual(around(sc, prefix), clip, `the ${prefix} area is laid out the same`);
        const pb = await b.page.screenshot({ clip });
        const pc = await c.page.screenshot({ clip });
        if (!pb.equals(pc)) {
          fs.mkdirSync(ARTIFACTS, { recursive: true });
          fs.writeFileSync(path.join(ARTIFACTS, `links-setup-${prefix}-b.png`), pb);
          fs.writeFileSync(path.join(ARTIFACTS, `links-setup-${prefix}-c.png`), pc);
        }
        assert.ok(pb.equals(pc), `the ${prefix} area looks the same pixel for pixel in B and C (see artifacts/)`);
      }
      await shot(b, 'profile-b');
      // The link was used up: the fragment is gone, and a reload resumes the same game (not a new one).
      assert.equal(await b.page.evaluate(() => location.hash), '', 'the setup link is removed from the address');
      const again = await reload(b);
      assert.equal(again.facts.game_id, sb.facts.game_id, `a reload resumes the game the link started; ${describe(again)}`);
      assert.equal(again.facts.actions, 0);
      await flushed(b);
      assert.equal(gameKeys(await idbAll(b)).length, 1, 'one saved game in profile B');
    });
  });
});

test('a broken link leaves the saved game intact', { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'links-broken', DESKTOP, async (game) => {
    await click(game, 'lobby/quick-solo');
    await takeSpot(game);
    await placeOne(game);
    const mid = await placeOne(game);
    const id = mid.facts.game_id;
    const valid = fragmentOf(await shareFromMenu(game, 'game'));
    assert.match(valid, /^HG1\./, `a game link: ${valid}`);
    await flushed(game);
    const stored = await idbAll(game);
    const key = `game/${id}`;
    assert.ok(stored[key], `the game is saved under ${key}`);

    const unchanged = async (label) => {
      await flushed(game);
      const now = await idbAll(game);
      assert.deepEqual(gameKeys(now), gameKeys(stored), `${label}: the same saved games`);
      assert.equal(now[key], stored[key], `${label}: ${key} is byte-identical`);
    };
    const refused = (snap, label) => {
      assert.equal(snap.screen, 'lobby', `${label}: the lobby; ${describe(snap)}`);
      const notices = snap.facts.notices || [];
      assert.ok(notices.some((n) => n.startsWith('This link cannot be opened')),
                `${label}: a notice starting "This link cannot be opened": ${JSON.stringify(notices)}`);
    };
    const continues = async (label) => {
      const snap = await click(game, 'lobby/continue');
      assert.equal(snap.screen, 'game', `${label}: Continue opens the game; ${describe(snap)}`);
      assert.equal(snap.facts.game_id, id, `${label}: Continue resumes the same game`);
      assert.deepEqual(position(snap), position(mid), `${label}: at the same point`);
      assert.equal(indexed(snap, 'hand').length, 1, `${label}: with 1 token in hand`);
    };

    // One character changed (inside the actions): the checksum no longer matches.
    const at = valid.split('.').slice(0, 4).join('.').length - 3;
    const corrupted = valid.slice(0, at) + (valid[at] === 'A' ? 'B' : 'A') + valid.slice(at + 1);
    assert.notEqual(corrupted, valid);

    // 1. Pasted into the address bar of the running game (hashchange): a toast, the game stays.
    let snap = await setHash(game, corrupted);
    await shot(game, 'hashchange-corrupted');
    assert.equal(snap.screen, 'game', `a broken link leaves the game on screen; ${describe(snap)}`);
    assert.equal(snap.facts.game_id, id);
    assert.deepEqual(position(snap), position(mid), 'the game did not change');
    assert.ok(find(snap, 'toast'), `a toast says the link cannot be opened; ${describe(snap)}`);
    await unchanged('after a corrupted link (hashchange)');
    snap = await leaveToLobby(game);
    refused(snap, 'a corrupted link (hashchange), then the lobby');
    await continues('after a corrupted link (hashchange)');
    await unchanged('after continuing');

    // 2. Fresh page loads with a broken fragment: the lobby with a notice.
    const broken = [
      ['a corrupted game link', corrupted],
      ['an unknown version', 'HS9.1A0.x.AAAA'],
      ['plain garbage', 'hello'],
      ['a truncated game link', valid.slice(0, valid.length - 9)],
    ];
    for (const [label, fragment] of broken) {
      snap = await freshLoad(game, `${APP_URL}#${fragment}`);
      if (label === 'an unknown version') await shot(game, 'unknown-version');
      refused(snap, `${label} (fresh load)`);
      assert.equal(find(snap, 'lobby/continue')?.enabled, true, `${label}: Continue is offered; ${describe(snap)}`);
      await unchanged(`${label} (fresh load)`);
      await continues(`${label} (fresh load)`);
    }
    // Dismissing the notice works.
    snap = await freshLoad(game, `${APP_URL}#hello`);
    const count = snap.facts.notices.length;
    snap = await click(game, 'lobby/notice-0/dismiss');
    assert.equal(snap.facts.notices.length, count - 1, `the notice can be dismissed; ${describe(snap)}`);
    await unchanged('at the end');
  });
});

function cli(...args) {
  return execFileSync(CLI, args, { encoding: 'utf8' }).trim();
}

test('a replay link opens the replay viewer; continue from here makes a saved game', { timeout: TEST_TIMEOUT }, async () => {
  assert.ok(fs.existsSync(CLI), `${CLI} exists (cmake --build --preset native)`);
  const played = JSON.parse(cli('play', '--players', '2', '--side', 'A', '--seed', 'e2e-replay-1', '--games', '1'));
  assert.ok(played.finished, 'the CLI finished its game');
  const record = played.record;
  const link = cli('link', 'game', record, '--names', 'Ann,Bob');
  assert.match(link, /^HG1\.2A0\.e2e-replay-1\./, `the CLI made a game link: ${link}`);
  console.log(`# the CLI's replay link (${played.turns} turns, ${record.split('.')[3].length / 2} actions): ` +
              `${link.length} characters after '#'`);
  const recordActions = record.split('.')[3];
  await withGame(browser, 'links-replay', { ...DESKTOP, hash: link }, async (game) => {
    let snap = await snapshot(game);
    await shot(game, 'replay-opened');
    const f = snap.facts;
    assert.equal(snap.screen, 'game', `a game link opens on the game screen; ${describe(snap)}`);
    assert.equal(f.replay_steps, recordActions.length / 2, `replay_steps is the record's action count; ${describe(snap)}`);
    assert.equal(f.replay_step, f.replay_steps, `the replay opens at the last step; ${describe(snap)}`);
    assert.equal(f.replay_turn, f.replay_turns - 1, 'at the last turn');
    assert.equal(f.game_id, undefined, 'a replay is not a saved game');
    const steps = f.replay_steps, turns = f.replay_turns;
    assert.ok(turns > 4, `the game has several turns (${turns})`);
    await flushed(game);
    assert.deepEqual(gameKeys(await idbAll(game)), [], 'opening a replay saves nothing');

    const step = async (name, label) => {
      const s = await click(game, name);
      assert.equal(s.screen, 'game', `${label}; ${describe(s)}`);
      return s.facts;
    };
    let r = await step('replay/back', 'back');
    assert.equal(r.replay_step, steps - 1, 'back: one action back');
    assert.equal(r.actions, steps - 1, 'back: the board shows one action less');
    r = await step('replay/forward', 'forward');
    assert.equal(r.replay_step, steps, 'forward: one action forward');
    r = await step('replay/previous-turn', 'previous turn');
    assert.equal(r.replay_turn, turns - 1, 'previous turn from inside the last turn: to its start');
    const lastStart = r.replay_step;
    assert.ok(lastStart < steps, 'the last turn starts before the end');
    r = await step('replay/previous-turn', 'previous turn again');
    assert.equal(r.replay_turn, turns - 2, 'previous turn again: the turn before');
    const prevStart = r.replay_step;
    assert.ok(prevStart < lastStart);
    r = await step('replay/next-turn', 'next turn');
    assert.equal(r.replay_turn, turns - 1, 'next turn');
    assert.equal(r.replay_step, lastStart, 'next turn: to the start of the next turn');

    // The turn slider: near its left end is turn 1, its middle a middle turn.
    const slider = await widget(game, 'replay/turn');
    const at = async (fraction) => {
      const before = await snapshot(game);
      await game.page.mouse.click(slider.x + slider.w * fraction, slider.y + slider.h / 2);
      return (await settle(game.page, before, `clicking replay/turn at ${fraction}`)).facts;
    };
    r = await at(0.01);
    assert.equal(r.replay_turn, 0, `the slider's left end: the first turn (${JSON.stringify(r)})`);
    assert.equal(r.replay_step, 0, 'the first turn starts at step 0');
    r = await at(0.5);
    const middle = Math.round((turns - 1) / 2);
    assert.ok(Math.abs(r.replay_turn - middle) <= 1, `the slider's middle: turn ${r.replay_turn} near ${middle}`);
    assert.ok(r.replay_step > 0 && r.replay_step < steps, 'a step inside the game');
    const midStart = r.replay_step;
    await shot(game, 'slider-middle');

    // Autoplay advances by itself, and stops when asked.
    // Autoplay advances by itself: wait for two steps (the app's own pace, whatever the machine's load).
    r = await step('replay/play', 'play');
    await game.page.waitForFunction((n) => window.harmonies.snapshot().facts.replay_step >= n, midStart + 2,
                                    { polling: 'raf' });
    // Paused: the app stops asking for frames (autoplay wants one every frame) and the step stays.
    r = await step('replay/play', 'pause');
    await game.page.waitForFunction(() => !window.harmonies.snapshot().busy, null, { polling: 'raf' });
    let s = await snapshot(game);
    assert.equal(s.facts.replay_step, r.replay_step, 'paused: the step stays');

    // The other player's board.
    const other = 1 - s.facts.current_player;
    s = await click(game, `player/${other}`);
    assert.ok(find(s, 'button/back-to-board'), `viewing player ${other}'s board offers "Back to my board"; ${describe(s)}`);
    await shot(game, 'other-board');
    s = await click(game, 'button/back-to-board');
    assert.ok(!find(s, 'button/back-to-board'), 'back to the current board');

    // Continue from a point inside a turn: a new saved local game with exactly those actions.
    r = await step('replay/back', 'back to mid-turn');
    if (r.replay_step === r.replay_steps) r = await step('replay/back', 'back again');
    const from = r.replay_step;
    // The link does not tell who played (no seats): continuing asks, everyone a person by default.
    s = await click(game, 'replay/continue');
    assert.equal(find(s, 'continue/seat1/kind-0')?.selected, true, `who plays each seat: Human by default; ${describe(s)}`);
    s = await click(game, 'continue/start');
    await shot(game, 'continued');
    assert.equal(s.screen, 'game', describe(s));
    assert.equal(s.facts.replay_step, undefined, `the replay controls are gone; ${describe(s)}`);
    assert.equal(s.facts.actions, from, `the new game has exactly replay_step (${from}) actions; ${describe(s)}`);
    assert.equal(typeof s.facts.game_id, 'string', 'the new game is saved');
    assert.equal(await game.page.evaluate(() => location.hash), '', 'the replay link left the address');
    await flushed(game);
    const all = await idbAll(game);
    assert.deepEqual(gameKeys(all), [`game/${s.facts.game_id}`], 'one saved game');
    const saved = JSON.parse(all[`game/${s.facts.game_id}`]);
    assert.equal(saved.kind, 'local', `a local game: ${all[`game/${s.facts.game_id}`]}`);
    assert.deepEqual(saved.names, ['Ann', 'Bob'], 'the seats keep the replay\'s names');
    assert.equal(saved.record.split('.')[3], recordActions.slice(0, from * 2), 'the saved record is the replay\'s prefix');
    const again = await reload(game);
    assert.equal(again.screen, 'game', describe(again));
    assert.equal(again.facts.game_id, s.facts.game_id, 'a reload resumes the continued game');
    assert.equal(again.facts.actions, from, 'with the same actions');
    assert.equal(again.facts.replay_step, undefined, 'not as a replay');
    assert.deepEqual(position(again), position(s), 'at the same point');
    // And it plays on.
    if (indexed(again, 'hand').length) await placeHand(game, 'the continued game');
  });
});

// Plays one whole turn taking the last takeable spot (a different turn from playTurn's).
async function playOtherTurn(game, label) {
  const start = await snapshot(game);
  await takeSpot(game, 'last');
  await placeHand(game, label);
  const snap = await click(game, 'button/end-turn');
  assert.equal(snap.facts.actions > start.facts.actions, true, `${label}: the turn ended; ${describe(snap)}`);
  return snap;
}

// After this device's End turn in a game by link: the share dialog opened by itself with a turn link.
async function sentTurn(game, label) {
  const link = await readShareDialog(game);
  assert.match(fragmentOf(link), /^HT1\./, `${label}: a turn link: ${link}`);
  const snap = await snapshot(game);
  assert.ok(find(snap, 'link/waiting'), `${label}: the game waits for the other player; ${describe(snap)}`);
  assert.ok(find(snap, 'link/send') && find(snap, 'link/play-here'), `${label}: Send and Play it here; ${describe(snap)}`);
  return link;
}

test('play by link between two profiles', { timeout: TEST_TIMEOUT }, async () => {
  await withProfiles([['links-by-link-a', {}]], async (a) => {
    let snap = await click(a, 'lobby/players-1');
    snap = await click(a, 'lobby/where-1');
    assert.ok(find(snap, 'lobby/where-1').selected, `"By link" is selected; ${describe(snap)}`);
    snap = await click(a, 'lobby/start');
    assert.equal(snap.screen, 'game', describe(snap));
    assert.ok(!find(snap, 'link/waiting'), 'this device plays the first turn');
    const id = snap.facts.game_id;
    await playTurn(a, 'A: turn 1');
    const a1 = await sentTurn(a, 'A after turn 1');
    const a1Actions = (await snapshot(a)).facts.actions;
    // link/send shows the same link again.
    await click(a, 'link/send');
    assert.equal((await snapshot(a)).facts.share_link, a1, 'link/send reopens the dialog with the same link');
    await readShareDialog(a);
    await shot(a, 'a-waiting');

    let b1, b1Actions, c1;
    await withProfiles([['links-by-link-b', { hash: fragmentOf(a1) }], ['links-by-link-c', { hash: fragmentOf(a1) }]],
                       async (b, c) => {
      for (const [g, who] of [[b, 'B'], [c, 'C']]) {
        const s = await snapshot(g);
        assert.equal(s.screen, 'game', `${who} opens the turn link in the game; ${describe(s)}`);
        assert.equal(s.facts.actions, a1Actions, `${who} has A's turn`);
        assert.ok(!find(s, 'link/waiting'), `${who} may play the turn; ${describe(s)}`);
        assert.equal(await g.page.evaluate(() => location.hash), '', `${who}: the turn link left the address`);
      }
      await playTurn(b, 'B: turn 2');
      b1 = await sentTurn(b, 'B after turn 2');
      b1Actions = (await snapshot(b)).facts.actions;
      await playOtherTurn(c, 'C: another turn 2');
      c1 = await sentTurn(c, 'C after turn 2');
      assert.notEqual(fragmentOf(c1), fragmentOf(b1), 'C played a different turn from B');
      await flushed(b);
      await flushed(c);
    });

    // A opens B's link on the running page: A's game goes on, and A plays turn 3.
    snap = await setHash(a, fragmentOf(b1));
    assert.equal(snap.screen, 'game', describe(snap));
    assert.equal(snap.facts.game_id, id, 'the same saved game');
    assert.equal(snap.facts.actions, b1Actions, 'with B\'s turn');
    assert.ok(!find(snap, 'link/waiting'), `A may play turn 3; ${describe(snap)}`);
    await playTurn(a, 'A: turn 3');
    await sentTurn(a, 'A after turn 3');
    const a3 = await snapshot(a);
    await flushed(a);
    const stored = await idbAll(a);
    const key = `game/${id}`;

    // B's link again (older than A's game now): A's game as it stands, with a toast.
    snap = await setHash(a, fragmentOf(b1));
    assert.equal(snap.screen, 'game', describe(snap));
    assert.ok(find(snap, 'toast'), `a toast says the link is older; ${describe(snap)}`);
    assert.equal(snap.facts.game_id, id);
    assert.equal(snap.facts.actions, a3.facts.actions, 'the game keeps turn 3');
    assert.ok(find(snap, 'link/waiting'), 'and still waits for the other player');
    await flushed(a);
    let now = await idbAll(a);
    assert.equal(now[key], stored[key], 'an older link does not change the saved game');
    assert.deepEqual(gameKeys(now), gameKeys(stored), 'nor the list of saved games');

    // C's diverging turn: refused with a notice, A's game unchanged (a fresh load this time).
    snap = await freshLoad(a, `${APP_URL}#${fragmentOf(c1)}`);
    await shot(a, 'diverging-refused');
    assert.equal(snap.screen, 'lobby', `a diverging link is refused to the lobby; ${describe(snap)}`);
    assert.ok((snap.facts.notices || []).some((n) => n.includes('does not continue your game')),
              `a notice says the link does not continue the game: ${JSON.stringify(snap.facts.notices)}`);
    await flushed(a);
    now = await idbAll(a);
    assert.equal(now[key], stored[key], 'a diverging link does not change the saved game');
    assert.deepEqual(gameKeys(now), gameKeys(stored), 'nor the list of saved games');
    snap = await click(a, 'lobby/continue');
    assert.equal(snap.facts.game_id, id, `Continue resumes A's game; ${describe(snap)}`);
    assert.equal(snap.facts.actions, a3.facts.actions, 'at turn 3');
    assert.ok(find(snap, 'link/waiting'), 'waiting for the other player');
  });
});

test('the daily challenge is the same for everyone today', { timeout: TEST_TIMEOUT }, async () => {
  const today = new Date().toISOString().slice(0, 10);
  await withProfiles([['links-daily-a', {}], ['links-daily-b', {}]], async (a, b) => {
    const sa = await click(a, 'lobby/daily');
    assert.equal(sa.screen, 'game', `the daily challenge starts a game; ${describe(sa)}`);
    assert.equal(sa.facts.players, 1, 'a solo game');
    const la = await shareFromMenu(a, 'setup');
    assert.ok(fragmentOf(la).includes(`.daily-${today}.`), `the setup's seed is daily-${today}: ${la}`);
    const sb = await click(b, 'lobby/daily');
    assertSameSetup(sa, sb, 'the daily challenge in two profiles');
    const lb = await shareFromMenu(b, 'setup');
    assert.equal(fragmentOf(lb), fragmentOf(la), 'the same setup link');
    await flushed(a);
    const saved = JSON.parse(Object.entries(await idbAll(a)).find(([k]) => k.startsWith('game/'))[1]);
    assert.equal(saved.kind, 'daily', 'saved as a daily game');
    // The lobby resumes today's unfinished daily game rather than starting another.
    await takeSpot(a);
    await leaveToLobby(a);
    const again = await click(a, 'lobby/daily');
    assert.equal(again.facts.game_id, sa.facts.game_id, `Daily challenge again resumes today's game; ${describe(again)}`);
    assert.equal(indexed(again, 'hand').length, 3, 'with its tokens in hand');
  });
});
