"""The one exception every save-code problem is reported with."""

from __future__ import annotations


class SaveCodeError(ValueError):
    """A save code could not be read (or a value could not be written as one).

    ``message`` is the reference importer's wording where it has one ("Invalid width",
    "Invalid update", ...), so users comparing with the web page see the same text; ``field``
    names the part of the code that was wrong ("field 4 (startingGrid)") when known.
    """

    def __init__(self, message: str, field: str | None = None) -> None:
        self.message = message
        self.field = field
        super().__init__(f"{field}: {message}" if field else message)
