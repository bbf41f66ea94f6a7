// The canvas for the keyboard and assistive technology (DESIGN.md "Accessibility"), like Flutter web's
// semantics layer: each frame, the game hands over its named elements (wasm/platform/access_mirror.cpp:
// name, role, words in the page's language, state, rectangle) and this keeps one real element over each
// one's pixels, in the game's order, with `data-widget` = its name in the test hook.
//   - Tab and Shift+Tab move between groups and lone elements; the arrows, Home and End within a group
//     (the board's spaces, the central spots, the hand, the cards); Enter or Space, or a screen reader's
//     click, does what a pointer click does: the game gets a click at the element's centre.
//   - The canvas draws the focus ring (the game is told which element has the focus).
//   - A modal dialog takes the focus and makes the rest of the page inert; its closing gives the focus back.
//   - The mirror follows the screen without stealing the focus: it moves the focus only when the element
//     that had it is gone (to the same name if it comes back, or the first element of the screen).
//   - announce(text) speaks in a polite live region (a bot's turn, a hint, a step back, the result).
// Every word comes from the game (its table of strings); nothing here works out a rule.
(function () {
  'use strict';

  var root = document.createElement('div');
  root.id = 'access-mirror';
  root.setAttribute('role', 'main');  // the page's content is in a landmark (axe: region)
  var live = document.createElement('div');
  live.id = 'access-live';
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  live.className = 'access-hidden';
  var proxy = null;  // the text proxy (index.html): where typing goes while a text field is edited

  var byName = new Map();   // name -> element
  var groups = new Map();   // key -> group container
  var dialogs = [];         // dialog containers, by index in the frame
  var current = null;       // the last tree received
  var focusedName = '';     // the element the keyboard's focus is on ('' when none of ours)
  var ours = false;         // the focus is (or was, before its element went) in the mirror
  var editing = '';         // a text field being edited through the proxy: focus comes back to it
  var openerName = '';      // what had the focus when a dialog opened
  var groupCurrent = new Map();  // group prefix -> the name Tab lands on in it (roving tabindex)
  var said = [];            // every announcement, for the browser tests

  var BUTTON_ROLES = { button: 1, checkbox: 1, radio: 1, tab: 1 };

  function call(name, args) {
    if (!window.Module || !Module.calledRun) return 0;
    var types = args.map(function () { return 'string'; });
    return Module.ccall(name, 'number', types, args);
  }

  // The group a name belongs to: a prefix followed by digits only.
  function groupOf(name, list) {
    for (var i = 0; i < list.length; i++) {
      var p = list[i].prefix;
      if (name.length > p.length && name.lastIndexOf(p, 0) === 0 && /^\d+$/.test(name.slice(p.length))) return list[i];
    }
    return null;
  }

  function makeElement(w) {
    var el;
    if (BUTTON_ROLES[w.role]) {
      el = document.createElement('button');
      el.type = 'button';
      if (w.role !== 'button') el.setAttribute('role', w.role);
    } else {
      el = document.createElement('div');
      if (w.role !== 'text') el.setAttribute('role', w.role);
    }
    el.className = 'access-item';
    el.dataset.widget = w.name;
    el.dataset.role = w.role;
    return el;
  }

  function setAttr(el, name, value) {
    if (value === null || value === undefined) { if (el.hasAttribute(name)) el.removeAttribute(name); }
    else if (el.getAttribute(name) !== String(value)) el.setAttribute(name, String(value));
  }

  function focusable(w) { return w.role !== 'text'; }

  // Brings an element up to date with its entry: words, state, place.
  function refresh(el, w) {
    if (el.dataset.role !== w.role) return false;
    if (w.role === 'textbox') {
      setAttr(el, 'aria-label', w.words);
      if (el.textContent !== w.text) el.textContent = w.text;
    } else if (w.role === 'slider') {
      setAttr(el, 'aria-label', w.words === w.value_words ? null : w.words);
      setAttr(el, 'aria-valuenow', w.value);
      setAttr(el, 'aria-valuemin', w.min);
      setAttr(el, 'aria-valuemax', w.max);
      setAttr(el, 'aria-valuetext', w.value_words);
    } else if (el.textContent !== w.words) {
      el.textContent = w.words;
    }
    setAttr(el, 'aria-disabled', w.disabled ? 'true' : null);
    var state = w.selected ? 'true' : 'false';
    setAttr(el, 'aria-checked', w.role === 'checkbox' || w.role === 'radio' ? state : null);
    setAttr(el, 'aria-selected', w.role === 'tab' ? state : null);
    setAttr(el, 'aria-pressed', w.role === 'button' && w.selected ? 'true' : null);
    setAttr(el, 'aria-expanded', w.expanded === undefined ? null : String(w.expanded));
    var s = el.style;
    s.left = w.x + 'px';
    s.top = w.y + 'px';
    s.width = Math.max(1, w.w) + 'px';
    s.height = Math.max(1, w.h) + 'px';
    return true;
  }

  function groupContainer(key, g) {
    var el = groups.get(key);
    if (!el) {
      el = document.createElement('div');
      el.className = 'access-group';
      groups.set(key, el);
    }
    setAttr(el, 'role', g.role);
    setAttr(el, 'aria-label', g.words || null);
    return el;
  }

  function dialogContainer(i, words) {
    var el = dialogs[i];
    if (!el) {
      el = document.createElement('div');
      el.className = 'access-dialog';
      el.setAttribute('role', 'dialog');
      el.setAttribute('aria-modal', 'true');
      dialogs[i] = el;
    }
    setAttr(el, 'aria-label', words);
    return el;
  }

  // Puts `children` in `parent` in this order, moving as few nodes as it can (a moved node loses the focus).
  function place(parent, children) {
    for (var i = 0; i < children.length; i++) {
      if (parent.children[i] !== children[i]) parent.insertBefore(children[i], parent.children[i] || null);
    }
    while (parent.children.length > children.length) parent.removeChild(parent.lastElementChild);
  }

  // Roving tabindex: one stop per group (its last focused, else chosen, else first element), every lone
  // element its own stop.
  function setStops(tree) {
    var members = new Map();
    tree.widgets.forEach(function (w) {
      var el = byName.get(w.name);
      // Words to read: out of Tab's way, but the focus can be put there (a new screen's first line).
      if (!focusable(w)) { setAttr(el, 'tabindex', '-1'); return; }
      var g = groupOf(w.name, tree.groups);
      if (!g) { setAttr(el, 'tabindex', '0'); return; }
      if (!members.has(g.prefix)) members.set(g.prefix, []);
      members.get(g.prefix).push(w);
    });
    members.forEach(function (list, prefix) {
      var stop = groupCurrent.get(prefix);
      if (!list.some(function (w) { return w.name === stop; })) {
        var chosen = list.filter(function (w) { return w.selected; })[0];
        stop = (chosen || list[0]).name;
        groupCurrent.set(prefix, stop);
      }
      list.forEach(function (w) { setAttr(byName.get(w.name), 'tabindex', w.name === stop ? '0' : '-1'); });
    });
  }

  function firstFocusable(scope) {
    return scope.querySelector('.access-item[tabindex="0"]');
  }

  function update(text) {
    var tree = JSON.parse(text);
    var hadDialogs = current ? current.dialogs.length : 0;
    var newScreen = !!current && current.screen !== tree.screen;
    current = tree;
    var seen = new Set();
    var scopes = [[]];  // [root's children, then each dialog's]
    tree.dialogs.forEach(function () { scopes.push([]); });
    var groupsUsed = new Set();
    tree.widgets.forEach(function (w) {
      seen.add(w.name);
      var el = byName.get(w.name);
      if (!el || !refresh(el, w)) {
        el = makeElement(w);
        refresh(el, w);
        byName.set(w.name, el);
      }
      var scope = scopes[w.dialog === undefined ? 0 : w.dialog + 1];
      var g = groupOf(w.name, tree.groups);
      if (!g) { scope.push(el); return; }
      var key = (w.dialog === undefined ? '' : w.dialog) + '|' + g.prefix;
      var box = groupContainer(key, g);
      if (!groupsUsed.has(key)) {
        groupsUsed.add(key);
        box._members = [];
        scope.push(box);
      }
      box._members.push(el);
    });
    groupsUsed.forEach(function (key) { place(groups.get(key), groups.get(key)._members); });
    tree.dialogs.forEach(function (words, i) { scopes[0].push(dialogContainer(i, words)); place(dialogs[i], scopes[i + 1]); });
    dialogs.length = tree.dialogs.length;
    place(root, scopes[0]);
    byName.forEach(function (el, name) { if (!seen.has(name)) byName.delete(name); });
    groups.forEach(function (el, key) { if (!groupsUsed.has(key)) groups.delete(key); });
    setStops(tree);
    // A modal dialog: the rest is out of reach.
    var top = dialogs[dialogs.length - 1] || null;
    Array.prototype.forEach.call(root.children, function (child) {
      var inert = top !== null && child !== top;
      if (child.inert !== inert) child.inert = inert;
    });
    followFocus(tree, hadDialogs, newScreen);
  }

  function focusOn(el) {
    if (el && document.activeElement !== el) el.focus({ preventScroll: true });
  }

  // Keeps the keyboard's focus somewhere sensible as the screen changes, never taking it from elsewhere.
  function followFocus(tree, hadDialogs, newScreen) {
    var active = document.activeElement;
    var free = active === document.body || active === null || active === Module.canvas;
    var top = dialogs[dialogs.length - 1] || null;
    if (tree.dialogs.length > hadDialogs && top && (ours || free)) {
      openerName = focusedName;
      focusOn(byName.get(focusedName) && top.contains(byName.get(focusedName)) ? byName.get(focusedName)
                                                                                 : firstFocusable(top));
      return;
    }
    if (!ours || editing || !free) return;
    // A new screen: its first element, words included (a screen reader reads where the player now is; Tab
    // goes on from there).
    var first = root.querySelector('.access-item');
    if (newScreen && !top && first) {
      if (!first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
      focusOn(first);
      return;
    }
    // The element that had the focus is gone (or a dialog closed): the same name, the opener, the first.
    var back = byName.get(focusedName) || (tree.dialogs.length < hadDialogs && byName.get(openerName)) ||
               firstFocusable(top || root);
    if (back) focusOn(back);
  }

  function activate(el) {
    if (!el || el.getAttribute('aria-disabled') === 'true') return;
    call('harmonies_access_activate', [el.dataset.widget]);
  }

  var DIRECTIONS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

  // The element an arrow leads to from `from`, as they lie on screen (a board's spaces in rows and columns,
  // the spots in a column or a row): the nearest in that direction, a straight line counting most.
  function neighbour(items, from, key) {
    var d = DIRECTIONS[key];
    var a = from.getBoundingClientRect();
    var ax = a.left + a.width / 2, ay = a.top + a.height / 2;
    var best = -1, bestScore = Infinity;
    items.forEach(function (c, k) {
      if (c === from) return;
      var b = c.getBoundingClientRect();
      var dx = b.left + b.width / 2 - ax, dy = b.top + b.height / 2 - ay;
      var along = dx * d[0] + dy * d[1], across = Math.abs(dx * d[1] + dy * d[0]);
      if (along <= 1) return;
      var score = along + across * 2;
      if (score < bestScore) { bestScore = score; best = k; }
    });
    return best;
  }

  // The arrows within a group: the next element that way on screen (else, in the game's order), Home and End
  // the group's ends.
  function moveInGroup(el, key) {
    var box = el.parentElement;
    if (!box || !box.classList.contains('access-group')) return false;
    var items = Array.prototype.filter.call(box.children, function (c) { return c.classList.contains('access-item'); });
    var i = items.indexOf(el);
    var to = key === 'Home' ? 0 : key === 'End' ? items.length - 1 : neighbour(items, el, key);
    if (to < 0) to = key === 'ArrowLeft' || key === 'ArrowUp' ? Math.max(0, i - 1) : Math.min(items.length - 1, i + 1);
    items.forEach(function (c, k) { setAttr(c, 'tabindex', k === to ? '0' : '-1'); });
    var g = current && groupOf(items[to].dataset.widget, current.groups);
    if (g) groupCurrent.set(g.prefix, items[to].dataset.widget);
    focusOn(items[to]);
    return true;
  }

  var ARROWS = { ArrowLeft: 1, ArrowRight: 1, ArrowUp: 1, ArrowDown: 1, Home: 1, End: 1 };

  root.addEventListener('keydown', function (e) {
    var el = e.target;
    if (!el.classList || !el.classList.contains('access-item') || e.ctrlKey || e.metaKey || e.altKey) return;
    var role = el.dataset.role;
    if (e.key === 'Tab') { e.stopPropagation(); return; }  // the browser moves the focus; the game must not take it
    if (e.key === 'Enter' || e.key === ' ') {
      e.stopPropagation();  // the game's own Enter (end the turn) is not this element's click
      if (role === 'textbox' || role === 'slider' || role === 'text') {
        e.preventDefault();
        if (role === 'textbox') activate(el);
      }
      return;  // a button: the browser turns Enter and Space into its click
    }
    if (ARROWS[e.key] && role !== 'slider' && moveInGroup(el, e.key)) {
      e.preventDefault();
      e.stopPropagation();
    }
  });
  // A button's Space is released after its click: the game never saw it pressed.
  root.addEventListener('keyup', function (e) {
    if (e.key === ' ' || e.key === 'Enter') e.stopPropagation();
  });
  root.addEventListener('click', function (e) {
    var el = e.target.closest && e.target.closest('.access-item');
    if (el) activate(el);
  });
  root.addEventListener('focusin', function (e) {
    var el = e.target;
    if (!el.classList.contains('access-item')) return;
    ours = true;
    editing = '';
    focusedName = el.dataset.widget;
    var g = current && groupOf(focusedName, current.groups);
    if (g) groupCurrent.set(g.prefix, focusedName);
    call('harmonies_access_focus', [focusedName]);
  });
  root.addEventListener('focusout', function (e) {
    var to = e.relatedTarget;
    if (to && root.contains(to)) return;
    if (to && to === proxy) { editing = focusedName; return; }  // typing into a text field: back after
    var from = e.target;
    function leave() {
      ours = false;
      focusedName = '';
      call('harmonies_access_focus', ['']);
    }
    if (to) { leave(); return; }
    // Nothing took the focus: either its element is being taken away (the screen changed: update() then
    // finds the next one) or the player clicked outside every element. Which one is known once this ends.
    setTimeout(function () {
      if (from.isConnected && !root.contains(document.activeElement)) leave();
    }, 0);
  });

  function announce(text) {
    said.push(text);
    // The same words said twice must change the region, or the second time is not spoken.
    live.textContent = live.textContent === text ? text + '\u00a0' : text;
  }

  // The ring on the canvas shows after keys, not after a pointer or a finger (as a browser's :focus-visible).
  var ringShown = true;
  function showRing(shown) {
    if (shown === ringShown || !window.Module || !Module.calledRun) return;
    ringShown = shown;
    Module.ccall('harmonies_access_show_ring', null, ['number'], [shown ? 1 : 0]);
  }
  window.addEventListener('keydown', function () { showRing(true); }, true);
  window.addEventListener('pointerdown', function () { showRing(false); }, true);
  window.addEventListener('touchstart', function () { showRing(false); }, { capture: true, passive: true });

  function start() {
    document.body.appendChild(root);
    document.body.appendChild(live);
    proxy = document.getElementById('text-proxy');
    if (proxy) {
      proxy.addEventListener('blur', function () {
        var back = editing && byName.get(editing);
        editing = '';
        if (back) setTimeout(function () { if (document.activeElement === document.body) focusOn(back); }, 0);
      });
      // Tab leaves the text field being edited for the next element (the field stops being edited).
      proxy.addEventListener('keydown', function (e) {
        if (e.key !== 'Tab' || !editing) return;
        e.stopPropagation();
        e.preventDefault();
        var from = byName.get(editing);
        editing = '';
        call('harmonies_access_leave_text', []);
        var items = Array.prototype.slice.call(root.querySelectorAll('.access-item[tabindex="0"]'));
        var i = items.indexOf(from);
        focusOn(items[e.shiftKey ? Math.max(0, i - 1) : Math.min(items.length - 1, i + 1)] || from);
      });
    }
  }
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);

  window.harmoniesAccess = {
    update: update,
    announce: announce,
    said: said,
    // The element mirroring `name` (tests and tools).
    element: function (name) { return byName.get(name) || null; },
  };
})();
