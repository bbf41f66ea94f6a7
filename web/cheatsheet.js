// The animal cheatsheet: every animal still in the deck, drawn from the
// engine through the bindings (Module.cheatsheet), filtered by the terrains
// its habitat needs. Real HTML over the canvas, so it is keyboard navigable
// and readable by screen readers. Open with the "Animals" button or A.
// Pulse cards (RULES.md "Pulse") carry a "Pulse" badge; one whose mirror image is a different shape
// (the symmetry reminder) also carries the mirror mark and shows both shapes side by side.
// With Crescendo's Sanctuaries and Whispers (RULES.md "Crescendo"), the tiles and whisper cards not yet taken
// follow the animals (all of them without a game): a tile drawn as the stack it allows (its top colour on its
// bottom colour) and named by it, a whisper card by its terrain; the terrain filter keeps a tile whose two
// colours top every chosen terrain and a whisper card whose terrain is the chosen one (the engine decides).
// Every word comes from the game's table of strings (Module.text, Module.textCount: assets/strings/sheet.json
// and common.json), in the game's language; the game tells the page when that changes.
(function () {
  'use strict';
  // The terrain each token colour tops (RULES.md "Crescendo", terrain colours): a colour's letter and fill.
  var COLOUR_TERRAIN = {blue: 'water', yellow: 'field', gray: 'mountain', green: 'tree', red: 'building'};
  var TERRAINS = [
    {name: 'water', colour: '#3A86C8'},
    {name: 'field', colour: '#E6C14A'},
    {name: 'mountain', colour: '#8C8F94'},
    {name: 'tree', colour: '#4E9A4A'},
    {name: 'building', colour: '#C4493B'}
  ];
  var COLOUR = {};
  TERRAINS.forEach(function (t) { COLOUR[t.name] = t.colour; });
  var SVG = 'http://www.w3.org/2000/svg';

  var root, list, summary, meaning, errorLine, chips = {}, selected = [], lastFocus = null;
  // The header's words, re-worded when the language changes (relabel).
  var title, closeButton, chipGroup, chipWords = {}, clearButton, labelledIn = null;

  // {name} placeholders filled from args, in one pass (a value is never read as a placeholder).
  function fill(text, args) {
    if (!args) return text;
    return text.replace(/\{([a-z_]+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole;
    });
  }
  // The text of a key in the game's language; textCount picks the plural form for n and fills {n}.
  function text(key, args) {
    return fill(window.Module && Module.text ? Module.text(key) : '', args);
  }
  function textCount(key, n, args) {
    return fill(window.Module && Module.textCount ? Module.textCount(key, n) : '', args);
  }
  function language() {
    return window.Module && Module.language ? Module.language() : 'en';
  }

  // A terrain as a word inside a sentence ("water").
  function terrainWord(name) { return text('sheet.terrain.' + name); }
  // "water and tree and field" (French: "eau, arbre et champ"): list_more adds an item, list_and the last one.
  function andList(words) {
    return words.reduce(function (list, item, i) {
      return text(i === words.length - 1 ? 'sheet.list_and' : 'sheet.list_more', {list: list, item: item});
    });
  }

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

  // "tree of height 2", "water"
  function describe(hex) {
    var n = need(hex);
    if (n.family === 'tree' || n.family === 'mountain') return text('sheet.hex.' + n.family, {n: n.height});
    return terrainWord(n.family);
  }

  // A habitat (pattern: hexes, cube: the cube hex's index) as flat-topped hexes at their axial coordinates.
  function habitat(pattern, cube, label) {
    var r = 10, s3 = Math.sqrt(3);
    var pts = pattern.map(function (h) { return {x: 1.5 * r * h.q, y: s3 * r * (h.r + h.q / 2), hex: h}; });
    var minX = Math.min.apply(null, pts.map(function (p) { return p.x; })) - r;
    var maxX = Math.max.apply(null, pts.map(function (p) { return p.x; })) + r;
    var minY = Math.min.apply(null, pts.map(function (p) { return p.y; })) - r;
    var maxY = Math.max.apply(null, pts.map(function (p) { return p.y; })) + r;
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', [minX - 2, minY - 2, maxX - minX + 4, maxY - minY + 4].join(' '));
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
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
      poly.setAttribute('stroke', i === cube ? '#2F3A2C' : 'rgba(0,0,0,.25)');
      poly.setAttribute('stroke-width', i === cube ? '1.6' : '0.8');
      svg.appendChild(poly);
      // A letter (and height) on each hex: the diagram reads without colour.
      var label = document.createElementNS(SVG, 'text');
      label.setAttribute('x', p.x.toFixed(2));
      label.setAttribute('y', (p.y + 3).toFixed(2));
      label.setAttribute('text-anchor', 'middle');
      label.setAttribute('font-size', '8');
      label.setAttribute('font-weight', 'bold');
      label.setAttribute('fill', n.family === 'field' ? '#5a4a10' : '#fff');
      label.textContent = text('sheet.letter.' + n.family) + (n.height ? n.height : '');
      svg.appendChild(label);
      if (i === cube) {
        var box = document.createElementNS(SVG, 'rect');
        box.setAttribute('x', (p.x + r * 0.25).toFixed(2));
        box.setAttribute('y', (p.y - r * 0.85).toFixed(2));
        box.setAttribute('width', (r * 0.5).toFixed(2));
        box.setAttribute('height', (r * 0.5).toFixed(2));
        box.setAttribute('fill', '#F7F1E3');
        box.setAttribute('stroke', '#2F3A2C');
        box.setAttribute('stroke-width', '0.8');
        svg.appendChild(box);
      }
    });
    return svg;
  }

  // The mirror mark, drawn as the game draws it (render/draw.cpp): a filled triangle pointing at an upright
  // dashed mirror line, and its reflection in outline. Its words (the symmetry reminder) are its accessible
  // name and its tooltip.
  function mirrorMark() {
    var words = text('sheet.mirror_mark');
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'cs-mirror-mark');
    svg.setAttribute('viewBox', '0 0 15 10');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', words);
    var title = document.createElementNS(SVG, 'title');
    title.textContent = words;
    svg.appendChild(title);
    function add(tag, attrs) {
      var e = document.createElementNS(SVG, tag);
      Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
      svg.appendChild(e);
    }
    add('path', {d: 'M0 1 L0 9 L5.8 5 Z', fill: 'currentColor'});
    add('path', {d: 'M14.45 1.9 L14.45 8.1 L10.2 5 Z', fill: 'none', stroke: 'currentColor', 'stroke-width': '1.1',
                 'stroke-linejoin': 'round'});
    [0, 3.9, 7.8].forEach(function (y) {
      add('rect', {x: '6.95', y: String(y), width: '1.1', height: '2.2', fill: 'currentColor'});
    });
    return svg;
  }

  function cardItem(card, faceUp) {
    var cubeTerrain = need(card.pattern[card.cube]).family;
    var name = card.label || card.name;
    var cubeHex = describe(card.pattern[card.cube]);
    var pulse = card.module === 'pulse', twoShapes = card.mirrorDiffers && card.mirrorPattern.length > 0;
    var label = text(faceUp ? 'sheet.card_label.face_up' : 'sheet.card_label.deck', {
      name: name, terrains: card.terrains.map(terrainWord).join(', '), ladder: card.ladder.join(', '), hex: cubeHex});
    if (pulse) label += ' ' + text('sheet.card_label.pulse');
    if (twoShapes) label += ' ' + text('sheet.card_label.mirror');
    var li = element('li', {'class': 'cs-card' + (faceUp ? ' cs-face-up' : '') + (twoShapes ? ' cs-two-shapes' : ''),
                            tabindex: '0', 'data-slug': card.slug, 'data-status': faceUp ? 'face-up' : 'deck',
                            'data-module': card.module || 'base', 'aria-label': label});
    var band = element('div', {'class': 'cs-band', 'aria-hidden': 'true'});
    band.style.background = COLOUR[cubeTerrain];
    li.appendChild(band);
    li.appendChild(element('h3', {}, name));
    if (pulse) {
      // The module's name, and the mirror mark when the mirror image is another shape.
      var tags = element('div', {'class': 'cs-tags'});
      tags.appendChild(element('span', {'class': 'cs-module', title: text('sheet.module_label.pulse')},
                               text('sheet.module.pulse')));
      if (twoShapes) tags.appendChild(mirrorMark());
      li.appendChild(tags);
    }
    var shape = habitat(card.pattern, card.cube, text('sheet.habitat_label', {
      hexes: card.pattern.map(describe).join(', '), hex: cubeHex}));
    if (twoShapes) {
      // Both shapes side by side, the mirror image past a dashed axis, and what it means in words.
      var shapes = element('div', {'class': 'cs-shapes'});
      shape.setAttribute('class', 'cs-shape');
      shapes.appendChild(shape);
      var mirror = habitat(card.mirrorPattern, card.cube, text('sheet.mirror_habitat_label', {hex: cubeHex}));
      mirror.setAttribute('class', 'cs-shape cs-shape-mirror');
      shapes.appendChild(mirror);
      li.appendChild(shapes);
      li.appendChild(element('div', {'class': 'cs-mirror-caption', 'aria-hidden': 'true'}, text('sheet.mirror_caption')));
    } else {
      li.appendChild(shape);
    }
    var ladder = element('div', {'class': 'cs-ladder', 'aria-hidden': 'true'});
    card.ladder.forEach(function (v) { ladder.appendChild(element('span', {}, String(v))); });
    li.appendChild(ladder);
    li.appendChild(element('div', {'class': 'cs-meta', 'aria-hidden': 'true'}, text('sheet.cube_on', {hex: cubeHex})));
    li.appendChild(element('span', {'class': 'cs-status', 'aria-hidden': 'true'},
                           text(faceUp ? 'sheet.face_up_now' : 'sheet.in_deck')));
    return li;
  }

  // A module's badge (the cheatsheet's Pulse badge, in the module's own colour).
  function moduleBadge(module) {
    return element('span', {'class': 'cs-module cs-module-' + module, title: text('sheet.module_label.' + module)},
                   text('sheet.module.' + module));
  }

  function svgElement(tag, attrs) {
    var e = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    return e;
  }

  // A token seen from the side, a slab of its colour with its terrain's letter (readable without colour).
  function slab(svg, colour, y) {
    var family = COLOUR_TERRAIN[colour];
    svg.appendChild(svgElement('rect', {x: '8', y: String(y), width: '44', height: '16', rx: '4', fill: COLOUR[family],
                                        stroke: 'rgba(0,0,0,.35)', 'stroke-width': '0.8'}));
    var letter = svgElement('text', {x: '30', y: String(y + 11.5), 'text-anchor': 'middle', 'font-size': '10',
                                     'font-weight': 'bold', fill: family === 'field' ? '#5a4a10' : '#fff'});
    letter.textContent = text('sheet.letter.' + family);
    svg.appendChild(letter);
  }

  // "blue or yellow"
  function orList(words) {
    return words.reduce(function (list, item) { return text('sheet.list_or', {list: list, item: item}); });
  }
  function colourWord(colour) { return text('common.token.' + colour); }

  // RULES.md "Sanctuaries": a tile, drawn as the stack it allows (its top colour on its bottom colour).
  function tileItem(tile) {
    var name = tile.label || tile.name;
    var stack = text('sheet.tile_stack', {top: colourWord(tile.top), bottom: colourWord(tile.bottom)});
    var colours = orList([colourWord(tile.bottom), colourWord(tile.top)]);
    var faceUp = tile.status === 'row';
    var li = element('li', {'class': 'cs-mod-card cs-tile' + (faceUp ? ' cs-face-up' : ''), tabindex: '0',
                            'data-slug': tile.slug, 'data-kind': 'tile', 'data-status': tile.status,
                            'data-bottom': tile.bottom, 'data-top': tile.top,
                            'aria-label': text('sheet.tile_label', {name: name, status: text(faceUp ? 'sheet.face_up_now' : 'sheet.in_deck'),
                                                                    stack: stack, points: tile.points, colours: colours})});
    var band = element('div', {'class': 'cs-band cs-band-split', 'aria-hidden': 'true'});
    band.style.background = 'linear-gradient(90deg, ' + COLOUR[COLOUR_TERRAIN[tile.bottom]] + ' 50%, ' +
                            COLOUR[COLOUR_TERRAIN[tile.top]] + ' 50%)';
    li.appendChild(band);
    li.appendChild(element('h3', {}, name));
    var tags = element('div', {'class': 'cs-tags'});
    tags.appendChild(moduleBadge('sanctuaries'));
    li.appendChild(tags);
    var svg = svgElement('svg', {'class': 'cs-stack', viewBox: '0 0 60 44', role: 'img', 'aria-label': stack});
    slab(svg, tile.bottom, 24);
    slab(svg, tile.top, 5);
    li.appendChild(svg);
    li.appendChild(element('div', {'class': 'cs-stack-words', 'aria-hidden': 'true'}, stack));
    li.appendChild(element('div', {'class': 'cs-meta', 'aria-hidden': 'true'},
                           text('sheet.tile_scores', {points: tile.points, colours: colours})));
    li.appendChild(element('span', {'class': 'cs-status', 'aria-hidden': 'true'},
                           text(faceUp ? 'sheet.face_up_now' : 'sheet.in_deck')));
    return li;
  }

  // RULES.md "Whispers": a whisper card, drawn as a space of its terrain holding its cubes.
  function whisperItem(card) {
    var name = card.label || card.name;
    var terrain = terrainWord(card.terrain);
    var faceUp = card.status === 'row';
    var li = element('li', {'class': 'cs-mod-card cs-whisper' + (faceUp ? ' cs-face-up' : ''), tabindex: '0',
                            'data-slug': card.slug, 'data-kind': 'whisper', 'data-status': card.status,
                            'data-terrain': card.terrain,
                            'aria-label': text('sheet.whisper_label', {name: name, status: text(faceUp ? 'sheet.face_up_now' : 'sheet.in_deck'),
                                                                       cubes: card.cubes, terrain: terrain,
                                                                       shared: card.sharedPoints, alone: card.alonePoints})});
    var band = element('div', {'class': 'cs-band', 'aria-hidden': 'true'});
    band.style.background = COLOUR[card.terrain];
    li.appendChild(band);
    li.appendChild(element('h3', {}, name));
    var tags = element('div', {'class': 'cs-tags'});
    tags.appendChild(moduleBadge('whispers'));
    li.appendChild(tags);
    var svg = svgElement('svg', {'class': 'cs-whisper-space', viewBox: '-14 -13 28 26', role: 'img',
                                 'aria-label': text('sheet.whisper_picture', {terrain: terrain, cubes: card.cubes})});
    var corners = [];
    for (var k = 0; k < 6; ++k) {
      var a = Math.PI / 3 * k;
      corners.push((12 * Math.cos(a)).toFixed(2) + ',' + (12 * Math.sin(a)).toFixed(2));
    }
    svg.appendChild(svgElement('polygon', {points: corners.join(' '), fill: COLOUR[card.terrain],
                                           stroke: 'rgba(0,0,0,.3)', 'stroke-width': '0.8'}));
    var letter = svgElement('text', {x: '0', y: '8.5', 'text-anchor': 'middle', 'font-size': '6', 'font-weight': 'bold',
                                     fill: card.terrain === 'field' ? '#5a4a10' : '#fff'});
    letter.textContent = text('sheet.letter.' + card.terrain);
    svg.appendChild(letter);
    // Its cubes, as the game draws whisper cubes: round sea-mist pearls with a darker rim and a highlight.
    for (var c = 0; c < card.cubes; ++c) {
      var x = (c - (card.cubes - 1) / 2) * 8;
      svg.appendChild(svgElement('circle', {'class': 'cs-whisper-cube', cx: x.toFixed(2), cy: '-3', r: '3.4',
                                            fill: '#9FDCD3', stroke: '#3C5E59', 'stroke-width': '0.9'}));
      svg.appendChild(svgElement('circle', {cx: (x - 1).toFixed(2), cy: '-4', r: '1.1', fill: '#E4F6F3'}));
    }
    li.appendChild(svg);
    li.appendChild(element('div', {'class': 'cs-stack-words', 'aria-hidden': 'true'},
                           text('sheet.whisper_rule', {cubes: card.cubes, terrain: terrain})));
    li.appendChild(element('div', {'class': 'cs-meta', 'aria-hidden': 'true'},
                           text('sheet.whisper_points', {shared: card.sharedPoints, alone: card.alonePoints})));
    li.appendChild(element('span', {'class': 'cs-status', 'aria-hidden': 'true'},
                           text(faceUp ? 'sheet.face_up_now' : 'sheet.in_deck')));
    return li;
  }

  function render() {
    if (!root || root.hidden || !window.Module || !Module.cheatsheet) return;
    if (language() !== labelledIn) relabel();
    var sheet = Module.cheatsheet(selected.slice());
    errorLine.textContent = sheet.error;
    errorLine.hidden = !sheet.error;
    Object.keys(chips).forEach(function (name) {
      chips[name].setAttribute('aria-pressed', selected.indexOf(name) >= 0 ? 'true' : 'false');
    });
    list.textContent = '';
    // "12 animals still in the deck that need water and tree · 3 face up"
    var counted = 'sheet.summary.' + (sheet.inGame ? 'still' : 'deck') + (selected.length ? '_filtered' : '');
    var needed = selected.length ? andList(selected.map(terrainWord)) : '';
    // The modules' cards: those of the game's modules, all of them without a game.
    var showTiles = !sheet.inGame || sheet.sanctuaries, showWhispers = !sheet.inGame || sheet.whispers;
    // The dot stays at the end of a line (a no-break space before it) when the summary wraps.
    var dot = '\u00a0· ';
    summary.textContent = textCount(counted, sheet.count, {terrains: needed}) +
                          (sheet.inGame ? dot + textCount('sheet.summary.face_up', sheet.faceUpCards.length) : '') +
                          (showTiles ? dot + textCount('sheet.summary.tiles', sheet.tiles.length) : '') +
                          (showWhispers ? dot + textCount('sheet.summary.whispers', sheet.whisperCards.length) : '');
    summary.setAttribute('data-tiles', String(sheet.tiles.length));
    summary.setAttribute('data-whispers', String(sheet.whisperCards.length));
    summary.setAttribute('data-count', String(sheet.count));
    meaning.textContent = text(selected.length ? 'sheet.meaning.filtered'
                                               : sheet.inGame ? 'sheet.meaning.in_game' : 'sheet.meaning.no_game');
    if (sheet.inGame && sheet.faceUpCards.length) {
      list.appendChild(element('li', {'class': 'cs-section', 'aria-hidden': 'true'}, text('sheet.face_up_now')));
      sheet.faceUpCards.forEach(function (c) { list.appendChild(cardItem(c, true)); });
      list.appendChild(element('li', {'class': 'cs-section', 'aria-hidden': 'true'}, text('sheet.still_in_deck')));
    }
    sheet.cards.forEach(function (c) { list.appendChild(cardItem(c, false)); });
    if (!sheet.count) list.appendChild(element('li', {'class': 'cs-empty'}, text('sheet.empty')));
    if (sheet.tiles.length) {
      list.appendChild(element('li', {'class': 'cs-section cs-section-tiles', 'aria-hidden': 'true'}, text('sheet.tiles_heading')));
      sheet.tiles.forEach(function (t) { list.appendChild(tileItem(t)); });
    }
    if (sheet.whisperCards.length) {
      list.appendChild(element('li', {'class': 'cs-section cs-section-whispers', 'aria-hidden': 'true'}, text('sheet.whispers_heading')));
      sheet.whisperCards.forEach(function (w) { list.appendChild(whisperItem(w)); });
    }
  }

  // The header's words (title, close button, chips, list label) in the game's current language.
  function relabel() {
    labelledIn = language();
    root.setAttribute('lang', labelledIn);
    title.textContent = text('sheet.title');
    closeButton.setAttribute('aria-label', text('sheet.close_label'));
    chipGroup.setAttribute('aria-label', text('sheet.filter_label'));
    TERRAINS.forEach(function (t) { chipWords[t.name].textContent = text('common.terrain.' + t.name); });
    clearButton.textContent = text('sheet.all_animals');
    list.setAttribute('aria-label', text('sheet.list_label'));
  }

  function build() {
    root = element('div', {id: 'cheatsheet', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'cs-title'});
    root.hidden = true;
    var panel = element('div', {'class': 'cs-panel'});
    var head = element('div', {'class': 'cs-head'});
    title = element('h2', {id: 'cs-title'});
    head.appendChild(title);
    summary = element('p', {'class': 'cs-summary', 'aria-live': 'polite', id: 'cs-summary'});
    head.appendChild(summary);
    closeButton = element('button', {'class': 'cs-close', type: 'button'}, '×');
    closeButton.addEventListener('click', hide);
    head.appendChild(closeButton);
    panel.appendChild(head);
    var group = chipGroup = element('div', {'class': 'cs-chips', role: 'group'});
    TERRAINS.forEach(function (t) {
      var chip = element('button', {'class': 'cs-chip', type: 'button', 'aria-pressed': 'false', 'data-terrain': t.name});
      var dot = element('span', {'class': 'cs-dot', 'aria-hidden': 'true'});
      dot.style.background = t.colour;
      chip.appendChild(dot);
      chipWords[t.name] = document.createTextNode('');
      chip.appendChild(chipWords[t.name]);
      chip.addEventListener('click', function () {
        var at = selected.indexOf(t.name);
        if (at >= 0) selected.splice(at, 1); else selected.push(t.name);
        render();
      });
      chips[t.name] = chip;
      group.appendChild(chip);
    });
    clearButton = element('button', {'class': 'cs-chip cs-clear', type: 'button', 'data-terrain': ''});
    clearButton.addEventListener('click', function () { selected = []; render(); });
    group.appendChild(clearButton);
    panel.appendChild(group);
    meaning = element('p', {'class': 'cs-meaning'});
    panel.appendChild(meaning);
    errorLine = element('p', {'class': 'cs-error', role: 'alert'});
    errorLine.hidden = true;
    panel.appendChild(errorLine);
    list = element('ul', {'class': 'cs-list'});
    panel.appendChild(list);
    root.appendChild(panel);
    root.addEventListener('click', function (e) { if (e.target === root) hide(); });
    root.addEventListener('keydown', onKey);
    document.body.appendChild(root);
    relabel();
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
    var active = document.activeElement.classList;
    if ((e.key === 'ArrowRight' || e.key === 'ArrowLeft') && (active.contains('cs-card') || active.contains('cs-mod-card'))) {
      var cards = Array.prototype.slice.call(list.querySelectorAll('.cs-card, .cs-mod-card'));
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
  // The game's language changed (web/language.js calls this): the header and the open sheet follow.
  window.harmoniesCheatsheetLanguageChanged = function () {
    if (!root) return;
    relabel();
    render();
  };
})();
