// The site's Pyodide loader. The JupyterLite kernel's worker imports this module (the
// site's `pyodideUrl`) and calls its loadPyodide(options) as it would Pyodide's own.
//
// What it adds, each measured by benchmarks/site.py:
// - Python starts from the memory snapshot taken when the site was built (snapshot.mjs),
//   with IPython, the kernel and hasen_widget already imported: restoring it takes about
//   two seconds in the browser, where booting Python, unpacking some twenty wheels and
//   importing them took ten.
// - The site-packages files come in one bundle, written before Python runs (the modules
//   the snapshot has imported are left out of it).
// - Every large file is fetched compressed with Zstandard, decoded by zstddec (zstd's
//   own decoder built to WebAssembly, the one three.js uses). Browsers decode only gzip
//   natively, which makes the memory a third larger, and a plain static server such as
//   `python -m http.server` sends files as they are: the WebAssembly module is 2.9 MB
//   instead of 9.6.
// What the snapshot froze is renewed: the random generator is seeded afresh (each visit
// deals differently) and the time zone is the learner's. If a step fails, Pyodide starts
// the usual way, from the wheels beside its lock, and the console says why.
import { ZSTDDecoder } from "zstddec";
import { loadPyodide as loadPlainPyodide } from "./pyodide.mjs";

const HERE = new URL(".", import.meta.url);
const MANIFEST = "hasen-snapshot.json";

async function fetchOk(name) {
  const response = await fetch(new URL(name, HERE));
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return response;
}

const zstd = new ZSTDDecoder();
let zstdReady = null;

// A file of the site, Zstandard-compressed (name.zst), as bytes; the manifest gives
// every compressed file's size as it was.
async function unzstd(manifest, name) {
  zstdReady = zstdReady || zstd.init();
  const compressed = new Uint8Array(await (await fetchOk(name)).arrayBuffer());
  await zstdReady;
  return zstd.decode(compressed, manifest.sizes[name]);
}

function wasmResponse(bytes) {
  return new Response(bytes, { headers: { "Content-Type": "application/wasm" } });
}

// Pyodide's JavaScript half (pyodide.asm.mjs), imported from the compressed copy:
// Pyodide takes the module's factory as `createPyodideModule`.
async function asmModule(manifest) {
  const source = await unzstd(manifest, manifest.asm);
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  try {
    return (await import(url)).default;
  } finally {
    URL.revokeObjectURL(url);
  }
}

// Pyodide's own request for its WebAssembly module (the uncompressed file).
const isWasmRequest = (resource) =>
  String(resource instanceof Request ? resource.url : resource).endsWith("/pyodide.asm.wasm");

// Without the snapshot: Pyodide fetches `pyodide.asm.wasm` itself (there is no option for
// another file), and for the time of the load that one request is answered from the
// compressed copy instead.
function wasmFromCompressed(manifest) {
  const original = globalThis.fetch;
  if (!manifest.wasm) return () => {};
  globalThis.fetch = async function (resource, init) {
    if (isWasmRequest(resource)) {
      return wasmResponse(await unzstd(manifest, manifest.wasm));
    }
    return original.call(this, resource, init);
  };
  return () => {
    globalThis.fetch = original;
  };
}

// Pyodide instantiates its WebAssembly module itself, once its configuration is set and
// the snapshot is in hand. Here the module is compiled from the start, while the snapshot
// downloads, and Pyodide's instantiation is handed that module; its own fetch of the
// uncompressed file is answered with nothing. The snapshot is larger than the memory the
// module starts with, and Pyodide copies it in without growing the memory: it is grown
// right after instantiation.
function instantiateCompiled(compiled, memoryBytes) {
  const original = { fetch: globalThis.fetch, streaming: WebAssembly.instantiateStreaming };
  globalThis.fetch = async function (resource, init) {
    if (isWasmRequest(resource)) {
      return new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } });
    }
    return original.fetch.call(this, resource, init);
  };
  WebAssembly.instantiateStreaming = async (_response, imports) => {
    const module = await compiled;
    const instance = await WebAssembly.instantiate(module, imports);
    const pages = Math.ceil((memoryBytes - instance.exports.memory.buffer.byteLength) / 65536);
    if (pages > 0) instance.exports.memory.grow(pages);
    return { instance, module };
  };
  return () => {
    globalThis.fetch = original.fetch;
    WebAssembly.instantiateStreaming = original.streaming;
  };
}

function writeFiles(FS, root, bundle) {
  const view = new DataView(bundle.buffer, bundle.byteOffset, bundle.byteLength);
  const length = view.getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(bundle.subarray(4, 4 + length)));
  let offset = 4 + length;
  const made = new Set();
  for (const [rel, size] of index) {
    const path = `${root}/${rel}`;
    const dir = path.slice(0, path.lastIndexOf("/"));
    if (!made.has(dir)) {
      FS.mkdirTree(dir);
      made.add(dir);
    }
    FS.writeFile(path, bundle.subarray(offset, offset + size));
    offset += size;
  }
  return index.length;
}

// The snapshot's references to Pyodide's API (snapshot.mjs: whereInPyodide), resolved
// when first used: the new Pyodide exists only once loadPyodide has returned it.
function apiReferences(holder) {
  const find = ({ space, name }) => (space === "public" ? holder.pyodide : holder.pyodide._api)[name];
  return (where) => {
    if (where.callable) return (...args) => find(where)(...args);
    const target = () => find(where);
    return new Proxy(
      {},
      {
        get: (_, key) => Reflect.get(target(), key),
        set: (_, key, value) => Reflect.set(target(), key, value),
        has: (_, key) => Reflect.has(target(), key),
        ownKeys: () => Reflect.ownKeys(target()),
        getOwnPropertyDescriptor: (_, key) => {
          const d = Reflect.getOwnPropertyDescriptor(target(), key);
          return d && { ...d, configurable: true };
        },
      },
    );
  };
}

async function fromSnapshot(options, manifest) {
  if (!manifest.memory) throw new Error("the site was built without one");
  const started = performance.now();
  const compiled = unzstd(manifest, manifest.wasm).then((bytes) => WebAssembly.compile(bytes));
  compiled.catch(() => {}); // awaited below; a failure there falls back to a plain start
  const [memory, files, createPyodideModule] = await Promise.all([
    unzstd(manifest, manifest.memory),
    unzstd(manifest, manifest.files),
    asmModule(manifest),
  ]);
  const fetched = performance.now();
  let filesMs = 0;
  const undo = instantiateCompiled(compiled, manifest.memory_bytes);
  let written = 0;
  const holder = {};
  try {
    holder.pyodide = await loadPlainPyodide({
      ...options,
      packages: [],
      createPyodideModule,
      _loadSnapshot: memory,
      _snapshotDeserializer: apiReferences(holder),
      fsInit: async (FS, { sitePackages }) => {
        const t0 = performance.now();
        written = writeFiles(FS, sitePackages, files);
        filesMs = performance.now() - t0;
        if (options.fsInit) await options.fsInit(FS, { sitePackages });
      },
    });
  } finally {
    undo();
  }
  const { pyodide } = holder;
  for (const [name, channel] of Object.entries(manifest.packages)) pyodide.loadedPackages[name] = channel;
  pyodide.runPython(
    "import random, time\nrandom.seed()\nif hasattr(time, 'tzset'): time.tzset()\ndel random, time",
  );
  const s = (ms) => (ms / 1000).toFixed(2);
  const now = performance.now();
  console.info(
    `hasen-widget: Python restored from the site's snapshot in ${s(now - started)} s ` +
      `(fetched and decompressed in ${s(fetched - started)} s, ${written} files written in ${s(filesMs)} s)`,
  );
  return pyodide;
}

export async function loadPyodide(options = {}) {
  let manifest = null;
  try {
    manifest = await (await fetchOk(MANIFEST)).json();
    return await fromSnapshot(options, manifest);
  } catch (error) {
    console.warn(`hasen-widget: starting Python without the site's snapshot (${error && error.message})`);
  }
  const undoFetch = wasmFromCompressed(manifest || {});
  try {
    const createPyodideModule = manifest && manifest.asm ? await asmModule(manifest).catch(() => undefined) : undefined;
    return await loadPlainPyodide({ ...options, createPyodideModule });
  } finally {
    undoFetch();
  }
}
