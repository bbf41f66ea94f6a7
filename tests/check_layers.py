#!/usr/bin/env python3
"""The include rules of wasm/README.md, checked on every #include "..." of wasm/ and engine/.

wasm/'s layers, lowest first: model, platform, render, screens, app, then the top (main.cpp, bindings.cpp,
bot_worker.cpp). A file may include its own layer and the layers below it, never one above. The engine
(engine/) includes nothing of wasm/, and the rules (engine/include, engine/src) nothing of the bots (engine/bots:
the build enforces it too, the bots' headers being off the rules' include path). No two files include each other in a
loop, however long. Exits 1 with every include that breaks a rule; run by ctest as `layers.includes`.

Usage: check_layers.py <project root>
"""
import re
import sys
from pathlib import Path

LAYERS = ["model", "platform", "render", "screens", "app"]  # lowest first; the top level of wasm/ is above all
TOP = len(LAYERS)
WASM_FOLDERS = tuple(folder + "/" for folder in LAYERS)

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)
SOURCES = (".hpp", ".cpp", ".h", ".inl")


def layer_of(wasm_path: str) -> int:
    """The layer of a path relative to wasm/ ("screens/game/boards.cpp"); TOP for wasm/'s own files."""
    folder = wasm_path.split("/", 1)[0] if "/" in wasm_path else ""
    return LAYERS.index(folder) if folder in LAYERS else TOP


def resolve(root: Path, including: Path, name: str):
    """The project file an include names (a path relative to the root), or None for one outside it
    (the standard library, ImGui, Catch2, emscripten, generated headers such as model/strings.hpp)."""
    for base in (including.parent, root / "wasm", root / "engine" / "include", root / "engine" / "src",
                 root / "engine" / "bots" / "include", root / "engine" / "bots" / "src"):
        candidate = (base / name).resolve()
        if candidate.is_file() and root in candidate.parents:
            return candidate.relative_to(root).as_posix()
    return None


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    files = sorted(p for folder in ("wasm", "engine") for p in (root / folder).rglob("*")
                   if p.suffix in SOURCES and p.is_file())
    graph = {}
    problems = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        edges = graph.setdefault(rel, [])
        for name in INCLUDE.findall(path.read_text(encoding="utf-8")):
            target = resolve(root, path, name)
            if rel.startswith("engine/"):
                if name.startswith(WASM_FOLDERS) or (target and target.startswith("wasm/")):
                    problems.append(f"{rel}: includes \"{name}\": the engine includes nothing of wasm/")
            if target is None:
                continue
            if rel.startswith(("engine/include/", "engine/src/")) and target.startswith("engine/bots/"):
                problems.append(f"{rel}: includes \"{name}\": the rules include nothing of the bots (engine/bots)")
            edges.append(target)
            if rel.startswith("wasm/") and target.startswith("wasm/"):
                here, there = layer_of(rel[5:]), layer_of(target[5:])
                if there > here:
                    below = LAYERS[here] if here < TOP else "the top"
                    above = LAYERS[there] if there < TOP else "the top"
                    problems.append(f"{rel}: includes \"{name}\": {below}/ may not include {above}/ (a higher layer)")
    problems += [f"files including each other in a loop: {', '.join(group)}" for group in cycles(graph)]
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"layers.includes: {len(files)} files, {sum(len(e) for e in graph.values())} includes, "
          "none upward, no loop")
    return 0


def cycles(graph):
    """Every group of files that include each other in a loop (strongly connected, Tarjan's algorithm)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(node):
        work = [(node, iter(graph.get(node, [])))]
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        while work:
            current, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph.get(child, []))))
                    advanced = True
                    break
                if child in on_stack:
                    low[current] = min(low[current], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[current])
            if low[current] == index[current]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == current:
                        break
                if len(group) > 1 or current in graph.get(current, []):
                    found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


if __name__ == "__main__":
    sys.exit(main())
