// The Board view: draws the state Python computed and sends the player's intents back.
//
// Nothing about the game lives here. Python owns the game and syncs everything a view needs
// as traits (one batch per change); the view only turns those traits into DOM and turns keys
// and clicks into custom messages ({type: "move", direction}, "undo", "new_game",
// "keep_playing"). That keeps a board re-displayed in another cell, or re-rendered after
// JupyterLab detached it, identical to the kernel's game.

import { actionForKey, buildKeyMap, shouldSwallow } from "./keys.js";
import { swipeDirection } from "./swipe.js";
import {
  animationPlan,
  backgroundStyle,
  buttonPad,
  cellKind,
  gridTemplate,
  overlayFor,
  tileFontSize,
} from "./layout.js";
import { isPlainText, sanitizeToFragment } from "./sanitize.js";

/** Traits whose change requires a redraw. */
const WATCHED = [
  "cells",
  "next_tiles",
  "hex_layout",
  "width",
  "height",
  "score",
  "stat_boxes",
  "status",
  "directions",
  "warnings",
  "move_count",
  "events",
  "can_undo",
  "board_colors",
  "board_side",
  "keep_playing_allowed",
  "tile_clicks",
  "css_vars",
  "title",
];

function make(doc, tag, className, text) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function fillLabel(node, html, text) {
  node.textContent = "";
  if (typeof html === "string" && html !== "" && !isPlainText(html)) {
    node.appendChild(sanitizeToFragment(html, node.ownerDocument));
  } else {
    node.textContent = typeof text === "string" ? text : typeof html === "string" ? html : "";
  }
}

/** Build one tile element from a synced tile view. */
function makeTile(doc, view, row, col) {
  const tile = make(doc, "div", "p2048-tile");
  tile.dataset.row = String(row);
  tile.dataset.col = String(col);
  const bg = backgroundStyle(view.background);
  if (bg.backgroundColor) tile.style.backgroundColor = bg.backgroundColor;
  if (bg.backgroundImage) tile.style.backgroundImage = bg.backgroundImage;
  if (typeof view.color === "string" && view.color) tile.style.color = view.color;
  if (typeof view.shadow === "string" && view.shadow) tile.style.textShadow = view.shadow;
  const text = typeof view.text === "string" ? view.text : "";
  tile.style.fontSize = tileFontSize(view.fontScale, text);
  tile.setAttribute("aria-label", text);
  const label = make(doc, "span", "p2048-tile-text");
  fillLabel(label, view.html, text);
  tile.appendChild(label);
  for (const layer of Array.isArray(view.layers) ? view.layers : []) {
    tile.appendChild(makeLayer(doc, layer));
  }
  return tile;
}

/** Tags a display layer may use; anything else becomes a div. */
const LAYER_TAGS = new Set(["div", "p", "span"]);

/** CSS properties that could fetch from the network are not applied from mode data. */
const FETCHING_CSS = /url\s*\(|image-set|@import|expression\s*\(/i;

/**
 * An extra layer over the tile (Innerscript text, scheme overlays, PrimeImage, subtiles),
 * as the display layer describes it: `{tag, classes, style, html?, text?, layers?}` with the
 * reference's inline CSS (sizes in units of --p2048-board-side). Reference classes are kept
 * as `data-classes` and mapped to our own layout classes.
 */
function makeLayer(doc, layer) {
  const tag = layer && LAYER_TAGS.has(layer.tag) ? layer.tag : "div";
  const node = make(doc, tag, "p2048-layer");
  if (!layer || typeof layer !== "object") return node;
  const classes = Array.isArray(layer.classes) ? layer.classes.map(String) : [];
  node.dataset.classes = classes.join(" ");
  if (classes.includes("tile_text")) node.classList.add("p2048-layer-text");
  const style = layer.style && typeof layer.style === "object" ? layer.style : {};
  for (const [name, value] of Object.entries(style)) {
    if (typeof value !== "string" || FETCHING_CSS.test(value)) continue;
    if (!/^-?[a-z][a-z-]*$/.test(name)) continue;
    node.style.setProperty(name, value);
  }
  if (typeof layer.html === "string" || typeof layer.text === "string") {
    fillLabel(node, layer.html, layer.text);
  }
  for (const sub of Array.isArray(layer.layers) ? layer.layers : []) {
    node.appendChild(makeLayer(doc, sub));
  }
  return node;
}

function render({ model, el }) {
  const doc = el.ownerDocument;
  const root = make(doc, "div", "p2048-root");
  // Focusable, and marked so Lumino (JupyterLab's shortcut engine) ignores keys aimed at us.
  root.tabIndex = 0;
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("role", "application");
  root.setAttribute("aria-roledescription", "2048 board");

  const header = make(doc, "div", "p2048-header");
  const title = make(doc, "div", "p2048-title");
  const stats = make(doc, "div", "p2048-stats");
  const actions = make(doc, "div", "p2048-actions");
  const undoButton = make(doc, "button", "p2048-button p2048-undo", "Undo");
  const newButton = make(doc, "button", "p2048-button p2048-new", "New game");
  undoButton.type = "button";
  newButton.type = "button";
  undoButton.title = "Undo the last move (U or Z)";
  newButton.title = "Start a new game";
  actions.append(undoButton, newButton);
  header.append(title, stats, actions);

  const conveyor = make(doc, "div", "p2048-next");
  conveyor.hidden = true;
  header.insertBefore(conveyor, actions);
  const bottomStats = make(doc, "div", "p2048-stats p2048-stats-bottom");
  bottomStats.hidden = true;

  const frame = make(doc, "div", "p2048-frame");
  const grid = make(doc, "div", "p2048-grid");
  const overlay = make(doc, "div", "p2048-overlay");
  const hint = make(doc, "div", "p2048-hint", "Click to play");
  frame.append(grid, overlay, hint);

  const dirs = make(doc, "div", "p2048-directions");
  const help = make(
    doc,
    "div",
    "p2048-help",
    "Arrow keys or WASD move · U undo · Esc leaves the board",
  );
  const warnings = make(doc, "ul", "p2048-warnings");
  const play = make(doc, "div", "p2048-play");
  play.append(frame, dirs);
  root.append(header, play, bottomStats, help, warnings);
  el.appendChild(root);

  let keyMap = buildKeyMap(model.get("directions"));
  let lastMoveCount = null; // null: first paint, never animate it.
  let scheduled = false;
  let appliedVars = []; // custom properties set from css_vars, to undo when removed

  // When the last intent left and the last state arrived / was drawn (performance.now()),
  // read by the end-to-end latency test to tell the kernel round trip from the redraw.
  const timing = { sent: 0, received: 0, drawn: 0 };
  root.p2048Timing = timing;

  function send(message) {
    timing.sent = performance.now();
    model.send(message);
  }

  // What each part of the view was last drawn from (JSON keys): a redraw touches only the
  // parts whose input changed, so a move rewrites the changed cells and little else. Fewer
  // DOM writes mean a cheaper style/layout pass and an earlier paint after a key press.
  const drawn = {};
  let slots = []; // slots[r][c]: the cell elements of the grid, reused across moves
  let slotTiles = []; // slotTiles[r][c]: JSON of the tile drawn there ("" for none)

  function changed(part, value) {
    const key = JSON.stringify(value ?? null);
    if (drawn[part] === key) return false;
    drawn[part] = key;
    return true;
  }

  function drawVars() {
    // Custom properties: user overrides first (inline, highest precedence), then board colours.
    const cssVars = model.get("css_vars") || {};
    const colors = model.get("board_colors") || {};
    const side = Number(model.get("board_side"));
    if (!changed("vars", [cssVars, colors, side])) return;
    for (const name of appliedVars) {
      if (!(name in cssVars)) root.style.removeProperty(name);
    }
    appliedVars = [];
    for (const [name, value] of Object.entries(cssVars)) {
      if (/^--[A-Za-z0-9_-]+$/.test(name) && typeof value === "string") {
        root.style.setProperty(name, value);
        appliedVars.push(name);
      }
    }
    root.style.setProperty(
      "--p2048-board-side",
      `calc(var(--p2048-cell-size) * ${Number.isFinite(side) && side > 0 ? side : 4})`,
    );
    for (const part of ["grid", "empty", "text"]) {
      const value = colors[part];
      const image = typeof value === "string" && /gradient\s*\(/i.test(value);
      if (typeof value === "string" && value) {
        root.style.setProperty(`--p2048-${part}-color`, image ? "transparent" : value);
        root.style.setProperty(`--p2048-${part}-image`, image ? value : "none");
      } else {
        root.style.removeProperty(`--p2048-${part}-color`);
        root.style.removeProperty(`--p2048-${part}-image`);
      }
    }
  }

  /** A row of small tiles (next-tile previews, tile stat boxes). */
  function smallTiles(views, className) {
    const row = make(doc, "div", className);
    (Array.isArray(views) ? views : []).forEach((view, index) => {
      const box = make(doc, "div", "p2048-small-slot");
      if (cellKind(view) === "tile") {
        const tile = makeTile(doc, view, 0, index);
        tile.style.fontSize = tileFontSize(view.fontScale, view.text).replace(
          "var(--p2048-cell-size)",
          "var(--p2048-board-side)",
        );
        box.appendChild(tile);
      }
      row.appendChild(box);
    });
    return row;
  }

  function statNode(box) {
    const node = make(doc, "div", "p2048-stat");
    if (box.centered) node.classList.add("p2048-stat-centered");
    node.appendChild(make(doc, "div", "p2048-stat-label", String(box.label ?? "")));
    if (Array.isArray(box.tiles)) {
      node.classList.add("p2048-stat-tiles");
      node.appendChild(smallTiles(box.tiles, "p2048-small-row"));
    } else {
      node.appendChild(make(doc, "div", "p2048-stat-value", String(box.value ?? "")));
    }
    return node;
  }

  function drawStats() {
    let boxes = model.get("stat_boxes");
    if (!Array.isArray(boxes) || boxes.length === 0) {
      boxes = [{ label: "Score", value: String(model.get("score") ?? "") }];
    }
    const next = model.get("next_tiles");
    if (changed("stats", boxes)) {
      stats.textContent = "";
      bottomStats.textContent = "";
      for (const box of boxes) (box.bottom ? bottomStats : stats).appendChild(statNode(box));
      bottomStats.hidden = bottomStats.childElementCount === 0;
    }
    if (changed("next", next)) {
      conveyor.textContent = "";
      const any = Array.isArray(next) && next.length > 0;
      conveyor.hidden = !any;
      if (any) {
        conveyor.append(
          make(doc, "div", "p2048-stat-label", "Next"),
          smallTiles(next, "p2048-small-row"),
        );
      }
    }
  }

  function slideTile(tile, step, hex) {
    if (!(step.dr || step.dc)) return;
    tile.classList.add("p2048-slide");
    tile.style.setProperty("--p2048-dr", String(-step.dr));
    tile.style.setProperty("--p2048-dc", String(-step.dc));
    if (hex) tile.classList.add("p2048-slide-hex");
    tile.style.setProperty(
      "--p2048-slide-duration",
      step.dr ? "var(--p2048-vertical-slide-duration)" : "var(--p2048-horizontal-slide-duration)",
    );
  }

  function drawGrid(animate) {
    const width = model.get("width");
    const height = model.get("height");
    const cells = model.get("cells") || [];
    const hex = model.get("hex_layout") || {};
    const isHex = Array.isArray(hex.positions);
    const plan = animate ? animationPlan(model.get("events")) : new Map();
    if (changed("shape", [width, height, hex])) {
      // New shape: new slots.
      grid.classList.toggle("p2048-hex", isHex);
      if (isHex) {
        const [fw, fh] = Array.isArray(hex.grid) ? hex.grid : [1, 1];
        grid.style.gridTemplateColumns = "";
        grid.style.gridTemplateRows = "";
        grid.style.width = `calc(var(--p2048-board-side) * ${Number(fw) || 1})`;
        grid.style.height = `calc(var(--p2048-board-side) * ${Number(fh) || 1})`;
        const [px, py] = Array.isArray(hex.pitch) ? hex.pitch : [1, 1];
        grid.style.setProperty("--p2048-pitch-x", String(px));
        grid.style.setProperty("--p2048-pitch-y", String(py));
      } else {
        const template = gridTemplate(width, height);
        grid.style.gridTemplateColumns = template.gridTemplateColumns;
        grid.style.gridTemplateRows = template.gridTemplateRows;
        grid.style.width = "";
        grid.style.height = "";
      }
      const fragment = doc.createDocumentFragment();
      slots = [];
      slotTiles = [];
      for (let r = 0; r < height; r++) {
        slots.push([]);
        slotTiles.push([]);
        for (let c = 0; c < width; c++) {
          const slot = make(doc, "div", "p2048-cell");
          slot.dataset.row = String(r);
          slot.dataset.col = String(c);
          const pos = isHex && hex.positions[r] && hex.positions[r][c];
          if (pos) {
            slot.style.left = `${pos[0]}%`;
            slot.style.top = `${pos[1]}%`;
            slot.style.width = `${hex.cell[0]}%`;
            slot.style.height = `${hex.cell[1]}%`;
          }
          slots[r].push(slot);
          slotTiles[r].push(null);
          fragment.appendChild(slot);
        }
      }
      grid.replaceChildren(fragment);
    }
    for (let r = 0; r < height; r++) {
      const row = Array.isArray(cells[r]) ? cells[r] : [];
      for (let c = 0; c < width; c++) {
        const cell = row[c];
        const kind = cellKind(cell);
        const key = kind === "tile" ? JSON.stringify(cell) : kind;
        const step = plan.get(`${r},${c}`);
        if (slotTiles[r][c] === key && !step) continue; // unchanged and not animated
        slotTiles[r][c] = key;
        const slot = slots[r][c];
        slot.className = `p2048-cell p2048-cell-${kind}`;
        if (kind !== "tile") {
          slot.replaceChildren();
          continue;
        }
        const tile = makeTile(doc, cell, r, c);
        if (step) {
          slideTile(tile, step, isHex);
          if (step.kind === "merge") tile.classList.add("p2048-merged");
          if (step.kind === "spawn") tile.classList.add("p2048-spawned");
        }
        slot.replaceChildren(tile);
      }
    }
  }

  function drawOverlay(canUndo) {
    const status = model.get("status");
    const keepPlaying = Boolean(model.get("keep_playing_allowed"));
    root.dataset.status = typeof status === "string" ? status : "";
    if (!changed("overlay", [status, canUndo, keepPlaying])) return;
    const info = overlayFor(status);
    overlay.textContent = "";
    overlay.hidden = !info;
    if (!info) return;
    overlay.appendChild(make(doc, "div", "p2048-overlay-title", info.title));
    const row = make(doc, "div", "p2048-overlay-actions");
    for (const action of info.actions) {
      if (action.type === "undo" && !canUndo) continue;
      if (action.type === "keep_playing" && !keepPlaying) continue;
      const button = make(doc, "button", "p2048-button", action.label);
      button.type = "button";
      button.dataset.action = action.type;
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        send({ type: action.type });
        root.focus();
      });
      row.appendChild(button);
    }
    overlay.appendChild(row);
  }

  function drawDirections() {
    // Direction buttons, one per direction of the mode.
    const directions = model.get("directions") || [];
    if (!changed("directions", directions)) return;
    keyMap = buildKeyMap(directions);
    dirs.textContent = "";
    const pad = buttonPad(directions);
    dirs.classList.toggle("p2048-pad", Boolean(pad));
    dirs.style.width = pad ? `${pad.width}rem` : "";
    dirs.style.height = pad ? `${pad.height}rem` : "";
    directions.forEach((dir, index) => {
      const button = make(doc, "button", "p2048-button p2048-direction");
      const box = pad && pad.buttons[index];
      if (box) {
        button.style.left = `${box.left}rem`;
        button.style.top = `${box.top}rem`;
        button.style.width = `${box.width}rem`;
        button.style.height = `${box.height}rem`;
        if (box.fontSize) button.style.fontSize = `${box.fontSize}rem`;
        if (box.rotation) button.style.transform = `rotate(${box.rotation}deg)`;
      }
      button.type = "button";
      button.tabIndex = -1; // keyboard users have the keys; keep Tab order short
      fillLabel(button, undefined, String(dir.label ?? index));
      const keyNames = Array.isArray(dir.keys) ? dir.keys.join(", ") : "";
      button.title = keyNames ? `Move (${keyNames})` : "Move";
      button.dataset.direction = String(index);
      if (dir.available === false) button.classList.add("p2048-unavailable");
      button.addEventListener("click", () => {
        send({ type: "move", direction: index });
        root.focus();
      });
      dirs.appendChild(button);
    });
  }

  function draw() {
    scheduled = false;
    const moveCount = model.get("move_count");
    const animate = lastMoveCount !== null && moveCount === lastMoveCount + 1;
    lastMoveCount = moveCount;

    drawVars();
    drawGrid(animate);
    const t = model.get("title");
    if (changed("title", t)) {
      title.textContent = typeof t === "string" ? t : "";
      title.hidden = !title.textContent;
    }
    drawStats();
    const canUndo = Boolean(model.get("can_undo"));
    undoButton.disabled = !canUndo;
    drawOverlay(canUndo);
    drawDirections();
    const list = model.get("warnings") || [];
    if (changed("warnings", list)) {
      warnings.textContent = "";
      warnings.hidden = list.length === 0;
      for (const message of list) warnings.appendChild(make(doc, "li", "", String(message)));
    }
    root.dataset.moveCount = String(moveCount ?? 0);
    timing.drawn = performance.now();
  }

  // Python syncs a whole change in one message, which Backbone replays as one change event
  // per trait: redraw once, right after the last of them.
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    timing.received = performance.now();
    queueMicrotask(drawIfScheduled);
  }

  // Backbone fires one "change" after all the change:<trait> events of a sync: draw right
  // then, before whatever else the widget manager queued (the microtask is the fallback).
  function drawIfScheduled() {
    if (scheduled) draw();
  }

  function onKeyDown(event) {
    const target = event.target;
    const onButton = target && target.tagName === "BUTTON";
    if (onButton && (event.key === "Enter" || event.key === " ")) return; // press the button
    if (event.key === "Escape") {
      root.blur();
      return;
    }
    const action = actionForKey(event, keyMap);
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      if (!event.repeat || action.type === "move") send(action);
      return;
    }
    if (shouldSwallow(event)) {
      // Not a game key, but it must not reach JupyterLab (A/B/D/M/Enter edit the notebook).
      event.preventDefault();
      event.stopPropagation();
    }
  }

  let swipeStart = null;

  function onPointerDown(event) {
    // JupyterLab may move focus to the notebook on mousedown; take it back for the board.
    if (event.target && event.target.tagName === "BUTTON") return;
    root.focus({ preventScroll: true });
    swipeStart = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event) {
    // Touch and pen swipes move in the mode's direction nearest to the swipe.
    if (!swipeStart) return;
    const index = swipeDirection(
      event.clientX - swipeStart.x,
      event.clientY - swipeStart.y,
      model.get("directions"),
    );
    swipeStart = null;
    if (index !== null) send({ type: "move", direction: index });
  }

  function onGridClick(event) {
    // Only modes with "TileClick" scripts hear about clicks (each one is recorded).
    if (!model.get("tile_clicks")) return;
    const slot = event.target && event.target.closest && event.target.closest(".p2048-cell");
    if (!slot || !grid.contains(slot)) return;
    send({ type: "click", row: Number(slot.dataset.row), col: Number(slot.dataset.col) });
  }

  root.addEventListener("keydown", onKeyDown);
  grid.addEventListener("click", onGridClick);
  root.addEventListener("pointerdown", onPointerDown);
  root.addEventListener("pointerup", onPointerUp);
  undoButton.addEventListener("click", () => {
    send({ type: "undo" });
    root.focus();
  });
  newButton.addEventListener("click", () => {
    send({ type: "new_game" });
    root.focus();
  });

  for (const name of WATCHED) model.on(`change:${name}`, schedule);
  model.on("change", drawIfScheduled);
  draw();

  return () => {
    for (const name of WATCHED) model.off(`change:${name}`, schedule);
    model.off("change", drawIfScheduled);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("pointerdown", onPointerDown);
    root.removeEventListener("pointerup", onPointerUp);
    grid.removeEventListener("click", onGridClick);
    root.remove();
  };
}

export default { render };
