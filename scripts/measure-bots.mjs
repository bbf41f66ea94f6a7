// Bot speed benchmark (prints figures; never a pass/fail test): how long the
// bots think per turn in the wasm build
//   - in headless Chromium: a game of a hard bot against a medium bot played by
//     the page itself, bots thinking in its Web Worker (the `bot_ms` fact);
//   - under node: `harmonies-cli.js arena` (the same engine, same wasm flags), 2 players and solo
//     (the app offers bots only with 2 or more players, but the solo hard bot's search judges a
//     solo game's review and weighs more turns).
//   node scripts/measure-bots.mjs            (after the web preset is built)
// Environment: TURNS (Chromium bot turns to time, default 24), GAMES (node arena games, default 4).
import { chromium } from 'playwright-core';
import { serveSite } from './serve-site.mjs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const turns = Number(process.env.TURNS) || 24;
const games = Number(process.env.GAMES) || 4;

function stats(list) {
  if (!list.length) return 'no turns timed';
  const sorted = [...list].sort((a, b) => a - b);
  const mean = list.reduce((s, x) => s + x, 0) / list.length;
  return `mean ${mean.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, ` +
         `max ${sorted[sorted.length - 1].toFixed(0)} ms over ${list.length} turns`;
}

async function chromiumFigures() {
  const server = await serveSite();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
           '--ignore-gpu-blocklist'],
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${server.base}?noanim=1&seed=measure-bots`);
  const snap = () => page.evaluate(() => window.harmonies.snapshot());
  await page.waitForFunction(() => { try { return window.harmonies.snapshot().frame > 0; } catch { return false; } });
  // Clicks a widget once the page shows it (the previous click's effect appears a frame later).
  async function click(name) {
    const handle = await page.waitForFunction((n) => window.harmonies.snapshot().widgets.find((x) => x.name === n),
                                              name, { timeout: 10000 });
    const w = await handle.jsonValue();
    await page.mouse.click(w.x + w.w / 2, w.y + w.h / 2);
  }
  // Two seats, both bots: the page plays the whole game by itself.
  await click('lobby/players-1');
  await click('lobby/where-0');
  await click('lobby/seat-0/kind-3');
  await click('lobby/seat-1/kind-2');
  await click('lobby/start');
  await page.waitForFunction(() => window.harmonies.snapshot().screen === 'game');
  const times = { hard: [], medium: [] };
  let thinking = false, thinker = -1;
  const deadline = Date.now() + 10 * 60 * 1000;
  while (times.hard.length + times.medium.length < turns && Date.now() < deadline) {
    const s = await snap();
    if (s.screen !== 'game') break;
    const f = s.facts;
    if (f.bot_thinking && !thinking) thinker = f.current_player;
    if (!f.bot_thinking && thinking && f.bot_ms !== undefined) (thinker === 0 ? times.hard : times.medium).push(f.bot_ms);
    thinking = f.bot_thinking;
    await page.waitForTimeout(15);
  }
  await browser.close();
  server.close();
  return times;
}

const times = await chromiumFigures();
console.log('Bot thinking time per turn, wasm build, this machine');
console.log(`Chromium (Web Worker), hard vs medium, 2 players, side A:`);
console.log(`  hard   ${stats(times.hard)}`);
console.log(`  medium ${stats(times.medium)}`);
console.log(`node (build/web/harmonies-cli.js arena):`);
const out = execFileSync('/usr/bin/node', [join(root, 'build/web/harmonies-cli.js'), 'arena', '--bots', 'hard,medium',
                                          '--games', String(games), '--seed', 'measure-bots'], { encoding: 'utf8' });
for (const line of out.trim().split('\n')) if (line.includes('thinks')) console.log(line);
console.log(`node (build/web/harmonies-cli.js arena --players 1), the hard bot solo:`);
const solo = execFileSync('/usr/bin/node', [join(root, 'build/web/harmonies-cli.js'), 'arena', '--players', '1',
                                           '--bots', 'hard', '--games', String(games), '--seed', 'measure-bots'],
                          { encoding: 'utf8' });
for (const line of solo.trim().split('\n')) if (line.includes('thinks')) console.log(line);
