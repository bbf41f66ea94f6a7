// Bots, the page's side: sends questions to the bots' Web Worker (web/bot-worker.js) and hands each
// answer to the app (wasm/app/bot_turns.cpp, through harmonies_bot_answer). The worker starts on the first
// question and answers them in order. When Workers are unavailable or the worker cannot load, the game's own
// program answers on the page (the same entry points, wasm/bot_worker.cpp), with `unavailable` set so the app
// says so; a hard bot plays at medium strength there (its seconds of thought would freeze the page). The
// bots' code is in the part of the wasm fetched after the first frame, never in the first one.
// Game reviews run in the same worker, one at a time (wasm/app/review_jobs.cpp): their progress and
// result reach the app through harmonies_review_progress and harmonies_review_done. A review never runs
// on the page: without the worker it ends at once with `unavailable` set.
// Why the worker cannot be used reaches the app as a code it words in the player's language
// (wasm/model/error_words.cpp, bots_problem): 'no_workers', 'not_started' or 'not_loaded'. The browser's
// own message, in its language or in English, goes to the console only.
(function () {
  'use strict';
  var worker = null;
  var broken = '';  // why the worker cannot be used, once known: a code (see above)
  var queue = [];   // questions sent and not answered yet, oldest first: {id, message}
  var reviewing = null;  // the review under way in the worker: {id, message}

  // A question answered on the page (no worker): `unavailable` tells the app where it was thought.
  function thinkOnPage(q) {
    // After the call that asked (never inside it): the game's frame is not re-entered.
    setTimeout(function () {
      if (!window.Module || !Module.calledRun) return;
      var level = q.level === 'hard' ? 'medium' : q.level;
      var started = performance.now();
      var out;
      try {
        out = Module.ccall('harmonies_bot_plan', 'string', ['string', 'string', 'number', 'number'],
                           [String(q.record), String(level), Number(q.seed) || 0, 0]);
      } catch (err) {
        out = '!the bot engine failed: ' + (err && err.message || err);
      }
      var ms = performance.now() - started;
      if (out.charAt(0) === '!') answer(q.id, '', out.slice(1), ms, true);
      else answer(q.id, out, '', ms, true);
    }, 0);
  }

  function answer(id, actions, error, ms, unavailable) {
    if (!window.Module || !Module.calledRun) return;
    Module.ccall('harmonies_bot_answer', null, ['number', 'string', 'string', 'number', 'number'],
                 [id, actions || '', error || '', ms || 0, unavailable ? 1 : 0]);
  }

  function reviewProgress(id, done, total) {
    if (!window.Module || !Module.calledRun) return;
    Module.ccall('harmonies_review_progress', null, ['number', 'number', 'number'], [id, done, total]);
  }

  function reviewDone(id, json, error, ms, wallMs, unavailable) {
    if (!window.Module || !Module.calledRun) return;
    Module.ccall('harmonies_review_done', null, ['number', 'string', 'string', 'number', 'number', 'number'],
                 [id, json || '', error || '', ms || 0, wallMs || 0, unavailable ? 1 : 0]);
  }

  // code: why, for the app; detail: what the browser said, for the console.
  function fail(code, detail) {
    if (!broken) {
      broken = code;
      try { console.warn('Harmonies: bots cannot think in the background (' + code + '): ' + detail); } catch (e) {}
    }
    if (worker) { try { worker.terminate(); } catch (e) {} }
    worker = null;
    var open = queue;
    queue = [];
    open.forEach(function (q) { thinkOnPage(q.message); });
    if (reviewing) {
      var lost = reviewing;
      reviewing = null;
      reviewDone(lost.id, '', broken, 0, 0, true);
    }
  }

  // The worker's word on the review under way (older reviews' messages are ignored).
  function reviewMessage(d) {
    if (!reviewing || reviewing.id !== d.id) return;
    if (d.review === 'progress') { reviewProgress(d.id, d.done, d.total); return; }
    reviewing = null;
    if (d.review === 'done') reviewDone(d.id, d.json, '', d.ms, d.wallMs, false);
    else if (d.fatal) { reviewing = { id: d.id }; fail('not_loaded', d.error || 'the bot engine could not be loaded'); }
    else reviewDone(d.id, '', d.error || 'the review failed', 0, 0, false);
  }

  function start() {
    if (worker || broken) return worker;
    if (typeof Worker === 'undefined') { fail('no_workers', 'this browser has no Web Workers'); return null; }
    try {
      worker = new Worker('bot-worker.js');
    } catch (err) {
      fail('not_started', 'the bot worker could not be started (' + err + ')');
      return null;
    }
    worker.onmessage = function (event) {
      var d = event.data || {};
      if (d.review) { reviewMessage(d); return; }
      if (d.fatal) { fail('not_loaded', d.error || 'the bot engine could not be loaded'); return; }
      var at = queue.findIndex(function (q) { return q.id === d.id; });
      if (at < 0) return;  // cancelled meanwhile
      queue.splice(at, 1);
      answer(d.id, d.actions, d.error, d.ms, false);
    };
    worker.onerror = function (event) {
      if (event && event.preventDefault) event.preventDefault();
      fail('not_loaded', 'the bot worker failed' + (event && event.message ? ' (' + event.message + ')' : ' to load'));
    };
    return worker;
  }

  window.harmoniesBots = {
    // Asks for the rest of the current player's turn; the answer comes through harmonies_bot_answer.
    ask: function (id, record, level, seed, budgetMs) {
      var w = start();
      var message = { id: id, record: record, level: level, seed: seed, budgetMs: budgetMs };
      if (!w) { thinkOnPage(message); return; }
      queue.push({ id: id, message: message });
      w.postMessage(message);
    },
    // Forgets a question (the game moved on or was left). The one being thought about is stopped by
    // replacing the worker; those after it are sent to the new one. While a review is under way the
    // worker is kept (its answer, when it comes, is ignored): a bot's thinking is short, a review's is not.
    cancel: function (id) {
      var at = queue.findIndex(function (q) { return q.id === id; });
      if (at < 0) return;
      queue.splice(at, 1);
      if (at > 0 || !worker || reviewing) return;
      worker.terminate();
      worker = null;
      if (!queue.length) return;
      var w = start();
      if (w) queue.forEach(function (q) { w.postMessage(q.message); });
    },
    // Reviews `player`'s turns of the game record over `futures` futures (8: as the hard bot weighs its
    // own turns); replaces a review under way.
    review: function (id, record, player, futures) {
      var w = start();
      if (!w) { setTimeout(function () { reviewDone(id, '', broken, 0, 0, true); }, 0); return; }
      var message = { review: 'start', id: id, record: record, player: player, futures: futures };
      reviewing = { id: id, message: message };
      w.postMessage(message);
    },
    // Stops the review `id` between two of its turns; nothing more is reported for it.
    cancelReview: function (id) {
      if (!reviewing || reviewing.id !== id) return;
      reviewing = null;
      if (worker) worker.postMessage({ review: 'cancel', id: id });
    },
    available: function () { return !broken; }
  };
})();
