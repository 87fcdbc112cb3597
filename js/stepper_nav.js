// Pure helpers of the CalcArray step debugger: paths, step navigation, the "reduced"
// picture of the expression at a step, value formatting and guess checking.
//
// No DOM here, so vitest checks the navigation rules without a browser. Steps are the JSON
// objects Python's `calcarray.trace` recorded, as `widgets/stepper_view.py` sends them:
//   {i, kind, path, frame, depth, value, op, args, result, vars, parents, message, counted, text}
// `path` is the index path of the node the step is about inside the top-level expression,
// `frame` the path of the array whose running value `value` is, `depth` how many
// evaluations (arrays, blocks) are open at that step. Values use SC-JSON tagged strings.

/** Kinds a learner rarely wants to stop at: they only announce what the next step shows. */
export const TRIVIAL_KINDS = new Set(["enter", "block-leave", "tick"]);

/** Kinds whose outcome the "predict the next value" mode hides until a guess is typed. */
export const PREDICTABLE_KINDS = new Set(["apply", "resolve", "leave", "result"]);

/** Kinds after which an array's first entry has been consumed into a running value. */
export const VALUE_KINDS = new Set(["apply", "block", "skip", "block-leave", "loop", "var"]);

/** Stable text key of a path, used for `data-path` attributes ("" is the root). */
export function pathKey(path) {
  return Array.isArray(path) ? path.join(".") : "";
}

/** Inverse of `pathKey`. */
export function parsePathKey(key) {
  if (typeof key !== "string" || key === "") return [];
  return key.split(".").map((part) => Number(part));
}

/** Do two paths name the same node? */
export function samePath(a, b) {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, k) => x === b[k]);
}

/** Is `prefix` the path of `path` itself or of one of its ancestors? */
export function isPrefix(prefix, path) {
  if (!Array.isArray(prefix) || !Array.isArray(path) || prefix.length > path.length) {
    return false;
  }
  return prefix.every((x, k) => x === path[k]);
}

/** Is a step trivial (skipped by "skip trivial steps")? The last step never is. */
export function isTrivial(steps, i) {
  if (i >= steps.length - 1) return false;
  const step = steps[i];
  return Boolean(step) && TRIVIAL_KINDS.has(step.kind);
}

function clampIndex(steps, i) {
  if (!steps.length) return 0;
  return Math.max(0, Math.min(steps.length - 1, Math.trunc(Number(i) || 0)));
}

/** Move forward from `j` (inclusive) to the first step that is not skipped. */
function forwardFrom(steps, j, skipTrivial) {
  const last = steps.length - 1;
  let k = Math.min(j, last);
  while (skipTrivial && k < last && isTrivial(steps, k)) k += 1;
  return k;
}

/** Index after "step": the next step (the next non-trivial one when skipping). */
export function nextIndex(steps, i, skipTrivial = false) {
  if (!steps.length) return 0;
  const cur = clampIndex(steps, i);
  return forwardFrom(steps, cur + 1, skipTrivial);
}

/** Index after "step back": the previous step (the previous non-trivial one when skipping). */
export function prevIndex(steps, i, skipTrivial = false) {
  if (!steps.length) return 0;
  let k = clampIndex(steps, i) - 1;
  while (skipTrivial && k > 0 && isTrivial(steps, k)) k -= 1;
  return Math.max(0, k);
}

/**
 * Index after "step over": the next step of the same array (or of an enclosing one),
 * jumping over every nested evaluation started in between.
 */
export function stepOverIndex(steps, i, skipTrivial = false) {
  if (!steps.length) return 0;
  const cur = clampIndex(steps, i);
  const depth = steps[cur].depth;
  for (let j = cur + 1; j < steps.length; j += 1) {
    if (steps[j].depth <= depth) return forwardFrom(steps, j, skipTrivial);
  }
  return steps.length - 1;
}

/**
 * Index after "step out": the first step after the current array (or block) has
 * finished, i.e. the first later step at a smaller depth.
 */
export function stepOutIndex(steps, i, skipTrivial = false) {
  if (!steps.length) return 0;
  const cur = clampIndex(steps, i);
  const depth = steps[cur].depth;
  for (let j = cur + 1; j < steps.length; j += 1) {
    if (steps[j].depth < depth) return forwardFrom(steps, j, skipTrivial);
  }
  return steps.length - 1;
}

/** "Jump to step n" with whatever the user typed: a clamped integer index, or null. */
export function jumpIndex(steps, typed) {
  const n = Number(String(typed).trim());
  if (!steps.length || String(typed).trim() === "" || !Number.isFinite(n)) return null;
  return clampIndex(steps, n);
}

/** What a step produced: its result when it has one, else the running value after it. */
export function outcome(step) {
  return step && step.result !== undefined ? step.result : step && step.value;
}

/**
 * What the expression looks like after step `i`: which nested arrays and special strings
 * are already reduced to their values, and the running value and progress of every array
 * still being evaluated.
 *
 * Replays steps 0..i: entering an array forgets every reduction inside it (a loop runs it
 * again), finishing it ("leave") reduces it to its result, resolving a special string
 * reduces the string, a loop iteration forgets the reductions inside its block.
 *
 * @returns {{reduced: Map<string, any>, frames: Map<string, {value: any, pos: number, hasValue: boolean}>}}
 */
export function viewState(steps, i) {
  const reduced = new Map();
  const frames = new Map();
  const forget = (prefix, from = 0, to = Infinity) => {
    for (const key of [...reduced.keys()]) {
      const path = parsePathKey(key);
      if (!isPrefix(prefix, path)) continue;
      if (path.length === prefix.length) {
        if (from === 0 && to === Infinity) reduced.delete(key);
        continue;
      }
      const k = path[prefix.length];
      if (k >= from && k < to) reduced.delete(key);
    }
  };
  const last = Math.min(clampIndex(steps, i), steps.length - 1);
  for (let k = 0; k <= last; k += 1) {
    const step = steps[k];
    const key = pathKey(step.path);
    switch (step.kind) {
      case "enter":
        forget(step.path);
        frames.set(key, { value: step.value, hasValue: false, pos: 0 });
        break;
      case "leave":
        frames.delete(key);
        forget(step.path);
        reduced.set(key, outcome(step));
        break;
      case "resolve":
        reduced.set(key, outcome(step));
        break;
      case "loop": {
        const span = Array.isArray(step.span) ? step.span : [0, Infinity];
        if (Array.isArray(step.frame)) forget(step.frame, span[0], span[1]);
        break;
      }
      default:
        break;
    }
    if (Array.isArray(step.frame) && step.kind !== "leave" && step.kind !== "enter") {
      const fkey = pathKey(step.frame);
      const frame = frames.get(fkey) || { value: undefined, hasValue: false, pos: 0 };
      if (VALUE_KINDS.has(step.kind)) {
        frame.value = step.value;
        frame.hasValue = true;
      }
      if (Array.isArray(step.path) && step.path.length > step.frame.length) {
        frame.pos = step.path[step.frame.length];
      }
      if (typeof step.consumed === "number") frame.pos = step.consumed;
      frames.set(fkey, frame);
    }
  }
  return { reduced, frames };
}

const GB = /^@GaussianBigInt (-?\d+) (-?\d+)$/;
const BR = /^@BigRational (-?\d+) (-?\d+)$/;

/** Plain text of an SC-JSON value, the way the debugger shows it. */
export function formatValue(value) {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (typeof value === "number") return Object.is(value, -0) ? "0" : String(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") {
    if (value === "@Infinity") return "Infinity";
    if (value === "@-Infinity") return "-Infinity";
    if (value === "@NaN") return "NaN";
    if (value === "@undefined") return "undefined";
    if (value.startsWith("@BigInt ")) return `${value.slice(8)}n`;
    let m = GB.exec(value);
    if (m) {
      const im = BigInt(m[2]);
      return `${m[1]}${im < 0n ? "-" : "+"}${(im < 0n ? -im : im).toString()}i`;
    }
    m = BR.exec(value);
    if (m) return `${m[1]}/${m[2]}`;
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(formatValue).join(", ")}]`;
  return String(value);
}

/** Kind of an SC-JSON value, for styling ("number", "bigint", "string", "array", ...). */
export function valueKind(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "string") {
    if (value === "@Infinity" || value === "@-Infinity" || value === "@NaN") return "number";
    if (value === "@undefined") return "undefined";
    if (value.startsWith("@BigInt ")) return "bigint";
    if (GB.test(value)) return "gaussian";
    if (BR.test(value)) return "rational";
    return value.startsWith("@") ? "special" : "string";
  }
  return typeof value;
}

function normalizeGuess(text) {
  return String(text).trim().replace(/\s+/g, " ").replace(/\s*,\s*/g, ", ");
}

/**
 * Does a learner's guess match a value? Accepts the shown text, text without quotes for
 * strings, any numeral of the same number ("20", "20.0", "2e1") and "5" for 5n.
 */
export function guessMatches(guess, value) {
  const g = normalizeGuess(guess);
  if (g === "") return false;
  const shown = formatValue(value);
  if (g === normalizeGuess(shown)) return true;
  const kind = valueKind(value);
  if (kind === "string" && (g === value || g === `'${value}'`)) return true;
  if (kind === "number" || kind === "bigint") {
    const target = kind === "bigint" ? Number(value.slice(8)) : Number(shown);
    const n = Number(g.replace(/n$/, ""));
    if (g !== "" && !Number.isNaN(n) && n === target) return true;
    if (Number.isNaN(target) && g === "NaN") return true;
  }
  return false;
}

/** Should a long array / string be drawn collapsed (with an expander)? */
export function collapseLimit(value, limits = { items: 12, chars: 48 }) {
  if (Array.isArray(value)) return value.length > limits.items ? limits.items - 2 : null;
  if (typeof value === "string") return value.length > limits.chars ? limits.chars - 8 : null;
  return null;
}
