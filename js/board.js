// The Board view: draws the state Python computed and sends the player's intents back.
//
// Nothing about the game lives here. Python owns the game and syncs everything a view needs
// as traits (one batch per change); the view only turns those traits into DOM and turns keys
// and clicks into custom messages ({type: "move", direction}, "undo", "new_game",
// "keep_playing"). That keeps a board re-displayed in another cell, or re-rendered after
// JupyterLab detached it, identical to the kernel's game.

import { actionForKey, buildKeyMap, shouldSwallow } from "./keys.js";
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
  root.append(header, play, help, warnings);
  el.appendChild(root);

  let keyMap = buildKeyMap(model.get("directions"));
  let lastMoveCount = null; // null: first paint, never animate it.
  let scheduled = false;
  let appliedVars = []; // custom properties set from css_vars, to undo when removed

  function send(message) {
    model.send(message);
  }

  function draw() {
    scheduled = false;
    const width = model.get("width");
    const height = model.get("height");
    const cells = model.get("cells") || [];
    const moveCount = model.get("move_count");
    const animate = lastMoveCount !== null && moveCount === lastMoveCount + 1;
    const plan = animate ? animationPlan(model.get("events")) : new Map();
    lastMoveCount = moveCount;

    // Custom properties: user overrides first (inline, highest precedence), then board colours.
    const cssVars = model.get("css_vars") || {};
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
    const colors = model.get("board_colors") || {};
    const side = Number(model.get("board_side"));
    root.style.setProperty(
      "--p2048-board-side",
      `calc(var(--p2048-cell-size) * ${Number.isFinite(side) && side > 0 ? side : 4})`,
    );
    for (const part of ["grid", "empty", "text"]) {
      const value = colors[part];
      if (typeof value === "string" && value) {
        root.style.setProperty(`--p2048-${part}-color`, value);
      } else {
        root.style.removeProperty(`--p2048-${part}-color`);
      }
    }

    const t = model.get("title");
    title.textContent = typeof t === "string" ? t : "";
    title.hidden = !title.textContent;

    // Stat boxes (the mode's own, e.g. Score) or the plain score.
    stats.textContent = "";
    let boxes = model.get("stat_boxes");
    if (!Array.isArray(boxes) || boxes.length === 0) {
      boxes = [{ label: "Score", value: String(model.get("score") ?? "") }];
    }
    for (const box of boxes) {
      const node = make(doc, "div", "p2048-stat");
      node.append(
        make(doc, "div", "p2048-stat-label", String(box.label ?? "")),
        make(doc, "div", "p2048-stat-value", String(box.value ?? "")),
      );
      stats.appendChild(node);
    }

    const canUndo = Boolean(model.get("can_undo"));
    undoButton.disabled = !canUndo;

    // The grid.
    const template = gridTemplate(width, height);
    grid.style.gridTemplateColumns = template.gridTemplateColumns;
    grid.style.gridTemplateRows = template.gridTemplateRows;
    const fragment = doc.createDocumentFragment();
    for (let r = 0; r < height; r++) {
      const row = Array.isArray(cells[r]) ? cells[r] : [];
      for (let c = 0; c < width; c++) {
        const cell = row[c];
        const kind = cellKind(cell);
        const slot = make(doc, "div", `p2048-cell p2048-cell-${kind}`);
        slot.dataset.row = String(r);
        slot.dataset.col = String(c);
        if (kind === "tile") {
          const tile = makeTile(doc, cell, r, c);
          const step = plan.get(`${r},${c}`);
          if (step) {
            if (step.dr || step.dc) {
              tile.classList.add("p2048-slide");
              tile.style.setProperty("--p2048-dr", String(-step.dr));
              tile.style.setProperty("--p2048-dc", String(-step.dc));
              tile.style.setProperty(
                "--p2048-slide-duration",
                step.dr
                  ? "var(--p2048-vertical-slide-duration)"
                  : "var(--p2048-horizontal-slide-duration)",
              );
            }
            if (step.kind === "merge") tile.classList.add("p2048-merged");
            if (step.kind === "spawn") tile.classList.add("p2048-spawned");
          }
          slot.appendChild(tile);
        }
        fragment.appendChild(slot);
      }
    }
    grid.replaceChildren(fragment);

    // Overlay for won / over.
    const status = model.get("status");
    root.dataset.status = typeof status === "string" ? status : "";
    root.dataset.moveCount = String(moveCount ?? 0);
    const info = overlayFor(status);
    overlay.textContent = "";
    overlay.hidden = !info;
    if (info) {
      overlay.appendChild(make(doc, "div", "p2048-overlay-title", info.title));
      const row = make(doc, "div", "p2048-overlay-actions");
      for (const action of info.actions) {
        if (action.type === "undo" && !canUndo) continue;
        if (action.type === "keep_playing" && !model.get("keep_playing_allowed")) continue;
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

    // Direction buttons, one per direction of the mode.
    const directions = model.get("directions") || [];
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

    warnings.textContent = "";
    const list = model.get("warnings") || [];
    warnings.hidden = list.length === 0;
    for (const message of list) warnings.appendChild(make(doc, "li", "", String(message)));
  }

  // Python syncs a whole change in one message, which Backbone replays as one change event
  // per trait: redraw once, right after the last of them.
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(draw);
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

  function onPointerDown(event) {
    // JupyterLab may move focus to the notebook on mousedown; take it back for the board.
    if (event.target && event.target.tagName === "BUTTON") return;
    root.focus({ preventScroll: true });
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
  undoButton.addEventListener("click", () => {
    send({ type: "undo" });
    root.focus();
  });
  newButton.addEventListener("click", () => {
    send({ type: "new_game" });
    root.focus();
  });

  for (const name of WATCHED) model.on(`change:${name}`, schedule);
  draw();

  return () => {
    for (const name of WATCHED) model.off(`change:${name}`, schedule);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("pointerdown", onPointerDown);
    grid.removeEventListener("click", onGridClick);
    root.remove();
  };
}

export default { render };
