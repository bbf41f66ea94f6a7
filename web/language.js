// The page's language: the game speaks English, French and Spanish. Until the game has loaded, the page
// follows the browser's preferences (navigator.languages) or the language last chosen here; once it runs,
// the game decides (its settings keep a chosen language) and calls apply(). The texts are the table's
// "page.*" keys (assets/strings/page.json), generated into page-strings.js.
(function () {
  var SPOKEN = ['en', 'fr', 'es'];
  var HINT_KEY = 'harmonies-language';  // a copy of the game's language, for the next visit's first words
  var strings = window.harmoniesPageStrings || { en: {} };

  // The first of the browser's languages the game speaks ("fr-CA" is French), else English.
  function pick(tags) {
    for (var i = 0; i < (tags || []).length; ++i) {
      var primary = String(tags[i]).toLowerCase().split(/[-_]/)[0];
      if (SPOKEN.indexOf(primary) >= 0) return primary;
    }
    return 'en';
  }
  function browserLanguage() {
    return pick(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]);
  }
  function hint() {
    try {
      var tag = window.localStorage.getItem(HINT_KEY);
      return SPOKEN.indexOf(tag) >= 0 ? tag : null;
    } catch (e) { return null; }  // storage may be off: the browser's languages then decide
  }

  var current = hint() || browserLanguage();

  // The game's texts in French and Spanish are files beside it (strings-fr.json...; English is in the
  // game): the language a visit starts in is fetched at once, alongside the game, and another when the
  // player chooses it. tag -> { state: 'loading' | 'ready' | 'failed', text }.
  var texts = {};
  function fetchTexts(tag) {
    if (tag === 'en' || SPOKEN.indexOf(tag) < 0) return Promise.resolve();
    var entry = texts[tag];
    if (entry) return entry.done;
    entry = texts[tag] = { state: 'loading', text: '' };
    entry.done = fetch('strings-' + tag + '.json').then(function (response) {
      if (!response.ok) throw new Error(response.status);
      return response.text();
    }).then(function (text) {
      entry.state = 'ready';
      entry.text = text;
    }, function () {
      entry.state = 'failed';
    }).then(function () {
      if (window.Module && Module.calledRun) Module.ccall('harmonies_texts_arrived', null, [], []);
    });
    return entry.done;
  }
  var startTexts = fetchTexts(current);

  function text(key) {
    var table = strings[current] || strings.en;
    return (table && table[key]) || (strings.en && strings.en[key]) || '';
  }

  // Shows the page in `tag`: <html lang>, title, description, the game's label, the status message.
  function show() {
    document.documentElement.lang = current;
    document.title = text('title');
    var description = document.querySelector('meta[name="description"]');
    if (description) description.setAttribute('content', text('description'));
    // The canvas is hidden from assistive technology: its mirror (web/access.js), the page's main landmark,
    // carries the game's name.
    var mirror = document.getElementById('access-mirror');
    if (mirror) mirror.setAttribute('aria-label', text('canvas_label'));
    var status = document.getElementById('status-text');
    // The status shows a message by key (data-text); re-word it in the new language.
    if (status && status.dataset.text) status.textContent = text(status.dataset.text);
  }

  window.harmoniesLanguage = {
    pick: pick,
    // The language the browser's preferences choose (the game's when none was chosen in its settings).
    browser: browserLanguage,
    current: function () { return current; },
    // The game's texts in `tag` (wasm/platform/page.cpp page_texts): the entry, fetched (again) if needed.
    // A failed entry is told once and forgotten, so the next ask (the player choosing it again) fetches again.
    texts: function (tag) {
      var entry = texts[tag];
      if (!entry) { fetchTexts(tag); return texts[tag]; }
      if (entry.state === 'failed') delete texts[tag];
      return entry;
    },
    // The game ran in this browser before (it keeps the language hint on every start): a returning visit.
    visitedBefore: hint() !== null,
    // Settles when the texts of the language the visit starts in are here (or could not be had): the game
    // waits for it before its first frame (index.html).
    startTexts: startTexts,
    text: text,
    // Shows a page message by its key in the status area (and keeps it worded in the page's language).
    say: function (element, key) {
      element.dataset.text = key;
      element.textContent = text(key);
    },
    // The game's language changed (or was decided at start): the page follows, and remembers it.
    apply: function (tag) {
      if (SPOKEN.indexOf(tag) < 0) return;
      current = tag;
      try { window.localStorage.setItem(HINT_KEY, tag); } catch (e) { /* no storage: nothing to remember */ }
      show();
      if (window.harmoniesCheatsheetLanguageChanged) window.harmoniesCheatsheetLanguageChanged();
    }
  };
  show();
})();
