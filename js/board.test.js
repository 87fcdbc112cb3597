// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import widget from "./board.js";

/** A minimal stand-in for the anywidget model: get/set/on/off/send. */
function fakeModel(state) {
  const listeners = new Map();
  const sent = [];
  return {
    sent,
    get: (name) => state[name],
    set(name, value) {
      state[name] = value;
      for (const cb of listeners.get(`change:${name}`) || []) cb();
    },
    on(event, cb) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(cb);
    },
    off(event, cb) {
      listeners.get(event)?.delete(cb);
    },
    send(message) {
      sent.push(message);
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

const tile = (text, background = "#eee4da") => ({
  text,
  html: text,
  background,
  color: "#776e65",
  fontScale: 1,
  shadow: "none",
  layers: [],
});

function classicState() {
  return {
    width: 4,
    height: 4,
    cells: [
      [tile("2"), null, null, tile("4", "#ede0c8")],
      [null, null, null, null],
      [null, { void: true }, null, null],
      [null, null, null, tile("2048", "linear-gradient(#f00, #00f)")],
    ],
    score: "12",
    stat_boxes: [{ label: "Score", value: "12" }],
    status: "playing",
    directions: [
      { label: "↑", keys: ["ArrowUp", "KeyW"], vector: [-1, 0] },
      { label: "↓", keys: ["ArrowDown", "KeyS"], vector: [1, 0] },
      { label: "←", keys: ["ArrowLeft", "KeyA"], vector: [0, -1] },
      { label: "→", keys: ["ArrowRight", "KeyD"], vector: [0, 1] },
    ],
    warnings: [],
    move_count: 3,
    events: [],
    can_undo: true,
    keep_playing_allowed: false,
    board_side: 4.444,
    board_colors: {},
    css_vars: {},
    title: "",
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let el;
let model;
let cleanup;
let outsideKeys;

beforeEach(() => {
  document.body.innerHTML = "";
  outsideKeys = [];
  // Stands in for JupyterLab's shortcut handling around the output area.
  const notebook = document.createElement("div");
  notebook.addEventListener("keydown", (e) => outsideKeys.push(e.key));
  document.body.appendChild(notebook);
  el = document.createElement("div");
  notebook.appendChild(el);
  model = fakeModel(classicState());
  cleanup = widget.render({ model, el });
});

function press(key, code, extra = {}) {
  const root = el.querySelector(".p2048-root");
  const event = new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true, ...extra });
  root.dispatchEvent(event);
  return event;
}

describe("Board view", () => {
  it("is focusable and tells Lumino to leave its keys alone", () => {
    const root = el.querySelector(".p2048-root");
    expect(root.tabIndex).toBe(0);
    expect(root.getAttribute("data-lm-suppress-shortcuts")).toBe("true");
  });

  it("draws every cell and the tiles Python computed", () => {
    expect(el.querySelectorAll(".p2048-cell")).toHaveLength(16);
    expect(el.querySelectorAll(".p2048-cell-void")).toHaveLength(1);
    const tiles = [...el.querySelectorAll(".p2048-tile")];
    expect(tiles.map((t) => [t.dataset.row, t.dataset.col, t.textContent])).toEqual([
      ["0", "0", "2"],
      ["0", "3", "4"],
      ["3", "3", "2048"],
    ]);
    expect(tiles[0].style.backgroundColor).toBe("rgb(238, 228, 218)");
    expect(tiles[0].style.color).toBe("rgb(119, 110, 101)");
    expect(tiles[2].style.backgroundImage).toContain("linear-gradient");
    expect(el.querySelector(".p2048-stat-value").textContent).toBe("12");
  });

  it("turns arrow keys and WASD into move messages and keeps them from JupyterLab", () => {
    const left = press("ArrowLeft", "ArrowLeft");
    const w = press("w", "KeyW");
    expect(model.sent).toEqual([
      { type: "move", direction: 2 },
      { type: "move", direction: 0 },
    ]);
    expect(left.defaultPrevented).toBe(true);
    expect(w.defaultPrevented).toBe(true);
    expect(outsideKeys).toEqual([]);
  });

  it("swallows notebook shortcuts it does not use but lets Ctrl chords through", () => {
    press("b", "KeyB");
    press("Enter", "Enter");
    expect(outsideKeys).toEqual([]);
    expect(model.sent).toEqual([]);
    const save = press("s", "KeyS", { ctrlKey: true });
    expect(save.defaultPrevented).toBe(false);
    expect(outsideKeys).toEqual(["s"]);
  });

  it("redraws once after a batch of trait changes", async () => {
    const cells = classicState().cells;
    cells[0] = [null, null, null, tile("8", "#f2b179")];
    model.set("cells", cells);
    model.set("score", "20");
    model.set("stat_boxes", [{ label: "Score", value: "20" }]);
    model.set("move_count", 4);
    model.set("events", [{ kind: "merge", from: [0, 0], to: [0, 3] }]);
    await flush();
    const moved = el.querySelector('.p2048-tile[data-row="0"][data-col="3"]');
    expect(moved.textContent).toBe("8");
    expect(moved.classList.contains("p2048-merged")).toBe(true);
    expect(moved.style.getPropertyValue("--p2048-dc")).toBe("-3");
    expect(el.querySelector(".p2048-stat-value").textContent).toBe("20");
    expect(el.querySelector(".p2048-root").dataset.moveCount).toBe("4");
  });

  it("shows the win overlay with keep playing, and the buttons send messages", async () => {
    model.set("status", "won");
    model.set("keep_playing_allowed", true);
    await flush();
    const overlay = el.querySelector(".p2048-overlay");
    expect(overlay.hidden).toBe(false);
    expect(overlay.textContent).toContain("You win!");
    overlay.querySelector('[data-action="keep_playing"]').click();
    el.querySelector(".p2048-undo").click();
    el.querySelector(".p2048-new").click();
    el.querySelector('.p2048-direction[data-direction="3"]').click();
    expect(model.sent).toEqual([
      { type: "keep_playing" },
      { type: "undo" },
      { type: "new_game" },
      { type: "move", direction: 3 },
    ]);
  });

  it("shows a finished win without keep playing when the mode forbids it", async () => {
    model.set("status", "won");
    await flush();
    const overlay = el.querySelector(".p2048-overlay");
    expect(overlay.textContent).toContain("You win!");
    expect(overlay.querySelector('[data-action="keep_playing"]')).toBeNull();
    expect(overlay.querySelector('[data-action="new_game"]')).not.toBeNull();
  });

  it("draws display layers with their CSS and text, dropping fetching styles", async () => {
    const cells = classicState().cells;
    cells[1][1] = {
      ...tile("5"),
      layers: [
        {
          tag: "p",
          classes: ["tile_text"],
          style: { color: "red", "font-size": "calc(var(--p2048-board-side) * 0.05)" },
          html: "<sub>x</sub>",
          text: "x",
        },
        { tag: "img", classes: ["primeImage"], style: { "background-image": "url(http://x)" } },
      ],
    };
    model.set("cells", cells);
    await flush();
    const layers = el.querySelectorAll('.p2048-tile[data-row="1"][data-col="1"] .p2048-layer');
    expect(layers).toHaveLength(2);
    expect(layers[0].tagName).toBe("P");
    expect(layers[0].style.color).toBe("red");
    expect(layers[0].innerHTML).toBe("<sub>x</sub>");
    expect(layers[1].tagName).toBe("DIV");
    expect(layers[1].style.backgroundImage).toBe("");
    const root = el.querySelector(".p2048-root");
    expect(root.style.getPropertyValue("--p2048-board-side")).toContain("4.444");
  });

  it("offers undo on game over only when there is something to undo", async () => {
    model.set("status", "over");
    model.set("can_undo", false);
    await flush();
    const overlay = el.querySelector(".p2048-overlay");
    expect(overlay.textContent).toContain("Game over");
    expect(overlay.querySelector('[data-action="undo"]')).toBeNull();
    expect(el.querySelector(".p2048-undo").disabled).toBe(true);
  });

  it("lists warnings from Python", async () => {
    model.set("warnings", ["TileTypes rule 2: bad colour"]);
    await flush();
    expect(el.querySelector(".p2048-warnings").hidden).toBe(false);
    expect(el.querySelector(".p2048-warnings").textContent).toContain("bad colour");
  });

  it("applies per-board CSS variables", async () => {
    model.set("css_vars", { "--cell-size": "3rem", "bad name": "x" });
    await flush();
    const root = el.querySelector(".p2048-root");
    expect(root.style.getPropertyValue("--cell-size")).toBe("3rem");
    model.set("css_vars", {});
    await flush();
    expect(root.style.getPropertyValue("--cell-size")).toBe("");
  });

  it("a second view of the same model shows the same game and follows it", async () => {
    const other = document.createElement("div");
    document.body.appendChild(other);
    widget.render({ model, el: other });
    const texts = (node) => [...node.querySelectorAll(".p2048-tile")].map((t) => t.textContent);
    expect(texts(other)).toEqual(texts(el));
    const cells = classicState().cells;
    cells[2][2] = tile("16", "#f59563");
    model.set("cells", cells);
    await flush();
    expect(texts(other)).toContain("16");
    expect(texts(other)).toEqual(texts(el));
  });

  it("does not animate the first paint of a view, only the next move", async () => {
    model.set("events", [{ kind: "spawn", to: [0, 0] }]);
    await flush(); // same move_count: a redraw, not a move
    expect(el.querySelector(".p2048-spawned")).toBeNull();
    model.set("move_count", 4);
    await flush();
    expect(el.querySelector('.p2048-tile[data-row="0"][data-col="0"]').className).toContain(
      "p2048-spawned",
    );
  });

  it("cleans up its listeners and DOM", () => {
    expect(model.listenerCount()).toBeGreaterThan(0);
    cleanup();
    expect(model.listenerCount()).toBe(0);
    expect(el.querySelector(".p2048-root")).toBeNull();
  });
});

describe("Board view extras", () => {
  it("places the direction buttons as a cross when the mode gives their boxes", async () => {
    const s = 0.15;
    const boxes = [
      { top: 0.18, left: 0.42 },
      { top: 0.67, left: 0.42 },
      { top: 0.42, left: 0.18 },
      { top: 0.42, left: 0.67 },
    ];
    model.set(
      "directions",
      classicState().directions.map((d, i) => ({
        ...d,
        button: { width: s, height: s, fontSize: 0.09, ...boxes[i] },
      })),
    );
    await flush();
    const pad = el.querySelector(".p2048-directions");
    expect(pad.classList.contains("p2048-pad")).toBe(true);
    const [up, down] = [...pad.querySelectorAll(".p2048-direction")];
    expect(parseFloat(up.style.top)).toBeLessThan(parseFloat(down.style.top));
    expect(up.style.left).toBe(down.style.left);
  });

  it("reports cell clicks only for modes with TileClick scripts", async () => {
    const cell = () => el.querySelector('.p2048-cell[data-row="2"][data-col="3"]');
    cell().click();
    expect(model.sent).toEqual([]);
    model.set("tile_clicks", true);
    await flush();
    cell().click();
    expect(model.sent).toEqual([{ type: "click", row: 2, col: 3 }]);
  });

  it("shows upcoming tiles, tile stat boxes and bottom stat boxes", async () => {
    model.set("next_tiles", [tile("2"), tile("4")]);
    model.set("stat_boxes", [
      { label: "Score", value: "12" },
      { label: "Discovered", value: "", tiles: [tile("2"), tile("4")], bottom: true },
    ]);
    await flush();
    const next = el.querySelector(".p2048-next");
    expect(next.hidden).toBe(false);
    expect([...next.querySelectorAll(".p2048-tile")].map((t) => t.textContent)).toEqual([
      "2",
      "4",
    ]);
    const bottom = el.querySelector(".p2048-stats-bottom");
    expect(bottom.hidden).toBe(false);
    expect(bottom.querySelector(".p2048-stat-label").textContent).toBe("Discovered");
    expect(bottom.querySelectorAll(".p2048-tile")).toHaveLength(2);
  });

  it("places hexagonal cells where Python says and keeps unchanged tiles", async () => {
    const before = el.querySelector('.p2048-tile[data-row="0"][data-col="3"]');
    const cells = classicState().cells;
    cells[1][1] = tile("8");
    model.set("cells", cells);
    await flush();
    // Only the changed cell was rebuilt.
    expect(el.querySelector('.p2048-tile[data-row="0"][data-col="3"]')).toBe(before);
    const positions = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => [c * 20, r * 15]));
    model.set("hex_layout", { cell: [18, 20], grid: [1, 0.8], positions, pitch: [0.5, 0.75] });
    await flush();
    const slot = el.querySelector('.p2048-cell[data-row="2"][data-col="3"]');
    expect(el.querySelector(".p2048-grid").classList.contains("p2048-hex")).toBe(true);
    expect([slot.style.left, slot.style.top, slot.style.width]).toEqual(["60%", "30%", "18%"]);
  });
});
