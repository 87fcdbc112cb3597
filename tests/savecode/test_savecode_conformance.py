"""The whole recorded save-code conformance folder passes."""

from savecode_data import VECTORS

from pow2048_widget.conformance.savecodes import run


def test_every_savecode_vector_passes(capsys):
    passed, failed = run([str(VECTORS)], verbose=False)
    failures = capsys.readouterr().out
    assert failed == 0, failures
    assert passed > 3000
