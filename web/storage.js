// All of the site's IndexedDB code, behind one small key-value API
// (DESIGN.md "The browser app"). Everything kept is small text (settings,
// game records), so the whole store is read into memory once at start and the
// app reads it synchronously; writes update memory at once and reach
// IndexedDB in order, in the background.
//
//   harmoniesStorage.open()        -> Promise, resolves once the store is read (never rejects)
//   harmoniesStorage.status        'ready' | 'unavailable' | 'failed'
//   harmoniesStorage.reason        why it is not 'ready', as a stable code ('' when ready; see REASONS)
//   harmoniesStorage.problem       the same in plain English words (the console, tests)
//   harmoniesStorage.keys(prefix)  the keys starting with prefix, sorted
//   harmoniesStorage.get(key)      the text kept under key, or null
//   harmoniesStorage.put(key, text), .remove(key)
//   harmoniesStorage.pending       writes not yet committed (tests wait for 0)
//   harmoniesStorage.onproblem     called with (reason, problem) when a write fails: the game shows the
//                                  reason in the player's language, so it gets the code, never English
//   harmoniesStorage.takeChanged() the keys other tabs wrote or removed since the last call
//   harmoniesStorage.onchange      called when keys changed behind the app's back: another tab wrote, or
//                                  the storage opened after the game stopped waiting for it (see adopt)
//
// Tabs of the site tell each other what they write (a BroadcastChannel), so a
// game played on in one tab is followed by the others instead of being
// overwritten by them later.
(function () {
  'use strict';
  // The reasons the saves are not kept. The game words each in the player's language; the codes stay as
  // they are (the game maps them to its table of strings).
  //   not_opened   the storage was not opened yet
  //   not_allowed  this browser window does not let the site keep data (no IndexedDB, private mode)
  //   timeout      the browser did not open the storage in time
  //   unreadable   the saved games could not be read
  //   full         the browser has no room left for the site's saves (QuotaExceededError)
  //   refused      the browser refused to save (any other error)
  //   other_tab    another tab upgraded the saved data: this page must be reloaded
  var DB_NAME = 'harmonies';
  var STORE = 'kv';
  var memory = new Map();
  var db = null;
  var changed = [];
  // Keys this page removed while no storage was open: a removal is a write too, so adopt() deletes them
  // from storage that opens late instead of taking them up again.
  var removedUnsaved = new Set();
  var channel = null;
  try { channel = new BroadcastChannel('harmonies-storage'); } catch (e) { channel = null; }

  var api = {
    status: 'unavailable',
    reason: 'not_opened',
    problem: 'the game has not opened its storage yet',
    pending: 0,
    onproblem: null,
    onchange: null,
    open: open,
    keys: function (prefix) {
      var out = [];
      memory.forEach(function (_, key) { if (key.indexOf(prefix) === 0) out.push(key); });
      return out.sort();
    },
    get: function (key) { return memory.has(key) ? memory.get(key) : null; },
    put: function (key, text) {
      memory.set(key, String(text));
      removedUnsaved.delete(key);
      write(function (s) { s.put(String(text), key); });
      tell({ key: key, text: String(text) });
    },
    remove: function (key) {
      memory.delete(key);
      if (!db) removedUnsaved.add(key);
      write(function (s) { s.delete(key); });
      tell({ key: key, text: null });
    },
    takeChanged: function () { var keys = changed; changed = []; return keys; }
  };

  // Only pages whose saves last share them: a page without storage keeps to itself.
  function tell(message) {
    if (channel && db) { try { channel.postMessage(message); } catch (e) { /* another tab misses one update */ } }
  }

  if (channel) {
    channel.onmessage = function (event) {
      var m = event.data;
      if (!db || !m || typeof m.key !== 'string') return;
      if (typeof m.text === 'string') memory.set(m.key, m.text); else memory.delete(m.key);
      changedBehind(m.key);
    };
  }

  function unavailable(reason, why) {
    api.status = 'unavailable';
    api.reason = reason;
    api.problem = why;
    db = null;
  }

  function failed(reason, why) {
    if (api.status === 'failed') return;
    api.status = 'failed';
    api.reason = reason;
    api.problem = why;
    if (api.onproblem) { try { api.onproblem(reason, why); } catch (e) { /* the app reports it itself */ } }
  }

  // A failed write's reason code, and its words.
  function reasonOf(error) {
    return error && error.name === 'QuotaExceededError' ? 'full' : 'refused';
  }
  function describe(error) {
    var name = error && error.name ? error.name : '';
    if (name === 'QuotaExceededError') return 'the browser has no room left for this site\'s saves';
    return 'the browser refused to save (' + (name || 'unknown error') + ')';
  }

  function write(change) {
    if (!db) return;
    api.pending++;
    var tx;
    try {
      tx = db.transaction(STORE, 'readwrite');
      change(tx.objectStore(STORE));
    } catch (e) {
      api.pending--;
      failed(reasonOf(e), describe(e));
      return;
    }
    tx.oncomplete = function () { api.pending--; };
    tx.onabort = tx.onerror = function () {
      api.pending--;
      failed(reasonOf(tx.error), describe(tx.error));
    };
  }

  // Another tab upgrading the database later: step aside instead of blocking it.
  function watch(database) {
    database.onversionchange = function () { database.close(); db = null; failed('other_tab', 'another tab changed the saved data; reload this page'); };
  }

  function changedBehind(key) {
    if (changed.indexOf(key) < 0) changed.push(key);
    if (api.onchange) { try { api.onchange(key); } catch (e) { /* the app polls takeChanged anyway */ } }
  }

  // Every stored (key, text) of `database`, in key order, through visit(key, text); then done(), or
  // unreadable(error) when they cannot be read.
  function readEntries(database, visit, done, unreadable) {
    try {
      var request = database.transaction(STORE, 'readonly').objectStore(STORE).openCursor();
      request.onsuccess = function () {
        var cursor = request.result;
        if (!cursor) { done(); return; }
        if (typeof cursor.value === 'string' && typeof cursor.key === 'string') visit(cursor.key, cursor.value);
        cursor.continue();
      };
      request.onerror = function () { unreadable(request.error); };
    } catch (e) {
      unreadable(e);
    }
  }

  function ready() { api.status = 'ready'; api.reason = ''; api.problem = ''; }

  // The storage opened after the game stopped waiting for it (a slow or busy machine): its saves join
  // what this page holds, what the page wrote or removed meanwhile wins and is written (a game left
  // for the lobby stays left: the stored "open" game is not picked up again), and the app hears of
  // every key it gains as of another tab's writes. Saving goes on from then: nothing played is lost.
  function adopt(database) {
    var found = [];
    // Unreadable, it stays 'unavailable' ('timeout'), as the app was told.
    readEntries(database, function (key, text) { found.push([key, text]); }, function () {
      if (db || api.reason !== 'timeout') { database.close(); return; }
      db = database;
      watch(db);
      ready();
      write(function (s) {
        memory.forEach(function (text, key) { s.put(text, key); });
        removedUnsaved.forEach(function (key) { s.delete(key); });
      });
      found.forEach(function (entry) {
        if (memory.has(entry[0]) || removedUnsaved.has(entry[0])) return;
        memory.set(entry[0], entry[1]);
        if (changed.indexOf(entry[0]) < 0) changed.push(entry[0]);
      });
      removedUnsaved.clear();
      // Once, even with no key gained: the app drops its "not saved" notice.
      if (api.onchange) { try { api.onchange(''); } catch (e) { /* the app polls takeChanged anyway */ } }
    }, function () { database.close(); });
  }

  function readAll(resolve) {
    readEntries(db, function (key, text) { memory.set(key, text); }, function () { ready(); resolve(); }, function (error) {
      unavailable('unreadable', 'the saved games could not be read (' + describe(error) + ')');
      resolve();
    });
  }

  function open() {
    return new Promise(function (resolve) {
      var idb;
      try { idb = window.indexedDB; } catch (e) { idb = null; }
      if (!idb) { unavailable('not_allowed', 'this browser window does not allow the site to keep data'); resolve(); return; }
      var settled = false;
      function done() { if (!settled) { settled = true; resolve(); } }
      // Some private windows never answer: play on without saving rather than wait (and take the storage
      // up if it opens later after all: adopt).
      var timer = setTimeout(function () { unavailable('timeout', 'the browser did not open the site\'s storage in time'); done(); }, 4000);
      var request;
      try {
        request = idb.open(DB_NAME, 1);
      } catch (e) {
        clearTimeout(timer);
        unavailable('not_allowed', 'this browser window does not allow the site to keep data');
        done();
        return;
      }
      request.onupgradeneeded = function () { request.result.createObjectStore(STORE); };
      request.onsuccess = function () {
        clearTimeout(timer);
        if (settled) { adopt(request.result); return; }
        db = request.result;
        watch(db);
        readAll(done);
      };
      request.onerror = function () {
        clearTimeout(timer);
        unavailable('not_allowed', 'this browser window does not allow the site to keep data');
        done();
      };
      request.onblocked = function () { /* waits for other tabs; the timer bounds it */ };
    });
  }

  window.harmoniesStorage = api;
})();
