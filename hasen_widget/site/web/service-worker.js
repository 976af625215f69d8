// The course site's service worker: JupyterLite's own, plus a copy of the whole course
// kept in the browser, so that after one complete visit every lesson opens, a reload
// works and a kernel starts with no network.
//
// JupyterLite registers `service-worker.js` at the site's root and uses it to give the
// kernel its files (`/api/drive`) and `input()` (`/api/stdin`); its cache only keeps
// what a page has fetched, and it never answers `/api/` files (the file listings), so a
// lesson not yet opened fails offline. This file takes that place: JupyterLite's worker
// (build/service-worker.js, unchanged) is loaded below and still answers the kernel's
// requests, and every other request for a file of the site is answered from the copy.
//
// The copy: `SITE.precache` (the site's files, listed at build time, less the files
// only a start without the snapshot needs) is fetched when a page of the site asks
// (message "keep"), in the background, into a cache named after the build (`SITE.version`):
// a rebuilt site is a new worker with a new cache, and the old cache goes when it takes
// over. A page asks "status" to show how far the copy is.
// Everything is inside one function: JupyterLite's worker, loaded into the same global
// scope, declares names of its own (CACHE, onFetch, ...).
(() => {
"use strict";

const SITE = /*SITE*/ { version: "dev", precache: [], files: [] } /*SITE*/;
const CACHE = `hasen-course-${SITE.version}`;
const ROOT = new URL("./", self.location.href);
const FILES = new Set(SITE.files);

// JupyterLite's worker, loaded with its listeners held back: its fetch handler is
// called below for the kernel's requests only (its install and activate are done here).
const lite = {};
{
  const add = self.addEventListener.bind(self);
  self.addEventListener = (type, handler) => {
    lite[type] = handler;
  };
  try {
    importScripts("./build/service-worker.js");
  } finally {
    self.addEventListener = add;
  }
}

// A request's file in the site ("lab/index.html"), or null when it is not one: another
// origin, outside the site, or JupyterLite's in-browser API.
function siteFile(url) {
  if (url.origin !== ROOT.origin || !url.pathname.startsWith(ROOT.pathname)) return null;
  let rel = decodeURIComponent(url.pathname.slice(ROOT.pathname.length));
  if (rel === "" || rel.endsWith("/")) rel += "index.html";
  if (rel.startsWith("api/drive") || rel.startsWith("api/stdin/") || rel === "api/service-worker-heartbeat")
    return null;
  return rel;
}

const keyOf = (rel) => new URL(rel, ROOT).href;

let keeping = null; // the running "keep", shared by every page that asks
let kept = { done: 0, total: SITE.precache.length, failed: 0 };

async function keep() {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((r) => r.url));
  const missing = SITE.precache.filter((rel) => !have.has(keyOf(rel)));
  kept = { done: SITE.precache.length - missing.length, total: SITE.precache.length, failed: 0 };
  // A few at a time: the large files come one by one, and a failure costs only its file.
  const queue = missing.slice();
  async function worker() {
    while (queue.length) {
      const rel = queue.shift();
      try {
        const response = await fetch(keyOf(rel), { cache: "no-cache" });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        await cache.put(keyOf(rel), response);
        kept.done += 1;
      } catch (error) {
        kept.failed += 1;
        console.warn(`hasen-widget: could not keep ${rel} for offline use (${error.message})`);
      }
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  return kept;
}

function status() {
  return { ...kept, version: SITE.version, keeping: keeping !== null };
}

self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("hasen-course-") && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const { data, source } = event;
  if (!data || typeof data !== "object" || !source) return;
  if (data.hasen === "keep") {
    keeping = keeping || keep().finally(() => (keeping = null));
    event.waitUntil(keeping.then(() => source.postMessage({ hasen: "status", ...status() })));
  } else if (data.hasen === "status") {
    source.postMessage({ hasen: "status", ...status() });
  }
});

// Cache first: the copy is of this very build. A file not in the copy is fetched (and
// kept, when it is a file of the site); offline, a path the site does not have gets the
// 404 the static host would give, so JupyterLite sees "no such file", not a failure.
async function answer(request, rel) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(keyOf(rel));
  if (hit) return hit;
  try {
    const response = await fetch(request);
    if (response.ok && FILES.has(rel) && request.method === "GET") {
      await cache.put(keyOf(rel), response.clone());
    }
    return response;
  } catch (error) {
    if (!FILES.has(rel)) return new Response("", { status: 404, statusText: "Not Found" });
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const rel = request.method === "GET" ? siteFile(new URL(request.url)) : null;
  if (rel !== null && !request.headers.has("range")) {
    event.respondWith(answer(request, rel));
  } else if (lite.fetch) {
    lite.fetch(event); // the kernel's files and input(), as JupyterLite answers them
  }
});
})();
