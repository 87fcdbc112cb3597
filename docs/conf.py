"""Sphinx configuration of the pow2048-widget documentation site (bash scripts/docs.sh).

Sphinx + MyST-NB + the PyData theme (why: docs/about-this-site.md). Everything the pages
load is local: the saved boards are drawn by ``_static/pow2048-widgets.js`` from the widget
state MyST-NB embeds, no require.js, no widget manager or MathJax from a CDN.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE / "_ext"))
# The kernels that execute the lessons import the package from this checkout too.
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
# Building the site runs the lessons' checks (the capstone's): they record progress in a
# folder of the build, never in the progress file of whoever builds the site.
os.environ.setdefault("POW2048_PROGRESS_DIR", str(HERE / "_build" / "progress"))

from pow2048_widget import __version__  # noqa: E402

project = "pow2048-widget"
author = "The pow2048-widget authors"
copyright = "2026, " + author
release = version = __version__

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "site_pages",
]
exclude_patterns = ["_build", "**/.ipynb_checkpoints", "jupyter_execute"]
root_doc = "index"

# --- MyST and notebooks ---------------------------------------------------------------------
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
nb_execution_mode = "force"  # lessons and guides run at every build: outputs are today's
nb_execution_timeout = 300
nb_execution_raise_on_error = True
nb_execution_show_tb = True
nb_merge_streams = True
# Saved widget views are drawn by our own small script from the embedded state (offline).
nb_ipywidgets_js = {"pow2048-widgets.js": {"defer": "defer"}}

# --- API reference from docstrings -------------------------------------------------------
autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": False}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_typehints_format = "short"
autosummary_generate = False

# --- HTML ----------------------------------------------------------------------------------
html_theme = "pydata_sphinx_theme"
html_title = "pow2048-widget"
html_static_path = ["_static"]
html_css_files = ["pow2048-docs.css"]
html_theme_options = {
    "navigation_with_keys": False,
    "header_links_before_dropdown": 5,
    "show_toc_level": 2,
    "navbar_end": ["theme-switcher", "navbar-icon-links"],
    "footer_start": ["copyright"],
    "footer_end": [],
    "secondary_sidebar_items": ["page-toc"],
}
html_sidebars = {"**": ["sidebar-nav-bs"]}
html_show_sourcelink = False
html_copy_source = False
html_last_updated_fmt = None
html_context = {"default_mode": "light"}
# No page needs formulas, so MathJax is not shipped and never fetched from a CDN; a page that
# ever has one loads this local stand-in, which leaves the TeX as it is written.
mathjax_path = "no-mathjax.js"
