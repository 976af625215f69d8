// The start page's script (front.py puts it inside templates/index.html): the language
// (the browser's, or the menu's, remembered), and the offline status line, from the
// service worker's own count of the files it keeps.
(function () {
  "use strict";
  const WORDS = JSON.parse(document.getElementById("hasen-words").textContent);
  const menu = document.getElementById("hasen-lang");
  const line = document.getElementById("hasen-offline");
  let lang = "en";
  let shown = ["site.offline.checking", 0];
  function show(key, percent) {
    shown = [key, percent || 0];
    line.dataset.state = key.split(".").pop();
    line.textContent = WORDS[lang][key].replace("{percent}", String(percent || 0));
  }
  function setLanguage(next) {
    lang = WORDS[next] ? next : "en";
    document.documentElement.lang = lang;
    menu.value = lang;
    for (const el of document.querySelectorAll("[data-say]")) el.textContent = WORDS[lang][el.dataset.say];
    document.title = WORDS[lang]["site.page.title"];
    show(shown[0], shown[1]);
  }
  let stored = null;
  try { stored = localStorage.getItem("hasen-site-lang"); } catch (e) {}
  const wanted = [stored].concat(navigator.languages || [navigator.language]).filter(Boolean);
  setLanguage((wanted.map((l) => l.slice(0, 2).toLowerCase()).find((l) => WORDS[l])) || "en");
  menu.addEventListener("change", () => {
    setLanguage(menu.value);
    try { localStorage.setItem("hasen-site-lang", menu.value); } catch (e) {}
  });

  if (!("serviceWorker" in navigator) || !window.caches) {
    show("site.offline.unsupported");
    return;
  }
  function report(s) {
    const percent = s.total ? Math.floor((100 * s.done) / s.total) : 100;
    if (s.done >= s.total) show("site.offline.ready");
    else if (s.keeping) show("site.offline.saving", percent);
    else if (s.failed) show("site.offline.failed", percent);
    else show("site.offline.saving", percent);
  }
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data && event.data.hasen === "status") report(event.data);
  });
  navigator.serviceWorker.register(__SERVICE_WORKER__).catch(() => show("site.offline.unsupported"));
  navigator.serviceWorker.ready.then((registration) => {
    const worker = registration.active;
    worker.postMessage({ hasen: "keep" });
    const poll = setInterval(() => worker.postMessage({ hasen: "status" }), 1000);
    navigator.serviceWorker.addEventListener("message", (event) => {
      const s = event.data || {};
      if (s.hasen === "status" && !s.keeping && (s.done >= s.total || s.failed)) clearInterval(poll);
    });
  });
})();
