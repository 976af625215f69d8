// Take the site's Python start-up snapshot with the site's own Pyodide, under Node.
//
//   node snapshot.mjs PYODIDE_DIR JOB.json
//
// JOB.json: {"packages": [...], "warm_up": "python source", "out": {"memory": path,
// "files": path, "manifest": path}, "leave_out": [regex, ...]}.
//
// Pyodide loads the packages (as the kernel's worker would), runs the warm-up (the
// imports a kernel start and a lesson's first cell make), and its memory is written to
// out.memory (snapshot.py compresses it). The site-packages files go to out.files in one
// bundle:
// [u32 length of the index][index JSON: [[path, size], ...]][the files' bytes, in order].
// Left out of it: the compiled files of modules already imported (their code is in the
// memory), and paths a `leave_out` pattern matches (wheel data for JupyterLab, not Python).
// The loader (js/site-loader/) restores both in the learner's browser.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

// The JavaScript objects the warm-up's modules hold (micropip's loadPackage, the
// kernel's loadPackagesFromImports, the pyodide_js module): all are Pyodide's own API,
// so each is written as its place in it, {space, name}, and the loader finds it again.
function whereInPyodide(obj) {
  for (const [space, api] of [["public", py], ["internal", py._api]]) {
    for (const name of Object.getOwnPropertyNames(api)) {
      let value;
      try {
        value = api[name];
      } catch {
        continue;
      }
      if (value === obj) return { space, name, callable: typeof obj === "function" };
    }
  }
  throw new Error(`the warm-up holds a JavaScript object that is not Pyodide's API: ${obj && obj.constructor && obj.constructor.name}`);
}

const [pyodideDir, jobFile] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobFile, "utf8"));
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const quiet = { messageCallback: () => {}, stdout: (l) => console.log(l), stderr: (l) => console.error(l) };

// The packages are unpacked by one Pyodide, and their files copied into a fresh one
// from JavaScript: unpacking leaves a megabyte of freed wheel data in Python's memory,
// which the snapshot would carry.
const unpacker = await loadPyodide({ indexURL: `${pyodideDir}/`, packages: job.packages, ...quiet });
const packages = { ...unpacker.loadedPackages };
const root = unpacker._api.sitePackages;
const unpacked = [];
const walk = (dir) => {
  for (const name of unpacker.FS.readdir(dir)) {
    if (name === "." || name === "..") continue;
    const path = `${dir}/${name}`;
    if (unpacker.FS.isDir(unpacker.FS.stat(path).mode)) walk(path);
    else unpacked.push([path.slice(root.length + 1), unpacker.FS.readFile(path)]);
  }
};
walk(root);

const py = await loadPyodide({
  indexURL: `${pyodideDir}/`,
  _makeSnapshot: true,
  ...quiet,
  fsInit: (FS, { sitePackages }) => {
    for (const [rel, data] of unpacked) {
      const path = `${sitePackages}/${rel}`;
      FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      FS.writeFile(path, data);
    }
  },
});
py.globals.set("_hasen_warm_up", job.warm_up);
py.runPython("exec(_hasen_warm_up, {'__name__': '_hasen_warm_up'}); del _hasen_warm_up");
const imported = new Set(
  py.runPython(`
import sys
sorted({getattr(m, "__cached__", None) or "" for m in list(sys.modules.values())} |
       {f for m in list(sys.modules.values()) if (f := getattr(m, "__file__", None) or "").endswith(".pyc")})
`).toJs(),
);

const leaveOut = job.leave_out.map((pattern) => new RegExp(pattern));
const files = unpacked.filter(
  ([rel]) => !leaveOut.some((pattern) => pattern.test(rel)) && !imported.has(`${root}/${rel}`),
);
const index = Buffer.from(JSON.stringify(files.map(([rel, data]) => [rel, data.length])));
const head = Buffer.alloc(4);
head.writeUInt32LE(index.length);
writeFileSync(job.out.files, Buffer.concat([head, index, ...files.map(([, d]) => Buffer.from(d))]));

// The snapshot must find no package marked loaded (Pyodide checks it; the list is shared
// by both Pyodides of this process); the loader marks them again after restoring, with
// the files in place.
for (const name of Object.keys(py.loadedPackages)) delete py.loadedPackages[name];
py.runPython("import gc; gc.collect()");
const memory = py.makeMemorySnapshot({ serializer: whereInPyodide });
writeFileSync(job.out.memory, memory);
writeFileSync(
  job.out.manifest,
  JSON.stringify(
    {
      pyodide: py.version,
      memory_bytes: memory.length,
      file_count: files.length,
      packages,
    },
    null,
    1,
  ),
);
