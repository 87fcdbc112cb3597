// The Stepper view: a step debugger for one CalcArray evaluation.
//
// Python computed the whole trace once (calcarray.trace) and synced it as traits: the
// expression tree (`expression`, SC-JSON), the steps, and the current index. This view only
// draws step `current` and moves `current` around; which step comes next for "step over",
// "step out" and "skip trivial" is decided by the pure helpers of stepper_nav.js. Keeping
// the index in the model means a re-rendered or duplicated view shows the same step, and
// Python can drive the debugger (`stepper.current = 5`).

import {
  PREDICTABLE_KINDS,
  collapseLimit,
  formatValue,
  guessMatches,
  isPrefix,
  jumpIndex,
  nextIndex,
  outcome,
  pathKey,
  prevIndex,
  samePath,
  stepOutIndex,
  stepOverIndex,
  valueKind,
  viewState,
} from "./stepper_nav.js";
import { drawNotes } from "./stepper_notes.js";

const WATCHED = ["expression", "steps", "current", "skip_trivial", "predict", "title", "notes"];

/** Keys the stepper handles (anything else is left to the page). */
export const KEY_ACTIONS = {
  ArrowRight: "step",
  KeyN: "step",
  ArrowLeft: "back",
  KeyP: "back",
  ArrowDown: "over",
  KeyO: "over",
  ArrowUp: "out",
  KeyU: "out",
  End: "end",
  KeyE: "end",
  Home: "start",
  KeyG: "start",
  KeyT: "trivial",
  KeyQ: "predict",
};

const KIND_LABELS = {
  enter: "enter array",
  leave: "array done",
  apply: "operator",
  resolve: "special string",
  block: "block runs",
  skip: "block skipped",
  "block-leave": "block done",
  loop: "loop turn",
  var: "variable",
  result: "result",
  error: "error",
};

// UI-only state that must survive JupyterLab re-rendering a view: which collapsed nodes the
// user opened and which predictions were made. Keyed by model so two views agree.
const uiState = new WeakMap();

function ui(model) {
  let s = uiState.get(model);
  if (!s) {
    s = { expanded: new Set(), guesses: new Map() };
    uiState.set(model, s);
  }
  return s;
}

function el(doc, tag, className, text) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function valueNode(doc, value, extraClass = "") {
  const span = el(doc, "span", `ps-value ps-v-${valueKind(value)} ${extraClass}`.trim());
  span.textContent = formatValue(value);
  return span;
}

/** `expr[2][1]` for a path, as the Python error messages write it. */
export function pathLabel(path) {
  return `expr${(path || []).map((k) => `[${k}]`).join("")}`;
}

function actionTarget(action, steps, current, skip) {
  switch (action) {
    case "step":
      return nextIndex(steps, current, skip);
    case "back":
      return prevIndex(steps, current, skip);
    case "over":
      return stepOverIndex(steps, current, skip);
    case "out":
      return stepOutIndex(steps, current, skip);
    case "end":
      return Math.max(0, steps.length - 1);
    case "start":
      return 0;
    default:
      return current;
  }
}

function render({ model, el: host }) {
  const doc = host.ownerDocument;
  const root = el(doc, "div", "p2048-stepper");
  root.tabIndex = 0;
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("role", "application");
  root.setAttribute("aria-label", "CalcArray step debugger");
  host.appendChild(root);

  const title = el(doc, "div", "ps-title");
  const toolbar = el(doc, "div", "ps-toolbar");
  const exprBox = el(doc, "div", "ps-expr");
  const status = el(doc, "div", "ps-status");
  const predictBox = el(doc, "div", "ps-predict");
  const panels = el(doc, "div", "ps-panels");
  const notesBox = el(doc, "div", "ps-notes");
  root.append(title, toolbar, status, exprBox, notesBox, predictBox, panels);

  const buttons = {};
  const addButton = (action, label, hint) => {
    const b = el(doc, "button", `ps-btn ps-btn-${action}`, label);
    b.type = "button";
    b.title = hint;
    b.dataset.action = action;
    b.addEventListener("click", () => act(action));
    toolbar.appendChild(b);
    buttons[action] = b;
  };
  addButton("start", "|◀", "First step (Home, G)");
  addButton("back", "◀ Back", "Step back (←, P)");
  addButton("step", "Step ▶", "Step (→, N)");
  addButton("over", "Over ⤼", "Step over: finish this step's nested arrays (↓, O)");
  addButton("out", "Out ⤴", "Step out: finish the current array (↑, U)");
  addButton("end", "End ▶|", "Run to the end (End, E)");

  const slider = el(doc, "input", "ps-slider");
  slider.type = "range";
  slider.min = "0";
  slider.setAttribute("aria-label", "step");
  slider.addEventListener("input", () => go(Number(slider.value)));
  const counter = el(doc, "span", "ps-counter");
  const jump = el(doc, "input", "ps-jump");
  jump.type = "text";
  jump.inputMode = "numeric";
  jump.placeholder = "step #";
  jump.setAttribute("aria-label", "jump to step");
  const jumpBtn = el(doc, "button", "ps-btn ps-btn-jump", "Go");
  jumpBtn.type = "button";
  const doJump = () => {
    const j = jumpIndex(model.get("steps") || [], jump.value);
    if (j !== null) go(j);
    jump.value = "";
  };
  jumpBtn.addEventListener("click", doJump);
  jump.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      e.preventDefault();
      doJump();
    }
  });
  const trivialLabel = el(doc, "label", "ps-toggle");
  const trivial = el(doc, "input", "ps-skip-trivial");
  trivial.type = "checkbox";
  trivial.addEventListener("change", () => {
    model.set("skip_trivial", trivial.checked);
    model.save_changes();
  });
  trivialLabel.append(trivial, doc.createTextNode(" skip trivial steps"));
  const predictLabel = el(doc, "label", "ps-toggle");
  const predict = el(doc, "input", "ps-predict-mode");
  predict.type = "checkbox";
  predict.addEventListener("change", () => {
    model.set("predict", predict.checked);
    model.save_changes();
  });
  predictLabel.append(predict, doc.createTextNode(" predict the next value"));
  toolbar.append(slider, counter, jump, jumpBtn, trivialLabel, predictLabel);

  function go(index) {
    const steps = model.get("steps") || [];
    const j = Math.max(0, Math.min(steps.length - 1, Math.trunc(index) || 0));
    if (j !== model.get("current")) {
      model.set("current", j);
      model.save_changes();
    }
  }

  function act(action) {
    if (action === "trivial") {
      model.set("skip_trivial", !model.get("skip_trivial"));
      model.save_changes();
      return;
    }
    if (action === "predict") {
      model.set("predict", !model.get("predict"));
      model.save_changes();
      return;
    }
    const steps = model.get("steps") || [];
    go(actionTarget(action, steps, model.get("current") || 0, Boolean(model.get("skip_trivial"))));
  }

  function onKey(event) {
    const target = event.target;
    const typing =
      target && target !== root && (target.tagName === "INPUT" || target.tagName === "TEXTAREA");
    if (typing) {
      // Typing a step number or a guess must not reach JupyterLab (it would run commands).
      if (target.type !== "checkbox" && target.type !== "range") {
        event.stopPropagation();
        return;
      }
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = KEY_ACTIONS[event.code] || KEY_ACTIONS[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    act(action);
  }
  root.addEventListener("keydown", onKey);

  // ------------------------------------------------------------------ drawing

  function isHidden(steps, i) {
    if (!model.get("predict")) return false;
    const step = steps[i];
    return Boolean(step) && PREDICTABLE_KINDS.has(step.kind) && !ui(model).guesses.has(i);
  }

  function drawNode(value, path, view, ctx) {
    const key = pathKey(path);
    if (path.length > 0 && view.reduced.has(key)) {
      const red = el(doc, "span", "ps-node ps-reduced");
      red.dataset.path = key;
      red.title = `${pathLabel(path)} = ${formatValue(view.reduced.get(key))}\nwritten: ${formatValue(value)}`;
      red.appendChild(valueNode(doc, view.reduced.get(key)));
      mark(red, path, ctx);
      return red;
    }
    if (Array.isArray(value)) return drawArray(value, path, view, ctx);
    const node = el(doc, "span", "ps-node ps-leaf");
    node.dataset.path = key;
    const kind = valueKind(value);
    node.classList.add(`ps-v-${kind}`);
    let text = formatValue(value);
    const cut = typeof value === "string" ? collapseLimit(value) : null;
    if (cut !== null && !ui(model).expanded.has(key) && !isPrefix(path, ctx.current)) {
      text = `${JSON.stringify(value.slice(0, cut)).slice(0, -1)}…"`;
      node.appendChild(doc.createTextNode(text));
      node.appendChild(expander(key, `${value.length - cut} more chars`));
    } else {
      node.textContent = text;
    }
    mark(node, path, ctx);
    return node;
  }

  function drawArray(value, path, view, ctx) {
    const key = pathKey(path);
    const box = el(doc, "span", "ps-node ps-array");
    box.dataset.path = key;
    if (value[0] === "@Literal") box.classList.add("ps-literal");
    const frame = view.frames.get(key);
    if (frame) box.classList.add("ps-open");
    box.appendChild(el(doc, "span", "ps-bracket", "["));
    const cut = collapseLimit(value);
    const expanded = ui(model).expanded.has(key);
    let limit = value.length;
    if (cut !== null && !expanded) {
      // Keep the current node visible even inside a collapsed array.
      const inside = isPrefix(path, ctx.current) && ctx.current.length > path.length;
      const needed = inside ? ctx.current[path.length] + 1 : 0;
      limit = Math.max(cut, needed, frame ? frame.pos + 2 : 0);
      if (limit >= value.length) limit = value.length;
    }
    for (let k = 0; k < limit; k += 1) {
      const childPath = [...path, k];
      let child;
      if (k === 0 && frame && frame.hasValue) {
        child = el(doc, "span", "ps-node ps-running");
        child.dataset.path = pathKey(childPath);
        child.title = `running value of ${pathLabel(path)}`;
        child.appendChild(valueNode(doc, frame.value));
        mark(child, childPath, ctx);
      } else {
        child = drawNode(value[k], childPath, view, ctx);
        if (frame && frame.hasValue && k > 0 && k < frame.pos) child.classList.add("ps-consumed");
      }
      box.appendChild(child);
      if (k < value.length - 1) box.appendChild(el(doc, "span", "ps-comma", ","));
    }
    if (limit < value.length) box.appendChild(expander(key, `${value.length - limit} more`));
    box.appendChild(el(doc, "span", "ps-bracket", "]"));
    if (samePath(path, ctx.frame)) box.classList.add("ps-frame");
    mark(box, path, ctx);
    return box;
  }

  function mark(node, path, ctx) {
    if (samePath(path, ctx.current)) {
      node.classList.add("ps-current");
      node.setAttribute("aria-current", "step");
      ctx.found = node;
    }
  }

  function expander(key, label) {
    const b = el(doc, "button", "ps-expander", `… ${label}`);
    b.type = "button";
    b.title = "show everything";
    b.addEventListener("click", (e) => {
      e.stopPropagation();
      ui(model).expanded.add(key);
      draw();
    });
    return b;
  }

  function panel(name, cls) {
    const section = el(doc, "section", `ps-panel ${cls}`);
    section.appendChild(el(doc, "h4", "ps-panel-title", name));
    panels.appendChild(section);
    return section;
  }

  function drawPanels(step, hidden) {
    panels.textContent = "";
    const run = panel("Running value", "ps-panel-running");
    const runValue = el(doc, "div", "ps-running-value");
    if (hidden) runValue.appendChild(el(doc, "span", "ps-hidden", "?"));
    else runValue.appendChild(valueNode(doc, step.value));
    run.appendChild(runValue);
    if (step.frame) run.appendChild(el(doc, "div", "ps-where", `of ${pathLabel(step.frame)}`));
    if (model.get("limits")) run.appendChild(el(doc, "div", "ps-where ps-limits", model.get("limits")));
    if (step.op !== undefined && step.args !== undefined) {
      // "input op args = result": the operator as it was applied, arguments converted.
      const op = el(doc, "div", "ps-op");
      op.appendChild(valueNode(doc, step.input));
      op.appendChild(el(doc, "span", "ps-op-name", ` ${step.op} `));
      const args = el(doc, "span", "ps-args");
      step.args.forEach((a) => args.appendChild(valueNode(doc, a)));
      op.appendChild(args);
      op.appendChild(doc.createTextNode(" = "));
      op.appendChild(hidden ? el(doc, "span", "ps-hidden", "?") : valueNode(doc, step.result));
      run.appendChild(op);
    }

    const varsPanel = panel("Variables", "ps-panel-vars");
    const vars = step.vars || [];
    if (!vars.length) varsPanel.appendChild(el(doc, "div", "ps-empty", "none"));
    else {
      const table = el(doc, "table", "ps-vars");
      for (const v of vars) {
        const row = el(doc, "tr", "ps-var");
        row.dataset.name = v.name;
        if (v.changed && !hidden) row.classList.add("ps-changed");
        const nameCell = el(doc, "td", "ps-var-name", v.name);
        const valueCell = el(doc, "td", "ps-var-value");
        if (hidden && v.changed) valueCell.appendChild(el(doc, "span", "ps-hidden", "?"));
        else valueCell.appendChild(valueNode(doc, v.value));
        row.append(nameCell, valueCell);
        table.appendChild(row);
      }
      varsPanel.appendChild(table);
    }

    const parentsPanel = panel("Parents chain", "ps-panel-parents");
    const parents = step.parents || [];
    if (!parents.length) parentsPanel.appendChild(el(doc, "div", "ps-empty", "empty"));
    else {
      const table = el(doc, "table", "ps-parents");
      for (let k = parents.length - 1; k >= 0; k -= 1) {
        const p = parents[k];
        const row = el(doc, "tr", "ps-parent");
        const neg = k - parents.length;
        row.dataset.index = String(neg);
        row.appendChild(el(doc, "td", "ps-parent-name", `@Parent ${neg}  (${k})`));
        const cell = el(doc, "td", "ps-parent-value");
        if (hidden && neg === -1) cell.appendChild(el(doc, "span", "ps-hidden", "?"));
        else cell.appendChild(valueNode(doc, p.value));
        if (p.expr) {
          row.classList.add("ps-parent-expr");
          cell.appendChild(el(doc, "span", "ps-note", " evaluated again when read"));
        }
        row.appendChild(cell);
        table.appendChild(row);
      }
      parentsPanel.appendChild(table);
    }
  }

  function drawStatus(step, i, steps, hidden) {
    status.textContent = "";
    status.className = `ps-status ps-kind-${step.kind}`;
    status.dataset.kind = step.kind;
    status.dataset.path = pathKey(step.path);
    const badge = el(doc, "span", "ps-badge", KIND_LABELS[step.kind] || step.kind);
    const where = el(doc, "span", "ps-where", pathLabel(step.path));
    let text = step.text || "";
    if (hidden) {
      const cut = text.lastIndexOf(" = ");
      const arrow = text.lastIndexOf(" -> ");
      const at = Math.max(cut, arrow);
      text = at > 0 ? `${text.slice(0, at)}${text.slice(at, at + (cut > arrow ? 3 : 4))}?` : "?";
    }
    const desc = el(doc, "span", "ps-text", text);
    status.append(badge, where, desc);
    if (step.kind === "error") status.appendChild(el(doc, "div", "ps-error", step.message || ""));
    const last = steps[steps.length - 1];
    if (last && i === steps.length - 1 && last.kind === "result") {
      status.appendChild(el(doc, "div", "ps-final", `result: ${formatValue(last.value)}`));
    }
  }

  function drawPredict(step, i, hidden) {
    predictBox.textContent = "";
    const guesses = ui(model).guesses;
    if (!model.get("predict")) {
      predictBox.hidden = true;
      return;
    }
    predictBox.hidden = false;
    if (hidden) {
      const label = el(doc, "label", "ps-guess-label", "Your prediction: ");
      const input = el(doc, "input", "ps-guess");
      input.type = "text";
      input.placeholder = "type the value, then Enter";
      const submit = el(doc, "button", "ps-btn ps-btn-guess", "Check");
      submit.type = "button";
      const reveal = el(doc, "button", "ps-btn ps-btn-reveal", "Show me");
      reveal.type = "button";
      const answer = () => {
        const actual = outcome(step);
        guesses.set(i, { guess: input.value, ok: guessMatches(input.value, actual) });
        draw();
        root.focus();
      };
      input.addEventListener("keydown", (e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          answer();
        }
      });
      submit.addEventListener("click", answer);
      reveal.addEventListener("click", () => {
        guesses.set(i, { guess: null, ok: false });
        draw();
        root.focus();
      });
      label.appendChild(input);
      predictBox.append(label, submit, reveal);
      if (doc.activeElement === root || root.contains(doc.activeElement)) input.focus();
    } else if (guesses.has(i)) {
      const g = guesses.get(i);
      const actual = outcome(step);
      const msg =
        g.guess === null
          ? `The value is ${formatValue(actual)}.`
          : g.ok
            ? `Right: ${formatValue(actual)}.`
            : `Not quite: you said ${g.guess}, it is ${formatValue(actual)}.`;
      predictBox.appendChild(
        el(doc, "div", `ps-feedback ${g.guess === null ? "" : g.ok ? "ps-right" : "ps-wrong"}`, msg),
      );
    } else {
      predictBox.appendChild(el(doc, "div", "ps-note", "Step to the next value to predict it."));
    }
  }

  function draw() {
    const steps = model.get("steps") || [];
    const expression = model.get("expression");
    const i = Math.max(0, Math.min(steps.length - 1, model.get("current") || 0));
    title.textContent = model.get("title") || "";
    title.hidden = !model.get("title");
    slider.max = String(Math.max(0, steps.length - 1));
    slider.value = String(i);
    counter.textContent = steps.length ? `step ${i} / ${steps.length - 1}` : "no steps";
    trivial.checked = Boolean(model.get("skip_trivial"));
    predict.checked = Boolean(model.get("predict"));
    root.dataset.current = String(i);
    exprBox.textContent = "";
    if (!steps.length) {
      status.textContent = "nothing to show";
      panels.textContent = "";
      return;
    }
    const step = steps[i];
    const hidden = isHidden(steps, i);
    // A hidden step shows the expression as it was before the step.
    const view = hidden && i > 0 ? viewState(steps, i - 1) : viewState(steps, i);
    const ctx = { current: step.path || [], frame: step.frame, found: null };
    if (hidden && step.kind === "result") view.reduced.delete("");
    const top =
      step.kind === "result" && !hidden
        ? (() => {
            const node = el(doc, "span", "ps-node ps-reduced ps-final-value");
            node.dataset.path = "";
            node.appendChild(valueNode(doc, step.value));
            mark(node, [], ctx);
            return node;
          })()
        : drawNode(expression, [], view, ctx);
    exprBox.appendChild(top);
    if (step.kind === "error" && ctx.found) ctx.found.classList.add("ps-error-node");
    root.classList.toggle("ps-has-error", step.kind === "error");
    drawStatus(step, i, steps, hidden);
    drawNotes(doc, notesBox, model.get("notes"), step);
    drawPanels(step, hidden);
    drawPredict(step, i, hidden);
    buttons.back.disabled = i === 0;
    buttons.start.disabled = i === 0;
    for (const a of ["step", "over", "out", "end"]) buttons[a].disabled = i >= steps.length - 1;
    if (ctx.found && typeof ctx.found.scrollIntoView === "function") {
      ctx.found.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
  }

  const onChange = () => draw();
  for (const name of WATCHED) model.on(`change:${name}`, onChange);
  const onSteps = () => ui(model).guesses.clear();
  model.on("change:steps", onSteps);
  draw();

  return () => {
    for (const name of WATCHED) model.off(`change:${name}`, onChange);
    model.off("change:steps", onSteps);
    root.removeEventListener("keydown", onKey);
    root.remove();
  };
}

export default { render };
