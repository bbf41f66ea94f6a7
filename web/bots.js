// Bots, the page's side: sends questions to the bots' Web Worker (web/bot-worker.js) and hands each
// answer to the app (wasm/app/bot_turns.cpp, through harmonies_bot_answer). The worker starts on the first
// question and answers them in order. When Workers are unavailable or the worker cannot load, every
// question is answered with `unavailable` set: the app says so and lets bots think on the page itself.
(function () {
  'use strict';
  var worker = null;
  var broken = '';  // why the worker cannot be used, once known
  var queue = [];   // questions sent and not answered yet, oldest first: {id, message}

  function answer(id, actions, error, ms, unavailable) {
    if (!window.Module || !Module.calledRun) return;
    Module.ccall('harmonies_bot_answer', null, ['number', 'string', 'string', 'number', 'number'],
                 [id, actions || '', error || '', ms || 0, unavailable ? 1 : 0]);
  }

  function fail(why) {
    if (!broken) {
      broken = why;
      try { console.warn('Harmonies: bots cannot think in the background: ' + why); } catch (e) {}
    }
    if (worker) { try { worker.terminate(); } catch (e) {} }
    worker = null;
    var open = queue;
    queue = [];
    open.forEach(function (q) { answer(q.id, '', broken, 0, true); });
  }

  function start() {
    if (worker || broken) return worker;
    if (typeof Worker === 'undefined') { fail('this browser has no Web Workers'); return null; }
    try {
      worker = new Worker('bot-worker.js');
    } catch (err) {
      fail('the bot worker could not be started (' + err + ')');
      return null;
    }
    worker.onmessage = function (event) {
      var d = event.data || {};
      if (d.fatal) { fail(d.error || 'the bot engine could not be loaded'); return; }
      var at = queue.findIndex(function (q) { return q.id === d.id; });
      if (at < 0) return;  // cancelled meanwhile
      queue.splice(at, 1);
      answer(d.id, d.actions, d.error, d.ms, false);
    };
    worker.onerror = function (event) {
      if (event && event.preventDefault) event.preventDefault();
      fail('the bot worker failed' + (event && event.message ? ' (' + event.message + ')' : ' to load'));
    };
    return worker;
  }

  window.harmoniesBots = {
    // Asks for the rest of the current player's turn; the answer comes through harmonies_bot_answer.
    ask: function (id, record, level, seed, budgetMs) {
      var w = start();
      if (!w) { setTimeout(function () { answer(id, '', broken, 0, true); }, 0); return; }
      var message = { id: id, record: record, level: level, seed: seed, budgetMs: budgetMs };
      queue.push({ id: id, message: message });
      w.postMessage(message);
    },
    // Forgets a question (the game moved on or was left). The one being thought about is stopped by
    // replacing the worker; those after it are sent to the new one.
    cancel: function (id) {
      var at = queue.findIndex(function (q) { return q.id === id; });
      if (at < 0) return;
      queue.splice(at, 1);
      if (at > 0 || !worker) return;
      worker.terminate();
      worker = null;
      if (!queue.length) return;
      var w = start();
      if (w) queue.forEach(function (q) { w.postMessage(q.message); });
    },
    available: function () { return !broken; }
  };
})();
