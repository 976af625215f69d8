// The teacher's dashboard: every student and table live, results per deal next to par,
// the class's statistics, the coach's lines, the controls, and the projector's view of
// one table. It is redrawn from each "dash" frame; names are set as text only.
import { h } from "../table/dom.js";

const SUIT = { C: "♣", D: "♦", H: "♥", S: "♠" };

function fill(text, params) {
  return String(text || "").replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

function tableOf(rows, head) {
  return h("table", { class: "hc-grid" },
    h("thead", {}, h("tr", {}, head.map((x) => h("th", { scope: "col" }, x)))),
    h("tbody", {}, rows.map((r) => h("tr", {}, r.map((x) => h("td", {}, x === null || x === undefined ? "—" : x))))));
}

// ``embedded``: the dashboard inside the notebook's Classroom widget, which shows the join
// link and a big QR code itself (for the projector): they are not shown twice.
export function renderDashboard(body, { dash, labels, join, token, send, projectorOnly, embedded }) {
  const L = (k) => labels[`dash.${k}`] || k;
  const seats = labels.seats || {};
  const seatName = (s) => seats[s] || s || "—";
  const contract = (r) => (r.maker ? `${seatName(r.maker)} ${r.bid ?? ""} ${SUIT[r.trump] || ""}`.trim() : "—");
  const now = (r) => {
    if (r.phase === "over") return L("phase_over");
    if (r.phase === "waiting") return L("waiting");
    if (r.phase === "auction") return L("phase_auction");
    if (r.phase === "play") return fill(L("phase_play"), { n: r.trick });
    return L("phase_other");
  };
  const set = dash.settings;
  const projector = dash.projector ? renderProjector(dash.projector, L, seatName) : null;
  if (projectorOnly) {
    body.replaceChildren(h("div", { class: "hc-projector-only" }, projector || h("p", {}, L("none_yet"))));
    return;
  }
  const toggle = (key, text) => h("label", { class: "hc-toggle" },
    h("input", { type: "checkbox", "data-key": `set-${key}`, checked: set[key], onchange: (ev) => send({ kind: "settings", [key]: ev.target.checked }) }), text);
  const controls = h("section", { class: "hc-controls", "aria-label": L("controls") },
    h("button", { type: "button", class: "hw-btn", "data-key": "advance", onclick: () => send({ kind: "advance" }) }, L("advance")),
    h("button", { type: "button", class: "hw-btn", "data-key": "pause", "aria-pressed": String(set.paused), onclick: () => send({ kind: "pause", value: !set.paused }) }, set.paused ? L("resume") : L("pause")),
    toggle("hints", L("hints")), toggle("coach", L("coach")), toggle("undo", L("undo")),
    h("button", { type: "button", class: "hw-btn", "data-key": "open-table", onclick: () => send({ kind: "open_table" }) }, L("open_table")),
    h("a", { class: "hw-btn hc-csv", href: `export.csv?token=${encodeURIComponent(token)}`, download: "class-results.csv" }, L("csv")));
  const head = h("header", { class: "hc-head" },
    h("div", {}, h("h1", {}, `${L("title")} · ${fill(labels.deal_of, { n: dash.deal, total: dash.deals })}`),
      embedded ? null : h("p", {}, `${L("join_at")}: `, h("a", { href: join, class: "hc-join-link" }, join))),
    embedded ? null : h("img", { class: "hc-qr", src: "qr.svg", alt: join, width: "120", height: "120" }));

  const students = tableOf(dash.students.map((st) => [
    st.name, st.table || "—", seatName(st.seat), st.deal || "—", st.table ? now(st) : "—",
    h("span", { class: st.online ? "hc-on" : "hc-off" }, st.online ? L("online") : L("offline")),
  ]), [L("name"), L("table"), L("seat"), L("deal"), L("now"), ""]);

  const tables = dash.tables.map((t) => h("div", { class: "hc-four", "data-table": t.table },
    h("b", {}, t.kind === "four" ? fill(labels.four_table, { table: t.table }) : `${t.table} (${L("own")})`), " · ", now(t),
    t.kind === "four" ? h("ul", {}, ["N", "E", "S", "W"].map((s) => {
      const seat = t.seats[s];
      const who = seat.kind === "student" ? seat.name : seat.kind === "bot" ? L("computer") : L("empty");
      return h("li", {}, `${seatName(s)}: `, h("span", { class: `hc-seat-${seat.kind}` }, who),
        seat.kind === "student" ? h("button", { type: "button", class: "hw-btn hc-small", "data-key": `bot-${t.table}-${s}`, onclick: () => send({ kind: "bot_takes", table: t.table, seat: s }) }, L("bot_takes")) : null);
    })) : null,
    t.kind === "four" && Object.values(t.seats).some((x) => x.kind === "empty")
      ? h("button", { type: "button", class: "hw-btn hc-small", "data-key": `fill-${t.table}`, onclick: () => send({ kind: "fill", table: t.table }) }, L("fill")) : null,
    h("button", { type: "button", class: "hw-btn hc-small", "data-key": `project-${t.table}`, "aria-pressed": String(set.projector === t.table),
      onclick: () => send({ kind: "project", table: set.projector === t.table ? "" : t.table }) }, set.projector === t.table ? L("stop_project") : L("project"))));

  const byDeal = new Map();
  for (const r of dash.results) {
    if (!byDeal.has(r.deal)) byDeal.set(r.deal, []);
    byDeal.get(r.deal).push(r);
  }
  const results = [...byDeal.entries()].map(([deal, rows]) => h("div", { class: "hc-deal", "data-deal": deal },
    h("h3", {}, `${L("deal")} ${deal}`),
    tableOf(rows.map((r) => [r.name, r.table, seatName(r.seat), contract(r), r.maker_tricks, r.par_tricks,
      h("span", { class: r.thrown_in ? "hc-thrown" : r.made ? "hc-made" : "hc-set" }, r.thrown_in ? L("thrown_in") : r.made ? L("made") : L("set")),
      r.points]),
    [L("name"), L("table"), L("seat"), L("contract"), L("tricks"), L("par"), `${L("made")} / ${L("set")}`, L("points")])));
  const stats = dash.stats.length ? tableOf(dash.stats.map((s) => [s.deal, s.hands,
    s.make_rate === null ? null : `${Math.round(s.make_rate * 100)} %`, s.mean_points]),
  [L("deal"), L("hands"), L("make_rate"), L("mean_points")]) : h("p", {}, L("none_yet"));
  const decisions = dash.decisions.length ? tableOf(dash.decisions.map((d) => [d.deal, d.name, seatName(d.seat), d.action, d.best, [d.line, d.why ? ` ${d.why}` : ""].join("")]),
    [L("deal"), L("name"), L("seat"), L("chose"), L("coach_line"), ""]) : h("p", {}, L("none_yet"));

  body.replaceChildren(head, controls,
    projector ? h("section", { class: "hc-section hc-proj-section" }, h("h2", {}, L("projector")), projector) : "",
    h("section", { class: "hc-section" }, h("h2", {}, L("students")), students, h("div", { class: "hc-tables" }, tables)),
    h("section", { class: "hc-section hc-results" }, h("h2", {}, L("results")), results.length ? results : h("p", {}, L("none_yet"))),
    h("section", { class: "hc-section hc-stats" }, h("h2", {}, L("stats")), stats),
    h("section", { class: "hc-section hc-decisions" }, h("h2", {}, L("decisions")), decisions));
}

function card(c) {
  const red = c.includes("♥") || c.includes("♦");
  return h("span", { class: `hc-card${red ? " hc-red" : ""}` }, c);
}

function renderProjector(p, L, seatName) {
  const facts = [
    p.maker ? `${L("contract")}: ${seatName(p.maker)} ${p.bid ?? ""} ${SUIT[p.trump] || ""}` : null,
    `${p.tricks.NS ?? 0} – ${p.tricks.EW ?? 0}`,
  ].filter(Boolean).join(" · ");
  return h("div", { class: "hc-projector", "data-table": p.table },
    h("p", { class: "hc-proj-facts" }, `${p.table} · ${facts}`),
    h("div", { class: "hc-proj-trick", "aria-label": L("trick_now") }, p.trick.map(([s, c]) => h("span", { class: "hc-played" }, h("small", {}, seatName(s)), card(c)))),
    p.hands ? h("div", { class: "hc-proj-hands" }, h("h3", {}, L("hands_open")),
      ["N", "E", "S", "W"].map((s) => h("div", {}, h("b", {}, `${seatName(s)}: `), p.hands[s].map(card))),
      p.widow ? h("div", {}, h("b", {}, "· "), card(p.widow)) : null) : null);
}
