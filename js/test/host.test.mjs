// js/common/host.js: a click that Python never answers shows a notice; an answer hides it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { watchReplies, NO_REPLY_TEXT } from "../common/host.js";

function fakeDom() {
  const make = () => ({
    hidden: false, className: "", textContent: "", attrs: {}, children: [],
    style: {},
    setAttribute(k, v) { this.attrs[k] = v; },
    prepend(child) { this.children.unshift(child); },
  });
  const root = make();
  root.ownerDocument = { createElement: () => make() };
  return root;
}

function fakeModel({ throws = false } = {}) {
  const handlers = {};
  return {
    sent: [],
    send(msg) { if (throws) throw new Error("no comm"); this.sent.push(msg); },
    on(name, fn) { (handlers[name] ||= []).push(fn); },
    fire(name) { for (const fn of handlers[name] || []) fn(); },
  };
}

test("no reply within the wait: the notice shows, an answer hides it", async () => {
  const root = fakeDom();
  const model = fakeModel();
  const send = watchReplies(model, root, { traits: ["view"], waitMs: 20 });
  const notice = root.children[0];
  assert.equal(notice.hidden, true);
  assert.equal(notice.attrs.role, "status");
  send({ kind: "act", action: "pass" });
  assert.deepEqual(model.sent, [{ kind: "act", action: "pass" }]);
  await new Promise((r) => setTimeout(r, 40));
  assert.equal(notice.hidden, false);
  assert.equal(notice.textContent, NO_REPLY_TEXT);
  model.fire("change:view");
  assert.equal(notice.hidden, true);
});

test("a reply in time: the notice never shows", async () => {
  const root = fakeDom();
  const model = fakeModel();
  const send = watchReplies(model, root, { traits: ["view"], waitMs: 30 });
  send({ kind: "hint" });
  model.fire("change:view");
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(root.children[0].hidden, true);
});

test("a host that cannot send at all: the notice shows at once, with the reason", () => {
  const root = fakeDom();
  const send = watchReplies(fakeModel({ throws: true }), root, { traits: ["view"], text: "offline" });
  send({ kind: "undo" });
  assert.equal(root.children[0].hidden, false);
  assert.match(root.children[0].textContent, /offline \(no comm\)/);
});
