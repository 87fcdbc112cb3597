// Bundle the widgets' front ends into pow2048_widget/static/ (what anywidget loads).
//
// Each widget is one ESM entry (default export {render}) plus an optional stylesheet.
// Entries that do not exist yet are skipped, so one widget's front end can be built while
// another is still being written. `--watch` rebuilds on change.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, "..", "pow2048_widget", "static");
const WIDGETS = ["board", "stepper", "exercise"];

const entryPoints = WIDGETS.flatMap((name) =>
  [`${name}.js`, `${name}.css`].map((file) => join(here, file)).filter((p) => existsSync(p)),
);
if (!entryPoints.some((p) => p.endsWith("board.js"))) {
  console.error("js/board.js is missing");
  process.exit(1);
}

const options = {
  entryPoints,
  bundle: true,
  format: "esm",
  target: "es2020",
  outdir,
  logLevel: "warning",
  legalComments: "none",
};

if (process.argv.includes("--watch")) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log(`watching ${entryPoints.length} entries -> ${outdir}`);
} else {
  await esbuild.build(options);
}
