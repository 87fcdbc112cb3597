"""What the ``pow2048-widget`` console command does: copy the course, write a play notebook,
start JupyterLab, serve the JupyterLite site.

Sits above every other layer (it reads save codes and modes to check them) but never imports
the widgets: it only writes notebooks that do.
"""

from .course import CopyReport, copy_course, lessons_source
from .jupyter import JupyterMissing, lab_command
from .lite import SiteMissing, site_server
from .play import PlayTarget, resolve_play_target, write_play_notebook

__all__ = [
    "CopyReport",
    "JupyterMissing",
    "PlayTarget",
    "SiteMissing",
    "copy_course",
    "lab_command",
    "lessons_source",
    "resolve_play_target",
    "site_server",
    "write_play_notebook",
]
