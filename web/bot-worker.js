// The bots' Web Worker: bots think here, off the page's main thread, so the page never freezes
// (DESIGN.md "Bots never freeze the page"). Started by web/bots.js; loads the engine-only build
// bot-engine.js/.wasm (wasm/bot_worker.cpp) on its first request.
//
// Request:  {id, record, level, seed, budgetMs}  record: the game record text (setup + every action so far),
//           level: "easy" | "medium" | "hard", seed: a whole number, budgetMs: the hard bot's time cap (0: none)
// Answer:   {id, actions, ms}  actions: the rest of the current player's turn as record action codes
//                              (2 characters each, ending with EndTurn); ms: the thinking time
//        or {id, error, ms}    error: why there is no plan; with fatal: true the engine could not be loaded
'use strict';

let engine = null;  // a promise of the module

function load() {
  if (!engine) {
    engine = new Promise((resolve, reject) => {
      importScripts('bot-engine.js');  // throws when the file is missing: caught by the promise
      createBotEngine({
        printErr: (text) => console.warn(text),
        onAbort: (what) => reject(new Error(`the bot engine stopped (${what})`)),
      }).then(resolve, reject);
    });
  }
  return engine;
}

self.onmessage = (event) => {
  const { id, record, level, seed, budgetMs } = event.data || {};
  load().then((M) => {
    const started = performance.now();
    let out;
    try {
      out = M.ccall('harmonies_bot_plan', 'string', ['string', 'string', 'number', 'number'],
                    [String(record), String(level), Number(seed) || 0, Number(budgetMs) || 0]);
    } catch (err) {
      engine = null;  // an aborted module is unusable: load a fresh one next time
      self.postMessage({ id, error: `the bot engine failed: ${err && err.message || err}`, ms: performance.now() - started });
      return;
    }
    const ms = performance.now() - started;
    if (out.startsWith('!')) self.postMessage({ id, error: out.slice(1), ms });
    else self.postMessage({ id, actions: out, ms });
  }, (err) => {
    engine = null;
    self.postMessage({ id, error: `the bot engine could not be loaded: ${err && err.message || err}`, fatal: true });
  });
};
