// Bundle every front end under js/<name>/index.js into hasen_widget/static/<name>.js
// (one ES module each, unminified, no imports left at runtime: anywidget loads `_esm`
// from a Blob URL, where relative imports cannot resolve), and js/<name>/style.css
// into hasen_widget/static/<name>.css when present. js/site-loader/ is not a widget but
// the course site's Pyodide loader (hasen_widget/site/snapshot.py copies it into a site,
// beside the pyodide.mjs it imports, which is left as an import).
//
//   node build.mjs            build once
//   node build.mjs --watch    rebuild on change (for front-end work)
import { build, context } from "esbuild";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));
const src = join(root, "js");
const out = join(root, "hasen_widget", "static");
const watch = process.argv.includes("--watch");

// A widget is any folder of js/ with an index.js (js/test/ holds tests, not a widget).
const widgets = readdirSync(src)
  .filter((name) => statSync(join(src, name)).isDirectory())
  .filter((name) => existsSync(join(src, name, "index.js")))
  .sort();

if (widgets.length === 0) {
  console.error(`build.mjs: no js/<name>/index.js found under ${src}`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });

// {in, out} entries: js/table/index.js -> table.js and js/table/style.css -> table.css.
const entryPoints = [];
for (const name of widgets) {
  entryPoints.push({ in: join(src, name, "index.js"), out: name });
  const css = join(src, name, "style.css");
  if (existsSync(css)) entryPoints.push({ in: css, out: name });
}

const options = {
  entryPoints,
  outdir: out,
  bundle: true,
  format: "esm",
  minify: false,
  target: ["es2020"],
  legalComments: "none",
  external: ["./pyodide.mjs"],
  logLevel: "info",
};

if (watch) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
