// The engine's JavaScript API (wasm/bindings.cpp) under node: the deck data
// matches the engine's assets, filters return exactly the right cards, and bad
// input gets clear errors instead of crashing the module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const bindingsPath = process.env.HARMONIES_BINDINGS;
assert.ok(bindingsPath, 'HARMONIES_BINDINGS must name build/web/harmonies-bindings.js');
const M = await require(bindingsPath)();
const assets = JSON.parse(readFileSync(new URL('../../assets/animals.json', import.meta.url), 'utf8')).animals;
const spiritAssets = JSON.parse(readFileSync(new URL('../../assets/spirits.json', import.meta.url), 'utf8')).spirits;
const TERRAINS = ['water', 'field', 'mountain', 'tree', 'building'];

test('deck() is the whole deck, as in assets/animals.json', () => {
  const deck = M.deck();
  assert.equal(deck.length, assets.length);
  deck.forEach((card, i) => {
    const a = assets[i];
    assert.equal(card.id, i);
    assert.equal(card.slug, a.id);
    assert.equal(card.name, a.name);
    assert.deepEqual(card.ladder, a.ladder);
    assert.equal(card.cube, a.cube);
    assert.deepEqual([...card.terrains].sort(), [...a.terrains].sort());
    assert.deepEqual(card.pattern.map((h) => [h.q, h.r, h.need]), a.pattern.map((h) => [h.q, h.r, h.terrain]));
    assert.equal(card.cubeNeed, a.pattern[a.cube].terrain);
    // Enums come out as enum_ values.
    assert.equal(card.cubeTerrain, M.Terrain[card.cubeNeed.replace(/\d$/, '').replace(/^./, (c) => c.toUpperCase())]);
  });
});

test('spirits() and terrains()', () => {
  const spirits = M.spirits();
  assert.equal(spirits.length, spiritAssets.length);
  spirits.forEach((s, i) => {
    assert.equal(s.slug, spiritAssets[i].id);
    assert.equal(s.text, spiritAssets[i].text);
    assert.equal(s.kind, spiritAssets[i].rule.kind);
  });
  assert.deepEqual(M.terrains(), TERRAINS);
});

test('without a game the cheatsheet is the whole deck, filtered by every chosen terrain', () => {
  assert.equal(M.gameState(), null);
  const all = M.cheatsheet([]);
  assert.equal(all.error, '');
  assert.equal(all.inGame, false);
  assert.equal(all.count, assets.length);
  assert.match(all.meaning, /every animal/);
  for (const t of TERRAINS) {
    const r = M.cheatsheet([t]);
    const expected = assets.filter((a) => a.terrains.includes(t)).map((a) => a.id);
    assert.deepEqual(r.cards.map((c) => c.slug), expected, t);
    assert.equal(r.count, expected.length);
    assert.deepEqual(r.filter, [t]);
  }
  // Several terrains: cards that need all of them.
  const both = M.cheatsheet(['tree', 'water']);
  assert.deepEqual(both.cards.map((c) => c.slug),
    assets.filter((a) => a.terrains.includes('tree') && a.terrains.includes('water')).map((a) => a.id));
  assert.match(both.meaning, /every chosen terrain/);
  assert.equal(M.cheatsheet(TERRAINS).count, 0);
});

test('bad filters are refused clearly', () => {
  assert.equal(M.cheatsheet(['lava']).error, 'unknown terrain "lava": expected water, field, mountain, tree or building');
  assert.equal(M.cheatsheet('water').error, 'the filter must be an array of terrain names');
  assert.equal(M.cheatsheet([3]).error, 'the filter must hold terrain names (strings)');
  assert.equal(M.cheatsheet(['Water']).count, 0);
  assert.equal(M.cheatsheet(undefined).count, assets.length);
});

test('a game: state, legal actions, applying them, and the deck list', () => {
  assert.deepEqual(M.newGame({ players: 2, side: 'B', spirits: false, seed: 'bindings' }), { ok: true, error: '' });
  let state = M.gameState();
  assert.equal(state.players, 2);
  assert.equal(state.side, 'B');
  assert.equal(state.seed, 'bindings');
  assert.equal(state.row.length, 5);
  const sheet = M.cheatsheet([]);
  assert.equal(sheet.inGame, true);
  assert.equal(sheet.count, assets.length - 5);
  assert.equal(sheet.count, state.deck);
  for (const id of state.row) assert.ok(!sheet.cards.some((c) => c.id === id), 'face-up cards are not in the deck list');
  assert.deepEqual(sheet.faceUp, state.row);

  // Take card 0, then play the turn with the listed legal actions.
  const take = M.legalActions().find((a) => a.type === M.ActionType.TakeCard && a.a === 0);
  assert.ok(take);
  assert.deepEqual(M.applyAction(take), { ok: true, error: '' });
  const spot = M.legalActions().find((a) => a.type === M.ActionType.TakeSpot);
  assert.ok(M.applyAction(spot).ok);
  while (M.gameState().hand.length > 0) {
    const place = M.legalActions().find((a) => a.type === M.ActionType.PlaceToken);
    assert.ok(M.applyAction(place).ok);
  }
  assert.ok(M.applyAction({ type: M.ActionType.EndTurn }).ok);
  state = M.gameState();
  assert.equal(state.currentPlayer !== undefined, true);
  // The card drawn into the row has left the deck list.
  const drawn = state.row[0];
  const after = M.cheatsheet([]);
  assert.equal(after.count, assets.length - 6);
  assert.ok(!after.cards.some((c) => c.id === drawn));
  assert.equal(state.scores.length, 2);
  assert.equal(state.actions, 6);
});

test('illegal and malformed actions are refused with a message, and change nothing', () => {
  M.newGame({ players: 1, seed: 'refusals' });
  const before = JSON.stringify(M.gameState());
  const cases = [
    [{ type: M.ActionType.EndTurn }, 'take the tokens of a central spot first'],
    [{ type: 1, a: 0, b: 5 }, 'no blue token in hand'],
    [{ type: 99 }, 'malformed action: unknown type'],
    [{ type: 'x' }, 'malformed action: unknown type'],
    [{ a: 1 }, 'malformed action: unknown type'],
    [{ type: 0, a: -1 }, 'malformed action: a and b must be integers from 0 to 255'],
    [{ type: 0, a: 1.5 }, 'malformed action: a and b must be integers from 0 to 255'],
    [{ type: 0, a: 9 }, 'there is no central spot 9'],
    [{ type: M.ActionType.EndTurn, a: 3 }, 'malformed action'],
    [null, 'malformed action: expected {type, a, b}'],
    ['spot 0', 'malformed action: expected {type, a, b}'],
    [42, 'malformed action: expected {type, a, b}'],
  ];
  for (const [action, message] of cases) {
    const r = M.applyAction(action);
    assert.equal(r.ok, false, JSON.stringify(action));
    assert.equal(r.error, message, JSON.stringify(action));
  }
  assert.equal(JSON.stringify(M.gameState()), before);
});

test('bad setups are refused', () => {
  assert.equal(M.newGame({ players: 9 }).error, 'players must be 1 to 4');
  assert.equal(M.newGame({ side: 'C' }).error, 'malformed setup: side must be "A" or "B"');
  assert.equal(M.newGame({ seed: 'two words' }).error, "the seed may only hold letters, digits, '-' and '_'");
  assert.equal(M.newGame({ seed: 7 }).error, 'malformed setup: seed must be a string');
  assert.equal(M.newGame(null).ok, false);
});

test('the same seed gives the same game as the CLI and native engine (first row)', () => {
  M.newGame({ players: 2, side: 'B', spirits: true, seed: 'golden-duo' });
  // Pinned in tests/golden_test.cpp: peregrine-falcon mountain-goat barn-swallow barn-owl badger.
  const deck = M.deck();
  assert.deepEqual(M.gameState().row.map((id) => deck[id].slug),
    ['peregrine-falcon', 'mountain-goat', 'barn-swallow', 'barn-owl', 'badger']);
});

test('text(), textCount() and language() read the table of strings in the player\'s language', () => {
  const table = Object.assign({}, ...['common', 'sheet', 'cards'].map((area) =>
    JSON.parse(readFileSync(new URL(`../../assets/strings/${area}.json`, import.meta.url), 'utf8'))));
  assert.equal(M.language(), 'en', 'English until the game chooses another language');
  assert.equal(M.text('common.terrain.field'), table['common.terrain.field'].en);
  assert.equal(M.text('sheet.title'), table['sheet.title'].en);
  assert.equal(M.text('no.such.key'), '', 'an unknown key gives an empty text');
  assert.equal(M.textCount('common.animals', 1), table['common.animals'].en.one.replace('{n}', '1'));
  assert.equal(M.textCount('common.animals', 7), table['common.animals'].en.other.replace('{n}', '7'));
  // Cards carry their name in the player's language beside the deck's own.
  for (const card of M.deck()) assert.equal(card.label, table[`animal.${card.slug}`].en);
  for (const spirit of M.spirits()) {
    assert.equal(spirit.label, table[`spirit.${spirit.slug}`].en);
    assert.equal(spirit.description, table[`spirit.${spirit.slug}.text`].en);
  }
});
