// Download size benchmark (prints figures; never a pass/fail test): the site's main WebAssembly module
// (site/harmonies.wasm) by part (rules, bots and review, Dear ImGui, the app, strings, deck data, embind and
// runtime; the fonts beside it), raw and gzip -9, its sections, its largest functions and data, and every file of
// the site with its gzip -9 size (what a first visit downloads at most).
//   node scripts/measure-size.mjs [BUILD_DIR] [--json FILE] [--compare FILE]     (default build/web)
// --json FILE writes the figures as JSON; --compare FILE prints each part's change against such a file
// (before -> after), so a change's cost in bytes can be shown.
//
// How: the build is brought up to date, then the app is linked again, with names, into BUILD_DIR/sizes/ (not into
// the site): the same em++ command as ninja's plus --emit-symbol-map (function index -> name) and wasm-ld's map
// (function and data -> object file). That wasm is measured (it has the site's size and functions; see below).
// The parts come from the object files (PARTS below). Functions count their final bytes (after wasm-opt); data
// counts the bytes of the final data segments, cut by the map's addresses; the other sections, the section and
// segment headers are "wasm structure". So the parts add up to the file.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, resolve } from 'node:path';

// The objects of libharmonies_rules.a that hold the decks (decks_text.cpp: assets/*.json verbatim, as
// string_views; the texts themselves are merged string literals, cut out below). cards.cpp.o holds the cards'
// rules and the code that reads those texts (standard_decks(), parse_decks()): rules, unless added here.
const DECK_OBJECTS = ['decks_text.cpp.o'];
// Part of each function or data input, by the map's input name ("object:(symbol)"); the first match wins.
const PARTS = [
  [/^<internal>:\(\.rodata\)$/, 'strings'],                                 // string literals, merged by wasm-ld
  [/\(strings_data\.cpp\.o\):/, 'strings'],                                 // the model's generated text table
  [new RegExp(`libharmonies_rules\\.a\\((${DECK_OBJECTS.map((o) => o.replace(/\./g, '\\.')).join('|')})\\):`),
   'deck data'],
  [/libharmonies_rules\.a\(/, 'rules'],
  [/libharmonies_bots\.a\(/, 'bots and review'],
  [/harmonies_app\.dir\/app\/(review_jobs|hints|bot_turns)\.cpp\.o:/, 'bots and review'],
  [/libimgui\.a\(/, 'Dear ImGui'],
  [/harmonies_app\.dir\/bindings\//, 'embind and runtime'],
  [/harmonies_app\.dir\/|libharmonies_model\.a\(/, 'the app'],
  [/\/sysroot\/lib\/|^<internal>:/, 'embind and runtime'],                  // libc, libc++, embind, dlmalloc...
];
// Functions the tools make at link time (not in the map): emcc's wrappers for JavaScript's calls with 64-bit values.
const TOOL_MADE = /^(legalstub\$|legalfunc\$|dynCall_|byn\$)/;
const ORDER = ['rules', 'bots and review', 'Dear ImGui', 'the app', 'strings', 'deck data', 'embind and runtime',
               'other objects', 'unmatched names'];
const FONTS = 'fonts (beside the wasm)';
const STRUCTURE = 'wasm structure';
const SECTION_NAMES = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start',
                       'elem', 'code', 'data', 'datacount', 'tag'];

const root = resolve(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const option = (flag) => { const i = args.indexOf(flag); return i < 0 ? null : args.splice(i, 2)[1]; };
const jsonOut = option('--json');
const compareWith = option('--compare');
const build = resolve(root, args[0] || 'build/web');
const site = join(build, 'site');
const out = join(build, 'sizes');

const kb = (n) => (n / 1024).toFixed(1);
const total = (list, key) => list.reduce((s, x) => s + x[key], 0);
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const pct = (n, whole) => (100 * n / whole).toFixed(1) + ' %';
const row = (cells, widths) => cells.map((c, i) => (i ? String(c).padStart(widths[i]) : String(c).padEnd(widths[0])))
  .join(' ');

// Holds the build lock (every build in build/web takes it: two ninja runs there at once corrupt the link) while
// work() runs: the build, then the link of the same objects.
async function withBuildLock(work) {
  const holder = spawn('flock', ['/tmp/webbuild.lock', '/bin/sh', '-c', 'echo locked; read _'],
                       { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise((locked, failed) => { holder.stdout.once('data', locked); holder.once('exit', failed); });
  try { return work(); } finally { holder.stdin.end(); }
}

// 1-2. Relinks the app with names and a linker map, into BUILD_DIR/sizes/.
function relink() {
  const started = Date.now();
  execFileSync('cmake', ['--build', '--preset', 'web', '--target', 'harmonies_app'],
               { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const built = Date.now();
  const line = execFileSync('ninja', ['-C', build, '-t', 'commands', 'harmonies_app'], { encoding: 'utf8' })
    .trim().split('\n').pop();
  const link = line.replace(/^: && /, '').replace(/ && :$/, '');
  const output = / -o (\S*harmonies\.js) /.exec(link);
  if (!output) throw new Error(`unexpected link command: ${line}`);
  // The whole module, not split (the split's own figures come from the list of first-frame functions below).
  const command = link.replace(output[0], ` -o ${out}/harmonies.js --emit-symbol-map `)
    .replace(/ -sSPLIT_MODULE=1| -Wno-experimental| --profiling-funcs/g, '');
  // emcc 3.1.6 refuses linker flags starting with -M, so --Map cannot reach wasm-ld through -Wl. emcc runs the
  // tools of EM_LLVM_ROOT: a folder with the system's clang and llvm tools and a wasm-ld that adds --Map is that
  // root. wasm-ld writes the map before binaryen's wasm-opt runs (the map's code sizes are before wasm-opt).
  const llvm = join(out, 'llvm');
  rmSync(llvm, { recursive: true, force: true });
  mkdirSync(llvm, { recursive: true });
  for (const tool of readdirSync('/usr/bin').filter((f) => /^(clang|llvm-)/.test(f))) {
    symlinkSync(join('/usr/bin', tool), join(llvm, tool));
  }
  const map = join(out, 'harmonies.map');
  for (const name of ['wasm-ld', 'wasm-ld-14']) {  // the Debian config asks for tool-14 names
    writeFileSync(join(llvm, name), `#!/bin/sh\nexec /usr/bin/wasm-ld-14 "$@" '--Map=${map}'\n`);
    chmodSync(join(llvm, name), 0o755);
  }
  rmSync(map, { force: true });
  execFileSync('/bin/sh', ['-c', command], { cwd: build, stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_PATH: '/usr/share/nodejs', EM_LLVM_ROOT: llvm } });
  if (!existsSync(map)) throw new Error(`the link wrote no map (${map})`);
  return { build: (built - started) / 1000, link: (Date.now() - built) / 1000 };
}

// 4. The wasm binary: sections, imported functions, function bodies and data segments (with their offsets).
function parseWasm(bytes) {
  let p = 8;
  let shift = 0;  // of the last LEB128 read
  const uleb = () => {
    let v = 0, b;
    shift = 0;
    do { b = bytes[p++]; v += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
    return v;
  };
  const sleb = () => { const v = uleb(); return bytes[p - 1] & 0x40 ? v - 2 ** shift : v; };
  const limits = () => { const flag = bytes[p++]; uleb(); if (flag & 1) uleb(); };
  const sections = [], bodies = [], segments = [];
  let imports = 0, overhead = 0;  // overhead: bytes of the code and data sections that are neither body nor data
  while (p < bytes.length) {
    const start = p, id = bytes[p++], size = uleb(), end = p + size;
    let name = SECTION_NAMES[id] || `unknown ${id}`;
    if (id === 0) { const n = uleb(); name = `custom (${bytes.subarray(p, p + n).toString()})`; }
    sections.push({ id, name, start, end, bytes: end - start, gzip: gz(bytes.subarray(start, end)) });
    if (id === 2) {
      p = start + 1; uleb();
      for (let n = uleb(); n > 0; --n) {
        for (let k = 0; k < 2; ++k) { const n = uleb(); p += n; }  // module and field names
        const kind = bytes[p++];
        if (kind === 0) { uleb(); ++imports; } else if (kind === 1) { p++; limits(); } else if (kind === 2) limits();
        else if (kind === 3) p += 2; else throw new Error(`import kind ${kind}`);
      }
    } else if (id === 10) {
      p = start + 1; uleb();
      const count = uleb();
      overhead += p - start;
      for (let i = 0; i < count; ++i) {
        const at = p, n = uleb();
        bodies.push({ index: imports + i, bytes: p + n - at, body: bytes.subarray(at, p + n) });
        p += n;
      }
    } else if (id === 11) {
      p = start + 1; uleb();
      const count = uleb();
      overhead += p - start;
      for (let i = 0; i < count; ++i) {
        const at = p, flag = uleb();
        if (flag === 2) uleb();
        if (flag === 1) throw new Error('passive data segment: not expected in this build');
        if (bytes[p++] !== 0x41) throw new Error('data segment offset is not i32.const');
        const offset = sleb();
        if (bytes[p++] !== 0x0b) throw new Error('data segment offset expression');
        const n = uleb();
        overhead += p - at;
        segments.push({ offset, data: bytes.subarray(p, p + n) });
        p += n;
      }
    }
    p = end;
  }
  return { sections, imports, bodies, segments, overhead };
}

// The symbol map: "index:name", names with \XX escapes for bytes (\20 space, \28 "(", \2c ","...).
function readSymbols(file) {
  const names = new Map();
  for (const line of readFileSync(file, 'latin1').split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const raw = line.slice(colon + 1).replace(/\\([0-9a-fA-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
    names.set(Number(line.slice(0, colon)), Buffer.from(raw, 'latin1').toString('utf8'));
  }
  return names;
}

// 5. The linker map (fixed columns: Addr 0-7, Off 9-16, Size 17-25, then from column 27 the name, indented 0 for an
// output section, 8 for an input "object:(symbol)", 16 for the symbol's demangled name).
function readMap(file) {
  const code = new Map();  // function name -> [input]
  const data = [];         // { input, symbol, section, addr, size }
  const addCode = (name, input) => {
    if (!code.has(name)) code.set(name, []);
    if (code.get(name).at(-1) !== input) code.get(name).push(input);
  };
  let wasmSection = '', outSection = '', input = null, item = null;
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    if (line.length < 28) continue;
    const text = line.slice(27), indent = text.length - text.trimStart().length, name = text.trim();
    const addr = parseInt(line.slice(0, 8), 16), size = parseInt(line.slice(17, 26), 16);
    if (indent === 0) {
      if (/^[A-Z]+$|^CUSTOM\(/.test(name)) wasmSection = name;
      outSection = name;
      input = item = null;
    } else if (indent === 8) {
      input = name;
      item = null;
      // A function without a symbol line (<internal>:(__wasm_call_ctors)) is known by the name in the brackets.
      const inside = /:\((.*)\)$/.exec(name);
      if (wasmSection === 'CODE' && inside) addCode(inside[1], input);
      if (wasmSection === 'DATA') { item = { input, symbol: '', section: outSection, addr, size }; data.push(item); }
    } else if (indent === 16 && input) {
      if (wasmSection === 'CODE') addCode(name, input);
      if (item && !item.symbol) item.symbol = name;
    }
  }
  return { code, data };
}

function partOf(input) {
  for (const [pattern, part] of PARTS) if (pattern.test(input)) return part;
  return 'other objects';
}

// A function's input in the map: its exact name, or the name without the ".1", ".2"... that binaryen adds to
// tell apart functions of the same name (static functions of several objects).
function inputOf(code, name) {
  for (let n = name; ; n = n.replace(/\.\d+$/, '')) {
    if (code.has(n)) return code.get(n);
    if (!/\.\d+$/.test(n)) return null;
  }
}

// A short name for an input: its object, without the build's folders.
const objectOf = (input) => input.replace(/:\(.*$/, '').replace(/^.*\/sysroot\/lib\/wasm32-emscripten\//, '')
  .replace(/^wasm\/CMakeFiles\/harmonies_app\.dir\//, 'app/').replace(/^.*\/(lib[^/]*\.a\()/, '$1');

function listFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(path));
    else if (!/\.(symbols|map)$/.test(entry.name)) files.push(path);
  }
  return files;
}

const time = await withBuildLock(relink);
// The relinked wasm is measured: the symbol map's indices are its functions'.
const measured = join(out, 'harmonies.wasm');
const wasmBytes = readFileSync(measured);
const wasm = parseWasm(wasmBytes);
// The site serves the module in two parts (wasm/CMakeLists.txt "The split"); the build keeps the whole one, with
// its function names, as wasm/app/harmonies.wasm.orig: the relinked module has its functions.
// (A build from before the split has only site/harmonies.wasm: that is then the whole module.)
const splitBuild = existsSync(join(build, 'wasm/app/harmonies.wasm.orig'));
const wholeModule = parseWasm(readFileSync(splitBuild ? join(build, 'wasm/app/harmonies.wasm.orig') : join(site, 'harmonies.wasm')));
const notes = [];
if (wholeModule.bodies.length === wasm.bodies.length && total(wholeModule.bodies, 'bytes') === total(wasm.bodies, 'bytes')) {
  notes.push(splitBuild ? 'the same functions as the build\'s whole module (wasm/app/harmonies.wasm.orig), which the ' +
                          'site serves split in two: see "The split" below'
                        : 'the same functions as site/harmonies.wasm');
} else {
  console.log(`WARNING: ${relative(root, measured)} (${wasm.bodies.length} functions) is not the build's ` +
              `wasm/app/harmonies.wasm.orig (${wholeModule.bodies.length} functions)`);
}
const names = readSymbols(join(out, 'harmonies.js.symbols'));
const map = readMap(join(out, 'harmonies.map'));

const parts = new Map([...ORDER, STRUCTURE].map((p) => [p, { code: 0, data: 0, bss: 0, bodies: [], chunks: [] }]));
// Functions.
const functions = [];
let ambiguous = 0;  // bytes of functions whose name is in objects of several parts (counted in the first)
for (const f of wasm.bodies) {
  const name = names.get(f.index) || `function ${f.index}`;
  const inputs = inputOf(map.code, name);
  const part = inputs ? partOf(inputs[0]) : TOOL_MADE.test(name) ? 'embind and runtime' : 'unmatched names';
  if (inputs && new Set(inputs.map(partOf)).size > 1) ambiguous += f.bytes;
  parts.get(part).code += f.bytes;
  parts.get(part).bodies.push(f.body);
  const object = inputs ? objectOf(inputs[0]) : TOOL_MADE.test(name) ? '(made by emcc)' : '?';
  functions.push({ name, bytes: f.bytes, part, object });
}

// Data: the initial memory from the final segments; each byte belongs to the map input whose address range holds
// it. Carved out of the merged literals: the deck texts (DECK_OBJECTS' string_views point at them).
const memoryEnd = Math.max(...wasm.segments.map((s) => s.offset + s.data.length),
                           ...map.data.map((d) => d.addr + d.size));
const memory = new Uint8Array(memoryEnd);
for (const s of wasm.segments) memory.set(s.data, s.offset);
const owner = new Int32Array(memoryEnd).fill(-1);
const items = map.data.filter((d) => d.section !== '.bss');
items.forEach((d, i) => owner.fill(i, d.addr, d.addr + d.size));
for (const d of map.data.filter((d) => d.section === '.bss')) parts.get(partOf(d.input)).bss += d.size;
const merged = items.find((d) => d.input === '<internal>:(.rodata)');
const u32 = (at) => memory[at] | memory[at + 1] << 8 | memory[at + 2] << 16 | (memory[at + 3] << 24 >>> 0);
const inMerged = (at, n) => merged && at >= merged.addr && at + n <= merged.addr + merged.size;
for (const d of items.filter((d) => partOf(d.input) === 'deck data' && d.size === 8)) {
  const at = u32(d.addr), n = u32(d.addr + 4);
  if (n > 0 && inMerged(at, n)) {
    items.push({ input: d.input.replace(/:\(.*$/, ':(text)'), symbol: `text of ${d.symbol.replace(/::text$/, '')}`,
                 section: '.rodata', addr: at, size: n });
    owner.fill(items.length - 1, at, at + n);
  }
}
const fileBytes = new Array(items.length).fill(0);
let dataGaps = 0;
for (const s of wasm.segments) {
  for (let i = 0; i < s.data.length; ++i) {
    const o = owner[s.offset + i];
    if (o < 0) ++dataGaps; else ++fileBytes[o];
  }
}
items.forEach((d, i) => {
  const part = parts.get(partOf(d.input));
  part.data += fileBytes[i];
  // For the gzip estimate: its bytes in memory (with the runs of zeros the file leaves out: they compress to little).
  if (fileBytes[i]) part.chunks.push(memory.subarray(d.addr, d.addr + d.size));
});
// How much of the merged literals the text table points at (its entries are pointers to C strings).
let tableStrings = 0;
const table = items.find((d) => /\(strings_data\.cpp\.o\):\(\.rodata\._ZN9harmonies2ui10kTextTableE\)/.test(d.input));
if (table && merged) {
  const seen = new Uint8Array(memoryEnd);
  for (let at = table.addr; at < table.addr + table.size; at += 4) {
    let q = u32(at);
    if (!inMerged(q, 1)) continue;
    while (q < memoryEnd && !seen[q]) { seen[q] = 1; ++tableStrings; if (!memory[q]) break; ++q; }
  }
}

// Everything else in the file: sections other than code and data, section headers, segment headers, gaps.
const structure = parts.get(STRUCTURE);
for (const s of wasm.sections) if (s.id !== 10 && s.id !== 11) structure.data += s.bytes;
structure.data += 8 + wasm.overhead + dataGaps;  // 8: the magic number and version
structure.chunks.push(wasmBytes.subarray(0, 8), ...wasm.sections.filter((s) => s.id !== 10 && s.id !== 11)
  .map((s) => wasmBytes.subarray(s.start, s.end)));

// Fonts: beside the wasm, in the site's fonts/ (and any *.data file, as harmonies.data once was).
const siteFiles = listFiles(site).map((path) => ({ file: relative(site, path), body: readFileSync(path) }));
const fontFiles = siteFiles.filter((f) => /\.data$|(^|\/)fonts\//.test(f.file));
parts.set(FONTS, { code: 0, data: total(fontFiles.map((f) => f.body), 'length'), bss: 0, bodies: [],
                   chunks: fontFiles.map((f) => f.body) });

const figures = { wasm: { file: relative(root, measured), bytes: wasmBytes.length, gzip: gz(wasmBytes) },
                  parts: {}, sections: [], files: [] };
for (const [name, p] of parts) {
  if (!p.code && !p.data && name !== FONTS) continue;
  figures.parts[name] = { code: p.code, data: p.data, bytes: p.code + p.data, bss: p.bss,
                          gzip: gz(Buffer.concat([...p.bodies, ...p.chunks])) };
}
figures.sections = wasm.sections.map(({ name, bytes, gzip }) => ({ name, bytes, gzip }));
figures.files = siteFiles.map((f) => ({ file: f.file, bytes: f.body.length, gzip: gz(f.body) }))
  .sort((a, b) => b.gzip - a.gzip);

// Output.
const W = [28, 10, 10, 10, 10, 8];
const fonts = figures.parts[FONTS];
const inWasm = Object.entries(figures.parts).filter(([name]) => name !== FONTS);
const whole = wasmBytes.length + fonts.bytes;
console.log(`Download size of ${relative(root, site)}/harmonies.wasm, by part: measured on ${figures.wasm.file}, ` +
            `${kb(wasmBytes.length)} KB raw, ${kb(figures.wasm.gzip)} KB gzip -9 (linked again with names in ` +
            `${time.link.toFixed(0)} s; the build took ${time.build.toFixed(0)} s)`);
for (const n of notes) console.log(`  (${n})`);
console.log('\nBy part, KB (functions: after wasm-opt; data: its bytes in the data segments; gzip: the part alone)');
console.log(row(['part', 'functions', 'data', 'raw', 'gzip', 'share'], W));
const partRow = (name, p) => console.log(row([name, kb(p.code), name === STRUCTURE ? '' : kb(p.data), kb(p.bytes),
                                              kb(p.gzip), pct(p.bytes, whole)], W));
for (const [name, p] of inWasm) partRow(name, p);
const code = total(inWasm.map(([, p]) => p), 'code'), wasmSum = total(inWasm.map(([, p]) => p), 'bytes');
partRow('= harmonies.wasm', { code, data: wasmSum - code, bytes: wasmSum, gzip: figures.wasm.gzip });
partRow(FONTS, fonts);
partRow('= wasm + fonts', { code, data: whole - code, bytes: whole, gzip: figures.wasm.gzip + fonts.gzip });
const bodies = total(wasm.bodies, 'bytes');
console.log(`  check: functions ${code} bytes = the code section's bodies ${bodies} bytes` +
            `${code === bodies ? '' : ' (MISMATCH)'}; parts + wasm structure ${wasmSum} bytes = the wasm ` +
            `${wasmBytes.length} bytes${wasmSum === wasmBytes.length ? '' : ' (MISMATCH)'}`);
console.log('  wasm structure: the sections other than code and data (type, import, function, table, memory, global, ' +
            `export, elem...), section and segment headers, ${dataGaps} bytes of alignment between data inputs`);
const mapData = total(map.data.filter((d) => d.section !== '.bss'), 'size');
const segmentBytes = total(wasm.segments.map((g) => g.data), 'length');
console.log(`  data: ${kb(mapData)} KB in the linker map (before wasm-opt), ${kb(segmentBytes)} KB in the file's ` +
            `${wasm.segments.length} segments (wasm-opt leaves runs of zeros out; EM_ASM/EM_JS texts go to the JS)`);
const bss = Object.entries(figures.parts).filter(([, p]) => p.bss).map(([n, p]) => `${n} ${kb(p.bss)}`);
console.log(`  .bss (zeroed memory, no bytes in the file), KB: ${bss.join(', ')}`);
if (merged) {
  console.log(`  strings: the text table (pointers) ${kb(table ? table.size : 0)} KB; the string literals merged by ` +
              `wasm-ld ${kb(merged.size)} KB, of them ${kb(tableStrings)} KB the table's texts (the deck texts in ` +
              'them are deck data)');
}
const unmatched = functions.filter((f) => f.part === 'unmatched names');
if (unmatched.length) {
  console.log(`  unmatched names: ${unmatched.length} functions whose name is not in the map, e.g. ` +
              unmatched.sort((a, b) => b.bytes - a.bytes).slice(0, 3).map((f) => f.name).join(', '));
}
if (ambiguous) {
  console.log(`  ${kb(ambiguous)} KB of functions have a name found in objects of several parts (counted in the first)`);
}

console.log('\nSections, KB');
console.log(row(['section', 'raw', 'gzip'], W));
for (const s of figures.sections) console.log(row([s.name, kb(s.bytes), kb(s.gzip)], W));
console.log(row(['= harmonies.wasm', kb(wasmBytes.length), kb(figures.wasm.gzip)], W) +
            '   (with its first 8 bytes: magic number, version)');

const clip = (s, n) => (s.length > n ? s.slice(0, n - 26) + '…' + s.slice(-25) : s);  // the end says which overload
console.log('\n20 largest functions (bytes, after wasm-opt)');
for (const f of [...functions].sort((a, b) => b.bytes - a.bytes).slice(0, 20)) {
  console.log(`  ${String(f.bytes).padStart(7)}  ${f.part.padEnd(18)} ${clip(f.name, 70).padEnd(70)} ${f.object}`);
}
console.log('\n10 largest data inputs (bytes in the file)');
const dataRows = items.map((d, i) => ({ d, bytes: fileBytes[i] })).sort((a, b) => b.bytes - a.bytes).slice(0, 10);
for (const { d, bytes } of dataRows) {
  const name = d.input === '<internal>:(.rodata)' ? 'string literals (merged)' : d.symbol || d.input;
  console.log(`  ${String(bytes).padStart(7)}  ${partOf(d.input).padEnd(18)} ${clip(name, 70).padEnd(70)} ` +
              objectOf(d.input));
}

// The split: the functions of wasm/first-frame-functions.txt stay in harmonies.wasm (fetched before the first
// frame), the others go to harmonies.deferred.wasm; the data stays with the first part.
const splitList = join(root, 'wasm/first-frame-functions.txt');
const firstFrame = new Set(!splitBuild || !existsSync(splitList) ? [] : readFileSync(splitList, 'latin1').split('\n').filter(Boolean)
  .map((n) => Buffer.from(n.replace(/\\([0-9a-fA-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1')
    .toString('utf8')));
if (splitBuild) {
  const byPart = new Map();
  for (const f of functions) {
    const p = byPart.get(f.part) || { first: 0, rest: 0 };
    if (firstFrame.has(f.name)) p.first += f.bytes; else p.rest += f.bytes;
    byPart.set(f.part, p);
  }
  const firstPart = readFileSync(join(site, 'harmonies.wasm'));
  const restPart = readFileSync(join(site, 'harmonies.deferred.wasm'));
  console.log('\nThe split (wasm/first-frame-functions.txt): functions, KB after wasm-opt, by part');
  console.log(row(['part', 'first part', 'the rest'], W));
  for (const [name, p] of byPart) console.log(row([name, kb(p.first), kb(p.rest)], W));
  console.log(row(['site/harmonies.wasm', `${kb(firstPart.length)} raw`, `${kb(gz(firstPart))} gzip`], W) +
              '   (the first part, with all the data: before the first frame)');
  console.log(row(['site/harmonies.deferred.wasm', `${kb(restPart.length)} raw`, `${kb(gz(restPart))} gzip`], W) +
              '   (the rest: after it)');
}
console.log(`\nThe site's files (${relative(root, site)}: at most what a first visit downloads), KB`);
console.log(row(['file', 'raw', 'gzip'], W));
for (const f of figures.files) console.log(row([f.file, kb(f.bytes), kb(f.gzip)], W));
console.log(row(['total', kb(total(figures.files, 'bytes')), kb(total(figures.files, 'gzip'))], W));

if (compareWith) {
  const before = JSON.parse(readFileSync(compareWith, 'utf8'));
  const delta = (a, b) => { const d = b - a; return (d >= 0 ? '+' : '') + kb(d); };
  console.log(`\nAgainst ${compareWith} (KB, before -> after, change)`);
  const C = [28, 22, 9, 22, 9];
  console.log(row(['part', 'raw', 'change', 'gzip', 'change'], C));
  const names = [...new Set([...ORDER, STRUCTURE, FONTS, ...Object.keys(before.parts), ...Object.keys(figures.parts)])]
    .filter((name) => before.parts[name] || figures.parts[name]);
  const show = (name, a, b) => console.log(row([name, `${kb(a.bytes)} -> ${kb(b.bytes)}`, delta(a.bytes, b.bytes),
                                                `${kb(a.gzip)} -> ${kb(b.gzip)}`, delta(a.gzip, b.gzip)], C));
  const none = { bytes: 0, gzip: 0 };
  for (const name of names) show(name, before.parts[name] || none, figures.parts[name] || none);
  show('harmonies.wasm', before.wasm, figures.wasm);
  const sum = (files) => ({ bytes: total(files, 'bytes'), gzip: total(files, 'gzip') });
  show('the site\'s files', sum(before.files), sum(figures.files));
}
if (jsonOut) {
  writeFileSync(jsonOut, JSON.stringify(figures, null, 1) + '\n');
  console.log(`\nFigures written to ${jsonOut}`);
}
console.log('\nWhat a browser fetches before the first frame, and when: node scripts/measure-site.mjs');
