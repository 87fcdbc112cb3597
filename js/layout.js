// Pure layout helpers for the board view: what each cell looks like and how tiles animate.
// Kept DOM-free so vitest can check them without a browser.

/**
 * Classify a synced cell.
 *
 * Python sends `null` for an empty cell, `{void: true}` for a disabled ("@Void") cell and a
 * tile view object otherwise. Anything unexpected is drawn as empty rather than crashing the
 * view: a broken cell must not take the whole board down.
 *
 * @returns {"empty" | "void" | "tile"}
 */
export function cellKind(cell) {
  if (cell === null || cell === undefined || typeof cell !== "object") return "empty";
  if (cell.void) return "void";
  return "tile";
}

/** Default of `--tile-font-scale-factor`; Python sends font scales relative to it. */
export const DEFAULT_FONT_FACTOR = 0.39;

/**
 * Font-size multiplier for a tile label when Python did not send one.
 *
 * Mirrors the Compendium's rule (display spec 3.5): the size is inversely proportional to
 * L = max(2, 0.7 * length) and a 1-2 character label is 1/L of the cell pitch, where a
 * cell is 0.9 of the pitch. The result is relative to cell size x the default factor, so a
 * board with default settings looks like the reference.
 */
export function defaultFontScale(text) {
  const n = typeof text === "string" ? text.length : 0;
  const L = Math.max(2, 0.7 * n);
  return 1 / (L * 0.9 * DEFAULT_FONT_FACTOR);
}

/**
 * CSS font-size for a tile: the cell size times the user's `--tile-font-scale-factor`
 * times the tile's own scale, so users can restyle every tile with one custom property.
 * (board.css aliases the public `--cell-size` / `--tile-font-scale-factor` to the private
 * `--p2048-*` names so values set on an ancestor are inherited.)
 */
export function tileFontSize(fontScale, text) {
  let s = Number(fontScale);
  if (!Number.isFinite(s) || s <= 0) s = defaultFontScale(text);
  // Round so identical tiles produce identical strings (cheap style diffing, stable tests).
  s = Math.round(s * 10000) / 10000;
  return `calc(var(--p2048-cell-size) * var(--p2048-font-factor) * ${s})`;
}

/**
 * Split a CSS background into colour and image the way the Compendium paints tiles:
 * anything containing "gradient" (or an url) is an image over a transparent colour.
 */
export function backgroundStyle(background) {
  if (typeof background !== "string" || background === "") {
    return { backgroundColor: "", backgroundImage: "" };
  }
  if (/gradient\s*\(|url\s*\(/i.test(background)) {
    return { backgroundColor: "transparent", backgroundImage: background };
  }
  return { backgroundColor: background, backgroundImage: "none" };
}

/** Grid template for a width x height board using the user-tunable custom properties. */
export function gridTemplate(width, height) {
  const w = Math.max(1, Math.floor(Number(width) || 1));
  const h = Math.max(1, Math.floor(Number(height) || 1));
  return {
    gridTemplateColumns: `repeat(${w}, var(--p2048-cell-size))`,
    gridTemplateRows: `repeat(${h}, var(--p2048-cell-size))`,
  };
}

/**
 * Per-cell animation for the last move, from the normalised events Python sends:
 * `{kind: "slide"|"merge"|"spawn", from?: [row, col], to: [row, col]}`.
 *
 * Returns a Map from "row,col" of the *destination* cell to
 * `{kind: "slide"|"merge"|"spawn", dr, dc}` where (dr, dc) is how many cells the tile
 * travelled (the view starts it at -dr/-dc and lets CSS bring it home). A merged tile pops
 * after its longest incoming slide; a spawned tile zooms in.
 */
export function animationPlan(events) {
  const plan = new Map();
  if (!Array.isArray(events)) return plan;
  for (const ev of events) {
    if (!ev || !Array.isArray(ev.to) || ev.to.length < 2) continue;
    const key = `${ev.to[0]},${ev.to[1]}`;
    const prev = plan.get(key) || { kind: "slide", dr: 0, dc: 0 };
    if (ev.kind === "spawn") {
      plan.set(key, { kind: "spawn", dr: 0, dc: 0 });
      continue;
    }
    let dr = 0;
    let dc = 0;
    if (Array.isArray(ev.from) && ev.from.length >= 2) {
      dr = ev.to[0] - ev.from[0];
      dc = ev.to[1] - ev.from[1];
    }
    const farther = Math.abs(dr) + Math.abs(dc) > Math.abs(prev.dr) + Math.abs(prev.dc);
    const kind = ev.kind === "merge" || prev.kind === "merge" ? "merge" : "slide";
    plan.set(key, { kind, dr: farther ? dr : prev.dr, dc: farther ? dc : prev.dc });
  }
  return plan;
}

/** Title and buttons of the overlay shown over the grid for a game status. */
export function overlayFor(status) {
  if (status === "won") {
    return {
      title: "You win!",
      actions: [
        { type: "keep_playing", label: "Keep playing" },
        { type: "new_game", label: "New game" },
      ],
    };
  }
  if (status === "over") {
    return {
      title: "Game over",
      actions: [
        { type: "undo", label: "Undo" },
        { type: "new_game", label: "Try again" },
      ],
    };
  }
  return null;
}

/** Size (rem) of the smallest side of a direction button on the pad. */
export const PAD_BUTTON_REM = 2;

/**
 * Lay out the on-screen direction buttons the way the mode places them.
 *
 * Each direction may carry `button: {left, top, width, height, fontSize, rotation}` as
 * fractions of the Compendium's button pad. The pad is cropped to the buttons' bounding box
 * and scaled so the smallest button side is PAD_BUTTON_REM; positions come back in rem.
 * Returns null when any direction lacks a usable box (the view then uses a plain row).
 */
export function buttonPad(directions) {
  if (!Array.isArray(directions) || directions.length === 0) return null;
  const boxes = directions.map((d) => d && d.button);
  const finite = (v) => typeof v === "number" && Number.isFinite(v);
  const ok = boxes.every(
    (b) =>
      b &&
      ["left", "top", "width", "height"].every((k) => finite(b[k])) &&
      b.width > 0 &&
      b.height > 0,
  );
  if (!ok) return null;
  const minLeft = Math.min(...boxes.map((b) => b.left));
  const minTop = Math.min(...boxes.map((b) => b.top));
  const maxRight = Math.max(...boxes.map((b) => b.left + b.width));
  const maxBottom = Math.max(...boxes.map((b) => b.top + b.height));
  const smallest = Math.min(...boxes.map((b) => Math.min(b.width, b.height)));
  const unit = PAD_BUTTON_REM / smallest;
  const round = (v) => Math.round(v * 1000) / 1000;
  return {
    width: round((maxRight - minLeft) * unit),
    height: round((maxBottom - minTop) * unit),
    buttons: boxes.map((b, index) => ({
      index,
      left: round((b.left - minLeft) * unit),
      top: round((b.top - minTop) * unit),
      width: round(b.width * unit),
      height: round(b.height * unit),
      fontSize: finite(b.fontSize) && b.fontSize > 0 ? round(b.fontSize * unit) : null,
      rotation: finite(b.rotation) ? b.rotation : 0,
    })),
  };
}
