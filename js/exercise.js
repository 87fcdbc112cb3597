// The exercise view: statement, answer box, Check / Hint / Solution, feedback, progress.
//
// The kernel owns the exercise: this view sends what the learner did as messages
// ({action: "check", answer}, {action: "hint"}, {action: "solution"}) and draws the traits
// the kernel sets (feedback, status, hints_shown, solution_text, progress). Hints are the
// kernel's ladder (concept, the place in the last answer, an example): hint 2 is redrawn
// after each check; the solution has its own button. Keys typed in
// the answer box are stopped here so JupyterLab never acts on them; Ctrl+Enter (or
// Shift+Enter) checks.

const WATCHED = [
  "heading",
  "statement_html",
  "placeholder",
  "status",
  "feedback",
  "hints_shown",
  "hints_total",
  "solution_text",
  "progress",
  "answer",
];

function el(doc, tag, className, text) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** What a key press in the answer box means: "check", or null (just typing). */
export function keyAction(event) {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey || event.shiftKey)) {
    return "check";
  }
  return null;
}

/** Label for the hint button: how many hints are left. */
export function hintLabel(shown, total) {
  if (total === 0) return "Hint (none)";
  if (shown >= total) return "No more hints";
  return `Hint (${total - shown} left)`;
}

function render({ model, el: host }) {
  const doc = host.ownerDocument;
  const root = el(doc, "div", "p2048-exercise");
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("role", "group");
  host.appendChild(root);

  const header = el(doc, "div", "px-header");
  const heading = el(doc, "div", "px-heading");
  const progress = el(doc, "div", "px-progress");
  header.append(heading, progress);
  const statement = el(doc, "div", "px-statement");
  const box = el(doc, "textarea", "px-answer");
  box.rows = 3;
  box.spellcheck = false;
  box.setAttribute("aria-label", "your answer");
  box.setAttribute("data-lm-suppress-shortcuts", "true");
  const buttons = el(doc, "div", "px-buttons");
  const mk = (action, label, title) => {
    const b = el(doc, "button", `px-btn px-btn-${action}`, label);
    b.type = "button";
    b.title = title;
    b.dataset.action = action;
    b.addEventListener("click", () => act(action));
    buttons.appendChild(b);
    return b;
  };
  const checkBtn = mk("check", "Check", "Check your answer (Ctrl+Enter)");
  const hintBtn = mk("hint", "Hint", "Show one more hint");
  const solutionBtn = mk("solution", "Solution", "Show a solution");
  const feedback = el(doc, "pre", "px-feedback");
  feedback.setAttribute("aria-live", "polite");
  const hints = el(doc, "ol", "px-hints");
  const solution = el(doc, "pre", "px-solution");
  root.append(header, statement, box, buttons, feedback, hints, solution);

  function act(action) {
    if (action === "check") {
      model.send({ action: "check", answer: box.value });
      checkBtn.disabled = true;
      root.dataset.pending = "true";
    } else if (action === "hint") {
      model.send({ action: "hint" });
    } else if (action === "solution") {
      model.send({ action: "solution" });
    }
  }

  // Keys inside the exercise (typing in the box, Enter or Space on a button) belong to it:
  // JupyterLab must not see them. Their default actions (typing, pressing the button) stay.
  const onKey = (event) => {
    event.stopPropagation();
    if (event.target === box && keyAction(event) === "check") {
      event.preventDefault();
      act("check");
    }
  };
  const stop = (event) => event.stopPropagation();
  root.addEventListener("keydown", onKey);
  root.addEventListener("keypress", stop);
  root.addEventListener("keyup", stop);

  function draw() {
    heading.textContent = model.get("heading") || "";
    progress.textContent = model.get("progress") || "";
    statement.innerHTML = model.get("statement_html") || "";
    box.placeholder = model.get("placeholder") || "";
    if (!box.value && model.get("answer")) box.value = model.get("answer");
    const status = model.get("status") || "new";
    root.dataset.status = status;
    root.dataset.checks = String(model.get("checks") || 0); // answers checked so far
    const text = model.get("feedback") || "";
    feedback.textContent = text;
    feedback.hidden = !text;
    const shown = model.get("hints_shown") || [];
    // Hints arrive as escaped HTML (inline code and bold only), made by the kernel.
    hints.replaceChildren(
      ...shown.map((h) => {
        const li = el(doc, "li", "px-hint");
        li.innerHTML = h;
        return li;
      }),
    );
    hints.hidden = shown.length === 0;
    const total = model.get("hints_total") || 0;
    hintBtn.textContent = hintLabel(shown.length, total);
    hintBtn.disabled = shown.length >= total;
    const sol = model.get("solution_text") || "";
    solution.textContent = sol ? `Solution:\n${sol}` : "";
    solution.hidden = !sol;
    solutionBtn.disabled = Boolean(sol);
  }

  const onFeedback = () => {
    checkBtn.disabled = false;
    delete root.dataset.pending;
    draw();
  };
  for (const name of WATCHED) model.on(`change:${name}`, draw);
  model.on("change:checks", onFeedback);
  draw();
  return () => {
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("keypress", stop);
    root.removeEventListener("keyup", stop);
    for (const name of WATCHED) model.off(`change:${name}`, draw);
    model.off("change:checks", onFeedback);
  };
}

export default { render };
