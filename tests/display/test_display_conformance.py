"""The recorded reference vectors for the display layer pass."""

from pathlib import Path

from pow2048_widget.conformance import display_vectors

VECTORS = Path(__file__).parents[1] / "conformance" / "display.jsonl"


def test_display_vectors_pass(capsys):
    passed, failed = display_vectors.run([str(VECTORS)], verbose=False)
    assert failed == 0, capsys.readouterr().out[:4000]
    assert passed >= 426
