// The hint's speed at phone size (prints figures; never a pass/fail test): a solo game on a 390x844 phone
// (deviceScaleFactor 3, touch, headless Chromium with software GL), HINTS times in a row: tap "Hint", wait
// for the frame that shows it, follow it (tap what it outlines), and so on. For each hint: from the tap
// reaching the page to the first frame drawn with the hint, and where that time went: the tap to the
// question posted to the bots' worker (the app's frames), the worker's answer (engine loading on the first
// question, the bot's thinking by its own clock), the answer to the frame showing it.
//   node scripts/measure-hint.mjs [SITE_FOLDER]   (default build/web/site; needs build/native/harmonies-cli)
// Each hint is asked once the page is idle (no frame for a few animation frames), as a person who looked at
// the board first would: the frames an action asks for after it is drawn are not counted in the hint's time.
// Environment: HINTS (default 20), SEED (the solo game's seed, side A, default measure-hint), HARMONIES_CLI.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite } from './serve-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.resolve(process.argv[2] || path.join(ROOT, 'build/web/site'));
const hints = Number(process.env.HINTS) || 20;
const seed = process.env.SEED || 'measure-hint';
const CLI = process.env.HARMONIES_CLI || path.join(ROOT, 'build/native/harmonies-cli');
const record = JSON.parse(execFileSync(CLI, ['play', '--players', '1', '--side', 'A', '--seed', seed, '--games', '1'],
                                       { encoding: 'utf8' })).record;
const link = execFileSync(CLI, ['link', 'setup', record], { encoding: 'utf8' }).trim();
const server = await serveSite(site);
process.env.E2E_BASE_URL = server.base.replace(/\/$/, '');
const { launchBrowser, openGame, tap, snapshot, find, describe, PHONE, WAIT_TIMEOUT } = await import('../tests/e2e/lib.mjs');

// In the page, before its scripts: the time of each touch, and of each bot question and answer.
function watch() {
  const w = { touches: [], posted: new Map(), answered: new Map() };
  window.hintWatch = w;
  addEventListener('touchstart', () => {
    let frame = -1;
    try { frame = window.harmonies.snapshot().frame; } catch (e) {}
    w.touches.push({ at: performance.now(), frame });
  }, true);
  const Real = window.Worker;
  window.Worker = class extends Real {
    postMessage(m, ...rest) {
      if (m && m.level) w.posted.set(m.id, performance.now());
      return super.postMessage(m, ...rest);
    }
    set onmessage(fn) {
      super.onmessage = (event) => {
        const d = event.data || {};
        if (d.id !== undefined && !d.review) w.answered.set(d.id, { at: performance.now(), ms: d.ms });
        return fn.call(this, event);
      };
    }
    get onmessage() { return super.onmessage; }
  };
}

// Starts watching, in the page, frame by frame, for the first frame that shows a hint (before the tap, so
// the frame is seen when drawn and not when the tap's own waiting ends).
async function watchForHint(page) {
  await page.evaluate((timeout) => {
    const w = window.hintWatch;
    w.ids = new Set(w.posted.keys());
    w.shown = null;
    const start = performance.now();
    (function look() {
      const snap = window.harmonies.snapshot();
      if (snap.facts.hint !== null && snap.facts.hint !== undefined) {
        w.shown = { at: performance.now(), frame: snap.frame };
        return;
      }
      if (performance.now() - start < timeout) requestAnimationFrame(look);
    })();
  }, WAIT_TIMEOUT);
}

// Waits for the hint's frame; returns the phases (ms).
async function timeHint(page) {
  await page.waitForFunction(() => window.hintWatch.shown, null, { polling: 50 });
  return page.evaluate(() => {
    const w = window.hintWatch;
    const { at: touched, frame: touchFrame } = w.touches[w.touches.length - 1];
    const shown = w.shown.at;
    // The latest question posted after the tap (the hint's).
    let id = -1;
    for (const [k, t] of w.posted) if (t >= touched && k > id) id = k;
    const posted = w.posted.get(id), answer = w.answered.get(id);
    return {
      total: shown - touched,
      toPost: posted !== undefined ? posted - touched : NaN,
      worker: answer && posted !== undefined ? answer.at - posted : NaN,
      thinking: answer ? answer.ms : NaN,
      toFrame: answer ? shown - answer.at : NaN,
      fresh: !w.ids.size,
      frames: w.shown.frame - touchFrame,  // frames drawn after the touch, the hint's included
    };
  });
}

// Waits until the page draws no frame for 5 animation frames in a row.
async function idle(page) {
  await page.evaluate(async () => {
    let last = window.harmonies.snapshot().frame, still = 0;
    while (still < 5) {
      await new Promise((r) => requestAnimationFrame(r));
      const now = window.harmonies.snapshot().frame;
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

// Follows the hint shown: its target (switching the phone's tab to it when hidden), the token in hand first if
// the hint outlines one that is not selected.
async function follow(game, snap) {
  const hand = find(snap, 'hint/hand');
  if (hand) {
    const token = snap.widgets.find((x) => /^hand\/\d$/.test(x.name) && x.x === hand.x && x.y === hand.y);
    if (!token || !token.selected) snap = await tap(game, hand);
  }
  const card = find(snap, 'hint/card');
  if (card) {
    const held = snap.widgets.find((x) => /^held(-whisper)?\//.test(x.name) && x.x === card.x && x.y === card.y);
    if (held && !held.selected) snap = await tap(game, held);
  }
  let target = find(snap, 'hint/target');
  for (const tab of ['tab/animals', 'tab/cards']) {
    if (target) break;
    snap = await tap(game, tab);
    target = find(snap, 'hint/target');
  }
  if (!target) throw new Error(`no outlined target for ${snap.facts.hint}; ${describe(snap)}`);
  return tap(game, target);
}

const browser = await launchBrowser();
const game = await openGame(browser, 'measure-hint', { ...PHONE, touch: true, initScript: watch, hash: link });
const rows = [];
try {
  let snap = await snapshot(game);
  if (snap.screen !== 'game') throw new Error(`the setup link did not start a game; ${describe(snap)}`);
  for (let i = 0; i < hints && snap.screen === 'game'; ++i) {
    await idle(game.page);
    await watchForHint(game.page);
    await tap(game, 'button/hint', { quick: true });
    const t = await timeHint(game.page);
    snap = await snapshot(game);
    rows.push({ ...t, hint: snap.facts.hint });
    const asked = Number.isNaN(t.worker) ? 'known already (no question)'
      : `tap to question ${t.toPost.toFixed(0)}, worker ${t.worker.toFixed(0)} of which thinking ` +
        `${Number(t.thinking).toFixed(0)}, answer to frame ${t.toFrame.toFixed(0)}`;
    console.log(`hint ${String(i + 1).padStart(2)}: ${t.total.toFixed(0).padStart(5)} ms in ${t.frames} frames  (${asked})  ` +
                `${snap.facts.hint}${t.fresh ? '  [first question: the worker starts]' : ''}`);
    snap = await follow(game, snap);
  }
} finally {
  await game.close();
  await browser.close();
  server.close();
}
const sorted = rows.map((r) => r.total).sort((a, b) => a - b);
const perFrame = rows.reduce((sum, r) => sum + r.total, 0) / rows.reduce((sum, r) => sum + Math.max(1, r.frames), 0);
const median = (a) => (a.length % 2 ? a[(a.length - 1) / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2);
const mid = (k) => median(rows.map((r) => r[k]).filter((v) => !Number.isNaN(v)).sort((a, b) => a - b));
console.log(`${rows.length} hints at 390x844 (DPR 3): median ${median(sorted).toFixed(0)} ms, slowest ` +
            `${sorted.at(-1).toFixed(0)} ms; medians of the parts: tap to question ${mid('toPost').toFixed(0)} ms, ` +
            `worker ${mid('worker').toFixed(0)} ms (thinking ${mid('thinking').toFixed(0)} ms), answer to frame ` +
            `${mid('toFrame').toFixed(0)} ms (questions asked: ${rows.filter((r) => !Number.isNaN(r.worker)).length}); ` +
            `median ${mid('frames')} frames a hint, ${perFrame.toFixed(0)} ms a frame`);
