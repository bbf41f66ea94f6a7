// Game review speed (prints figures; never a pass/fail test): how long a whole review takes in headless
// Chromium, by the bots' Web Worker's own clock (the review screen's review_wall_ms and review_ms facts),
// for finished solo and 2-player games of medium bots (8 futures, as the app reviews), and natively
// (harmonies-cli review) for comparison.
//   node scripts/measure-review.mjs [SITE_FOLDER]   (default build/web/site; needs build/native/harmonies-cli)
// Environment: GAMES (games of each kind, default 3), HARMONIES_CLI (another build of the CLI).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite } from './serve-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.resolve(process.argv[2] || path.join(ROOT, 'build/web/site'));
const CLI = process.env.HARMONIES_CLI || path.join(ROOT, 'build/native/harmonies-cli');
const games = Number(process.env.GAMES) || 3;
const server = await serveSite(site);
process.env.E2E_BASE_URL = server.base.replace(/\/$/, '');
const { launchBrowser, openGame, click, DESKTOP } = await import('../tests/e2e/lib.mjs');

const record = (players, seed) => JSON.parse(execFileSync(CLI, ['play', '--players', String(players), '--side', 'A',
  '--seed', seed, '--games', '1', '--bots', players === 1 ? 'medium' : 'medium,medium'], { encoding: 'utf8' })).record;

const browser = await launchBrowser();
for (const players of [1, 2]) {
  const rows = [];
  for (let g = 0; g < games; ++g) {
    const rec = record(players, `measure-review-${players}-${g}`);
    const link = execFileSync(CLI, ['link', 'game', rec], { encoding: 'utf8' }).trim();
    const started = Date.now();
    execFileSync(CLI, ['review', rec], { encoding: 'utf8' });
    const native = Date.now() - started;
    const game = await openGame(browser, `measure-review-${players}-${g}`, { ...DESKTOP, hash: link });
    try {
      await click(game, 'replay/review');
      await game.page.waitForFunction(() => window.harmonies.snapshot().facts.review_state === 'done', null,
                                      { timeout: 600000, polling: 100 });
      const f = (await game.page.evaluate(() => window.harmonies.snapshot())).facts;
      rows.push({ turns: f.review_turns, wall: f.review_wall_ms, engine: f.review_ms, native });
    } finally {
      await game.close();
    }
  }
  const mean = (k) => rows.reduce((s, r) => s + r[k], 0) / rows.length;
  console.log(`${players === 1 ? 'solo' : '2 players'}: ${rows.map((r) => `${r.turns} turns ${r.wall} ms`).join(', ')}`);
  console.log(`  Chromium worker: mean ${mean('wall').toFixed(0)} ms a game (${mean('engine').toFixed(0)} ms judging), ` +
              `${(mean('wall') / mean('turns')).toFixed(0)} ms a turn; native CLI: mean ${mean('native').toFixed(0)} ms a game`);
}
await browser.close();
server.close();
