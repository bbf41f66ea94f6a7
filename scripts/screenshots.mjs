// Screenshots of every screen in each language and size, to look at (text that overflows, is clipped or
// wraps badly; a screen that looks unfinished). Not a test: it prints where the pictures went.
//   node scripts/screenshots.mjs [SITE_FOLDER] [OUT_FOLDER]   (default build/web/site, build/screenshots)
// Environment: LANGS (default "en fr es"), SIZES (default "desktop phone"), SCREENS (default all, by name).
// Needs build/native/harmonies-cli for the finished game (end screen, replay).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite } from './serve-site.mjs';

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
const CLI = path.join(ROOT, 'build/native/harmonies-cli');

// A finished two-player game (the end screen and the replay viewer show it).
const played = JSON.parse(execFileSync(CLI, ['play', '--players', '2', '--side', 'B', '--spirits', '--seed', 'shots-1',
                                             '--games', '1'], { encoding: 'utf8' }));
const replayLink = execFileSync(CLI, ['link', 'game', played.record, '--names', 'Anaïs,Bruno'], { encoding: 'utf8' }).trim();
const finishedSave = JSON.stringify({
  v: 1, id: 'shots-finished', kind: 'local', record: played.record, names: ['Anaïs', 'Bruno'],
  started: Date.now() - 3600e3, updated: Date.now() - 60e3,
});

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

// Each screen: a name and how to get there from a freshly opened lobby.
const SCREENS = [
  ['lobby', async () => {}],
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
  ['cheatsheet', async (g) => { await click(g, 'lobby/animals'); await g.page.locator('#cheatsheet').waitFor(); }],
  ['game', async (g) => { await click(g, 'lobby/quick-solo'); await saves.takeSpot(g); }],
  ['game-menu', async (g) => { await click(g, 'lobby/quick-solo'); await click(g, 'button/menu'); }],
  ['share', async (g) => {
    await click(g, 'lobby/quick-solo');
    await click(g, 'button/menu');
    await click(g, 'menu/share-setup');
  }],
  ['game-bots', async (g) => { await click(g, 'lobby/quick-bots'); }],
  ['end', async (g) => {
    // The page was left on this finished game: it opens again on its end screen.
    await saves.idbPut(g, 'game/shots-finished', finishedSave);
    await saves.idbPut(g, 'open', 'shots-finished');
    await saves.reload(g);
  }],
  ['replay', async (g) => { await saves.setHash(g, replayLink); }],
  ['notice', async (g) => { await saves.setHash(g, 'HG1.broken'); }],
];

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
