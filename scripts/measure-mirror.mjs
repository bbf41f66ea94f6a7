// The accessible mirror's cost (prints figures; never a pass/fail test): CPU per frame built (the words of every
// widget, the JSON sent to the page) and the page's mirror updates (web/access.js), over three solo turns played by
// clicks, median of 3 games. Run it against two sites served side by side to compare a version without the mirror:
//   E2E_BASE_URL=http://127.0.0.1:8765 node scripts/measure-mirror.mjs
// (serve a site with: python3 -m http.server --bind 127.0.0.1 8765 --directory build/web/site).
import { launchBrowser, openGame, click, snapshot, firstHighlighted, indexed } from '../tests/e2e/lib.mjs';
const sites = [process.env.E2E_BASE_URL || "http://127.0.0.1:8000"];  // lib.mjs reads the same variable
const b = await launchBrowser();
for (const base of sites) {
  process.env.E2E_BASE_URL = base;
  const results = [];
  for (let run = 0; run < 3; ++run) {
    const g = await openGame(b, 'measure', { query: `seed=mirror-cost` , hash: ''});
    await g.page.evaluate(() => {
      window.__m = { ms: 0, n: 0, bytes: 0 };
      const a = window.harmoniesAccess;
      if (!a) return;
      const u = a.update;
      a.update = (t) => { const s = performance.now(); u(t); window.__m.ms += performance.now() - s; window.__m.n++; window.__m.bytes += t.length; };
    });
    const stat = async () => (await g.page.evaluate(() => Module.UTF8ToString(Module._harmonies_frame_stats()))).split(' ').map(Number);
    let s = await click(g, 'lobby/quick-solo');
    const before = await stat();
    for (let turn = 0; turn < 3; ++turn) {
      s = await click(g, firstHighlighted(s, 'spot').name);
      for (let k = 0; k < 3; ++k) {
        s = await click(g, 'hand/0', { quick: true });
        s = await click(g, firstHighlighted(s, 'space').name);
      }
      s = await click(g, 'button/end-turn');
    }
    const after = await stat();
    const m = await g.page.evaluate(() => window.__m);
    const frames = after[0] - before[0];
    results.push({ frames, build_ms_per_frame: (after[3] - before[3]) / frames, total_ms_per_frame: (after[1] - before[1]) / frames,
                   mirror_updates: m.n, mirror_ms_per_update: m.n ? m.ms / m.n : 0, mirror_kb_per_update: m.n ? m.bytes / m.n / 1024 : 0 });
    await g.close();
  }
  const med = (k) => results.map((r) => r[k]).sort((x, y) => x - y)[1];
  console.log(base, JSON.stringify(Object.fromEntries(Object.keys(results[0]).map((k) => [k, Math.round(med(k) * 1000) / 1000]))));
}
await b.close();
