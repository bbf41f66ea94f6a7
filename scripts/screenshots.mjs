// Screenshots of every screen in each language and size, to look at (text that overflows, is clipped or
// wraps badly; a screen that looks unfinished). Not a test: it prints where the pictures went.
//   node scripts/screenshots.mjs [SITE_FOLDER] [OUT_FOLDER]   (default build/web/site, build/screenshots)
// Environment: LANGS (default "en fr es"), SIZES (default "desktop phone"), SCREENS (default all, by name).
// Needs build/native/harmonies-cli for the finished games (end screen, replay) and the side D game; env
// HARMONIES_CLI names another build of it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite } from './serve-site.mjs';
import { recordPrefix, recordAfterTurns, turnsOf } from './record-text.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.resolve(process.argv[2] || path.join(ROOT, 'build/web/site'));
const out = path.resolve(process.argv[3] || path.join(ROOT, 'build/screenshots'));
const server = await serveSite(site);
process.env.E2E_BASE_URL = server.base;
const lib = await import('../tests/e2e/lib.mjs');
const saves = await import('../tests/e2e/saves-lib.mjs');
const { launchBrowser, openGame, DESKTOP, PHONE, click, snapshot, find, indexed, settle } = lib;

const LANGS = (process.env.LANGS || 'en fr es').split(/\s+/).filter(Boolean);
const SIZES = (process.env.SIZES || 'desktop phone').split(/\s+/).filter(Boolean);
const ONLY = (process.env.SCREENS || '').split(/\s+/).filter(Boolean);
const LOCALE = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };
const CLI = process.env.HARMONIES_CLI || path.join(ROOT, 'build/native/harmonies-cli');

// A finished two-player game (the end screen and the replay viewer show it).
const played = JSON.parse(execFileSync(CLI, ['play', '--players', '2', '--side', 'B', '--spirits', '--seed', 'shots-1',
                                             '--games', '1'], { encoding: 'utf8' }));
const replayLink = execFileSync(CLI, ['link', 'game', played.record, '--names', 'Anaïs,Bruno'], { encoding: 'utf8' }).trim();
const finishedSave = JSON.stringify({
  v: 1, id: 'shots-finished', kind: 'local', record: played.record, names: ['Anaïs', 'Bruno'],
  started: Date.now() - 3600e3, updated: Date.now() - 60e3,
});

// A Pulse game whose first row shows two cards with the mirror mark and one Pulse card without it (RULES.md
// "Pulse", symmetry reminder): a setup link of the seed shots-pulse-18.
const pulsePlayed = JSON.parse(execFileSync(CLI, ['play', '--players', '1', '--side', 'A', '--pulse', '--seed',
                                                  'shots-pulse-18', '--games', '1'], { encoding: 'utf8' }));
const pulseLink = execFileSync(CLI, ['link', 'setup', pulsePlayed.record], { encoding: 'utf8' }).trim();
// A finished Pulse game of two medium bots whose score sheets list Pulse cards with the mark and without it.
const pulseEnd = JSON.parse(execFileSync(CLI, ['play', '--players', '2', '--side', 'B', '--spirits', '--pulse', '--seed',
                                               'shots-pulse-2', '--games', '1', '--bots', 'medium,medium'],
                                         { encoding: 'utf8' }));
const pulseSave = JSON.stringify({
  v: 1, id: 'shots-pulse', kind: 'local', record: pulseEnd.record, names: ['Anaïs', 'Bruno'],
  started: Date.now() - 3600e3, updated: Date.now() - 60e3,
});
// A finished solo Pulse game, for the lobby's list of games and its solo bests.
const pulseSolo = JSON.parse(execFileSync(CLI, ['play', '--players', '1', '--side', 'A', '--pulse', '--seed',
                                                'shots-pulse-18', '--games', '1', '--bots', 'medium'],
                                          { encoding: 'utf8' }));
const pulseSoloSave = JSON.stringify({
  v: 1, id: 'shots-pulse-solo', kind: 'local', record: pulseSolo.record, names: ['Anaïs'],
  started: Date.now() - 7200e3, updated: Date.now() - 3600e3,
});

// Finished solo games with every Crescendo module and with one, for the lobby's list of games and its solo
// bests (each configuration its own, "Side D with Pulse, sanctuaries and whispers").
const crescendoSolo = (args, seed) => JSON.parse(execFileSync(CLI, ['play', '--players', '1', ...args, '--seed', seed,
                                                                   '--games', '1', '--bots', 'medium'], { encoding: 'utf8' }));
const crescendoSoloSaves = [
  ['shots-crescendo-solo', crescendoSolo(['--side', 'D', '--pulse', '--sanctuaries', '--whispers'], 'shots-crescendo-solo')],
  ['shots-sanctuaries-solo', crescendoSolo(['--side', 'C', '--sanctuaries'], 'shots-sanctuaries-solo')],
].map(([id, played], i) => [id, JSON.stringify({
  v: 1, id, kind: 'local', record: played.record, names: ['Anaïs'],
  started: Date.now() - (i + 2) * 3600e3, updated: Date.now() - (i + 1) * 3600e3,
})]);

// A side D game part-way (RULES.md "Sides C and D"): a medium bot's solo game stopped in its seventh turn,
// the tokens placed, some dry spaces watered and some still dry, one of them under a field.
const sideD = JSON.parse(execFileSync(CLI, ['play', '--players', '1', '--side', 'D', '--seed', 'shots-side-d',
                                            '--games', '1', '--bots', 'medium'], { encoding: 'utf8' }));
const SIDE_D_ACTIONS = 40;
const sideDSave = JSON.stringify({
  v: 1, id: 'shots-side-d', kind: 'local', record: recordPrefix(sideD.record, SIDE_D_ACTIONS), names: ['Anaïs'],
  started: Date.now() - 600e3, updated: Date.now() - 60e3,
});

// Opens the side D game; returns the snapshot, once it is sure to show both kinds of dry space.
const openSideD = async (game) => {
  await saves.idbPut(game, 'game/shots-side-d', sideDSave);
  await saves.idbPut(game, 'open', 'shots-side-d');
  const snap = await saves.reload(game);
  const { dry_spaces: dry, watered_spaces: watered } = snap.facts;
  if (!dry?.length || !watered?.length) throw new Error(`the side D game shows dry ${dry} and watered ${watered}`);
  return snap;
};

// A Sanctuaries and Whispers game of two medium bots (RULES.md "Crescendo"): finished, for the end screen, and
// stopped at the start of Anaïs's fifth turn, when she has built a sanctuary and placed whisper cubes, and
// holds an unbuilt tile and a whisper card with a cube still to place (both rows still full).
const crescendo = JSON.parse(execFileSync(CLI, ['play', '--players', '2', '--side', 'A', '--sanctuaries', '--whispers',
                                                '--seed', 'shots-crescendo-4', '--games', '1', '--bots', 'medium,medium'],
                                          { encoding: 'utf8' }));
const CRESCENDO_ACTIONS = 61;
const crescendoSave = (id, record) => JSON.stringify({
  v: 1, id, kind: 'local', record, names: ['Anaïs', 'Bruno'], started: Date.now() - 1800e3, updated: Date.now() - 60e3,
});
// A four-player Sanctuaries and Whispers game of medium bots (two seats people), finished for the end screen
// with every final board, and stopped six rounds in at a person's turn for the others' boards (and one on view).
const four = JSON.parse(execFileSync(CLI, ['play', '--players', '4', '--side', 'A', '--sanctuaries', '--whispers',
                                           '--seed', 'shots-four', '--games', '1', '--bots', 'medium,medium,medium,medium'],
                                     { encoding: 'utf8' }));
const fourAt = (() => {
  for (let turns = 24; turns <= turnsOf(four.record); ++turns) {
    const record = recordAfterTurns(four.record, turns);
    if (JSON.parse(execFileSync(CLI, ['check', record], { encoding: 'utf8' })).current_player <= 1) return record;
  }
  throw new Error('the four-player game has no person\'s turn after six rounds');
})();
const fourSave = (id, record) => JSON.stringify({
  v: 1, id, kind: 'local', record, names: ['Anaïs', 'Bruno', 'Lynx (medium)', 'Wren (medium)'],
  bots: ['', '', 'medium', 'medium'], started: Date.now() - 1800e3, updated: Date.now() - 60e3,
});
const openFour = async (game, id, record) => {
  await saves.idbPut(game, `game/${id}`, fourSave(id, record));
  await saves.idbPut(game, 'open', id);
  return saves.reload(game);
};

// Opens the game stopped part-way; returns the snapshot, once it is sure to show every Crescendo piece.
const openCrescendo = async (game) => {
  await saves.idbPut(game, 'game/shots-crescendo', crescendoSave('shots-crescendo',
                                                                  recordPrefix(crescendo.record, CRESCENDO_ACTIONS)));
  await saves.idbPut(game, 'open', 'shots-crescendo');
  const snap = await saves.reload(game);
  const f = snap.facts;
  if (!f.sanctuary_spaces?.length || !f.whisper_spaces?.length || !f.open_tile ||
      !f.held_whispers?.some((w) => w.placed < 2))
    throw new Error(`the Crescendo game lacks a piece: ${JSON.stringify(f)}`);
  return snap;
};

// A finished game of a person (here an easy bot's moves: every verdict turns up) against a medium bot, with
// its review (harmonies-cli review: what the browser's worker computes) kept with it, for the review screens;
// and a hot-seat game without one, for a review under way with its player picker.
const reviewed = JSON.parse(execFileSync(CLI, ['play', '--players', '2', '--side', 'A', '--seed', 'shots-review',
                                               '--games', '1', '--bots', 'easy,medium'], { encoding: 'utf8' }));
const reviewJson = JSON.parse(execFileSync(CLI, ['review', reviewed.record], { encoding: 'utf8' }));
const reviewedSave = JSON.stringify({
  v: 1, id: 'shots-reviewed', kind: 'local', record: reviewed.record, names: ['Anaïs', 'Heron (medium)'],
  bots: ['', 'medium'], started: Date.now() - 3600e3, updated: Date.now() - 60e3,
  reviews: [{ game_turns: turnsOf(reviewed.record), review: reviewJson }],
});
const hotSeatSave = JSON.stringify({
  v: 1, id: 'shots-hot-seat', kind: 'local', record: played.record, names: ['Anaïs', 'Bruno'],
  started: Date.now() - 7200e3, updated: Date.now() - 7000e3,
});
// Opens the kept review from the saved games: the screen shows it at once.
const openReview = async (game) => {
  await saves.idbPut(game, 'game/shots-reviewed', reviewedSave);
  await saves.reload(game);
  await reveal(game, 'history/0/review');
  const snap = await click(game, 'history/0/review');
  if (snap.facts.review_state !== 'done') throw new Error(`the kept review is not shown: ${JSON.stringify(snap.facts)}`);
  return away(game, snap);
};
// The mouse off the screen's pieces, so that no tooltip covers them (a finger is lifted anyway).
const away = async (game, snap) => {
  if (game.touch) return snap;
  await game.page.mouse.move(2, game.page.viewportSize().height - 2);
  return settle(game.page, snap, 'moving the mouse away');
};
// The replay at the review's costliest turn, the suggestion beside the turn played.
const openReviewedTurn = async (game) => {
  const snap = await openReview(game);
  const turn = snap.facts.review_costliest[0];
  await reveal(game, `review/chart/${turn}`);
  return away(game, await click(game, `review/chart/${turn}`));
};

const reveal = async (game, name) => {
  for (let i = 0; i < 20; ++i) {
    const snap = await snapshot(game);
    const w = find(snap, name);
    const vh = game.page.viewportSize().height;
    if (w && w.y >= 0 && w.y + w.h <= vh) return;
    await game.page.mouse.move(game.page.viewportSize().width / 2, vh / 2);
    await game.page.mouse.wheel(0, w && w.y < 0 ? -300 : 300);
    await settle(game.page, snap, `scrolling to ${name}`);
  }
};

// The pointer resting at (x, y): the mouse over it, or a finger held on it (released, it would act).
const hold = async (game, x, y) => {
  if (game.touch) {
    const cdp = await game.page.context().newCDPSession(game.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  } else {
    await game.page.mouse.move(x, y);
  }
};

// Each screen: a name and how to get there from a freshly opened lobby.
const SCREENS = [
  ['lobby', async () => {}],
  // A returning player's lobby: the guided game's offer declined, its button in the rows of links.
  ['lobby-returning', async (g) => { await click(g, 'lobby/tutorial-decline'); }],
  // The guided game's first lesson on the board (wasm/screens/tutorial_coach.cpp).
  ['tutorial', async (g) => {
    await click(g, 'lobby/tutorial');
    await click(g, 'tutorial/next');
    await click(g, 'hint/target');
  }],
  ['lobby-side-d', async (g) => { await click(g, 'lobby/side-3'); }],
  ['lobby-four-players', async (g) => {
    await click(g, 'lobby/players-3');
    for (const seat of [1, 2, 3]) await click(g, `lobby/seat-${seat}/kind-${seat}`);
  }],
  ['lobby-settings', async (g) => { await reveal(g, 'lobby/language-2'); }],
  ['rules', async (g) => { await click(g, 'lobby/rules'); }],
  ['rules-scrolled', async (g) => {
    await click(g, 'lobby/rules');
    const w = find(await snapshot(g), 'rules/window');
    for (let i = 0; i < 4; ++i) {
      await g.page.mouse.move(w.x + w.w / 2, w.y + w.h / 2);
      await g.page.mouse.wheel(0, 600);
    }
    await settle(g.page, 0, 'scrolling the rules');
  }],
  ['rules-sides', async (g) => { await click(g, 'lobby/rules'); await reveal(g, 'rules/watered-mark'); }],
  // How to play's Sanctuaries and Whispers sections, scrolled to each one's pictures.
  ['rules-sanctuaries', async (g) => { await click(g, 'lobby/rules'); await reveal(g, 'rules/sanctuary-example'); }],
  ['rules-whispers', async (g) => { await click(g, 'lobby/rules'); await reveal(g, 'rules/whisper-alone'); }],
  // Nature's Spirits with their pictures, and the keys at the end.
  ['rules-spirits', async (g) => { await click(g, 'lobby/rules'); await reveal(g, 'rules/spirit-cube'); }],
  ['rules-keys', async (g) => { await click(g, 'lobby/rules'); await reveal(g, 'rules/key/replay-play'); }],
  // The lobby's Sanctuaries switch with its tooltip (a finger held on it on a phone).
  ['lobby-sanctuaries-tip', async (g) => {
    await reveal(g, 'lobby/sanctuaries');
    const w = find(await snapshot(g), 'lobby/sanctuaries');
    await hold(g, w.x + w.w / 2, w.y + w.h / 2);
  }],
  ['cheatsheet', async (g) => { await click(g, 'lobby/animals'); await g.page.locator('#cheatsheet').waitFor(); }],
  // Without a game: every sanctuary tile and whisper card after the animals.
  ['cheatsheet-crescendo', async (g) => {
    await click(g, 'lobby/animals');
    await g.page.locator('#cheatsheet .cs-section-tiles').scrollIntoViewIfNeeded();
  }],
  ['game', async (g) => { await click(g, 'lobby/quick-solo'); await saves.takeSpot(g); }],
  ['game-menu', async (g) => { await click(g, 'lobby/quick-solo'); await click(g, 'button/menu'); }],
  ['share', async (g) => {
    await click(g, 'lobby/quick-solo');
    await click(g, 'button/menu');
    await click(g, 'menu/share-setup');
  }],
  ['game-bots', async (g) => { await click(g, 'lobby/quick-bots'); }],
  ['game-pulse', async (g) => { await saves.setHash(g, pulseLink); await saves.takeSpot(g); }],
  ['game-pulse-tooltip', async (g) => {
    // The tooltip of the first card with the mirror mark: both shapes drawn (a long press on a phone).
    const snap = await saves.setHash(g, pulseLink);
    const card = find(snap, `row/${snap.facts.row_mirror_marks.indexOf(true)}`);
    await hold(g, card.x + card.w / 2, card.y + card.h / 2);
    await settle(g.page, snap, 'showing the tooltip');
  }],
  ['game-side-d', async (g) => { await openSideD(g); }],
  ['game-side-d-tooltip', async (g) => {
    // The tooltip of a dry space still dry, under a token (a long press on a phone).
    const snap = await openSideD(g);
    const space = find(snap, `space/${snap.facts.dry_spaces[0]}`);
    await hold(g, space.x + space.w / 2, space.y + space.h / 2);
    await settle(g.page, snap, 'showing the tooltip');
  }],
  ['game-crescendo', async (g) => { await openCrescendo(g); await saves.takeSpot(g); }],
  ['game-crescendo-cards', async (g) => {
    // The held whisper card and tile: on a phone in the Cards tab.
    const snap = await openCrescendo(g);
    if (find(snap, 'tab/cards')) await click(g, 'tab/cards');
    await away(g, await snapshot(g));
  }],
  ['game-crescendo-tooltip', async (g) => {
    // The tooltip of the built sanctuary: what it scores now (a long press on a phone).
    const snap = await openCrescendo(g);
    const space = find(snap, `space/${snap.facts.sanctuary_spaces[0]}`);
    await hold(g, space.x + space.w / 2, space.y + space.h / 2);
    await settle(g.page, snap, 'showing the tooltip');
  }],
  ['game-crescendo-tile-tooltip', async (g) => {
    const snap = await openCrescendo(g);
    const tile = find(snap, 'tile-row/0');
    await hold(g, tile.x + tile.w / 2, tile.y + tile.h / 2);
    await settle(g.page, snap, 'showing the tooltip');
  }],
  ['game-four', async (g) => { await openFour(g, 'shots-four', fourAt); }],
  // Another player's board on view: their score and cards in the panel (a phone: the Cards tab).
  ['game-four-viewing', async (g) => {
    let snap = await openFour(g, 'shots-four', fourAt);
    if (find(snap, 'tab/players')) snap = await click(g, 'tab/players');
    await click(g, snap.widgets.find((w) => w.name.startsWith('player/')).name);
    if (find(snap, 'tab/cards')) await click(g, 'tab/cards');
    await away(g, await snapshot(g));
  }],
  ['end-four', async (g) => { await openFour(g, 'shots-four-end', four.record); }],
  ['end', async (g) => {
    // The page was left on this finished game: it opens again on its end screen.
    await saves.idbPut(g, 'game/shots-finished', finishedSave);
    await saves.idbPut(g, 'open', 'shots-finished');
    await saves.reload(g);
  }],
  ['end-crescendo', async (g) => {
    await saves.idbPut(g, 'game/shots-crescendo-end', crescendoSave('shots-crescendo-end', crescendo.record));
    await saves.idbPut(g, 'open', 'shots-crescendo-end');
    await saves.reload(g);
  }],
  ['end-pulse', async (g) => {
    await saves.idbPut(g, 'game/shots-pulse', pulseSave);
    await saves.idbPut(g, 'open', 'shots-pulse');
    await saves.reload(g);
  }],
  ['lobby-games-pulse', async (g) => {
    await saves.idbPut(g, 'game/shots-pulse', pulseSave);
    await saves.idbPut(g, 'game/shots-pulse-solo', pulseSoloSave);
    await saves.reload(g);
    await reveal(g, 'history/import');
  }],
  ['lobby-games-crescendo', async (g) => {
    for (const [id, text] of crescendoSoloSaves) await saves.idbPut(g, `game/${id}`, text);
    await saves.reload(g);
    await reveal(g, 'history/import');
  }],
  // A game taken off the list: the games set aside opened, with "Bring back".
  ['lobby-games-aside', async (g) => {
    await saves.idbPut(g, 'game/shots-pulse', pulseSave);
    const aside = JSON.parse(pulseSoloSave);
    aside.set_aside = Date.now() - 60e3;
    await saves.idbPut(g, 'game/shots-pulse-solo', JSON.stringify(aside));
    await saves.reload(g);
    await reveal(g, 'history/set-aside');
    await click(g, 'history/set-aside');
    await reveal(g, 'history/aside/0/bring-back');
  }],
  ['replay', async (g) => { await saves.setHash(g, replayLink); }],
  // "Continue from here" on a link that does not tell who played: who plays each seat (one a medium bot).
  ['replay-continue-seats', async (g) => {
    await saves.setHash(g, replayLink);
    await click(g, 'replay/previous-turn');
    await click(g, 'replay/continue');
    await click(g, 'continue/seat1/kind-2');
  }],
  // The game review: its screen (kept with the game), a review under way (a hot-seat game: whose turns), the
  // replay at a reviewed turn (desktop: both boards; phone: the suggestion, then the turn played).
  ['review', async (g) => { await openReview(g); }],
  ['review-turns', async (g) => { await openReview(g); await reveal(g, 'review/turn/10'); }],
  ['review-running', async (g) => {
    await saves.idbPut(g, 'game/shots-hot-seat', hotSeatSave);
    await saves.reload(g);
    await reveal(g, 'history/0/review');
    await click(g, 'history/0/review');
  }],
  ['review-replay', async (g) => { await openReviewedTurn(g); }],
  ['review-replay-played', async (g) => {
    await openReviewedTurn(g);
    if (find(await snapshot(g), 'review/board-0')) await click(g, 'review/board-0');
  }],
  ['review-replay-cards', async (g) => {
    await openReviewedTurn(g);
    if (find(await snapshot(g), 'tab/animals')) await click(g, 'tab/animals');
  }],
  ['lobby-games-reviewed', async (g) => {
    await saves.idbPut(g, 'game/shots-reviewed', reviewedSave);
    await saves.idbPut(g, 'game/shots-hot-seat', hotSeatSave);
    await saves.reload(g);
    await reveal(g, 'history/1/review');
  }],
  ['notice', async (g) => { await saves.setHash(g, 'HG1.broken'); }],
  // "Your record" (wasm/screens/stats.cpp): with no finished game, then with a few.
  ['stats-empty', async (g) => { await click(g, 'lobby/stats'); }],
  ['stats', async (g) => {
    await saves.idbPut(g, 'game/shots-finished', finishedSave);
    await saves.idbPut(g, 'game/shots-pulse-solo', pulseSoloSave);
    for (const [id, text] of crescendoSoloSaves) await saves.idbPut(g, `game/${id}`, text);
    await saves.reload(g);
    await click(g, 'lobby/stats');
  }],
];

// A name in SCREENS that is no screen's would take no picture, silently: refuse it.
const unknown = ONLY.filter((name) => !SCREENS.some(([known]) => known === name));
if (unknown.length) {
  console.error(`SCREENS names no screen called ${unknown.join(', ')}; the screens: ${SCREENS.map(([n]) => n).join(' ')}`);
  server.close();
  process.exit(1);
}

fs.mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
let count = 0;
for (const lang of LANGS) {
  for (const size of SIZES) {
    for (const [name, reach] of SCREENS) {
      if (ONLY.length && !ONLY.includes(name)) continue;
      const options = { ...(size === 'phone' ? PHONE : DESKTOP), locale: LOCALE[lang], touch: size === 'phone' };
      const game = await openGame(browser, `${name}-${lang}-${size}`, options);
      try {
        await reach(game);
        await settle(game.page, 0, name);
        const file = path.join(out, `${name}-${lang}-${size}.png`);
        await game.page.screenshot({ path: file });
        ++count;
      } catch (err) {
        console.log(`${name} ${lang} ${size}: could not be reached: ${err.message.split('\n')[0]}`);
      } finally {
        await game.close();
      }
    }
  }
}
await browser.close();
server.close();
console.log(`${count} screenshots in ${out}`);
if (count === 0) {
  console.error('no screenshot was taken');
  process.exitCode = 1;
}
