// js/classroom/rows.js: the dashboard follows the server's "dash_rows" frames.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mergeRows } from "../classroom/rows.js";

const first = {
  deal: 1, deals: 2, settings: { paused: false }, results: [], stats: [], decisions: [], projector: null,
  students: [{ sid: 1, name: "Ada", moves: 0 }, { sid: 2, name: "Bo", moves: 0 }],
  tables: [{ table: "S1", moves: 0 }, { table: "S2", moves: 0 }],
};

test("a changed row replaces its old self in place; the others stay as they were", () => {
  const dash = mergeRows(first, { students: [{ sid: 2, name: "Bo", moves: 3 }], tables: [{ table: "S2", moves: 3 }] });
  assert.deepEqual(dash.students.map((s) => [s.sid, s.moves]), [[1, 0], [2, 3]]);
  assert.deepEqual(dash.tables.map((t) => [t.table, t.moves]), [["S1", 0], ["S2", 3]]);
  assert.equal(first.students[1].moves, 0, "the old document is not changed");
  assert.equal(dash.deal, 1);
});

test("a new student or table comes last; the class-wide part and the projector replace theirs", () => {
  const dash = mergeRows(first, {
    students: [{ sid: 3, name: "Cy", moves: 0 }], tables: [{ table: "T1", moves: 0 }],
    class: { deal: 2, results: [{ deal: 1, name: "Ada" }] }, projector: { table: "S1" },
  });
  assert.deepEqual(dash.students.map((s) => s.sid), [1, 2, 3]);
  assert.deepEqual(dash.tables.map((t) => t.table), ["S1", "S2", "T1"]);
  assert.equal(dash.deal, 2);
  assert.equal(dash.results.length, 1);
  assert.deepEqual(dash.projector, { table: "S1" });
  assert.equal(mergeRows(dash, { projector: null }).projector, null, "the projector switched off");
  assert.deepEqual(mergeRows(dash, {}).projector, { table: "S1" }, "a frame without it keeps it");
});
