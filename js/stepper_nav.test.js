import { describe, expect, it } from "vitest";
import {
  collapseLimit,
  formatValue,
  guessMatches,
  isPrefix,
  isTrivial,
  jumpIndex,
  nextIndex,
  parsePathKey,
  pathKey,
  prevIndex,
  samePath,
  stepOutIndex,
  stepOverIndex,
  valueKind,
  viewState,
} from "./stepper_nav.js";

// The trace of [3, "+", [2, "*", 4], "-", 1] as calcarray.trace records it (trimmed to the
// fields navigation uses).
const NESTED = [
  { i: 0, kind: "enter", path: [], frame: [], depth: 1, value: 3 },
  { i: 1, kind: "enter", path: [2], frame: [2], depth: 2, value: 2 },
  { i: 2, kind: "apply", path: [2, 1], frame: [2], depth: 2, value: 8, op: "*" },
  { i: 3, kind: "leave", path: [2], frame: [2], depth: 1, value: 8 },
  { i: 4, kind: "apply", path: [1], frame: [], depth: 1, value: 11, op: "+" },
  { i: 5, kind: "apply", path: [3], frame: [], depth: 1, value: 10, op: "-" },
  { i: 6, kind: "result", path: [], frame: [], depth: 0, value: 10 },
];

describe("paths", () => {
  it("round-trips keys, the root being the empty key", () => {
    expect(pathKey([])).toBe("");
    expect(pathKey([2, 0, 11])).toBe("2.0.11");
    expect(parsePathKey("2.0.11")).toEqual([2, 0, 11]);
    expect(parsePathKey("")).toEqual([]);
  });

  it("compares paths exactly, not as prefixes", () => {
    expect(samePath([1, 2], [1, 2])).toBe(true);
    expect(samePath([1, 2], [1, 2, 0])).toBe(false);
    expect(samePath([1, 2], [12])).toBe(false);
    expect(samePath([], [])).toBe(true);
  });

  it("knows ancestors", () => {
    expect(isPrefix([], [3, 1])).toBe(true);
    expect(isPrefix([3], [3, 1])).toBe(true);
    expect(isPrefix([3, 1], [3, 1])).toBe(true);
    expect(isPrefix([3, 1, 0], [3, 1])).toBe(false);
    expect(isPrefix([1], [11])).toBe(false);
  });
});

describe("step / back", () => {
  it("moves one step and clamps at both ends", () => {
    expect(nextIndex(NESTED, 0)).toBe(1);
    expect(nextIndex(NESTED, 6)).toBe(6);
    expect(prevIndex(NESTED, 1)).toBe(0);
    expect(prevIndex(NESTED, 0)).toBe(0);
  });

  it("skips trivial steps (entering an array) in both directions when asked", () => {
    expect(isTrivial(NESTED, 1)).toBe(true);
    expect(isTrivial(NESTED, 2)).toBe(false);
    expect(nextIndex(NESTED, 0, true)).toBe(2);
    expect(prevIndex(NESTED, 2, true)).toBe(0);
    expect(prevIndex(NESTED, 4, true)).toBe(3);
  });

  it("never treats the last step as trivial", () => {
    const steps = [NESTED[0], { ...NESTED[1], i: 1 }];
    expect(isTrivial(steps, 1)).toBe(false);
    expect(nextIndex(steps, 0, true)).toBe(1);
  });

  it("returns 0 for an empty trace", () => {
    expect(nextIndex([], 0)).toBe(0);
    expect(prevIndex([], 3)).toBe(0);
    expect(stepOverIndex([], 0)).toBe(0);
    expect(stepOutIndex([], 0)).toBe(0);
  });
});

describe("step over / step out", () => {
  it("step over from the top level jumps over the nested array to its result", () => {
    expect(stepOverIndex(NESTED, 0)).toBe(3);
    expect(stepOverIndex(NESTED, 3)).toBe(4);
  });

  it("step over inside the nested array stays in it", () => {
    expect(stepOverIndex(NESTED, 1)).toBe(2);
    expect(stepOverIndex(NESTED, 2)).toBe(3);
  });

  it("step out finishes the current array and shows its result", () => {
    expect(stepOutIndex(NESTED, 1)).toBe(3);
    expect(stepOutIndex(NESTED, 2)).toBe(3);
    expect(stepOutIndex(NESTED, 4)).toBe(6);
  });

  it("goes to the last step when nothing shallower follows", () => {
    expect(stepOutIndex(NESTED, 6)).toBe(6);
    expect(stepOverIndex(NESTED, 6)).toBe(6);
  });

  it("respects skip-trivial at the landing step", () => {
    // [1, "@if", true, "+", 1, "*", 3, "@end-if", "-", 1]
    const steps = [
      { kind: "enter", path: [], depth: 1 },
      { kind: "block", path: [1], depth: 1 },
      { kind: "apply", path: [3], depth: 2 },
      { kind: "apply", path: [5], depth: 2 },
      { kind: "block-leave", path: [1], depth: 1 },
      { kind: "apply", path: [8], depth: 1 },
      { kind: "result", path: [], depth: 0 },
    ];
    expect(stepOverIndex(steps, 1)).toBe(4);
    expect(stepOverIndex(steps, 1, true)).toBe(5);
    expect(stepOutIndex(steps, 2)).toBe(4);
    expect(stepOutIndex(steps, 2, true)).toBe(5);
  });
});

describe("jump", () => {
  it("parses and clamps what the user typed", () => {
    expect(jumpIndex(NESTED, "3")).toBe(3);
    expect(jumpIndex(NESTED, " 99 ")).toBe(6);
    expect(jumpIndex(NESTED, "-4")).toBe(0);
    expect(jumpIndex(NESTED, "x")).toBe(null);
    expect(jumpIndex(NESTED, "")).toBe(null);
  });
});

describe("viewState", () => {
  it("tracks the running value and position of the array being evaluated", () => {
    const { frames, reduced } = viewState(NESTED, 0);
    expect(frames.get("").value).toBe(3);
    expect(reduced.size).toBe(0);
  });

  it("reduces a finished nested array to its value", () => {
    const mid = viewState(NESTED, 2);
    expect(mid.frames.get("2").value).toBe(8);
    expect(mid.frames.get("2").pos).toBe(1);
    expect(mid.reduced.has("2")).toBe(false);
    const after = viewState(NESTED, 3);
    expect(after.reduced.get("2")).toBe(8);
    expect(after.frames.has("2")).toBe(false);
    const later = viewState(NESTED, 5);
    expect(later.frames.get("").value).toBe(10);
    expect(later.frames.get("").pos).toBe(3);
  });

  it("forgets reductions inside an array that is entered again (loops)", () => {
    const steps = [
      { kind: "enter", path: [], frame: [], depth: 1, value: 1 },
      { kind: "enter", path: [4], frame: [4], depth: 2, value: 2 },
      { kind: "resolve", path: [4, 2], frame: [4], depth: 2, value: 2, result: 7 },
      { kind: "leave", path: [4], frame: [4], depth: 2, value: 9 },
      { kind: "enter", path: [4], frame: [4], depth: 2, value: 2 },
    ];
    expect(viewState(steps, 3).reduced.get("4")).toBe(9);
    expect(viewState(steps, 2).reduced.get("4.2")).toBe(7);
    const again = viewState(steps, 4);
    expect(again.reduced.has("4")).toBe(false);
    expect(again.reduced.has("4.2")).toBe(false);
  });

  it("a loop iteration forgets reductions inside its block only", () => {
    const steps = [
      { kind: "enter", path: [], frame: [], depth: 1, value: 1 },
      { kind: "resolve", path: [1], frame: [], depth: 1, value: 5 },
      { kind: "resolve", path: [6], frame: [], depth: 2, value: 7 },
      { kind: "loop", path: [3], frame: [], depth: 1, value: 1, span: [5, 9] },
    ];
    const { reduced } = viewState(steps, 3);
    expect(reduced.get("1")).toBe(5);
    expect(reduced.has("6")).toBe(false);
  });
});

describe("formatValue", () => {
  it("writes SC-JSON values the way CalcArray users write them", () => {
    expect(formatValue(20)).toBe("20");
    expect(formatValue(1e21)).toBe("1e+21");
    expect(formatValue(-0)).toBe("0");
    expect(formatValue("@BigInt 12345678901234567890")).toBe("12345678901234567890n");
    expect(formatValue("@Infinity")).toBe("Infinity");
    expect(formatValue("@NaN")).toBe("NaN");
    expect(formatValue("@undefined")).toBe("undefined");
    expect(formatValue("@GaussianBigInt 2 -3")).toBe("2-3i");
    expect(formatValue("@BigRational 3 4")).toBe("3/4");
    expect(formatValue("abc")).toBe('"abc"');
    expect(formatValue([1, "a", [true, null]])).toBe('[1, "a", [true, null]]');
  });

  it("classifies values for styling", () => {
    expect(valueKind(2)).toBe("number");
    expect(valueKind("@NaN")).toBe("number");
    expect(valueKind("@BigInt 2")).toBe("bigint");
    expect(valueKind("@Parent -2")).toBe("special");
    expect(valueKind("x")).toBe("string");
    expect(valueKind([1])).toBe("array");
  });
});

describe("guessMatches", () => {
  it("accepts any spelling of the right number", () => {
    expect(guessMatches("20", 20)).toBe(true);
    expect(guessMatches(" 20.0 ", 20)).toBe(true);
    expect(guessMatches("2e1", 20)).toBe(true);
    expect(guessMatches("21", 20)).toBe(false);
    expect(guessMatches("", 0)).toBe(false);
  });

  it("accepts BigInts with or without the n", () => {
    expect(guessMatches("5", "@BigInt 5")).toBe(true);
    expect(guessMatches("5n", "@BigInt 5")).toBe(true);
  });

  it("accepts strings with or without quotes and arrays with loose spacing", () => {
    expect(guessMatches("55", "55")).toBe(true);
    expect(guessMatches('"55"', "55")).toBe(true);
    expect(guessMatches("[3,4]", [3, 4])).toBe(true);
    expect(guessMatches("true", true)).toBe(true);
    expect(guessMatches("false", true)).toBe(false);
  });
});

describe("collapseLimit", () => {
  it("collapses only long arrays and strings", () => {
    expect(collapseLimit([1, 2, 3])).toBe(null);
    expect(collapseLimit(new Array(30).fill(0))).toBe(10);
    expect(collapseLimit("short")).toBe(null);
    expect(collapseLimit("x".repeat(100))).toBe(40);
    expect(collapseLimit(5)).toBe(null);
  });
});
