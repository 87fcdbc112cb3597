"""The modes that ship with the package, by name (our own data files in ``modes/``).

``bundled_mode("trios")`` gives a fresh ``Mode``; ``BUNDLED`` lists the names. Classic is
also ``classic_mode()`` (which can move the winning tile).
"""

from __future__ import annotations

from importlib import resources

from ..calcarray.scjson import sc_loads
from .errors import ModeError
from .mode import Mode

BUNDLED = ("classic", "trios", "aging_tiles")


def bundled_mode(name: str) -> Mode:
    """A new ``Mode`` of the bundled mode ``name`` (one of ``BUNDLED``)."""
    if name not in BUNDLED:
        raise ModeError("name", f"no bundled mode {name!r}; there are {', '.join(BUNDLED)}")
    text = resources.files(__package__).joinpath(f"modes/{name}.json").read_text("utf-8")
    fields = sc_loads(text)
    fields.pop("_comment", None)
    return Mode.from_dict(fields)
