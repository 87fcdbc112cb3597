// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isPlainText, sanitizeToFragment } from "./sanitize.js";

function clean(html) {
  const div = document.createElement("div");
  div.appendChild(sanitizeToFragment(html, document));
  return div.innerHTML;
}

describe("sanitizeToFragment", () => {
  it("keeps formatting tags a tile label uses", () => {
    expect(clean("2<sup>10</sup>")).toBe("2<sup>10</sup>");
    expect(clean('<span style="color: red">x</span>')).toBe('<span style="color: red">x</span>');
  });

  it("drops scripts, handlers, links and fetching styles", () => {
    expect(clean("<img src=x onerror=alert(1)>ok")).toBe("ok");
    expect(clean("<script>alert(1)</script>2")).toBe("2");
    expect(clean('<b onclick="x()">b</b>')).toBe("<b>b</b>");
    expect(clean('<a href="javascript:x()">link</a>')).toBe("link");
    expect(clean('<span style="background: url(http://x/y.png)">s</span>')).toBe(
      "<span>s</span>",
    );
  });

  it("decodes entities into text", () => {
    expect(clean("&#x2191;")).toBe("↑");
  });
});

describe("isPlainText", () => {
  it("spots markup and entities", () => {
    expect(isPlainText("2048")).toBe(true);
    expect(isPlainText("1,024")).toBe(true);
    expect(isPlainText("a<b>")).toBe(false);
    expect(isPlainText("&amp;")).toBe(false);
  });
});
