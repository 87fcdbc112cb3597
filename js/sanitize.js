// Tile labels may carry a little HTML (the Compendium's text expressions produce <sub>, <sup>,
// <b>, line breaks ...). Modes come from save codes pasted by strangers, so the HTML is never
// trusted: only a few formatting tags survive, every attribute except a plain `style` is
// dropped, and styles that could fetch something (url(), image-set, @import) are dropped too.

export const ALLOWED_TAGS = new Set([
  "B",
  "I",
  "EM",
  "STRONG",
  "U",
  "S",
  "SUB",
  "SUP",
  "SMALL",
  "SPAN",
  "BR",
  "DIV",
  "P",
]);

const UNSAFE_STYLE = /url\s*\(|image-set|@import|expression\s*\(|javascript:/i;

function cleanChildren(source, target, doc) {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === 3) {
      target.appendChild(doc.createTextNode(node.nodeValue));
    } else if (node.nodeType === 1) {
      const tag = node.tagName.toUpperCase();
      if (ALLOWED_TAGS.has(tag)) {
        const copy = doc.createElement(tag.toLowerCase());
        const style = node.getAttribute("style");
        if (style && !UNSAFE_STYLE.test(style)) copy.setAttribute("style", style);
        cleanChildren(node, copy, doc);
        target.appendChild(copy);
      } else if (tag !== "SCRIPT" && tag !== "STYLE" && tag !== "TEMPLATE") {
        // Unknown element: keep its text, drop the element.
        cleanChildren(node, target, doc);
      }
    }
  }
}

/**
 * Parse `html` inertly and return a DocumentFragment holding only allowed markup.
 * @param {string} html
 * @param {Document} doc the document the nodes will live in
 */
export function sanitizeToFragment(html, doc) {
  const fragment = doc.createDocumentFragment();
  if (typeof html !== "string" || html === "") return fragment;
  // A <template> parses without running scripts or loading images.
  const template = doc.createElement("template");
  template.innerHTML = html;
  cleanChildren(template.content, fragment, doc);
  return fragment;
}

/** True when `html` is just text (no tags, no entities), so textContent is enough. */
export function isPlainText(html) {
  return typeof html === "string" && !/[<&]/.test(html);
}
