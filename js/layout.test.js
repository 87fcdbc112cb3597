import { describe, expect, it } from "vitest";
import {
  animationPlan,
  backgroundStyle,
  buttonPad,
  cellKind,
  defaultFontScale,
  gridTemplate,
  overlayFor,
  tileFontSize,
} from "./layout.js";

describe("cellKind", () => {
  it("classifies empty, void and tile cells, and tolerates junk", () => {
    expect(cellKind(null)).toBe("empty");
    expect(cellKind(undefined)).toBe("empty");
    expect(cellKind({ void: true })).toBe("void");
    expect(cellKind({ text: "2" })).toBe("tile");
    expect(cellKind("@Empty")).toBe("empty");
  });
});

describe("font sizes", () => {
  it("shrinks long labels like the Compendium (1 / max(2, 0.7 n) of the pitch)", () => {
    // A short label is half the pitch = 0.5 / 0.9 of the cell, i.e. 1.4245 x 0.39 x cell.
    expect(defaultFontScale("8") * 0.39).toBeCloseTo(0.5 / 0.9);
    expect(defaultFontScale("2048") / defaultFontScale("8")).toBeCloseTo(2 / 2.8);
    expect(defaultFontScale("1,048,576") / defaultFontScale("8")).toBeCloseTo(2 / 6.3);
  });

  it("uses the Python font scale when given, else the default rule", () => {
    expect(tileFontSize(0.5, "2")).toBe(
      "calc(var(--p2048-cell-size) * var(--p2048-font-factor) * 0.5)",
    );
    expect(tileFontSize(undefined, "2048")).toContain("* 1.0175)");
    expect(tileFontSize(-1, "8")).toContain("* 1.4245)");
  });
});

describe("backgroundStyle", () => {
  it("paints gradients as images over transparent, colours as colours", () => {
    expect(backgroundStyle("#eee4da")).toEqual({
      backgroundColor: "#eee4da",
      backgroundImage: "none",
    });
    expect(backgroundStyle("linear-gradient(#f00, #00f)")).toEqual({
      backgroundColor: "transparent",
      backgroundImage: "linear-gradient(#f00, #00f)",
    });
    expect(backgroundStyle(undefined)).toEqual({ backgroundColor: "", backgroundImage: "" });
  });
});

describe("gridTemplate", () => {
  it("has one track per column and row", () => {
    expect(gridTemplate(5, 3)).toEqual({
      gridTemplateColumns: "repeat(5, var(--p2048-cell-size))",
      gridTemplateRows: "repeat(3, var(--p2048-cell-size))",
    });
    expect(gridTemplate(0, "x").gridTemplateColumns).toBe("repeat(1, var(--p2048-cell-size))");
  });
});

describe("animationPlan", () => {
  it("records how far each tile slid, merges and spawns", () => {
    const plan = animationPlan([
      { kind: "slide", from: [0, 3], to: [0, 0] },
      { kind: "merge", from: [1, 2], to: [1, 0] },
      { kind: "merge", from: [1, 1], to: [1, 0] },
      { kind: "spawn", to: [3, 3] },
    ]);
    expect(plan.get("0,0")).toEqual({ kind: "slide", dr: 0, dc: -3 });
    // The longest incoming slide decides where the merged tile starts.
    expect(plan.get("1,0")).toEqual({ kind: "merge", dr: 0, dc: -2 });
    expect(plan.get("3,3")).toEqual({ kind: "spawn", dr: 0, dc: 0 });
    expect(plan.has("2,2")).toBe(false);
  });

  it("ignores malformed events", () => {
    expect(animationPlan(null).size).toBe(0);
    expect(animationPlan([null, { kind: "slide" }, { to: [1] }]).size).toBe(0);
  });
});

describe("overlayFor", () => {
  it("offers keep playing on a win and a new game when over", () => {
    expect(overlayFor("won").actions.map((a) => a.type)).toEqual(["keep_playing", "new_game"]);
    expect(overlayFor("over").title).toBe("Game over");
    expect(overlayFor("playing")).toBeNull();
  });
});

describe("buttonPad", () => {
  const s = 0.15151515151515152;
  const classic = [
    { button: { width: s, height: s, fontSize: 0.0909, top: 0.1818, left: 0.4242 } },
    { button: { width: s, height: s, fontSize: 0.0909, top: 0.6667, left: 0.4242 } },
    { button: { width: s, height: s, fontSize: 0.0909, top: 0.4242, left: 0.1818 } },
    { button: { width: s, height: s, fontSize: 0.0909, top: 0.4242, left: 0.6667 } },
  ];

  it("crops the pad to the buttons and keeps the cross shape", () => {
    const pad = buttonPad(classic);
    expect(pad.buttons[0].width).toBe(2);
    const [up, down, left, right] = pad.buttons;
    expect(up.top).toBe(0);
    expect(left.left).toBe(0);
    expect(down.top + down.height).toBeCloseTo(pad.height, 2);
    expect(right.left + right.width).toBeCloseTo(pad.width, 2);
    expect(up.left).toBeCloseTo(down.left);
    expect(left.top).toBeCloseTo(right.top);
    expect(up.top).toBeLessThan(left.top);
    expect(up.fontSize).toBeCloseTo(1.2, 1);
  });

  it("gives up (null) when a direction has no usable box", () => {
    expect(buttonPad([...classic, { button: null }])).toBeNull();
    expect(buttonPad([{ button: { width: 0, height: 1, top: 0, left: 0 } }])).toBeNull();
    expect(buttonPad([])).toBeNull();
  });
});
