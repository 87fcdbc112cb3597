// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import widget, { KEY_ACTIONS } from "./stepper.js";
import { TRACES } from "../tests/js/stepper_fixtures.js";

/** A minimal stand-in for the anywidget model: get/set/on/off/save_changes. */
function fakeModel(state) {
  const listeners = new Map();
  let saves = 0;
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
    save_changes() {
      saves += 1;
    },
    saves: () => saves,
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

const cleanups = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()();
  document.body.textContent = "";
});

function mount(name, extra = {}) {
  const model = fakeModel({
    expression: TRACES[name].expression,
    steps: TRACES[name].steps,
    current: 0,
    skip_trivial: false,
    predict: false,
    title: "",
    ...extra,
  });
  const host = document.createElement("div");
  document.body.appendChild(host);
  cleanups.push(widget.render({ model, el: host }));
  const root = host.querySelector(".p2048-stepper");
  return { model, host, root };
}

function press(root, code, key = code) {
  const event = new KeyboardEvent("keydown", { code, key, bubbles: true, cancelable: true });
  let leaked = false;
  const outer = () => {
    leaked = true;
  };
  document.body.addEventListener("keydown", outer);
  root.dispatchEvent(event);
  document.body.removeEventListener("keydown", outer);
  return { event, leaked };
}

const current = (root) => [...root.querySelectorAll(".ps-expr .ps-current")];

describe("drawing", () => {
  it("draws the expression as nested boxes and marks the root as focusable", () => {
    const { root } = mount("parent");
    expect(root.tabIndex).toBe(0);
    expect(root.getAttribute("data-lm-suppress-shortcuts")).toBe("true");
    const nested = root.querySelector('.ps-array[data-path="4"]');
    expect(nested).not.toBeNull();
    expect(nested.closest('.ps-array[data-path=""]')).not.toBeNull();
    expect(root.querySelector('.ps-expr [data-path="4.2"]').textContent).toBe('"@Parent -2"');
  });

  it("highlights exactly the node of every step's path", () => {
    const { model, root } = mount("parent");
    TRACES.parent.steps.forEach((step, i) => {
      model.set("current", i);
      const marked = current(root);
      expect(marked).toHaveLength(1);
      expect(marked[0].dataset.path).toBe(step.path.join("."));
      expect(root.querySelector(".ps-status").dataset.kind).toBe(step.kind);
    });
  });

  it("shows finished nested arrays reduced to their value and the running value", () => {
    const { model, root } = mount("parent");
    const leave = TRACES.parent.steps.findIndex((s) => s.kind === "leave");
    model.set("current", leave);
    const reduced = root.querySelector('.ps-reduced[data-path="4"]');
    expect(reduced.textContent).toBe("13");
    model.set("current", leave + 1); // 11 * 13 = 143
    expect(root.querySelector(".ps-running-value").textContent).toBe("143");
    expect(root.querySelector('.ps-running[data-path="0"]').textContent).toBe("143");
    expect(root.querySelector(".ps-op").textContent.replace(/\s+/g, " ")).toBe("11 * 13 = 143");
  });

  it("shows a resolved special string as its value", () => {
    const { model, root } = mount("parent");
    const resolve = TRACES.parent.steps.findIndex((s) => s.kind === "resolve");
    model.set("current", resolve - 1);
    expect(root.querySelector('.ps-expr [data-path="4.2"]').textContent).toBe('"@Parent -2"');
    model.set("current", resolve);
    const node = root.querySelector('.ps-expr [data-path="4.2"]');
    expect(node.classList.contains("ps-reduced")).toBe(true);
    expect(node.textContent).toBe("11");
  });

  it("lists the parents chain innermost first, as @Parent -1, -2 read it", () => {
    const { model, root } = mount("parent");
    model.set("current", TRACES.parent.steps.findIndex((s) => s.kind === "resolve"));
    const rows = [...root.querySelectorAll(".ps-parent")];
    expect(rows.map((r) => r.dataset.index)).toEqual(["-1", "-2"]);
    expect(rows.map((r) => r.querySelector(".ps-parent-value .ps-value").textContent)).toEqual([
      "2",
      "11",
    ]);
  });

  it("highlights variables that the step changed", () => {
    const { model, root } = mount("vars");
    const edit = TRACES.vars.steps.findIndex((s) => s.kind === "var");
    model.set("current", edit);
    const row = root.querySelector('.ps-var[data-name="@Var 0"]');
    expect(row.classList.contains("ps-changed")).toBe(true);
    expect(row.querySelector(".ps-var-value").textContent).toBe("5");
    model.set("current", edit + 1);
    expect(root.querySelector('.ps-var[data-name="@Var 0"]').classList.contains("ps-changed")).toBe(
      false,
    );
  });

  it("ends an erroring expression on an error step that marks the failing node", () => {
    const { model, root } = mount("error");
    model.set("current", TRACES.error.steps.length - 1);
    expect(root.querySelector(".ps-status").dataset.kind).toBe("error");
    expect(root.querySelector(".ps-error").textContent).toMatch(/division/);
    const node = root.querySelector(".ps-error-node");
    expect(node.dataset.path).toBe("2.1");
  });

  it("collapses long arrays and strings behind an expander", () => {
    const { root } = mount("long");
    const arr = root.querySelector('.ps-array[data-path="0"]');
    expect(arr.querySelectorAll(":scope > .ps-node")).toHaveLength(10);
    const more = arr.querySelector(":scope > .ps-expander");
    expect(more.textContent).toMatch(/21 more/);
    more.click();
    const again = root.querySelector('.ps-array[data-path="0"]');
    expect(again.querySelectorAll(":scope > .ps-node")).toHaveLength(31);
    const text = root.querySelector('.ps-expr [data-path="3"]');
    expect(text.textContent.length).toBeLessThan(80);
    expect(text.querySelector(".ps-expander")).not.toBeNull();
  });
});

describe("controls", () => {
  it("steps with the buttons and saves the index to the model", () => {
    const { model, root } = mount("parent");
    root.querySelector(".ps-btn-step").click();
    expect(model.get("current")).toBe(1);
    root.querySelector(".ps-btn-end").click();
    expect(model.get("current")).toBe(TRACES.parent.steps.length - 1);
    root.querySelector(".ps-btn-back").click();
    expect(model.get("current")).toBe(TRACES.parent.steps.length - 2);
    root.querySelector(".ps-btn-start").click();
    expect(model.get("current")).toBe(0);
    expect(model.saves()).toBe(4);
  });

  it("steps over a nested array and out of it", () => {
    const { model, root } = mount("parent");
    model.set("current", 1); // 3 + 8 = 11, before the nested array
    root.querySelector(".ps-btn-over").click();
    expect(TRACES.parent.steps[model.get("current")].kind).toBe("leave");
    model.set("current", 3); // inside the nested array
    root.querySelector(".ps-btn-out").click();
    expect(TRACES.parent.steps[model.get("current")].kind).toBe("leave");
  });

  it("jumps to a typed step and follows the slider", () => {
    const { model, root } = mount("parent");
    const jump = root.querySelector(".ps-jump");
    jump.value = "5";
    root.querySelector(".ps-btn-jump").click();
    expect(model.get("current")).toBe(5);
    const slider = root.querySelector(".ps-slider");
    slider.value = "2";
    slider.dispatchEvent(new Event("input"));
    expect(model.get("current")).toBe(2);
  });

  it("handles its keys without letting them reach JupyterLab", () => {
    const { model, root } = mount("parent");
    const { event, leaked } = press(root, "ArrowRight");
    expect(model.get("current")).toBe(1);
    expect(event.defaultPrevented).toBe(true);
    expect(leaked).toBe(false);
    press(root, "KeyP", "p");
    expect(model.get("current")).toBe(0);
    press(root, "End");
    expect(model.get("current")).toBe(TRACES.parent.steps.length - 1);
    press(root, "KeyT", "t");
    expect(model.get("skip_trivial")).toBe(true);
  });

  it("lets unrelated keys through and typing in the jump box stay local", () => {
    const { model, root } = mount("parent");
    const { event, leaked } = press(root, "KeyZ", "z");
    expect(event.defaultPrevented).toBe(false);
    expect(leaked).toBe(true);
    const jump = root.querySelector(".ps-jump");
    const typed = new KeyboardEvent("keydown", { code: "KeyA", key: "a", bubbles: true });
    let leakedTyping = false;
    document.body.addEventListener("keydown", () => {
      leakedTyping = true;
    });
    jump.dispatchEvent(typed);
    expect(leakedTyping).toBe(false);
    expect(model.get("current")).toBe(0);
    expect(Object.values(KEY_ACTIONS)).toContain("over");
  });

  it("skips trivial steps when asked", () => {
    const { model, root } = mount("parent", { skip_trivial: true });
    root.querySelector(".ps-btn-step").click();
    expect(TRACES.parent.steps[model.get("current")].kind).not.toBe("enter");
  });
});

describe("predict mode", () => {
  it("hides the next value until the learner guesses, then tells whether it was right", () => {
    const { model, root } = mount("parent", { predict: true });
    model.set("current", 1); // 3 + 8 = 11
    expect(root.querySelector(".ps-running-value").textContent).toBe("?");
    expect(root.querySelector(".ps-status").textContent).not.toMatch(/11/);
    const input = root.querySelector(".ps-guess");
    input.value = "11";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(root.querySelector(".ps-running-value").textContent).toBe("11");
    expect(root.querySelector(".ps-feedback").classList.contains("ps-right")).toBe(true);
  });

  it("says so when the guess is wrong and can simply reveal", () => {
    const { model, root } = mount("parent", { predict: true });
    model.set("current", 1);
    const input = root.querySelector(".ps-guess");
    input.value = "12";
    root.querySelector(".ps-btn-guess").click();
    expect(root.querySelector(".ps-feedback").textContent).toMatch(/you said 12, it is 11/);
    model.set("current", 2);
    model.set("current", TRACES.parent.steps.findIndex((s) => s.kind === "leave"));
    root.querySelector(".ps-btn-reveal").click();
    expect(root.querySelector(".ps-feedback").textContent).toMatch(/13/);
  });

  it("does not hide steps that have no value to predict", () => {
    const { root } = mount("parent", { predict: true });
    expect(root.querySelector(".ps-guess")).toBeNull();
    expect(root.querySelector(".ps-running-value").textContent).toBe("3");
  });
});

describe("lifecycle", () => {
  it("removes its listeners when the view is destroyed", () => {
    const model = fakeModel({ ...TRACES.parent, current: 0 });
    const host = document.createElement("div");
    const cleanup = widget.render({ model, el: host });
    expect(model.listenerCount()).toBeGreaterThan(0);
    cleanup();
    expect(model.listenerCount()).toBe(0);
    expect(host.querySelector(".p2048-stepper")).toBeNull();
  });
});
