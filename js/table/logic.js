// Pure front-end logic of the table: no DOM, no rules of the game.
// Everything here turns the synced view (what Python says this seat may see) into
// what to draw; Node's test runner checks it (js/test/table_logic.test.mjs).

/** @typedef {{seat: string, phase: string, legal: string[], hand: string[] | null,
 *   hands: Object<string, string[] | null>, hand_counts: Object<string, number>,
 *   current_trick: [string, string][], tricks: {leader: string, plays: [string, string][], winner: string}[],
 *   hand_results: any[], to_move: string | null, sitting_out: string[]}} View */

export const SEATS = ["N", "E", "S", "W"];
const NEXT = { N: "E", E: "S", S: "W", W: "N" };
export const SUITS = {
  "♣": { letter: "C", name: "clubs", red: false },
  "♦": { letter: "D", name: "diamonds", red: true },
  "♥": { letter: "H", name: "hearts", red: true },
  "♠": { letter: "S", name: "spades", red: false },
};
export const SUIT_OF_LETTER = { C: "♣", D: "♦", H: "♥", S: "♠" };

/** "10♥" -> {text, rank: "10", suit: "♥", joker: false}; "Joker" -> {joker: true}. */
export function parseCard(text) {
  if (text === "Joker") return { text, rank: "Joker", suit: null, joker: true };
  const suit = text.slice(-1);
  if (!(suit in SUITS)) throw new Error(`not a card: ${text}`);
  return { text, rank: text.slice(0, -1), suit, joker: false };
}

/** Where each seat sits on screen for the learner in `me`: me at the bottom,
 * the next seat clockwise (my left-hand opponent) at the left, partner at the top. */
export function seatPositions(me) {
  const left = NEXT[me];
  const top = NEXT[left];
  const right = NEXT[top];
  return { [me]: "bottom", [left]: "left", [top]: "top", [right]: "right" };
}

/** Which control panel the learner needs now, and the actions it offers.
 * The actions are exactly Python's `legal` list: the page invents none. */
export function controlsFor(view) {
  const legal = view.legal || [];
  if (view.phase === "over") return { panel: "over", actions: [] };
  if (view.to_move !== view.seat || legal.length === 0) return { panel: "wait", actions: [] };
  const panels = { auction: "bid", trump: "trump", discard: "discard", alone: "alone", defend: "defend", play: "play" };
  const panel = panels[view.phase] || "wait";
  return { panel, actions: legal.slice() };
}

/** The trick to draw: the one being played, else the last finished one of this hand
 * (it stays in view until the next lead). A new hand starts clean: no card of the
 * last hand is drawn. At the end-of-hand moment the view is the finished hand's. */
export function trickToShow(view) {
  if (view.current_trick && view.current_trick.length) {
    return { plays: view.current_trick, winner: null, finished: false, index: view.tricks.length };
  }
  if (view.tricks && view.tricks.length) {
    const t = view.tricks[view.tricks.length - 1];
    return { plays: t.plays, winner: t.winner, finished: true, index: view.tricks.length - 1 };
  }
  return { plays: [], winner: null, finished: false, index: 0 };
}

/** A seat's name with its tags, on one line: "South (you, dealer)". */
export function seatTitle(name, tags) {
  const shown = tags.filter(Boolean);
  return shown.length ? `${name} (${shown.join(", ")})` : name;
}

/** The same as [name, tags-text] for drawing the tags smaller: ["South", " (you, dealer)"]. */
export function seatTitleParts(name, tags) {
  const shown = tags.filter(Boolean);
  return [name, shown.length ? ` (${shown.join(", ")})` : ""];
}

/** The review's rows from Python: trick, the learner's card, the best card where it
 * differed, and the tricks that cost. */
export function reviewRows(review) {
  return ((review && review.rows) || []).map((r) => ({
    trick: r.trick,
    card: r.card,
    best: r.best,
    cost: r.cost,
    kept: r.best === null || r.best === undefined,
  }));
}

/** The learner's cards with what each can do now: `action` is the legal action
 * text for it ("play J♦" / "discard J♦") or null; `why` says why it cannot be played. */
export function handCards(view, notes) {
  const legal = new Set(view.legal || []);
  const verb = view.phase === "discard" ? "discard" : view.phase === "play" ? "play" : null;
  const unplayable = (notes && notes.unplayable) || {};
  const labels = (notes && notes.labels) || {};
  return (view.hand || []).map((card) => {
    const act = verb ? `${verb} ${card}` : null;
    const ok = act !== null && legal.has(act);
    return {
      card,
      action: ok ? act : null,
      // An unplayable card is still sent when chosen: Python refuses it and says why.
      attempt: verb && view.to_move === view.seat ? act : null,
      why: unplayable[card] || "",
      label: labels[card] || card,
      fromWidow: notes && notes.from_widow === card,
    };
  });
}

/** The opponents' and partner's places: card backs with a count, or the cards
 * themselves when Python sent them (open hands). */
export function otherSeats(view) {
  const pos = seatPositions(view.seat);
  return SEATS.filter((s) => s !== view.seat).map((s) => ({
    seat: s,
    position: pos[s],
    count: view.hand_counts[s],
    cards: view.hands[s] || null,
    sittingOut: (view.sitting_out || []).includes(s),
    dealer: view.dealer === s,
    toMove: view.to_move === s,
    maker: view.maker === s,
    call: lastCall(view, s),
  }));
}

/** The seat's latest call in the auction, while the auction is on ("bid 3", "pass"). */
export function lastCall(view, seat) {
  if (view.phase !== "auction") return null;
  const calls = (view.auction || []).filter(([s]) => s === seat);
  return calls.length ? calls[calls.length - 1][1] : null;
}

export { moveFocus } from "../common/focus.js";

/** Fill "{seat}"-style placeholders of a label from Python. */
export function fill(template, params) {
  return String(template || "").replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** Rows of the score history: one per finished hand, oldest first. */
export function scoreRows(view) {
  return (view.hand_results || []).map((r) => ({
    number: r.number + 1,
    maker: r.maker,
    bid: r.bid_label,
    trump: r.trump ? SUIT_OF_LETTER[r.trump] : null,
    points: r.points,
    after: r.scores_after,
    made: r.made,
    thrownIn: r.thrown_in,
  }));
}

/** The explanation entries to show: this hand's, newest first, and the earlier
 * hands' (folded away by the page); and the cards to highlight on the trick area (those
 * the explanation of the shown trick names). */
export function explanationsFor(explanations, shown, view) {
  const list = explanations || [];
  let highlight = [];
  if (shown.finished) {
    const e = list.find((x) => x.kind === "trick" && x.hand === view.hand_number && x.trick === shown.index);
    if (e) highlight = e.cards || [];
  }
  const current = list.filter((x) => x.hand === view.hand_number).reverse();
  const previous = list.filter((x) => x.hand !== view.hand_number).reverse();
  return { current, previous, highlight };
}

/** How many columns a fan of `n` cards in `rows` rows takes (at least one).
 * @example fanColumns(6, 2) // 3
 * @example fanColumns(7, 2) // 4
 */
export function fanColumns(n, rows = 1) {
  return Math.max(1, Math.ceil(n / Math.max(1, rows)));
}

/** Short texts spoken as one announcement: each a sentence, one full stop between them
 * ("South played A♠. Tricks: …", never "A♠.. Tricks"); empty texts are left out.
 * @example sentences(["South played A♠.", "Tricks: 2 · 1"]) // "South played A♠. Tricks: 2 · 1."
 */
export function sentences(texts) {
  return texts
    .map((t) => String(t || "").trim())
    .filter(Boolean)
    .map((t) => (/[.!?…:]$/.test(t) ? t : `${t}.`))
    .join(" ");
}
