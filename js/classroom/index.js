// The class server's pages: the student's (join, then the same table front end as in
// the notebooks, js/table, on a model fed by the WebSocket: common/host.js) and the
// teacher's dashboard (./dashboard.js). Every text comes from the server's labels
// (classroom.po) and is set as text, never as HTML.
import table from "../table/index.js";
import { h } from "../table/dom.js";
import { messageModel } from "../common/host.js";
import { renderDashboard } from "./dashboard.js";
import { mergeRows } from "./rows.js";

const TOKEN_KEY = "hasen-class-token";

export function socketUrl(path) {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${path}`;
}

function fill(text, params) {
  return String(text || "").replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

function studentPage(app) {
  let ws = null;
  let labels = {};
  let seats = {};
  let seated = false;
  let mounted = false;
  let delay = 500;
  const banner = h("div", { class: "hc-banner", role: "status" });
  const notice = h("div", { class: "hc-notice", role: "alert", hidden: true });
  const join = h("div", { class: "hc-join" });
  const tableEl = h("div", { class: "hc-table", hidden: true });
  app.append(banner, notice, join, tableEl);
  const model = messageModel((msg) => {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  });

  function say(text) {
    notice.textContent = text || "";
    notice.hidden = !text;
  }

  function showJoin(tables) {
    seated = false;
    tableEl.hidden = true;
    join.hidden = false;
    const name = h("input", { type: "text", id: "hc-name", maxlength: "24", autocomplete: "nickname", required: true });
    const choices = [h("label", { class: "hc-choice" }, h("input", { type: "radio", name: "hc-where", value: "", checked: true }), labels.own_table)];
    for (const t of tables || []) {
      for (const s of t.free) {
        choices.push(h("label", { class: "hc-choice" },
          h("input", { type: "radio", name: "hc-where", value: `${t.table}:${s}` }),
          `${fill(labels.four_table, { table: t.table })} · ${seats[s] || s} (${labels.free})`));
      }
    }
    const form = h("form", { class: "hc-form", onsubmit: (ev) => {
      ev.preventDefault();
      const where = form.querySelector('input[name="hc-where"]:checked')?.value || "";
      const msg = { kind: "join", name: name.value };
      if (where) {
        const [t, s] = where.split(":");
        msg.table = t;
        msg.seat = s;
      }
      send(msg);
    } },
      h("h1", {}, labels.join_title),
      h("label", { for: "hc-name" }, labels.your_name), name,
      h("fieldset", {}, h("legend", {}, labels.where), choices),
      h("button", { type: "submit", class: "hw-btn hc-go" }, labels.join));
    join.replaceChildren(form);
    banner.textContent = labels.title || "";
  }

  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }

  function showClass(info) {
    if (!info) return;
    const parts = [fill(labels.you_are, { name: info.name })];
    parts.push(info.table ? fill(labels.four_table, { table: info.table }) : labels.at_own);
    parts.push(fill(labels.deal_of, { n: info.deal, total: info.deals }));
    banner.replaceChildren(h("span", {}, parts.join(" · ")),
      info.paused ? h("b", { class: "hc-paused" }, ` ${labels.paused}`) : "",
      info.note ? h("span", { class: "hc-note" }, ` ${labels[info.note] || ""}`) : "");
    tableEl.classList.toggle("hc-no-hints", !info.hints);
    tableEl.classList.toggle("hc-no-undo", !info.undo);
  }

  function connect() {
    ws = new WebSocket(socketUrl("/ws"));
    ws.onopen = () => {
      delay = 500;
      const token = localStorage.getItem(TOKEN_KEY);
      if (token) send({ kind: "resume", token });
    };
    ws.onmessage = (ev) => {
      const msg = JSON.parse(ev.data);
      if (msg.type === "lobby") {
        labels = msg.labels;
        seats = msg.seats || {};
        document.title = labels.title;
        if (msg.forget) localStorage.removeItem(TOKEN_KEY);
        if (banner.dataset.offline) { delete banner.dataset.offline; banner.textContent = ""; }
        if (!localStorage.getItem(TOKEN_KEY) && !seated) showJoin(msg.tables);
      } else if (msg.type === "welcome") {
        localStorage.setItem(TOKEN_KEY, msg.token);
        seated = true;
        join.hidden = true;
        tableEl.hidden = false;
        say("");
      } else if (msg.type === "state") {
        const { class: info, ...traits } = msg.traits;
        if (info) showClass(info);
        model.update(traits);
        if (!mounted) {
          mounted = true;
          table.render({ model, el: tableEl });
        }
      } else if (msg.type === "notice") {
        say(msg.text);
        model.answered();
        setTimeout(() => { if (notice.textContent === msg.text) say(""); }, 8000);
      } else if (msg.type === "lost") {
        localStorage.removeItem(TOKEN_KEY);
        say(msg.text);
        showJoin([]);
      } else if (msg.type === "refused") {
        say(msg.text);
      }
    };
    ws.onclose = () => {
      if (labels.reconnecting) {
        banner.dataset.offline = "1";
        banner.textContent = labels.reconnecting;
      }
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 4000);
    };
  }
  connect();
}

function teacherPage(app) {
  const token = new URLSearchParams(location.search).get("token") || "";
  let labels = {};
  let join = document.body.dataset.join || "";
  let last = null;
  let ws = null;
  let delay = 500;
  const embedded = window.self !== window.top; // in the notebook's Classroom widget
  const notice = h("div", { class: "hc-notice", role: "alert", hidden: true });
  const body = h("div", { class: "hc-dash-body" });
  app.append(notice, body);
  const send = (msg) => ws && ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(msg));
  const draw = () => last && renderDashboard(body, { dash: last, labels, join, token, send, projectorOnly: location.hash === "#projector", embedded });
  // Frames come as often as students move: the page is redrawn at most once a frame.
  let drawDue = false;
  const drawSoon = () => {
    if (drawDue) return;
    drawDue = true;
    setTimeout(() => { drawDue = false; draw(); }, 16);
  };
  window.addEventListener("hashchange", draw);
  function connect() {
    ws = new WebSocket(socketUrl(`/ws/teacher?token=${encodeURIComponent(token)}`));
    ws.onopen = () => { delay = 500; };
    ws.onmessage = (ev) => {
      const msg = JSON.parse(ev.data);
      if (msg.type === "hello") {
        labels = msg.labels;
        join = msg.join;
        document.title = labels["dash.title"];
      } else if (msg.type === "dash") {
        last = msg.dash;
        draw();
      } else if (msg.type === "dash_rows" && last) {
        last = mergeRows(last, msg);
        drawSoon();
      } else if (msg.type === "notice" || msg.type === "refused") {
        notice.textContent = msg.text;
        notice.hidden = false;
        setTimeout(() => { notice.hidden = true; }, 8000);
      }
    };
    ws.onclose = () => {
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 4000);
    };
  }
  connect();
}

const app = document.getElementById("app");
if (app) (document.body.dataset.page === "teacher" ? teacherPage : studentPage)(app);
