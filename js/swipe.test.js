import { describe, expect, it } from "vitest";
import { MIN_SWIPE_PX, swipeDirection } from "./swipe.js";

const classic = [
  { vector: [-1, 0] }, // up
  { vector: [1, 0] }, // down
  { vector: [0, -1] }, // left
  { vector: [0, 1] }, // right
];

describe("swipeDirection", () => {
  it("maps the four swipes of a classic board", () => {
    expect(swipeDirection(0, -80, classic)).toBe(0);
    expect(swipeDirection(0, 80, classic)).toBe(1);
    expect(swipeDirection(-80, 5, classic)).toBe(2);
    expect(swipeDirection(80, -5, classic)).toBe(3);
  });

  it("ignores taps and diagonal swipes a square board has no direction for", () => {
    expect(swipeDirection(MIN_SWIPE_PX - 1, 0, classic)).toBeNull();
    expect(swipeDirection(60, 60, classic)).toBeNull();
  });

  it("uses the mode's own vectors: diagonals and hexagonal steps", () => {
    const diagonal = [{ vector: [-1, -1] }, { vector: [-1, 1] }, { vector: [1, -1] }, { vector: [1, 1] }];
    expect(swipeDirection(50, 45, diagonal)).toBe(3);
    expect(swipeDirection(-50, -45, diagonal)).toBe(0);
    const hex = [{ vector: [0, 2] }, { vector: [0, -2] }, { vector: [-1, 1] }, { vector: [1, -1] }];
    expect(swipeDirection(40, -70, hex)).toBe(2);
  });

  it("never picks a stay-still or unavailable direction", () => {
    const dirs = [{ vector: [0, 0] }, { vector: [0, 1], available: false }, { vector: [0, -1] }];
    expect(swipeDirection(90, 0, dirs)).toBeNull();
    expect(swipeDirection(-90, 0, dirs)).toBe(2);
  });
});
