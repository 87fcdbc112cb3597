// The Stepper's notes panel: what calcarray.lint found in the expression, shown at the step
// where it applies. Python syncs `notes` as [{path, severity, message, suggestion}]; a note
// applies to a step when the step is at the noted node or inside it.

import { isPrefix, pathKey } from "./stepper_nav.js";

/** Notes that apply at a step with path `path` (the noted node or something inside it). */
export function notesAt(notes, path) {
  const here = path || [];
  return (notes || []).filter((n) => Array.isArray(n.path) && n.path.length > 0 && isPrefix(n.path, here));
}

function where(path) {
  return "expr" + (path || []).map((i) => `[${i}]`).join("");
}

/** Draw the notes box for `step` (hidden when the expression has no notes). */
export function drawNotes(doc, box, notes, step) {
  box.textContent = "";
  const all = notes || [];
  box.hidden = all.length === 0;
  if (!all.length) return;
  const here = notesAt(all, step ? step.path : []);
  const heading = doc.createElement("div");
  heading.className = "ps-notes-title";
  heading.textContent = here.length
    ? `Note${here.length > 1 ? "s" : ""} at this step`
    : `${all.length} note${all.length > 1 ? "s" : ""} (at ${all.map((n) => where(n.path)).join(", ")})`;
  box.appendChild(heading);
  for (const n of here) {
    const item = doc.createElement("div");
    item.className = `ps-note-item ps-note-${n.severity || "warning"}`;
    item.dataset.path = pathKey(n.path);
    item.textContent = `${where(n.path)}: ${n.message}`;
    if (n.suggestion) {
      const hint = doc.createElement("span");
      hint.className = "ps-note-hint";
      hint.textContent = ` (${n.suggestion})`;
      item.appendChild(hint);
    }
    box.appendChild(item);
  }
}
