// The animal cheatsheet: every animal still in the deck, drawn from the
// engine through the bindings (Module.cheatsheet), filtered by the terrains
// its habitat needs. Real HTML over the canvas, so it is keyboard navigable
// and readable by screen readers. Open with the "Animals" button or A.
(function () {
  'use strict';
  var TERRAINS = [
    {name: 'water', label: 'Water', colour: '#3A86C8'},
    {name: 'field', label: 'Field', colour: '#E6C14A'},
    {name: 'mountain', label: 'Mountain', colour: '#8C8F94'},
    {name: 'tree', label: 'Tree', colour: '#4E9A4A'},
    {name: 'building', label: 'Building', colour: '#C4493B'}
  ];
  var COLOUR = {};
  TERRAINS.forEach(function (t) { COLOUR[t.name] = t.colour; });
  var SVG = 'http://www.w3.org/2000/svg';

  var root, list, summary, meaning, errorLine, chips = {}, selected = [], lastFocus = null;

  function element(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // "tree2" -> {family: "tree", height: 2}
  function need(hex) {
    var m = /^([a-z]+)(\d)?$/.exec(hex.need);
    return {family: m[1], height: m[2] ? +m[2] : 0};
  }

  function describe(hex) {
    var n = need(hex);
    if (n.family === 'tree' || n.family === 'mountain') return n.family + ' of height ' + n.height;
    return n.family;
  }

  // The habitat as flat-topped hexes at their axial coordinates.
  function habitat(card) {
    var r = 10, s3 = Math.sqrt(3);
    var pts = card.pattern.map(function (h) { return {x: 1.5 * r * h.q, y: s3 * r * (h.r + h.q / 2), hex: h}; });
    var minX = Math.min.apply(null, pts.map(function (p) { return p.x; })) - r;
    var maxX = Math.max.apply(null, pts.map(function (p) { return p.x; })) + r;
    var minY = Math.min.apply(null, pts.map(function (p) { return p.y; })) - r;
    var maxY = Math.max.apply(null, pts.map(function (p) { return p.y; })) + r;
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', [minX - 2, minY - 2, maxX - minX + 4, maxY - minY + 4].join(' '));
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', 'Habitat: ' + card.pattern.map(describe).join(', ') +
                     '; the cube goes on the ' + describe(card.pattern[card.cube]) + ' hex');
    pts.forEach(function (p, i) {
      var n = need(p.hex);
      var corners = [];
      for (var k = 0; k < 6; ++k) {
        var a = Math.PI / 3 * k;
        corners.push((p.x + 0.94 * r * Math.cos(a)).toFixed(2) + ',' + (p.y + 0.94 * r * Math.sin(a)).toFixed(2));
      }
      var poly = document.createElementNS(SVG, 'polygon');
      poly.setAttribute('points', corners.join(' '));
      poly.setAttribute('fill', COLOUR[n.family]);
      poly.setAttribute('stroke', i === card.cube ? '#2F3A2C' : 'rgba(0,0,0,.25)');
      poly.setAttribute('stroke-width', i === card.cube ? '1.6' : '0.8');
      svg.appendChild(poly);
      // A letter (and height) on each hex: the diagram reads without colour.
      var label = document.createElementNS(SVG, 'text');
      label.setAttribute('x', p.x.toFixed(2));
      label.setAttribute('y', (p.y + 3).toFixed(2));
      label.setAttribute('text-anchor', 'middle');
      label.setAttribute('font-size', '8');
      label.setAttribute('font-weight', 'bold');
      label.setAttribute('fill', n.family === 'field' ? '#5a4a10' : '#fff');
      label.textContent = n.family[0].toUpperCase() + (n.height ? n.height : '');
      svg.appendChild(label);
      if (i === card.cube) {
        var cube = document.createElementNS(SVG, 'rect');
        cube.setAttribute('x', (p.x + r * 0.25).toFixed(2));
        cube.setAttribute('y', (p.y - r * 0.85).toFixed(2));
        cube.setAttribute('width', (r * 0.5).toFixed(2));
        cube.setAttribute('height', (r * 0.5).toFixed(2));
        cube.setAttribute('fill', '#F7F1E3');
        cube.setAttribute('stroke', '#2F3A2C');
        cube.setAttribute('stroke-width', '0.8');
        svg.appendChild(cube);
      }
    });
    return svg;
  }

  function cardItem(card, faceUp) {
    var cubeTerrain = need(card.pattern[card.cube]).family;
    var li = element('li', {'class': 'cs-card' + (faceUp ? ' cs-face-up' : ''), tabindex: '0',
                            'data-slug': card.slug, 'data-status': faceUp ? 'face-up' : 'deck',
                            'aria-label': card.name + (faceUp ? ', face up now' : ', in the deck') +
                              '. Needs ' + card.terrains.join(', ') + '. Ladder ' + card.ladder.join(', ') +
                              '. Cube on ' + describe(card.pattern[card.cube]) + '.'});
    var band = element('div', {'class': 'cs-band', 'aria-hidden': 'true'});
    band.style.background = COLOUR[cubeTerrain];
    li.appendChild(band);
    li.appendChild(element('h3', {}, card.name));
    li.appendChild(habitat(card));
    var ladder = element('div', {'class': 'cs-ladder', 'aria-hidden': 'true'});
    card.ladder.forEach(function (v) { ladder.appendChild(element('span', {}, String(v))); });
    li.appendChild(ladder);
    li.appendChild(element('div', {'class': 'cs-meta', 'aria-hidden': 'true'},
                           'Cube on ' + describe(card.pattern[card.cube])));
    li.appendChild(element('span', {'class': 'cs-status', 'aria-hidden': 'true'}, faceUp ? 'Face up now' : 'In the deck'));
    return li;
  }

  function render() {
    if (!root || root.hidden || !window.Module || !Module.cheatsheet) return;
    var sheet = Module.cheatsheet(selected.slice());
    errorLine.textContent = sheet.error;
    errorLine.hidden = !sheet.error;
    Object.keys(chips).forEach(function (name) {
      chips[name].setAttribute('aria-pressed', selected.indexOf(name) >= 0 ? 'true' : 'false');
    });
    list.textContent = '';
    var where = sheet.inGame ? 'still in the deck' : 'in the deck';
    var filterWords = selected.length ? ' that need ' + selected.join(' and ') : '';
    summary.textContent = sheet.count + (sheet.count === 1 ? ' animal ' : ' animals ') + where + filterWords +
                          (sheet.inGame ? ' · ' + sheet.faceUpCards.length + ' face up' : '');
    summary.setAttribute('data-count', String(sheet.count));
    meaning.textContent = selected.length
      ? 'Showing animals whose habitat needs every chosen terrain.'
      : (sheet.inGame ? 'Every animal not yet face up and not taken.' : 'The whole deck: no game in progress.');
    if (sheet.inGame && sheet.faceUpCards.length) {
      list.appendChild(element('li', {'class': 'cs-section', 'aria-hidden': 'true'}, 'Face up now'));
      sheet.faceUpCards.forEach(function (c) { list.appendChild(cardItem(c, true)); });
      list.appendChild(element('li', {'class': 'cs-section', 'aria-hidden': 'true'}, 'Still in the deck'));
    }
    sheet.cards.forEach(function (c) { list.appendChild(cardItem(c, false)); });
    if (!sheet.count) list.appendChild(element('li', {'class': 'cs-empty'}, 'No animal in the deck needs all of these.'));
  }

  function build() {
    root = element('div', {id: 'cheatsheet', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'cs-title'});
    root.hidden = true;
    var panel = element('div', {'class': 'cs-panel'});
    var head = element('div', {'class': 'cs-head'});
    head.appendChild(element('h2', {id: 'cs-title'}, 'Animals'));
    summary = element('p', {'class': 'cs-summary', 'aria-live': 'polite', id: 'cs-summary'});
    head.appendChild(summary);
    var close = element('button', {'class': 'cs-close', type: 'button', 'aria-label': 'Close the animal list'}, '×');
    close.addEventListener('click', hide);
    head.appendChild(close);
    panel.appendChild(head);
    var group = element('div', {'class': 'cs-chips', role: 'group', 'aria-label': 'Filter by the terrain a habitat needs'});
    TERRAINS.forEach(function (t) {
      var chip = element('button', {'class': 'cs-chip', type: 'button', 'aria-pressed': 'false', 'data-terrain': t.name});
      var dot = element('span', {'class': 'cs-dot', 'aria-hidden': 'true'});
      dot.style.background = t.colour;
      chip.appendChild(dot);
      chip.appendChild(document.createTextNode(t.label));
      chip.addEventListener('click', function () {
        var at = selected.indexOf(t.name);
        if (at >= 0) selected.splice(at, 1); else selected.push(t.name);
        render();
      });
      chips[t.name] = chip;
      group.appendChild(chip);
    });
    var clear = element('button', {'class': 'cs-chip cs-clear', type: 'button', 'data-terrain': ''}, 'All animals');
    clear.addEventListener('click', function () { selected = []; render(); });
    group.appendChild(clear);
    panel.appendChild(group);
    meaning = element('p', {'class': 'cs-meaning'});
    panel.appendChild(meaning);
    errorLine = element('p', {'class': 'cs-error', role: 'alert'});
    errorLine.hidden = true;
    panel.appendChild(errorLine);
    list = element('ul', {'class': 'cs-list', 'aria-label': 'Animal cards'});
    panel.appendChild(list);
    root.appendChild(panel);
    root.addEventListener('click', function (e) { if (e.target === root) hide(); });
    root.addEventListener('keydown', onKey);
    document.body.appendChild(root);
  }

  // Esc closes; Tab stays inside the dialog; arrows move between cards.
  function onKey(e) {
    if (e.key === 'Escape') { e.preventDefault(); hide(); return; }
    if (e.key === 'Tab') {
      var focusable = root.querySelectorAll('button, [tabindex="0"]');
      var first = focusable[0], last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
      return;
    }
    if ((e.key === 'ArrowRight' || e.key === 'ArrowLeft') && document.activeElement.classList.contains('cs-card')) {
      var cards = Array.prototype.slice.call(list.querySelectorAll('.cs-card'));
      var at = cards.indexOf(document.activeElement) + (e.key === 'ArrowRight' ? 1 : -1);
      if (cards[at]) { e.preventDefault(); cards[at].focus(); }
    }
  }

  function show() {
    if (!root) build();
    if (!root.hidden) return;
    lastFocus = document.activeElement;
    root.hidden = false;
    if (window.Module && Module._harmonies_set_overlay) Module._harmonies_set_overlay(1);
    render();
    chips.water.focus();
  }

  function hide() {
    if (!root || root.hidden) return;
    root.hidden = true;
    if (window.Module && Module._harmonies_set_overlay) Module._harmonies_set_overlay(0);
    var canvas = document.getElementById('canvas');
    (lastFocus && lastFocus.focus ? lastFocus : canvas).focus();
  }

  window.harmoniesCheatsheet = {open: show, close: hide, refresh: render,
                                isOpen: function () { return !!root && !root.hidden; }};
  window.harmoniesOnChange = function () { render(); };
})();
