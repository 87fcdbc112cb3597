import sys, time
sys.path.insert(0, "/work/main/tests/e2e")
from test_stepper_e2e import *
def test_dbg(page, lab_server):
    page.goto(f"{lab_server.url}/lab/tree/{TUTORIAL}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=60_000)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    for _ in range(30):
        time.sleep(2)
        n = page.evaluate("() => document.querySelectorAll('.p2048-stepper').length")
        prompts = page.evaluate("() => Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')).map(p=>p.textContent)")
        print(n, prompts, flush=True)
        if n >= 12: break
    print(page.evaluate("() => Array.from(document.querySelectorAll('.jp-OutputArea-output')).map(o => o.textContent.slice(0,200))"))
    page.screenshot(path="/tmp/dbg.png", full_page=True)
    print(page.console_errors)
