// The projector size fills the room it is given: the table's width (a container query
// on the frame, in style.css) and the height of the window the page scrolls in
// (JupyterLab's notebook panel, Voilà's page), measured here because CSS cannot see the
// height of a scrolling ancestor. The table's font size, and with it every card and
// line, is the smaller of the two (see `.hw-size-projector` in projector.css).

/** The outermost ancestor of `el` that scrolls vertically (JupyterLab's notebook panel),
 * or null for the page itself. Not the nearest: an output area scrolls too, but its
 * height is the table's own, which would shrink the table without end. */
export function scroller(el) {
  let found = null;
  for (let n = el.parentElement; n && n !== document.body && n !== document.documentElement; n = n.parentElement) {
    const oy = getComputedStyle(n).overflowY;
    if ((oy === "auto" || oy === "scroll" || oy === "overlay") && n.clientHeight > 0) found = n;
  }
  return found;
}

/** Keep `--hw-fit-h` on `root` equal to the visible height the table may fill.
 * Returns a function that stops watching. */
export function watchFit(root) {
  let box = null;
  const measure = () => {
    box = box && box.isConnected ? box : scroller(root);
    const seen = box ? Math.min(box.clientHeight, window.innerHeight) : window.innerHeight;
    const px = `${Math.max(seen, 200)}px`;
    if (root.style.getPropertyValue("--hw-fit-h") !== px) root.style.setProperty("--hw-fit-h", px);
  };
  const ro = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
  // The scrolling ancestor exists only once the output is attached: look again shortly.
  const later = () => {
    box = null;
    measure();
    if (ro && box) ro.observe(box);
  };
  requestAnimationFrame(later);
  const timer = setTimeout(later, 500);
  window.addEventListener("resize", measure);
  measure();
  return () => {
    clearTimeout(timer);
    window.removeEventListener("resize", measure);
    if (ro) ro.disconnect();
  };
}

/** Bring the whole table into sight when it is only partly on screen (a presenter's first
 * key, or a click on the felt): its top to the top of the window it scrolls in. */
export function showWhole(root) {
  const box = scroller(root);
  const r = root.getBoundingClientRect();
  const top = box ? Math.max(box.getBoundingClientRect().top, 0) : 0;
  const bottom = box ? Math.min(box.getBoundingClientRect().bottom, window.innerHeight) : window.innerHeight;
  if (r.top < top - 1 || (r.bottom > bottom + 1 && r.top > top + 1)) root.scrollIntoView({ block: "start" });
}
