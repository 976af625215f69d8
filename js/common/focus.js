/**
 * Roving focus in a row of `count` items (one tab stop, arrows move within the row),
 * shared by the table and the quizzes.
 *
 * Returns the index focus moves to for `key`, or null when `key` does not move focus
 * (or the row is empty), so the caller leaves the key to the browser.
 *
 * @example moveFocus(3, "ArrowRight", 4) // 0: wraps round
 * @param {number} index
 * @param {string} key
 * @param {number} count
 * @returns {number | null}
 */
export function moveFocus(index, key, count) {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
