// What the course site adds to JupyterLite's pages (lab/ and notebooks/), once the app
// is up (the site sets exposeAppInBrowser, so the app is window.jupyterapp):
// - on a narrow screen (a phone) the lesson takes the whole width: JupyterLab shows
//   one document at a time, the side panels and their icon strips start hidden;
// - running a lesson does not mark it modified: a notebook whose cells still hold the
//   text they were opened (or last saved) with is not "changed", whatever its outputs,
//   so closing it asks nothing; a learner's edit still counts as a change;
// - the site's service worker is asked to keep the whole course for offline use.
(function () {
  "use strict";
  const NARROW = "(max-width: 760px)"; // JupyterLab's own "mobile" width

  function whenApp(then) {
    if (window.jupyterapp) return then(window.jupyterapp);
    setTimeout(() => whenApp(then), 100);
  }

  // JupyterLite takes the layout from the address (?mode=), once the app is restored:
  // said here, before the app starts, it is the first layout the learner sees.
  const narrow = window.matchMedia(NARROW).matches;
  if (narrow) {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("mode")) {
      url.searchParams.set("mode", "single-document");
      window.history.replaceState(window.history.state, "", url.href);
    }
  }

  // The side panels: closed, and closed again when JupyterLab opens one as it starts (it
  // opens the file list a few seconds after the lesson), until the learner opens one
  // (a side-bar tab, a menu, a key).
  let learnerOpened = false;
  const theirs = ".jp-SideBar, .lm-MenuBar, .lm-Menu";
  document.addEventListener("pointerdown", (e) => e.target.closest && e.target.closest(theirs) && (learnerOpened = true), true);
  document.addEventListener("keydown", () => (learnerOpened = true), true);

  function fitNarrowScreen(app) {
    if (!narrow) return;
    const shell = app.shell;
    const close = () => {
      if (learnerOpened) return;
      if (shell.leftCollapsed === false) shell.collapseLeft();
      if (shell.rightCollapsed === false) shell.collapseRight();
      // The two strips of side-panel icons too (JupyterLab's "Activity Bar": the View
      // menu's Appearance shows them again).
      for (const side of ["left", "right"]) {
        if (shell.isSideTabBarVisible && shell.isSideTabBarVisible(side)) shell.toggleSideTabBarVisibility(side);
      }
    };
    close();
    if (shell.layoutModified) shell.layoutModified.connect(close);
  }

  // The cells' kinds and text: what a learner changes when they change a lesson.
  function writing(model) {
    const parts = [];
    for (let i = 0; i < model.cells.length; i++) {
      const cell = model.cells.get(i);
      parts.push(cell.type, cell.sharedModel.getSource());
    }
    return JSON.stringify(parts);
  }

  const watched = new WeakSet();
  async function watch(widget) {
    if (!widget || !widget.context || watched.has(widget)) return;
    watched.add(widget);
    const context = widget.context;
    await context.ready;
    const model = context.model;
    if (!model || !model.cells) return; // not a notebook
    let saved = writing(model);
    if (model.dirty) model.dirty = false; // opened: nothing changed yet
    model.stateChanged.connect((m, change) => {
      if (change.name === "dirty" && change.newValue && writing(m) === saved) m.dirty = false;
    });
    context.saveState.connect((_, state) => {
      if (state === "completed") saved = writing(model);
    });
  }

  function keepOffline() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.ready.then((registration) => {
      if (registration.active) registration.active.postMessage({ hasen: "keep" });
    });
  }

  whenApp(async (app) => {
    keepOffline();
    await app.restored;
    fitNarrowScreen(app);
    watch(app.shell.currentWidget);
    if (app.shell.currentChanged) app.shell.currentChanged.connect(() => watch(app.shell.currentWidget));
  });
})();
