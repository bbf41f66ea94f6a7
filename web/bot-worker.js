// The bots' Web Worker: bots think here, off the page's main thread, so the page never freezes
// (DESIGN.md "Bots never freeze the page"), and game reviews are worked out here too. Started by
// web/bots.js; loads the game's program (harmonies.js/.wasm, never its main(); wasm/bot_worker.cpp) on its
// first request.
//
// A bot's question:
//   Request:  {id, record, level, seed, budgetMs}  record: the game record text (setup + every action so far),
//             level: "easy" | "medium" | "hard", seed: a whole number, budgetMs: the hard bot's time cap (0: none)
//   Answer:   {id, actions, ms}  actions: the rest of the current player's turn as record action codes
//                                (2 characters each, ending with EndTurn); ms: the thinking time
//          or {id, error, ms}    error: why there is no plan; with fatal: true the engine could not be loaded
// A game review (harmonies/review.hpp), one turn at a time: between two turns the worker returns to its
// event loop (setTimeout 0), so a cancel or a bot's question from a live game is handled promptly.
//   Request:  {review: "start", id, record, player, futures}  player: from 0; futures: 1-64 (8: the hard bot's)
//             {review: "cancel", id}                           stops it between two turns; nothing is answered
//   Answers:  {review: "progress", id, done, total}  after the start (done 0) and after each turn
//             {review: "done", id, json, ms, wallMs, turns}  json: review_to_json's text; ms: the engine's time
//                                                            over every turn; wallMs: from the start to the end
//             {review: "error", id, error}          the review cannot be made (fatal: the engine did not load)
// One review at a time: a new start replaces the one under way. {id, total, ms, started, timer, M}
'use strict';

let engine = null;  // a promise of the module
let review = null;  // the review under way

function load() {
  if (!engine) {
    engine = new Promise((resolve, reject) => {
      // The game's own program, without its main() (which draws the page): only the bots' entry points
      // (wasm/bot_worker.cpp) are called. They are in the part of the wasm fetched after the first frame,
      // loaded here by the runtime on the first call (a worker may load it synchronously).
      self.Module = {
        noInitialRun: true,
        printErr: (text) => {
          if (!/^(placeholder function called|instantiated deferred module)/.test(text)) console.warn(text);
        },
        onAbort: (what) => reject(new Error(`the bot engine stopped (${what})`)),
        onRuntimeInitialized: () => resolve({ ccall: (...args) => self.Module.ccall(...args) }),
      };
      importScripts('harmonies.js');  // throws when the file is missing: caught by the promise
    });
  }
  return engine;
}

function plan({ id, record, level, seed, budgetMs }) {
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
}

function stopReview() {
  if (!review) return;
  if (review.timer) clearTimeout(review.timer);
  if (review.M) { try { review.M.ccall('harmonies_review_stop', null, [], []); } catch (err) {} }
  review = null;
}

function reviewFailed(r, error, fatal) {
  if (review === r) review = null;
  self.postMessage({ review: 'error', id: r.id, error, fatal: !!fatal });
}

// One turn of the review under way, then back to the event loop.
function reviewStep(M, r) {
  r.timer = 0;
  if (review !== r) return;  // cancelled or replaced meanwhile
  const t0 = performance.now();
  let done;
  try {
    done = M.ccall('harmonies_review_step', 'number', [], []);
  } catch (err) {
    engine = null;
    reviewFailed(r, `the review engine failed: ${err && err.message || err}`);
    return;
  }
  r.ms += performance.now() - t0;
  if (done < 0) { reviewFailed(r, 'the review was lost by the engine'); return; }
  self.postMessage({ review: 'progress', id: r.id, done, total: r.total });
  if (done < r.total) {
    r.timer = setTimeout(() => reviewStep(M, r), 0);
    return;
  }
  const out = M.ccall('harmonies_review_result', 'string', [], []);
  review = null;
  if (out.startsWith('!')) { reviewFailed(r, out.slice(1)); return; }
  self.postMessage({ review: 'done', id: r.id, json: out, ms: r.ms, wallMs: performance.now() - r.started, turns: r.total });
}

function startReview({ id, record, player, futures }) {
  stopReview();
  const r = { id, total: 0, ms: 0, started: performance.now(), timer: 0 };
  review = r;
  load().then((M) => {
    if (review !== r) return;  // cancelled while the engine loaded
    r.M = M;
    let out;
    try {
      out = M.ccall('harmonies_review_start', 'string', ['string', 'number', 'number'],
                    [String(record), Number(player) || 0, Number(futures) || 8]);
    } catch (err) {
      engine = null;
      reviewFailed(r, `the review engine failed: ${err && err.message || err}`);
      return;
    }
    if (out.startsWith('!')) { reviewFailed(r, out.slice(1)); return; }
    r.total = M.ccall('harmonies_review_total', 'number', [], []);
    self.postMessage({ review: 'progress', id, done: 0, total: r.total });
    r.timer = setTimeout(() => reviewStep(M, r), 0);
  }, (err) => {
    engine = null;
    reviewFailed(r, `the bot engine could not be loaded: ${err && err.message || err}`, true);
  });
}

self.onmessage = (event) => {
  const message = event.data || {};
  if (message.review === 'start') startReview(message);
  else if (message.review === 'cancel') { if (review && review.id === message.id) stopReview(); }
  else plan(message);
};
