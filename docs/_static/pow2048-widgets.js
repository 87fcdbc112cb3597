// Draws the boards and steppers saved in a documentation page, with no kernel and no network.
//
// MyST-NB embeds each executed notebook's widget state (a <script> of type
// application/vnd.jupyter.widget-state+json) and one <script> of type
// application/vnd.jupyter.widget-view+json per widget output. Our widgets are anywidgets: their
// state holds the whole front end (_esm, _css) and every trait, so this file imports that ESM
// from a blob: URL and calls its render({model, el}) with a read-only model, exactly the code
// JupyterLab runs. Moves need a kernel: the buttons and keys do nothing here. Widgets of other
// kinds get a short note instead, except boxes (HBox, VBox), whose children are drawn.
(function () {
  "use strict";
  const STATE_TYPE = "application/vnd.jupyter.widget-state+json";
  const VIEW_TYPE = "application/vnd.jupyter.widget-view+json";

  function savedState() {
    const merged = {};
    for (const script of document.querySelectorAll(`script[type="${STATE_TYPE}"]`)) {
      try {
        Object.assign(merged, JSON.parse(script.textContent).state || {});
      } catch (err) {
        console.warn("pow2048 docs: unreadable widget state", err);
      }
    }
    return merged;
  }

  // A model with the parts of anywidget's model API our front ends use. set() notifies
  // listeners like Backbone does, so views that only change their own traits (the stepper's
  // step slider) still work; send() and save_changes() have no kernel to talk to.
  function savedModel(values) {
    const listeners = new Map();
    const fire = (name) => (listeners.get(name) || []).slice().forEach((f) => f());
    return {
      get: (key) => values[key],
      set(key, value) {
        values[key] = value;
        fire(`change:${key}`);
        fire("change");
      },
      on(name, callback) {
        for (const one of name.split(/\s+/)) {
          if (!listeners.has(one)) listeners.set(one, []);
          listeners.get(one).push(callback);
        }
      },
      off(name, callback) {
        for (const one of (name || "").split(/\s+/)) {
          const list = listeners.get(one) || [];
          listeners.set(one, callback ? list.filter((f) => f !== callback) : []);
        }
      },
      save_changes() {},
      send() {},
      widget_manager: {},
    };
  }

  const modules = new Map();
  function frontEnd(esm) {
    if (!modules.has(esm)) {
      const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
      modules.set(esm, import(url).then((mod) => mod.default ?? mod));
    }
    return modules.get(esm);
  }

  const styles = new Set();
  function addStyle(css) {
    if (!css || styles.has(css)) return;
    styles.add(css);
    const style = document.createElement("style");
    style.textContent = css;
    document.head.appendChild(style);
  }

  // ipywidgets boxes that only arrange other widgets (lesson 13 puts boards in an HBox).
  const BOXES = { HBoxModel: "row", VBoxModel: "column", BoxModel: "row", GridBoxModel: "row" };

  // The few plain ipywidgets our views are built from (an explanation's heading, its lines
  // and its buttons), drawn as they look; on a static page a button has nothing to run.
  function drawPlainControl(modelName, values) {
    if (modelName === "HTMLModel" || modelName === "HTMLMathModel") {
      const div = document.createElement("div");
      div.className = "pow2048-saved-html";
      div.innerHTML = String(values.value || "");
      return div;
    }
    if (modelName === "LabelModel") {
      const span = document.createElement("div");
      span.textContent = String(values.value || "");
      return span;
    }
    if (modelName === "ButtonModel") {
      const button = document.createElement("button");
      button.type = "button";
      button.disabled = true;
      button.className = "pow2048-saved-button";
      button.textContent = String(values.description || "");
      button.title = "Run the notebook in Jupyter to open this in the step debugger";
      return button;
    }
    return null;
  }

  async function drawModel(modelId, host, state) {
    const saved = state[modelId];
    const values = saved && saved.state;
    const box = saved && BOXES[saved.model_name];
    if (values && box && Array.isArray(values.children)) {
      const row = document.createElement("div");
      row.className = "pow2048-saved-box";
      row.style.cssText = `display:flex;flex-direction:${box};flex-wrap:wrap;gap:0.75rem;`;
      host.appendChild(row);
      let all = true;
      for (const child of values.children) {
        const cell = document.createElement("div");
        row.appendChild(cell);
        all = (await drawModel(String(child).replace(/^IPY_MODEL_/, ""), cell, state)) && all;
      }
      return all;
    }
    const plain = values && drawPlainControl(saved.model_name, values);
    if (plain) {
      host.appendChild(plain);
      return true;
    }
    if (!values || saved.model_module !== "anywidget" || typeof values._esm !== "string") {
      const note = document.createElement("div");
      note.textContent = "(an interactive control: run the notebook in Jupyter to use it)";
      host.appendChild(note);
      return false;
    }
    addStyle(values._css);
    const widget = await frontEnd(values._esm);
    const model = savedModel({ ...values });
    if (typeof widget.initialize === "function") await widget.initialize({ model });
    const el = document.createElement("div");
    host.appendChild(el);
    const render = typeof widget === "function" ? widget : widget.render;
    await render({ model, el, signal: new AbortController().signal });
    return true;
  }

  async function drawOne(script, state) {
    let modelId;
    try {
      modelId = JSON.parse(script.textContent).model_id;
    } catch (err) {
      return;
    }
    const host = document.createElement("div");
    host.className = "pow2048-saved-widget";
    script.after(host);
    const boards = host.getElementsByClassName("p2048-root");
    const drawn = await drawModel(modelId, host, state);
    if (boards.length) {
      // Nothing can play on this page: the board's "Click to play" would promise too much.
      const lite = document.querySelector("a.pow2048-open-lite");
      for (const hint of host.querySelectorAll(".p2048-hint")) {
        hint.textContent = lite ? "A saved picture: to play, see below" : "A saved picture";
      }
      const note = document.createElement("div");
      note.className = "pow2048-saved-widget-note";
      if (lite) {
        const link = document.createElement("a");
        link.href = lite.href;
        link.textContent = "open this lesson in the browser";
        note.append("Saved when this page was built. To play, ", link,
          " (nothing to install) or run the notebook in JupyterLab.");
      } else {
        note.textContent = "Saved when this page was built: open the notebook in Jupyter to play.";
      }
      host.appendChild(note);
    }
    host.dataset.rendered = drawn ? "true" : "placeholder";
  }

  function drawAll() {
    const state = savedState();
    const views = document.querySelectorAll(`script[type="${VIEW_TYPE}"]`);
    return Promise.all(
      Array.from(views).map((script) =>
        drawOne(script, state).catch((err) => {
          console.error("pow2048 docs: could not draw a saved widget", err);
        }),
      ),
    ).then(() => {
      document.documentElement.dataset.pow2048Widgets = String(views.length);
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", drawAll);
  } else {
    drawAll();
  }
})();
