// Bundle the widgets' front ends into pow2048_widget/static/ (what anywidget loads).
//
// Each widget is one ESM entry (default export {render}) plus an optional stylesheet.
// Entries that do not exist yet are skipped, so one widget's front end can be built while
// another is still being written. `--watch` rebuilds on change.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
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
  metafile: true,
};

// Records the SHA-256 of every source file that went into the bundle, so a test (and the
// wheel test) can tell a stale static/ from a fresh one without rebuilding.
function writeBuildInfo(metafile) {
  const root = join(here, "..");
  const sources = {};
  // The build script and the locked toolchain shape the bundle too.
  const inputs = [...Object.keys(metafile.inputs), "js/build.mjs", "package-lock.json"];
  for (const input of inputs.sort()) {
    const path = join(root, input);
    const key = relative(root, path).split("\\").join("/");
    sources[key] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
  writeFileSync(join(outdir, "build-info.json"), JSON.stringify({ sources }, null, 2) + "\n");
}

if (process.argv.includes("--watch")) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log(`watching ${entryPoints.length} entries -> ${outdir}`);
} else {
  const result = await esbuild.build({ ...options, absWorkingDir: join(here, "..") });
  writeBuildInfo(result.metafile);
}
