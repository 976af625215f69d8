// Byte-compile wheels with the site's own Pyodide (Python 3.14), so that the learner's
// browser imports IPython & co. without compiling their sources on every visit.
//
//   node precompile.mjs PYODIDE_DIR JOBS.json
//
// JOBS.json: [{"src": "in.whl", "dest": "out.whl", "keep_source": false}, ...]. Each wheel
// is unpacked, compiled (unchecked-hash .pyc: valid whatever the files' times after
// unpacking), and zipped again with a new RECORD. keep_source=false drops each compiled
// .py for a sourceless .pyc beside it (as Pyodide's own wheels are built); true keeps the
// .py and puts the .pyc in __pycache__ (tracebacks then show the source lines).
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, jobsFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/` });
const recompile = pyodide.runPython(`
import base64, compileall, hashlib, io, os, py_compile, shutil, zipfile

def recompile(data, keep_source):
    root = "/tmp/wheel"
    shutil.rmtree(root, ignore_errors=True)
    with zipfile.ZipFile(io.BytesIO(bytes(data))) as z:
        z.extractall(root)
    mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
    compileall.compile_dir(root, quiet=2, legacy=not keep_source, invalidation_mode=mode, workers=1)
    if not keep_source:
        for d, _, files in os.walk(root):
            for f in files:
                if f.endswith(".py") and os.path.exists(os.path.join(d, f + "c")):
                    os.remove(os.path.join(d, f))
    names = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)
    record = next(n for n in names if n.endswith(".dist-info/RECORD"))
    out = io.BytesIO()
    lines = []
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for n in names:
            if n == record:
                continue
            body = open(os.path.join(root, n), "rb").read()
            z.writestr(zipfile.ZipInfo(n, (2020, 2, 2, 0, 0, 0)), body, zipfile.ZIP_DEFLATED)
            digest = base64.urlsafe_b64encode(hashlib.sha256(body).digest()).rstrip(b"=").decode()
            lines.append(f"{n},sha256={digest},{len(body)}")
        lines.append(f"{record},,")
        z.writestr(zipfile.ZipInfo(record, (2020, 2, 2, 0, 0, 0)), "\\n".join(lines) + "\\n", zipfile.ZIP_DEFLATED)
    return out.getvalue()

recompile
`);
for (const job of JSON.parse(readFileSync(jobsFile, "utf8"))) {
  const result = recompile(new Uint8Array(readFileSync(job.src)), job.keep_source);
  writeFileSync(job.dest, result.toJs());
  result.destroy();
}
