"""The recorded reference vectors for the display layer pass (every display*.jsonl file)."""

from pathlib import Path

from pow2048_widget.conformance import display_vectors

FILES = sorted((Path(__file__).parents[1] / "conformance").glob("display*.jsonl"))


def test_every_display_vector_file_is_run():
    names = [f.name for f in FILES]
    assert "display.jsonl" in names and "display-schemes-2.jsonl" in names


def test_display_vectors_pass(capsys):
    passed, failed = display_vectors.run([str(f) for f in FILES], verbose=False)
    assert failed == 0, capsys.readouterr().out[:4000]
    assert passed >= 486


def test_the_command_quoted_in_the_display_notes_gives_what_they_say():
    """docs/display-notes.md quotes the runner's last line; the command still prints it."""
    import subprocess
    import sys

    root = Path(__file__).parents[2]
    notes = (root / "docs" / "display-notes.md").read_text()
    quoted = notes.split("$ python -m pow2048_widget.conformance display "
                         "tests/conformance/display*.jsonl\n", 1)[1].split("\n", 1)[0]
    result = subprocess.run(
        [sys.executable, "-m", "pow2048_widget.conformance", "display",
         *(str(f.relative_to(root)) for f in FILES)],
        cwd=root, capture_output=True, text=True, timeout=300, check=False)
    assert result.stdout.strip().splitlines()[-1] == quoted == "486 passed, 0 failed"


def _exactly(actual, expected):
    if isinstance(actual, float) and isinstance(expected, float):
        return actual == expected or (actual != actual and expected != expected)
    if isinstance(actual, list) and isinstance(expected, list):
        return len(actual) == len(expected) and all(
            _exactly(a, e) for a, e in zip(actual, expected, strict=True))
    if isinstance(actual, dict) and isinstance(expected, dict):
        return actual.keys() == expected.keys() and all(
            _exactly(actual[k], expected[k]) for k in expected)
    return type(actual) is type(expected) and actual == expected


def test_colour_and_tile_vectors_match_to_the_last_digit():
    """Beyond the runner's 1e-9 tolerance: colours and tiles match the reference's text."""
    import json

    from pow2048_widget.calcarray.scjson import sc_decode

    inexact = []
    for path in FILES:
        for line in path.read_text().splitlines():
            raw = json.loads(line)
            if raw["kind"] not in ("color", "convert", "rotate", "factorcolor", "tile", "scheme"):
                continue
            vector = sc_decode(raw)
            vector["id"], vector["kind"] = raw["id"], raw["kind"]
            if vector.get("error"):
                continue
            if not _exactly(display_vectors.compute(vector), vector.get("expect")):
                inexact.append(raw["id"])
    assert inexact == []
