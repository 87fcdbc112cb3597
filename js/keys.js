// Keyboard handling for the board, kept free of the DOM so it can be unit tested.
//
// The Compendium stores each direction's keys as `KeyboardEvent.code` values
// ("ArrowUp", "KeyW", ...). `code` names the physical key, so WASD keeps working on
// AZERTY/Dvorak layouts the way the original game behaves; `key` is only a fallback for
// synthetic events that lack a `code`.

/** Keys every board understands, even when a mode forgets to list them. */
export const DEFAULT_DIRECTION_KEYS = [
  ["ArrowUp", "KeyW"],
  ["ArrowDown", "KeyS"],
  ["ArrowLeft", "KeyA"],
  ["ArrowRight", "KeyD"],
];

/**
 * Non-direction actions: U and Z undo, as in many 2048 clones. "New game" deliberately has
 * no key: one stray key press must not throw a game away.
 */
export const ACTION_KEYS = {
  KeyU: "undo",
  KeyZ: "undo",
};

/**
 * Build a lookup from key code to direction index.
 *
 * Keys the mode lists win over the defaults: a mode whose direction 0 is "up-left"
 * and binds "KeyQ" must not lose Q to anything else. The default arrow/WASD keys are
 * only added for the four standard orthogonal directions (matched by their step
 * vectors) when the mode did not bind those codes itself.
 *
 * @param {Array<{keys?: string[], vector?: number[]}>} directions as synced from Python
 * @returns {Map<string, number>}
 */
export function buildKeyMap(directions) {
  const map = new Map();
  (directions || []).forEach((dir, index) => {
    for (const code of (dir && dir.keys) || []) {
      if (typeof code === "string" && code && !map.has(code)) map.set(code, index);
    }
  });
  const standard = [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ];
  (directions || []).forEach((dir, index) => {
    const v = dir && dir.vector;
    if (!Array.isArray(v)) return;
    const which = standard.findIndex(([dv, dh]) => dv === v[0] && dh === v[1]);
    if (which < 0) return;
    for (const code of DEFAULT_DIRECTION_KEYS[which]) {
      if (!map.has(code)) map.set(code, index);
    }
  });
  return map;
}

/** True when a modifier is held: such chords (Ctrl+S, Cmd+C, ...) belong to the host app. */
export function hasCommandModifier(event) {
  return Boolean(event.ctrlKey || event.metaKey || event.altKey);
}

/**
 * Decide what a keydown means to the board.
 *
 * @param {{code?: string, key?: string, ctrlKey?: boolean, metaKey?: boolean, altKey?: boolean}} event
 * @param {Map<string, number>} keyMap from buildKeyMap
 * @returns {{type: "move", direction: number} | {type: "undo"} | null}
 *   null means "not ours": let the event through untouched.
 */
export function actionForKey(event, keyMap) {
  if (!event || hasCommandModifier(event)) return null;
  const candidates = [event.code, event.key].filter((c) => typeof c === "string" && c);
  for (const code of candidates) {
    if (keyMap.has(code)) return { type: "move", direction: keyMap.get(code) };
  }
  for (const code of candidates) {
    const action = ACTION_KEYS[code];
    if (action) return { type: action };
  }
  return null;
}

/** Non-printable keys JupyterLab or the browser would act on (run cell, scroll, delete cell). */
const NAVIGATION_KEYS = new Set([
  "Enter",
  "Backspace",
  "Delete",
  "PageUp",
  "PageDown",
  "Home",
  "End",
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Spacebar",
]);

/**
 * Whether the board should swallow a key it does not act on.
 *
 * While the board has focus, printable keys and navigation keys are swallowed so that
 * JupyterLab's command-mode shortcuts (A/B insert a cell, D D deletes one, M makes it
 * markdown, Shift+Enter re-runs the cell) and page scrolling can never fire by accident.
 * Tab (focus navigation), Escape (leave the board), function keys and modifier chords pass.
 */
export function shouldSwallow(event) {
  if (!event || hasCommandModifier(event)) return false;
  const key = typeof event.key === "string" ? event.key : "";
  return key.length === 1 || NAVIGATION_KEYS.has(key);
}
