// The dashboard's document kept up to date from the server's frames: the whole class
// once ("dash"), then only the rows that changed ("dash_rows": students and tables by
// their ids, the class-wide part and the projector's table when they changed).
// No DOM here: js/test/classroom.test.mjs runs it in node.

/**
 * @example
 *   let dash = first.dash;                       // {"type": "dash", "dash": {...}}
 *   dash = mergeRows(dash, frame);               // {"type": "dash_rows", "students": [...]}
 * @param {object} dash  the dashboard so far
 * @param {{students?: object[], tables?: object[], class?: object, projector?: object|null}} frame
 * @returns {object} the dashboard with the frame's rows in place (new rows last)
 */
export function mergeRows(dash, frame) {
  const out = { ...dash, ...(frame.class || {}) };
  if ("projector" in frame) out.projector = frame.projector;
  const merge = (rows, changed, key) => {
    if (!changed || !changed.length) return rows;
    const at = new Map(rows.map((r, i) => [r[key], i]));
    const next = rows.slice();
    for (const row of changed) {
      if (at.has(row[key])) next[at.get(row[key])] = row;
      else { at.set(row[key], next.length); next.push(row); }
    }
    return next;
  };
  out.students = merge(dash.students || [], frame.students, "sid");
  out.tables = merge(dash.tables || [], frame.tables, "table");
  return out;
}
