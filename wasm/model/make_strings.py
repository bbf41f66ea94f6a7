#!/usr/bin/env python3
"""The table of strings (assets/strings/*.json) checked and compiled for the app.

Each file maps keys to one text per language:
    "lobby.play": {"en": "Play", "fr": "Jouer", "es": "Jugar"}
or, for a text that depends on a count, to its plural forms (CLDR "one" and "other"):
    "common.suns": {"en": {"one": "{n} sun", "other": "{n} suns"}, "fr": {...}, "es": {...}}
Placeholders are {name}; every language of a key has the same ones ("one" may leave out {n}: "un animal").
The files are one table: a key is defined once, in any file. Card names and texts follow the decks:
"animal.<id>" for each animal of assets/animals.json, "spirit.<id>" and "spirit.<id>.text" for each spirit,
"sanctuary.<id>" and "whisper.<id>" for each sanctuary tile and whisper card of assets/crescendo.json.

Usage:
  make_strings.py --check STRINGS_DIR ANIMALS SPIRITS CRESCENDO
      checks the table and prints what is wrong (exit status 1), or a one-line summary.
  make_strings.py STRINGS_DIR ANIMALS SPIRITS CRESCENDO OUT_HPP OUT_CPP OUT_JS OUT_DIR
      checks, then writes the C++ enum (OUT_HPP), the keys and English texts compiled in (OUT_CPP), the
      page's own strings ("page.*", for what the page shows before the game has loaded) as a script
      (OUT_JS), and each other language's texts as a file the game loads when that language is chosen
      (OUT_DIR/strings-fr.json, OUT_DIR/strings-es.json; model/text.hpp load_texts reads them).

English is compiled in: it is the language of most first visits and the fallback when another
language's file cannot be had. The other languages stay out of the wasm, so a first visit downloads one
language only (issue 28).
"""
import hashlib
import json
import re
import sys
from pathlib import Path

LANGUAGES = ["en", "fr", "es"]
COMPILED_IN = "en"
# The file format of the other languages' texts: the game refuses a file of another format or made from
# another list of keys (KEYS_HASH below) and stays in English.
TEXTS_FORMAT = "harmonies-texts"
TEXTS_VERSION = 1
KEY = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9][a-z0-9_-]*)+$")
PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")
BRACES = re.compile(r"[{}]")


def placeholders(text):
    return set(PLACEHOLDER.findall(text))


def stray_braces(text):
    return BRACES.search(PLACEHOLDER.sub("", text)) is not None


def check_text(where, text, problems):
    if not isinstance(text, str) or not text:
        problems.append(f"{where}: expected a non-empty string")
        return None
    if stray_braces(text):
        problems.append(f"{where}: a brace outside a {{placeholder}}: {text!r}")
    if text != text.strip():
        problems.append(f"{where}: leading or trailing spaces: {text!r}")
    return placeholders(text)


def check_entry(key, value, problems):
    """Returns the entry as {lang: str or {"one", "other"}}, or None when it is unusable."""
    if not KEY.match(key):
        problems.append(f"{key}: a key is lowercase words joined by dots (area.name)")
    if not isinstance(value, dict):
        problems.append(f"{key}: expected an object with {', '.join(LANGUAGES)}")
        return None
    missing = [lang for lang in LANGUAGES if lang not in value]
    extra = [lang for lang in value if lang not in LANGUAGES]
    if missing:
        problems.append(f"{key}: missing {', '.join(missing)}")
    if extra:
        problems.append(f"{key}: unknown language {', '.join(extra)}")
    if missing:
        return None
    plural = isinstance(value["en"], dict)
    reference = None
    for lang in LANGUAGES:
        text = value[lang]
        where = f"{key} ({lang})"
        if plural != isinstance(text, dict):
            problems.append(f"{where}: either every language has plural forms or none has")
            continue
        if plural:
            forms = set(text)
            if forms != {"one", "other"}:
                problems.append(f"{where}: plural forms are \"one\" and \"other\" (has {sorted(forms)})")
                continue
            one = check_text(where + " one", text["one"], problems)
            other = check_text(where + " other", text["other"], problems)
            if one is None or other is None:
                continue
            if "n" not in other:
                problems.append(f"{where}: the \"other\" form shows the count {{n}}")
            if one - {"n"} != other - {"n"}:
                problems.append(f"{where}: \"one\" and \"other\" differ in placeholders")
            found = other
        else:
            found = check_text(where, text, problems)
            if found is None:
                continue
        if reference is None:
            reference = found
        elif found != reference:
            problems.append(f"{where}: placeholders {sorted(found)} differ from English's {sorted(reference)}")
    return value


def load_table(strings_dir, problems):
    table = {}
    files = sorted(Path(strings_dir).glob("*.json"))
    if not files:
        problems.append(f"{strings_dir}: no *.json files")
    for path in files:
        try:
            # object_pairs_hook: a key repeated inside one file is an error too.
            def no_repeats(pairs, path=path):
                seen = {}
                for k, v in pairs:
                    if k in seen:
                        problems.append(f"{path.name}: {k} is defined twice")
                    seen[k] = v
                return seen
            data = json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=no_repeats)
        except (OSError, ValueError) as error:
            problems.append(f"{path.name}: not readable JSON ({error})")
            continue
        if not isinstance(data, dict):
            problems.append(f"{path.name}: expected an object of keys")
            continue
        for key, value in data.items():
            if key in table:
                problems.append(f"{path.name}: {key} is already defined in {table[key][0]}")
                continue
            entry = check_entry(key, value, problems)
            if entry is not None:
                table[key] = (path.name, entry)
    return {key: entry for key, (_, entry) in table.items()}


DECKS = {"animals": "animal", "spirits": "spirit", "sanctuaries": "sanctuary", "whispers": "whisper"}


def check_cards(table, animals_path, spirits_path, crescendo_path, problems):
    """Every card of the decks has its name (and a spirit its text) in the table, and nothing else."""
    expected = set()
    for path, deck, texts in ((animals_path, "animals", False), (spirits_path, "spirits", True),
                              (crescendo_path, "sanctuaries", False), (crescendo_path, "whispers", False)):
        cards = json.loads(Path(path).read_text(encoding="utf-8"))[deck]
        prefix = DECKS[deck]
        for card in cards:
            expected.add(f"{prefix}.{card['id']}")
            if texts:
                expected.add(f"{prefix}.{card['id']}.text")
            name = table.get(f"{prefix}.{card['id']}")
            if name is not None and not isinstance(name["en"], dict) and name["en"] != card["name"]:
                problems.append(f"{prefix}.{card['id']}: English name {name['en']!r} differs from the deck's "
                                f"{card['name']!r}")
    have = {key for key in table if key.startswith(tuple(f"{prefix}." for prefix in DECKS.values()))}
    for key in sorted(expected - have):
        problems.append(f"{key}: missing (the decks have this card)")
    for key in sorted(have - expected):
        problems.append(f"{key}: no card of the decks has this id")


def enum_name(key):
    return re.sub(r"[.-]", "_", key)


def cpp_literal(text):
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 0x20:
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def write_if_changed(path, text):
    path = Path(path)
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


HEADER = "// Generated by wasm/model/make_strings.py from assets/strings/*.json: edit those, not this.\n"


def keys_hash(keys):
    """The first 16 hex digits of SHA-256 over the keys, one per line: a language file names the keys it was
    made for, so a file of an older or newer table is never read against this one."""
    return hashlib.sha256("".join(key + "\n" for key in keys).encode("utf-8")).hexdigest()[:16]


def write_hpp(keys, path):
    lines = [HEADER, "#pragma once\n", "#include <cstdint>\n", "namespace harmonies::ui {\n",
             "// One value per key of the table, in key order.",
             "enum class Text : std::uint16_t {"]
    lines += [f"  {enum_name(key)}," for key in keys]
    lines += ["};", f"inline constexpr int kTextCount = {len(keys)};",
              "// The keys' fingerprint: a language file (strings-fr.json...) made for another table is refused.",
              f'inline constexpr const char* kTextKeysHash = "{keys_hash(keys)}";\n',
              "}  // namespace harmonies::ui", ""]
    write_if_changed(path, "\n".join(lines))


def write_cpp(table, keys, path):
    lines = [HEADER, '#include "model/text_table.hpp"\n', "namespace harmonies::ui {\n",
             f"// {{key, {{one, other}}}} in {COMPILED_IN}: a text without plural forms has only \"other\".",
             "const TextEntry kTextTable[kTextCount] = {"]
    for key in keys:
        text = table[key][COMPILED_IN]
        if isinstance(text, dict):
            forms = f"{{{cpp_literal(text['one'])}, {cpp_literal(text['other'])}}}"
        else:
            forms = f"{{nullptr, {cpp_literal(text)}}}"
        lines.append(f"    {{{cpp_literal(key)}, {forms}}},")
    lines += ["};\n", "}  // namespace harmonies::ui", ""]
    write_if_changed(path, "\n".join(lines))


def write_js(table, keys, path):
    page = {lang: {key[len("page."):]: table[key][lang] for key in keys if key.startswith("page.")}
            for lang in LANGUAGES}
    text = ("// Generated by wasm/model/make_strings.py from assets/strings/*.json: the page's own texts (shown\n"
            "// before the game has loaded), in each language. web/strings.js reads them.\n"
            f"window.harmoniesPageStrings = {json.dumps(page, ensure_ascii=False, indent=1, sort_keys=True)};\n")
    write_if_changed(path, text)


def write_language_files(table, keys, out_dir):
    """strings-<lang>.json for each language not compiled in: the texts in key order, each as [other] or, with
    plural forms, [one, other]. One text per line, so a diff of two builds reads."""
    for lang in LANGUAGES:
        if lang == COMPILED_IN:
            continue
        texts = []
        for key in keys:
            text = table[key][lang]
            forms = [text["one"], text["other"]] if isinstance(text, dict) else [text]
            texts.append(json.dumps(forms, ensure_ascii=False))
        head = json.dumps({"format": TEXTS_FORMAT, "version": TEXTS_VERSION, "language": lang,
                           "keys": keys_hash(keys), "count": len(keys)}, ensure_ascii=False)
        write_if_changed(Path(out_dir) / f"strings-{lang}.json",
                         head[:-1] + ', "texts": [\n' + ",\n".join(texts) + "\n]}\n")


def main(argv):
    check_only = len(argv) > 1 and argv[1] == "--check"
    args = argv[2:] if check_only else argv[1:]
    if len(args) != (4 if check_only else 8):
        print(__doc__, file=sys.stderr)
        return 2
    problems = []
    table = load_table(args[0], problems)
    try:
        check_cards(table, args[1], args[2], args[3], problems)
    except (OSError, ValueError, KeyError) as error:
        problems.append(f"the decks could not be read: {error}")
    if problems:
        for problem in problems:
            print(f"assets/strings: {problem}", file=sys.stderr)
        print(f"assets/strings: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    keys = sorted(table)
    if check_only:
        plural = sum(1 for key in keys if isinstance(table[key]["en"], dict))
        print(f"assets/strings: {len(keys)} keys ({plural} with plural forms), each in {', '.join(LANGUAGES)}, "
              "placeholders matching")
        return 0
    write_hpp(keys, args[4])
    write_cpp(table, keys, args[5])
    write_js(table, keys, args[6])
    write_language_files(table, keys, args[7])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
