"""Build the course as a JupyterLite site in ``_lite/`` (run through ``bash scripts/lite.sh``).

The site runs Python in the browser (Pyodide) and needs no server but a static one. Every
file it loads is inside the site, never fetched from a CDN or PyPI at run time:

- Pyodide's core comes from the ``pyodide`` npm package (node_modules/pyodide).
- The pure-Python wheels the kernel and the widgets need come from PyPI (``pip download``,
  cached in ``.lite-cache/wheels``), and this package's own wheel is built from the checkout.
- Pyodide's lock file is rewritten to list exactly those wheels (name, file, sha256,
  dependencies), so that the kernel loads them all at start, in parallel, and the learner
  never runs ``%pip install``. The lock's own entries point at files we do not ship
  (Pyodide's builds of numpy, pandas...), so they are dropped: in the browser those
  packages do not exist, and the package says so where a lesson would use them.

A build stamp (a hash of every input) makes a second run with nothing changed a no-op.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[1]
PYODIDE_NPM = REPO / "node_modules" / "pyodide"
CACHE = REPO / ".lite-cache"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"

# Pure-Python wheels from PyPI for the browser's Python 3.14: micropip (the kernel's package
# manager), what the IPython kernel imports, and this package's runtime dependencies.
# Pinned so that the site is the same on every machine; the front ends of anywidget and
# ipywidgets (taken from the build environment) must match the versions here.
BROWSER_WHEELS = [
    "micropip==0.11.1",
    "comm==0.2.3", "ipython==9.12.0", "ipython_pygments_lexers==1.1.1", "jedi==0.19.2",
    "parso==0.8.6", "pygments==2.20.0", "decorator==5.2.1", "matplotlib_inline==0.2.1",
    "prompt_toolkit==3.0.52", "wcwidth==0.6.0", "stack_data==0.6.3", "asttokens==3.0.1",
    "executing==2.2.1", "pure_eval==0.2.3", "traitlets==5.14.3",
    "anywidget==0.11.0", "psygnal==0.16.1", "typing_extensions==4.15.0", "ipywidgets==8.1.9",
]
# The kernel's own wheels ship inside its JupyterLab extension (piplite, the ipykernel stub,
# pyodide-kernel).
KERNEL_WHEELS = ("piplite-", "ipykernel-", "pyodide_kernel-")
# Loaded when the kernel starts (with their dependencies). Naming the kernel's own packages
# here also makes the kernel skip its one-by-one `piplite.install` of each.
PRELOAD = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
           "pow2048-widget"]
# The front ends the site needs; other JupyterLab extensions of the build environment
# (previews of other hosts, themes) are left out.
LAB_EXTENSIONS = ["@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager",
                  "anywidget"]
# Where a learner's exercise progress is kept: a folder of the browser's own file system
# (/drive is the site's file browser, stored in the browser), so it survives a closed tab.
PROGRESS_DIR = "/drive/pow2048-progress"
PYODIDE_CORE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# Lessons that need something the browser's Python does not have get a note on top.
BROWSER_NOTES = {
    "14-comparing-variants.ipynb": (
        "> **In the browser:** this lesson's tables use pandas, which the browser's Python "
        "does not have, so its table cells fail here. Everything else (boards, `simulate`'s "
        "lists and `summary()`) works. For the whole lesson, run it in JupyterLab: "
        "`pip install \"pow2048-widget[lab]\"` then `pow2048-widget lessons`."
    ),
}


def run(cmd: list[str], **kw: object) -> None:
    print("   $", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run(cmd, check=True, **kw)  # type: ignore[call-overload]


def labextensions_dir() -> Path:
    return Path(sys.prefix) / "share" / "jupyter" / "labextensions"


def inputs_hash() -> str:
    """A hash of everything the site is built from (for the build stamp)."""
    h = hashlib.sha256()
    paths = [Path(__file__), REPO / "pyproject.toml", PYODIDE_NPM / "package.json"]
    for folder, pattern in [(REPO / "pow2048_widget", "**/*"), (REPO / "notebooks", "*.ipynb")]:
        paths += sorted(p for p in folder.glob(pattern)
                        if p.is_file() and "__pycache__" not in p.parts
                        and ".ipynb_checkpoints" not in p.parts)
    for ext in LAB_EXTENSIONS:
        paths.append(labextensions_dir() / ext / "package.json")
    for p in paths:
        h.update(str(p.relative_to(REPO) if p.is_relative_to(REPO) else p).encode())
        h.update(p.read_bytes() if p.exists() else b"-")
    return h.hexdigest()


def browser_wheels() -> list[Path]:
    """The PyPI wheels, downloaded once into the cache."""
    folder = CACHE / "wheels"
    want = {canonicalize_name(spec.split("==")[0]): spec.split("==")[1] for spec in BROWSER_WHEELS}
    have = {}
    for whl in folder.glob("*.whl"):
        name, version = whl.name.split("-")[:2]
        if want.get(canonicalize_name(name)) == version:
            have[canonicalize_name(name)] = whl
    if set(have) != set(want):
        folder.mkdir(parents=True, exist_ok=True)
        run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--only-binary=:all:", "--python-version", "3.14", "--implementation", "py",
             "--abi", "none", "--platform", "any", "-d", str(folder), *BROWSER_WHEELS])
        return browser_wheels()
    return sorted(have.values())


def kernel_wheels() -> list[Path]:
    pypi = labextensions_dir() / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
    found = [w for w in sorted(pypi.glob("*.whl")) if w.name.startswith(KERNEL_WHEELS)]
    if len(found) != len(KERNEL_WHEELS):
        sys.exit(f"lite: the kernel's wheels are missing from {pypi} "
                 "(pip install -e '.[lite]')")
    return found


def own_wheel(dest: Path) -> Path:
    """This checkout as a wheel (the front end must be built: npm run build)."""
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(dest),
         str(REPO)])
    return next(dest.glob("pow2048_widget-*.whl"))


def wheel_metadata(whl: Path) -> tuple[str, str, list[Requirement], list[str]]:
    """(name, version, requirements, top-level import names) read from the wheel."""
    with zipfile.ZipFile(whl) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(zf.read(meta_name).decode())
        tops = sorted({n.split("/")[0].removesuffix(".py") for n in names
                       if not n.split("/")[0].endswith((".dist-info", ".data"))})
    reqs = [Requirement(r) for r in meta.get_all("Requires-Dist") or []]
    return meta["Name"], meta["Version"], reqs, tops


def lock_json(wheels: list[Path]) -> dict:
    """Pyodide's lock with one entry per shipped wheel, its dependencies among them."""
    original = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    env = dict(default_environment())
    env.update(sys_platform="emscripten", platform_system="Emscripten", python_version="3.14",
               python_full_version="3.14.2", implementation_name="cpython",
               platform_machine="wasm32", extra="")
    metas = {whl: wheel_metadata(whl) for whl in wheels}
    shipped = {canonicalize_name(m[0]) for m in metas.values()}
    packages = {}
    for whl, (name, version, reqs, tops) in metas.items():
        depends = sorted({canonicalize_name(r.name) for r in reqs
                          if (r.marker is None or r.marker.evaluate(env))
                          and canonicalize_name(r.name) in shipped})
        packages[canonicalize_name(name)] = {
            "name": name, "version": version, "file_name": whl.name,
            "install_dir": "site", "sha256": hashlib.sha256(whl.read_bytes()).hexdigest(),
            "package_type": "package", "imports": tops, "depends": depends,
            "unvendored_tests": False,
        }
    return {"info": original["info"], "packages": packages}


def notebook_for_browser(src: Path) -> str:
    """A lesson as the browser kernel needs it: the Pyodide kernel, a note where needed."""
    nb = json.loads(src.read_text())
    nb["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)",
                                    "language": "python"}
    note = BROWSER_NOTES.get(src.name)
    if note:
        nb["cells"].insert(0, {"cell_type": "markdown", "id": "in-the-browser",
                               "metadata": {}, "source": note})
    return json.dumps(nb, indent=1) + "\n"


def play_notebook() -> str:
    sys.path.insert(0, str(REPO))
    from pow2048_widget.launcher.play import notebook_json, resolve_play_target

    nb = notebook_json(resolve_play_target("classic"))
    nb["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)",
                                    "language": "python"}
    return json.dumps(nb, indent=1) + "\n"


def stage(lite_dir: Path, wheels: list[Path]) -> None:
    """The folder ``jupyter lite build`` runs in (its inputs)."""
    pyodide = lite_dir / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(PYODIDE_NPM / name, pyodide / name)
    for whl in wheels:
        shutil.copy2(whl, pyodide / whl.name)
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock_json(wheels), indent=1))
    contents = lite_dir / "contents"
    contents.mkdir()
    for src in sorted((REPO / "notebooks").glob("*.ipynb")):
        (contents / src.name).write_text(notebook_for_browser(src))
    (contents / "play.ipynb").write_text(play_notebook())
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "pow2048 course",
            "exposeAppInBrowser": True,
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {
                        "packages": PRELOAD,
                        "env": {"POW2048_PROGRESS_DIR": PROGRESS_DIR},
                    },
                },
            },
        },
    }
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=1))
    overrides = {
        "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
        "@jupyterlab/apputils-extension:notification": {"fetchNews": "false",
                                                        "checkForUpdates": False},
    }
    (lite_dir / "overrides.json").write_text(json.dumps(overrides, indent=1))


def check(out: Path) -> None:
    """Fail the build if the site would load anything from another host."""
    config = json.loads((out / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    if not kernel.get("pyodideUrl", "").startswith("./"):
        sys.exit(f"lite: Pyodide would come from {kernel.get('pyodideUrl')!r}, not the site")
    for name in PYODIDE_CORE + ["pyodide-lock.json"]:
        if not (out / "static" / "pyodide" / name).exists():
            sys.exit(f"lite: static/pyodide/{name} is missing from the site")


def build(out: Path, force: bool) -> None:
    stamp = out / ".build-stamp"
    digest = inputs_hash()
    if not force and stamp.exists() and stamp.read_text() == digest:
        print(f"==> {out} is up to date (nothing changed since it was built)")
        return
    if not PYODIDE_NPM.joinpath("pyodide.asm.wasm").exists():
        sys.exit("lite: node_modules/pyodide is missing (npm ci)")
    with tempfile.TemporaryDirectory(prefix="pow2048-lite-") as tmp:
        tmp_path = Path(tmp)
        wheels = browser_wheels() + kernel_wheels() + [own_wheel(tmp_path / "own")]
        lite_dir = tmp_path / "lite"
        stage(lite_dir, wheels)
        if out.exists():
            shutil.rmtree(out)
        ext_root = labextensions_dir()
        cmd = [sys.executable, "-m", "jupyterlite_core", "build", "--contents", "contents",
               "--output-dir", str(out), "--no-sourcemaps", "--no-libarchive",
               "--ignore-sys-prefix"]
        cmd += [f"--LiteBuildConfig.federated_extensions={ext_root / ext}"
                for ext in LAB_EXTENSIONS]
        run(cmd, cwd=lite_dir)
    check(out)
    stamp.write_text(digest)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(REPO / "_lite"), help="the site folder")
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    args = parser.parse_args()
    build(Path(args.out).resolve(), args.force)


if __name__ == "__main__":
    main()
