// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import widget, { hintLabel, keyAction } from "./exercise.js";

/** A stand-in for the anywidget model: get/set/on/off and the messages sent. */
function fakeModel(state) {
  const listeners = new Map();
  const sent = [];
  return {
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
    send: (msg) => sent.push(msg),
    sent,
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

const cleanups = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()();
  document.body.textContent = "";
});

function mount(extra = {}) {
  const model = fakeModel({
    heading: "Exercise 2.1 · Left to right",
    statement_html: "<p>What does <code>[1]</code> give?</p>",
    placeholder: "e.g. 20",
    answer: "",
    status: "new",
    feedback: "",
    hints_shown: [],
    hints_total: 2,
    solution_text: "",
    progress: "Lesson 2: 0 of 5 done",
    checks: 0,
    ...extra,
  });
  const host = document.createElement("div");
  document.body.appendChild(host);
  cleanups.push(widget.render({ model, el: host }));
  return { model, root: host.querySelector(".p2048-exercise") };
}

function keydown(target, init) {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  let leaked = false;
  const outer = () => {
    leaked = true;
  };
  document.body.addEventListener("keydown", outer);
  target.dispatchEvent(event);
  document.body.removeEventListener("keydown", outer);
  return { leaked, prevented: event.defaultPrevented };
}

describe("exercise widget", () => {
  it("draws heading, statement, progress; no feedback, hints or solution yet", () => {
    const { root } = mount();
    expect(root.getAttribute("data-lm-suppress-shortcuts")).toBe("true");
    expect(root.querySelector(".px-heading").textContent).toBe("Exercise 2.1 · Left to right");
    expect(root.querySelector(".px-statement code").textContent).toBe("[1]");
    expect(root.querySelector(".px-progress").textContent).toBe("Lesson 2: 0 of 5 done");
    expect(root.querySelector(".px-feedback").hidden).toBe(true);
    expect(root.querySelector(".px-hints").hidden).toBe(true);
    expect(root.querySelector(".px-solution").hidden).toBe(true);
    expect(root.querySelector(".px-btn-hint").textContent).toBe("Hint (2 left)");
  });

  it("typing never leaks to the page; Ctrl+Enter sends the answer to check", () => {
    const { model, root } = mount();
    const box = root.querySelector("textarea");
    box.value = '[1, "+", 2]';
    for (const key of ["a", "b", "d", "m", "Enter", "Escape", "ArrowUp"]) {
      const r = keydown(box, { key, code: key });
      expect(r.leaked).toBe(false);
      expect(r.prevented).toBe(false); // the box still gets the key (typing works)
    }
    expect(model.sent).toEqual([]);
    const r = keydown(box, { key: "Enter", code: "Enter", ctrlKey: true });
    expect(r.leaked).toBe(false);
    expect(r.prevented).toBe(true);
    expect(model.sent).toEqual([{ action: "check", answer: '[1, "+", 2]' }]);
    expect(root.querySelector(".px-btn-check").disabled).toBe(true);
  });

  it("keys on the buttons do not leak either, and only the box checks", () => {
    const { model, root } = mount();
    const hint = root.querySelector(".px-btn-hint");
    for (const key of ["Enter", " ", "a", "d"]) {
      expect(keydown(hint, { key, code: key }).leaked).toBe(false);
    }
    expect(keydown(hint, { key: "Enter", code: "Enter", ctrlKey: true }).prevented).toBe(false);
    expect(model.sent).toEqual([]);
  });

  it("shows the kernel's feedback, hints and solution", () => {
    const { model, root } = mount();
    root.querySelector(".px-btn-hint").click();
    root.querySelector(".px-btn-solution").click();
    expect(model.sent).toEqual([{ action: "hint" }, { action: "solution" }]);
    model.set("feedback", "✗ Not yet: case 1 of 1 fails");
    model.set("status", "wrong");
    model.set("checks", 1);
    expect(root.dataset.status).toBe("wrong");
    expect(root.querySelector(".px-feedback").textContent).toContain("case 1 of 1 fails");
    expect(root.querySelector(".px-btn-check").disabled).toBe(false);
    model.set("hints_shown", ["First <code>10 - 4</code>."]);
    expect(root.querySelector(".px-hint code").textContent).toBe("10 - 4");
    expect(root.querySelector(".px-btn-hint").textContent).toBe("Hint (1 left)");
    model.set("solution_text", "3");
    expect(root.querySelector(".px-solution").textContent).toBe("Solution:\n3");
    expect(root.querySelector(".px-btn-solution").disabled).toBe(true);
  });

  it("cleans up its listeners", () => {
    const model = fakeModel({ hints_shown: [], hints_total: 0 });
    const host = document.createElement("div");
    const cleanup = widget.render({ model, el: host });
    expect(model.listenerCount()).toBeGreaterThan(0);
    cleanup();
    expect(model.listenerCount()).toBe(0);
  });
});

describe("helpers", () => {
  it("keyAction: only Ctrl/Cmd/Shift+Enter checks", () => {
    expect(keyAction({ key: "Enter", ctrlKey: true })).toBe("check");
    expect(keyAction({ key: "Enter", metaKey: true })).toBe("check");
    expect(keyAction({ key: "Enter", shiftKey: true })).toBe("check");
    expect(keyAction({ key: "Enter" })).toBe(null);
    expect(keyAction({ key: "a", ctrlKey: true })).toBe(null);
  });

  it("hintLabel counts down", () => {
    expect(hintLabel(0, 2)).toBe("Hint (2 left)");
    expect(hintLabel(2, 2)).toBe("No more hints");
    expect(hintLabel(0, 0)).toBe("Hint (none)");
  });
});
