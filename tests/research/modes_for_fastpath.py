"""Modes the fast-path tests play: bundled, conformance, community and constructed ones."""

from __future__ import annotations

from pathlib import Path

from pow2048_widget.calcarray.scjson import sc_decode
from pow2048_widget.engine import Mode, classic_mode

ROOT = Path(__file__).resolve().parents[1]
CONFORMANCE = ROOT / "conformance" / "modes"

PAIR = [2, ["@This 0", "=", "@Next 1 0"], True, [[["@This 0", "+", 1]]],
        [2, "^", ["@This 0", "+", 1]], [False, True]]


def _classic_with(**fields: object) -> Mode:
    base = classic_mode().to_dict()
    base.update(sc_decode(fields))
    return Mode.from_dict(base)


def constructed_modes() -> dict[str, Mode]:
    """Small modes that exercise what the fast path must get exactly right."""
    e, v, s = "@Empty", "@Void", "@Slippery"
    return {
        "slide1": _classic_with(directions=[[[-1, 0, 1]], [[1, 0, 1]], [[0, -1, 1]],
                                            [[0, 1, 1]]]),
        "multimerge": _classic_with(multiMerge=True),
        "fractional_score": _classic_with(MergeRules=[[2, ["@This 0", "=", "@Next 1 0"], True,
                                                       [[["@This 0", "+", 1]]], 0.1,
                                                       [False, True]]]),
        "holes_5x3": _classic_with(width=5, height=3, startingGrid=[
            [e, e, v, e, e], [e, s, e, e, "@EmptyNoSpawn"], [e, e, e, e, e]]),
        "two_spawns_edge": _classic_with(randomTileAmount=2, spawnLocation="Edge"),
        "conveyor": _classic_with(nextTiles=2),
        "box": _classic_with(startTileSpawns=[["Box", 1, [1], 3, [2], 1]]),
        "no_postgame_small_win": _classic_with(winConditions=[[4]], postgameAllowed=False),
        "lose_at_16": _classic_with(loseConditions=[[["@This 0", ">=", 4]]],
                                    loseRequirement=1, winConditions=[[6]]),
        "unordered_pair": _classic_with(MergeRules=[
            PAIR, [2, [["@This 0", "=", 1], "&&", ["@Next 1 0", "=", 2]], False, [[3]], 5,
                   [False, True]]]),
        "long_cache_key": _classic_with(knownMergeMaxLength=3, MergeRules=[
            [3, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]], True,
             [[["@This 0", "+", 2]]], 9], PAIR]),
        "score_requirement": _classic_with(winRequirement=[["@Score", ">=", 300], "||",
                                                           [["@DiscWinning"], "arr_length",
                                                            ">=", 1]],
                                           winConditions=[[["@This 0", ">=", 5]]]),
        "computed_spawns": _classic_with(startTileSpawns=[
            [[1], ["@Moves", "%", 3, "+", 1]], ["@CalcArray", ["@Literal", [2], 1]]]),
        "forced_and_blocked": _classic_with(
            start_forcedSpawns=[[["@Moves", "%", 5, "=", 4], "AfterSpawns", False, [3]]],
            spawnTileBlocked=[["@VCoord", "=", 0], "&&", ["@HCoord", "=", 0]],
            spawnConditions=["@Moves", "%", 7, "!=", 6]),
        "reads_position": _classic_with(MergeRules=[
            [2, [["@This 0", "=", "@Next 1 0"], "&&", ["@VCoord", ">=", 0]], True,
             [[["@This 0", "+", 1]]], 2, [False, True]]]),
    }


def community_modes(ids: tuple[str, ...] = ("c006", "c008", "c153", "c026", "c059", "c115"),
                    ) -> dict[str, Mode]:
    """A few published community codes, all qualifying for the fast path: c026, c059 and
    c115 through their Custom-template unordered rules (``rule_families``)."""
    from pow2048_widget.conformance.savecodes import community_codes
    from pow2048_widget.savecode import load_save_code

    out = {}
    for cid, _kind, code in community_codes(ROOT / "conformance" / "savecodes"):
        if cid in ids:
            out[f"community_{cid}"] = load_save_code(code, lenient=True).to_mode()
    return out


def all_modes() -> dict[str, Mode]:
    modes = {"classic": classic_mode(), "classic_win_at_64": classic_mode(win_tile=6)}
    modes.update(community_modes())
    for p in sorted(CONFORMANCE.glob("*.json")):
        modes[p.stem] = Mode.load(p)
    modes.update(constructed_modes())
    return modes
