// Run the engine's tests inside the course site's Pyodide, under Node.
//
//   node tests/pyodide/run_tests.mjs SITE_DIR TEST_WHEELS_DIR REPO_DIR [pytest args...]
//
// SITE_DIR is a site built by `python -m hasen_widget site build`: its static/pyodide/
// holds the very runtime, lock and wheels the learner's browser loads (hasen-widget's
// pure wheel among them). TEST_WHEELS_DIR holds pytest, hypothesis and their
// dependencies (pure wheels, not part of the site). The repository's tests/ folder is
// and docs/ folders are mounted at /repo/tests and /repo/docs; pytest's exit status is this script's.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [site, testWheels, repo, ...pytestArgs] = process.argv.slice(2);
const indexURL = resolve(site, "static", "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const started = performance.now();
const pyodide = await loadPyodide({ indexURL });
// From the site's lock, exactly as a lesson's `import hasen_widget` loads it.
await pyodide.loadPackage(["hasen-widget"], { messageCallback: () => {} });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
for (const name of readdirSync(testWheels).filter((n) => n.endsWith(".whl"))) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(join(testWheels, name))), "wheel", { extractDir: sitePackages });
}
for (const dir of ["tests", "docs"]) {  // docs/: the catalogue tests check the glossary against it
  pyodide.FS.mkdirTree(`/repo/${dir}`);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: resolve(repo, dir) }, `/repo/${dir}`);
}
// pytest's settings (strict markers, warnings are errors) come from the repository's pyproject.toml.
pyodide.FS.writeFile("/repo/pyproject.toml", readFileSync(resolve(repo, "pyproject.toml")));
console.log(`Pyodide ${pyodide.version} (Python ${pyodide.runPython("import sys; sys.version.split()[0]")}) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
pyodide.globals.set("ARGS", pyodide.toPy(pytestArgs));
const code = await pyodide.runPythonAsync(`
import os, sys
os.chdir("/repo")
sys.dont_write_bytecode = True
import hasen_widget, hasen_widget._native as native
assert not native.COMPILED, "a compiled engine under Pyodide?"
print("hasen_widget", hasen_widget.__file__, "compiled:", native.COMPILED)
import pytest
int(pytest.main(["-p", "no:cacheprovider", "-o", "addopts=", "--rootdir=/repo", *ARGS]))
`);
process.exit(code);
