"""``python -m pow2048_widget._fuzz``: the long fuzzing run (see ``campaign``)."""

import sys

from .campaign import main

sys.exit(main())
