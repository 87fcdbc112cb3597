import { describe, expect, it } from "vitest";
import { actionForKey, buildKeyMap, shouldSwallow } from "./keys.js";

const classic = [
  { label: "↑", keys: ["ArrowUp", "KeyW"], vector: [-1, 0] },
  { label: "↓", keys: ["ArrowDown", "KeyS"], vector: [1, 0] },
  { label: "←", keys: ["ArrowLeft", "KeyA"], vector: [0, -1] },
  { label: "→", keys: ["ArrowRight", "KeyD"], vector: [0, 1] },
];

describe("buildKeyMap / actionForKey", () => {
  it("maps arrows and WASD of the classic directions to their indexes", () => {
    const map = buildKeyMap(classic);
    const dir = (code) => actionForKey({ code, key: "" }, map);
    expect(dir("ArrowUp")).toEqual({ type: "move", direction: 0 });
    expect(dir("KeyS")).toEqual({ type: "move", direction: 1 });
    expect(dir("KeyA")).toEqual({ type: "move", direction: 2 });
    expect(dir("ArrowRight")).toEqual({ type: "move", direction: 3 });
  });

  it("uses the mode's own keys, e.g. a hexagonal mode binding Q and E", () => {
    const hex = [
      { label: "↖", keys: ["KeyQ"], vector: [-1, -1] },
      { label: "↗", keys: ["KeyE"], vector: [-1, 1] },
    ];
    const map = buildKeyMap(hex);
    expect(actionForKey({ code: "KeyE" }, map)).toEqual({ type: "move", direction: 1 });
    // No default arrows for diagonal directions.
    expect(actionForKey({ code: "ArrowUp" }, map)).toBeNull();
  });

  it("adds arrows/WASD for orthogonal directions whose mode lists no keys", () => {
    const bare = classic.map((d) => ({ ...d, keys: [] }));
    const map = buildKeyMap(bare);
    expect(actionForKey({ code: "ArrowLeft" }, map)).toEqual({ type: "move", direction: 2 });
    expect(actionForKey({ code: "KeyD" }, map)).toEqual({ type: "move", direction: 3 });
  });

  it("the mode's binding wins over a default key", () => {
    const dirs = [
      { keys: ["KeyW"], vector: [0, 1] }, // W means right in this mode
      { keys: [], vector: [-1, 0] },
    ];
    const map = buildKeyMap(dirs);
    expect(actionForKey({ code: "KeyW" }, map)).toEqual({ type: "move", direction: 0 });
    expect(actionForKey({ code: "ArrowUp" }, map)).toEqual({ type: "move", direction: 1 });
  });

  it("falls back to event.key when code is missing", () => {
    const map = buildKeyMap(classic);
    expect(actionForKey({ key: "ArrowDown" }, map)).toEqual({ type: "move", direction: 1 });
  });

  it("leaves modifier chords (Ctrl+S, Cmd+A) to the host application", () => {
    const map = buildKeyMap(classic);
    expect(actionForKey({ code: "KeyS", ctrlKey: true }, map)).toBeNull();
    expect(actionForKey({ code: "KeyA", metaKey: true }, map)).toBeNull();
  });

  it("knows undo, and has no key that throws the game away", () => {
    const map = buildKeyMap(classic);
    expect(actionForKey({ code: "KeyU" }, map)).toEqual({ type: "undo" });
    expect(actionForKey({ code: "KeyZ" }, map)).toEqual({ type: "undo" });
    expect(actionForKey({ code: "KeyN" }, map)).toBeNull();
    expect(actionForKey({ code: "KeyB" }, map)).toBeNull();
  });

  it("survives missing or malformed direction lists", () => {
    expect(buildKeyMap(undefined).size).toBe(0);
    expect(buildKeyMap([null, { keys: [3, ""] }]).size).toBe(0);
  });
});

describe("shouldSwallow", () => {
  it("swallows notebook shortcut keys (A, B, D, M, Enter) but not Tab, Escape or F5", () => {
    for (const key of ["a", "b", "d", "m", "Enter", " ", "PageDown"]) {
      expect(shouldSwallow({ key })).toBe(true);
    }
    for (const key of ["Tab", "Escape", "F5", "Shift"]) {
      expect(shouldSwallow({ key })).toBe(false);
    }
    expect(shouldSwallow({ key: "s", ctrlKey: true })).toBe(false);
  });
});
