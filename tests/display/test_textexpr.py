"""Tile text is escaped and marked up like the reference (display.md section 6)."""

from pow2048_widget.display.factorcolor import STATIC_ENV
from pow2048_widget.display.textexpr import (
    compose_text_expression,
    evaluate_text,
    he_escape,
    plain_text,
    utf16_length,
)


def test_escaping_matches_he_encode():
    assert he_escape("µ × é 𝌆 <a> & `x`") == \
        "&#xB5; &#xD7; &#xE9; &#x1D306; &#x3C;a&#x3E; &#x26; &#x60;x&#x60;"
    assert he_escape("plain\ntext") == "plain\ntext"


def test_effects_nest_in_order():
    html = evaluate_text(["@TextE", "@Bold", "@TextColor", "#f00", "x", ["@Italic", "y"]],
                         STATIC_ENV)
    assert html == "<b><span style='color: #f00;'>x<i>y</i></span></b>"
    assert plain_text(html) == "xy"


def test_scientific_text_reads_naturally():
    html = evaluate_text(["@TextE", "1", " \u00d7 10", ["@Superscript", 15.0]], STATIC_ENV)
    assert html == "1 &#xD7; 10<sup>15</sup>"
    assert plain_text(html) == "1 × 1015"


def test_bare_numbers_are_not_abbreviated():
    assert evaluate_text(16384.0, STATIC_ENV) == 16384.0
    assert evaluate_text(["@Bold", 12345.0], STATIC_ENV) == "<b>12345</b>"


def test_lengths_count_utf16_units():
    assert utf16_length("𝌆a") == 3


def test_legacy_html_becomes_a_text_expression():
    assert compose_text_expression("a<sup>2</sup>") == ["@TextE", "a", ["@Superscript", "2"]]
