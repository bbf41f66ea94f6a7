// Game records as text, for tests and scripts that cut a record made by harmonies-cli: the actions are two
// characters each, and the checksum is 24 bits of 64-bit FNV-1a over the text before it, in base64url
// (engine/src/record_text.cpp).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// EndTurn's action code (engine/src/action_codes.cpp: type 6, no fields).
const END_TURN = 'wA';

// The text before the last '.', sealed with its checksum.
export function seal(body) {
  let h = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(body, 'utf8')) h = ((h ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  const sum = [18, 12, 6, 0].map((shift) => ALPHABET[Number((h >> BigInt(shift)) & 63n)]).join('');
  return `${body}.${sum}`;
}

// The first `actions` actions of a record, as the record of the game stopped there.
export function recordPrefix(record, actions) {
  const [magic, options, seed, all] = record.split('.');
  return seal([magic, options, seed, all.slice(0, 2 * actions)].join('.'));
}

// The game stopped at the start of a turn, after `turns` turns (EndTurn's code is "wA").
export function recordAfterTurns(record, turns) {
  const codes = record.split('.')[3].match(/.{2}/g) || [];
  let ends = 0;
  for (let i = 0; i < codes.length; ++i) if (codes[i] === END_TURN && ++ends === turns) return recordPrefix(record, i + 1);
  throw new Error(`the game has fewer than ${turns} turns: ${record}`);
}

// The number of turns a record holds (its EndTurn codes).
export const turnsOf = (record) => (record.split('.')[3].match(/.{2}/g) || []).filter((c) => c === END_TURN).length;
