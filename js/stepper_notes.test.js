// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { drawNotes, notesAt } from "./stepper_notes.js";

const NOTES = [
  { path: [1], severity: "warning", message: '"==" is not an operator', suggestion: "did you mean `=`?" },
  { path: [2, 0], severity: "warning", message: "unresolved", suggestion: null },
];

describe("notesAt", () => {
  it("gives the notes of the noted node and of steps inside it", () => {
    expect(notesAt(NOTES, [1])).toEqual([NOTES[0]]);
    expect(notesAt(NOTES, [2, 0, 3])).toEqual([NOTES[1]]);
  });
  it("gives none at the root or elsewhere", () => {
    expect(notesAt(NOTES, [])).toEqual([]);
    expect(notesAt(NOTES, [2])).toEqual([]);
    expect(notesAt(undefined, [1])).toEqual([]);
  });
});

describe("drawNotes", () => {
  it("lists where the notes are, then shows them at their step", () => {
    const box = document.createElement("div");
    drawNotes(document, box, NOTES, { path: [] });
    expect(box.hidden).toBe(false);
    expect(box.textContent).toContain("2 notes (at expr[1], expr[2][0])");
    drawNotes(document, box, NOTES, { path: [1] });
    expect(box.querySelector(".ps-note-item").textContent).toBe(
      'expr[1]: "==" is not an operator (did you mean `=`?)',
    );
    drawNotes(document, box, [], { path: [1] });
    expect(box.hidden).toBe(true);
  });
});
