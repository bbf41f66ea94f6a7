// The table in view: the others' boards big enough to read at 1366x768 (2-4 players, sides A and B, with
// Sanctuaries and Whispers), another player's board on view with their score and cards beside it, and the end
// screen with every final board beside the score sheet (a desktop) or under it (a phone).
// Each test opens a saved position (a game of medium bots played by harmonies-cli), never a whole game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CLI, launchBrowser, withGame, DESKTOP, PHONE, click, find, indexed, describe, shot, TEST_TIMEOUT } from './lib.mjs';
import { idbPut, reload } from './saves-lib.mjs';
import { recordAfterTurns as afterTurns } from '../../scripts/record-text.mjs';

// Wide enough to read a stack's height and colour (at 1366x768 they were about 45 px wide with 4 players).
const MIN_OPPONENT_BOARD = 150;

const played = (players, args, seed) => JSON.parse(execFileSync(CLI, [
  'play', '--players', String(players), ...args, '--seed', seed, '--games', '1',
  '--bots', Array(players).fill('medium').join(','),
], { encoding: 'utf8' }).split('\n')[0]).record;

const NAMES = ['Anaïs', 'Bruno', 'Lynx (medium)', 'Wren (medium)'];
async function openSaved(game, id, record, players) {
  await idbPut(game, `game/${id}`, JSON.stringify({
    v: 1, id, kind: 'local', record, names: NAMES.slice(0, players), bots: ['', '', 'medium', 'medium'].slice(0, players),
    started: Date.now() - 3600e3, updated: Date.now() - 60e3,
  }));
  await idbPut(game, 'open', id);
  return reload(game);
}

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (w, width, height) => w.x >= 0 && w.y >= 0 && w.x + w.w <= width + 0.5 && w.y + w.h <= height + 0.5;
// The player's own board: the box of its spaces.
function ownBoard(snap) {
  const spaces = indexed(snap, 'space');
  const x = Math.min(...spaces.map((w) => w.x)), y = Math.min(...spaces.map((w) => w.y));
  return { x, y, w: Math.max(...spaces.map((w) => w.x + w.w)) - x, h: Math.max(...spaces.map((w) => w.y + w.h)) - y };
}

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// Games of medium bots stopped after six rounds, a person's turn on screen (seats 0 and 1 are people).
const GAMES = [
  { players: 2, args: ['--side', 'A'], seed: 'e2e-table-2' },
  { players: 3, args: ['--side', 'B', '--spirits'], seed: 'e2e-table-3' },
  { players: 4, args: ['--side', 'A', '--sanctuaries', '--whispers'], seed: 'e2e-table-4' },
  { players: 4, args: ['--side', 'B', '--sanctuaries', '--whispers', '--pulse'], seed: 'e2e-table-4b' },
];

test('1366x768: the others\' boards are readable beside the player\'s, and one on view shows its score and cards',
     { timeout: TEST_TIMEOUT }, async () => {
  await withGame(browser, 'table-opponents', { ...DESKTOP }, async (game) => {
    for (const { players, args, seed } of GAMES) {
      const what = `${players} players ${args.join(' ')}`;
      const record = played(players, args, seed);
      // Six rounds in, at a person's turn (a bot's seat would play on its own).
      let turns = 6 * players;
      while (JSON.parse(execFileSync(CLI, ['check', afterTurns(record, turns)], { encoding: 'utf8' })).current_player > 1)
        ++turns;
      let snap = await openSaved(game, seed, afterTurns(record, turns), players);
      assert.equal(snap.screen, 'game', `${what}: the game is on screen; ${describe(snap)}`);
      const me = snap.facts.current_player;
      const myScore = snap.facts.score;
      const own = ownBoard(snap);
      const panel = find(snap, 'score/total');
      const row = find(snap, 'row/0');
      const others = [...Array(players).keys()].filter((i) => i !== me);
      const widths = [];
      for (const i of others) {
        const board = find(snap, `opponent/board${i}`);
        const slot = find(snap, `player/${i}`);
        assert.ok(board && slot, `${what}: player ${i}'s board is on screen; ${describe(snap)}`);
        widths.push(Math.round(board.w));
        assert.ok(board.w >= MIN_OPPONENT_BOARD, `${what}: player ${i}'s board is ${board.w} px wide`);
        assert.ok(inside(slot, 1366, 768), `${what}: player ${i}'s board lies on the screen`);
        assert.ok(!overlaps(slot, own), `${what}: player ${i}'s board is clear of the player's own`);
        assert.ok(!overlaps(slot, row) && slot.x + slot.w <= panel.x, `${what}: and of the cards and the panel`);
        for (const j of others) {
          if (j !== i) assert.ok(!overlaps(slot, find(snap, `player/${j}`)), `${what}: boards ${i} and ${j} apart`);
        }
      }
      // The player's own board stays the biggest on the table (the box of its spaces, narrower than the board).
      assert.ok(own.w > Math.max(...widths), `${what}: the player's board (${own.w} px) stays the big one`);
      console.log(`# ${what}: the others' boards ${widths.join(', ')} px wide, the player's ${Math.round(own.w)} px`);

      // Another player's board on view: their score by category and their cards, read only.
      const other = others[0];
      snap = await click(game, `player/${other}`);
      assert.equal(snap.facts.viewed_player, other, `${what}: player ${other}'s board is on view; ${describe(snap)}`);
      assert.ok(find(snap, 'button/back-to-board'), `${what}: with a way back`);
      assert.ok(find(snap, 'viewed/score/total') && find(snap, 'viewed/score/Trees'),
                `${what}: the panel shows their score; ${describe(snap)}`);
      const lines = snap.facts.viewed_score_lines;
      assert.ok(lines && 'Animals' in lines && 'Water' in lines, `${what}: by category: ${JSON.stringify(lines)}`);
      if (args.includes('--sanctuaries')) assert.ok('Sanctuaries' in lines && 'Whispers' in lines, `${what}: modules too`);
      const sum = Object.values(lines).reduce((a, b) => a + b, 0);
      assert.equal(Number(snap.facts.viewed_score), sum, `${what}: the total is the sum of the lines`);
      const cards = snap.widgets.filter((w) => /^viewed\/held(-whisper|-tile)?\//.test(w.name));
      assert.ok(cards.length > 0, `${what}: their cards are shown; ${describe(snap)}`);
      assert.ok(cards.every((w) => !w.enabled), `${what}: read only`);
      assert.ok(!find(snap, 'held/0'), `${what}: the current player's cards make way for theirs`);
      assert.equal(snap.facts.score, myScore, `${what}: the score fact stays the current player's`);
      await shot(game, `${players}-${seed}-viewing`);
      snap = await click(game, 'button/back-to-board');
      assert.ok(!find(snap, 'viewed/score/total') && find(snap, 'score/total'), `${what}: back to the player's own`);
    }
  });
});

// Every final board, labelled, beside the sheet or under it, none over the sheet or another.
function checkEndBoards(snap, players, beside, what) {
  const sheet = find(snap, 'end/sheet');
  assert.ok(sheet, `${what}: the score sheet; ${describe(snap)}`);
  const boards = [...Array(players).keys()].map((i) => find(snap, `end/board${i}`));
  boards.forEach((b, i) => {
    assert.ok(b, `${what}: end/board${i} is drawn; ${describe(snap)}`);
    assert.ok(b.w >= 150 && b.h >= 120, `${what}: end/board${i} is ${b.w}x${b.h}`);
    assert.ok(!overlaps(b, sheet), `${what}: end/board${i} is clear of the sheet`);
    if (beside) assert.ok(b.x >= sheet.x + sheet.w, `${what}: end/board${i} is beside the sheet`);
    else assert.ok(b.y >= sheet.y + sheet.h, `${what}: end/board${i} is under the sheet`);
    boards.forEach((c, j) => { if (j !== i) assert.ok(!overlaps(b, c), `${what}: boards ${i} and ${j} apart`); });
  });
  return boards;
}

test('the end screen shows every final board beside the score sheet (desktop) and under it (phone)',
     { timeout: TEST_TIMEOUT }, async () => {
  const record = played(3, ['--side', 'A', '--sanctuaries', '--whispers'], 'e2e-table-end');
  await withGame(browser, 'table-end-desktop', { ...DESKTOP }, async (game) => {
    const snap = await openSaved(game, 'e2e-table-end', record, 3);
    assert.equal(snap.screen, 'end', `the finished game opens on its end screen; ${describe(snap)}`);
    const boards = checkEndBoards(snap, 3, true, 'desktop');
    for (const b of boards) assert.ok(inside(b, 1366, 768), 'every board is in view at once');
    console.log(`# end screen 1366x768: boards ${boards.map((b) => `${Math.round(b.w)}x${Math.round(b.h)}`).join(', ')}`);
    await shot(game, 'end-desktop');
  });
  await withGame(browser, 'table-end-phone', { ...PHONE, touch: true }, async (game) => {
    const snap = await openSaved(game, 'e2e-table-end', record, 3);
    assert.equal(snap.screen, 'end', `the finished game opens on its end screen; ${describe(snap)}`);
    const heading = find(snap, 'end/boards-heading');
    assert.ok(heading && heading.y + heading.h <= 844, `the boards' heading shows in the first view; ${describe(snap)}`);
    checkEndBoards(snap, 3, false, 'phone');
    await shot(game, 'end-phone');
  });
});
