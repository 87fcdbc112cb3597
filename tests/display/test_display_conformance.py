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
