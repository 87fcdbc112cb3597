"""``pow2048-widget lite``: the static server of the JupyterLite site."""

from __future__ import annotations

import threading
import urllib.request
from pathlib import Path

import pytest

from pow2048_widget.cli import main
from pow2048_widget.launcher import SiteMissing, site_server


def test_serves_the_site_with_the_types_pyodide_needs(tmp_path: Path) -> None:
    (tmp_path / "jupyter-lite.json").write_text("{}")
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "pyodide.asm.wasm").write_bytes(b"\0asm")
    (tmp_path / "static" / "pyodide.mjs").write_text("export {}")
    server = site_server(tmp_path, port=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        with urllib.request.urlopen(f"{base}/static/pyodide.asm.wasm", timeout=10) as r:
            assert r.headers["Content-Type"] == "application/wasm"
            assert r.read() == b"\0asm"
        with urllib.request.urlopen(f"{base}/static/pyodide.mjs", timeout=10) as r:
            assert r.headers["Content-Type"] == "text/javascript"
    finally:
        server.shutdown()
        server.server_close()


def test_a_folder_without_a_site_says_how_to_build_one(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SiteMissing, match="bash scripts/lite.sh"):
        site_server(tmp_path, port=0)
    assert main(["lite", str(tmp_path), "--no-browser"]) == 1
    assert "bash scripts/lite.sh" in capsys.readouterr().err
