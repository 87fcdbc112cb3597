"""The course's exercises, one module per lesson (``lesson02`` ... ``lesson12``).

Each module defines ``EXERCISES``, a list of ``Exercise`` definitions. ``teach.lesson(n)``
hands out fresh copies, so a learner's progress never leaks into the definitions.
"""
